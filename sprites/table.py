"""The table every game is played on: green felt with a warm vignette inside a wooden rim.

Built once per size and cached; scenes blit it as their first layer each frame.
"""

from __future__ import annotations

import random

import pygame

from sprites import palette, pen, scaling, transforms

RIM_DARK = (96, 58, 33)
RIM_LIGHT = (150, 98, 50)
RIM = 34


def _lerp(a: tuple[int, ...], b: tuple[int, ...], t: float) -> tuple[int, ...]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))


def felt(size: tuple[int, int]) -> pygame.Surface:
    """Felt with a soft light pool in the middle and a faint fibre noise (not kept: only the
    cached `table` is drawn from it, and at 4K a full-screen surface is 33 MB)."""
    w, h = size
    small_w, small_h = 96, 54
    small = pygame.Surface((small_w, small_h))  # a draft set pixel by pixel, then smoothed up
    for y in range(small_h):
        for x in range(small_w):
            dx = (x - small_w / 2) / (small_w / 2)
            dy = (y - small_h / 2.2) / (small_h / 2)
            d = min(1.0, (dx * dx * 0.8 + dy * dy) ** 0.5)
            small.set_at((x, y), _lerp(palette.FELT_MIDDLE, palette.FELT_EDGE, d ** 1.6))
    surface = transforms.smoothscale(small, (w, h))
    rng = random.Random(7)
    tile = pygame.image.frombytes(rng.randbytes(128 * 128 * 3), (128, 128), "RGB")
    tile = scaling.adopt(transforms.grayscale(tile))
    tile.set_alpha(10)
    for ty in range(0, h, 128):
        for tx in range(0, w, 128):
            surface.blit(tile, (tx, ty))
    return surface.convert() if pygame.display.get_surface() else surface


@scaling.per_scale(4)
def table(size: tuple[int, int]) -> pygame.Surface:
    """Felt framed by a wooden rim lit from above."""
    w, h = size
    surface = felt(size)  # made afresh (and converted) for this table: drawn on in place
    rng = random.Random(3)
    rim = scaling.surface((w, h), pygame.SRCALPHA)
    for i in range(RIM):
        t = i / (RIM - 1)
        colour = _lerp(RIM_LIGHT, RIM_DARK, abs(t - 0.3) * 1.3 if t > 0.3 else (0.3 - t) * 1.6)
        pen.rect(rim, colour, pygame.Rect(i, i, w - 2 * i, h - 2 * i), 1)
    # Wood grain: thin darker streaks along each side.
    for _ in range(220):
        side = rng.randrange(4)
        depth = rng.randrange(2, RIM - 2)
        length = rng.randrange(80, 420)
        shade = (*_lerp(RIM_DARK, (60, 36, 20), rng.random()), 90)
        if side in (0, 1):
            x = rng.randrange(0, w - length)
            y = depth if side == 0 else h - 1 - depth
            pen.line(rim, shade, (x, y), (x + length, y))
        else:
            y = rng.randrange(0, h - length)
            x = depth if side == 2 else w - 1 - depth
            pen.line(rim, shade, (x, y), (x, y + length))
    pen.rect(rim, (190, 140, 84), pygame.Rect(0, 0, w, h), 2)
    surface.blit(rim, (0, 0))
    del rim
    # Inner shadow where the felt meets the rim: rings of one-pixel lines, blended as strips
    # (a full-size translucent layer per ring would be 33 MB at 4K, fourteen times over).
    for i in range(14):
        alpha = int(70 * (1 - i / 14) ** 2)
        ring = pygame.Rect(RIM + i, RIM + i, w - 2 * RIM - 2 * i, h - 2 * RIM - 2 * i)
        for strip in (pygame.Rect(ring.x, ring.y, ring.w, 1), pygame.Rect(ring.x, ring.bottom - 1, ring.w, 1),
                      pygame.Rect(ring.x, ring.y + 1, 1, ring.h - 2),
                      pygame.Rect(ring.right - 1, ring.y + 1, 1, ring.h - 2)):
            line = scaling.surface(strip.size, pygame.SRCALPHA)
            line.fill((0, 0, 0, alpha))
            surface.blit(line, strip.topleft)
    return surface
