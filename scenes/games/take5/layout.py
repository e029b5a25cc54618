"""Where things sit on the 1920x1080 Take 5 table (one place, so drawing, motion and taps agree).

Seats: up to six along the top; with seven or more, the rest go down the left and right sides,
in play order clockwise (left side bottom to top, the top left to right, right side top to
bottom). The four rows sit in the middle, each with its badge (row number and bullhead total)
and a sixth "danger" slot; the person's hand and the reveal line share the bottom band.
"""

from __future__ import annotations

import pygame

from sprites.cards import BASE_H, BASE_W

TOP_Y, TOP_H = 46, 112
SIDE_W, SIDE_H, SIDE_GAP = 276, 136, 14
SIDE_Y = 206
MAX_TOP = 6

ROW_Y0, ROW_PITCH = 204, 146  # top of row 1, distance between rows
BADGE = pygame.Rect(548, 0, 132, BASE_H)  # y set per row
SLOT_X0, SLOT_PITCH = 696, 112  # left edge of slot 1
SLOTS = 6

HAND_SCALE = 1.24
HAND_Y = 960  # centre of a resting hand card
HAND_LIFT = 46
HAND_CENTRE_X = 860
HAND_MAX_PITCH = 132
HAND_WIDTH = 1150
PLAY_BUTTON = pygame.Rect(1480, 900, 360, 112)

REVEAL_Y = 966  # centre of a card in the reveal line
REVEAL_PITCH = 118
PICK_SCALE = 0.5
DECK = (958, 520)  # where the deck sits when dealing

LOG = pygame.Rect(1398, 560, 476, 270)
SEEN = pygame.Rect(46, 530, 478, 300)
SUMMARY = pygame.Rect(0, 0, 900, 0)


def seat_rects(n: int) -> list[pygame.Rect]:
    """Seat panels in play order (clockwise around the table)."""
    side = max(0, n - MAX_TOP)
    left_n = (side + 1) // 2
    right_n = side // 2
    top_n = n - side
    gap = 14
    width = min(360, (1920 - 92 - (top_n - 1) * gap) // top_n)
    total = top_n * width + (top_n - 1) * gap
    x0 = (1920 - total) // 2
    left = [pygame.Rect(46, SIDE_Y + k * (SIDE_H + SIDE_GAP), SIDE_W, SIDE_H) for k in range(left_n)]
    left.reverse()  # play runs up the left side
    top = [pygame.Rect(x0 + k * (width + gap), TOP_Y, width, TOP_H) for k in range(top_n)]
    right = [pygame.Rect(1920 - 46 - SIDE_W, SIDE_Y + k * (SIDE_H + SIDE_GAP), SIDE_W, SIDE_H)
             for k in range(right_n)]
    return left + top + right


def menu_spot(n: int) -> tuple[int, int]:
    """The Menu button (and Skip under it): top left under the seats, or, when seats run down
    the left side, right of them and of their face-down picks; never on the log, the rows, a
    seat or a pick."""
    left_seats = (max(0, n - MAX_TOP) + 1) // 2
    return (46, SIDE_Y) if left_seats == 0 else (46 + SIDE_W + 72, SIDE_Y + 14)


def log_rect(n: int) -> pygame.Rect:
    """The log strip on the right: from under the right-hand seats (if any) down to the hand."""
    right_n = max(0, n - MAX_TOP) // 2
    top = SIDE_Y if right_n == 0 else SIDE_Y + right_n * (SIDE_H + SIDE_GAP)
    return pygame.Rect(LOG.x, top, LOG.w, LOG.bottom - top)


def pick_spot(rect: pygame.Rect) -> tuple[float, float]:
    """Where a seat's face-down pick lies: tucked under the panel's inner edge."""
    h = BASE_H * PICK_SCALE
    if rect.y == TOP_Y:
        return (rect.centerx, rect.bottom + h * 0.22)
    if rect.x < 960:
        return (rect.right + BASE_W * PICK_SCALE * 0.3, rect.centery)
    return (rect.x - BASE_W * PICK_SCALE * 0.3, rect.centery)


def row_top(row: int) -> int:
    return ROW_Y0 + row * ROW_PITCH


def slot_centre(row: int, slot: int) -> tuple[float, float]:
    """Centre of slot `slot` (0-based; 5 is the danger slot) of row `row` (0-based)."""
    return (SLOT_X0 + slot * SLOT_PITCH + BASE_W / 2, row_top(row) + BASE_H / 2)


def slot_rect(row: int, slot: int) -> pygame.Rect:
    x, y = slot_centre(row, slot)
    r = pygame.Rect(0, 0, BASE_W, BASE_H)
    r.center = (round(x), round(y))
    return r


def badge_rect(row: int) -> pygame.Rect:
    return BADGE.move(0, row_top(row))


def row_rect(row: int) -> pygame.Rect:
    """The whole row, badge to danger slot: what a tap on a row hits."""
    return pygame.Rect(BADGE.x - 8, row_top(row) - 6, SLOT_X0 + SLOTS * SLOT_PITCH - BADGE.x + 8, BASE_H + 12)


def hand_pitch(count: int) -> float:
    if count <= 1:
        return 0.0
    w = BASE_W * HAND_SCALE
    return min(HAND_MAX_PITCH, (HAND_WIDTH - w) / (count - 1))


def hand_spot(index: int, count: int) -> tuple[float, float]:
    pitch = hand_pitch(count)
    x0 = HAND_CENTRE_X - pitch * (count - 1) / 2
    return (x0 + index * pitch, HAND_Y)


def reveal_spot(index: int, count: int) -> tuple[float, float]:
    x0 = 960 - REVEAL_PITCH * (count - 1) / 2
    return (x0 + index * REVEAL_PITCH, REVEAL_Y)
