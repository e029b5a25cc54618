"""Issue 36, nothing by colour alone: every seat has an emblem, a shape of its own, beside its
name on the table's seat panels and on the results; ten seats (Take 5) give ten shapes that stay
apart without colour. The tests read the shapes back from the rendered pixels and name the seat
they belong to; a missing or repeated emblem names no seat or the wrong one."""

from __future__ import annotations

import itertools

import pygame
import pytest
from test_results import played
from ui_driver import Driver

from game import GAMES
from scenes.screens import results
from sprites import palette
from sprites.seat_emblems import EMBLEMS, draw_emblem

GRID = 16  # shapes are compared on a 16 x 16 grid of their bounding box


def _mask(surface: pygame.Surface, area: pygame.Rect, light: int = 150) -> list[list[bool]] | None:
    """The light pixels (the emblem on a dark panel) of `area`, cut to their bounding box and
    sampled on a GRID x GRID grid; None when nothing light is there."""
    area = area.clip(surface.get_rect())
    hits = [(x, y) for y in range(area.top, area.bottom) for x in range(area.left, area.right)
            if max(surface.get_at((x, y))[:3]) >= light]
    if len(hits) < 12:
        return None
    x0, x1 = min(x for x, _ in hits), max(x for x, _ in hits) + 1
    y0, y1 = min(y for _, y in hits), max(y for _, y in hits) + 1
    on = set(hits)
    return [[(int(x0 + (i + 0.5) * (x1 - x0) / GRID), int(y0 + (j + 0.5) * (y1 - y0) / GRID)) in on
             for i in range(GRID)] for j in range(GRID)]


def _difference(a: list[list[bool]], b: list[list[bool]]) -> float:
    """Share of grid cells where two shapes disagree."""
    return sum(p != q for ra, rb in zip(a, b, strict=True) for p, q in zip(ra, rb, strict=True)) / GRID ** 2


def _reference(seat: int, size: int = 26) -> list[list[bool]]:
    surface = pygame.Surface((size * 2, size * 2))
    surface.fill((43, 29, 20))
    draw_emblem(surface, seat, (size, size), size, (244, 234, 213), (40, 30, 22))
    mask = _mask(surface, surface.get_rect())
    assert mask is not None
    return mask


def _which_seat(mask: list[list[bool]] | None) -> int | None:
    if mask is None:
        return None
    scores = [_difference(mask, _reference(seat)) for seat in range(len(EMBLEMS))]
    return min(range(len(EMBLEMS)), key=scores.__getitem__)


def test_ten_emblems_differ_in_shape_not_colour() -> None:
    """Drawn in one colour, every pair of the ten shapes differs in at least 12% of its grid."""
    assert len(set(EMBLEMS)) == len(EMBLEMS) >= 10
    refs = [_reference(seat) for seat in range(len(EMBLEMS))]
    for a, b in itertools.combinations(range(len(EMBLEMS)), 2):
        assert _difference(refs[a], refs[b]) >= 0.12, (EMBLEMS[a], EMBLEMS[b])
    assert [_which_seat(ref) for ref in refs] == list(range(len(EMBLEMS)))


def test_the_reader_fails_on_a_panel_without_emblems() -> None:
    """The check can fail: a plain panel names no seat, and a repeated shape names the wrong one."""
    plain = pygame.Surface((60, 60))
    plain.fill((43, 29, 20))
    assert _which_seat(_mask(plain, plain.get_rect())) is None
    twice = pygame.Surface((60, 60))
    twice.fill((43, 29, 20))
    draw_emblem(twice, 2, (30, 30), 26, (244, 234, 213))
    assert _which_seat(_mask(twice, twice.get_rect())) != 3


def _emblem_area(rect: pygame.Rect) -> pygame.Rect:
    """Where a seat panel keeps its emblem: left of the name, on the name's line."""
    return pygame.Rect(rect.x + 8, rect.y + 6, 42, 50)


@pytest.mark.parametrize("name", palette.PALETTES)
@pytest.mark.parametrize("game", list(GAMES))
def test_every_seat_panel_shows_its_own_emblem(quick_bots: None, game: str, name: str) -> None:
    players = GAMES[game].MAX_PLAYERS  # every seat a game can have (Take 5: ten)
    d = Driver("tap", ["--game", game, "--players", str(players), "--seed", "3", "--palette", name])
    try:
        d.run(20)
        d.app.manager.draw(d.app.canvas)
        shot = d.app.canvas
        rects = d.top.seat_rects()
        assert len(rects) == players
        found = [_which_seat(_mask(shot, _emblem_area(rect))) for rect in rects]
        assert found == list(range(players))
    finally:
        d.close()
        palette.use("house")


def test_results_rows_show_each_seats_emblem(quick_bots: None) -> None:
    record = played("take5", 6)
    d = Driver("tap", ["--seed", "2"])
    try:
        d.app.screens.swap("results", record=record, game="take5")
        d.run(3)
        scene = d.top
        scene.age = results.CONFETTI_SECONDS + 1  # confetti gone, so only the rows are drawn
        d.app.manager.draw(d.app.canvas)
        _, name_x, _, _ = scene.columns()
        y = scene.panel.y + 184 + 50
        for row in scene.rows:
            mid = y + (scene.row_h - 8) // 2
            area = pygame.Rect(name_x - 4, mid - 20, results.EMBLEM + 8, 40)
            assert _which_seat(_mask(d.app.canvas, area)) == row.seat, row
            y += scene.row_h
    finally:
        d.close()
