"""`pygame.draw` that understands layers: the same calls, in logical units, at any scale.

On a plain surface each call is pygame's own. On a `Layer` (sprites/scaling.py) points, radii,
rectangles and line widths are mapped to physical pixels first, so a 4K screen gets shapes
drawn at its own density instead of a doubled 1080p picture.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from sprites.scaling import Layer, to_logical, to_physical

Point = Sequence[float]


def _width(width: int, s: float) -> int:
    """Outline widths grow with the scale but never vanish; 0 (filled) stays 0."""
    return 0 if width <= 0 else max(1, round(width * s))


def _points(points: Sequence[Point], s: float) -> list[tuple[float, float]]:
    return [(p[0] * s, p[1] * s) for p in points]


def rect(surface: Any, color: Any, rect: Any, width: int = 0, border_radius: int = 0,
         **corners: int) -> pygame.Rect:
    """`pygame.draw.rect`; `corners` are its `border_top_left_radius`-style keywords."""
    if not isinstance(surface, Layer):
        return pygame.draw.rect(surface, color, rect, width, border_radius=border_radius, **corners)
    s = surface.s
    radius = round(border_radius * s) if border_radius > 0 else border_radius
    corners = {name: round(r * s) if r > 0 else r for name, r in corners.items()}
    drawn = pygame.draw.rect(surface.surf, color, to_physical(rect, s), _width(width, s),
                             border_radius=radius, **corners)
    return to_logical(drawn, s)


def line(surface: Any, color: Any, start: Point, end: Point, width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.line(surface, color, start, end, width)
    s = surface.s
    drawn = pygame.draw.line(surface.surf, color, (start[0] * s, start[1] * s), (end[0] * s, end[1] * s),
                             _width(width, s))
    return to_logical(drawn, s)


def lines(surface: Any, color: Any, closed: bool, points: Sequence[Point], width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.lines(surface, color, closed, points, width)
    s = surface.s
    return to_logical(pygame.draw.lines(surface.surf, color, closed, _points(points, s), _width(width, s)), s)


def circle(surface: Any, color: Any, center: Point, radius: float, width: int = 0) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.circle(surface, color, center, radius, width)
    s = surface.s
    drawn = pygame.draw.circle(surface.surf, color, (center[0] * s, center[1] * s), radius * s, _width(width, s))
    return to_logical(drawn, s)


def polygon(surface: Any, color: Any, points: Sequence[Point], width: int = 0) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.polygon(surface, color, points, width)
    s = surface.s
    return to_logical(pygame.draw.polygon(surface.surf, color, _points(points, s), _width(width, s)), s)


def ellipse(surface: Any, color: Any, rect: Any, width: int = 0) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.ellipse(surface, color, rect, width)
    s = surface.s
    return to_logical(pygame.draw.ellipse(surface.surf, color, to_physical(rect, s), _width(width, s)), s)


def arc(surface: Any, color: Any, rect: Any, start_angle: float, stop_angle: float, width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Layer):
        return pygame.draw.arc(surface, color, rect, start_angle, stop_angle, width)
    s = surface.s
    drawn = pygame.draw.arc(surface.surf, color, to_physical(rect, s), start_angle, stop_angle, _width(width, s))
    return to_logical(drawn, s)


__all__ = ["arc", "circle", "ellipse", "line", "lines", "polygon", "rect"]
