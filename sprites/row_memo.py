"""Replaying a drawing over a strip of whole rows when nothing it depends on changed.

A scene redraws its whole canvas every frame. Some layers, such as the seat panels along the
top edge, come out the same frame after frame: the same felt under them, the same names and
scores. `RowMemo` keeps the strip's pixels from before and after the last painting; when the
painting's key is the same and the pixels under it are byte for byte the same (one memcmp: whole
rows lie in one piece of memory), it puts back the pixels from after instead of painting. The
result is the painting's own pixels, so the look cannot change; a key that misses something the
painting reads (a timer, a pulse) would show a stale strip, so keys name everything shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from sprites.scaling import Layer, px


class RowMemo:
    """One remembered painting of rows [top, bottom) of a surface."""

    def __init__(self) -> None:
        self.key: Any = None
        self.under = b""
        self.after: pygame.Surface | None = None
        self.hits = 0
        self.misses = 0

    def draw(self, surface: pygame.Surface, top: int, bottom: int, key: Any,
             paint: Callable[[], None]) -> None:
        """Paint, or put back the last painting; `paint` must draw only inside the rows."""
        top, bottom = max(0, top), min(surface.get_height(), bottom)
        if getattr(surface, "records", False):  # the recording canvas finds what changed by itself
            paint()
            return
        if isinstance(surface, Layer):  # the rows in physical pixels; `paint` draws in logical ones
            top, bottom, surface = px(top, surface.s), px(bottom, surface.s), surface.surf
        if bottom <= top or surface.get_parent() is not None:
            paint()  # a subsurface's rows are not one piece of memory
            return
        key = (key, surface.get_size(), top, bottom)
        pitch = surface.get_pitch()
        with memoryview(surface.get_view("1")).cast("B") as view:  # locks the surface until released
            rows = view[top * pitch:bottom * pitch]
            same = key == self.key and self.after is not None and self.under.startswith(rows)
            if not same:
                self.under = bytes(rows)
            rows.release()
        if same and self.after is not None:
            surface.blit(self.after, (0, top))
            self.hits += 1
            return
        self.misses += 1
        paint()
        self.after = surface.subsurface(pygame.Rect(0, top, surface.get_width(), bottom - top)).copy()
        self.key = key


def memo_of(owner: Any, name: str) -> RowMemo:
    """The memo `owner` keeps under `name` (made on first use)."""
    memo: RowMemo | None = owner.__dict__.get(name)
    if memo is None:
        memo = RowMemo()
        owner.__dict__[name] = memo
    return memo
