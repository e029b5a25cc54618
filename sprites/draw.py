"""Small drawing helpers shared by every scene: panels, shadows, glows and colour symbols.

Everything expensive (blurred shadows, translucent panels) is cached by size.
"""

from __future__ import annotations

import math

import pygame

from sprites import palette, pen, scaling, transforms
from sprites.surface_cache import surface_cache


@surface_cache(8)
def panel(size: tuple[int, int], colour: tuple[int, int, int] | None = None, alpha: int = 218,
          radius: int = 18, border: tuple[int, int, int] | None = None) -> pygame.Surface:
    """A rounded, slightly translucent panel (dialogs, seats, menus); the palette's walnut unless
    told otherwise. In high contrast panels are nearly opaque, so text on them keeps its 7:1."""
    if colour is None:
        colour = palette.WALNUT
    if palette.high_contrast():
        alpha = max(alpha, 236)
    surface = scaling.surface(size, pygame.SRCALPHA)
    pen.rect(surface, (*colour, alpha), surface.get_rect(), border_radius=radius)
    # A thin lit edge along the top, as if lit from above.
    pen.line(surface, (255, 236, 200, 60), (radius, 1), (size[0] - radius, 1), 2)
    if border:
        pen.rect(surface, (*border, 255), surface.get_rect(), 2, border_radius=radius)
    return surface


def veil(target: pygame.Surface, colour: tuple[int, int, int, int]) -> None:
    """Dim the whole of `target` towards `colour` by its alpha (behind dialogs and pauses).

    Two blended fills give the same pixels as a translucent full-screen surface (to one level)
    with no such surface to make: at 4K that is 33 MB a frame, and on the recording canvas two
    fills are the same calls frame after frame, so a still dialog costs nothing."""
    r, g, b, a = colour
    keep = 255 - a
    target.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    target.fill((round(r * a / 255), round(g * a / 255), round(b * a / 255)), special_flags=pygame.BLEND_RGB_ADD)


