"""The kiosk PIN's guard against guessing: a few free tries, then a wait that doubles.

A six-digit PIN falls to anyone patient enough to tap through the numbers (321 tries opened the
host dialog once). After FREE_TRIES wrong tries in a row the pad takes no try for FIRST_WAIT
seconds, and each wrong try after that doubles the wait (up to LONGEST_WAIT): a host who mistypes
loses half a minute, a guesser loses the evening. The guard belongs to the running program, not
to one dialog, so closing and reopening the pad does not start the count over; the right PIN
does. Waits run on the real clock (a kiosk's frames can be slowed, the clock cannot).
"""

from __future__ import annotations

import math
import time
import weakref

FREE_TRIES = 5
FIRST_WAIT = 30.0  # seconds, after the fifth wrong try in a row
LONGEST_WAIT = 15 * 60.0

now = time.monotonic  # the clock (tests put a hand-turned one here)


class PinGuard:
    """Wrong tries in a row and the time before the next try is taken."""

    def __init__(self) -> None:
        self.wrong = 0
        self.until = 0.0

    def wait_left(self) -> float:
        """Seconds before the next try is taken; 0 when it is taken now."""
        return max(0.0, self.until - now())

    def seconds_shown(self) -> int:
        """The wait as the pad says it: whole seconds, rounded up (never "0 seconds")."""
        return math.ceil(self.wait_left())

    def refused(self) -> None:
        """A wrong PIN: from the FREE_TRIES-th in a row on, a wait twice the last one."""
        self.wrong += 1
        if self.wrong >= FREE_TRIES:
            wait = FIRST_WAIT * 2 ** min(self.wrong - FREE_TRIES, 16)
            self.until = now() + min(wait, LONGEST_WAIT)

    def accepted(self) -> None:
        self.wrong = 0
        self.until = 0.0


_GUARDS: weakref.WeakKeyDictionary[object, PinGuard] = weakref.WeakKeyDictionary()


def guard_for(program: object) -> PinGuard:
    """The guard of one running program (its shell), made on first use."""
    guard = _GUARDS.get(program)
    if guard is None:
        guard = _GUARDS[program] = PinGuard()
    return guard
