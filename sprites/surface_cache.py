"""Caches of drawn surfaces, bounded by memory rather than by count.

`functools.lru_cache(maxsize=4096)` of text lines can hold hundreds of megabytes when the lines are
one-offs (log lines, messages), and a kiosk runs all evening. Every drawing cache in the app lives
in one pool here: each cache has its own cap, and the pool as a whole has one too, so the least
recently used surfaces anywhere go first once the pixels pass the budget.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, TypeVar

import pygame

from sprites import scaling
from sprites.scaling import Layer

F = TypeVar("F", bound=Callable[..., Any])

POOL_MB = 64  # all cached pixels together; with the tables and fonts the process stays under 250 MB
# Above 1440p the window's own buffers and the table's full-size layers alone grow by 100 MB or
# more, and each cached picture is 2.25 times a 1440p one: the pool gives back a quarter so a 4K
# table stays under its 300 MB (measured peak 294 MB with 64, 1800 frames of each game).
POOL_MB_LARGE = 48
LARGE_SCALE = 1.5


def size_of(value: Any) -> int:
    """Bytes of pixels held by a value (a surface, or a tuple/list of them)."""
    if isinstance(value, Layer):
        value = value.surf
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height()
    if isinstance(value, (tuple, list)):
        return sum(size_of(v) for v in value) + 64
    return 256


class _Pool:
    """One LRU order over every cache's entries, with per-cache and total byte counts.

    Each cache also keeps its own LRU order, so evicting from one cache pops its oldest entry at
    once instead of walking the whole pool (that walk cost 0.1 ms a frame on a busy table)."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.order: OrderedDict[tuple[int, Any], tuple[Any, int]] = OrderedDict()
        self.caches: dict[int, OrderedDict[Any, None]] = {}
        self.used = 0
        self.by_cache: dict[int, int] = {}

    def get(self, cache: int, key: Any) -> Any | None:
        hit = self.order.get((cache, key))
        if hit is None:
            return None
        self.order.move_to_end((cache, key))
        self.caches[cache].move_to_end(key)
        return hit[0]

    def put(self, cache: int, key: Any, value: Any, cap: int) -> None:
        if (cache, key) in self.order:
            self._drop((cache, key))
        size = size_of(value)
        self.order[(cache, key)] = (value, size)
        self.caches.setdefault(cache, OrderedDict())[key] = None
        self.used += size
        self.by_cache[cache] = self.by_cache.get(cache, 0) + size
        own = self.caches[cache]
        while self.by_cache[cache] > cap and len(own) > 1:  # never the picture just put: one
            self._drop((cache, next(iter(own))))  # larger than the cap is drawn once, not every frame
        while self.used > self.budget and len(self.order) > 1:
            self._drop(next(iter(self.order)))

    def _drop(self, k: tuple[int, Any]) -> None:
        _, size = self.order.pop(k)
        del self.caches[k[0]][k[1]]
        self.used -= size
        self.by_cache[k[0]] -= size

    def clear(self, cache: int) -> None:
        for key in list(self.caches.get(cache, ())):
            self._drop((cache, key))

    def clear_all(self) -> None:
        for cache in list(self.caches):
            self.clear(cache)


POOL = _Pool(POOL_MB * 1024 * 1024)


def _new_scale() -> None:
    """Drawings at the old scale are never asked for again; the budget follows the scale."""
    POOL.clear_all()
    POOL.budget = (POOL_MB_LARGE if scaling.scale() > LARGE_SCALE else POOL_MB) * 1024 * 1024


scaling.on_change(_new_scale)
_NAMES: dict[int, str] = {}
_CAPS: dict[int, int] = {}  # each cache's own budget in bytes (the pool's is POOL.budget)


def _register(name: str, cap: int) -> int:
    ident = len(_NAMES)
    _NAMES[ident], _CAPS[ident] = name, cap
    return ident


def surface_cache(max_mb: float) -> Callable[[F], F]:
    """Decorator: memoise a drawing function, keeping at most `max_mb` of its pixels."""
    cap = int(max_mb * 1024 * 1024)

    def wrap(fn: F) -> F:
        ident = _register(f"{fn.__module__}.{fn.__qualname__}", cap)

        def key_of(args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
            key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
            return (key, scaling.scale()) if scaling.scale() != 1.0 else key

        @functools.wraps(fn)
        def cached(*args: Any, **kwargs: Any) -> Any:
            key = key_of(args, kwargs)
            value = POOL.get(ident, key)
            if value is None:
                value = fn(*args, **kwargs)
                POOL.put(ident, key, value, cap)
            return value

        def peek(*args: Any, **kwargs: Any) -> Any | None:
            """The cached value, or None: never draws (a caller short of time borrows a near one)."""
            return POOL.get(ident, key_of(args, kwargs))

        cached.peek = peek  # type: ignore[attr-defined]
        cached.cache_clear = lambda: POOL.clear(ident)  # type: ignore[attr-defined]
        cached.cache_bytes = lambda: POOL.by_cache.get(ident, 0)  # type: ignore[attr-defined]
        return cached  # type: ignore[return-value]

    return wrap


class PaintedCache:
    """Layers painted once per distinct content (a score panel, a seat strip), from the pool.

    Scenes hand over a key, a size and a painter; the layer is painted on first use and blitted
    after that.
    """

    def __init__(self, max_mb: float, name: str) -> None:
        self.cap = int(max_mb * 1024 * 1024)
        self.ident = _register(name, self.cap)

    def get(self, key: Any, size: tuple[int, int], paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        if scaling.scale() != 1.0:
            key = (key, scaling.scale())
        image = POOL.get(self.ident, key)
        if image is None:
            image = scaling.surface(size, pygame.SRCALPHA)
            paint(image)
            POOL.put(self.ident, key, image, self.cap)
        return image


LAYERS = PaintedCache(32, "painted layers")


def painted(key: Any, size: tuple[int, int], paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """A layer from the shared bounded cache (keys should start with the caller's name)."""
    return LAYERS.get(key, size, paint)


def total_bytes() -> int:
    """Pixels held by every cache (for the soak and the benchmark)."""
    return POOL.used


def release_all() -> None:
    """Drop every cached picture: a table was left. Its cards, tiles and dice are not asked for
    again until a game is set up anew, and whatever the next screen shows is drawn again in
    its first frame; kept, they held the pool's whole budget for the rest of the evening."""
    POOL.clear_all()


def budgets() -> dict[str, tuple[int, int, int]]:
    """(bytes held, bytes allowed, pictures held) per cache, and for the whole pool ("pool")."""
    rows = {_NAMES[i]: (POOL.by_cache.get(i, 0), cap, len(POOL.caches.get(i, ()))) for i, cap in _CAPS.items()}
    return {**rows, "pool": (POOL.used, POOL.budget, len(POOL.order))}


def report() -> dict[str, float]:
    """Megabytes held per cache, largest first."""
    rows = {(_NAMES[i]): round(b / 2**20, 2) for i, b in POOL.by_cache.items() if b}
    return dict(sorted(rows.items(), key=lambda kv: -kv[1]))
