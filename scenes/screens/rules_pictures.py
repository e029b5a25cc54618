"""Pictures for the rules pages, drawn with the game sprites where words alone are hard.

A rules page names a picture on a line of its own (`@take5_rows`); `HEIGHTS` says how much of
the column it takes and `draw_picture` paints it into that strip. The pictures show fixed
examples that the page's text describes (tests/test_rules_pages.py checks them against the
rules cores), so they are data here, not rules.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.take_it_dice.cards import combo_caption
from scenes.ui import theme
from scenes.ui.text import tr
from sprites import cards as card_art
from sprites import combo_cards, draw, fonts, pen
from sprites import tiles as tile_art

# Take 5: rows that end in 12, 20, 31 and 60; a 23 goes after the 20 (rules page example).
TAKE5_ROWS: tuple[tuple[int, ...], ...] = ((5, 12), (3, 8, 20), (31,), (44, 52, 60))
TAKE5_CARD = 23
# Pyramid Power: all-yellow, then yellow-yellow-green, then yellow-green-blue, sides by cell order
# (an up cell's sides are right, bottom, left; a down cell's are top, right, left). Yellow, green
# and blue are drawn so in every palette, so the page's words hold in each (issue 40).
MATCH_ROW: tuple[tuple[str, bool], ...] = (("YYY", True), ("GYY", False), ("GBY", True))
# Dice: one combo card of each kind, in the order the page lists them.
COMBO_KINDS: tuple[tuple[str, str, int], ...] = (
    ("exact", "B5 W1 *6", 3), ("colours", "B B W", 1), ("more", "B>12", 2),
    ("fewer", "3*<9", 1), ("sum", "=15", 3))

HEIGHTS: dict[str, int] = {"take5_rows": 470, "pyramid_power_match": 270, "dice_combo_kinds": 330}


def draw_picture(name: str, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Paint picture `name` into `rect` (the column's width, `HEIGHTS[name]` tall)."""
    PAINTERS[name](surface, rect)


def _caption(surface: pygame.Surface, text: str, pos: tuple[int, int], colour: tuple[int, ...] = theme.CREAM,
             anchor: str = "midtop", width: int | None = None) -> None:
    """A line of words in a picture; with `width`, shrunk to stay within it (larger text)."""
    size = theme.SIZE_LABEL if width is None else fonts.fit_size(text, theme.SIZE_LABEL, width, "bold", minimum=16)
    image = fonts.text(text, size, colour, "bold")
    surface.blit(image, image.get_rect(**{anchor: pos}))


def _take5_rows(surface: pygame.Surface, rect: pygame.Rect) -> None:
    w, h = 66, 92
    x0, y0 = rect.x + 150, rect.y + 14
    target = next(k for k, row in enumerate(TAKE5_ROWS) if row[-1] == 20)
    for k, row in enumerate(TAKE5_ROWS):
        y = y0 + k * (h + 18)
        _caption(surface, tr("rules.pic.row", n=k + 1), (rect.x + 120, y + h // 2), theme.CREAM_DIM, "midright")
        for i in range(5):
            slot = pygame.Rect(x0 + i * (w + 10), y, w, h)
            pen.rect(surface, (255, 255, 255, 40) if i < 5 else theme.VERMILLION, slot, 2, border_radius=8)
            if i < len(row):
                surface.blit(card_art.face(row[i], w, h), slot)
        sixth = pygame.Rect(x0 + 5 * (w + 10), y, w, h)
        pen.rect(surface, theme.VERMILLION, sixth, 2, border_radius=8)
    # The caption says what the red slots mean, in cream: red words on walnut read under 4.5:1.
    _caption(surface, tr("rules.pic.sixth"), (x0 + 5 * (w + 10) + w // 2, y0 + 4 * (h + 18) - 6))
    card_pos = pygame.Rect(rect.x + 760, y0 + target * (h + 18) - 8, w + 16, h + 22)
    surface.blit(card_art.face(TAKE5_CARD, card_pos.w, card_pos.h), card_pos)
    goal = pygame.Rect(x0 + len(TAKE5_ROWS[target]) * (w + 10), y0 + target * (h + 18), w, h)
    pen.rect(surface, theme.GOLD, goal, 4, border_radius=8)
    start = (card_pos.x - 8, card_pos.centery)
    end = (goal.right + 10, goal.centery)
    pen.line(surface, theme.GOLD, start, end, 5)
    pen.polygon(surface, theme.GOLD, [(end[0], end[1]), (end[0] + 18, end[1] - 12), (end[0] + 18, end[1] + 12)])
    _caption(surface, tr("rules.pic.goes_after", card=TAKE5_CARD, last=20), (card_pos.centerx, card_pos.bottom + 8))


def _pyramid_power_match(surface: pygame.Surface, rect: pygame.Rect) -> None:
    size = 190
    h = tile_art.height(size)
    x0, y0 = rect.x + 40, rect.y + 10
    for k, (sides, up) in enumerate(MATCH_ROW):
        points = 4 - len(set(sides))
        image = tile_art.tile(sides, points, up, size)
        surface.blit(image, (x0 + k * size / 2 - tile_art.PAD, y0 - tile_art.PAD))
    for k in range(2):  # the two shared sides, marked
        if MATCH_ROW[k][1]:  # up then down: the up tile's right side
            a, b = (x0 + size / 2, y0), (x0 + size, y0 + h)
        else:  # down then up: the down tile's right side
            a, b = (x0 + size, y0 + h), (x0 + size * 1.5, y0)
        pen.line(surface, theme.GOLD, a, b, 6)
    _caption(surface, tr("rules.pic.score_example"), (x0 + size, int(y0 + h + 24)), theme.GOLD_LIGHT)
    note_x = x0 + 2 * size + 60
    for k, key in enumerate(("rules.pic.match_1", "rules.pic.match_2", "rules.pic.match_3")):
        _caption(surface, tr(key), (note_x, y0 + 30 + 52 * k), theme.CREAM, "topleft")


def _dice_combo_kinds(surface: pygame.Surface, rect: pygame.Rect) -> None:
    gap = 16
    w = (rect.w - 4 * gap) // 5
    h = 250
    for k, (kind, text, points) in enumerate(COMBO_KINDS):
        x = rect.x + k * (w + gap)
        caption = tr(f"take_it_dice.caption.{combo_caption(text)}")
        image = combo_cards.combo_card(f"pic{k}", text, points, (w, h), caption)
        draw.blit_shadow(surface, pygame.Rect(x, rect.y + 10, w, h), 16, 5, 8, 70)
        surface.blit(image, (x, rect.y + 10))
        _caption(surface, tr(f"rules.pic.kind.{kind}"), (x + w // 2, rect.y + h + 24), theme.GOLD_LIGHT,
                 width=w)


PAINTERS: dict[str, Callable[[pygame.Surface, pygame.Rect], None]] = {
    "take5_rows": _take5_rows, "pyramid_power_match": _pyramid_power_match,
    "dice_combo_kinds": _dice_combo_kinds}
