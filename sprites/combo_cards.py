"""Combo and action cards as drawn: cream combo cards whose requirement is shown as dice icons,
dark action cards with a picture of what they do, and card backs. Painted once and cached.

The requirement is read from the card's notation for display only (which dice icons and what
sum sign to draw); whether dice fit a card is the rules core's business, never decided here.
Words on cards (captions, titles) are passed in by the scene, which owns the string catalog.
"""

from __future__ import annotations

import math
import re

import pygame

from sprites import dice, draw, fonts, palette, pen, scaling
from sprites.surface_cache import surface_cache

CREAM = (246, 238, 220)
CARD_EDGE = (196, 170, 120)
ACTION = (38, 58, 84)
ACTION_EDGE = (120, 160, 200)
BACK = (92, 38, 30)

SUM = re.compile(r"^(\d?)([BW*]?)([<>=])(\d+)$")


def requirement(text: str) -> list[tuple[str, object]]:
    """The card's requirement as drawable parts: ("die", (kind, value)) or ("text", "…")."""
    parts: list[tuple[str, object]] = []
    for token in text.split():
        m = SUM.match(token)
        if m:
            count, colour, sign, total = m.groups()
            if count:
                parts.append(("text", f"{count}×"))
            parts.append(("die", (colour or "*", 0)))
            parts.append(("text", f"{sign}{total}"))
        elif len(token) == 2 and token[0] in "BW*":
            parts.append(("die", (token[0], int(token[1]))))
        elif token in ("B", "W"):
            parts.append(("die", (token, 0)))
        else:
            parts.append(("text", token))
    return parts


