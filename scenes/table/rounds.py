"""The totals after each round of a finished game, read from its record by the rules core.

The results screen shows a round-by-round table where a game has rounds. Nothing is decided
here: the record is replayed through the core, and every event that closes a round (it carries
a round number and every seat's running totals) gives one row.
"""

from __future__ import annotations

from typing import Any

from game.core import IllegalAction, game_module, options_from_dict


def round_totals(record: dict[str, Any]) -> list[tuple[int, ...]]:
    """Each round's running totals, in order; [] for a game without rounds or a bad record."""
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
                    rows.append(tuple(int(t) for t in totals))
        return rows
    except (IllegalAction, KeyError, ValueError, TypeError):
        return []


def round_points(record: dict[str, Any]) -> list[tuple[int, ...]]:
    """What each seat made in each round. Some cores report running totals at a round's end
    (they end at the final scores), others each round's own result; both become per-round rows."""
    totals = round_totals(record)
    if not totals or totals[-1] != tuple(record.get("scores") or ()):
        return totals
    out = []
    before: tuple[int, ...] | None = None
    for row in totals:
        out.append(row if before is None else tuple(a - b for a, b in zip(row, before, strict=True)))
        before = row
    return out


def ranks(scores: list[int], low_wins: bool) -> list[int]:
    """Competition ranks (1, 1, 3 …): equal scores share a place, so ties show as ties."""
    return [1 + sum(1 for t in scores if (t < s if low_wins else t > s)) for s in scores]
