"""Cover pictures for the menu's game cards, drawn in code so nothing is copied in."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from sprites import draw, pen, scaling, transforms
from sprites.surface_cache import surface_cache

RED, YELLOW, GREEN, BLUE, PURPLE = (213, 94, 0), (245, 199, 16), (0, 158, 115), (0, 114, 178), (204, 121, 167)
PYRAMID_RED = (204, 51, 17)  # the pyramids game's red, as its table draws it (sprites/palette.py)
IVORY, INK = (247, 243, 232), (34, 30, 26)


def _felt(size: tuple[int, int]) -> pygame.Surface:
    s = scaling.surface(size, pygame.SRCALPHA)
    pen.rect(s, (38, 108, 68), s.get_rect(), border_radius=16)
    pen.rect(s, (28, 84, 52), s.get_rect(), 4, border_radius=16)
    return s


def _pyramid(s: pygame.Surface, cx: float, base_y: float, w: float, colour: tuple[int, int, int],
             symbol: str) -> None:
    """A pyramid seen from the side and a little above: two shaded faces and a symbol."""
    h = w * 1.1
    apex = (cx, base_y - h)
    left, right, front = (cx - w / 2, base_y - w * 0.12), (cx + w / 2, base_y - w * 0.12), (cx + w * 0.08, base_y)
    dark = tuple(int(c * 0.62) for c in colour)
    light = tuple(min(255, int(c * 1.08) + 12) for c in colour)
    pen.polygon(s, (0, 0, 0, 70), [(x + 8, y + 6) for x, y in (left, front, right)])
    pen.polygon(s, light, [apex, left, front])
    pen.polygon(s, dark, [apex, front, right])
    pen.polygon(s, (20, 20, 20), [apex, left, front, right], 2)
    draw.symbol(s, symbol, (cx - w * 0.12, base_y - h * 0.33), w * 0.22, (250, 246, 236))


def _die(s: pygame.Surface, rect: pygame.Rect, value: int, body: tuple[int, int, int],
         pip: tuple[int, int, int], angle: float) -> None:
    die = scaling.surface(rect.size, pygame.SRCALPHA)
    pen.rect(die, body, die.get_rect(), border_radius=rect.w // 6)
    pen.rect(die, tuple(int(c * 0.75) for c in body), die.get_rect(), 3, border_radius=rect.w // 6)
    spots = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
             4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
             6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}[value]
    for gx, gy in spots:
        pen.circle(die, pip, (rect.w * (0.25 + 0.25 * gx), rect.h * (0.25 + 0.25 * gy)), rect.w * 0.09)
    turned = transforms.rotate(die, angle)
    shadow = scaling.surface(turned.get_size(), pygame.SRCALPHA)
    shadow.blit(turned, (0, 0))
    shadow.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(shadow, shadow.get_rect(center=(rect.centerx + 7, rect.centery + 7)))
    s.blit(turned, turned.get_rect(center=rect.center))


def _card(s: pygame.Surface, centre: tuple[float, float], number: int, band: tuple[int, int, int],
          angle: float, w: int = 96) -> None:
    h = int(w * 1.45)
    card = scaling.surface((w, h), pygame.SRCALPHA)
    pen.rect(card, (250, 244, 228), card.get_rect(), border_radius=10)
    pen.rect(card, band, pygame.Rect(0, 0, w, h // 4), border_top_left_radius=10,
                     border_top_right_radius=10)
    pen.rect(card, (120, 100, 80), card.get_rect(), 2, border_radius=10)
    from sprites import fonts

    label = fonts.text(str(number), int(w * 0.34), INK, "display", scaled=False)
    card.blit(label, label.get_rect(topleft=(int(w * 0.1), int(h * 0.3))))
    turned = transforms.rotate(card, angle)
    s.blit(turned, turned.get_rect(center=centre))


def _triangle(s: pygame.Surface, x: float, top: float, size: float, up: bool,
              sides: tuple[tuple[int, int, int], ...]) -> None:
    """A tile in a strip of alternating triangles; x is the middle of its base or apex."""
    h = size * math.sqrt(3) / 2
    if up:
        pts = [(x, top), (x + size / 2, top + h), (x - size / 2, top + h)]
    else:
        pts = [(x - size / 2, top), (x + size / 2, top), (x, top + h)]
    pen.polygon(s, (236, 226, 204), pts)
    centre = (sum(p[0] for p in pts) / 3, sum(p[1] for p in pts) / 3)
    for i in range(3):
        a, b = pts[i], pts[(i + 1) % 3]
        inner_a = (a[0] + (centre[0] - a[0]) * 0.32, a[1] + (centre[1] - a[1]) * 0.32)
        inner_b = (b[0] + (centre[0] - b[0]) * 0.32, b[1] + (centre[1] - b[1]) * 0.32)
        pen.polygon(s, sides[i], [a, b, inner_b, inner_a])
    pen.polygon(s, (60, 46, 34), pts, 2)


def _cover(paint: Callable[[pygame.Surface, int, int], None]) -> Callable[[tuple[int, int]], pygame.Surface]:
    """A menu-card picture painter: felt, then the game's pieces, cached per size (a cover is
    0.5 MB at 1080p and 1.8 MB at 4K; the menu shows one size of each, a table none)."""

    def cover(size: tuple[int, int]) -> pygame.Surface:
        s = _felt(size)
        paint(s, *size)
        return s

    cover.__qualname__ = f"cover{paint.__name__.removeprefix('_paint')}"  # its own line in the pool
    return surface_cache(4)(cover)


def _paint_take_it_pyramids(s: pygame.Surface, w: int, h: int) -> None:
    bag = pygame.Rect(0, 0, int(w * 0.34), int(h * 0.5))
    bag.midbottom = (int(w * 0.28), int(h * 0.86))
    pen.ellipse(s, (0, 0, 0, 60), bag.move(8, 10))
    pen.ellipse(s, (120, 78, 46), bag)
    pen.ellipse(s, (92, 58, 34), pygame.Rect(bag.x + 20, bag.y - 8, bag.w - 40, 36))
    pen.line(s, (230, 200, 140), (bag.x + 22, bag.y + 16), (bag.right - 22, bag.y + 16), 4)
    _pyramid(s, w * 0.62, h * 0.8, w * 0.22, PYRAMID_RED, "circle")
    _pyramid(s, w * 0.82, h * 0.74, w * 0.16, BLUE, "square")
    _pyramid(s, w * 0.7, h * 0.5, w * 0.12, YELLOW, "star")


def _paint_take_it_dice(s: pygame.Surface, w: int, h: int) -> None:
    tray = pygame.Rect(int(w * 0.08), int(h * 0.16), int(w * 0.84), int(h * 0.7))
    pen.rect(s, (110, 70, 40), tray, border_radius=22)
    pen.rect(s, (70, 44, 26), tray.inflate(-26, -26), border_radius=16)
    d = int(w * 0.17)
    _die(s, pygame.Rect(int(w * 0.2), int(h * 0.3), d, d), 5, IVORY, INK, 12)
    _die(s, pygame.Rect(int(w * 0.48), int(h * 0.24), d, d), 3, (34, 34, 34), IVORY, -18)
    _die(s, pygame.Rect(int(w * 0.62), int(h * 0.52), d, d), 6, (198, 40, 40), (255, 255, 255), 30)
    _die(s, pygame.Rect(int(w * 0.3), int(h * 0.56), d, d), 2, IVORY, INK, -8)


def _paint_pyramid_power(s: pygame.Surface, w: int, h: int) -> None:
    size_t = w * 0.27
    h_t = size_t * math.sqrt(3) / 2
    rows = [
        [(RED, YELLOW, GREEN), (GREEN, BLUE, YELLOW), (BLUE, PURPLE, GREEN), (PURPLE, RED, BLUE),
         (YELLOW, GREEN, RED)],
        [(BLUE, RED, PURPLE), (RED, GREEN, BLUE), (GREEN, YELLOW, PURPLE)],
    ]
    top = h * 0.5 - h_t
    for r, colours in enumerate(rows):
        for k, sides in enumerate(colours):
            up = (k + r) % 2 == 0
            x = w * 0.5 + (k - (len(colours) - 1) / 2) * size_t / 2
            _triangle(s, x, top + r * h_t, size_t, up, sides)


def _paint_take5(s: pygame.Surface, w: int, h: int) -> None:
    for k, (n, band) in enumerate(((12, (230, 230, 222)), (55, (176, 120, 196)), (33, (226, 110, 80)),
                                   (71, (140, 180, 220)), (104, (238, 206, 90)))):
        _card(s, (w * 0.18 + k * w * 0.16, h * 0.56 + abs(k - 2) * 8), n, band, (2 - k) * 8, int(w * 0.22))


# The picture on each game's menu card; a game's table description names its own.
take_it_pyramids_cover = _cover(_paint_take_it_pyramids)
take_it_dice_cover = _cover(_paint_take_it_dice)
pyramid_power_cover = _cover(_paint_pyramid_power)
take5_cover = _cover(_paint_take5)