@surface_cache(2)
def highlight(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The faint light on a button's upper half (one per size: drawn every frame)."""
    surface = scaling.surface(size, pygame.SRCALPHA)
    pen.rect(surface, (255, 255, 255, 16), surface.get_rect(), border_radius=radius)
    return surface


@surface_cache(2)
def fade_up(size: tuple[int, int], colour: tuple[int, int, int], step: int) -> pygame.Surface:
    """Transparent at the top to `colour` at the foot, alpha growing `step` a row."""
    surface = scaling.surface(size, pygame.SRCALPHA)
    for k in range(size[1]):
        pen.line(surface, (*colour, min(255, k * step)), (0, k), (size[0], k))
    return surface


@surface_cache(8)
def shadow(size: tuple[int, int], radius: int = 18, blur: int = 10, alpha: int = 85) -> pygame.Surface:
    """A soft shadow for a rounded shape: drawn small and scaled up, which blurs it cheaply."""
    w, h = size[0] + 2 * blur, size[1] + 2 * blur
    scale = 4
    small = scaling.surface((max(1, w // scale), max(1, h // scale)), pygame.SRCALPHA)
    inner = pygame.Rect(blur // scale, blur // scale, max(1, size[0] // scale), max(1, size[1] // scale))
    pen.rect(small, (0, 0, 0, alpha), inner, border_radius=max(1, radius // scale))
    return transforms.smoothscale(transforms.smoothscale(small, (w // 2, h // 2)), (w, h))


def blit_shadow(target: pygame.Surface, rect: pygame.Rect, radius: int = 18, offset: int = 6,
                blur: int = 10, alpha: int = 85) -> None:
    surf = shadow(rect.size, radius, blur, alpha)
    target.blit(surf, (rect.x - blur + offset, rect.y - blur + offset))


@surface_cache(6)
def glow(size: tuple[int, int], colour: tuple[int, int, int] | None = None, radius: int = 18,
         spread: int = 14) -> pygame.Surface:
    """A soft coloured halo around a rounded rectangle (focus, the seat to act), with solid corner
    brackets: the ring reads by its shape too, not by its colour alone."""
    colour = palette.GOLD if colour is None else colour
    w, h = size[0] + 2 * spread, size[1] + 2 * spread
    surface = scaling.surface((w, h), pygame.SRCALPHA)
    for i in range(spread, 0, -2):
        a = int(120 * (1 - i / spread) ** 1.5) + 10
        r = pygame.Rect(spread - i, spread - i, size[0] + 2 * i, size[1] + 2 * i)
        pen.rect(surface, (*colour, a // 3), r, 3, border_radius=radius + i)
    corner_brackets(surface, pygame.Rect(spread - 5, spread - 5, size[0] + 10, size[1] + 10), colour)
    return surface


def corner_brackets(target: pygame.Surface, rect: pygame.Rect, colour: tuple[int, ...],
                    width: int = 4) -> None:
    """An L at each corner of `rect` (dark-edged, so it shows on light and dark alike)."""
    arm = max(10, min(28, min(rect.w, rect.h) // 4))
    for dark, w, grow in (((0, 0, 0, 200), width + 2, 1), ((*colour[:3], 255), width, 0)):
        r = rect.inflate(2 * grow, 2 * grow)
        for (cx, cy), (dx, dy) in (((r.left, r.top), (1, 1)), ((r.right - 1, r.top), (-1, 1)),
                                   ((r.right - 1, r.bottom - 1), (-1, -1)), ((r.left, r.bottom - 1), (1, -1))):
            pen.line(target, dark, (cx, cy), (cx + dx * (arm + grow), cy), w)
            pen.line(target, dark, (cx, cy), (cx, cy + dy * (arm + grow)), w)


def blit_glow(target: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int] | None = None,
              radius: int = 18, spread: int = 14) -> None:
    target.blit(glow(rect.size, colour, radius, spread), (rect.x - spread, rect.y - spread))


def symbol(target: pygame.Surface, name: str, centre: tuple[float, float], size: float,
           colour: tuple[int, ...], outline: tuple[int, ...] | None = None) -> None:
    """Draw a colour's symbol (circle, star, leaf, square, diamond, cross, triangle)."""
    cx, cy = centre
    r = size / 2
    points: list[tuple[float, float]]
    if name == "circle":
        pen.circle(target, colour, (cx, cy), r)
        if outline:
            pen.circle(target, outline, (cx, cy), r, 2)
        return
    if name == "square":
        rect = pygame.Rect(0, 0, size * 0.86, size * 0.86)
        rect.center = (round(cx), round(cy))
        pen.rect(target, colour, rect, border_radius=max(1, int(size * 0.08)))
        if outline:
            pen.rect(target, outline, rect, 2, border_radius=max(1, int(size * 0.08)))
        return
    if name == "star":
        points = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            points.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    elif name == "diamond":
        points = [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)]
    elif name in ("leaf", "triangle"):
        if name == "triangle":
            points = [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
        else:
            # A leaf leaning 40 degrees with a short stem: tilted and curved, it cannot be
            # taken for the upright diamond when colour is gone.
            lean = math.radians(40)
            ca, sa = math.cos(lean), math.sin(lean)
            outline_pts = []
            for i in range(24):
                t = i / 23 * math.pi
                outline_pts.append((r * 0.5 * math.sin(t), -r * 0.9 + 1.8 * r * i / 23))
            for i in range(24):
                t = i / 23 * math.pi
                outline_pts.append((-r * 0.5 * math.sin(t) ** 0.6, r * 0.9 - 1.8 * r * i / 23))
            points = [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in outline_pts]
            stem_end = (cx + r * sa * 1.0, cy + r * ca * 1.0)
            stem_start = (cx + r * 0.7 * sa, cy + r * 0.7 * ca)
            pen.line(target, colour, (stem_start[0] - r * 0.1 * ca, stem_start[1]), stem_end,
                     max(1, int(size * 0.09)))
    elif name == "cross":
        w = max(2, int(size * 0.22))
        pen.line(target, colour, (cx - r * 0.75, cy - r * 0.75), (cx + r * 0.75, cy + r * 0.75), w)
        pen.line(target, colour, (cx - r * 0.75, cy + r * 0.75), (cx + r * 0.75, cy - r * 0.75), w)
        return
    else:
        raise ValueError(f"unknown symbol {name!r}")
    pen.polygon(target, colour, points)
    if outline:
        pen.polygon(target, outline, points, 2)
