"""The log is part of the save (issue 40): after Save and leave, Continue shows the same log
lines, in every game; Restart and Play again start with a fresh log, and a game continued after
them shows its own lines again. All by taps on the real App (tests/ui_driver.py)."""

from __future__ import annotations

from typing import Any

import pytest
from ui_driver import Driver

from game import GAMES
from game.core import Match, make_bots, run_match
from scenes.table.game_scene import GameScene

SEATS = {"take_it_pyramids": "easy,human,easy", "take_it_dice": "easy,human,easy",
         "pyramid_power": "easy,human", "take5": "easy,human,easy"}


def labels(group: Any) -> set[str]:
    return {getattr(w, "label", "") for w in group.widgets if getattr(w, "visible", True)}


def play_a_while(d: Driver, lines: int = 3) -> GameScene:
    """Let the bots move and, on the person's turns, make the first legal move, until the log
    holds `lines` lines and the table is still at the person's turn (all its lines shown)."""
    scene = d.top
    assert isinstance(scene, GameScene)
    for _ in range(60):
        d.run_until(lambda: scene.human_to_act() is not None and not scene.animator.busy, 3000, skip_motion=True)
        if len(scene.history_lines()) >= lines:
            return scene
        seat = scene.human_to_act()
        assert seat is not None
        if scene.match.to_act() == (-1,):  # a throw the person starts
            assert scene.chance_now()
        else:
            legal = scene.module.legal_actions(scene.match.state, seat)
            assert scene.submit(seat, legal[0])
        d.run(2)
    raise AssertionError(f"{scene.game_id}: the log stayed short: {scene.history_lines()}")


def save_and_leave_then_continue(d: Driver) -> GameScene:
    """The pause menu's Save and leave, then the menu's Continue, by taps."""
    left = d.top
    d.open_menu()
    d.press_label("Save and leave")
    d.run(3)
    assert d.top.name == "menu" and "Continue" in labels(d.top.ui)
    d.press_label("Continue")
    d.run(3)
    scene = d.top
    assert isinstance(scene, GameScene) and scene is not left
    return scene


@pytest.mark.parametrize("mode", ["home", "kiosk"])
@pytest.mark.parametrize("game_id", list(GAMES))
def test_continue_shows_the_same_log_after_save_and_leave_restart_and_play_again(
        game_id: str, mode: str, quick_bots: None) -> None:
    kiosk = ["--kiosk"] if mode == "kiosk" else []  # a kiosk visitor's Continue, before the attract mode
    d = Driver("tap", [*kiosk, "--game", game_id, "--seats", SEATS[game_id], "--seed", "3"])
    try:
        scene = play_a_while(d)
        before = scene.history_lines()
        scene = save_and_leave_then_continue(d)
        assert scene.history_lines() == before  # was [] before the log was part of the save
        d.run(10)
        assert scene.history_lines()[: len(before)] == before

        # Restart: the same seats, a fresh log; Continue after it shows the restarted game's lines.
        d.open_menu()
        d.press_label("Restart")
        d.run(3)
        restarted = d.top
        assert isinstance(restarted, GameScene) and restarted is not scene
        assert [s["seat"] for s in restarted.seats] == SEATS[game_id].split(",")
        restarted = play_a_while(d)
        before = restarted.history_lines()
        assert save_and_leave_then_continue(d).history_lines() == before

        # Play again after a finished game (bots finish it in the core), then Continue again.
        seats = d.top.seats
        match = Match(game_id, len(seats), {}, players=seats, seed=9)
        run_match(match, make_bots(game_id, ["easy"] * len(seats), 9))
        d.app.screens.swap("results", record=match.finished_record(), game=game_id, autoplay=False)
        d.run(3)
        assert d.top.name == "results"
        d.press_label("Play again")
        d.run(3)
        again = d.top
        assert isinstance(again, GameScene) and [s["seat"] for s in again.seats] == SEATS[game_id].split(",")
        again = play_a_while(d)
        before = again.history_lines()
        assert save_and_leave_then_continue(d).history_lines() == before
    finally:
        d.close()
