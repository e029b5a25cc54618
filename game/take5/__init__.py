"""Take 5 (6 nimmt!): 104 cards, simultaneous picks, rows of five, lowest bullhead total wins."""

from __future__ import annotations

from game.core import GameInfo

from .cards import BULLHEADS, bullheads
from .invariants import check_invariants
from .notation import action_text, parse_action
from .rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    apply,
    chance_outcomes,
    is_over,
    legal_actions,
    match_metrics,
    new_game,
    sample_chance,
    scores,
    target_row,
    to_act,
    winners,
)
from .state import HIDDEN, Deal, Options, Phase, Play, State, TakeRow
from .view import determinize, unseen_cards, view

TITLE = "Take 5"
# Hands and this turn's picks are private; bullheads are penalty points, so the lowest total wins.
INFO = GameInfo(TITLE, MIN_PLAYERS, MAX_PLAYERS, hidden_information=True, lowest_score_wins=True)

__all__ = [
    "BULLHEADS",
    "HIDDEN",
    "INFO",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "TITLE",
    "Deal",
    "Options",
    "Phase",
    "Play",
    "State",
    "TakeRow",
    "action_text",
    "apply",
    "bullheads",
    "chance_outcomes",
    "check_invariants",
    "determinize",
    "is_over",
    "legal_actions",
    "match_metrics",
    "new_game",
    "parse_action",
    "sample_chance",
    "scores",
    "target_row",
    "to_act",
    "unseen_cards",
    "view",
    "winners",
]
