"""A tournament's games on disk, one JSON line each, so a long line can stop and go on later.

A 500-game expert line takes hours; with `--record FILE` every finished game is appended at
once, and a later run with the same settings plays only the games the file lacks. Each game's
seed is `seed/index`, so a line played in pieces gives the same games as one played at once.

The first line says what the games are (game, seats, seed, options, expert settings); a run with
other settings is refused rather than mixed in. A last line cut off by a kill is dropped (that
game is played again); any other damage is refused with one line.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from game.core import IllegalAction

FORMAT = "tumble-table tournament record 1"
MAX_BYTES = 256 * 2**20  # a 500-game line is about 1.3 MB


def header(game_id: str, seats: list[str], seed: int, options: dict[str, Any], expert: str,
           search: dict[str, Any] | None = None) -> dict[str, Any]:
    """What makes two runs' games the same games. `search` is the expert's whole effective
    setting (when an expert sits in), so a changed default is caught, not only a changed
    `--expert`; the bots' code itself is trusted to be the same."""
    head = {"format": FORMAT, "game": game_id, "seats": list(seats), "seed": seed,
            "options": {k: options[k] for k in sorted(options)}, "expert": expert}
    if search is not None:
        head["search"] = search
    return head


@contextlib.contextmanager
def held(path: Path) -> Iterator[None]:
    """One run at a time per record: a second would play the same games and write over the
    first's lines. The lock goes with the process, so a killed run never leaves it behind."""
    try:
        import fcntl
    except ImportError:  # not POSIX: no lock, as before
        yield
        return
    try:
        lock = path.with_name(path.name + ".lock").open("a")
    except OSError as exc:
        raise IllegalAction(f"record {path} cannot be opened ({exc})") from exc
    with lock:
        try:
            fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            raise IllegalAction(f"record {path} is in use by another run; wait for it or stop it "
                                "(its standings are in that run's output)") from exc
        yield


def load(path: Path, head: dict[str, Any], *, write: bool = True) -> dict[int, dict[str, Any]]:
    """The games recorded so far, by index; starts the file when there is none, and drops a cut-off
    last line (only reads, with `write=False`, for a look while a run is adding to it)."""
    if not path.exists():
        if not write:
            raise IllegalAction(f"record {path} does not exist")
        _write(path, [json.dumps(head)])
        return {}
    found, games, kept = _read(path)
    if found is None:  # an empty file: a run was stopped before its first line
        if write:
            _write(path, [json.dumps(head)])
        return {}
    if found != head:
        raise IllegalAction(f"record {path} holds other games (its first line is not "
                            f"{head['game']} --seats {','.join(head['seats'])} --seed {head['seed']} "
                            "with these options); give another file")
    if write and kept is not None:
        _write(path, kept)
    return games


def read(path: Path) -> tuple[dict[str, Any], dict[int, dict[str, Any]]]:
    """(what the games are, the games by index) of an existing record, to compare or report."""
    found, games, _ = _read(path)
    if found is None:
        raise IllegalAction(f"record {path} is empty")
    return found, games


def _read(path: Path) -> tuple[dict[str, Any] | None, dict[int, dict[str, Any]], list[str] | None]:
    """(first line, games by index, the lines to write back when a cut-off last line was dropped,
    else None). Damage anywhere else is refused in one line."""
    try:
        if path.stat().st_size > MAX_BYTES:
            raise IllegalAction(f"record {path} is over {MAX_BYTES // 2**20} MB; not a record of ours")
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise IllegalAction(f"record {path} cannot be read ({exc})") from exc
    if not lines:
        return None, {}, None
    try:
        found = json.loads(lines[0])
    except json.JSONDecodeError:
        found = None
    seats = found.get("seats") if isinstance(found, dict) and found.get("format") == FORMAT else None
    if not isinstance(seats, list) or not seats:
        raise IllegalAction(f"{path} is not a tournament record (its first line says nothing of seats)")
    games: dict[int, dict[str, Any]] = {}
    for number, line in enumerate(lines[1:], start=2):
        result = _parse(line, len(seats))
        if result is None:
            if number == len(lines):  # cut off mid-write by a kill: that game is played again
                return found, games, lines[:-1]
            raise IllegalAction(f"record {path} line {number} is not a game result")
        games[result["index"]] = result
    return found, games, None


def append(path: Path, result: dict[str, Any]) -> None:
    """Add one finished game, flushed to disk before the next game starts."""
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(result) + "\n")
        out.flush()
        os.fsync(out.fileno())


def _parse(line: str, seats: int) -> dict[str, Any] | None:
    try:
        result = json.loads(line)
    except json.JSONDecodeError:
        return None
    if not isinstance(result, dict) or not isinstance(result.get("index"), int):
        return None
    entries = result.get("entries")
    if not isinstance(entries, list) or len(entries) != seats:
        return None
    for entry in entries:
        if not (isinstance(entry, dict) and isinstance(entry.get("win"), int | float)
                and isinstance(entry.get("score"), int | float)
                and isinstance(entry.get("metrics"), dict) and isinstance(entry.get("times"), list)):
            return None
    return result


def _write(path: Path, lines: list[str]) -> None:
    """Replace the file whole, so a kill never leaves half of it."""
    part = path.with_name(path.name + ".part")
    part.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    part.replace(path)
