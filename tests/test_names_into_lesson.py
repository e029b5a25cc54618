"""Issue 40: a name typed in setup ("Ann") stays Ann in the lesson that setup's Learn to play
opens, and in the real game that follows the lesson, on the seat panel as much as in the record."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import Driver

from game import GAMES
from scenes.table.game_scene import GameScene
from scenes.table.tutorial_script import has_script
from scenes.ui.widgets import TextField

LESSONS = [g for g in GAMES if has_script(g)]


def person_seat(scene: GameScene) -> int:
    return scene.tutorial.script.person if scene.tutorial is not None else 0


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_name_typed_in_setup_stays_in_the_lesson_and_the_game_after(
        game_id: str, quick_bots: None) -> None:
    d = Driver("tap", ["--seed", "3"])
    try:
        d.press(lambda w: getattr(w, "game_id", None) == game_id)
        d.run(2)
        setup = d.top
        assert setup.name == "setup"
        field = next(w for w in setup.ui.widgets if isinstance(w, TextField))
        field.activate()
        field.set("")
        d.send(pygame.event.Event(pygame.TEXTINPUT, text="Ann"))
        d.run(1)
        field.stop()
        if setup.keyboard is not None:  # the on-screen keys close with a tap beside them
            d.tap_at((60, 60))
        assert setup.keyboard is None and setup.names[0] == "Ann"
        d.press_label("Learn to play")
        d.run(3)
        lesson = d.top
        assert isinstance(lesson, GameScene) and lesson.tutorial is not None
        seat = person_seat(lesson)
        assert lesson.match.record["players"][seat]["name"] == "Ann"
        assert [s["name"] for s in lesson.seats].count("Ann") == 1
        assert lesson.seats[seat]["name"] == "Ann"  # what the seat panel shows (looked at: "Ann, you")

        lesson.tutorial.play_real_game()
        d.run(3)
        game = d.top
        assert isinstance(game, GameScene) and game is not lesson and game.tutorial is None
        assert game.seats[seat]["name"] == "Ann" and game.seats[seat]["seat"] == "human"
        assert [s["name"] for s in game.seats].count("Ann") == 1
    finally:
        d.close()
