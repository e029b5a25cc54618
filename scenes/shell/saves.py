"""The autosave: the running game's record, written after every action.

The record format is the one from DESIGN.md, so resuming is just replaying it. A save that cannot
be read or replayed is set aside (`autosave.json.bad`) and the menu says so.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import threading
from pathlib import Path
from typing import Any

from game.core import IllegalAction, replay
from scenes.shell import storage

log = logging.getLogger("tumble_table.saves")


class SaveStore:
    """The autosave file. Writes happen on a small worker thread: a write flushes to disk
    (fsync), which can take 10–20 ms, and must never cost a frame. Each write is a snapshot of
    the record taken at once, and a newer snapshot replaces an unwritten older one."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder
        self._pending: tuple[Path, str] | None = None
        self._lock = threading.Condition()
        self._busy = False
        self._thread: threading.Thread | None = None

    @property
    def path(self) -> Path:
        return (self.folder or storage.data_dir()) / "autosave.json"

    def write(self, record: dict[str, Any]) -> None:
        text = json.dumps(record, indent=1)  # the snapshot: later moves do not leak into it
        with self._lock:
            self._pending = (self.path, text)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._drain, name="autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _drain(self) -> None:
        while True:
            with self._lock:
                if self._pending is None:
                    self._busy = False
                    self._lock.notify_all()
                    self._lock.wait(timeout=5.0)
                    if self._pending is None:
                        self._thread = None
                        return
                path, text = self._pending
                self._pending = None
                self._busy = True
            try:
                storage.write_text_atomic(path, text)
            except OSError as exc:
                log.warning("could not autosave: %s", exc)

    def flush(self) -> None:
        """Wait until every snapshot handed to `write` is on disk."""
        with self._lock:
            while self._pending is not None or self._busy:
                if self._thread is None or not self._thread.is_alive():
                    break
                self._lock.wait(timeout=1.0)
        if self._pending is not None:  # no worker left: write it here
            path, text = self._pending
            self._pending = None
            storage.write_text_atomic(path, text)

    def clear(self) -> None:
        self.flush()
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
        self.flush()
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
