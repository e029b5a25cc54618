"""Property tests for every game: random legal games explored by hypothesis, with shrinking.

Each step draws one legal move (or a chance outcome) and checks the invariants every game shares,
then the game's own `check_invariants(state)` (pieces and cards conserved, scores consistent, turn
order and the end condition; see game/<id>/invariants.py). The rule options are drawn too. A failure
shrinks to a short sequence of moves. Scores against the events are summed per game in
tests/test_invariants.py (each game's events carry score changes in their own fields).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import CHANCE, GAMES, IllegalAction, state_hash
from game.core import Step

GAME_LIST = sorted(GAMES)


def options_strategy(options_cls: type) -> st.SearchStrategy[Any]:
    """Any valid rule options, from the field metadata the menu uses (defaults shrink first)."""
    fields: dict[str, st.SearchStrategy[Any]] = {}
    for f in dataclasses.fields(options_cls):
        choices = f.metadata.get("choices")
        if choices is not None:
            fields[f.name] = st.sampled_from((f.default, *(c for c in choices if c != f.default)))
        elif isinstance(f.default, bool):
            fields[f.name] = st.sampled_from((f.default, not f.default))
        elif isinstance(f.default, int):
            lo, hi = f.metadata.get("min", f.default), f.metadata.get("max", f.default)
            fields[f.name] = st.one_of(st.just(f.default), st.integers(lo, hi))
    return st.fixed_dictionaries(fields).map(lambda kw: options_cls(**kw))


def play(module: Any, num_players: int, choices: st.DataObject, max_steps: int, options: Any = None) -> None:
    state = module.new_game(num_players, options if options is not None else module.Options())
    rng = random.Random(choices.draw(st.integers(0, 2**32 - 1), label="chance seed"))
    check = module.check_invariants
    for _ in range(max_steps):
        check(state)
        if module.is_over(state):
            assert module.to_act(state) == ()
            assert set(module.winners(state)) <= set(range(num_players))
            return
        actors = module.to_act(state)
        assert actors, "nobody may act but the game is not over"
        if actors == (CHANCE,):
            outcomes = module.chance_outcomes(state)
            if outcomes:
                action = choices.draw(st.sampled_from([a for a, _ in outcomes]), label="chance")
            else:
                action = module.sample_chance(state, rng)
            player = CHANCE
        else:
            player = choices.draw(st.sampled_from(actors), label="actor")
            legal = module.legal_actions(state, player)
            assert legal
            action = choices.draw(st.sampled_from(legal), label="move")
        before = state_hash(state)
        step = module.apply(state, player, action)
        assert isinstance(step, Step) and state_hash(state) == before
        assert len(module.scores(step.state)) == num_players
        # The same move twice from the same state gives the same result (no hidden randomness).
        assert state_hash(module.apply(state, player, action).state) == state_hash(step.state)
        state = step.state
    check(state)
    # Long games are cut short by hypothesis' budget, not a failure: every step was checked.


@pytest.mark.parametrize("game_id", GAME_LIST)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_legal_sequences_keep_every_invariant(game_id: str, data: st.DataObject) -> None:
    module = GAMES[game_id]
    n = data.draw(st.integers(module.MIN_PLAYERS, module.MAX_PLAYERS), label="players")
    options = data.draw(options_strategy(module.Options), label="options")
    play(module, n, data, max_steps=400, options=options)


@pytest.mark.parametrize("game_id", GAME_LIST)
@settings(max_examples=30, deadline=None)
@given(text=st.text(max_size=30))
def test_any_text_is_parsed_or_refused_cleanly(game_id: str, text: str) -> None:
    module = GAMES[game_id]
    state = module.new_game(module.MIN_PLAYERS, module.Options())
    for player in (CHANCE, 0):
        try:
            module.parse_action(state, player, text)
        except IllegalAction as exc:
            assert str(exc)
