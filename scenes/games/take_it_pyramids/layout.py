"""Where things sit on the 1920x1080 table (one place, so the hud and the motion agree)."""

from __future__ import annotations

import pygame

from game.take_it_pyramids import COLORS, SIZES

BAG_CENTRE = (320, 400)
BAG_SIZE = (300, 320)
BAG_DROP = pygame.Rect(0, 0, 360, 380)
BAG_DROP.center = BAG_CENTRE
MOUTH = (BAG_CENTRE[0], BAG_CENTRE[1] - 112)  # the bag's open mouth on screen

INFO = pygame.Rect(60, 880, 520, 124)  # round, cycle and the three black slots
ARENA = (600.0, 200.0, 1150.0, 820.0)  # where pyramids tumble (physics bounds)
ENTRY = (ARENA[0] + 46, 330.0)  # where a popped pyramid lands in the arena first

SIZE_BUTTONS = [pygame.Rect(60 + k * 176, 652, 168, 196) for k in range(len(SIZES))]

POT_PANEL = pygame.Rect(1190, 206, 680, 140)
CELL_W, CELL_H = 136, 122
GRID = pygame.Rect(1190, 358, CELL_W * len(COLORS), CELL_H * len(SIZES))
DECIDE_BUTTONS = (pygame.Rect(1190, 736, 330, 108), pygame.Rect(1540, 736, 330, 108))
PROMPT = pygame.Rect(1190, 736, 680, 100)

DISCARD = pygame.Rect(600, 860, 560, 170)
DISCARD_SCALE = 0.62
BANNER = pygame.Rect(0, 0, 1040, 300)
BANNER.center = (960, 520)


def cell(size_index: int, color_index: int) -> pygame.Rect:
    """The pot's grid: a row per size (small at the top), a column per colour."""
    return pygame.Rect(GRID.x + color_index * CELL_W, GRID.y + size_index * CELL_H, CELL_W, CELL_H)


def cell_spot(size_index: int, color_index: int) -> tuple[float, float]:
    """Where a pyramid's base centre sits in its pot cell."""
    r = cell(size_index, color_index)
    return (r.centerx, r.bottom - 30)


def discard_spot(index: int) -> tuple[float, float]:
    """Discarded pyramids line up in two rows of eight, in the order they were poured out."""
    row, col = divmod(index, 8)
    return (DISCARD.x + 60 + col * 64, DISCARD.y + 78 + row * 66)
