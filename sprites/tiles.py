"""Triangle tiles for Pyramid Power: cream tiles with a coloured band (and symbol) on each side.

Everything here is drawing only. A tile is described by what it shows: the colour letter on each
of its three sides (clockwise, in the cell's side order), its points (pips in the middle) and
whether it is the wild. Surfaces are drawn supersampled, then scaled down for smooth edges, and
cached per (sides, points, orientation, size, symbols), so a frame only blits.

Geometry: a triangle of side `size` pointing up has its vertices clockwise apex, bottom-right,
bottom-left (sides right, bottom, left); pointing down: top-left, top-right, bottom tip (sides
top, right, left). Side i runs from vertex i to vertex i+1, which matches the rules core.
"""

from __future__ import annotations

import colorsys
import math

import pygame

from sprites import draw, palette, pen, scaling, transforms
from sprites.surface_cache import surface_cache

SQRT3 = math.sqrt(3.0)
PAD = 3  # transparent margin around a tile surface so smooth edges are never clipped
SS = 3  # supersampling factor

NAMES = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "P": "purple"}


def side_look(letter: str) -> tuple[tuple[int, int, int], str]:
    """(hue, symbol) of a side colour letter in the current palette."""
    name = NAMES[letter]
    return palette.pieces("tiles")[name], palette.SYMBOLS[name]
CREAM = (248, 241, 224)
CREAM_EDGE = (226, 214, 188)
INK = (58, 42, 30)
SYMBOL_LIGHT = (252, 248, 238)
BACK = (92, 60, 38)
BACK_EDGE = (224, 176, 74)

# Sizes (triangle side in px) that tiles are drawn at; anything in between uses the nearest.
BUCKETS: tuple[int, ...] = (44, 52, 60, 68, 78, 90, 104, 118, 128, 134, 150, 168, 190, 216)


def bucket(size: float) -> int:
    """The cached size nearest to `size`."""
    return min(BUCKETS, key=lambda b: abs(b - size))


def height(size: float) -> float:
    return size * SQRT3 / 2


def vertices(up: bool, size: float, ox: float = 0.0, oy: float = 0.0) -> list[tuple[float, float]]:
    """Clockwise vertices of the triangle in its bounding box at (ox, oy)."""
    h = height(size)
    if up:
        return [(ox + size / 2, oy), (ox + size, oy + h), (ox, oy + h)]
    return [(ox, oy), (ox + size, oy), (ox + size / 2, oy + h)]


def centroid_offset(up: bool, size: float) -> tuple[float, float]:
    """Where the triangle's centre lies inside its bounding box."""
    h = height(size)
    return (size / 2, h * 2 / 3 if up else h / 3)


def surface_anchor(up: bool, size: int) -> tuple[float, float]:
    """The centre of the triangle inside a surface from `tile()` (to blit it centred on a point)."""
    cx, cy = centroid_offset(up, size)
    return (cx + PAD, cy + PAD)


def contains(up: bool, size: float, centre: tuple[float, float], point: tuple[float, float]) -> bool:
    """True when `point` lies in the triangle of that size centred on `centre`."""
    dx, dy = centroid_offset(up, size)
    vs = vertices(up, size, centre[0] - dx, centre[1] - dy)
    px, py = point
    signs = []
    for i in range(3):
        (ax, ay), (bx, by) = vs[i], vs[(i + 1) % 3]
        signs.append((bx - ax) * (py - ay) - (by - ay) * (px - ax))
    return all(s >= 0 for s in signs) or all(s <= 0 for s in signs)


def _inset(vs: list[tuple[float, float]], d: float) -> list[tuple[float, float]]:
    """The equilateral triangle moved inward by `d` along every side's normal."""
    gx = sum(v[0] for v in vs) / 3
    gy = sum(v[1] for v in vs) / 3
    side = math.dist(vs[0], vs[1])
    r_in = side / (2 * SQRT3)
    k = max(0.0, 1 - d / r_in)
    return [(gx + (x - gx) * k, gy + (y - gy) * k) for x, y in vs]


