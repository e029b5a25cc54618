"""What the store reads back is checked before anything shows it.

The database is a file in the user's folder: a hand-edited row (a name that is a number or draws
nothing, a game nobody knows, a score that is text, a record whose scores are not what its moves
give) must never fault a screen or put odd text on it. A row that fails is skipped (one line in
the log, once per row) and the rest of the history stands.
"""

from __future__ import annotations

import json
import logging
import math
from functools import lru_cache
from typing import Any

from game import GAMES
from game.core import IllegalAction, replay
from scenes.records.players import NAME_LIMIT, check_name
from scenes.shell.saves import SEATS, record_schema
from scenes.ui.names import is_clean

log = logging.getLogger("tumble_table.records")
_told: set[str] = set()


def skipped(what: str, why: str) -> None:
    """Log a skipped row once (a screen asks for the same rows every time it opens)."""
    if what not in _told:
        _told.add(what)
        log.warning("the game-night database: %s is skipped (%s)", what, why)


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@lru_cache(maxsize=4096)
def _record_problem(text: str, moves: bool) -> str | None:
    """None for a record that is whole (the record schema, a known game, one score per seat and,
    with `moves`, scores that are what replaying its moves gives), else why not. Cached: the text
    is the key."""
    try:
        record = json.loads(text)
    except (ValueError, TypeError, RecursionError):
        return "its record is not JSON"
    problem = record_schema().problem(record, "the record")
    if problem:
        return problem
    game = GAMES.get(record["game"])
    if game is None:
        return f"it is of an unknown game {str(record['game'])[:40]!r}"
    scores = record.get("scores")
    players = record["players"]
    if not isinstance(scores, list) or len(scores) != len(players) or not all(is_int(s) for s in scores):
        return "its scores are not one whole number per seat"
    if not game.MIN_PLAYERS <= len(players) <= game.MAX_PLAYERS:
        return f"it has {len(players)} seats"
    if not moves:
        return None
    try:
        state = replay(record)
    except (IllegalAction, KeyError, ValueError, TypeError, IndexError):
        return "its moves do not replay"
    if not game.is_over(state) or [int(s) for s in game.scores(state)] != scores:
        return "its scores are not what its moves give"
    return None


def stored_record(text: Any, where: str, moves: bool = True) -> dict[str, Any] | None:
    """The record of a stored game, or None (logged) when it is not whole. `moves=False` skips
    replaying it (about 10 ms a game): a player's page reads every game they ever played."""
    problem = _record_problem(text, moves) if isinstance(text, str) else "its record is not text"
    if problem:
        skipped(where, problem)
        return None
    value: dict[str, Any] = json.loads(text)
    return value


def stored_options(text: Any) -> dict[str, Any] | None:
    try:
        value = json.loads(text) if isinstance(text, str) else None
    except (ValueError, TypeError, RecursionError):
        return None
    if not isinstance(value, dict):
        return None
    fine = all(isinstance(k, str) and (isinstance(v, (bool, str)) or is_int(v)) for k, v in value.items())
    return value if fine else None


def game_row_problem(ended: Any, game: Any, options: Any) -> str | None:
    if not isinstance(game, str) or game not in GAMES:
        return f"it is of an unknown game {str(game)[:40]!r}"
    if not isinstance(ended, (int, float)) or isinstance(ended, bool) or not math.isfinite(ended) \
            or not 0 <= ended < 1e11:
        return "its time is not a time"
    if stored_options(options) is None:
        return "its options are not options"
    return None


def seat_problem(name: Any, kind: Any, player: Any, score: Any, place: Any, seats: int) -> str | None:
    """None for a seat row a screen may show: a clean name, a known seat kind, whole numbers."""
    if not isinstance(name, str) or not is_clean(name) or len(name) > 64:
        return "a seat's name cannot be shown"
    if kind not in SEATS:
        return "a seat's kind is unknown"
    if not (player is None or is_int(player)) or not is_int(score) or not is_int(place) or not 1 <= place <= seats:
        return "a seat's numbers are not numbers"
    return None


def player_problem(pid: Any, name: Any, colour: Any, emblem: Any) -> str | None:
    """None for a saved player's row as the store writes it."""
    if not is_int(pid) or not is_int(colour) or not is_int(emblem) or not isinstance(name, str):
        return "its numbers are not numbers"
    if len(name) > NAME_LIMIT or check_name(name) is not None or name != " ".join(name.split()):
        return "its name cannot be shown"
    return None


def fine_player(row: tuple[Any, ...]) -> bool:
    """A players row (id, name, colour, emblem) that may be shown; else skipped (logged)."""
    problem = player_problem(*row)
    if problem:
        skipped(f"player {row[0]!r}", problem)
    return problem is None


def fine_game(row: tuple[Any, ...]) -> bool:
    """A games row (id, ended, game, options, night) that may be shown; else skipped (logged)."""
    gid, ended, game, options, _night = row
    problem = game_row_problem(ended, game, options)
    if problem:
        skipped(f"game {gid!r}", problem)
    return problem is None
