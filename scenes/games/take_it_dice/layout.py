"""Where things sit on the 1920x1080 table (one place, so the motion and the hud agree)."""

from __future__ import annotations

import pygame

from scenes.ui import theme

SEAT_TOP = 40
SEAT_H = 104
STRIP_H = 96  # under each seat: the dice it took, its hidden hand as backs, its minus chips

TRAY = pygame.Rect(380, 284, 1160, 496)  # the wooden tray, rim included
RIM = 30
FLOOR = (TRAY.x + RIM + 4.0, TRAY.y + RIM + 4.0, TRAY.right - RIM - 4.0, TRAY.bottom - RIM - 4.0)
DIE = 66  # a die in the tray (px)
HALF = DIE / 2
STRIP_DIE = 40
SIDE_W = 150  # a strip's right part: cards in hand, minus chips, cards done (fixed columns)
PICK_DIE = 72  # a person's own dice, laid out big when one must be picked (throw back)
LOG = pygame.Rect(1250, 800, 626, 236)

INFO = pygame.Rect(44, 284, 312, 300)  # round, starter, dice in play, draw piles
CONTROLS = pygame.Rect(1564, 284, 316, 496)  # prompt and buttons for the person to act
PROMPT = pygame.Rect(CONTROLS.x, CONTROLS.y, CONTROLS.w, 200)

HAND_Y = 806
CARD = (206, 252)
HAND_LEFT, HAND_RIGHT = 44, 1230
PLAYED_SPOT = (960, 520)  # where a played action card is shown big

PANEL = pygame.Rect(0, 0, 1100, 440)  # the round's scoring panel, over the tray
PANEL.center = TRAY.center
BANNER = pygame.Rect(0, 0, 900, 200)
BANNER.center = TRAY.center


def seat_rects(n: int) -> list[pygame.Rect]:
    width = min(360, (theme.WIDTH - 88 - (n - 1) * 16) // n)
    total = n * width + (n - 1) * 16
    x0 = (theme.WIDTH - total) // 2
    return [pygame.Rect(x0 + i * (width + 16), SEAT_TOP, width, SEAT_H) for i in range(n)]


def strip_rect(seat_rect: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(seat_rect.x, seat_rect.bottom + 6, seat_rect.w, STRIP_H)


def strip_spots(seat_rect: pygame.Rect, count: int) -> tuple[list[tuple[float, float]], int]:
    """Where a seat's taken dice lie (left part of its strip), and their size."""
    strip = strip_rect(seat_rect)
    area_w = strip.w - SIDE_W - 6  # the right part holds the hand backs and chips
    size = STRIP_DIE
    while size > 22:
        per_row = max(1, (area_w - 8) // (size + 5))
        rows = -(-count // per_row) if count else 1
        if rows * (size + 5) <= strip.h - 6:
            break
        size -= 2
    per_row = max(1, (area_w - 8) // (size + 5))
    spots = []
    for k in range(count):
        row, col = divmod(k, per_row)
        spots.append((strip.x + 10 + size / 2 + col * (size + 5), strip.y + 6 + size / 2 + row * (size + 5)))
    return spots, size


def own_pick_spots(seat_rect: pygame.Rect, count: int) -> list[tuple[float, float]]:
    """A person's own dice, big and apart, just under their strip, while one must be picked."""
    strip = strip_rect(seat_rect)
    pitch = PICK_DIE + 16
    total = count * pitch - 16
    x0 = min(max(24.0, strip.centerx - total / 2), theme.WIDTH - 24 - total)
    y = strip.bottom + 12 + PICK_DIE / 2
    return [(x0 + PICK_DIE / 2 + k * pitch, y) for k in range(count)]


def hand_spots(count: int) -> list[pygame.Rect]:
    """The viewer's hand along the bottom, left of the log."""
    w, h = CARD
    gap = 14
    room = HAND_RIGHT - HAND_LEFT
    step = min(w + gap, (room - w) / max(1, count - 1)) if count > 1 else 0
    total = w + step * (count - 1)
    x0 = HAND_LEFT + (room - total) / 2
    return [pygame.Rect(round(x0 + k * step), HAND_Y, w, h) for k in range(count)]


def entry_for(seat_rect: pygame.Rect) -> tuple[float, float]:
    """Where a bot's (or a button) throw enters the tray: the rim under that seat."""
    left, top, right, _ = FLOOR
    x = min(max(seat_rect.centerx, left + 260), right - 260)
    return (x, top + HALF + 6)
