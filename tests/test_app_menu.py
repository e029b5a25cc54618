"""Driving the menu by clicks, by keys alone and by a gamepad, through the real input layer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from app_runner import keys, pads, run_app, scenes_seen

from game import GAMES


def card_centre(index: int) -> tuple[int, int]:
    n = len(GAMES)
    x0 = (1920 - (n * 400 + (n - 1) * 40)) // 2
    return x0 + index * 440 + 200, 520


def test_keys_alone_reach_a_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    last = len(GAMES) - 1  # Take 5 is the last card
    script = keys(*(["right"] * last), "return", "return")
    code, lines = run_app(tmp_path, capsys, ["--frames", "40", "--verbose"], script)
    assert code == 0
    assert scenes_seen(lines) == ["menu", "setup", f"game {list(GAMES)[last]}"]


def test_clicks_reach_a_game_and_back(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    x, y = card_centre(0)
    script = [{"frame": 3, "type": "click", "x": x, "y": y},
              {"frame": 8, "type": "click", "x": 1555, "y": 935},      # Start game
              {"frame": 14, "type": "key", "key": "escape"},            # pause
              {"frame": 20, "type": "click", "x": 960, "y": 350 + 3 * 122 + 52}]  # Save and leave
    code, lines = run_app(tmp_path, capsys, ["--frames", "30", "--verbose"], script)
    assert code == 0
    first = next(iter(GAMES))
    assert scenes_seen(lines) == ["menu", "setup", f"game {first}", "pause", "menu"]
    saved = json.loads((tmp_path / "home" / "data" / "autosave.json").read_text())
    assert saved["game"] == first


def test_gamepad_alone_reaches_a_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = pads("dpad_right", "a", "a")
    code, lines = run_app(tmp_path, capsys, ["--frames", "30", "--verbose"], script)
    assert code == 0
    assert scenes_seen(lines) == ["menu", "setup", f"game {list(GAMES)[1]}"]


def test_taps_work_like_clicks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    x, y = card_centre(2)
    code, lines = run_app(tmp_path, capsys, ["--frames", "12", "--verbose", "--size", "1280x720"],
                          [{"frame": 3, "type": "tap", "x": x, "y": y}])
    assert code == 0
    assert scenes_seen(lines) == ["menu", "setup"]


def test_settings_are_kept_between_runs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Tab to Settings (cards, then How to play, then Settings), open it, move to Sound and turn it off.
    n = len(GAMES)
    script = keys(*(["tab"] * (n + 1)), "return", "down", "down", "return", "escape")
    code, lines = run_app(tmp_path, capsys, ["--frames", "50", "--verbose"], script)
    assert code == 0
    assert scenes_seen(lines) == ["menu", "settings", "menu"]
    saved = json.loads((tmp_path / "home" / "config" / "settings.json").read_text())
    assert saved["muted"] is True


def test_damaged_settings_are_set_aside(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    config = tmp_path / "home" / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text("{not json")
    code, _ = run_app(tmp_path, capsys, ["--frames", "3"])
    assert code == 0
    assert (config / "settings.json.bad").exists()


def test_quit_button_ends_the_program(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    n = len(GAMES)
    script = keys(*(["tab"] * (n + 2)), "return")
    code, lines = run_app(tmp_path, capsys, ["--frames", "500", "--verbose"], script)
    assert code == 0
    assert scenes_seen(lines) == ["menu"]
