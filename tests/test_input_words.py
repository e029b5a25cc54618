"""Issue 40: hints name the input the person just used.

A touch kiosk said "Take a row: tap it, or use the arrows and Enter". Each game with a person is
played here by one input alone (a finger, a mouse, keys, a gamepad: real pygame events through
the App), in English and Icelandic, and the hint on screen for the person's turn must be that
input's sentence, with no word of another input in it ("tap" for a mouse, "Enter" for a finger).
"""

from __future__ import annotations

import re
from typing import Any

import pygame
import pytest
from app_runner import record_drawn
from ui_driver import Driver

from scenes.table.input_words import KINDS, input_key
from scenes.ui.text import tr

DEVICE = {"touch": "tap", "mouse": "tap", "key": "keys", "pad": "pad"}
WORDS = {  # the words of each input, by language; a hint for one input never has another's
    "en": {"touch": r"\b[Tt]ap", "mouse": r"\b[Cc]lick", "key": r"\bEnter\b|\barrows\b|\bTab\b",
           "pad": r"\bD-pad\b|\bshoulder\b|, A\b| A to\b"},
    "is": {"touch": r"[Ýý]ttu", "mouse": r"[Ss]melltu", "key": r"\bEnter\b|[Öö]rv",
           "pad": r"[Ss]týrikross|[Aa]xlarhnapp"},
}
HINTS = {"take5": "take5.prompt.pick", "take_it_dice": "take_it_dice.your_turn",
         "pyramid_power": "pyramid_power.hint_pick"}
SEATS = {"take5": "human,easy,easy", "take_it_dice": "human,easy", "pyramid_power": "human,easy"}


class MouseDriver(Driver):
    """A mouse alone: clicks where a finger would tap."""

    def tap_at(self, pos: tuple[int, int]) -> None:
        wx, wy = self.app.to_window(pos)
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.send(pygame.event.Event(kind, pos=(wx, wy), button=1, touch=False))
        self.run(2)


def driver(kind: str, args: list[str]) -> Driver:
    return MouseDriver("tap", args) if kind == "mouse" else Driver(DEVICE[kind], args)


def press_once(d: Driver, kind: str) -> None:
    """A press that makes no move: a tap or click on bare felt, Tab, the pad's Y."""
    if kind in ("touch", "mouse"):
        d.tap_at((400, 1060))
    elif kind == "key":
        d.key(pygame.K_TAB)
    else:
        d.pad(pygame.CONTROLLER_BUTTON_Y)


def the_hint(d: Driver, monkeypatch: pytest.MonkeyPatch, key: str, kind: str) -> str:
    drawn = record_drawn(monkeypatch)
    from sprites import surface_cache

    surface_cache.POOL.clear_all()
    d.app.manager.draw(d.app.canvas)
    expected = tr(input_key(key, kind), card=0, name="")
    if expected in drawn:
        return expected
    lines = sorted((t for t in drawn if len(t) > 6 and t in expected), key=expected.index)  # wrapped
    assert "".join(lines).replace(" ", "") == expected.replace(" ", ""), (kind, expected, sorted(drawn))
    return expected


@pytest.mark.parametrize("lang", ["en", "is"])
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("game_id", sorted(HINTS))
def test_the_hint_names_the_input_the_person_used(game_id: str, kind: str, lang: str, quick_bots: None,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from game.core import CHANCE

    seats = SEATS[game_id]
    d = driver(kind, ["--game", game_id, "--players", str(len(seats.split(","))), "--seats", seats,
                      "--seed", "3", "--lang", lang])
    try:
        scene: Any = d.top
        for _ in range(3):  # the person's turn (their own throw first, in the dice game)
            d.run_until(lambda: scene.human_to_act() == 0 and not scene.animator.busy, 3000, skip_motion=True)
            if scene.match.to_act() != (CHANCE,):
                break
            scene.chance_now()
        press_once(d, kind)  # one more press of this input on the person's turn
        d.run_until(lambda: not scene.animator.busy, 600)
        assert scene.input_kind == kind
        hint = the_hint(d, monkeypatch, HINTS[game_id], kind)
        if kind != "touch":
            assert hint != tr(HINTS[game_id]), "the touch sentence for another input"
        for other, rx in WORDS[lang].items():
            if other != kind:
                assert not re.search(rx, hint), (kind, other, hint)
        assert re.search(WORDS[lang][kind], hint), (kind, hint)
    finally:
        d.close()


def test_take5s_row_hint_for_a_finger_says_only_tap() -> None:
    assert tr("take5.choose_row_hint") == "Take a row: tap it"
    assert "Enter" in tr(input_key("take5.choose_row_hint", "key"))
    assert "D-pad" in tr(input_key("take5.choose_row_hint", "pad"))
