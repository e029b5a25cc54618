"""Take 5 cards: a cream face with the number large in the centre and in two corners, bullheads
as small head icons on a colour band by value (1 plain, 2 blue, 3 yellow, 5 red, 7 purple), a
patterned back, and a sprite that slides, lifts, fades and flips.

Faces and backs are painted once per size and cached; a flip only squeezes a cached image.
The bullhead count of a card comes from the rules core (`game.take5.bullheads`); nothing here
decides a rule.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.take5 import bullheads
from sprites import draw, fonts, palette, pen, scaling, transforms
from sprites.surface_cache import surface_cache

BASE_W, BASE_H = 100, 140  # a card at scale 1 (the rows)
CREAM = (248, 241, 222)
CREAM_EDGE = (206, 192, 160)
INK = (46, 34, 26)

BACK = (122, 42, 28)
BACK_DARK = (84, 26, 16)


def band_colour(card: int) -> tuple[int, int, int]:
    return palette.tiers()[bullheads(card)][0]


@surface_cache(1)  # the heads on faces and backs: a few kB each, a few sizes a table
def bull_head(size: int, colour: tuple[int, int, int], eyes: tuple[int, int, int] = CREAM) -> pygame.Surface:
    """A small bull's head (horns, ears, face, snout) drawn in code, `size` px wide."""
    s = 8  # painted large, then smoothed down
    w, h = size * s, int(size * 0.9) * s
    big = scaling.surface((w, h), pygame.SRCALPHA)
    cx = w / 2

    def pt(x: float, y: float) -> tuple[float, float]:
        return (cx + x * w, y * h)

    # Horns: curved crescents sweeping up and out.
    for side in (-1, 1):
        outer = [pt(side * (0.16 + 0.30 * math.sin(t * math.pi / 2)), 0.38 - 0.34 * math.sin(t * math.pi * 0.9))
                 for t in (i / 10 for i in range(11))]
        inner = [pt(side * (0.14 + 0.22 * math.sin(t * math.pi / 2)), 0.40 - 0.22 * math.sin(t * math.pi * 0.9))
                 for t in (i / 10 for i in range(10, -1, -1))]
        pen.polygon(big, colour, outer + inner)
        # Ears: a leaf to each side, below the horn.
        ear = pygame.Rect(0, 0, int(w * 0.24), int(h * 0.16))
        ear.center = (round(cx + side * w * 0.30), round(h * 0.46))
        pen.ellipse(big, colour, ear)
    # Face: wide at the brow, narrowing to the muzzle.
    face = [pt(-0.22, 0.30), pt(0.22, 0.30), pt(0.20, 0.62), pt(0.13, 0.86), pt(-0.13, 0.86), pt(-0.20, 0.62)]
    pen.polygon(big, colour, face)
    muzzle = pygame.Rect(0, 0, int(w * 0.36), int(h * 0.26))
    muzzle.center = (round(cx), round(h * 0.84))
    pen.ellipse(big, colour, muzzle)
    r_eye = max(2, int(w * 0.045))
    for side in (-1, 1):
        pen.circle(big, eyes, (round(cx + side * w * 0.10), round(h * 0.48)), r_eye)
        pen.circle(big, eyes, (round(cx + side * w * 0.07), round(h * 0.86)), max(2, int(r_eye * 0.8)))
    return transforms.smoothscale(big, (size, int(size * 0.9)))


def _head_rows(count: int) -> list[int]:
    return {1: [1], 2: [2], 3: [3], 5: [3, 2], 7: [4, 3]}.get(count, [count])


