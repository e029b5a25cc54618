"""Where text lands on a drawn frame: which lines were cut with "…" and which lines overlap.

`Watch` wraps `sprites.fonts` for one frame: every rendered line is remembered by the surface
object it returned, and every cut made by `ellipsize` is remembered by the words it cut. Frames
are drawn onto a `TrackingCanvas`, and the pictures scenes make (`scaling.surface`) are tracking
surfaces too, so each blit of a line records its box on the surface it was drawn on. A later
opaque picture (a panel) or a full-screen veil hides what was beneath it, as on screen.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pytest

from sprites import fonts, pen, scaling


class TrackingSurface(pygame.Surface):
    """A surface that logs the boxes of the text lines blitted on it."""

    watch: Watch | None = None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lines: list[tuple[str, pygame.Rect]] = []
        self.inks: list[tuple[int, ...] | None] = []  # each line's colour, in step with `lines`
        if TrackingSurface.watch is not None:
            TrackingSurface.watch.surfaces.append(self)

    def blit(self, source: Any, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
        done = super().blit(source, dest, area, special_flags)
        watch = TrackingSurface.watch
        if watch is not None:
            content = watch.rendered.get(id(source))
            if content is not None:
                self.lines.append((content, pygame.Rect(done)))
                self.inks.append(watch.colours.get(id(source)))
            elif source.get_width() * source.get_height() > 40_000:  # a panel or a picture over text
                self._hide(pygame.Rect(done))
            elif source.get_width() * source.get_height() >= 100:  # a small picture: over a word?
                box = _opaque_box(source, pygame.Rect(done))
                for content, rect in self.lines:
                    clip = glyph_box(rect).clip(box)
                    if clip.w >= 4 and clip.h >= 4 and content.strip():
                        watch.covered.add(content)
        return done

    def _hide(self, cover: pygame.Rect) -> None:
        keep = [k for k, (_, r) in enumerate(self.lines) if not cover.colliderect(r)]
        self.lines = [self.lines[k] for k in keep]
        self.inks = [self.inks[k] for k in keep]

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        if rect is None:  # a veil over the whole frame: what was drawn before is beneath it
            self.lines, self.inks = [], []
        return super().fill(color, rect, special_flags)


class Watch:
    def __init__(self) -> None:
        self.rendered: dict[int, str] = {}
        self.keep: list[pygame.Surface] = []  # ids stay unique while the frame is being looked at
        self.cut: set[str] = set()
        self.covered: set[str] = set()  # lines a small picture (an icon, a piece) was drawn over
        self.colours: dict[int, tuple[int, ...]] = {}  # a line's colour, by its surface
        self.surfaces: list[TrackingSurface] = []

    def overlapping(self) -> list[tuple[str, str]]:
        return [pair for surface in self.surfaces for pair in overlaps(surface.lines)]


@contextmanager
def watching(monkeypatch: pytest.MonkeyPatch) -> Iterator[Watch]:
    watch = Watch()
    text, shadowed, ellipsize = fonts.text, fonts.shadowed, fonts.ellipsize

    def text_hook(content: str, *args: Any, **kwargs: Any) -> Any:
        image = text(content, *args, **kwargs)
        watch.rendered[id(image)] = content
        colour = args[1] if len(args) > 1 else kwargs.get("colour")
        if colour is not None:
            watch.colours[id(image)] = tuple(colour[:3])
        watch.keep.append(image)
        return image

    def shadowed_hook(content: str, *args: Any, **kwargs: Any) -> Any:
        image = shadowed(content, *args, **kwargs)
        watch.rendered[id(image)] = content
        watch.keep.append(image)
        return image

    def ellipsize_hook(content: str, *args: Any, **kwargs: Any) -> str:
        out = ellipsize(content, *args, **kwargs)
        if out != content:
            watch.cut.add(content)
        return out

    def surface_hook(size: Any, flags: int = 0) -> Any:
        if scaling.scale() != 1.0 or scaling.layered():
            return plain_surface(size, flags)
        return TrackingSurface((int(size[0]), int(size[1])), flags)

    def rect_hook(surface: Any, colour: Any, rect: Any, width: int = 0, *args: Any, **kwargs: Any) -> Any:
        done = pen_rect(surface, colour, rect, width, *args, **kwargs)
        opaque = len(colour) < 4 or colour[3] >= 200
        if isinstance(surface, TrackingSurface) and width == 0 and opaque and done.w * done.h > 40_000:
            surface._hide(pygame.Rect(done))
        return done

    plain_surface, pen_rect = scaling.surface, pen.rect
    with monkeypatch.context() as m:
        m.setattr(pen, "rect", rect_hook)
        m.setattr(fonts, "text", text_hook)
        m.setattr(fonts, "shadowed", shadowed_hook)
        m.setattr(fonts, "ellipsize", ellipsize_hook)
        m.setattr(scaling, "surface", surface_hook)
        TrackingSurface.watch = watch
        scaling.restyle()  # every picture is made again while watched
        try:
            yield watch
        finally:
            TrackingSurface.watch = None


def _opaque_box(source: pygame.Surface, placed: pygame.Rect) -> pygame.Rect:
    """Where a picture really paints: its bounding box of visible pixels, placed."""
    try:
        inner = source.get_bounding_rect(min_alpha=40)
    except (pygame.error, TypeError):
        return placed
    return inner.move(placed.topleft)


def glyph_box(rect: pygame.Rect) -> pygame.Rect:
    """A rendered line's box less the empty line spacing above and below its letters."""
    trim = round(rect.h * 0.2)
    return pygame.Rect(rect.x + 2, rect.y + trim, max(0, rect.w - 4), max(0, rect.h - 2 * trim))


def overlaps(lines: list[tuple[str, pygame.Rect]]) -> list[tuple[str, str]]:
    """Pairs of different lines whose letters' boxes overlap on one surface."""
    found = []
    boxes = [(c, glyph_box(r)) for c, r in lines if c.strip()]
    for i, (ca, ra) in enumerate(boxes):
        for cb, rb in boxes[i + 1:]:
            if ca != cb and ra.colliderect(rb):
                clip = ra.clip(rb)
                if clip.w >= 3 and clip.h >= 3:
                    found.append((ca, cb))
    return found
