"""A computer player built on the search: what each game's "expert" level is.

A game's bots.py only says which rollout policy, which candidate moves and how much budget;
the search itself is the same for every game.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.core import Rng
from game.search.ismcts import ISMCTS, Candidates, Evaluate, Finish, Policy, SearchConfig, Stop
from game.search.values import GameSpread


def bot_policy(module: Any, bot: Any) -> Policy:
    """A rollout policy from an ordinary bot: it sees only the view of the seat it plays for,
    as it would at the table (the medium bot is the usual choice: quick and sensible)."""
    def policy(state: Any, seat: int, rng: Rng) -> Any:
        return bot.choose(module.view(state, seat), seat)
    return policy


class SearchBot:
    """Chooses by ISMCTS from the view; deterministic for its seed."""

    def __init__(self, module: Any, seed: int, config: SearchConfig | None = None,
                 policy: Policy | None = None, candidates: Candidates | None = None,
                 stop: Stop | None = None, evaluate: Evaluate | None = None,
                 finish: Finish | None = None, budget: Callable[[Any], int] | None = None,
                 guide: Any = None, spread: GameSpread | None = None) -> None:
        self.module = module
        self.guide = guide  # a bot whose move the search keeps unless it finds a clearly better one
        self.budget = budget  # iterations for a view (e.g. fewer at big tables), else the config's
        self.rng = random.Random(seed)
        self.search = ISMCTS(module, config, policy, candidates, stop, evaluate, finish, spread)

    def choose(self, view_state: Any, player: int) -> Any:
        iterations = self.budget(view_state) if self.budget is not None else None
        proposal = self.guide.choose(view_state, player) if self.guide is not None else None
        return self.search.choose(view_state, player, self.rng, iterations, proposal)
