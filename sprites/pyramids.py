"""Looney (Treehouse) pyramids seen from above at an angle: shaded faces, size pips, colour symbols.

A pyramid is a square base with an apex; it is turned about its vertical axis by the physics and
drawn from a camera looking down at `ELEVATION` degrees. Each image is rendered once (at twice
the size, then smoothed down) and cached per size, colour, turn and symbol setting. The four
faces are alike, so a quarter turn covers every angle.
"""

from __future__ import annotations

import math

import pygame

from sprites import draw, palette, pen, scaling, transforms
from sprites.surface_cache import surface_cache

BASES = (46, 60, 76)  # base side in px at scale 1, small to large
HEIGHT_RATIO = 1.6  # apex height / base side
ELEVATION = math.radians(50)  # the camera's angle above the table
TURN_STEP = 3  # degrees between cached turns
SUPER = 2  # render at twice the size, then smooth down

# The colour keys a pyramid can have; its hue, symbol, ink and edge come from the palette.
KEYS = ("red", "yellow", "green", "blue", "black", "white")


def look_colours(look: str) -> tuple[tuple[int, int, int], str, tuple[int, int, int], tuple[int, int, int]]:
    """(face colour, symbol, symbol ink, edge line) of a look in the current palette. The bust
    colour's edge is light and its faces are hatched, so it stands out by more than darkness."""
    colour = palette.pieces("pyramids")[look]
    light = sum(c * w for c, w in zip(colour, (0.3, 0.59, 0.11), strict=True)) > 150
    ink = (40, 36, 34) if light else (246, 242, 232)
    if look == "black":
        edge = (226, 222, 212)
    elif palette.OUTLINE is not None:
        edge = palette.OUTLINE
    else:
        edge = tuple(round(c * 0.55) for c in colour)
    return colour, palette.SYMBOLS[look], ink, edge  # type: ignore[return-value]


LIGHT = (-0.55, 0.45, 0.75)  # from the left, above, a little toward the viewer


def look_key(color: str, palette: str = "rainbow") -> str:
    """The look for a pyramid colour: with the xeno palette the bust pyramids are white."""
    return "white" if palette == "xeno" and color == "black" else color


def base_side(size_index: int, scale: float = 1.0) -> float:
    return BASES[size_index] * scale


def _norm(v: tuple[float, float, float]) -> tuple[float, float, float]:
    n = math.sqrt(sum(c * c for c in v)) or 1.0
    return (v[0] / n, v[1] / n, v[2] / n)


