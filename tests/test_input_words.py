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
    lines = sorted((t for t in drawn if len(t) > 3 and t in expected), key=expected.index)  # wrapped
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


@pytest.mark.parametrize("kind", ["touch", "key"])
def test_take5s_row_choice_prompt_names_the_input_and_nothing_covers_it(kind: str, quick_bots: None,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """A touch kiosk said "Take a row: tap it, or use the arrows and Enter" in a box over the
    prompt strip and a seat label; now the prompt alone says it, for the input used."""
    from game.take5 import Phase

    d = driver(kind, ["--game", "take5", "--players", "3", "--seats", "human,easy,easy", "--seed", "3",
                      "--lang", "is"])
    try:
        scene: Any = d.top
        for _ in range(12):  # the lowest card each turn, until the person must take a row
            d.run_until(lambda: scene.human_to_act() == 0 and not scene.animator.busy, 4000, skip_motion=True)
            if scene.match.state.phase is Phase.ROW:
                break
            low = min(scene.hand)
            if kind == "touch":
                for _tap in range(2):
                    d.tap_at(scene.sprites[low].rect().center)
            else:
                scene.lifted = low  # the arrows to it (placed there), then Enter plays it
                d.key(pygame.K_RETURN)
        assert scene.match.state.phase is Phase.ROW and scene.match.state.chooser == 0
        card = scene.match.state.pending[0][0]
        hint = tr(input_key("take5.prompt.choose_row", kind), card=card)
        drawn = record_drawn(monkeypatch)
        d.app.manager.draw(d.app.canvas)
        assert hint in drawn, (hint, sorted(drawn))
        assert scene.message == "", f"a message over the prompt: {scene.message!r}"
    finally:
        d.close()


FOOTERS = ("take5.summary.tap", "take5.summary.tap_results", "pyramid_power.best_continue", "handover.detail",
           "log.open_hint")
NEUTRAL = ("take_it_dice.choose.reroll-some", "take_it_dice.choose.reroll-some.combo",
           "take_it_dice.choose.fix-black", "take_it_dice.choose.fix-black.combo",
           "take_it_dice.choose.nudge-white", "take_it_dice.choose.nudge-white.combo",
           "take_it_dice.choose.swap", "take_it_dice.choose.swap.combo", "take_it_dice.choose.throw-back",
           "take_it_dice.choose.throw-back.at", "pyramid_power.turned_to_fit")


@pytest.mark.parametrize("lang", ["en", "is"])
def test_footers_follow_the_input_and_choice_prompts_suit_every_input(lang: str) -> None:
    """A round summary's and the best scores' way on is said for the input used; an action
    card's choice ("Choose a black die to turn") and "Turned to fit" name no input at all."""
    from scenes.ui.text import set_language

    set_language(lang)
    try:
        for key in FOOTERS:
            for kind in KINDS:
                text = tr(input_key(key, kind))
                others = [k for k in KINDS if k != kind and re.search(WORDS[lang][k], text)]
                assert not others, (key, kind, text, others)
                assert kind == "touch" or input_key(key, kind) != key, (key, kind)
        for key in NEUTRAL:
            text = tr(key)
            said = [k for k in KINDS if re.search(WORDS[lang][k], text)]
            assert not said, (key, text, said)
    finally:
        set_language("en")


@pytest.mark.parametrize(("device", "said"), [("keys", "Press Enter when only"), ("pad", "Press A when only"),
                                              ("tap", "Tap when only")])
def test_the_hand_over_and_the_log_hint_name_the_input_used(device: str, said: str,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Two people at one screen: the veil says how to show the hand with the input used last, and
    the log strip how to open the whole log (H for keys, Y for a pad)."""
    d = Driver(device, ["--game", "take5", "--seats", "human,human", "--players", "2", "--seed", "3"])
    try:
        scene = d.top
        d.run_until(lambda: scene.handover_to is not None, 600)
        drawn = record_drawn(monkeypatch)
        if device == "keys":
            d.key(pygame.K_TAB)
        elif device == "pad":
            d.pad(pygame.CONTROLLER_BUTTON_DPAD_DOWN)
        else:
            d.tap_at((960, 900))  # the veil: a tap beside the button shows nothing
        d.app.manager.draw(d.app.canvas)
        assert scene.handover_to is not None and any(t.startswith(said) for t in drawn), drawn
        d.press(lambda w: w is scene.handover_button)
        assert scene.handover_to is None
        d.run(60)
        d.app.manager.draw(d.app.canvas)
        hint = {"keys": "H: the whole log", "pad": "Y: the whole log", "tap": "Tap for the whole log"}[device]
        others = {"H: the whole log", "Y: the whole log", "Tap for the whole log", "Click for the whole log"} - {hint}
        assert not others & drawn, sorted(others & drawn)
        assert device == "tap" or hint in drawn, sorted(drawn)  # (touch's was drawn before the veil)
    finally:
        d.close()
