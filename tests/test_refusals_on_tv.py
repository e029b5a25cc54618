"""Issue 37: on the TV a refused move is said as what to do, in the table's language.

Each game is opened in the real app with a person in seat 1, in English and in Icelandic. On that
person's turn the moves the table lets a person try and the core refuses are made: a tap where a
tap is the move (a row tapped while picking in Take 5, a size tapped in the pyramids game), the
rest through the scene's `submit`, where every tap, key and pad press of a table ends. Each time
the sentence on screen is checked: the catalog's sentence for the core's reason code, never the
core's message, a raw key, an id, a die, a grid position or a notation token.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from app_runner import record_drawn
from language_kit import RAW_KEY
from test_words_on_screen import FORBIDDEN
from ui_driver import Driver

from game.core import CHANCE, IllegalAction
from scenes.table.refusals import refusal_text

SEATS = {"take5": "human,easy,easy", "take_it_pyramids": "human,easy,easy",
         "pyramid_power": "human,easy", "take_it_dice": "human,easy"}


def take5_moves(d: Driver, scene: Any) -> Iterator[tuple[str, Callable[[], None], Any]]:
    from game.take5 import Play, TakeRow
    from scenes.games.take5 import layout

    state = scene.match.state
    yield "row_not_now", lambda: d.tap_at(layout.row_rect(1).center), TakeRow(2)
    stranger = next(c for c in range(1, 105) if c not in state.hands[0])
    yield "not_in_hand", lambda: scene.submit(0, Play(stranger)), Play(stranger)


def take_it_pyramids_moves(d: Driver, scene: Any) -> Iterator[tuple[str, Callable[[], None], Any]]:
    from game.take_it_pyramids.state import Leave, Take

    yield "draw_first", lambda: scene.submit(0, Take()), Take()
    yield "draw_first", lambda: scene.submit(0, Leave()), Leave()


def pyramid_power_moves(d: Driver, scene: Any) -> Iterator[tuple[str, Callable[[], None], Any]]:
    from game.pyramid_power import board as bd
    from game.pyramid_power.state import Draw, Place
    from game.pyramid_power.tiles import WILD

    state = scene.match.state
    hand = state.hands[0]
    tile = next(t for t in hand if t != WILD)
    if bd.any_fits(state.board, hand):
        yield "draw_when_fits", lambda: scene.submit(0, Draw()), Draw()
    yield "cell_taken", lambda: scene.submit(0, Place(tile, (0, 0), 0)), Place(tile, (0, 0), 0)
    yield "cell_alone", lambda: scene.submit(0, Place(tile, (30, 30), 0)), Place(tile, (30, 30), 0)
    fitting = set(bd.placements(state.board, (tile,)))
    wrong = next((c, k) for c in sorted(bd.layout(state.board).slots) for k in (0, 1, 2)
                 if (tile, c, k) not in fitting)
    yield "colours_differ", lambda: scene.submit(0, Place(tile, *wrong)), Place(tile, *wrong)


def take_it_dice_moves(d: Driver, scene: Any) -> Iterator[tuple[str, Callable[[], None], Any]]:
    from game.take_it_dice.cards import ACTION_CARDS
    from game.take_it_dice.state import Play, Stop, Take

    state = scene.match.state
    held = state.action_hands[0] or frozenset()
    stranger = next(c for c in sorted(ACTION_CARDS) if c not in held)
    yield "stop_not_now", lambda: scene.submit(0, Stop()), Stop()
    yield "card_not_held", lambda: scene.submit(0, Play(stranger)), Play(stranger)
    gone = next(f"W{v}" for v in range(1, 7) if f"W{v}" not in state.tray)
    yield "dice_gone", lambda: scene.submit(0, Take(gone)), Take(gone)


MOVES = {"take5": take5_moves, "take_it_pyramids": take_it_pyramids_moves,
         "pyramid_power": pyramid_power_moves, "take_it_dice": take_it_dice_moves}


@pytest.mark.parametrize("lang", ["en", "is"])
@pytest.mark.parametrize("game_id", sorted(MOVES))
def test_a_refused_move_is_said_in_words_on_the_tv(game_id: str, lang: str, quick_bots: None,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    seats = SEATS[game_id]
    d = Driver("tap", ["--game", game_id, "--players", str(len(seats.split(","))), "--seats", seats,
                       "--seed", "3", "--lang", lang])
    try:
        d.run_until(lambda: getattr(d.top, "match", None) is not None and d.top.human_to_act() == 0,
                    3000, skip_motion=True)
        scene = d.top
        if scene.match.to_act() == (CHANCE,):  # the dice wait for the person's throw: throw
            scene.chance_now()
            d.run_until(lambda: scene.human_to_act() == 0 and scene.match.to_act() == (0,), 3000,
                        skip_motion=True)
        said = 0
        for reason, make, action in MOVES[game_id](d, scene):
            with pytest.raises(IllegalAction) as caught:
                scene.module.apply(scene.match.state, 0, action)
            assert caught.value.reason == reason, str(caught.value)
            drawn = record_drawn(monkeypatch)
            before = len(scene.match.record["actions"])
            make()
            d.run(1)
            d.app.manager.draw(d.app.canvas)
            assert len(scene.match.record["actions"]) == before, "a refused move changed the game"
            expected = refusal_text(game_id, caught.value)
            assert scene.message == expected and expected in drawn, (scene.message, expected)
            assert str(caught.value) not in drawn, "the core's message is on screen"
            assert not RAW_KEY.match(expected)
            bad = [(name, t) for t in drawn for name, rx in FORBIDDEN.items() if rx.search(t) and t == expected]
            assert not bad, bad
            said += 1
        assert said >= 2
    finally:
        d.close()
