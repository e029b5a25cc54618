"""The cloth bag of pyramids, seen from above at an angle: a soft sack with an open mouth.

The bag is painted once per size and cached; its motion (a rummage wobble, a tilt when it is
poured out or refilled, a puff as pyramids drop in) is a cheap scale/rotate of the cached image,
itself cached in small steps so a moving bag costs no more than a still one after a moment.
"""

from __future__ import annotations

import math
import random

import pygame

from sprites import pen, scaling, transforms
from sprites.surface_cache import surface_cache

CLOTH = (122, 42, 58)  # a deep wine-red cloth: warm on green felt, far from every piece colour
CLOTH_DARK = (74, 22, 34)
CLOTH_LIGHT = (170, 78, 92)
CORD = (222, 186, 112)
MOUTH = (28, 12, 16)


def _lerp(a: tuple[int, ...], b: tuple[int, ...], t: float) -> tuple[int, ...]:
    t = max(0.0, min(1.0, t))
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))


@scaling.per_scale(4)
def bag(width: int, height: int) -> pygame.Surface:
    """The bag at rest: a slumped cloth sack, its folds, a frilled open mouth and the drawstring."""
    s = 2  # paint at twice the size, then smooth down
    w, h = width * s, height * s
    cx = w / 2
    mouth_y = h * 0.30
    neck_w = w * 0.44
    # The silhouette: a wide sack body and a gathered neck, as one mask.
    mask = scaling.surface((w, h), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, w * 0.94, h * 0.66)
    body.midbottom = (round(cx), round(h * 0.98))
    pen.ellipse(mask, (255, 255, 255, 255), body)
    neck = [(cx - neck_w * 0.55, mouth_y), (cx + neck_w * 0.55, mouth_y),
            (cx + body.w * 0.36, body.top + body.h * 0.30), (cx - body.w * 0.36, body.top + body.h * 0.30)]
    pen.polygon(mask, (255, 255, 255, 255), neck)
    # Shading: rings from the dark rim to a lit spot up and to the left, then folds.
    cloth = scaling.surface((w, h), pygame.SRCALPHA)
    cloth.fill((*CLOTH_DARK, 255))
    rings = 30
    whole = pygame.Rect(0, round(mouth_y), round(w), round(h - mouth_y))
    for i in range(rings):
        t = i / (rings - 1)
        r = whole.inflate(-whole.w * 0.85 * t, -whole.h * 0.85 * t)
        r.move_ip(round(-w * 0.12 * t), round(h * 0.02 * t))
        pen.ellipse(cloth, _lerp(CLOTH_DARK, CLOTH_LIGHT, 0.1 + 0.9 * t ** 0.9), r)
    rng = random.Random(11)
    for k in range(9):
        x0 = cx - neck_w * 0.45 + k * neck_w * 0.11
        spread = (x0 - cx) * 2.6 + rng.uniform(-8, 8) * s
        pts = []
        for j in range(14):
            t = j / 13
            pts.append((x0 + spread * t ** 1.2 + math.sin(t * 3 + k) * 4 * s, mouth_y + h * 0.06 + t * h * 0.5))
        pen.lines(cloth, _lerp(CLOTH_DARK, CLOTH, 0.3), False, pts, 4 * s)
        pen.lines(cloth, _lerp(CLOTH, CLOTH_LIGHT, 0.6), False, [(x + 4 * s, y) for x, y in pts], s)
    cloth.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf = cloth
    # The frilled rim of the open mouth, then the dark inside.
    mouth = pygame.Rect(0, 0, neck_w * 1.1, h * 0.16)
    mouth.center = (round(cx), round(mouth_y))
    frills = 22
    for k in range(frills):
        a = k / frills * math.tau
        px = mouth.centerx + math.cos(a) * (mouth.w / 2 + 4 * s)
        py = mouth.centery + math.sin(a) * (mouth.h / 2 + 4 * s)
        tone = _lerp(CLOTH, CLOTH_LIGHT, 0.35 + 0.4 * (0.5 - 0.5 * math.cos(a + 2.2)))
        pen.circle(surf, tone, (px, py), 9 * s)
        pen.circle(surf, CLOTH_DARK, (px, py), 9 * s, s)
    pen.ellipse(surf, _lerp(CLOTH, CLOTH_LIGHT, 0.5), mouth.inflate(8 * s, 6 * s))
    pen.ellipse(surf, MOUTH, mouth)
    inner = mouth.inflate(-mouth.w * 0.22, -mouth.h * 0.3).move(0, mouth.h * 0.12)
    pen.ellipse(surf, (10, 4, 6), inner)
    # The drawstring just below the rim, knotted at the front with two hanging ends.
    band = pygame.Rect(0, 0, neck_w * 1.25, h * 0.13)
    band.center = (round(cx), round(mouth_y + h * 0.06))
    pen.arc(surf, CORD, band, math.pi * 1.02, math.pi * 1.98, 4 * s)
    knot = (cx + neck_w * 0.22, mouth_y + h * 0.12)
    for dx, length in ((-10, 0.17), (12, 0.13)):
        end = (knot[0] + dx * s, knot[1] + h * length)
        pen.line(surf, CORD, knot, end, 3 * s)
        pen.circle(surf, _lerp(CORD, (120, 80, 30), 0.4), end, 5 * s)
    pen.circle(surf, CORD, knot, 6 * s)
    return transforms.smoothscale(surf, (width, height))


@scaling.per_scale(4)
def shadow(width: int, height: int) -> pygame.Surface:
    small = scaling.surface((max(2, width // 6), max(2, height // 10)), pygame.SRCALPHA)
    pen.ellipse(small, (0, 0, 0, 70), small.get_rect().inflate(-2, -2))
    return transforms.smoothscale(small, (int(width * 0.95), int(height * 0.26)))


@surface_cache(8)
def posed(width: int, height: int, tilt: int, squash: int) -> pygame.Surface:
    """The bag tilted by `tilt` degrees and squashed by `squash` percent (cached per step)."""
    img = bag(width, height)
    if squash:
        img = transforms.smoothscale(img, (round(width * (1 + squash / 200)), round(height * (1 - squash / 100))))
    if tilt:
        img = transforms.rotozoom(img, tilt, 1.0)
    return img


def mouth_offset(width: int, height: int) -> tuple[int, int]:
    """Where the mouth is, relative to the bag's centre (pieces pop out from here)."""
    return (0, round(height * 0.30 - height / 2))


def blit(target: pygame.Surface, centre: tuple[float, float], width: int, height: int,
         tilt: float = 0.0, squash: float = 0.0) -> pygame.Rect:
    """Draw the bag centred at `centre`, tilted (degrees, + is anticlockwise) and squashed (0..1)."""
    sh = shadow(width, height)
    target.blit(sh, sh.get_rect(center=(round(centre[0] + 10), round(centre[1] + height * 0.42))))
    img = posed(width, height, round(tilt / 2) * 2, round(squash * 50) * 2)
    rect = img.get_rect(center=(round(centre[0]), round(centre[1] + height * squash * 0.25)))
    target.blit(img, rect)
    return rect