def _rounded_mask(size: tuple[int, int], vs: list[tuple[float, float]], radius: float) -> pygame.Surface:
    """White where the rounded triangle is, transparent elsewhere."""
    mask = scaling.surface(size, pygame.SRCALPHA)
    inner = _inset(vs, radius)
    white = (255, 255, 255, 255)
    pen.polygon(mask, white, inner)
    gx = sum(v[0] for v in inner) / 3
    gy = sum(v[1] for v in inner) / 3
    for i in range(3):
        a, b = inner[i], inner[(i + 1) % 3]
        mx, my = (a[0] + b[0]) / 2 - gx, (a[1] + b[1]) / 2 - gy
        n = math.hypot(mx, my) or 1.0
        nx, ny = mx / n * radius, my / n * radius
        pen.polygon(mask, white, [a, b, (b[0] + nx, b[1] + ny), (a[0] + nx, a[1] + ny)])
        pen.circle(mask, white, a, radius)
    return mask


def _finish(big: pygame.Surface, size: int, up: bool) -> pygame.Surface:
    w = size + 2 * PAD
    h = math.ceil(height(size)) + 2 * PAD
    return transforms.smoothscale(big, (w, h))


def _canvas(size: int) -> tuple[pygame.Surface, list[tuple[float, float]], float]:
    s = size * SS
    w = (size + 2 * PAD) * SS
    h = (math.ceil(height(size)) + 2 * PAD) * SS
    return scaling.surface((w, h), pygame.SRCALPHA), [], s


def _pips(target: pygame.Surface, centre: tuple[float, float], r_c: float, up: bool, count: int) -> None:
    """Points as pips in the cream middle: 1 centre, 2 side by side, 3 in a small triangle."""
    cx, cy = centre
    pip = max(2.5, r_c * 0.34)
    spots: list[tuple[float, float]]
    if count == 1:
        spots = [(cx, cy)]
    elif count == 2:
        spots = [(cx - r_c * 0.48, cy), (cx + r_c * 0.48, cy)]
    else:
        d = r_c * 0.58
        sign = -1 if up else 1
        spots = [(cx, cy + sign * d), (cx - d * 0.87, cy - sign * d * 0.5), (cx + d * 0.87, cy - sign * d * 0.5)]
        pip = max(2.5, r_c * 0.3)
    for x, y in spots:
        pen.circle(target, (30, 20, 12, 70), (x + pip * 0.18, y + pip * 0.25), pip)
        pen.circle(target, INK, (x, y), pip)
        pen.circle(target, (120, 96, 72), (x - pip * 0.3, y - pip * 0.3), pip * 0.3)


