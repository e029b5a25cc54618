"""The totals after each round of a finished game, read from its record by the rules core.

The results screen shows a round-by-round table where a game has rounds. Nothing is decided
here: the record is replayed through the core, and every event that closes a round (it carries
a round number and every seat's running totals) gives one row.
"""

from __future__ import annotations

from typing import Any

from game.core import IllegalAction, game_module, options_from_dict


def round_totals(record: dict[str, Any]) -> list[tuple[int, ...]]:
    """The core's scores after each round, in order; [] for a game without rounds or a bad record.

    A round ends with an event that carries the round number and every seat's totals; the row is
    the core's own `scores` at that moment, so whatever a seat paid during the round (a dice
    game's fix-black chip) is in it."""
    try:
        module = game_module(str(record["game"]))
        n = len(record["players"])
        state = module.new_game(n, options_from_dict(module.Options, record.get("options")))
        rows: list[tuple[int, ...]] = []
        for player, text in record["actions"]:
            step = module.apply(state, player, module.parse_action(state, player, text))
            state = step.state
            for event in step.events:
                totals = getattr(event, "totals", None)
                closes_round = hasattr(event, "round") or hasattr(event, "round_number")
                if closes_round and isinstance(totals, tuple) and len(totals) == n:
                    rows.append(tuple(int(s) for s in module.scores(state)))
                    break
        return rows
    except (IllegalAction, KeyError, ValueError, TypeError):
        return []


def round_points(record: dict[str, Any]) -> list[tuple[int, ...]]:
    """What each seat made in each round: the change of its score over the round. Points that
    come after the last round (a bonus at the game's end) count in the last round's column, so
    the columns always add up to the final scores."""
    totals = round_totals(record)
    final = tuple(int(s) for s in record.get("scores") or ())
    if not totals or len(final) != len(totals[0]):
        return []
    out = []
    before = (0,) * len(final)
    for row in totals:
        out.append(tuple(a - b for a, b in zip(row, before, strict=True)))
        before = row
    out[-1] = tuple(x + f - b for x, f, b in zip(out[-1], final, before, strict=True))
    return out


def ranks(scores: list[int], low_wins: bool) -> list[int]:
    """Competition ranks (1, 1, 3 …): equal scores share a place, so ties show as ties."""
    return [1 + sum(1 for t in scores if (t < s if low_wins else t > s)) for s in scores]
