"""Take It or Leave It with Looney Pyramids: a press-your-luck game for 2 to 6 players.

Players draw pyramids by size from a bag into a shared pot, and take the pot (or half of it when
offered) before the third black pyramid ends the round. Nothing is hidden.
"""

from game.core import GameInfo
from game.take_it_pyramids.invariants import check_invariants
from game.take_it_pyramids.notation import action_text, parse_action
from game.take_it_pyramids.pieces import (
    ALL_PYRAMIDS,
    COLORS,
    SIZES,
    PotValue,
    Pyramid,
    black_risk_of,
    color_name,
    pot_value,
    pyramid,
)
from game.take_it_pyramids.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    TITLE,
    apply,
    bag_counts,
    black_risk,
    chance_outcomes,
    cycles_for,
    determinize,
    is_over,
    legal_actions,
    new_game,
    pot,
    sample_chance,
    scores,
    to_act,
    view,
    winners,
)
from game.take_it_pyramids.state import Color, Draw, Leave, Options, Phase, State, Take

# Everything is on the table; the most points wins.
INFO = GameInfo(TITLE, MIN_PLAYERS, MAX_PLAYERS, hidden_information=False)

__all__ = [
    "ALL_PYRAMIDS",
    "COLORS",
    "INFO",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "SIZES",
    "TITLE",
    "Color",
    "Draw",
    "Leave",
    "Options",
    "Phase",
    "PotValue",
    "Pyramid",
    "State",
    "Take",
    "action_text",
    "apply",
    "bag_counts",
    "black_risk",
    "black_risk_of",
    "chance_outcomes",
    "check_invariants",
    "color_name",
    "cycles_for",
    "determinize",
    "is_over",
    "legal_actions",
    "new_game",
    "parse_action",
    "pot",
    "pot_value",
    "pyramid",
    "sample_chance",
    "scores",
    "to_act",
    "view",
    "winners",
]