def _paint_requirement(surf: pygame.Surface, rect: pygame.Rect, text: str, theme: str,
                       symbols: bool) -> None:
    parts = requirement(text)
    n_dice = sum(1 for kind, _ in parts if kind == "die")
    words = [str(v) for kind, v in parts if kind == "text"]
    text_w = sum(fonts.font(40, "display", False).size(w)[0] + 6 for w in words)
    size = int(min(58, (rect.w - text_w - 8) / max(1, n_dice) - 6))
    widths = []
    for kind, value in parts:
        if kind == "die":
            widths.append(size + 6)
        else:
            widths.append(fonts.font(40, "display", False).size(str(value))[0] + 6)
    x = rect.centerx - sum(widths) // 2
    for (kind, value), w in zip(parts, widths, strict=True):
        if kind == "die":
            k, v = value  # type: ignore[misc]
            img = dice.icon(k, v, size, theme, symbols)
            pen.rect(surf, (0, 0, 0, 50), pygame.Rect(x + 5, rect.centery - size // 2 + 4, size, size),
                             border_radius=max(3, size // 5))
            surf.blit(img, (x + 3, rect.centery - size // 2))
        else:
            img = fonts.text(str(value), 40, palette.INK, "display", scaled=False)
            surf.blit(img, img.get_rect(midleft=(x + 3, rect.centery)))
        x += w


@surface_cache(8)
def combo_card(card_id: str, text: str, points: int, size: tuple[int, int], caption: str = "",
               theme: str = "classic", symbols: bool = True) -> pygame.Surface:
    """A combo card: points badge, requirement as dice icons, a caption in words."""
    w, h = size
    surf = scaling.surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pen.rect(surf, CREAM, rect, border_radius=16)
    pen.rect(surf, CARD_EDGE, rect, 3, border_radius=16)
    band = pygame.Rect(0, 0, w, 58)
    pen.rect(surf, (232, 218, 188), band, border_top_left_radius=16, border_top_right_radius=16)
    # Points: a gold medal with the number, and pips of stars under it for a glance.
    cx, cy = w - 36, 34
    pen.circle(surf, (150, 110, 40), (cx + 2, cy + 3), 27)
    pen.circle(surf, palette.GOLD, (cx, cy), 27)
    pen.circle(surf, (250, 220, 150), (cx, cy), 27, 3)
    num = fonts.text(str(points), 40, palette.INK, "display", scaled=False)
    surf.blit(num, num.get_rect(center=(cx, cy + 1)))
    # No card id on the face: players name a card by what it asks for (issue 15).
    body = pygame.Rect(8, 64, w - 16, h - 64 - (44 if caption else 12))
    _paint_requirement(surf, body, text, theme, symbols)
    if caption:
        size_c = fonts.fit_size(caption, 28, w - 20, "bold", minimum=14, scaled=False)  # stays on a small card
        cap = fonts.text(caption, size_c, (96, 76, 56), "bold", scaled=False)
        surf.blit(cap, cap.get_rect(midbottom=(w // 2, h - 10)))
    return surf


def _arrow_arc(surf: pygame.Surface, centre: tuple[int, int], r: int, colour: tuple[int, ...]) -> None:
    pts = [(centre[0] + r * math.cos(a / 20 * 4.6 - 0.6), centre[1] + r * math.sin(a / 20 * 4.6 - 0.6))
           for a in range(21)]
    pen.lines(surf, colour, False, pts, 5)
    ex, ey = pts[-1]
    pen.polygon(surf, colour, [(ex - 12, ey - 4), (ex + 8, ey - 10), (ex + 2, ey + 10)])


def _paint_action_picture(surf: pygame.Surface, rect: pygame.Rect, kind: str, theme: str,
                          symbols: bool) -> None:
    c = rect.center
    s = 54
    cream = (244, 234, 213)

    def die_at(k: str, v: int, x: int, y: int, size: int = s) -> None:
        surf.blit(dice.icon(k, v, size, theme, symbols), (x - size // 2, y - size // 2))

    if kind in ("reroll-black", "reroll-red", "reroll-some"):
        _arrow_arc(surf, c, 46, cream)
        if kind == "reroll-some":
            die_at("W", 3, c[0] - 16, c[1] - 6, 44)
            die_at("B", 5, c[0] + 16, c[1] + 8, 44)
        else:
            die_at("B" if kind == "reroll-black" else "R", 4, c[0], c[1])
    elif kind == "take-two":
        die_at("W", 2, c[0] - 32, c[1])
        die_at("B", 2, c[0] + 32, c[1])
        t = fonts.text("×2", 32, palette.GOLD, "display", scaled=False)
        surf.blit(t, t.get_rect(center=(c[0], c[1] + 46)))
    elif kind == "fix-black":
        die_at("B", 6, c[0] - 18, c[1])
        pen.line(surf, palette.GOLD, (c[0] + 20, c[1] + 30), (c[0] + 52, c[1] - 20), 8)
        pen.circle(surf, palette.GOLD, (c[0] + 54, c[1] - 24), 11, 5)
    elif kind == "nudge-white":
        die_at("W", 3, c[0] - 20, c[1])
        t = fonts.text("±2", 40, palette.GOLD, "display", scaled=False)
        surf.blit(t, t.get_rect(center=(c[0] + 46, c[1])))
    elif kind == "swap":
        die_at("W", 5, c[0] - 40, c[1] + 6, 48)
        die_at("B", 2, c[0] + 40, c[1] + 6, 48)
        pen.lines(surf, cream, False, [(c[0] - 34, c[1] - 30), (c[0], c[1] - 46), (c[0] + 34, c[1] - 30)], 4)
        pen.lines(surf, cream, False, [(c[0] - 34, c[1] + 42), (c[0], c[1] + 56), (c[0] + 34, c[1] + 42)], 4)
    elif kind == "throw-back":
        die_at("W", 4, c[0] - 34, c[1] - 20, 44)
        pen.line(surf, cream, (c[0] - 10, c[1] - 6), (c[0] + 30, c[1] + 24), 5)
        pen.polygon(surf, cream, [(c[0] + 40, c[1] + 32), (c[0] + 20, c[1] + 28), (c[0] + 34, c[1] + 12)])
        die_at("B", 2, c[0] + 44, c[1] + 34, 36)


@surface_cache(8)
def action_card(card_id: str, kind: str, title: str, cost: int, size: tuple[int, int],
                theme: str = "classic", symbols: bool = True) -> pygame.Surface:
    """An action card: its title, a picture of what it does, and minus chips it costs."""
    w, h = size
    surf = scaling.surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pen.rect(surf, ACTION, rect, border_radius=16)
    pen.rect(surf, ACTION_EDGE, rect, 3, border_radius=16)
    pen.rect(surf, (255, 255, 255, 18), pygame.Rect(6, 6, w - 12, 62), border_radius=12)
    lines = fonts.wrap(title, 28, w - 24, "bold", scaled=False)[:2]
    for k, line in enumerate(lines):
        img = fonts.text(line, 28, (244, 234, 213), "bold", scaled=False)
        surf.blit(img, img.get_rect(midtop=(w // 2, 10 + k * 30)))
    pic = pygame.Rect(0, 0, w - 20, h - 120)
    pic.center = (w // 2, h // 2 + 18)
    _paint_action_picture(surf, pic, kind, theme, symbols)
    for k in range(cost):
        chip(surf, (w - 26 - k * 36, h - 26), 16)
    return surf


def chip(surf: pygame.Surface, centre: tuple[float, float], r: int = 16) -> None:
    """A minus chip: a vermillion disc with a cream minus (colour plus sign)."""
    x, y = centre
    pen.circle(surf, (90, 30, 0), (x + 2, y + 3), r)
    pen.circle(surf, palette.VERMILLION, (x, y), r)
    pen.circle(surf, (250, 170, 110), (x, y), r, 2)
    pen.line(surf, (255, 240, 220), (x - r * 0.5, y), (x + r * 0.5, y), max(2, r // 4))


@scaling.per_scale(16)
def card_back(size: tuple[int, int], kind: str = "combo") -> pygame.Surface:
    """The back of a card: walnut red for combo cards, deep blue for action cards."""
    w, h = size
    surf = scaling.surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    colour = BACK if kind == "combo" else ACTION
    radius = max(4, min(w, h) // 8)
    pen.rect(surf, colour, rect, border_radius=radius)
    pen.rect(surf, palette.GOLD, rect.inflate(-max(4, w // 10), -max(4, w // 10)), max(1, w // 40),
                     border_radius=max(3, radius - 2))
    draw.symbol(surf, "diamond", rect.center, min(w, h) * 0.38, (*palette.GOLD, 255))
    pen.rect(surf, (30, 16, 10), rect, max(1, w // 50), border_radius=radius)
    return surf