def _paint_face(card: int, w: int, h: int) -> pygame.Surface:
    bulls = bullheads(card)
    fill, ink, number_colour = palette.tiers()[bulls]
    surf = scaling.surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 10)
    rect = surf.get_rect()
    pen.rect(surf, CREAM, rect, border_radius=radius)
    # The colour band across the top with the heads, and a thin band of the same colour below.
    band = pygame.Rect(0, int(h * 0.20), w, int(h * 0.25))
    pen.rect(surf, fill, band)
    pen.rect(surf, fill, pygame.Rect(0, int(h * 0.90), w, h - int(h * 0.90)),
                     border_bottom_left_radius=radius, border_bottom_right_radius=radius)
    if bulls > 1:  # a coloured frame as well, so a dangerous card reads from across the room
        pen.rect(surf, fill, rect, max(3, w // 22), border_radius=radius)
    rows = _head_rows(bulls)
    head = max(8, int(min(w / (max(rows) + 0.6), band.h / len(rows) * 1.05)))
    icon = bull_head(head, ink, fill)
    for r, n in enumerate(rows):
        y = band.y + band.h * (r + 0.5) / len(rows) - icon.get_height() / 2
        x0 = w / 2 - n * head * 0.98 / 2
        for k in range(n):
            surf.blit(icon, (round(x0 + k * head * 0.98), round(y)))
    # The number: big in the middle, smaller in two corners (the lower one upside down).
    label = str(card)
    size = fonts.fit_size(label, int(h * 0.40), int(w * 0.86), "display", minimum=12, scaled=False)
    big = fonts.text(label, size, number_colour, "display", scaled=False)
    shade = fonts.text(label, size, (0, 0, 0), "display", scaled=False).copy()
    shade.set_alpha(40)
    centre = (w // 2, int(h * 0.67))
    surf.blit(shade, shade.get_rect(center=(centre[0] + 2, centre[1] + 2)))
    surf.blit(big, big.get_rect(center=centre))
    corner_size = max(12, int(h * 0.15))
    corner = fonts.text(label, corner_size, number_colour, "display", scaled=False)
    surf.blit(corner, (max(3, w // 16), max(1, h // 60)))
    flipped = transforms.rotate(corner, 180)
    surf.blit(flipped, flipped.get_rect(bottomright=(w - max(3, w // 16), h - max(1, h // 60))))
    pen.rect(surf, CREAM_EDGE if bulls == 1 else ink, rect, 2, border_radius=radius)
    return surf


def _paint_back(w: int, h: int) -> pygame.Surface:
    surf = scaling.surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 10)
    rect = surf.get_rect()
    pen.rect(surf, BACK, rect, border_radius=radius)
    inner = rect.inflate(-max(6, w // 8), -max(6, w // 8))
    pen.rect(surf, BACK_DARK, inner, border_radius=max(3, radius - 3))
    # Diagonal lattice.
    lattice = scaling.surface(inner.size, pygame.SRCALPHA)
    step = max(6, w // 8)
    for k in range(-inner.h, inner.w + inner.h, step):
        pen.line(lattice, (160, 70, 48, 120), (k, 0), (k + inner.h, inner.h), 1)
        pen.line(lattice, (160, 70, 48, 120), (k, inner.h), (k + inner.h, 0), 1)
    surf.blit(lattice, inner)
    pen.rect(surf, (232, 196, 128), inner, max(1, w // 40), border_radius=max(3, radius - 3))
    medallion = max(10, int(w * 0.56))
    pen.circle(surf, (232, 196, 128), rect.center, medallion // 2 + 2)
    pen.circle(surf, BACK, rect.center, medallion // 2 - 1)
    head = bull_head(max(8, int(medallion * 0.74)), (240, 214, 160), BACK)
    surf.blit(head, head.get_rect(center=(rect.centerx, rect.centery + 1)))
    pen.rect(surf, (60, 18, 10), rect, 2, border_radius=radius)
    return surf


@surface_cache(16)
def face(card: int, w: int, h: int) -> pygame.Surface:
    """A card's face at a size (cached; do not draw on it)."""
    return _paint_face(card, w, h)


@surface_cache(4)
def back(w: int, h: int) -> pygame.Surface:
    """The card back at a size (cached)."""
    return _paint_back(w, h)


def size_for(scale: float) -> tuple[int, int]:
    """Pixel size at a scale, kept to even steps so the caches stay small."""
    q = max(0.1, round(scale * 50) / 50)
    return (max(8, int(BASE_W * q)), max(10, int(BASE_H * q)))


CANONICAL: set[tuple[int, int]] = set()  # sizes painted directly; others are scaled from these


def canonical(*scales: float) -> None:
    """Sizes worth painting crisply (rows, hand, picks); in-between sizes are scaled copies."""
    for scale in scales:
        CANONICAL.add(size_for(scale))


def image(card: int, up: bool, w: int, h: int) -> pygame.Surface:
    """Face or back at a size: painted once for canonical sizes, else scaled from the nearest one."""
    if (w, h) in CANONICAL or not CANONICAL:
        return face(card, w, h) if up else back(w, h)
    src = min(CANONICAL, key=lambda size: (size[0] < w, abs(size[0] - w)))
    base = face(card, *src) if up else back(*src)
    return transforms.smoothscale(base, (w, h))


SHADOW_PAD = 14


@surface_cache(8)
def resting(card: int, up: bool, w: int, h: int) -> pygame.Surface:
    """A card lying flat with its soft shadow baked in (one blit instead of two)."""
    radius = max(4, w // 10)
    out = scaling.surface((w + 2 * SHADOW_PAD, h + 2 * SHADOW_PAD), pygame.SRCALPHA)
    shade = draw.shadow((w, h), radius, 8, 80)
    out.blit(shade, (SHADOW_PAD - 8 + 4, SHADOW_PAD - 8 + 4))
    out.blit(image(card, up, w, h), (SHADOW_PAD, SHADOW_PAD))
    return out


def _squeezed(card: int, up: bool, w: int, h: int, vis: int) -> pygame.Surface:
    return transforms.scale(image(card, up, w, h), (vis, h))


@dataclass
class CardSprite:
    """One card on the table. (x, y) is its centre; flip 0 = face up, 1 = face down."""

    card: int
    x: float = 0.0
    y: float = 0.0
    scale: float = 1.0
    flip: float = 0.0
    alpha: float = 255.0
    lift: float = 0.0
    glow: tuple[int, int, int] | None = None
    z: int = 0

    @property
    def pos(self) -> tuple[float, float]:
        return (self.x, self.y)

    @pos.setter
    def pos(self, value: tuple[float, float]) -> None:
        self.x, self.y = value

    def rect(self) -> pygame.Rect:
        w, h = size_for(self.scale)
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(self.x), round(self.y - self.lift))
        return r


def blit(surface: pygame.Surface, sprite: CardSprite, hidden: bool = False) -> None:
    """Draw a card sprite; `hidden` keeps it face down whatever its flip (a card not yet shown)."""
    if sprite.alpha <= 2:
        return
    w, h = size_for(sprite.scale)
    if sprite.lift == 0 and sprite.glow is None and sprite.alpha >= 250 and sprite.flip in (0.0, 1.0) \
            and (w, h) in CANONICAL:
        up = sprite.flip < 0.5 and not hidden
        surface.blit(resting(sprite.card, up, w, h), (round(sprite.x) - w // 2 - SHADOW_PAD,
                                                      round(sprite.y) - h // 2 - SHADOW_PAD))
        return
    squeeze = abs(math.cos(math.pi * max(0.0, min(1.0, sprite.flip))))
    up = sprite.flip < 0.5 and not hidden
    vis = max(2, int(w * squeeze))
    if vis >= w - 1:
        picture = image(sprite.card, up, w, h)
        vis = w
    else:
        picture = _squeezed(sprite.card, up, w, h, vis - vis % 2 or 2)
    rect = picture.get_rect(center=(round(sprite.x), round(sprite.y - sprite.lift)))
    if sprite.glow is not None:
        draw.blit_glow(surface, rect, sprite.glow, max(4, w // 10), 16)
    radius = max(4, w // 10)
    if sprite.alpha >= 250:
        shadow_rect = pygame.Rect(rect.x, rect.y, max(8, vis - vis % 8), h)
        shadow_rect.centerx = rect.centerx
        offset = 4 + int(sprite.lift * 0.25)
        draw.blit_shadow(surface, shadow_rect, radius, offset, 8, 80)
        surface.blit(picture, rect)
    else:
        faded = picture.copy()
        faded.set_alpha(int(sprite.alpha))
        surface.blit(faded, rect)


__all__ = ["BASE_H", "BASE_W", "CardSprite", "back", "band_colour", "blit", "bull_head", "canonical", "face", "image",
           "resting", "size_for"]
