"""Attract mode: idle leads to it, any input leaves it, it cycles all games, faults skip a demo."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
from app_runner import run_app, scenes_seen

from game import GAMES
from scenes.screens import attract as attract_scene
from scenes.shell import cli
from scenes.shell.app import App
from scenes.shell.services import Navigator
from scenes.table.generic_scene import GenericGameScene


@pytest.fixture
def plain_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    """Demos on the plain table, so these tests follow the attract mode, not a game's own scene."""
    monkeypatch.setattr(Navigator, "build_game",
                        lambda self, game_id: GenericGameScene(self.services, game_id))


@pytest.mark.parametrize("wake", [
    {"type": "tap", "x": 960, "y": 540},
    {"type": "key", "key": "a"},
    {"type": "pad", "button": "x"},  # even a button the menu does not use
])
def test_idle_starts_attract_and_any_input_leaves(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                  plain_tables: None, wake: dict[str, Any]) -> None:
    script = [{"frame": 100, **wake}]
    code, lines = run_app(tmp_path, capsys, ["--kiosk", "--idle-seconds", "1", "--frames", "110",
                                             "--verbose", "--seed", "4"], script)
    assert code == 0
    seen = scenes_seen(lines)
    assert seen[0] == "menu" and seen[-1] == "menu" and len(seen) == 3
    assert seen[1].split()[0] == "attract" and seen[1].split()[1] in GAMES
    assert not (tmp_path / "home" / "data" / "autosave.json").exists()  # demos never save


def test_attract_with_the_real_game_scenes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, lines = run_app(tmp_path, capsys, ["--kiosk", "--idle-seconds", "0", "--frames", "90",
                                             "--verbose", "--seed", "8"],
                          [{"frame": 80, "type": "click", "x": 960, "y": 540}])
    seen = scenes_seen(lines)
    # With no idle time at all the menu turns straight back into the attract mode.
    assert seen[0] == "menu" and seen[1].startswith("attract ") and seen[2] == "menu"
    assert code in (0, 3)  # 3: a game scene still being built failed; the demo moved on


def test_no_attract_outside_kiosk_mode(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, lines = run_app(tmp_path, capsys, ["--idle-seconds", "0", "--frames", "20", "--verbose"])
    assert code == 0
    assert scenes_seen(lines) == ["menu"]


def test_demos_cycle_through_every_game(plain_tables: None, capsys: pytest.CaptureFixture[str]) -> None:
    app = App(cli.parse(["--kiosk", "--idle-seconds", "0", "--frames", "1", "--verbose", "--seed", "6"]))
    try:
        app.first_scene()
        app.step(1 / 60)
        app.step(1 / 60)
        scene = app.manager.active
        assert isinstance(scene, attract_scene.AttractScene)
        shown = [scene.game_id]
        for _ in range(3 * len(GAMES) - 1):
            scene._start_next()
            shown.append(scene.game_id)
            assert scene.inner is not None and scene.inner.demo
            app.step(1 / 60)
            scene.draw(app.canvas)
        n = len(GAMES)
        for k in range(3):
            assert sorted(shown[k * n:(k + 1) * n]) == sorted(GAMES)  # every game once per cycle
        assert all(a != b for a, b in itertools.pairwise(shown))
        announced = scenes_seen(capsys.readouterr().err.splitlines())
        assert announced[1:] == [f"attract {g}" for g in shown]
    finally:
        app.finish()


def test_a_finished_demo_starts_the_next(plain_tables: None) -> None:
    app = App(cli.parse(["--kiosk", "--idle-seconds", "0", "--frames", "1", "--seed", "2"]))
    try:
        app.first_scene()
        app.step(1 / 60)
        app.step(1 / 60)
        scene = app.manager.active
        first, inner = scene.game_id, scene.inner
        inner.finished = True
        for _ in range(int(attract_scene.END_PAUSE * 60) + 2):
            app.step(1 / 60)
        assert scene.inner is not inner and scene.game_id != first
        assert app.manager.active is scene
    finally:
        app.finish()


def test_a_fault_in_a_demo_starts_the_next(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                           plain_tables: None) -> None:
    code, lines = run_app(tmp_path, capsys, ["--kiosk", "--idle-seconds", "0", "--frames", "40",
                                             "--inject-fault", "20", "--verbose", "--seed", "5"])
    assert code == 0  # an injected fault is planned; the run still passes
    seen = scenes_seen(lines)
    assert seen[0] == "menu" and len(seen) == 3 and seen[1] != seen[2]
    assert all(s.startswith("attract ") for s in seen[1:])
    fault = next(line for line in lines if line.startswith("fault: "))
    assert fault.startswith(f"fault: {seen[1]} (update): InjectedFault")
    log = (tmp_path / "home" / "logs" / "tumble-table.log").read_text()
    assert "InjectedFault" in log and "Traceback" in log
