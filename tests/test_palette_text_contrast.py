"""Issue 36: text stands out from what is behind it, measured on the rendered pixels: at least
4.5:1 (WCAG 2 AA) in the house and colour-blind palettes and 7:1 (AAA) in high contrast.

Every line on the frame of every screen (see `frames`) is found there, also the lines inside
cached pictures (a rules picture, a lesson note, a results row, a night screen's panels), placed
where the picture landed; its letters are the pixels in its box nearest its colour and the
background is the commonest colour in the box away from them.
Disabled controls are exempt, as WCAG exempts inactive components.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pygame
import pytest
from colour_vision_kit import contrast, luminance
from test_night_screens import house
from text_layout_kit import TrackingSurface, glyph_box, watching
from ui_driver import Driver

from game import GAMES
from sprites import palette

NEEDED = {"house": 4.5, "colour-blind": 4.5, "high-contrast": 7.0}
INACTIVE = (90, 78, 66)  # scenes/ui/widgets.py: a stepper's button at its limit (an inactive control)


@pytest.fixture(autouse=True)
def house_after() -> Iterator[None]:
    yield
    palette.use("house")


def _near(a: tuple[int, ...], b: tuple[int, ...], d: int) -> bool:
    return max(abs(x - y) for x, y in zip(a, b, strict=False)) <= d


def measured(canvas: pygame.Surface, box: pygame.Rect, ink: tuple[int, ...]) -> float | None:
    """The contrast of a line's letters with what is behind them, from the frame's pixels."""
    box = box.clip(canvas.get_rect())
    if box.w < 4 or box.h < 12:  # a card's corner index: too few pixels to measure (the card says it big)
        return None
    data = pygame.image.tobytes(canvas.subsurface(box), "RGB")
    pixels = [tuple(data[i:i + 3]) for i in range(0, len(data), 3)]
    ground = Counter(p for p in pixels if not _near(p, ink, 60))
    if not ground:
        return None
    bg = ground.most_common(1)[0][0]
    letters = [p for p in pixels if _near(p, ink, 24)]
    if len(letters) < 4:  # faded or blended: the letter pixels furthest from the background
        letters = sorted(pixels, key=lambda p: -abs(luminance(p) - luminance(bg)))[:4]
    fg = sorted(letters, key=luminance)[len(letters) // 2]
    if _near(bg, INACTIVE, 2):
        return None
    return contrast(fg, bg)


def frames(d: Driver) -> Iterator[str]:
    """Every screen whose words are measured: the menu, settings, tonight's table, the game
    history and the saved players; for each game its setup, rules page (scrolled through its
    pictures), table, pause menu, the table's history, results and the lesson's first note."""
    from test_text_size_larger import finished

    from scenes.table.seat_names import seat_entries
    from scenes.table.tutorial import lesson_handover

    app = d.app
    app.manager.clear()
    app.screens.open("menu")
    d.run(4)
    yield "menu"
    app.screens.open("settings")
    d.run(4)
    yield "settings"
    for screen in ("night", "history", "players"):
        app.manager.clear()
        app.screens.open(screen)
        d.run(4)
        yield screen
    for game in GAMES:
        app.manager.clear()
        app.screens.open("setup", game=game)
        d.run(6)
        yield f"setup {game}"
        app.screens.open("rules", game=game)
        d.run(4)
        for k in range(4):
            d.top.scroll = k * 700
            d.run(2)
            yield f"rules {game} {k}"
        seats = ["human", "easy", "easy"] if game != "pyramid_power" else ["human", "easy"]
        app.manager.reset(app.screens.build_game(game), game=game, seats=seat_entries(seats), options={},
                          seed=5, autoplay=True)
        d.run(150)
        yield f"table {game}"
        app.screens.open("pause", game=game)
        d.run(4)
        yield f"pause {game}"
        app.screens.close()
        d.run(2)
        d.top.history.open()
        d.run(3)
        yield f"history {game}"
        app.manager.reset(app.screens.build_game(game), **lesson_handover(game, False))
        d.run(60)
        yield f"lesson {game}"
        app.screens.swap("results", record=finished(game), game=game)
        d.run(200)  # after the confetti
        yield f"results {game}"


@pytest.mark.parametrize("name", palette.PALETTES)
def test_text_contrast_on_every_screen(quick_bots: None, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    house(("Ann", "Bo"), games=4)  # saved players and a night of games for the night screens
    d = Driver("tap", ["--seed", "2", "--palette", name])
    low = []
    checked = 0
    try:
        d.run(3)
        for screen in frames(d):
            group = getattr(d.top, "ui", None)
            disabled = {getattr(w, "label", None) for w in group.widgets if not w.enabled} if group else set()
            with watching(monkeypatch, lift=True):
                canvas = TrackingSurface((1920, 1080))
                d.app.manager.draw(canvas)
                for (content, rect), ink in zip(canvas.lines, canvas.inks, strict=True):
                    if ink is None or not content.strip() or content in disabled:
                        continue
                    ratio = measured(canvas, glyph_box(rect), ink)
                    if ratio is None:
                        continue
                    checked += 1
                    if ratio < NEEDED[name]:
                        low.append(f"{screen}: {content!r} {ratio:.2f}:1")
    finally:
        d.close()
    assert checked > 400
    assert not low, f"{len(low)} of {checked} lines below {NEEDED[name]}:1 in {name}:\n" + "\n".join(low[:40])


def test_lines_inside_a_cached_picture_are_measured_where_it_lands(monkeypatch: pytest.MonkeyPatch) -> None:
    """A line painted into a picture, and the picture drawn on the frame: the line is found on the
    frame at its place there, and dim text on the picture's panel measures low (the check can fail)."""
    from sprites import fonts, scaling

    pygame.font.init()
    with watching(monkeypatch, lift=True):
        picture = scaling.surface((300, 120))
        picture.fill((43, 29, 20))
        picture.blit(fonts.text("dim words", 32, (110, 100, 90)), (10, 10))
        canvas = TrackingSurface((800, 400))
        canvas.fill((42, 116, 74))
        canvas.blit(picture, (200, 100))
        found = dict(zip([c for c, _ in canvas.lines], [r for _, r in canvas.lines], strict=True))
        assert found["dim words"].topleft == (210, 110)
        ratio = measured(canvas, glyph_box(found["dim words"]), (110, 100, 90))
        assert ratio is not None and ratio < 3.0
