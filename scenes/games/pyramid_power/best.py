"""Solitaire best scores, kept per option set in the user's data folder.

The file holds {"format": 1, "tables": {"wild_tile=True": [{"score", "name", "cleared", "date"}, ...]}},
best first, at most `KEEP` rows per option set. A damaged file is set aside (through json_files) and a new one begun.
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path
from typing import Any

from scenes.shell import json_files, storage

FILE_NAME = "pyramid_power_best.json"
KEEP = 8


def path() -> Path:
    return storage.data_dir() / FILE_NAME


def option_key(options: dict[str, Any]) -> str:
    """One key per option set, e.g. "wild_tile=True"."""
    return ",".join(f"{k}={options[k]}" for k in sorted(options)) or "default"


def _schema() -> json_files.Schema:
    row = json_files.Obj(required={"score": json_files.Int(-10**9, 10**9), "name": json_files.Str(200),
                                   "cleared": json_files.Bool(), "date": json_files.Str(40)})
    return json_files.Obj(required={"tables": json_files.Obj(values=json_files.List(row, hi=100))})


def load() -> dict[str, list[dict[str, Any]]]:
    """The tables by option key; a file that does not fit is set aside and the tables start empty."""
    data, _ = json_files.load_own(path(), _schema())
    if data is None:
        return {}
    return {str(key): list(rows) for key, rows in data["tables"].items()}


def add(options: dict[str, Any], score: int, name: str, cleared: bool) -> tuple[list[dict[str, Any]], int | None]:
    """Add a finished game; returns the option set's table and the new row's place (None if not kept)."""
    tables = load()
    key = option_key(options)
    rows = tables.get(key, [])
    row = {"score": int(score), "name": name, "cleared": bool(cleared), "date": time.strftime("%Y-%m-%d")}
    rows.append(row)
    rows.sort(key=lambda r: -r["score"])  # stable: an older equal score stays ahead
    rows = rows[:KEEP]
    tables[key] = rows
    if storage.saving_paused():  # another program holds this home
        return rows, place_of(rows, row)
    with contextlib.suppress(OSError):
        storage.write_json_atomic(path(), {"format": 1, "tables": tables})
    return rows, place_of(rows, row)


def place_of(rows: list[dict[str, Any]], row: dict[str, Any]) -> int | None:
    return next((i for i, r in enumerate(rows) if r is row), None)
