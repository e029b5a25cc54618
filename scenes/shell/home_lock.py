"""One program per home: a lock file beside the autosave.

Two instances with one home (a kiosk's service and someone starting the program by hand) would
otherwise delete each other's autosave and sweep away each other's half-written temporary files.
The first one takes the lock; a second one runs without saving and says so.

The lock is an OS file lock (`flock` on Linux and macOS, `msvcrt.locking` on Windows), which the
system drops when the process ends however it ends, so a lock left by a killed process never
blocks the next start. Where neither exists, a file holding the owner's pid is used and a file
whose pid is no longer running is taken over.

The lock's name is never followed as a link and must be a plain file of its own: a folder, a
dangling link or a link (or second name) to autosave.json in its place means the lock cannot be
had, and then this program saves nothing and deletes nothing, rather than guess it is alone and
delete another's autosave or write its pid through the link into the save.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import stat
from pathlib import Path

from scenes.shell import storage

log = logging.getLogger("tumble_table.lock")

LOCK_NAME = "tumble-table.lock"


# Never follow a link to the lock (a link to autosave.json would be truncated by the pid), and
# never block on a FIFO put in its place.
_OPEN_FLAGS = (os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
               | getattr(os, "O_CLOEXEC", 0))
_ODD_ERRORS = {errno.ELOOP, errno.EMLINK, errno.EISDIR, errno.ENXIO, errno.ENOTDIR}


def _odd(info: os.stat_result) -> str | None:
    """Why a file with this lstat/fstat cannot be the lock; None for a plain file of one name."""
    if stat.S_ISLNK(info.st_mode):
        return "is a link"
    if stat.S_ISDIR(info.st_mode):
        return "is a folder"
    if not stat.S_ISREG(info.st_mode):
        return "is not a plain file"
    if info.st_nlink != 1:  # a second name of another file (the autosave, say)
        return "is another name of another file"
    return None


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
        self.odd: str | None = None  # why the lock's name could not be used, when it could not

    @property
    def held(self) -> bool:
        return self._fd is not None or self._pid_file

    def acquire(self) -> bool:
        """True when this program may write the home's files (the lock is ours, or no lock
        can be made there); False when another running program holds it, or when the lock's
        name is taken by something that is not a plain file of our own (see `odd`)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            log.warning("cannot make the lock %s (%s); going on without it", self.path, exc.strerror or exc)
            return True
        self.odd = self._odd_file()
        if self.odd is not None:
            return self._cannot_be_had()
        try:
            fd = os.open(self.path, _OPEN_FLAGS, 0o644)
        except OSError as exc:
            if exc.errno in _ODD_ERRORS:  # it became a link or a folder since the look
                self.odd = "is a link or a folder"
                return self._cannot_be_had()
            log.warning("cannot make the lock %s (%s); going on without it", self.path, exc.strerror or exc)
            return True
        self.odd = _odd(os.fstat(fd))
        if self.odd is not None:
            os.close(fd)
            return self._cannot_be_had()
        try:
            locked = self._lock(fd)
        except OSError as exc:
            log.warning("cannot lock %s (%s); going on without it", self.path, exc.strerror or exc)
            os.close(fd)
            return True
        if locked is None:  # no OS lock on this system: a pid file
            return self._acquire_pid_file(fd)
        if not locked:
            os.close(fd)
            return False
        self._fd = fd
        with contextlib.suppress(OSError):  # the pid is for people reading the folder
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        return True

    def _odd_file(self) -> str | None:
        """Why the lock's name cannot be used, looked at without following a link; None when
        it is free or a plain file."""
        try:
            return _odd(os.lstat(self.path))
        except FileNotFoundError:
            return None
        except OSError as exc:
            return f"cannot be looked at ({exc.strerror or exc})"

    def _cannot_be_had(self) -> bool:
        """A folder, a link (dangling, or to the autosave) or a device where the lock should be:
        who else runs here cannot be known, so this program saves nothing and deletes nothing,
        and leaves the thing as it is (lock_home says so, once)."""
        return False

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

    def _acquire_pid_file(self, fd: int) -> bool:
        """Without OS locks: the pid in the (checked, open) file says who holds the home."""
        try:
            with contextlib.suppress(ValueError):
                owner = int(os.read(fd, 64).decode("ascii", "replace").strip() or 0)
                if owner != os.getpid() and _pid_alive(owner):
                    return False
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"{os.getpid()}\n".encode())
        except OSError:
            return True
        finally:
            os.close(fd)
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
    if not free and lock.odd is not None:
        notices.append("menu.notice.lock_odd")
        print(f"tumble-table: the lock file {lock.path} {lock.odd}; this one will not save",
              file=sys.stderr, flush=True)
    elif not free:
        notices.append("menu.notice.no_saving")
        print("tumble-table: another Tumble Table is running with this home; this one will not save",
              file=sys.stderr, flush=True)
    return lock
