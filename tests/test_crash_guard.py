"""The crash guard: a fault in a scene is logged, the menu comes back, the game stays resumable."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from app_runner import run_app, scenes_seen

from game import replay, state_hash
from scenes.screens.menu import MenuScene
from scenes.shell import crash_guard


def test_injected_fault_returns_to_the_menu_and_the_game_continues(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, lines = run_app(tmp_path, capsys, ["--game", "pyramid_power", "--players", "2", "--seats",
                                             "easy,easy", "--seed", "3", "--inject-fault", "60",
                                             "--frames", "70", "--verbose"])
    assert code == 0
    assert scenes_seen(lines) == ["game pyramid_power", "menu"]
    assert any(line.startswith("fault: game pyramid_power (update): InjectedFault") for line in lines)
    log = (tmp_path / "home" / "logs" / "tumble-table.log").read_text()
    assert "Traceback" in log and "--inject-fault" in log
    saved = json.loads((tmp_path / "home" / "data" / "autosave.json").read_text())
    expected = state_hash(replay(saved))
    # Continue (focused first in the menu) resumes exactly that state.
    code, lines = run_app(tmp_path, capsys, ["--frames", "6", "--verbose"],
                          [{"frame": 2, "type": "key", "key": "return"}])
    assert code == 0
    assert scenes_seen(lines) == ["menu", "game pyramid_power"]
    assert f"resume: pyramid_power {expected}" in lines


def test_the_menu_shows_the_apology(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    notices: list[list[str]] = []
    real_enter = MenuScene.enter

    def enter(self: MenuScene, handover: dict) -> None:
        real_enter(self, handover)
        notices.append(list(self.notices))

    monkeypatch.setattr(MenuScene, "enter", enter)
    code, _ = run_app(tmp_path, capsys, ["--game", "pyramid_power", "--players", "2", "--seats",
                                         "human,easy", "--inject-fault", "5", "--frames", "8"])
    assert code == 0
    assert notices == [["error.apology"]]


def test_a_real_fault_fails_an_automated_run(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    calls = {"n": 0}
    real_draw = MenuScene.draw

    def draw(self: MenuScene, surface: object) -> None:
        calls["n"] += 1
        if calls["n"] == 3:
            raise ZeroDivisionError("a bug in drawing")
        real_draw(self, surface)

    monkeypatch.setattr(MenuScene, "draw", draw)
    code, lines = run_app(tmp_path, capsys, ["--frames", "10", "--verbose"])
    assert code == 3  # recovered, but a test run must notice the bug
    assert scenes_seen(lines) == ["menu", "menu"]
    assert "fault: menu (draw): ZeroDivisionError: a bug in drawing" in lines


def test_a_scene_that_always_fails_gives_up(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    def update(self: MenuScene, dt: float) -> None:
        raise KeyError("broken for good")

    monkeypatch.setattr(MenuScene, "update", update)
    with pytest.raises(RuntimeError, match="keep failing"):
        run_app(tmp_path, capsys, ["--frames", "50"])


def test_the_log_rotates(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(crash_guard, "LOG_BYTES", 2000)
    for k in range(30):
        try:
            raise ValueError(f"fault number {k}")
        except ValueError as exc:
            crash_guard.write_log(exc, "test")
    logs = sorted(p.name for p in (tmp_path / "home" / "logs").iterdir())
    assert logs == ["tumble-table.log", "tumble-table.log.1", "tumble-table.log.2", "tumble-table.log.3"]
    assert "fault number 29" in (tmp_path / "home" / "logs" / "tumble-table.log").read_text()


def test_a_kiosk_never_gives_up(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Where an ordinary run gives up, a kiosk rests on a plain screen, longer after each burst,
    then starts the attract mode again."""
    from scenes.screens.attract import AttractScene

    def update(self: object, dt: float) -> None:
        raise KeyError("broken for good")

    monkeypatch.setattr(MenuScene, "update", update)
    monkeypatch.setattr(AttractScene, "update", update)
    monkeypatch.setattr(crash_guard, "REST_SECONDS", 1.0)
    code, lines = run_app(tmp_path, capsys, ["--kiosk", "--frames", "600", "--verbose", "--seed", "2"])
    assert code == 3  # it met real faults, and it ran all 600 frames
    seen = scenes_seen(lines)
    rests = [i for i, scene in enumerate(seen) if scene == "rest"]
    assert len(rests) >= 3
    assert all(seen[i + 1].startswith("attract") for i in rests[:-1])  # after each rest, the attract mode
    warnings = [line for line in lines if "resting" in line]
    assert warnings[:3] == [f"WARNING tumble_table.crash: scenes keep failing; resting {s} s before the attract mode"
                            for s in (1, 2, 4)]
