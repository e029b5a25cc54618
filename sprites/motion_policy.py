"""Reduced motion and the flash limit: the one place every animation asks how much it may move.

With reduced motion on (a setting, `--reduced-motion`) there is no camera shake, no confetti and
no flashing; dice and pyramids still come from the physics world but are shown where they land
within `SETTLE_SECONDS`; cards slide without bounce. In every mode nothing flashes more than
`MAX_FLASHES_PER_SECOND` times a second: `flash_wave` is the one blinking curve the tables use.
"""

from __future__ import annotations

import math

SETTLE_SECONDS = 0.3  # under reduced motion a cast or a draw shows its resting place by then
MAX_FLASHES_PER_SECOND = 3.0  # photosensitivity: at most three flashes in any one second
FLASH_HZ = 2.0  # the tables' blinking runs at 2 Hz, well under the limit
PHYSICS_SPEEDUP = 8.0  # dice settle within 1.45 s, pyramids within 1.9 s (seen still): an eighth is under 0.3 s

_state = {"reduced": False}


def reduced() -> bool:
    return _state["reduced"]


def set_reduced(on: bool) -> None:
    _state["reduced"] = bool(on)


def flash_wave(t: float, hz: float = FLASH_HZ) -> float:
    """A blink from 0 to 1 and back `hz` times a second (capped at the flash limit); under reduced
    motion a steady 1, so what blinks elsewhere is simply shown."""
    if _state["reduced"]:
        return 1.0
    hz = min(hz, MAX_FLASHES_PER_SECOND)
    return 0.5 - 0.5 * math.cos(2 * math.pi * hz * t)


def physics_time(dt: float) -> float:
    """How much physics time a frame of `dt` runs: under reduced motion the same throw, from the
    same physics world, plays out eight times as fast, so pieces show where they land at once."""
    return dt * PHYSICS_SPEEDUP if _state["reduced"] else dt


def quick(seconds: float) -> float:
    """How long a throw's lead-in (a pyramid's pop out of the bag's mouth, the dice cup's rattle) lasts:
    the same, sixteen times as fast under reduced motion, so lead-in and physics together rest by
    `SETTLE_SECONDS`."""
    return seconds / (2 * PHYSICS_SPEEDUP) if _state["reduced"] else seconds


def pulse(t: float, rate: float) -> float:
    """A slow glow from 0 to 1 (`rate` radians a second, held under the flash limit); a steady
    glow under reduced motion."""
    if _state["reduced"]:
        return 1.0
    rate = min(rate, 2 * math.pi * MAX_FLASHES_PER_SECOND)
    return 0.5 + 0.5 * math.sin(t * rate)


def shake(amount: float) -> float:
    """How far a camera shake may move: nothing under reduced motion."""
    return 0.0 if _state["reduced"] else amount


def overshoot(back: float) -> float:
    """The overshoot of an easing that lands past its mark and settles back (cards, tiles):
    none under reduced motion, so they slide and stop."""
    return 0.0 if _state["reduced"] else back
