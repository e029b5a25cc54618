"""Every game from the menu to its results and back, by taps alone, keys alone and a pad alone.

On the way: the setup (fewer players), the table's Menu button (Escape, Start) opens the pause
menu, Restart starts the same seats again, "Save and leave" returns to the menu whose Continue
picks the game up, and the results lead back to the menu. The seats are bots (`--autoplay`), so
the test is of the screens and flows, not of anyone's play.
"""

from __future__ import annotations

import pygame
import pytest
from ui_driver import DEVICES, Driver

from game import GAMES
from scenes.table.game_scene import GameScene


def focus_stepper(d: Driver) -> None:
    group = d.top.ui
    for _ in range(len(group.widgets) + 1):
        if group.focus is d.top.count_stepper:
            return
        if d.device == "keys":
            d.key(pygame.K_TAB)
        else:
            d.pad(pygame.CONTROLLER_BUTTON_Y)
    raise AssertionError("the player count cannot be focused")


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("device", DEVICES)
def test_menu_to_results_and_back(device: str, game: str, quick_bots: None) -> None:
    d = Driver(device, ["--autoplay", "--seed", "5"])
    try:
        assert d.top.name == "menu"
        d.press(lambda w: getattr(w, "game_id", None) == game)
        d.run(2)
        assert d.top.name == "setup" and d.top.game_id == game
        if device != "tap":
            focus_stepper(d)
        for _ in range(8):
            if d.top.count <= 2:
                break
            if device == "tap":
                d.tap_at(d.top.count_stepper.buttons()[0].center)
            elif device == "keys":
                d.key(pygame.K_LEFT)
            else:
                d.pad(pygame.CONTROLLER_BUTTON_DPAD_LEFT)
        assert d.top.count == 2
        d.press_label("Start game")
        d.run(3)
        first = d.top
        assert isinstance(first, GameScene) and len(first.seats) == 2
        d.run(40)

        d.open_menu()
        assert d.top.name == "pause"
        d.press_label("Restart")
        d.run(3)
        again = d.top
        assert isinstance(again, GameScene) and again is not first
        assert [s["name"] for s in again.seats] == [s["name"] for s in first.seats]
        assert again.match.record["options"] == first.match.record["options"]
        d.run(40)

        d.open_menu()
        d.press_label("Save and leave")
        d.run(3)
        assert d.top.name == "menu" and d.top.saved is not None
        moves = len(again.match.record["actions"])
        d.press_label("Continue")
        d.run(3)
        resumed = d.top
        assert isinstance(resumed, GameScene) and resumed.game_id == game
        assert len(resumed.match.record["actions"]) >= moves

        d.run_until(lambda: d.top.name == "results", 20000, skip_motion=True)
        assert d.top.game_id == game
        d.press_label("Menu")
        d.run(3)
        assert d.top.name == "menu" and d.top.saved is None  # the ended game left no save
    finally:
        d.close()
