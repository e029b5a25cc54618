"""The table's Skip button and bot pace, the window's resize, and the smaller menu and setup fixes."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import Driver

from scenes.table.game_scene import GameScene
from scenes.ui.widgets import TextField

PYRAMIDS = ["--game", "take_it_pyramids", "--seats", "easy,human", "--seed", "3"]


def frames_to_my_turn(skip: bool) -> int:
    d = Driver("tap", PYRAMIDS)
    try:
        scene = d.top
        d.run_until(lambda: scene.human_to_act() is None and not scene.match.is_over(), 600)
        start = d.frame
        if skip:
            d.run_until(lambda: scene.chrome.skip.visible, 600)
            d.tap_at(scene.chrome.skip.rect.center)
            assert scene.skipping or scene.human_to_act() is not None
        d.run_until(lambda: scene.human_to_act() is not None, 3000)
        taken = d.frame - start
        d.run(1)
        assert not scene.skipping and not scene.chrome.skip.visible  # skipping ends on my turn
        return taken
    finally:
        d.close()


def test_skip_to_my_turn_is_quicker_than_watching() -> None:
    watched = frames_to_my_turn(skip=False)
    skipped = frames_to_my_turn(skip=True)
    assert skipped < watched, (skipped, watched)


@pytest.mark.parametrize(("pace", "longest"), [(0.4, 0.8 * 0.4), (1.6, 0.8 * 1.6)])
def test_bot_pace_scales_the_bots_pause(pace: float, longest: float) -> None:
    d = Driver("tap", PYRAMIDS)
    try:
        d.app.settings.bot_pace = pace
        scene = d.top
        d.run_until(lambda: scene.runner.thinking is not None, 600)
        assert 0.4 * pace - 1e-6 <= scene.runner.pause + 1 / 60 and scene.runner.pause <= longest
    finally:
        d.close()


def test_resizing_the_window_keeps_the_window_and_does_not_pause(monkeypatch: pytest.MonkeyPatch) -> None:
    d = Driver("tap", ["--game", "take5", "--seats", "human,easy", "--seed", "3"])
    try:
        d.run(5)
        calls: list[tuple] = []
        real = pygame.display.set_mode
        monkeypatch.setattr(pygame.display, "set_mode", lambda *a, **k: calls.append(a) or real(*a, **k))
        for w, h in ((1500, 900), (1280, 720)):
            d.send(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h)))
            d.send(pygame.event.Event(pygame.WINDOWFOCUSLOST, window=None))  # some window managers
            d.run(2)
        assert calls == []  # the same window, never a new one
        assert isinstance(d.top, GameScene)  # no Pause from a resize
        d.app._window_changed = 0.0
        d.send(pygame.event.Event(pygame.WINDOWFOCUSLOST, window=None))  # really leaving the window
        d.run(2)
        assert d.top.name == "pause"
    finally:
        d.close()


def test_how_to_play_opens_the_card_under_the_pointer() -> None:
    d = Driver("tap", ["--seed", "2"])
    try:
        card = d.top.cards[2]
        d.send(pygame.event.Event(pygame.MOUSEMOTION, pos=card.rect.center, rel=(1, 1), buttons=(0, 0, 0)))
        d.run(1)
        d.press_label("How to play")
        assert d.top.name == "rules" and d.top.game == card.game_id
    finally:
        d.close()


def test_a_seat_made_a_person_drops_its_bot_name() -> None:
    d = Driver("keys", ["--seed", "2"])
    try:
        d.press(lambda w: getattr(w, "game_id", None) == "take5")
        setup = d.top
        bot = setup.names[1]
        setup.set_level(1, "human")
        assert setup.names[1] == "Player 2"
        setup.set_level(1, "easy")
        assert setup.names[1] == bot
        setup.names[2] = "Zoe"
        setup.set_level(2, "human")
        assert setup.names[2] == "Zoe"  # a name someone typed stays
    finally:
        d.close()


def test_names_by_the_on_screen_keyboard_show_their_limit() -> None:
    d = Driver("pad", ["--seed", "2"])
    try:
        d.press(lambda w: getattr(w, "game_id", None) == "take5")
        setup = d.top
        field = next(w for w in setup.ui.widgets if isinstance(w, TextField))
        d.press(lambda w: w is field)
        assert setup.keyboard is not None  # a pad has no letters: the keys come on screen
        for _ in range(3):
            d.press(lambda w: getattr(w, "label", "") == "Erase", setup.keyboard.ui)
        before = setup.names[0]
        for _ in range(field.limit):
            d.press(lambda w: getattr(w, "label", "") == "Q", setup.keyboard.ui)
        assert len(setup.names[0]) == field.limit and setup.names[0].startswith(before)
        assert field.full  # the refused letter is said, not silently dropped
        d.press(lambda w: getattr(w, "label", "") == "Done", setup.keyboard.ui)
        assert setup.keyboard is None and not field.editing
    finally:
        d.close()


def test_a_new_game_over_a_saved_one_asks_first(quick_bots: None) -> None:
    d = Driver("tap", ["--seed", "2"])
    try:
        d.press(lambda w: getattr(w, "game_id", None) == "take5")
        d.press_label("Start game")
        d.run(30)
        d.open_menu()
        d.press_label("Save and leave")
        d.run(2)
        saved = d.top.saved
        assert saved is not None
        d.press(lambda w: getattr(w, "game_id", None) == "take_it_dice")
        d.press_label("Start game")
        assert d.top.name == "setup" and d.top.confirm is not None
        d.press_label("Keep my saved game", d.top.confirm)
        assert d.top.confirm is None and d.app.saves.load()[0] == saved
        d.press_label("Start game")
        d.press_label("Start new game", d.top.confirm)
        d.run(3)
        assert isinstance(d.top, GameScene) and d.top.game_id == "take_it_dice"
    finally:
        d.close()
