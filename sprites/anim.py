"""Motion: easing curves and small composable animations.

Scenes turn each resolved game event into animations and queue them; the queue plays them in
order while background effects (pop-ups, glows) run alongside. Every animation can be finished
at once, which is how a tap skips motion without ever skipping a rule.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any, Protocol

from sprites import motion_policy


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    """Arrivals: fast start, gentle stop."""
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    """Moves across the table."""
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float, overshoot: float = 1.6) -> float:
    """Landings: a small overshoot, then settle (no overshoot under reduced motion: cards and
    tiles slide and stop without a bounce)."""
    if motion_policy.reduced():
        return ease_out_cubic(t)
    c3 = overshoot + 1
    return 1 + c3 * (t - 1) ** 3 + overshoot * (t - 1) ** 2


def ease_in_quad(t: float) -> float:
    return t * t


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def arc_point(a: tuple[float, float], b: tuple[float, float], t: float, lift: float) -> tuple[float, float]:
    """A point on a gentle arc from a to b (cards tossed onto the table)."""
    x, y = lerp_point(a, b, t)
    return (x, y - lift * math.sin(math.pi * t))


class Animation(Protocol):
    def update(self, dt: float) -> bool:
        """Advance; True once finished."""

    def finish(self) -> None:
        """Jump to the end state at once."""


class Tween:
    """Calls `apply(eased t)` from 0 to 1 over `duration` seconds, after an optional delay."""

    def __init__(self, duration: float, apply: Callable[[float], None],
                 ease: Callable[[float], float] = ease_in_out_cubic, delay: float = 0.0,
                 on_start: Callable[[], None] | None = None,
                 on_done: Callable[[], None] | None = None) -> None:
        self.duration = max(1e-6, duration)
        self.apply = apply
        self.ease = ease
        self.delay = delay
        self.on_start = on_start
        self.on_done = on_done
        self.elapsed = 0.0
        self.started = False
        self.done = False

    def _start(self) -> None:
        if not self.started:
            self.started = True
            if self.on_start:
                self.on_start()

    def update(self, dt: float) -> bool:
        if self.done:
            return True
        if self.delay > 0:
            self.delay -= dt
            if self.delay > 0:
                return False
            dt = -self.delay
            self.delay = 0
        self._start()
        self.elapsed += dt
        t = min(1.0, self.elapsed / self.duration)
        self.apply(self.ease(t))
        if t >= 1.0:
            self._end()
        return self.done

    def _end(self) -> None:
        self.done = True
        if self.on_done:
            self.on_done()

    def finish(self) -> None:
        if not self.done:
            self._start()
            self.apply(self.ease(1.0))
            self._end()


def attr_tween(obj: Any, duration: float, ease: Callable[[float], float] = ease_in_out_cubic,
               delay: float = 0.0, on_done: Callable[[], None] | None = None,
               **targets: float | tuple[float, float]) -> Tween:
    """Tween attributes of `obj` (numbers or (x, y) pairs) from wherever they are at start."""
    starts: dict[str, Any] = {}

    def capture() -> None:
        for name in targets:
            starts[name] = getattr(obj, name)

    def apply(t: float) -> None:
        for name, goal in targets.items():
            a = starts[name]
            if isinstance(goal, tuple):
                setattr(obj, name, lerp_point(a, goal, t))
            else:
                setattr(obj, name, lerp(a, goal, t))

    return Tween(duration, apply, ease, delay, on_start=capture, on_done=on_done)


def carry(piece: Any, goal: tuple[float, float], duration: float, *, size_attr: str = "",
          size: float | None = None, lift: float = 0.0, delay: float = 0.0, square: bool = False,
          on_start: Callable[[], None] | None = None, on_done: Callable[[], None] | None = None) -> Tween:
    """Carry a piece (with x, y, z, angle) across the table on a small hop, optionally growing
    its `size_attr` to `size` and turning it square to the table as it lands."""
    start: dict[str, Any] = {}

    def capture() -> None:
        if on_start:
            on_start()
        quarter = math.pi / 2
        start.update(pos=(piece.x, piece.y), size=getattr(piece, size_attr, 0.0) if size_attr else 0.0,
                     angle=piece.angle,
                     goal_angle=round(piece.angle / quarter) * quarter if square else piece.angle)

    def apply(t: float) -> None:
        piece.x, piece.y = lerp_point(start["pos"], goal, t)
        piece.z = lift * math.sin(math.pi * t)
        if size_attr and size is not None:
            setattr(piece, size_attr, lerp(start["size"], size, t))
        piece.angle = lerp(start["angle"], start["goal_angle"], t)

    return Tween(duration, apply, ease_in_out_cubic, delay, on_start=capture, on_done=on_done)


class Wait:
    """A pause (bots "thinking", a beat before the next card)."""

    def __init__(self, duration: float) -> None:
        self.left = duration

    def update(self, dt: float) -> bool:
        self.left -= dt
        return self.left <= 0

    def finish(self) -> None:
        self.left = 0


class Call:
    """Runs a function once when reached (swap a sprite's face, play a sound)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        self.fn = fn
        self.done = False

    def update(self, dt: float) -> bool:
        self.finish()
        return True

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.fn()


class Parallel:
    """All at once; finished when the longest is."""

    def __init__(self, items: Iterable[Animation]) -> None:
        self.items = list(items)

    def update(self, dt: float) -> bool:
        self.items = [a for a in self.items if not a.update(dt)]
        return not self.items

    def finish(self) -> None:
        for a in self.items:
            a.finish()
        self.items = []


class Sequence:
    """One after another."""

    def __init__(self, items: Iterable[Animation]) -> None:
        self.items = list(items)

    def update(self, dt: float) -> bool:
        while self.items:
            if self.items[0].update(dt):
                self.items.pop(0)
                dt = 0.0
            else:
                return False
        return True

    def finish(self) -> None:
        while self.items:
            self.items.pop(0).finish()


class Animator:
    """The scene's motion: a queue played in order, plus background effects.

    `busy` is true while queued motion plays; the game waits for it before the next move is
    asked for, so what is on screen never runs ahead of or behind the rules.
    """

    def __init__(self) -> None:
        self.queue: list[Animation] = []
        self.background: list[Animation] = []
        self.speed = 1.0

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    def add(self, animation: Animation) -> None:
        self.queue.append(animation)

    def add_background(self, animation: Animation) -> None:
        self.background.append(animation)

    def update(self, dt: float) -> None:
        dt *= self.speed
        self.background = [a for a in self.background if not a.update(dt)]
        while self.queue:
            if self.queue[0].update(dt):
                self.queue.pop(0)
                dt = 0.0
            else:
                break

    def collect(self, make: Callable[[], None]) -> Sequence:
        """What `make` queues, as one Sequence; the queue itself is left as it was (for motion
        made only when it is reached, inside a Later)."""
        queue, self.queue = self.queue, []
        try:
            make()
            made = self.queue
        finally:
            self.queue = queue
        return Sequence(made)

    def skip(self) -> None:
        """Finish everything queued now (a tap skips motion)."""
        while self.queue:
            self.queue.pop(0).finish()
        for a in self.background:
            a.finish()
        self.background = []


class Later:
    """A motion made only when it is reached, because it needs pieces that earlier motion in
    the same queue creates (a card that must first be dealt before it can slide)."""

    def __init__(self, make: Callable[[], Any]) -> None:
        self.make = make
        self.inner: Any = None

    def _build(self) -> None:
        if self.inner is None:
            self.inner = self.make()

    def update(self, dt: float) -> bool:
        self._build()
        return self.inner is None or bool(self.inner.update(dt))

    def finish(self) -> None:
        self._build()
        if self.inner is not None:
            self.inner.finish()
