"""One program per home: a lock file beside the autosave.

Two instances with one home (a kiosk's service and someone starting the program by hand) would
otherwise delete each other's autosave and sweep away each other's half-written temporary files.
The first one takes the lock; a second one runs without saving and says so.

The lock is an OS file lock (`flock` on Linux and macOS, `msvcrt.locking` on Windows), which the
system drops when the process ends however it ends, so a lock left by a killed process never
blocks the next start. Where neither exists, a file holding the owner's pid is used and a file
whose pid is no longer running is taken over.
"""

from __future__ import annotations

import contextlib
import logging
import os
from pathlib import Path

from scenes.shell import storage

log = logging.getLogger("tumble_table.lock")

LOCK_NAME = "tumble-table.lock"


def _pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists but belongs to someone else
    return True


class HomeLock:
    """The lock on one data folder. `acquire` never raises: a folder where no lock can be made
    (read-only, missing rights) counts as not shared, since nothing can be saved there anyway."""

    def __init__(self, folder: Path | None = None) -> None:
        self.path = (folder or storage.data_dir()) / LOCK_NAME
        self._fd: int | None = None
        self._pid_file = False

    @property
    def held(self) -> bool:
        return self._fd is not None or self._pid_file

    def acquire(self) -> bool:
        """True when this program may write the home's files (the lock is ours, or no lock
        can be made there); False when another running program holds it."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            log.warning("cannot make the lock %s (%s); going on without it", self.path, exc.strerror or exc)
            return True
        try:
            locked = self._lock(fd)
        except OSError as exc:
            log.warning("cannot lock %s (%s); going on without it", self.path, exc.strerror or exc)
            os.close(fd)
            return True
        if locked is None:  # no OS lock on this system: a pid file
            os.close(fd)
            return self._acquire_pid_file()
        if not locked:
            os.close(fd)
            return False
        self._fd = fd
        with contextlib.suppress(OSError):  # the pid is for people reading the folder
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        return True

    @staticmethod
    def _lock(fd: int) -> bool | None:
        """True locked, False held elsewhere, None when the system has no file locks."""
        try:
            import fcntl
        except ImportError:
            fcntl = None  # type: ignore[assignment]
        if fcntl is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return False
            return True
        try:
            import msvcrt
        except ImportError:
            return None
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            return False
        return True

    def _acquire_pid_file(self) -> bool:
        with contextlib.suppress(OSError, ValueError):
            owner = int(self.path.read_text().strip() or 0)
            if owner != os.getpid() and _pid_alive(owner):
                return False
        try:
            self.path.write_text(f"{os.getpid()}\n")
        except OSError:
            return True
        self._pid_file = True
        return True

    def release(self) -> None:
        """Let the next program have the home (the process ending does this too); this process
        may save again (a test or tool may run the program again)."""
        storage.pause_saving(False)
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)  # closing drops flock / msvcrt locks
            self._fd = None
        if self._pid_file:
            with contextlib.suppress(OSError):
                self.path.unlink()
            self._pid_file = False


def lock_home(notices: list[str]) -> HomeLock:
    """Take the home's lock at start-up; when another program holds it, pause saving, add the
    menu's notice and say so in one line on stderr."""
    import sys

    lock = HomeLock()
    free = lock.acquire()
    storage.pause_saving(not free)
    if not free:
        notices.append("menu.notice.no_saving")
        print("tumble-table: another Tumble Table is running with this home; this one will not save",
              file=sys.stderr, flush=True)
    return lock
