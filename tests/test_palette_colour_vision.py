"""Issue 36, checked not assumed: every table in every palette is screenshotted, the pieces'
colours are found on it, and each pair of colours that tells pieces apart is compared under
simulated protanopia, deuteranopia and tritanopia (Machado et al. 2009, severity 1; CIEDE2000).

The colour-blind and high-contrast palettes must keep every pair at least 10 apart on colour
alone. The house palette may fall short for a pair only when the pair's second channel (symbol,
pattern, body mark, head count) is drawn: the two pieces' marks must differ in shape.
Set A11Y_SHOTS=/some/folder to keep each screenshot and its simulated-deuteranopia twin.
"""

from __future__ import annotations

import itertools
import os
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame
import pytest
from colour_vision_kit import DEFICIENCIES, ciede2000, contrast, delta_e, lab, luminance, simulate
from ui_driver import Driver

from sprites import cards, dice, palette, pyramids, scaling, tiles

MIN_DELTA_E = 10.0
RGB = tuple[int, int, int]


@pytest.fixture(autouse=True)
def house_after() -> Iterator[None]:
    yield
    palette.use("house")


# ------------------------------------------------------------ the colour science itself


def test_ciede2000_gives_sharmas_published_differences() -> None:
    """Pairs 1, 3, 7 and 17 of Sharma, Wu and Dalal's (2005) test data, to 4 decimals."""
    assert ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert ciede2000((50, 2.8361, -74.0200), (50, 0, -82.7485)) == pytest.approx(3.4412, abs=1e-4)
    assert ciede2000((50, 0, 0), (50, -1, 2)) == pytest.approx(2.3669, abs=1e-4)
    assert ciede2000((50, 2.5, 0), (73, 25, -18)) == pytest.approx(27.1492, abs=1e-4)
    assert lab((255, 255, 255)) == pytest.approx((100, 0, 0), abs=0.01)


def test_simulation_loses_the_axis_each_deficiency_loses() -> None:
    """Red and green are far apart to normal eyes and close for protans and deutans; blue and
    green stay apart for them and come together for tritans; grey stays grey."""
    red, green, blue, teal = (200, 60, 40), (90, 140, 40), (40, 90, 200), (40, 160, 140)
    assert delta_e(red, green) > 40
    for d in ("protanopia", "deuteranopia"):
        assert delta_e(simulate(red, d), simulate(green, d)) < delta_e(red, green) / 2
    assert delta_e(simulate(blue, "tritanopia"), simulate(teal, "tritanopia")) < delta_e(blue, teal) / 1.5
    for d in DEFICIENCIES:
        assert max(abs(a - b) for a, b in zip(simulate((128, 128, 128), d), (128, 128, 128), strict=True)) <= 2
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert luminance((255, 255, 255)) == pytest.approx(1.0)


# ------------------------------------------------------------ pieces as each table draws them


def _pixels(surface: pygame.Surface) -> list[tuple[int, int, int, int]]:
    data = pygame.image.tobytes(surface, "RGBA")
    return [tuple(data[i:i + 4]) for i in range(0, len(data), 4)]  # type: ignore[misc]


def _mode(pixels: list[tuple[int, int, int, int]], skip: Callable[[RGB], bool] = lambda c: False) -> RGB:
    counts = Counter(p[:3] for p in pixels if p[3] > 240 and not skip(p[:3]))
    return counts.most_common(1)[0][0]


def _near(a: RGB, b: RGB, d: int) -> bool:
    return max(abs(x - y) for x, y in zip(a, b, strict=True)) <= d


GREY = (128, 128, 128)


