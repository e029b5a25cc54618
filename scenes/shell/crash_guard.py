"""The crash guard: a fault inside a scene is logged and the app goes back to the menu.

A game night or an event should never end with a traceback on the TV. Every call into a scene
(handle, update, draw, and the enter/leave the manager makes) runs through `CrashGuard.call`;
an exception there is written with its traceback to a rotating log file in the user's log folder,
the scene stack is taken down carefully, and the menu comes back with a short apology. The
autosave already holds every move, so the game in progress stays resumable.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
import traceback
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scenes.shell import storage

if TYPE_CHECKING:
    from scenes.shell.app import App
    from scenes.shell.scene import Scene

log = logging.getLogger("tumble_table.crash")

LOG_NAME = "tumble-table.log"
LOG_BYTES = 256 * 1024  # one log file stays small enough to attach to a bug report
LOG_BACKUPS = 3
# More faults than this within the window means the menu itself is failing: give up rather
# than spin (a kiosk's supervisor restarts the process).
BURST_FAULTS = 5
BURST_FRAMES = 600


class InjectedFault(RuntimeError):
    """The exception `--inject-fault N` raises inside the active scene (a testing aid)."""


def log_path() -> Path:
    return storage.log_dir() / LOG_NAME


def write_log(exc: BaseException, where: str) -> Path | None:
    """Append the fault and its traceback to the rotating log; None when the log is unwritable.

    The handler is opened and closed per fault, so nothing stays open between faults and the
    folder is looked up afresh (tests point `$TUMBLE_TABLE_HOME` elsewhere per run).
    """
    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=LOG_BYTES,
                                                       backupCount=LOG_BACKUPS, encoding="utf-8")
    except OSError as exc2:
        log.warning("cannot write the crash log %s: %s", path, exc2)
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip()
    record = logging.LogRecord("tumble_table.crash", logging.ERROR, __file__, 0,
                               "fault in %s\n%s", (where, text), None)
    try:
        handler.handle(record)
    finally:
        handler.close()
    return path


def _scene_of(scene: Scene) -> Scene:
    """The scene that really runs: an attract scene hands over its inner demo game."""
    target = getattr(scene, "fault_target", None)
    return target() if callable(target) else scene


def arm_fault(scene: Scene, frame: int) -> None:
    """Make the scene's next `update` raise InjectedFault (once), as a real bug would."""
    target = _scene_of(scene)

    def boom(dt: float) -> None:
        del target.update  # back to the class's own update
        raise InjectedFault(f"fault injected at frame {frame} (--inject-fault)")

    target.update = boom  # type: ignore[method-assign]


class CrashGuard:
    """Runs scene calls; on an exception logs it and returns the app to the menu."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.faults = 0
        self.unplanned = 0  # faults other than injected ones (a `--frames` run then fails)
        self._recent: deque[int] = deque(maxlen=BURST_FAULTS)

    def report(self, exc: BaseException, where: str) -> None:
        """Log a fault (file, stderr with --verbose) without changing scenes."""
        self.faults += 1
        if not isinstance(exc, InjectedFault):
            self.unplanned += 1
        write_log(exc, where)
        log.error("fault in %s: %s: %s", where, type(exc).__name__, exc,
                  exc_info=None if isinstance(exc, InjectedFault) else exc)
        if self.app.opts.verbose:
            print(f"fault: {where}: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)

    def call(self, where: str, fn: Callable[..., Any], *args: Any) -> bool:
        """Run `fn(*args)`; False when it raised (and the app is on its way to the menu)."""
        try:
            fn(*args)
        except Exception as exc:  # the whole point: no scene bug ends the program
            self.recover(exc, where)
            return False
        return True

    def recover(self, exc: Exception, where: str) -> None:
        self.report(exc, where)
        self._recent.append(self.app.frame)
        if len(self._recent) == BURST_FAULTS and self.app.frame - self._recent[0] < BURST_FRAMES:
            raise RuntimeError("scenes keep failing; giving up") from exc
        from scenes.table.game_scene import GameScene

        manager = self.app.manager
        had_game = any(isinstance(s, GameScene) and not getattr(s, "demo", False)
                       for s in manager.stack)
        for failure in manager.clear():
            log.warning("scene failed to leave: %s", failure)
        self.app.back_to_menu("error.apology" if had_game else "error.apology_general")
