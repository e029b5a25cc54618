"""Where text lands on a drawn frame: which lines were cut with "…", which were cut without it
(clipped by the edge of the picture or clip area they were drawn into, or spilling past the edge
of the panel they were drawn on), and which lines overlap.

`Watch` wraps `sprites.fonts` for one frame: every rendered line is remembered by the surface
object it returned, and every cut made by `ellipsize` is remembered by the words it cut. Frames
are drawn onto a `TrackingCanvas`, and the pictures scenes make (`scaling.surface`) are tracking
surfaces too, so each blit of a line records its box on the surface it was drawn on. With
`lift`, when such a picture is drawn on another surface its lines are noted there too, where they
landed, so the contrast test measures text in cached pictures on the frame like any other. A later
opaque picture (a panel) or a full-screen veil hides what was beneath it, as on screen.

A line's letters (its visible pixels, not its line spacing) must lie inside the surface, and
inside its clip area across (a clip that cuts a line at the top or bottom is a scrolling list,
and scrolling is not cutting). A line on a panel (the last solid one drawn under it) whose letters
run past the panel's left or right edge has spilled out of its box.
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
        self.boxes: list[pygame.Rect] = []  # panels drawn so far: a line on one must stay inside it
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
                if content.strip():
                    self._check_whole(content, source, dest, area)
            elif source.get_width() * source.get_height() > 40_000:  # a panel or a picture over text
                self._hide(pygame.Rect(done))
                if _solid(source):
                    self.boxes.append(_opaque_box(source, pygame.Rect(done)))
            elif source.get_width() * source.get_height() >= 100:  # a small picture: over a word?
                box = _opaque_box(source, pygame.Rect(done))
                for line, rect in self.lines:
                    clip = glyph_box(rect).clip(box)
                    if clip.w >= 4 and clip.h >= 4 and line.strip():
                        watch.covered.add(line)
            words = getattr(source, "lines", None) if isinstance(source, TrackingSurface) else None
            if content is None and watch.lift and words:
                self._lift(source, dest, area, pygame.Rect(done))
        return done

    def _lift(self, picture: TrackingSurface, dest: Any, area: Any, done: pygame.Rect) -> None:
        """A cached picture with words in it (a panel, a rules picture, a note) was drawn here:
        its lines count as lines of this surface, where they landed, so the contrast and overlap
        checks see them on the frame."""
        x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
        if area is not None:
            x, y = x - pygame.Rect(area).x, y - pygame.Rect(area).y
        for (content, rect), ink in zip(picture.lines, picture.inks, strict=True):
            moved = rect.move(x, y).clip(done)
            if moved.w > 0 and moved.h > 0:
                self.lines.append((content, moved))
                self.inks.append(ink)

    def _check_whole(self, content: str, source: pygame.Surface, dest: Any, area: Any) -> None:
        """Note `content` as clipped when its letters do not all land, or as spilled when they
        start on a panel and run past its edge."""
        watch = TrackingSurface.watch
        assert watch is not None
        x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
        letters = _opaque_box(source, pygame.Rect(0, 0, *source.get_size()))
        if letters.w == 0 or letters.h == 0:
            return
        if area is not None:
            shown = letters.clip(pygame.Rect(area))
            if shown.w < letters.w - 1:  # a part of the line across was left out of the blit
                watch.clipped.add(content)
                return
            x, y = x - pygame.Rect(area).x, y - pygame.Rect(area).y
        placed = letters.move(x, y)
        whole = self.get_rect()
        clip = self.get_clip()
        if placed.bottom <= clip.top or placed.top >= clip.bottom:
            return  # scrolled wholly out of its list: not on screen, so not cut
        across = placed.left < clip.left - 1 or placed.right > clip.right + 1
        down = clip == whole and (placed.top < whole.top - 1 or placed.bottom > whole.bottom + 1)
        if across or down:
            watch.clipped.add(content)
        under = [box for box in self.boxes if placed.clip(box).w * placed.clip(box).h >= 0.3 * placed.w * placed.h]
        if under:  # the panel drawn last under the line is the one it is on
            box = under[-1]
            if placed.left < box.left - 2 or placed.right > box.right + 2:
                watch.spilled.add(content)

    def _hide(self, cover: pygame.Rect) -> None:
        keep = [k for k, (_, r) in enumerate(self.lines) if not cover.colliderect(r)]
        self.lines = [self.lines[k] for k in keep]
        self.inks = [self.inks[k] for k in keep]

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        if rect is None:  # a veil over the whole frame: what was drawn before is beneath it
            self.lines, self.inks, self.boxes = [], [], []
        return super().fill(color, rect, special_flags)


class Watch:
    def __init__(self, lift: bool = False) -> None:
        self.lift = lift  # note a picture's lines on the surface it is drawn on (the contrast test)
        self.rendered: dict[int, str] = {}
        self.keep: list[pygame.Surface] = []  # ids stay unique while the frame is being looked at
        self.cut: set[str] = set()
        self.covered: set[str] = set()  # lines a small picture (an icon, a piece) was drawn over
        self.clipped: set[str] = set()  # lines cut without "…" by a surface's edge or a clip across
        self.spilled: set[str] = set()  # lines that start on a panel and run past its edge
        self.colours: dict[int, tuple[int, ...]] = {}  # a line's colour, by its surface
        self.surfaces: list[TrackingSurface] = []

    def overlapping(self) -> list[tuple[str, str]]:
        return [pair for surface in self.surfaces for pair in overlaps(surface.lines)]


@contextmanager
def watching(monkeypatch: pytest.MonkeyPatch, lift: bool = False) -> Iterator[Watch]:
    watch = Watch(lift)
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
            surface.boxes.append(pygame.Rect(done))
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


def _solid(source: pygame.Surface) -> bool:
    """A panel (mostly solid), not a big sparse picture such as a title's shadow or a glow."""
    try:
        mask = pygame.mask.from_surface(source, 200)
    except (pygame.error, TypeError, ValueError):
        return True
    inner = source.get_bounding_rect(min_alpha=200)
    return inner.w * inner.h > 0 and mask.count() >= 0.85 * inner.w * inner.h


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
