"""The rules contract promises IllegalAction for any bad text or player: every game's
`parse_action` and `apply`, fed arbitrary text, arbitrary players and arbitrary objects (also
each game's own action classes filled with nonsense), raise IllegalAction and nothing else, and
the state they were given is unchanged."""

from __future__ import annotations

import dataclasses
import functools
import importlib
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import GAMES, state_hash
from game.core import CHANCE, IllegalAction, Match

EXAMPLES = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@functools.cache
def states(game_id: str) -> tuple[Any, ...]:
    """States along a seeded random game: the deal, early and late turns."""
    module = GAMES[game_id]
    n = min(3, module.MAX_PLAYERS)
    match = Match(game_id, max(n, module.MIN_PLAYERS), seed=11)
    rng = random.Random(11)
    out = []
    for _ in range(120):
        out.append(match.state)
        if match.is_over():
            break
        actors = match.to_act()
        if actors == (CHANCE,):
            match.chance_step()
        else:
            match.apply(actors[0], rng.choice(module.legal_actions(match.state, actors[0])))
    return tuple(out[::6])


def action_classes(game_id: str) -> list[type]:
    module = importlib.import_module(f"game.{game_id}.state")
    return [c for c in vars(module).values()
            if isinstance(c, type) and dataclasses.is_dataclass(c) and c.__module__ == module.__name__
            and c.__name__ not in ("State", "Options", "Pending")]


# Text: anything at all, and text shaped like moves with odd numbers in it.
WORDS = ["play", "row", "deal", "take", "pass", "keep", "discard", "draw", "color", "place", "supply",
         "cast", "roll", "start", "at", "to", "turn", "/", "-"]
ODD_NUMBERS = st.one_of(st.sampled_from(["5²", "①", "٣", "５", "1_0", "0x1f", "-0", "1e3", "NaN", "∞"]),
                        st.integers(min_value=-10**6, max_value=10**6).map(str),
                        st.integers(min_value=4000, max_value=6000).map(lambda n: "9" * n),
                        st.from_regex(r"[TWCABR][0-9０-９]{1,3}", fullmatch=True))
TOKENS = st.one_of(st.sampled_from(WORDS), ODD_NUMBERS, st.text(max_size=6))
TEXTS = st.one_of(st.text(max_size=80), st.lists(TOKENS, max_size=8).map(" ".join),
                  st.lists(TOKENS, max_size=8).map(",".join))
# Players: seats, chance, and everything that is not a player.
PLAYERS = st.one_of(st.integers(min_value=-3, max_value=12), st.just(CHANCE), st.booleans(),
                    st.integers(), st.integers(min_value=2**63, max_value=2**200), st.floats(),
                    st.text(max_size=4), st.none(), st.lists(st.integers(), max_size=2),
                    st.builds(object))
OBJECTS = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=10),
                    st.lists(st.integers(), max_size=3), st.tuples(st.text(max_size=3)),
                    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2), st.builds(object),
                    st.frozensets(st.integers(), max_size=3))


def nonsense_actions(game_id: str) -> st.SearchStrategy[Any]:
    """The game's own action classes with every field filled by something arbitrary."""
    built = [st.builds(cls, *[st.one_of(OBJECTS, st.tuples(OBJECTS, OBJECTS), TEXTS)
                              for _ in dataclasses.fields(cls)]) for cls in action_classes(game_id)]
    return st.one_of(OBJECTS, *built)


def real_player(player: Any, state: Any) -> bool:
    return type(player) is int and (player == CHANCE or 0 <= player < state.num_players)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_parse_action_raises_only_illegal_action(game_id: str) -> None:
    module = GAMES[game_id]

    @EXAMPLES
    @given(index=st.integers(min_value=0), player=PLAYERS, text=st.one_of(TEXTS, OBJECTS))
    def check(index: int, player: Any, text: Any) -> None:
        state = states(game_id)[index % len(states(game_id))]
        before = state_hash(state)
        try:
            action = module.parse_action(state, player, text)
        except IllegalAction:
            pass
        else:  # a move that reads and is legal: only from a real player, and it applies
            assert real_player(player, state), (player, text)
            module.apply(state, player, action)
        assert state_hash(state) == before

    check()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_apply_raises_only_illegal_action(game_id: str) -> None:
    module = GAMES[game_id]

    @EXAMPLES
    @given(index=st.integers(min_value=0), player=PLAYERS, action=nonsense_actions(game_id))
    def check(index: int, player: Any, action: Any) -> None:
        state = states(game_id)[index % len(states(game_id))]
        before = state_hash(state)
        try:
            module.apply(state, player, action)
        except IllegalAction:
            pass
        else:
            assert real_player(player, state), (player, action)
        assert state_hash(state) == before

    check()


@pytest.mark.parametrize("text", ["play 5²", "row ①", "play " + "9" * 5000, "row " + "9" * 5000,
                                  "place T17 at " + "1" * 5000 + ",0 turn 1", "take W５", "play A07 to ٣"])
@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_reported_texts(game_id: str, text: str) -> None:
    for state in states(game_id)[:3]:
        for player in (0, 1, CHANCE, True, 1.0, 10**100, "0"):
            with pytest.raises(IllegalAction):
                GAMES[game_id].parse_action(state, player, text)
