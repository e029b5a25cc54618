"""Solitaire best scores, kept per option set in the user's data folder.

The file holds {"format": 1, "tables": {"wild_tile=True": [{"score", "name", "cleared", "date"}, ...]}},
best first, at most `KEEP` rows per option set. A damaged file is set aside and a new one begun.
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path
from typing import Any

from scenes.shell import storage

FILE_NAME = "pyramid_power_best.json"
KEEP = 8


def path() -> Path:
    return storage.data_dir() / FILE_NAME


def option_key(options: dict[str, Any]) -> str:
    """One key per option set, e.g. "wild_tile=True"."""
    return ",".join(f"{k}={options[k]}" for k in sorted(options)) or "default"


def load() -> dict[str, list[dict[str, Any]]]:
    try:
        data = storage.read_json(path())
    except storage.Damaged:
        return {}
    if not isinstance(data, dict) or not isinstance(data.get("tables"), dict):
        return {}
    tables: dict[str, list[dict[str, Any]]] = {}
    for key, rows in data["tables"].items():
        if isinstance(rows, list):
            tables[str(key)] = [r for r in rows if isinstance(r, dict) and isinstance(r.get("score"), int)]
    return tables


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
    with contextlib.suppress(OSError):
        storage.write_json_atomic(path(), {"format": 1, "tables": tables})
    place = next((i for i, r in enumerate(rows) if r is row), None)
    return rows, place
