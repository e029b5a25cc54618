"""The night's awards: facts read from finished games' records, never made up.

Each game that has awards keeps them beside its core (`game/<id>/awards.py`): a table `AWARDS`
of what it rewards ("most" or "fewest" wins it) and `facts(steps, num_players)`, which reads the
events a replay of one record produces and gives every seat's figure for each award. Here the
records are replayed and the night's best figure of each award is found, with everyone who
reached it (a tie is shared, never broken by chance). Pure: no clock, no files.

Who may hold an award is the caller's to say (`may_hold`): the night's recap is about its saved
players, so a bot's figure never wins there (scenes/records/night.py).
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from game.core import IllegalAction, Step, game_module, options_from_dict


@dataclass(frozen=True)
class Fact:
    """One seat's figure for one award in one game (e.g. 0 bullheads in a round)."""

    award: str
    seat: int
    value: int


@dataclass(frozen=True)
class Award:
    """The night's best figure for one award and who reached it: (game index, seat) pairs."""

    award: str
    game_id: str
    value: int
    holders: tuple[tuple[int, int], ...]


def replay_steps(record: dict[str, Any]) -> Iterator[tuple[int, Step]]:
    """Every (player, step) of a record, in order, as the core resolves them (IllegalAction when a
    line does not apply; the store only keeps records that replay)."""
    module = game_module(str(record["game"]))
    n = len(record["players"])
    state = module.new_game(n, options_from_dict(module.Options, record.get("options")))
    for player, text in record["actions"]:
        step = module.apply(state, player, module.parse_action(state, player, text))
        state = step.state
        yield player, step


def awards_module(game_id: str) -> Any | None:
    """The game's awards table and reader, or None for a game without awards."""
    name = f"game.{game_id}.awards"
    try:
        return importlib.import_module(name) if importlib.util.find_spec(name) else None
    except ModuleNotFoundError:
        return None


def game_facts(record: dict[str, Any]) -> list[Fact]:
    """Every seat's figures for the game's awards, read from a replay of its record; [] when the
    game has no awards or the record does not replay."""
    module = awards_module(str(record.get("game")))
    if module is None:
        return []
    try:
        return list(module.facts(replay_steps(record), len(record["players"])))
    except (IllegalAction, KeyError, ValueError, TypeError):
        return []


def night_awards(records: Sequence[dict[str, Any]],
                 may_hold: Callable[[int, int], bool] | None = None) -> list[Award]:
    """The best figure of each award over the night's records (in the order the games define
    them), with every (game index, seat) that reached it; only seats for which
    `may_hold(game index, seat)` is true compete (all of them when it is None)."""
    best: dict[str, Award] = {}
    order: list[str] = []
    for index, record in enumerate(records):
        module = awards_module(str(record.get("game")))
        if module is None:
            continue
        for fact in game_facts(record):
            kind = module.AWARDS.get(fact.award)
            if kind is None or (may_hold is not None and not may_hold(index, fact.seat)):
                continue
            if fact.award not in best:
                order.append(fact.award)
                best[fact.award] = Award(fact.award, str(record["game"]), fact.value, ((index, fact.seat),))
                continue
            held = best[fact.award]
            better = fact.value > held.value if kind == "most" else fact.value < held.value
            if better:
                best[fact.award] = Award(fact.award, held.game_id, fact.value, ((index, fact.seat),))
            elif fact.value == held.value and (index, fact.seat) not in held.holders:
                best[fact.award] = Award(fact.award, held.game_id, held.value,
                                         (*held.holders, (index, fact.seat)))
    return [best[a] for a in order]