@contextmanager
def _colourless(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every piece colour of the palette made one grey: what still tells pieces apart now is
    their second channel (symbol, hatching, pip shape and body mark, number of heads)."""
    with monkeypatch.context() as m:
        m.setattr(palette, "pieces", lambda game: dict.fromkeys(palette.SYMBOLS, GREY))
        m.setattr(palette, "dice", lambda: {"classic": {"W": (GREY, (20, 20, 20)), "B": (GREY, (20, 20, 20))},
                                            "combo": {"W": (GREY, (20, 20, 20)), "B": (GREY, (20, 20, 20))},
                                            "R": (GREY, (20, 20, 20))})
        m.setattr(palette, "tiers", lambda: dict.fromkeys((1, 2, 3, 5, 7), (GREY, (20, 20, 20), (20, 20, 20))))
        scaling.restyle()
        yield
    scaling.restyle()


def _differ(a: pygame.Surface, b: pygame.Surface) -> bool:
    """Two pieces drawn in the same grey still differ: in at least 60 pixels and 2% of the piece."""
    pa, pb = _pixels(a), _pixels(b)
    opaque = sum(p[3] > 128 for p in pa)
    apart = sum(max(abs(x - y) for x, y in zip(u, v, strict=True)) > 40 for u, v in zip(pa, pb, strict=True))
    return apart >= 60 and apart >= 0.02 * opaque


def _pyramid_pieces() -> dict[str, pygame.Surface]:
    return {k: pyramids.icon(2, k, True, 1.6) for k in ("red", "yellow", "green", "blue", "black")}


def _tile_pieces() -> dict[str, pygame.Surface]:
    return {k: tiles.tile(k * 3, 0, True, 150) for k in "RYGBP"}


def _dice_pieces(theme: str) -> dict[str, pygame.Surface]:
    return {k: dice.face(k, 3, 96, theme, True) for k in "WBR"}


def _card_pieces() -> dict[str, pygame.Surface]:
    # 1, 2, 3, 5 and 7 bullheads: cards 1, 10, 11 (5), 55 (7), 5 (2): one card of each tier.
    return {f"{cards.bullheads(c)} heads": cards.face(c, 100, 140) for c in (1, 5, 10, 11, 55)}


def _body(game: str, surface: pygame.Surface) -> RGB:
    pixels = _pixels(surface)
    if game == "take5":  # the tier's colour band across the card
        w, h = surface.get_size()
        band = [pixels[y * w + x] for y in range(int(h * 0.21), int(h * 0.44)) for x in range(w)]
        return _mode(band)
    if game == "pyramid_power":  # the coloured bands, not the cream middle
        return _mode(pixels, lambda c: _near(c, tiles.CREAM, 30) or _near(c, tiles.CREAM_EDGE, 20))
    return _mode(pixels)


GAMES: dict[str, Callable[[], list[dict[str, pygame.Surface]]]] = {
    "take_it_pyramids": lambda: [_pyramid_pieces()],
    "take_it_dice": lambda: [_dice_pieces("classic"), _dice_pieces("combo")],
    "pyramid_power": lambda: [_tile_pieces()],
    "take5": lambda: [_card_pieces()],
}


def _table_screenshot(game: str, name: str) -> pygame.Surface:
    seats = "easy,easy,easy,easy"
    d = Driver("tap", ["--game", game, "--players", "4", "--seats", seats, "--seed", "3", "--autoplay",
                       "--palette", name])
    try:
        d.run(150)
        d.app.manager.draw(d.app.canvas)
        return d.app.canvas.copy()
    finally:
        d.close()


def _simulated_copy(shot: pygame.Surface, deficiency: str) -> pygame.Surface:
    data = pygame.image.tobytes(shot, "RGB")
    out = bytearray(len(data))
    seen: dict[bytes, bytes] = {}
    for i in range(0, len(data), 3):
        key = data[i:i + 3]
        value = seen.get(key)
        if value is None:
            value = seen[key] = bytes(simulate(tuple(key), deficiency))  # type: ignore[arg-type]
        out[i:i + 3] = value
    return pygame.image.frombytes(bytes(out), shot.get_size(), "RGB")


@pytest.mark.parametrize("name", palette.PALETTES)
@pytest.mark.parametrize("game", list(GAMES))
def test_piece_colours_stay_apart_in_every_simulation(quick_bots: None, monkeypatch: pytest.MonkeyPatch,
                                                     game: str, name: str) -> None:
    shot = _table_screenshot(game, name)
    palette.use(name)
    data = pygame.image.tobytes(shot, "RGB")
    shot_colours = Counter(data[i:i + 3] for i in range(0, len(data), 3 * 7))  # every 7th pixel
    keep = os.environ.get("A11Y_SHOTS")
    if keep:
        Path(keep).mkdir(parents=True, exist_ok=True)
        pygame.image.save(shot, str(Path(keep) / f"{game}-{name}.png"))
        pygame.image.save(_simulated_copy(shot, "deuteranopia"), str(Path(keep) / f"{game}-{name}-deuteranopia.png"))
    found_on_table = 0
    report = []
    low: list[tuple[str, str, str, float]] = []
    for group in GAMES[game]():
        bodies = {k: _body(game, s) for k, s in group.items()}
        for body in bodies.values():  # the table draws these very colours (this palette's)
            near = sum(n for c, n in shot_colours.items() if _near(tuple(c), body, 6))  # type: ignore[arg-type]
            found_on_table += near >= 4
        for (ka, a), (kb, b) in itertools.combinations(bodies.items(), 2):
            for d in ("normal", *DEFICIENCIES):
                sa, sb = (a, b) if d == "normal" else (simulate(a, d), simulate(b, d))
                e = delta_e(sa, sb)
                report.append((round(e, 1), ka, kb, d))
                if e >= MIN_DELTA_E:
                    continue
                assert name == "house", f"{name}: {ka} and {kb} only {e:.1f} apart under {d} on colour alone"
                low.append((ka, kb, d, e))
    assert found_on_table >= 1, f"{game} in {name}: none of the palette's piece colours is on the table"
    if low:  # the house palette's close pairs: their second channel must be drawn
        with _colourless(monkeypatch):
            grey = {k: s for group in GAMES[game]() for k, s in group.items()}
            for ka, kb, d, e in low:
                assert _differ(grey[ka], grey[kb]), f"{ka} and {kb}: {e:.1f} apart under {d}, no second channel"
    worst = min(report)
    print(f"{game} {name}: lowest CIEDE2000 {worst}")


@pytest.mark.parametrize("game", list(GAMES))
def test_every_pair_has_a_second_channel(monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    """Nothing by colour alone: with every piece colour made the same grey, each two pieces
    that differ in colour still look different (symbol, hatching, pip shape and body mark, heads)."""
    with _colourless(monkeypatch):
        for group in GAMES[game]():
            for (ka, a), (kb, b) in itertools.combinations(group.items(), 2):
                assert _differ(a, b), f"{game}: {ka} and {kb} look alike without their colours"


@pytest.mark.parametrize("name", palette.PALETTES)
def test_the_danger_slot_is_dashed_as_well_as_red(name: str) -> None:
    """Take 5's sixth slot says "danger" by a dashed edge, a 6 and a bullhead, not by red alone:
    along its top edge the line breaks again and again, where a plain slot's edge is whole."""
    from scenes.games.take5 import hud, layout

    palette.use(name)
    pygame.font.init()
    layer = pygame.Surface((1920, 1080), pygame.SRCALPHA)
    hud.paint_slots(layer)

    def breaks(slot: int) -> int:
        rect = layout.slot_rect(0, slot)
        row = [layer.get_at((x, rect.y))[3] > 60 for x in range(rect.x + 12, rect.right - 12)]
        return sum(1 for a, b in itertools.pairwise(row) if a != b)

    assert breaks(5) >= 6  # dashes: on, off, on, off ...
    assert breaks(4) <= 2
