"""The crash guard: a fault inside a scene is logged and the app goes back to the menu.

A game night or an event should never end with a traceback on the TV. Every call into a scene
(handle, update, draw, and the enter/leave the manager makes) runs through `CrashGuard.call`;
an exception there is written with its traceback to a rotating log file in the user's log folder,
the scene stack is taken down carefully, and the menu comes back with a short apology. The
autosave already holds every move, so the game in progress stays resumable.

Nothing the guard does may itself raise: the log is written to a disk that may be full or
read-only. Faults that come in a burst mean the menu itself is failing: an ordinary run gives
up (exit, so a developer sees it), but a kiosk never does: it rests on a plain screen, for longer
after each burst, and then starts the attract mode again. A fault soon after "Continue" means the
save cannot be continued: it is set aside at once, so the menu stops offering it.
"""

from __future__ import annotations

import contextlib
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
REST_SECONDS = 5.0  # a kiosk's first rest after a burst; it doubles after each one …
REST_MAX = 300.0  # … up to five minutes
RESUME_TRIAL_FRAMES = 600  # a fault this soon (10 s) after Continue blames the save


class InjectedFault(RuntimeError):
    """The exception `--inject-fault N` raises inside the active scene (a testing aid)."""


def log_path() -> Path:
    return storage.log_dir() / LOG_NAME


class _QuietHandler(logging.handlers.RotatingFileHandler):
    """A rotating log that notes a failed write instead of printing a traceback about it."""

    failed = False

    def handleError(self, record: logging.LogRecord) -> None:  # logging's own name
        self.failed = True


class StderrHandler(logging.StreamHandler):  # type: ignore[type-arg]
    """Warnings to whatever `sys.stderr` is now (a test or tool may swap it between runs), and no
    traceback about a failed write: stderr may be gone under a service manager."""

    def __init__(self) -> None:
        super().__init__(sys.stderr)
        self.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))

    @classmethod
    def install(cls, logger: logging.Logger) -> None:
        """Put one on `logger`, in place of one a run before put there (tests and tools run the
        program more than once in a process; two would print each line twice)."""
        for old in [h for h in logger.handlers if isinstance(h, cls)]:
            logger.removeHandler(old)
        logger.addHandler(cls())

    @property  # type: ignore[override]
    def stream(self) -> Any:
        return sys.stderr

    @stream.setter
    def stream(self, value: Any) -> None:
        pass

    def handleError(self, record: logging.LogRecord) -> None:
        pass


def write_log(exc: BaseException, where: str) -> Path | None:
    """Append the fault and its traceback to the rotating log; None when the log is unwritable
    (a full or read-only disk). Never raises.

    The handler is opened and closed per fault, so nothing stays open between faults and the
    folder is looked up afresh (tests point `$TUMBLE_TABLE_HOME` elsewhere per run).
    """
    try:
        path = log_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = _QuietHandler(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    except Exception as exc2:  # a log that cannot be opened must not stop the table
        _warn("cannot write the crash log: %s", exc2)
        return None
    try:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip()
        record = logging.LogRecord("tumble_table.crash", logging.ERROR, __file__, 0,
                                   "fault in %s\n%s", (where, text), None)
        handler.handle(record)
        handler.close()  # flushes: ENOSPC shows up here
    except Exception as exc2:  # a full or read-only disk
        handler.failed = True
        _warn("cannot write the crash log: %s", exc2)
        with contextlib.suppress(Exception):
            handler.close()
    return None if handler.failed else path


def _warn(message: str, *args: object) -> None:
    """A warning on stderr that cannot fail (stderr may be gone under a service manager)."""
    with contextlib.suppress(Exception):
        log.warning(message, *args)


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


class RestScene:
    """A kiosk's rest after a burst of faults: an empty dark screen that needs nothing that
    could fail (no fonts, no sprites), then the attract mode."""

    name = "rest"
    label = "rest"
    overlay = False

    def __init__(self, guard: CrashGuard, seconds: float) -> None:
        self.guard = guard
        self.left = seconds

    def enter(self, handover: dict[str, Any]) -> None:
        pass

    def resume(self, result: dict[str, Any]) -> None:
        pass

    def leave(self) -> None:
        pass

    def handle(self, event: Any) -> None:
        pass

    def update(self, dt: float) -> None:
        self.left -= dt
        if self.left <= 0:
            self.left = float("inf")
            self.guard.app.screens.start_over("attract")

    def draw(self, surface: Any) -> None:
        surface.fill((12, 10, 8))


class CrashGuard:
    """Runs scene calls; on an exception logs it and returns the app to the menu."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.faults = 0
        self.unplanned = 0  # faults other than injected ones (a `--frames` run then fails)
        self.rests = 0  # bursts a kiosk has rested after
        self.resumed_at: int | None = None  # the frame "Continue" was chosen
        self._recent: deque[int] = deque(maxlen=BURST_FAULTS)

    def report(self, exc: BaseException, where: str) -> None:
        """Log a fault (file, stderr with --verbose) without changing scenes. Never raises."""
        self.faults += 1
        if not isinstance(exc, InjectedFault):
            self.unplanned += 1
        write_log(exc, where)
        with contextlib.suppress(Exception):
            log.error("fault in %s: %s: %s", where, type(exc).__name__, exc,
                      exc_info=None if isinstance(exc, InjectedFault) else exc)
        if self.app.opts.verbose:
            with contextlib.suppress(Exception):
                print(f"fault: {where}: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)

    def call(self, where: str, fn: Callable[..., Any], *args: Any) -> bool:
        """Run `fn(*args)`; False when it raised (and the app is on its way to the menu)."""
        try:
            fn(*args)
        except Exception as exc:  # the whole point: no scene bug ends the program
            self.recover(exc, where)
            return False
        return True

    def resuming(self) -> None:
        """"Continue" was chosen: a fault in that game soon after blames the save."""
        self.resumed_at = self.app.frame

    def recover(self, exc: Exception, where: str) -> None:
        self.report(exc, where)
        self._recent.append(self.app.frame)
        burst = len(self._recent) == BURST_FAULTS and self.app.frame - self._recent[0] < BURST_FRAMES
        if burst and not self.app.kiosk.active:
            raise RuntimeError("scenes keep failing; giving up") from exc
        from scenes.table.game_scene import GameScene

        manager = self.app.manager
        games = [s for s in manager.stack if isinstance(s, GameScene) and not getattr(s, "demo", False)]
        had_game = bool(games)
        bad_save = (self.resumed_at is not None and had_game
                    and self.app.frame - self.resumed_at <= RESUME_TRIAL_FRAMES)
        self.resumed_at = None
        for failure in manager.clear():
            _warn("scene failed to leave: %s", failure)
        if bad_save:
            _warn("the continued game failed at once; setting its save aside")
            with contextlib.suppress(Exception):
                self.app.saves.set_aside_now()
        if burst:
            self._rest()
            return
        notice = "menu.notice.bad_save" if bad_save else "error.apology" if had_game else "error.apology_general"
        try:
            self.app.back_to_menu(notice)
        except Exception as exc2:  # the menu cannot even be built
            self.report(exc2, "back to the menu")
            if not self.app.kiosk.active:
                raise
            self._rest()

    def _rest(self) -> None:
        """A kiosk's burst: rest on a plain screen (longer each time), then the attract mode."""
        seconds = min(REST_MAX, REST_SECONDS * 2 ** min(self.rests, 16))
        self.rests += 1
        self._recent.clear()
        _warn("scenes keep failing; resting %.0f s before the attract mode", seconds)
        self.app.manager.reset(RestScene(self, seconds))  # type: ignore[arg-type]
