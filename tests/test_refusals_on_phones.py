"""Issue 37: a phone's refused move comes back as what to do, in the table's language.

A phone sends its move as text. The server takes only a move it offered in the seat's last state
(scenes/phones/server.py `_act`): anything else, from a page that sends what it likes, is
answered "choose again" (phones.err.not_offered). A move that was offered can still be refused by
the time the table reads it (stale: the position moved on while it waited in the seat's inbox);
then the core's reason is worded by refusal_text. Here a phone joins a real table (real
WebSocket, English and Icelandic) and, on its turn, each move of a reason a person's move can
have is (1) sent over the socket and (2) put in the seat's inbox as the server puts an offered
move, and read by the table. Each answer must be a catalog sentence: never the core's message,
an id or a notation token.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
from language_kit import RAW_KEY
from phones_kit import Phone, make_app, step_until, ws_url
from test_words_on_screen import FORBIDDEN

from game.core import IllegalAction
from scenes.table.refusals import refusal_text
from scenes.ui.text import tr

SEATS = {"take5": ["phone", "easy", "easy"], "take_it_pyramids": ["phone", "easy", "easy"],
         "pyramid_power": ["phone", "easy"], "take_it_dice": ["phone", "easy"]}
GARBLED = "banana 42"  # a page that sends anything: the notation cannot read it (the general sentence)


def take5_texts(state: Any, seat: int) -> Iterator[tuple[str, str]]:
    stranger = next(c for c in range(1, 105) if c not in state.hands[seat])
    yield "not_in_hand", f"play {stranger}"
    yield "row_not_now", "row 2"
    yield "not_allowed", GARBLED


def take_it_pyramids_texts(state: Any, seat: int) -> Iterator[tuple[str, str]]:
    yield "draw_first", "take"
    yield "draw_first", "leave"
    yield "not_allowed", GARBLED


def pyramid_power_texts(state: Any, seat: int) -> Iterator[tuple[str, str]]:
    from game.pyramid_power import board as bd
    from game.pyramid_power.tiles import WILD

    hand = state.hands[seat]
    tile = next(t for t in hand if t != WILD)
    if bd.any_fits(state.board, hand):
        yield "draw_when_fits", "draw"
    yield "cell_taken", f"place {tile} at 0,0 turn 0"
    yield "cell_alone", f"place {tile} at 30,30 turn 0"
    fitting = set(bd.placements(state.board, (tile,)))
    cell, turn = next((c, k) for c in sorted(bd.layout(state.board).slots) for k in (0, 1, 2)
                      if (tile, c, k) not in fitting)
    yield "colours_differ", f"place {tile} at {cell[0]},{cell[1]} turn {turn}"
    other = state.hands[1 - seat][0]
    yield "not_your_tile", f"place {other} at {cell[0]},{cell[1]} turn 0"
    if WILD in hand:
        yield "wild_no_turn", f"place {WILD} at {cell[0]},{cell[1]} turn 1"
    yield "not_allowed", GARBLED


def take_it_dice_texts(state: Any, seat: int) -> Iterator[tuple[str, str]]:
    from game.take_it_dice.cards import ACTION_CARDS

    held = state.action_hands[seat] or frozenset()
    gone = next(f"W{v}" for v in range(1, 7) if f"W{v}" not in state.tray)
    yield "dice_gone", f"take {gone}"
    yield "card_not_held", f"play {next(c for c in sorted(ACTION_CARDS) if c not in held)}"
    yield "stop_not_now", "stop"
    yield "split_done", "split 4+1"
    yield "take_pass_or_play", "keep"
    red = next((c for c in held if ACTION_CARDS[c] == "reroll-red"), None)
    if red is not None and not any(d.startswith("R") for d in state.tray):
        yield "no_red", f"play {red}"
    yield "not_allowed", GARBLED


TEXTS = {"take5": take5_texts, "take_it_pyramids": take_it_pyramids_texts,
         "pyramid_power": pyramid_power_texts, "take_it_dice": take_it_dice_texts}


def my_turn(scene: Any, seat: int) -> bool:
    state = scene.match.state
    return scene.match.to_act() == (seat,) or (seat in scene.match.to_act()
                                                and getattr(state, "phase", None) is not None
                                                and str(getattr(state.phase, "name", state.phase)).upper() == "PICK")


def mine(scene: Any, seat: int) -> int:
    """How many moves the seat has made (the bots may move meanwhile)."""
    return sum(1 for p, _ in scene.match.record["actions"] if p == seat)


@pytest.mark.parametrize("lang", ["en", "is"])
@pytest.mark.parametrize("game_id", sorted(TEXTS))
def test_a_phones_refused_move_comes_back_in_words(game_id: str, lang: str, quick_bots: None) -> None:
    app, scene = make_app(game_id, SEATS[game_id], seed=5, extra=("--lang", lang))
    phone = None
    try:
        assert scene.phones is not None
        phone = Phone(ws_url(scene), scene.phones.hub.code, "Ann", 1, act=False).start()
        step_until(app, scene, lambda: phone.seat is not None and phone.states()
                   and phone.states()[-1]["legal"] and my_turn(scene, phone.seat), 20)
        seat = phone.seat
        said = []
        for reason, text in TEXTS[game_id](scene.match.state, seat):
            with pytest.raises(IllegalAction) as caught:
                scene.module.parse_action(scene.match.state, seat, text)
            assert caught.value.reason == reason, (text, str(caught.value))
            expected = refusal_text(game_id, caught.value)
            for stale in (False, True):
                before = (len(phone.errors), mine(scene, seat))
                if stale:  # offered a moment ago, read by the table now
                    with scene.phones.hub.server.lock:
                        scene.phones.hub.server.slots[seat].inbox.append(text)
                else:
                    assert phone.ws is not None
                    phone.ws.send(json.dumps({"type": "act", "action": text}))
                step_until(app, scene, lambda before=before: len(phone.errors) > before[0], 5)
                assert mine(scene, seat) == before[1], "a refused move was played"
                got = phone.errors[-1]
                assert got == (expected if stale else tr("phones.err.not_offered")), (reason, stale, got)
                assert str(caught.value) not in got and not RAW_KEY.match(got)
                bad = [name for name, rx in FORBIDDEN.items() if rx.search(got)]
                assert not bad, (reason, bad, got)
                time.sleep(0.12)  # a person's pace: the server's rate limit is for floods, not for this
            said.append(reason)
        assert len(said) >= 3, said
    finally:
        if phone is not None:
            phone.stop.set()
            phone.drop()
        app.finish()
