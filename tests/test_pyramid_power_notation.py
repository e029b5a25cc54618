"""Pyramid Power action notation: the spec's exact texts, round trips and unreadable text."""

from __future__ import annotations

import random

import pytest

import game.pyramid_power as pp
from game.core import CHANCE, IllegalAction
from game.pyramid_power.state import Deal, Draw, Options, Phase, Place, Placed, State, Supply


def playing(board: list[tuple[tuple[int, int], str, int]], hand: list[str], supply: list[str] = ("T30",),
            phase: Phase = Phase.PLAY) -> State:
    return State(num_players=2, options=Options(), phase=phase, current=0,
                 board=tuple(Placed(c, t, k) for c, t, k in board), hands=(tuple(sorted(hand)), ("T35",)),
                 supply=frozenset(supply), scores=(0, 0))


def test_place_texts_match_the_spec() -> None:
    s = playing([((0, 0), "T16", 0), ((1, -1), "T03", 0)], ["T17", "W"])
    assert pp.action_text(s, Place("T17", (2, -1), 1)) == "place T17 at 2,-1 turn 1"
    assert pp.action_text(s, Place("W", (0, 1), 0)) == "place W at 0,1"
    assert pp.parse_action(s, 0, "place W at 0,1") == Place("W", (0, 1), 0)
    assert pp.parse_action(s, 0, "place T17 at 2,-1 turn 1") == Place("T17", (2, -1), 1)
    assert pp.parse_action(s, 0, "  place   T17 at 2, -1   turn 1 ") == Place("T17", (2, -1), 1)


def test_draw_supply_and_deal_texts() -> None:
    s = playing([((0, 0), "T01", 0)], ["T02"], supply=["T14", "T30"])
    assert pp.parse_action(s, 0, "draw") == Draw() and pp.action_text(s, Draw()) == "draw"
    s = pp.apply(s, 0, Draw()).state
    assert pp.parse_action(s, CHANCE, "supply T14") == Supply("T14")
    assert pp.action_text(s, Supply("T14")) == "supply T14"
    fresh = pp.new_game(2)
    hands = (("T01", "T02", "T03", "T04", "T05", "T06", "T07"),
             ("T08", "T09", "T10", "T11", "T12", "T13", "T14"))
    text = "deal T01 T02 T03 T04 T05 T06 T07 / T08 T09 T10 T11 T12 T13 T14 / start T09"
    with pytest.raises(IllegalAction, match="only once"):
        pp.parse_action(fresh, CHANCE, text)
    text = text.replace("start T09", "start T20")
    assert pp.parse_action(fresh, CHANCE, text) == Deal(hands, "T20")
    assert pp.action_text(fresh, Deal(hands, "T20")) == text


def test_every_legal_and_chance_action_round_trips() -> None:
    for players in (1, 2, 3, 4):
        rng = random.Random(players)
        state = pp.new_game(players)
        while not pp.is_over(state):
            actor = pp.to_act(state)[0]
            if actor == CHANCE:
                options = [a for a, _ in pp.chance_outcomes(state) or []] or [pp.sample_chance(state, rng)]
                action = rng.choice(options)
            else:
                options = pp.legal_actions(state, actor)
                action = rng.choice(options)
            for a in options:
                assert pp.parse_action(state, actor, pp.action_text(state, a)) == a
            state = pp.apply(state, actor, action).state


def test_unreadable_or_illegal_text_is_refused() -> None:
    s = playing([((0, 0), "T01", 0)], ["T01", "T02"])
    for text in ("", "xyzzy", "place T01", "place T01 at a,b", "place T1 at 1,0", "deal / start",
                 "place T01 at 1,0 turn", "draw now"):
        with pytest.raises(IllegalAction):
            pp.parse_action(s, 0, text)
    with pytest.raises(IllegalAction, match="only chance"):
        pp.parse_action(s, 0, "supply T30")
    with pytest.raises(IllegalAction, match="only draw"):
        pp.parse_action(s, 0, "draw")
    with pytest.raises(IllegalAction, match="not among your tiles"):
        pp.parse_action(s, 0, "place T05 at 1,0 turn 0")
    with pytest.raises(IllegalAction, match="without a turn"):
        pp.parse_action(playing([((0, 0), "T01", 0)], ["W"]), 0, "place W at 1,0 turn 2")
    assert pp.parse_action(s, 0, "place T01 at 1,0") == Place("T01", (1, 0), 0)
