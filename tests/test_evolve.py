"""game/evolve.py: the fast state copy gives what `dataclasses.replace` gives, for every game."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import random

import pytest

from game import GAME_IDS
from game.core import CHANCE
from game.evolve import evolve


def _state_classes() -> list[type]:
    found = []
    for game_id in GAME_IDS:
        for part in ("state", "rules"):
            module = importlib.import_module(f"game.{game_id}.{part}")
            for _, cls in inspect.getmembers(module, inspect.isclass):
                if dataclasses.is_dataclass(cls) and cls.__module__ == module.__name__:
                    found.append(cls)
    return found


@pytest.mark.parametrize("cls", _state_classes(), ids=lambda c: f"{c.__module__}.{c.__name__}")
def test_every_rules_dataclass_is_one_evolve_can_copy(cls: type) -> None:
    """What evolve leaves out of `__init__` must not matter: no checks run after init, no
    fields kept out of init, and a `__dict__` to copy."""
    assert cls.__dataclass_params__.frozen, cls
    assert not hasattr(cls, "__post_init__"), cls
    assert all(f.init for f in dataclasses.fields(cls)), cls
    assert "__slots__" not in cls.__dict__, cls


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_evolve_equals_replace_on_the_states_of_random_games(game_id: str) -> None:
    module = importlib.import_module(f"game.{game_id}")
    rng = random.Random(5)
    checked = 0
    for n in range(module.MIN_PLAYERS, min(module.MAX_PLAYERS, 4) + 1):
        state = module.new_game(n)
        for _ in range(400):
            if module.is_over(state):
                break
            fields = [f.name for f in dataclasses.fields(state)]
            donor = module.new_game(n)
            for name in rng.sample(fields, 3):  # a real other value where the fresh game differs
                changes = {name: getattr(donor, name)}
                quick, slow = evolve(state, **changes), dataclasses.replace(state, **changes)
                assert quick == slow and hash(quick) == hash(slow) and type(quick) is type(slow)
                assert quick.__dict__ == slow.__dict__
                checked += 1
            seat = module.to_act(state)[0]
            if seat == CHANCE:
                action = module.sample_chance(state, rng)
            else:
                action = rng.choice(module.legal_actions(state, seat))
            state = module.apply(state, seat, action).state
    assert checked > 100


def test_an_unknown_field_is_refused_and_the_state_is_left_alone() -> None:
    import game.take5 as t5

    state = t5.new_game(3)
    before = dict(state.__dict__)
    with pytest.raises(TypeError, match="no field colour"):
        evolve(state, colour="red")
    assert state.__dict__ == before
    assert evolve(state).__dict__ == before and evolve(state) is not state
