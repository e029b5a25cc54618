"""The Take 5 table's layer repainted part by part (view.py) is the very layer a whole repaint
gives, frame after frame through a bot game."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.games.take5 import view
from scenes.shell import cli
from scenes.shell.app import App


@pytest.mark.parametrize("seats", ["hard,medium,easy", "hard,medium,easy,hard,medium,easy,hard,medium,easy,hard"])
def test_a_layer_repainted_in_parts_matches_a_whole_repaint(seats: str, tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TUMBLE_TABLE_HOME", str(tmp_path))
    app = App(cli.parse(["--game", "take5", "--seats", seats, "--seed", "7", "--autoplay", "--frames", "10"]))
    app.first_scene()
    app.manager.apply_pending()
    scene = app.manager.active
    partial = 0
    painted = view.TableView._paint_layer

    def watch(self: view.TableView, f: view.Frame) -> None:
        nonlocal partial
        partial += self.parts is not None
        painted(self, f)

    monkeypatch.setattr(view.TableView, "_paint_layer", watch)
    checks = 0
    for _ in range(1500):
        app.step(1 / 60)
        before = scene.view.key
        app.manager.draw(app.canvas)
        if scene.view.key != before:
            whole = view.TableView(scene.table, type(scene.log_strip)())
            whole.draw(pygame.Surface(app.canvas.get_size()), scene.frame())
            assert pygame.image.tobytes(whole.layer, "RGB") == pygame.image.tobytes(scene.view.layer, "RGB")
            checks += 1
    assert checks > 10 and partial > 5, (checks, partial)
    app.finish()
