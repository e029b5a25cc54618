"""A cache of drawn surfaces bounded by memory, not by count.

`functools.lru_cache(maxsize=4096)` of text lines can hold hundreds of megabytes when the lines are
one-offs (log lines, messages): a kiosk running all evening must not grow. This cache evicts the
least recently used surfaces once their pixels pass a budget in megabytes.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, TypeVar

import pygame

F = TypeVar("F", bound=Callable[..., Any])
_ALL: list[Any] = []


def size_of(value: Any) -> int:
    """Bytes of pixels held by a value (a surface, or a tuple/list of them)."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height()
    if isinstance(value, (tuple, list)):
        return sum(size_of(v) for v in value) + 64
    return 256


def surface_cache(max_mb: float) -> Callable[[F], F]:
    """Decorator: memoise a drawing function, keeping at most `max_mb` of pixels."""
    budget = int(max_mb * 1024 * 1024)

    def wrap(fn: F) -> F:
        store: OrderedDict[Any, tuple[Any, int]] = OrderedDict()
        used = [0]

        @functools.wraps(fn)
        def cached(*args: Any, **kwargs: Any) -> Any:
            key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
            hit = store.get(key)
            if hit is not None:
                store.move_to_end(key)
                return hit[0]
            value = fn(*args, **kwargs)
            size = size_of(value)
            store[key] = (value, size)
            used[0] += size
            while used[0] > budget and len(store) > 1:
                _, (_, old) = store.popitem(last=False)
                used[0] -= old
            return value

        def cache_clear() -> None:
            store.clear()
            used[0] = 0

        cached.cache_clear = cache_clear  # type: ignore[attr-defined]
        cached.cache_bytes = lambda: used[0]  # type: ignore[attr-defined]
        _ALL.append(cached)
        return cached  # type: ignore[return-value]

    return wrap


def total_bytes() -> int:
    """Pixels held by every surface cache (for the soak and the benchmark)."""
    return sum(c.cache_bytes() for c in _ALL)
