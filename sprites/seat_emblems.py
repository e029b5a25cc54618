"""Seat emblems: a small shape of its own for each seat, drawn beside the seat's name.

A seat is told apart by its name and this shape, never by a colour (issue 36: nothing by colour
alone). Take 5 seats up to ten, so there are ten shapes, each unlike the others in outline
(round, straight-sided with 3, 4 or 5 corners, pointed, waisted, crossed, hollow) so they stay apart
in grey, small and from a sofa. The emblem of seat i is the same on every table and screen.
"""

from __future__ import annotations

import math

import pygame

from sprites import pen

EMBLEMS = ("circle", "square", "triangle", "diamond", "star", "hourglass", "cross", "ring", "pentagon", "heart")
Colour = tuple[int, ...]


def emblem_name(seat: int) -> str:
    """The shape of seat `seat` (0-based); seats past ten reuse the shapes in order."""
    return EMBLEMS[seat % len(EMBLEMS)]


def _regular(cx: float, cy: float, r: float, corners: int, turn: float = -math.pi / 2) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(turn + 2 * math.pi * k / corners), cy + r * math.sin(turn + 2 * math.pi * k / corners))
            for k in range(corners)]


def _star(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    return [(cx + (r if k % 2 == 0 else r * 0.45) * math.cos(-math.pi / 2 + k * math.pi / 5),
             cy + (r if k % 2 == 0 else r * 0.45) * math.sin(-math.pi / 2 + k * math.pi / 5)) for k in range(10)]


def _heart(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    out = []
    for k in range(40):
        t = 2 * math.pi * k / 40
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        out.append((cx + x * r / 17, cy - y * r / 17 - r * 0.05))
    return out


def _outline(name: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    if name == "square":
        return _regular(cx, cy, r * 1.1, 4, math.pi / 4)
    if name == "triangle":
        return [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    if name == "diamond":
        return [(cx, cy - r), (cx + r * 0.72, cy), (cx, cy + r), (cx - r * 0.72, cy)]
    if name == "star":
        return _star(cx, cy, r)
    if name == "hourglass":
        return [(cx - r * 0.85, cy - r), (cx + r * 0.85, cy - r), (cx + r * 0.15, cy),
                (cx + r * 0.85, cy + r), (cx - r * 0.85, cy + r), (cx - r * 0.15, cy)]
    if name == "pentagon":
        return _regular(cx, cy, r, 5)
    if name == "heart":
        return _heart(cx, cy, r)
    raise ValueError(f"unknown emblem {name!r}")


def draw_emblem(target: pygame.Surface, seat: int, centre: tuple[float, float], size: float,
                colour: Colour, edge: Colour | None = None) -> None:
    """Seat `seat`'s emblem, `size` across, filled with `colour` (and an `edge` line if given)."""
    name = emblem_name(seat)
    cx, cy = centre
    r = size / 2
    if name in ("circle", "ring"):
        if edge:
            pen.circle(target, edge, (cx, cy), r + 1.5)
        pen.circle(target, colour, (cx, cy), r)
        if name == "ring":  # hollow: the middle shows what is behind, unlike the filled circle
            hole = r * 0.5
            pen.circle(target, edge or (0, 0, 0), (cx, cy), hole)
        return
    if name == "cross":
        w = max(3, round(size * 0.3))
        for a, b in (((cx - r, cy), (cx + r, cy)), ((cx, cy - r), (cx, cy + r))):
            if edge:
                pen.line(target, edge, a, b, w + 3)
        for a, b in (((cx - r, cy), (cx + r, cy)), ((cx, cy - r), (cx, cy + r))):
            pen.line(target, colour, a, b, w)
        return
    points = _outline(name, cx, cy, r)
    pen.polygon(target, colour, points)
    if edge:
        pen.polygon(target, edge, points, 2)
