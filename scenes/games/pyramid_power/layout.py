"""Where things sit on the 1920x1080 table: board, tray, supply, strips, buttons."""

from __future__ import annotations

import pygame

from sprites import tiles

BOARD = pygame.Rect(40, 244, 1840, 604)       # the pannable board view
TRAY = pygame.Rect(318, 856, 994, 186)        # the active player's tiles, large
SUPPLY = pygame.Rect(46, 856, 256, 186)       # the face-down stack and its count
LOG = pygame.Rect(1328, 856, 548, 186)        # the last log lines
DRAW_BUTTON = pygame.Rect(60, 730, 440, 108)  # "Draw a tile", only when nothing fits
STRIP_TOP, STRIP_H = 164, 72                  # small hands under the seat panels
BIG, SMALL = 128, 60                          # tile sizes in the tray and in the strips
LIFT = 14                                     # how far the chosen tile rises


def zoom_buttons() -> list[tuple[str, pygame.Rect]]:
    x = BOARD.right - 112
    return [(name, pygame.Rect(x, BOARD.y + 16 + i * 108, 96, 96))
            for i, name in enumerate(("in", "out", "fit"))]


def big_slots(count: int) -> list[tuple[float, float]]:
    """Centres of `count` upright tiles spread along the tray."""
    if count <= 0:
        return []
    room = TRAY.w - 60 - BIG
    spacing = min(BIG + 14, room / max(1, count - 1))
    total = spacing * (count - 1)
    x0 = TRAY.centerx - total / 2
    top = TRAY.y + 56
    cy = top + tiles.height(BIG) * 2 / 3
    return [(x0 + k * spacing, cy) for k in range(count)]


def slot_width(count: int) -> float:
    room = TRAY.w - 60 - BIG
    return min(BIG + 14, room / max(1, count - 1)) if count > 1 else BIG + 14


def strip_slots(seat: pygame.Rect, count: int, size: int = SMALL) -> list[tuple[float, float, bool]]:
    """Centres and orientation of a seat's tiles in its strip: a little row of alternating triangles."""
    if count <= 0:
        return []
    room = seat.w - 28 - size
    spacing = min(size / 2 + 4, room / max(1, count - 1))
    x0 = seat.x + 14 + size / 2
    h = tiles.height(size)
    top = STRIP_TOP + (STRIP_H - h) / 2
    out = []
    for k in range(count):
        up = k % 2 == 0
        cy = top + (h * 2 / 3 if up else h / 3)
        out.append((x0 + k * spacing, cy, up))
    return out


def supply_centre() -> tuple[float, float]:
    return (SUPPLY.centerx, SUPPLY.y + 26 + tiles.height(104) * 2 / 3)