@surface_cache(16)
def tile(sides: str, points: int, up: bool, size: int, symbols: bool = True, gap: float = 1.5) -> pygame.Surface:
    """A face-up tile: `sides` holds the colour letters on sides 0, 1, 2 ('***' is the wild)."""
    big, _, s = _canvas(size)
    vs = _inset(vertices(up, s, PAD * SS, PAD * SS), gap * SS)
    side = math.dist(vs[0], vs[1])
    r_in = side / (2 * SQRT3)
    band = r_in * 0.5
    inner = _inset(vs, band)
    gx = sum(v[0] for v in vs) / 3
    gy = sum(v[1] for v in vs) / 3
    wild = sides == "***"
    layer = scaling.surface(big.get_size(), pygame.SRCALPHA)
    if wild:
        steps = 90
        reach = side
        for k in range(steps):
            a0 = 2 * math.pi * k / steps
            a1 = 2 * math.pi * (k + 1.5) / steps
            r, g, b = colorsys.hsv_to_rgb(k / steps, 0.62, 0.95)
            pen.polygon(layer, (int(r * 255), int(g * 255), int(b * 255)),
                                [(gx, gy), (gx + reach * math.cos(a0), gy + reach * math.sin(a0)),
                                 (gx + reach * math.cos(a1), gy + reach * math.sin(a1))])
    else:
        for i in range(3):
            colour = side_look(sides[i])[0]
            quad = [vs[i], vs[(i + 1) % 3], inner[(i + 1) % 3], inner[i]]
            pen.polygon(layer, colour, quad)
            # A lighter lip along the band's inner edge, as if the band were slightly raised.
            lip = tuple(min(255, c + 40) for c in colour)
            pen.line(layer, lip, inner[i], inner[(i + 1) % 3], max(1, SS))
    # The cream middle, with a faint edge so it reads as a separate face.
    pen.polygon(layer, CREAM, inner)
    pen.polygon(layer, CREAM_EDGE, inner, max(1, SS))
    r_c = r_in - band
    if wild:
        draw.symbol(layer, "star", (gx, gy + (r_c * 0.08 if up else -r_c * 0.08)), r_c * 1.7,
                    (224, 176, 74), INK)
    elif points > 0:
        _pips(layer, (gx, gy), r_c, up, points)
    if symbols and not wild:
        sym = band * 0.98  # big marks: colour-blind players read the side by its symbol
        for i in range(3):
            colour, name = side_look(sides[i])
            a, b = vs[i], vs[(i + 1) % 3]
            c, d = inner[i], inner[(i + 1) % 3]
            mx = (a[0] + b[0] + c[0] + d[0]) / 4
            my = (a[1] + b[1] + c[1] + d[1]) / 4
            ink = INK if sum(c * w for c, w in zip(colour, (0.3, 0.59, 0.11), strict=True)) > 140 else SYMBOL_LIGHT
            draw.symbol(layer, name, (mx, my), sym, ink)
    # A soft top-left light on the whole face.
    light = scaling.surface(big.get_size(), pygame.SRCALPHA)
    pen.polygon(light, (255, 255, 255, 26), [vs[0], vs[2], (gx, gy)] if up else [vs[0], vs[1], (gx, gy)])
    layer.blit(light, (0, 0))
    layer.blit(_rounded_mask(big.get_size(), vs, side * 0.07), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(layer, (0, 0))
    return _finish(big, size, up)


@surface_cache(4)  # two shapes at a table's few sizes (0.1 MB each at 1080p)
def back(up: bool, size: int) -> pygame.Surface:
    """A face-down tile: walnut with a gold inlaid triangle."""
    big, _, s = _canvas(size)
    vs = _inset(vertices(up, s, PAD * SS, PAD * SS), 1.5 * SS)
    side = math.dist(vs[0], vs[1])
    layer = scaling.surface(big.get_size(), pygame.SRCALPHA)
    pen.polygon(layer, BACK, vs)
    inner = _inset(vs, side * 0.1)
    pen.polygon(layer, (110, 74, 48), inner)
    pen.polygon(layer, BACK_EDGE, inner, max(2, int(side * 0.025)))
    core = _inset(vs, side * 0.2)
    pen.polygon(layer, (160, 122, 62), core)
    layer.blit(_rounded_mask(big.get_size(), vs, side * 0.07), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(layer, (0, 0))
    return _finish(big, size, up)


@surface_cache(8)
def shadow(up: bool, size: int, blur: int = 8, alpha: int = 85) -> pygame.Surface:
    """A soft shadow the shape of the tile (blit it offset down-right, under the tile)."""
    w = size + 2 * PAD + 2 * blur
    h = math.ceil(height(size)) + 2 * PAD + 2 * blur
    scale = 4
    small = scaling.surface((max(1, w // scale), max(1, h // scale)), pygame.SRCALPHA)
    vs = vertices(up, size / scale, (PAD + blur) / scale, (PAD + blur) / scale)
    pen.polygon(small, (0, 0, 0, alpha), vs)
    return transforms.smoothscale(transforms.smoothscale(small, (w // 2, h // 2)), (w, h))


@surface_cache(8)
def cell_glow(up: bool, size: int, colour: tuple[int, int, int], strong: bool) -> pygame.Surface:
    """An empty cell lit up: a translucent fill with a bright edge (strong), or a faint outline."""
    big, _, s = _canvas(size)
    vs = _inset(vertices(up, s, PAD * SS, PAD * SS), 4 * SS)
    if strong:
        pen.polygon(big, (*colour, 70), vs)
        pen.polygon(big, (*colour, 235), vs, 3 * SS)
        pen.polygon(big, (255, 240, 200, 120), _inset(vs, 5 * SS), SS)
    else:
        pen.polygon(big, (*colour, 26), vs)
        n = 9
        for i in range(3):  # a dashed edge: fits if the tile is turned
            a, b = vs[i], vs[(i + 1) % 3]
            for k in range(0, n, 2):
                p = (a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n)
                q = (a[0] + (b[0] - a[0]) * (k + 1) / n, a[1] + (b[1] - a[1]) * (k + 1) / n)
                pen.line(big, (*colour, 170), p, q, 2 * SS)
    return _finish(big, size, up)


def faded(surface: pygame.Surface, alpha: int) -> pygame.Surface:
    """A translucent copy (ghost previews); cache the result yourself."""
    out = surface.copy()
    out.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return out


@surface_cache(12)
def ghost(sides: str, points: int, up: bool, size: int, symbols: bool = True) -> pygame.Surface:
    return faded(tile(sides, points, up, size, symbols), 170)


@surface_cache(12)
def dimmed(sides: str, points: int, up: bool, size: int, symbols: bool = True) -> pygame.Surface:
    """A tile that cannot be played now: greyed a little, still readable."""
    out = tile(sides, points, up, size, symbols).copy()
    out.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out
