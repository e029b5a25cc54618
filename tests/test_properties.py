"""Property tests for every game: random legal games explored by hypothesis, with shrinking.

Each step draws one legal move (or a chance outcome) and checks the invariants every game shares;
a game package may add its own conservation checks as `check_invariants(state)` (pieces and cards
conserved, scores equal to what the events said). A failure shrinks to a short sequence of moves.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import CHANCE, GAMES, IllegalAction, state_hash
from game.core import Step

GAME_LIST = sorted(GAMES)


def play(module: Any, num_players: int, choices: st.DataObject, max_steps: int) -> None:
    state = module.new_game(num_players, module.Options())
    rng = random.Random(choices.draw(st.integers(0, 2**32 - 1), label="chance seed"))
    check = getattr(module, "check_invariants", None)
    for _ in range(max_steps):
        if check is not None:
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
    # Long games are cut short by hypothesis' budget, not a failure: every step was checked.


@pytest.mark.parametrize("game_id", GAME_LIST)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_legal_sequences_keep_every_invariant(game_id: str, data: st.DataObject) -> None:
    module = GAMES[game_id]
    n = data.draw(st.integers(module.MIN_PLAYERS, module.MAX_PLAYERS), label="players")
    play(module, n, data, max_steps=400)


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
