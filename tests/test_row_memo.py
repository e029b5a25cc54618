"""Layers put back from a RowMemo (sprites/row_memo.py) are the very pixels painting gives, and a
change of key or of what lies under them paints again; the seat panels use it (seat_panels.py)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.shell import cli
from scenes.shell.app import App
from sprites.row_memo import RowMemo


def bytes_of(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_a_memo_puts_back_what_painting_gives_and_repaints_on_change() -> None:
    surface = pygame.Surface((64, 40), depth=32)
    calls: list[str] = []

    def paint(label: str) -> None:
        calls.append(label)
        pygame.draw.circle(surface, (200, 100, 50), (30, 20), 8)
        surface.fill((1, 2, 3), pygame.Rect(5, 12, 10, 3))

    surface.fill((0, 90, 0))
    memo = RowMemo()
    memo.draw(surface, 10, 30, "a", lambda: paint("a"))
    painted = bytes_of(surface)
    surface.fill((0, 90, 0))
    memo.draw(surface, 10, 30, "a", lambda: paint("again"))
    assert calls == ["a"] and bytes_of(surface) == painted  # put back, the same pixels
    surface.fill((0, 90, 0))
    surface.set_at((60, 29), (9, 9, 9))  # something under the rows changed
    memo.draw(surface, 10, 30, "a", lambda: paint("under"))
    surface.fill((0, 90, 0))
    surface.set_at((60, 29), (9, 9, 9))
    memo.draw(surface, 10, 30, "b", lambda: paint("key"))
    assert calls == ["a", "under", "key"]
    assert memo.hits == 1 and memo.misses == 3


@pytest.mark.parametrize("game, seats", [("take_it_dice", "hard,medium,easy,medium"),
                                         ("take_it_pyramids", "hard,medium,easy")])
def test_a_table_drawn_with_its_seat_memo_looks_as_painted(game: str, seats: str, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TUMBLE_TABLE_HOME", str(tmp_path))
    app = App(cli.parse(["--game", game, "--seats", seats, "--seed", "5", "--autoplay", "--frames", "10"]))
    app.first_scene()
    app.manager.apply_pending()
    scene = app.manager.active
    checked = 0
    for frame in range(360):
        app.step(1 / 60)
        app.manager.draw(app.canvas)
        if frame % 40 == 39:
            memo = scene._seat_memo
            hits = memo.hits
            app.manager.draw(app.canvas)  # the same frame again: from the memo
            assert memo.hits == hits + 1
            from_memo = bytes_of(app.canvas)
            memo.key = None  # forget it: painted
            app.manager.draw(app.canvas)
            assert bytes_of(app.canvas) == from_memo
            checked += 1
    assert checked == 9
    app.finish()
