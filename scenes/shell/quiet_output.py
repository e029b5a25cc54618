"""How the program's own lines reach stderr without ever stopping it.

`--verbose` prints a line per scene change; with stderr on a full disk (`2>/dev/full`), a closed
pipe or a terminal that went away, each of those prints raised, and every scene change became a
fault (442 in 50 s). A log line is worth less than the game: `install` puts a stream in front of
stderr whose writes and flushes never raise (a failed line is dropped). It also gives Ctrl-C
(SIGINT) one plain line and a clean end, the autosave flushed, instead of a KeyboardInterrupt
traceback from wherever the program happened to be; and SIGTERM (`systemctl stop`) a clean end.
`running` does all three around a run of the program.
"""

from __future__ import annotations

import contextlib
import signal
import sys
import threading
from collections.abc import Iterator
from typing import Any, NoReturn

INTERRUPTED = 130  # the shell's exit status for a program ended by SIGINT (128 + 2)
INTERRUPTED_LINE = "tumble-table: stopped by Ctrl-C"


class QuietStream:
    """A text stream whose `write` and `flush` never raise; everything else is the stream's own."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream
        self.dropped = 0  # lines (writes) that could not be written

    def write(self, text: str) -> int:
        try:
            return int(self.stream.write(text) or 0)
        except (OSError, ValueError):  # a full disk, a closed pipe or file
            self.dropped += 1
            return len(text)

    def flush(self) -> None:
        try:
            self.stream.flush()
        except (OSError, ValueError):
            self.dropped += 1

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def install() -> None:
    """Put a QuietStream in front of stderr (once; tests and tools run the program again in one
    process, and may have put their own stream there in between)."""
    if sys.stderr is not None and not isinstance(sys.stderr, QuietStream):
        sys.stderr = QuietStream(sys.stderr)


def say(line: str) -> None:
    """One line on stderr, now; never raises."""
    stream = sys.stderr
    if stream is None:
        return
    with contextlib.suppress(OSError, ValueError):
        print(line, file=stream, flush=True)


def interrupted(signum: int = signal.SIGINT, frame: object = None) -> NoReturn:
    """Ctrl-C: one line (the first time), then end as SIGTERM does, through the `finally` that
    flushes the autosave."""
    global _said
    if not _said:
        _said = True
        say(INTERRUPTED_LINE)
    raise SystemExit(INTERRUPTED)


_said = False


def stop_on_sigint() -> Any:
    """Ctrl-C ends the program with `interrupted`; returns the handler it replaced, for
    `restore_sigint` (a test or tool that ran the program in its own process gets its Ctrl-C back).
    Only the main thread may set a handler; a background job's ignored Ctrl-C stays ignored."""
    global _said
    _said = False
    if threading.current_thread() is not threading.main_thread():
        return None
    previous = signal.getsignal(signal.SIGINT)
    if previous is signal.SIG_IGN:
        return None
    signal.signal(signal.SIGINT, interrupted)
    return previous


def restore_sigint(previous: Any) -> None:
    if previous is not None and threading.current_thread() is threading.main_thread() \
            and signal.getsignal(signal.SIGINT) is interrupted:
        signal.signal(signal.SIGINT, previous)


def stop_on_sigterm() -> None:
    """`systemctl stop` or a supervisor's SIGTERM ends the program cleanly (SDL's own handler,
    switched off in scenes/__init__, would turn it into a window-close that kiosk mode refuses)."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(0))


@contextlib.contextmanager
def running() -> Iterator[None]:
    """Around one run of the program: the quiet stderr, and Ctrl-C and SIGTERM ending it through
    its `finally` blocks; the caller's own Ctrl-C comes back afterwards."""
    install()
    previous = stop_on_sigint()
    stop_on_sigterm()
    try:
        yield
    finally:
        restore_sigint(previous)
