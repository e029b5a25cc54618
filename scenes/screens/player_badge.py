"""A saved player's badge: their colour as a disc with their emblem on it (our own symbols), so a
player is known at a glance and never by colour alone (the name is always beside it)."""

from __future__ import annotations

import pygame

from scenes.records.players import EMBLEMS
from scenes.ui import theme
from sprites import draw, palette, pen

COLOURS = ("red", "yellow", "green", "blue", "purple")


def badge_colour(colour: int) -> tuple[int, int, int]:
    return tuple(palette.PIECE_COLOURS[COLOURS[colour % len(COLOURS)]][0])  # type: ignore[return-value]


def draw_badge(surface: pygame.Surface, centre: tuple[int, int], size: int, colour: int, emblem: int) -> None:
    """The disc and its emblem, `size` across."""
    pen.circle(surface, theme.INK, centre, size // 2 + 3)
    pen.circle(surface, badge_colour(colour), centre, size // 2)
    draw.symbol(surface, EMBLEMS[emblem % len(EMBLEMS)], centre, size * 0.52, theme.CREAM, theme.INK)
