"""The autosave: the running game's record, written after every action.

The record format is the one from DESIGN.md, so resuming is just replaying it. A save that cannot
be read, does not fit the record schema, or does not replay is set aside (`autosave.json.bad`)
and the menu says so; one that passes all that and still fails when continued is set aside by
the crash guard (`set_aside_now`), so Continue is never offered twice for a save that cannot work.
While another program holds the home (see home_lock), the store reads but never writes.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import threading
from pathlib import Path
from typing import Any

from game.core import BOT_LEVELS, MAX_STEPS, replay
from scenes.shell import json_files, storage
from scenes.shell.json_files import Bool, Either, Int, List, Obj, Str, Tuple
from scenes.ui.names import is_clean

log = logging.getLogger("tumble_table.saves")

SEATS = ("human", *BOT_LEVELS, "phone")  # as cli.SEAT_KINDS: a person, a bot level, a phone


class CleanName(json_files.Schema):
    """A player's name as scenes/ui/names.py gives it (something visible, normalised, at most 20
    graphemes): a name that draws nothing once faulted the table that showed it."""

    def problem(self, value: Any, where: str) -> str | None:
        found = Str(200).problem(value, where)
        if found is None and not is_clean(value):
            return f"{where} is not a name that can be shown ({_show_name(value)})"
        return found


def _show_name(value: str) -> str:
    """The name with every character a reader cannot see spelled out (U+200B), for the one line."""
    text = value.encode("unicode_escape", "backslashreplace").decode("ascii")
    return json.dumps(text[:40])[1:-1]


def record_schema() -> json_files.Schema:
    """The shape of a game record (autosave and `--record`/`--replay` files), checked before any
    replay so a scene never meets a name that is a number or a seat nobody knows."""
    player = Obj(required={"name": CleanName(), "seat": Str(choices=SEATS)})
    return Obj(required={"format": Int(), "game": Str(60), "players": List(player, 1, 64),
                         "actions": List(Tuple(Int(-1, 63), Str(4000)), hi=MAX_STEPS)},
               optional={"options": Obj(values=Either(Bool(), Int(), Str(200))),
                         "seed": Either(Int(), Str(200))})


def replayed(record: dict[str, Any]) -> tuple[Any, bool]:
    """(state, over) of a schema-checked record; any exception means it cannot be continued."""
    from game import GAMES

    state = replay(record)
    return state, bool(GAMES[record["game"]].is_over(state))


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
        self._ignored: tuple[int, int] | None = None  # a bad save left in place (saving paused)

    @property
    def path(self) -> Path:
        return (self.folder or storage.data_dir()) / "autosave.json"

    def write(self, record: dict[str, Any]) -> None:
        if storage.saving_paused():
            return
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
            try:
                storage.write_text_atomic(path, text)
            except OSError as exc:  # a full or read-only disk: the game goes on unsaved
                log.warning("could not autosave: %s", exc)

    def clear(self) -> None:
        self.flush()
        if storage.saving_paused():
            return
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.warning("could not remove the autosave: %s", exc)

    def load(self) -> tuple[dict[str, Any] | None, bool]:
        """(record, damaged): the resumable record if any; damaged when one was set aside.

        Truncated or garbled JSON, another program's file, a record of a game this install does
        not have, odd players, or moves that no longer apply: all are set aside, so the menu
        always opens. A finished game's record is simply removed (there is nothing to continue).
        Never raises.
        """
        self.flush()
        paused = storage.saving_paused()
        if not paused:
            self._sweep_temporaries()
        if paused and self._ignored is not None and self._ignored == self._stamp():
            return None, False
        record, damaged = json_files.load_own(self.path, record_schema(), keep=paused)
        if record is None:
            if damaged and paused:
                self._ignored = self._stamp()
            return None, damaged
        try:
            _, over = replayed(record)
        except Exception as exc:  # whatever the rules make of it, the menu must open
            log.warning("the autosave cannot be replayed (%s); setting it aside", exc)
            self.set_aside_now()
            return None, True
        if over:
            self.clear()
            return None, False
        return record, False

    def set_aside_now(self) -> None:
        """Set the autosave aside at once (it failed when continued); never raises. While another
        program holds the home the file is only ignored by this one, not moved."""
        self.flush()
        if storage.saving_paused():
            self._ignored = self._stamp()
            return
        json_files.set_aside(self.path)

    def _stamp(self) -> tuple[int, int] | None:
        try:
            info = os.stat(self.path)
        except OSError:
            return None
        return info.st_mtime_ns, info.st_size

    def _sweep_temporaries(self) -> None:
        """Remove half-written temporary files a killed process left beside the autosave."""
        folder = self.path.parent
        with contextlib.suppress(OSError):
            for tmp in folder.glob(self.path.name + ".*.tmp"):
                with contextlib.suppress(OSError):
                    tmp.unlink()
