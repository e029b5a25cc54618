"""Issue 36: text stands out from what is behind it, measured on the rendered pixels: at least
4.5:1 (WCAG 2 AA) in the house and colour-blind palettes and 7:1 (AAA) in high contrast.

Every line drawn straight onto the frame of the menu, the settings, a game's setup, each table
(with its pause menu) and the results is found on the frame; its letters are the pixels in its
box nearest its colour and the background is the commonest colour in the box away from them.
Disabled controls are exempt, as WCAG exempts inactive components.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pygame
import pytest
from colour_vision_kit import contrast, luminance
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
    if box.w < 4 or box.h < 4:
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
    from scenes.table.seat_names import seat_entries

    app = d.app
    app.manager.clear()
    app.screens.open("menu")
    d.run(4)
    yield "menu"
    app.screens.open("settings")
    d.run(4)
    yield "settings"
    for game in GAMES:
        app.manager.clear()
        app.screens.open("setup", game=game)
        d.run(6)
        yield f"setup {game}"
        seats = ["human", "easy", "easy"] if game != "pyramid_power" else ["human", "easy"]
        app.manager.reset(app.screens.build_game(game), game=game, seats=seat_entries(seats), options={},
                          seed=5, autoplay=True)
        d.run(150)
        yield f"table {game}"
        app.screens.open("pause", game=game)
        d.run(4)
        yield f"pause {game}"


@pytest.mark.parametrize("name", palette.PALETTES)
def test_text_contrast_on_every_screen(quick_bots: None, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    d = Driver("tap", ["--seed", "2", "--palette", name])
    low = []
    checked = 0
    try:
        d.run(3)
        for screen in frames(d):
            group = getattr(d.top, "ui", None)
            disabled = {getattr(w, "label", None) for w in group.widgets if not w.enabled} if group else set()
            with watching(monkeypatch):
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
    assert checked > 150
    assert not low, f"{len(low)} of {checked} lines below {NEEDED[name]}:1 in {name}:\n" + "\n".join(low[:40])
