"""The kiosk lock: visitors cannot reach Settings; the host can, through the secret gesture; and an
ended kiosk game with a person seated and nobody touching goes back to the attract mode."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest
from ui_driver import DEVICES, Driver

from game.core import Match, make_bots, run_match
from scenes.shell import cli
from scenes.shell.app import App
from scenes.table.game_scene import GameScene

CORNERS = [(5, 5), (1915, 5), (1915, 1075), (5, 1075)]


def labels(group: Any) -> set[str]:
    return {getattr(w, "label", "") for w in group.widgets if w.visible}


@pytest.mark.parametrize("device", DEVICES)
def test_a_visitor_cannot_reach_settings(device: str, quick_bots: None) -> None:
    d = Driver(device, ["--kiosk", "--seed", "4"])
    try:
        assert d.top.name == "menu"
        assert "Settings" not in labels(d.top.ui) and "Quit" not in labels(d.top.ui)
        d.press(lambda w: getattr(w, "game_id", None) == "take5")
        d.press_label("Start game")
        d.run(3)
        assert isinstance(d.top, GameScene)
        d.open_menu()
        assert d.top.name == "pause"
        assert "Settings" not in labels(d.top.ui)
        assert {"Resume", "Rules of this game", "Restart", "Save and leave"} <= labels(d.top.ui)
        stack = [s.name for s in d.app.manager.stack]
        assert "settings" not in stack
    finally:
        d.close()


def test_the_secret_gesture_is_the_hosts_way_to_settings(quick_bots: None) -> None:
    d = Driver("tap", ["--kiosk", "--seed", "4"])
    try:
        for corner in CORNERS:
            d.tap_at(corner)
        assert d.top.name == "kiosk_quit"
        d.press_label("Settings")
        assert d.top.name == "settings"
        toggle = d.top.kiosk_toggle
        assert toggle.get() and not toggle.enabled  # --kiosk: On, and it cannot be switched off
        d.tap_at(toggle.rect.center)
        assert d.app.kiosk.active and toggle.get()
        assert d.top.kiosk_note()  # the page says why
    finally:
        d.close()


def test_switching_kiosk_off_in_settings_says_it_waits_for_a_restart(monkeypatch: pytest.MonkeyPatch) -> None:
    home = Path(__import__("os").environ["TUMBLE_TABLE_HOME"])
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(json.dumps({"kiosk": True}))
    d = Driver("keys", ["--seed", "4"])
    try:
        assert d.app.kiosk.active
        d.key(pygame.K_q, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)  # the keyboard's secret way
        d.press_label("Settings")
        toggle = d.top.kiosk_toggle
        assert toggle.enabled and toggle.get()
        d.press(lambda w: w is toggle)
        assert not d.app.settings.kiosk and d.app.kiosk.active
        assert "next starts" in d.top.kiosk_note()
    finally:
        d.close()


def finished_take5(tmp_path: Path) -> Path:
    """A short Take 5 played by bots, written as a record whose first seat is a person."""
    match = Match("take5", 2, {"end_score": 1}, players=[{"name": "Ana", "seat": "human"},
                                                          {"name": "Basil", "seat": "easy"}], seed=11)
    run_match(match, make_bots("take5", ["easy", "easy"], 3))
    assert match.is_over()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(match.record))
    return path


def test_an_ended_kiosk_game_nobody_touches_returns_to_attract(tmp_path: Path, quick_bots: None) -> None:
    app = App(cli.parse(["--kiosk", "--idle-seconds", "3", "--replay", str(finished_take5(tmp_path)),
                         "--frames", "1"]))
    seen: list[str] = []
    try:
        app.first_scene()
        app.manager.apply_pending()
        game = app.manager.active
        assert isinstance(game, GameScene) and game.is_human(0)  # a person is seated
        for frame in range(6000):
            app.step(1 / 60)
            if frame % 10 == 0:
                app.manager.draw(app.canvas)
            name = app.manager.active.name
            if not seen or seen[-1] != name:
                seen.append(name)
            if name == "attract":
                break
        assert game.match.is_over()
        assert "results" in seen and seen[-1] == "attract", seen
        assert "still_playing" not in seen
    finally:
        app.finish()


@pytest.mark.parametrize("device", DEVICES)
def test_kiosk_still_playing_warns_with_a_countdown_any_input_dismisses(device: str) -> None:
    d = Driver(device, ["--kiosk", "--game", "take5", "--seats", "human,easy", "--seed", "3",
                        "--idle-seconds", "1"])
    try:
        d.run_until(lambda: d.top.name == "still_playing", 400)
        warning = d.top
        shown = warning.left
        d.run(30)
        assert 0 < warning.left < shown  # the count runs, on screen ("Starting over in 3")
        d.skip()  # a tap on bare felt, Enter or A: someone is there
        assert isinstance(d.top, GameScene)
        d.run_until(lambda: d.top.name == "still_playing", 400)  # asked again after another idle
        d.run_until(lambda: d.top.name == "attract", 400)  # nobody answers: the next visitor's turn
        assert not d.app.saves.path.exists()
    finally:
        d.close()


@pytest.mark.parametrize("device", DEVICES)
def test_with_a_host_pin_the_gesture_alone_is_not_enough(device: str) -> None:
    d = Driver(device, ["--kiosk", "--seed", "4"])
    try:
        # The host sets a PIN in Settings (reached by the gesture while no PIN is set).
        if device == "keys":
            d.key(pygame.K_q, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
        else:
            for corner in CORNERS:  # the pad's host uses a touch here too; the gesture is by pointer
                d.tap_at(corner)
        d.press_label("Settings")
        page = d.top
        d.press(lambda w: w is page.pin_button)
        for _ in range(2):  # a new PIN is typed twice
            for digit in "2468":
                d.press_label(digit, d.top.pad.ui)
            d.press_label("OK", d.top.pad.ui)
        assert d.app.settings.kiosk_pin == 2468 and d.top is page
        d.press_label("Done")
        d.press_label("Keep running")
        assert d.top.name == "menu"
        # Now the gesture asks for the PIN; a wrong one keeps the door shut.
        for corner in CORNERS:
            d.tap_at(corner)
        dialog = d.top
        assert dialog.name == "kiosk_quit" and dialog.pad is not None
        for digit in "1357":
            d.press_label(digit, dialog.pad.ui)
        d.press_label("OK", dialog.pad.ui)
        assert d.top is dialog and dialog.pad is not None and dialog.pad.wrong  # still behind the PIN
        for digit in "2468":
            d.press_label(digit, dialog.pad.ui)
        d.press_label("OK", dialog.pad.ui)
        assert dialog.pad is None
        d.press_label("Settings")
        assert d.top.name == "settings"
    finally:
        d.close()
