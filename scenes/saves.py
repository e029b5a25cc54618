"""The autosave: the running game's record, written after every action.

The record format is the one from DESIGN.md, so resuming is just replaying it. A save that cannot
be read or replayed is set aside (`autosave.json.bad`) and the menu says so.
"""

from __future__ import annotations

import contextlib
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
        """(record, damaged): the resumable record if any; damaged when one was set aside.

        Truncated or garbled JSON, another program's file, a record of a game this install does
        not have, or moves that no longer apply: all are set aside, so the menu always opens.
        A finished game's record is simply removed (there is nothing to continue).
        """
        self._sweep_temporaries()
        try:
            record = storage.read_json(self.path)
        except storage.Damaged:
            return None, True
        if record is None:
            return None, False
        try:
            state = replay(record)
            from game import GAMES

            over = bool(GAMES[record["game"]].is_over(state))
        except (IllegalAction, KeyError, TypeError, ValueError, AttributeError, IndexError,
                RecursionError) as exc:
            log.warning("the autosave cannot be replayed (%s); setting it aside", exc)
            try:
                storage.set_aside(self.path)
            except OSError as exc2:
                log.warning("could not set the autosave aside: %s", exc2)
            return None, True
        if over:
            self.clear()
            return None, False
        return record, False

    def _sweep_temporaries(self) -> None:
        """Remove half-written temporary files a killed process left beside the autosave."""
        folder = self.path.parent
        if not folder.is_dir():
            return
        for tmp in folder.glob(self.path.name + ".*.tmp"):
            with contextlib.suppress(OSError):
                tmp.unlink()