def _shade(colour: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    if k <= 1.0:
        return tuple(max(0, min(255, round(c * k))) for c in colour)  # type: ignore[return-value]
    t = k - 1.0
    return tuple(max(0, min(255, round(c + (255 - c) * t))) for c in colour)  # type: ignore[return-value]


def _project(p: tuple[float, float, float]) -> tuple[float, float]:
    x, y, z = p
    return (x, y * math.sin(ELEVATION) - z * math.cos(ELEVATION))


@surface_cache(16)
def image(size_index: int, look: str, turn_deg: int = 0, symbols: bool = True,
          scale: float = 1.0) -> tuple[pygame.Surface, tuple[int, int]]:
    """(surface, anchor): the anchor is where the middle of the base sits in the image."""
    turn_deg = (round(turn_deg / TURN_STEP) * TURN_STEP) % 90
    s = SUPER * scale
    b = BASES[size_index] * s
    h = b * HEIGHT_RATIO
    half = b / 2
    colour, sym, ink, edge = look_colours(look)
    a = math.radians(turn_deg)
    ca, sa = math.cos(a), math.sin(a)

    def turn(x: float, y: float) -> tuple[float, float]:
        return (x * ca - y * sa, x * sa + y * ca)

    base = [turn(-half, -half), turn(half, -half), turn(half, half), turn(-half, half)]
    apex3 = (0.0, 0.0, h)
    width = int(b * 1.5 + 8 * s)
    height = int(b * 0.9 + h * math.cos(ELEVATION) + 10 * s)
    ox, oy = width / 2, height - b * 0.75 * math.sin(ELEVATION) - 4 * s
    surf = scaling.surface((width, height), pygame.SRCALPHA)

    def screen(p: tuple[float, float, float]) -> tuple[float, float]:
        x, y = _project(p)
        return (ox + x, oy + y)

    view = (0.0, math.cos(ELEVATION), math.sin(ELEVATION))
    light = _norm(LIGHT)
    apex = screen(apex3)
    faces = []
    for k in range(4):
        p0 = (*base[k], 0.0)
        p1 = (*base[(k + 1) % 4], 0.0)
        mx, my = (p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2
        dlen = math.hypot(mx, my) or 1.0
        normal = _norm((mx / dlen * h, my / dlen * h, half))
        facing = sum(n * v for n, v in zip(normal, view, strict=True))
        if facing <= 0.0:
            continue
        lit = max(0.0, sum(n * li for n, li in zip(normal, light, strict=True)))
        faces.append((facing, lit, p0, p1))
    outline = max(1, round((2.6 if palette.OUTLINE is not None or look == "black" else 1.6) * s))
    for facing, lit, p0, p1 in faces:
        a0, a1 = screen(p0), screen(p1)
        tone = _shade(colour, 0.62 + 0.58 * lit)
        if look in ("black",):
            tone = _shade(colour, 0.85 + 0.32 * lit)
        pen.polygon(surf, tone, (a0, a1, apex))
        if look in ("black", "white"):  # the bust colour's hatching: a pattern, not only a shade
            for v in (0.56, 0.69, 0.82):
                pen.line(surf, _shade(ink, 0.8), _on_face(a0, a1, apex, 0.1, v),
                         _on_face(a0, a1, apex, 0.9, v), max(1, round(1.4 * s)))
        # A soft highlight down the lit edge, as plastic catches the light.
        if lit > 0.55:
            hi = _shade(tone, 1.18)
            pen.line(surf, hi, _lerp(a0, apex, 0.1), _lerp(a0, apex, 0.85), max(1, round(2 * s)))
        pen.polygon(surf, edge, (a0, a1, apex), outline)
        foreshort = min(1.0, facing * 1.35)
        if foreshort < 0.3:
            continue
        face_w = math.dist(a0, a1)
        # Size pips: 1, 2 or 3 dots along the base of every face.
        pips = size_index + 1
        pip_r = max(1.5, b * 0.045)
        for j in range(pips):
            u = 0.5 + (j - (pips - 1) / 2) * 0.17
            p = _on_face(a0, a1, apex, u, 0.11)
            pen.ellipse(surf, ink, pygame.Rect(p[0] - pip_r, p[1] - pip_r * foreshort,
                                                       2 * pip_r, 2 * pip_r * foreshort))
        if symbols and face_w > 6 * s:
            centre = _on_face(a0, a1, apex, 0.5, 0.36)
            size = b * 0.34 * (0.55 + 0.45 * foreshort)
            _symbol_squashed(surf, sym, centre, size, foreshort, ink, look)
    out = transforms.smoothscale(surf, (round(width / SUPER), round(height / SUPER)))
    return out, (round(ox / SUPER), round(oy / SUPER))


def _lerp(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _on_face(a0: tuple[float, float], a1: tuple[float, float], apex: tuple[float, float],
             u: float, v: float) -> tuple[float, float]:
    """A point on a face: u along the base (0..1), v up toward the apex (0..1)."""
    base = _lerp(a0, a1, u)
    return _lerp(base, apex, v)


def _symbol_squashed(surf: pygame.Surface, name: str, centre: tuple[float, float], size: float,
                     squash: float, ink: tuple[int, int, int], look: str) -> None:
    side = max(4, round(size * 1.2))
    tmp = scaling.surface((side, side), pygame.SRCALPHA)
    draw.symbol(tmp, name, (side / 2, side / 2), size, ink)
    h = max(2, round(side * (0.55 + 0.45 * squash)))
    tmp = transforms.smoothscale(tmp, (side, h))
    surf.blit(tmp, tmp.get_rect(center=(round(centre[0]), round(centre[1]))))


@scaling.per_scale(16)
def shadow(size_index: int, scale: float = 1.0) -> pygame.Surface:
    """A soft dark ellipse under a pyramid (blitted centred on the base, offset down-right)."""
    b = BASES[size_index] * scale
    w, h = int(b * 1.5), int(b * 1.5 * math.sin(ELEVATION))
    small = scaling.surface((max(2, w // 4), max(2, h // 4)), pygame.SRCALPHA)
    pen.ellipse(small, (0, 0, 0, 95), small.get_rect().inflate(-4, -3))
    return transforms.smoothscale(transforms.smoothscale(small, (w // 2, h // 2)), (w, h))


def blit(target: pygame.Surface, size_index: int, look: str, pos: tuple[float, float],
         angle_rad: float = 0.0, z: float = 0.0, symbols: bool = True, scale: float = 1.0,
         alpha: int = 255) -> pygame.Rect:
    """Draw a pyramid whose base centre is at `pos` on the table, lifted `z` px, turned by angle."""
    x, y = pos
    sh = shadow(size_index, scale)
    lift = max(0.0, z)
    sx, sy = x + 6 * scale + lift * 0.35, y + 5 * scale + lift * 0.25
    if alpha >= 255:
        target.blit(sh, sh.get_rect(center=(round(sx), round(sy))))
    turn = (round(math.degrees(angle_rad) / TURN_STEP) * TURN_STEP) % 90
    img, (ax, ay) = image(size_index, look, turn, symbols, _q(scale))
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    rect = img.get_rect(topleft=(round(x - ax), round(y - ay - lift)))
    target.blit(img, rect)
    return rect


def _q(scale: float) -> float:
    """Scales are cached in steps of 0.05 (a growing or shrinking piece reuses images)."""
    return max(0.2, round(scale * 20) / 20)


def icon(size_index: int, look: str, symbols: bool = True, scale: float = 1.0) -> pygame.Surface:
    """A still pyramid image (buttons, legends)."""
    return image(size_index, look, 0 if size_index % 2 else 12, symbols, _q(scale))[0]
