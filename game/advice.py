"""What a hint says: the medium bot's move for a player, with one reason taken from the state.

Each game has `game.<id>.advice.advise(state, player) -> Advice`. It is pure and deterministic:
the medium bot is made afresh with a fixed seed for every call, so the same state always gives
the same move, and the reason is computed from the state by the rules core (never guessed on
screen). The screen turns `reason` and `facts` into words (`hint.<id>.<reason>` keys).
"""

from __future__ import annotations

import dataclasses
import importlib
from typing import Any

from game.core import derive_seed


@dataclasses.dataclass(frozen=True)
class Advice:
    """A suggested move and why: `reason` names the kind of reason, `facts` fill its words."""

    action: Any
    reason: str
    facts: tuple[tuple[str, Any], ...] = ()

    def fact(self, name: str) -> Any:
        return dict(self.facts)[name]


def medium_bot(game_id: str, player: int) -> Any:
    """A fresh medium bot, seeded the same way every time (so a state always gets one move)."""
    bots = importlib.import_module(f"game.{game_id}.bots")
    return bots.make_bot("medium", derive_seed("advice", game_id, player))


def medium_move(game_id: str, view_state: Any, player: int) -> Any:
    """The medium bot's move for `player`, from a bot seeded the same way every time."""
    return medium_bot(game_id, player).choose(view_state, player)
