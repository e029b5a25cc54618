"""Each kiosk visitor starts fresh, and the attract mode's buttons hold still (issue 40).

Two visitors in a row by taps only: the second sees no trace of the first (no Continue, no typed
name or rules in setup, the host's text size and motion back). The attract mode's "Touch to play"
banner and "Learn to play" button do not drift under a finger, and the button names which Take
It or Leave It it teaches."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from app_runner import record_drawn
from ui_driver import Driver

from game.core import options_to_dict
from scenes.screens.attract import AttractScene
from scenes.table.game_scene import GameScene
from scenes.table.tutorial_script import has_script
from scenes.ui.text import tr
from scenes.ui.widgets import TextField, Toggle
from sprites import fonts


def labels(group: Any) -> set[str]:
    return {getattr(w, "label", "") for w in group.widgets if getattr(w, "visible", True)}


def host_kiosk(**settings: Any) -> None:
    """The host's kiosk: its PIN chosen, text size and motion as the host wants them."""
    folder = Path(os.environ["TUMBLE_TABLE_HOME"]) / "config"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_text(json.dumps({"kiosk_pin": 2468, **settings}))


def kiosk(idle: int = 2) -> Driver:
    d = Driver("tap", ["--kiosk", "--idle-seconds", str(idle), "--seed", "4"])
    d.app.opts.frames = None  # a person's kiosk, not an automated --frames run
    return d


def to_attract(d: Driver) -> AttractScene:
    d.run_until(lambda: d.top.name == "attract", 900)
    assert isinstance(d.top, AttractScene)
    return d.top


def test_two_visitors_in_a_row_the_second_sees_no_trace_of_the_first(quick_bots: None) -> None:
    host_kiosk(text_size="normal", reduced_motion=False)
    d = kiosk()
    try:
        # The first visitor: take5, their name typed on the on-screen keyboard, a rule changed.
        to_attract(d)
        d.tap_at((960, 300))  # "Touch to play" (any touch off "Learn to play" wakes the kiosk)
        assert d.top.name == "menu" and "Continue" not in labels(d.top.ui)
        d.press(lambda w: getattr(w, "game_id", None) == "take5")
        setup = d.top
        defaults = (list(setup.names), dict(setup.options))
        field = next(w for w in setup.ui.widgets if isinstance(w, TextField))
        d.press(lambda w: w is field)
        for _ in range(len(setup.names[0])):
            d.press_label("Erase", setup.keyboard.ui)
        for letter in "ANN":
            d.press_label(letter, setup.keyboard.ui)
        d.press_label("Done", setup.keyboard.ui)
        assert setup.names[0] == "Ann"
        rule = next(w for w in setup.ui.widgets if isinstance(w, Toggle))
        d.press(lambda w: w is rule)
        assert setup.options != defaults[1]
        d.press_label("Start game")
        d.run(3)
        game = d.top
        assert isinstance(game, GameScene) and game.seats[0]["name"] == "Ann"
        d.run_until(lambda: len(game.match.record["actions"]) > 0, 600, skip_motion=True)
        # Their own text size and motion for their game.
        d.open_menu()
        d.press_label(tr("pause.display"))
        page = d.top
        size = next(w for w in page.ui.widgets if getattr(w, "label", "") == tr("settings.text_size"))
        d.tap_at(size.arrows()[1].center)  # ▶: the next size up
        d.press(lambda w: getattr(w, "label", "") == tr("settings.reduced_motion"))
        assert d.app.settings.text_size == "large" and d.app.settings.reduced_motion
        assert fonts.factor() > 1.0
        d.press_label("Done")
        assert d.top is not page
        # Save and leave: Continue is theirs while they stand there...
        d.press_label("Save and leave")
        d.run(3)
        assert d.top.name == "menu" and "Continue" in labels(d.top.ui)
        d.app.phones["code"] = "ABCD"  # (had their game had phone seats: the table code they joined with)
        # ...and they walk away. The attract mode comes back.
        to_attract(d)
        assert "code" not in d.app.phones  # the next phone game has a new code

        # The second visitor.
        d.tap_at((960, 300))
        menu = d.top
        assert menu.name == "menu" and "Continue" not in labels(menu.ui)
        assert not d.app.saves.path.exists()
        assert d.app.settings.text_size == "normal" and not d.app.settings.reduced_motion
        assert fonts.factor() == 1.0
        d.press(lambda w: getattr(w, "game_id", None) == "take5")
        setup = d.top
        assert (setup.names, setup.options) == defaults
        assert "Ann" not in setup.names
        assert options_to_dict(setup.module.Options()) == setup.options
        store = d.app.records
        assert store is None or store.history() == []  # history keeps finished games only
    finally:
        d.close()


