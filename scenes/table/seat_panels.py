"""The seat panels along the top of a table: emblem and name, who plays, status and score.

The emblem (sprites/seat_emblems.py) is the seat's own shape beside its name, so a seat is
known by a shape and a word, never by a colour alone.

They look the same for many frames in a row, so the strip of rows they cover is painted once
per distinct look and put back after that (sprites/row_memo.py): six alpha blits a seat (glow,
shadow, panel, three lines of text) and the text fitting become one memcmp and one blit.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.ui import theme
from scenes.ui.text import tr
from sprites import draw, fonts
from sprites.row_memo import memo_of
from sprites.seat_emblems import draw_emblem

GLOW = 18  # how far the acting seat's glow reaches outside its panel
SHADOW = (16, 5, 8, 70)  # radius, offset, blur, alpha of a panel's shadow
MARGIN = GLOW + 8  # rows above and below the panels the painting may touch (glow, shadow)


def looks(scene: Any) -> list[tuple[pygame.Rect, bool, str, str, str]]:
    """What each seat's panel shows: (rect, acting, name, who · status, score)."""
    acting = scene.acting_seats()
    alone = len(scene.humans()) == 1
    rows = []
    for i, rect in enumerate(scene.seat_rects()):
        who = tr("seat.you") if alone and scene.is_human(i) else scene.seat_who(i)
        if scene.runner.thinking == i:
            who = tr("seat.thinking")
        status = scene.seat_status(i)
        phones = getattr(scene, "phones", None)
        if phones is not None and phones.away_note(i):
            status = ""  # "waiting for Ann's phone" is the news, not the game's own status
        line = tr("seat.line", who=who, status=status) if status else who
        rows.append((rect, i in acting, scene.seats[i]["name"], line, str(scene.seat_score(i))))
    return rows


EMBLEM = 26  # px across: beside a 40 px name, readable from a sofa


def paint(surface: pygame.Surface, rows: list[tuple[pygame.Rect, bool, str, str, str]]) -> None:
    for seat, (rect, acting, name, line, score) in enumerate(rows):
        if acting:
            draw.blit_glow(surface, rect, theme.GOLD, 16, GLOW)
        draw.blit_shadow(surface, rect, *SHADOW)
        surface.blit(draw.panel(rect.size, border=theme.GOLD if acting else None), rect)
        name_size = fonts.fit_size(name, theme.SIZE_BODY, rect.w - 110 - EMBLEM - 10, "bold")
        name_image = fonts.text(name, name_size, theme.CREAM, "bold")
        draw_emblem(surface, seat, (rect.x + 18 + EMBLEM / 2, rect.y + 12 + name_image.get_height() / 2),
                    EMBLEM, theme.CREAM, theme.INK)
        surface.blit(name_image, (rect.x + 18 + EMBLEM + 10, rect.y + 12))
        size = fonts.fit_size(line, theme.SIZE_LABEL, rect.w - 110, "body")
        surface.blit(fonts.text(line, size, theme.CREAM_DIM, "body"), (rect.x + 18, rect.y + 62))
        image = fonts.text(score, 52, theme.GOLD, "display")
        surface.blit(image, image.get_rect(midright=(rect.right - 18, rect.centery)))


def draw_panels(scene: Any, surface: pygame.Surface) -> None:
    """Draw every seat's panel, from the memo when nothing about them or under them changed."""
    rows = looks(scene)
    if not rows:
        return
    key = tuple((tuple(rect), acting, name, line, score) for rect, acting, name, line, score in rows)
    top = min(rect.top for rect, *_ in rows) - MARGIN
    bottom = max(rect.bottom for rect, *_ in rows) + MARGIN
    colours = (theme.GOLD, theme.CREAM, theme.CREAM_DIM)
    memo_of(scene, "_seat_memo").draw(surface, top, bottom, (key, colours), lambda: paint(surface, rows))
