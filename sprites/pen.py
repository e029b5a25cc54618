"""`pygame.draw` that understands layers: the same calls, in logical units, at any scale.

On a plain surface each call is pygame's own. On a `Layer` (sprites/scaling.py) points, radii,
rectangles and line widths are mapped to physical pixels first, so a 4K screen gets shapes
drawn at its own density instead of a doubled 1080p picture. On the recording canvas
(sprites/recording.py) the mapped call is kept for the end of the frame instead of drawn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from sprites.scaling import Layer, to_logical, to_physical

Point = Sequence[float]
SLOP = 2  # pixels around a shape's box for antialiased edges


def _width(width: int, s: float) -> int:
    """Outline widths grow with the scale but never vanish; 0 (filled) stays 0."""
    return 0 if width <= 0 else max(1, round(width * s))


def _points(points: Sequence[Point], s: float) -> tuple[tuple[float, float], ...]:
    return tuple((p[0] * s, p[1] * s) for p in points)


def _around(points: Sequence[Point], pad: float) -> pygame.Rect:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x0, y0 = int(min(xs) - pad), int(min(ys) - pad)
    return pygame.Rect(x0, y0, int(max(xs) + pad) - x0 + 2, int(max(ys) + pad) - y0 + 2)


def _grown(box: pygame.Rect, reach: int) -> pygame.Rect:
    """Where a shape drawn in `box` may reach: an outline or corner radius bigger than a thin
    box spills out of it."""
    pad = 2 * (reach + SLOP)
    return box.inflate(pad, pad)


def _on_layer(surface: Layer, fn: Callable[..., pygame.Rect], args: tuple[Any, ...], box: pygame.Rect,
              **kwargs: Any) -> pygame.Rect:
    """Draw (or record) the mapped call on the layer and note what changed."""
    if surface.records:
        surface.record_draw(fn, args, kwargs, box)
        return to_logical(box, surface.s)
    surface.changing()
    drawn = fn(surface.surf, *args, **kwargs)
    surface.touched(drawn)
    return to_logical(drawn, surface.s)


def _colour(color: Any) -> Any:
    return tuple(color) if isinstance(color, (pygame.Color, list)) else color


def rect(surface: Any, color: Any, rect: Any, width: int = 0, border_radius: int = 0,
         **corners: int) -> pygame.Rect:
    """`pygame.draw.rect`; `corners` are its `border_top_left_radius`-style keywords.

    On a layer, corner radii are kept within half the box and an outline as thick as half the
    box is a filled box: pygame draws such shapes far outside their box, which a damage box
    could never hold."""
    if not isinstance(surface, Layer):
        return pygame.draw.rect(surface, color, rect, width, border_radius=border_radius, **corners)
    s = surface.s
    box, w = to_physical(rect, s), _width(width, s)
    most = min(box.w, box.h) // 2
    if w > 0 and 2 * w >= min(box.w, box.h):
        w = 0
    radius = min(round(border_radius * s), most) if border_radius > 0 else border_radius
    mapped = {name: min(round(r * s), most) if r > 0 else r for name, r in corners.items()}
    return _on_layer(surface, pygame.draw.rect, (_colour(color), box, w), box.inflate(SLOP, SLOP),
                     border_radius=radius, **mapped)


def line(surface: Any, color: Any, start: Point, end: Point, width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.line(surface, color, start, end, width)
    s = surface.s
    a, b, w = (start[0] * s, start[1] * s), (end[0] * s, end[1] * s), _width(width, s)
    return _on_layer(surface, pygame.draw.line, (_colour(color), a, b, w), _around((a, b), w / 2 + SLOP))


def lines(surface: Any, color: Any, closed: bool, points: Sequence[Point], width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.lines(surface, color, closed, points, width)
    s = surface.s
    pts, w = _points(points, s), _width(width, s)
    return _on_layer(surface, pygame.draw.lines, (_colour(color), closed, pts, w), _around(pts, w + SLOP))


def circle(surface: Any, color: Any, center: Point, radius: float, width: int = 0) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.circle(surface, color, center, radius, width)
    s = surface.s
    c, r = (center[0] * s, center[1] * s), radius * s
    w = _width(width, s)
    return _on_layer(surface, pygame.draw.circle, (_colour(color), c, r, w), _around((c,), r + w + SLOP))


def polygon(surface: Any, color: Any, points: Sequence[Point], width: int = 0) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.polygon(surface, color, points, width)
    s = surface.s
    pts, w = _points(points, s), _width(width, s)
    return _on_layer(surface, pygame.draw.polygon, (_colour(color), pts, w), _around(pts, w + SLOP))


def ellipse(surface: Any, color: Any, rect: Any, width: int = 0) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.ellipse(surface, color, rect, width)
    s = surface.s
    box, w = to_physical(rect, s), _width(width, s)
    return _on_layer(surface, pygame.draw.ellipse, (_colour(color), box, w), _grown(box, w))


def arc(surface: Any, color: Any, rect: Any, start_angle: float, stop_angle: float, width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.arc(surface, color, rect, start_angle, stop_angle, width)
    s = surface.s
    box, w = to_physical(rect, s), _width(width, s)
    return _on_layer(surface, pygame.draw.arc, (_colour(color), box, start_angle, stop_angle, w), _grown(box, w))


__all__ = ["arc", "circle", "ellipse", "line", "lines", "polygon", "rect"]