def test_a_game_a_visitor_abandons_in_the_menu_is_gone_when_the_attract_mode_starts(quick_bots: None) -> None:
    host_kiosk()
    d = kiosk()
    try:
        d.run(2)
        d.press(lambda w: getattr(w, "game_id", None) == "pyramid_power")
        d.press_label("Start game")
        d.run(3)
        game = d.top
        assert isinstance(game, GameScene)
        d.run_until(lambda: d.app.saves.load()[0] is not None, 600, skip_motion=True)
        d.app.screens.to_menu()  # however the game was left: a fault, the pause menu, a crash
        d.run(3)
        assert "Continue" in labels(d.top.ui)
        to_attract(d)
        assert d.app.saves.load() == (None, False)
    finally:
        d.close()


def test_the_attract_buttons_hold_still_while_a_demo_plays() -> None:
    host_kiosk()
    d = kiosk(idle=1)
    try:
        attract = to_attract(d)
        demos = attract.demos
        seen = set()
        for _ in range(40):
            d.run(9)  # (the driver draws every 8th frame; the button is placed where it is drawn)
            d.app.manager.draw(d.app.canvas)
            if attract.demos == demos and not (attract.inner.finished and attract.board):
                seen.add(tuple(attract.learn_rect))
        assert len(seen) == 1, seen  # drifted: a finger aimed at one button met the other
        banner = attract.banner_rect()
        learn = pygame_rect(seen.pop())
        assert not banner.inflate(-40, -40).colliderect(learn)  # apart, not overlapping
        d.tap_at(learn.center)
        d.run(3)
        assert isinstance(d.top, GameScene) and d.top.tutorial is not None  # the lesson
    finally:
        d.close()


def pygame_rect(values: tuple[int, ...]) -> Any:
    import pygame

    return pygame.Rect(values)


@pytest.mark.parametrize("game_id", ["take_it_dice", "take_it_pyramids"])
def test_learn_to_play_names_which_take_it_or_leave_it(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    if not has_script(game_id):
        pytest.skip(f"{game_id} has no lesson")
    host_kiosk()
    d = kiosk(idle=1)
    try:
        attract = to_attract(d)
        attract.game_id = game_id  # the demo on show
        drawn = record_drawn(monkeypatch)
        attract._draw_learn(d.app.canvas)
        full = tr(f"game.{game_id}.full_name")
        assert any(full in text for text in drawn), drawn
    finally:
        d.close()


def test_a_kiosk_stopped_during_a_visitors_game_keeps_the_hosts_text_size(quick_bots: None) -> None:
    host_kiosk(text_size="normal")
    d = kiosk()
    try:
        d.run(2)
        d.press(lambda w: getattr(w, "game_id", None) == "take5")
        d.press_label("Start game")
        d.run(3)
        d.open_menu()
        d.press_label(tr("pause.display"))
        size = next(w for w in d.top.ui.widgets if getattr(w, "label", "") == tr("settings.text_size"))
        d.tap_at(size.arrows()[1].center)
        assert d.app.settings.text_size == "large"
    finally:
        d.close()  # the service is stopped (SIGTERM) or the power goes: the settings are written
    kept = json.loads((Path(os.environ["TUMBLE_TABLE_HOME"]) / "config" / "settings.json").read_text())
    assert kept["text_size"] == "normal" and kept["kiosk_pin"] == 2468
