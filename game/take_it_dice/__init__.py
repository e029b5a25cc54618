"""Take It or Leave It, dice edition: draft dice from a shared tray to complete combo cards.

The package follows the rules-core contract (game/core.py): pure functions over immutable
states, chance as a player, notation both ways, views for hidden hands, and bots in `bots.py`.
`best_assignment(cards, dice)` scores a hand exactly (see solver.py).
"""

from __future__ import annotations

from game.core import GameInfo
from game.take_it_dice.invariants import check_invariants
from game.take_it_dice.notation import action_text, parse_action
from game.take_it_dice.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    apply,
    chance_outcomes,
    determinize,
    is_over,
    legal_actions,
    new_game,
    sample_chance,
    scores,
    to_act,
    view,
    winners,
)
from game.take_it_dice.solver import Assignment, Placement, best_assignment
from game.take_it_dice.state import EDITIONS, Options, Phase, State

TITLE = "Take It or Leave It: Dice"
# Combo and action cards in hand are private; the most points wins.
INFO = GameInfo(TITLE, MIN_PLAYERS, MAX_PLAYERS, hidden_information=True)


def match_metrics(state: State) -> dict[str, tuple[float, ...]]:
    """Per seat: points from completed cards and minus chips over the game."""
    from game.take_it_dice.rules import points

    return {"points": tuple(float(p) for p in points(state)),
            "minus": tuple(float(m) for m in state.minus)}


def record_metrics(actions: list, num_players: int) -> dict[str, tuple[float, ...]]:
    """Per seat, from the recorded moves: the share of rounds in which the seat took at least
    one die (`took_share`), and how many action cards of each kind it played (`play_<kind>`)."""
    from game.take_it_dice.cards import ACTION_CARDS

    n = num_players
    rounds, took_rounds = 0, [0] * n
    took = [False] * n
    kinds = {f"play_{k}": [0.0] * n for k in sorted(set(ACTION_CARDS.values()))}
    for player, text in actions:
        words = text.split()
        if words[0] == "cast":
            if rounds:
                took_rounds = [t + int(x) for t, x in zip(took_rounds, took, strict=True)]
            rounds += 1
            took = [False] * n
        elif words[0] == "take":
            took[player] = True
        elif words[0] == "play":
            kinds[f"play_{ACTION_CARDS[words[1]]}"][player] += 1
    if rounds:
        took_rounds = [t + int(x) for t, x in zip(took_rounds, took, strict=True)]
    share = tuple(t / rounds if rounds else 0.0 for t in took_rounds)
    return {"took_share": share, **{k: tuple(v) for k, v in kinds.items()}}


__all__ = [
    "EDITIONS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "TITLE",
    "Assignment",
    "Options",
    "Phase",
    "Placement",
    "State",
    "action_text",
    "apply",
    "best_assignment",
    "chance_outcomes",
    "check_invariants",
    "determinize",
    "is_over",
    "legal_actions",
    "match_metrics",
    "new_game",
    "parse_action",
    "record_metrics",
    "sample_chance",
    "scores",
    "to_act",
    "view",
    "winners",
]
