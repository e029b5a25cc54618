"""Pyramid Power: place triangle tiles so touching sides match colours (1-4 players).

The public names are the rules-core contract (see game/core.py) plus `placement_score`, the
helper a screen uses to say whether and how well a tile fits a cell.
"""

from __future__ import annotations

from game.core import GameInfo
from game.pyramid_power.invariants import check_invariants
from game.pyramid_power.notation import action_text, parse_action
from game.pyramid_power.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    TITLE,
    apply,
    chance_outcomes,
    determinize,
    is_over,
    legal_actions,
    match_metrics,
    new_game,
    placement_score,
    sample_chance,
    scores,
    to_act,
    view,
    winners,
)
from game.pyramid_power.state import Deal, Draw, Options, Phase, Place, Placed, State, Supply

# Hands lie open on the table; the most points wins.
INFO = GameInfo(TITLE, MIN_PLAYERS, MAX_PLAYERS, hidden_information=False)

__all__ = [
    "INFO",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "TITLE",
    "Deal",
    "Draw",
    "Options",
    "Phase",
    "Place",
    "Placed",
    "State",
    "Supply",
    "action_text",
    "apply",
    "chance_outcomes",
    "check_invariants",
    "determinize",
    "is_over",
    "legal_actions",
    "match_metrics",
    "new_game",
    "parse_action",
    "placement_score",
    "sample_chance",
    "scores",
    "to_act",
    "view",
    "winners",
]
