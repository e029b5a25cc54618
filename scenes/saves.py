"""The autosave: the running game's record, written after every action.

The record format is the one from DESIGN.md, so resuming is just replaying it. A save that cannot
be read or replayed is set aside (`autosave.json.bad`) and the menu says so.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

from game.core import IllegalAction, replay
from scenes import storage

log = logging.getLogger("tumble_table.saves")


class SaveStore:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder

    @property
    def path(self) -> Path:
        return (self.folder or storage.data_dir()) / "autosave.json"

    def write(self, record: dict[str, Any]) -> None:
        try:
            storage.write_json_atomic(self.path, record)
        except OSError as exc:
            log.warning("could not autosave: %s", exc)

    def clear(self) -> None:
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.warning("could not remove the autosave: %s", exc)

    def load(self) -> tuple[dict[str, Any] | None, bool]:
        """(record, damaged): the resumable record if any; damaged when one was set aside."""
        try:
            record = storage.read_json(self.path)
        except storage.Damaged:
            return None, True
        if record is None:
            return None, False
        try:
            state = replay(record)
        except (IllegalAction, KeyError, TypeError, ValueError, AttributeError):
            storage.set_aside(self.path)
            return None, True
        from game import GAMES

        if GAMES[record["game"]].is_over(state):
            self.clear()
            return None, False
        return record, False
