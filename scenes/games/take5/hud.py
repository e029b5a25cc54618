"""The Take 5 table's readouts: the slot outlines with the red-edged danger slot, row badges,
seat panels, the prompt, the played-cards helper, the log and the round summary (pop-ups are
the shared ones of `scenes.ui.effects`, with this game's bullhead as their icon).

Everything that only changes with its content is painted once into a cached surface.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from scenes.games.take5 import layout
from scenes.table.log_strip import LogStrip
from scenes.ui import theme
from scenes.ui.text import tr
from sprites import draw, fonts, pen, transforms
from sprites.cards import BASE_H, BASE_W, bull_head
from sprites.seat_emblems import draw_emblem
from sprites.surface_cache import painted

P = "take5."


def cached(key: tuple[object, ...], size: tuple[int, int], paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
    return painted(("take5", *key), size, paint)


def head_icon(size: int, colour: tuple[int, int, int] = theme.CREAM) -> pygame.Surface:
    return bull_head(size, colour, theme.WALNUT)


# ------------------------------------------------------------------ the felt's fixed marks


def slots_box() -> pygame.Rect:
    """Where `paint_slots` draws: the four rows with their slots."""
    box = layout.row_rect(0)
    for row in range(4):
        box = box.union(layout.row_rect(row))
        for slot in range(layout.SLOTS):
            box = box.union(layout.slot_rect(row, slot))
    return box.inflate(8, 8)


def paint_slots(surface: pygame.Surface, origin: tuple[int, int] = (0, 0)) -> None:
    """Faint outlines for the five places of each row and a red-edged sixth "danger" slot,
    on a surface whose top left is at `origin` on the table."""
    for row in range(4):
        band = layout.row_rect(row).move(-origin[0], -origin[1])
        pen.rect(surface, (0, 0, 0, 34), band, border_radius=16)
        for slot in range(layout.SLOTS):
            rect = layout.slot_rect(row, slot).move(-origin[0], -origin[1])
            if slot < 5:
                pen.rect(surface, (255, 255, 255, 22), rect, border_radius=10)
                pen.rect(surface, (255, 255, 255, 44), rect, 2, border_radius=10)
                n = fonts.text(str(slot + 1), 40, (255, 255, 255), "display").copy()
                n.set_alpha(38)
                surface.blit(n, n.get_rect(center=rect.center))
            else:
                _danger_slot(surface, rect)


def _danger_slot(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pen.rect(surface, (*theme.DANGER, 40), rect, border_radius=10)
    # A dashed red edge.
    x, y, w, h = rect
    dash, gap = 12, 8
    for k in range(x + 6, x + w - 6, dash + gap):
        end = min(k + dash, x + w - 6)
        pen.line(surface, theme.DANGER, (k, y), (end, y), 4)
        pen.line(surface, theme.DANGER, (k, y + h - 1), (end, y + h - 1), 4)
    for k in range(y + 6, y + h - 6, dash + gap):
        end = min(k + dash, y + h - 6)
        pen.line(surface, theme.DANGER, (x, k), (x, end), 4)
        pen.line(surface, theme.DANGER, (x + w - 1, k), (x + w - 1, end), 4)
    six = fonts.text("6", 54, theme.DANGER, "display", scaled=False)  # a mark on the slot, like a card's number
    surface.blit(six, six.get_rect(center=(rect.centerx, rect.centery - 16)))
    icon = bull_head(34, theme.DANGER, (60, 20, 10))
    surface.blit(icon, icon.get_rect(center=(rect.centerx, rect.centery + 34)))


# ------------------------------------------------------------------ rows


def draw_badge(surface: pygame.Surface, row: int, count: int, heads: int, state: str) -> None:
    """A row's number and bullhead total. state: "" | "full" (a sixth card takes it) | "choose"
    (a person may take it now) | "focus" (the row a chooser points at) | "chosen" (being taken)."""
    rect = layout.badge_rect(row)
    key = ("badge", row, count, heads, state)
    image = cached(key, (rect.w + 40, rect.h + 40), lambda s: _paint_badge(s, pygame.Rect(20, 20, *rect.size),
                                                                           row, count, heads, state))
    surface.blit(image, (rect.x - 20, rect.y - 20))


def _paint_badge(surface: pygame.Surface, rect: pygame.Rect, row: int, count: int, heads: int, state: str) -> None:
    if state in ("focus", "chosen"):
        draw.blit_glow(surface, rect, theme.GOLD, 16, 18)
    border = {"full": theme.DANGER, "choose": theme.GOLD, "focus": theme.GOLD_LIGHT, "chosen": theme.GOLD_LIGHT}
    surface.blit(draw.panel(rect.size, alpha=215, radius=16, border=border.get(state)), rect)
    if state in ("focus", "chosen"):
        pen.rect(surface, theme.GOLD_LIGHT, rect, 4, border_radius=16)
    label = fonts.text(tr(P + "row", n=row + 1), theme.SIZE_LABEL, theme.CREAM_DIM, "bold")
    surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.y + 8)))
    colour = theme.DANGER if heads >= 5 or state == "full" else theme.CREAM
    bottom_h = fonts.font(theme.SIZE_LABEL, "bold").get_height()
    # The figure fills what the two lines leave (at a larger text size it is the one to give way).
    room = rect.h - 16 - label.get_height() - bottom_h
    number = fonts.text(str(heads), fonts.fit_height(50, room + 12, "display"), colour, "display")
    mid = (rect.y + 8 + label.get_height() + rect.bottom - 8 - bottom_h) // 2
    icon = head_icon(34, colour)
    total_w = number.get_width() + 6 + icon.get_width()
    x = rect.centerx - total_w // 2
    surface.blit(number, number.get_rect(midleft=(x, mid)))
    surface.blit(icon, icon.get_rect(midleft=(x + number.get_width() + 6, mid + 2)))
    if state in ("choose", "focus", "chosen"):
        text = tr(P + "take_row_cost", n=heads)
        ink = theme.GOLD_LIGHT
    elif state == "full":
        text, ink = tr(P + "row_full"), theme.DANGER
    else:
        text, ink = tr(P + "row_cards", n=count), theme.CREAM_DIM
    size = fonts.fit_size(text, theme.SIZE_LABEL, rect.w - 12, "bold")
    line = fonts.text(text, size, ink, "bold")
    surface.blit(line, line.get_rect(midbottom=(rect.centerx, rect.bottom - 8)))


def draw_row_glow(surface: pygame.Surface, row: int, colour: tuple[int, int, int], width: int = 5) -> None:
    rect = layout.row_rect(row)
    draw.blit_glow(surface, rect, colour, 16, 16)
    pen.rect(surface, colour, rect, width, border_radius=16)


# ------------------------------------------------------------------ seats


@dataclass(frozen=True)
class SeatLook:
    name: str
    who: str
    status: str
    total: int
    this_round: int
    acting: bool
    choosing: bool
    side: bool
    seat: int = 0  # which seat: its emblem (sprites/seat_emblems.py) stands beside the name


POP_ZOOM = 1.3  # how far "+12 now" swells; the line beside it leaves room for that


def draw_seat(surface: pygame.Surface, rect: pygame.Rect, look: SeatLook, pop: float) -> None:
    image = cached(("seat", rect.size, look), (rect.w + 48, rect.h + 48),
                   lambda s: _paint_seat(s, pygame.Rect(24, 24, *rect.size), look))
    surface.blit(image, (rect.x - 24, rect.y - 24))
    if pop > 0.01:  # this round's bullheads just grew: the figure swells for a moment (into its own room)
        _round_figure(surface, rect, look, 1.0 + (POP_ZOOM - 1.0) * pop)


def _paint_seat(surface: pygame.Surface, rect: pygame.Rect, look: SeatLook) -> None:
    if look.acting or look.choosing:
        draw.blit_glow(surface, rect, theme.GOLD, 16, 18)
    draw.blit_shadow(surface, rect, 16, 5, 8, 70)
    border = theme.GOLD if look.acting or look.choosing else None
    surface.blit(draw.panel(rect.size, alpha=225, border=border), rect)
    right_w = 104
    emblem = 26
    name_w = rect.w - right_w - 26 - emblem - 10
    size = fonts.fit_size(look.name, theme.SIZE_BODY, name_w, "bold", minimum=24)
    name = fonts.text(look.name, size, theme.CREAM, "bold")
    draw_emblem(surface, look.seat, (rect.x + 16 + emblem / 2, rect.y + 10 + name.get_height() / 2), emblem,
                theme.CREAM, theme.INK)
    surface.blit(name, (rect.x + 16 + emblem + 10, rect.y + 10))
    colour = theme.GOLD_LIGHT if look.acting or look.choosing else theme.CREAM_DIM
    line, size = seat_line(rect, look)
    surface.blit(fonts.text(line, size, colour, "body"), (rect.x + 16, rect.y + 54))
    # Total (big) with a bull head, then this round's figure under it.
    total = fonts.text(str(look.total), 48, theme.GOLD, "display")
    icon = head_icon(26, theme.GOLD)
    tr_x = rect.right - 14
    surface.blit(icon, icon.get_rect(midright=(tr_x, rect.y + 36)))
    surface.blit(total, total.get_rect(midright=(tr_x - icon.get_width() - 4, rect.y + 34)))
    _round_figure(surface, rect, look, 1.0)


def seat_line(rect: pygame.Rect, look: SeatLook) -> tuple[str, int]:
    """The "who · status" line of a seat and its size, fitted to the room left of the round figure."""
    line = look.who if not look.status else tr("seat.line", who=look.who, status=look.status)
    figure_w = fonts.font(_figure_size(rect, look), "bold").size(tr(P + "this_round", n=look.this_round))[0]
    line_w = rect.w - 16 - int(figure_w * POP_ZOOM) - 34  # the round figure (swelling too) sits at its right
    if look.status and fonts.font(theme.SIZE_LABEL, "body").size(line)[0] > line_w:
        line = look.status  # a narrow seat shows what the player is doing, not who plays it
    size = fonts.fit_size(line, theme.SIZE_LABEL, line_w, "body", minimum=24)
    return fonts.ellipsize(line, size, line_w, "body"), size


def line_rect(rect: pygame.Rect, look: SeatLook) -> pygame.Rect:
    line, size = seat_line(rect, look)
    return pygame.Rect((rect.x + 16, rect.y + 54), fonts.font(size, "body").size(line))


def figure_rect(rect: pygame.Rect, look: SeatLook, zoom: float) -> pygame.Rect:
    """Where "+12 now" is drawn at `zoom` (with its backing while it swells)."""
    w, h = fonts.font(_figure_size(rect, look), "bold").size(tr(P + "this_round", n=look.this_round))
    drawn = pygame.Rect(0, 0, round(w * zoom), round(h * zoom))
    drawn.midright = (rect.right - 14, rect.bottom - 26)
    return drawn.inflate(10, 4) if zoom != 1.0 else drawn


def _figure_size(rect: pygame.Rect, look: SeatLook) -> int:
    """This round's figure gives way on a narrow seat (ten seats, Larger text): the line beside it
    keeps the room its shortest form needs at 24 px, so who plays is never cut (issue 36)."""
    line = look.status or look.who
    need = fonts.font(_smallest(theme.SIZE_LABEL, 24), "body").size(line)[0]
    room = int((rect.w - 16 - 34 - need) / POP_ZOOM)
    return fonts.fit_size(tr(P + "this_round", n=look.this_round), theme.SIZE_LABEL, max(40, room), "bold")


def _smallest(size: int, minimum: int) -> int:
    """The size `fonts.fit_size` gives way to at most: the first at or under `minimum` px as drawn
    (measured here, not by fitting into no room: that would note every seat line as cut)."""
    while fonts.real_size(size) > minimum:
        size -= 2
    return size


def _round_figure(surface: pygame.Surface, rect: pygame.Rect, look: SeatLook, zoom: float) -> None:
    text = tr(P + "this_round", n=look.this_round)
    colour = theme.VERMILLION if look.this_round else theme.CREAM_DIM
    image = fonts.text(text, _figure_size(rect, look), colour, "bold")
    if zoom != 1.0:
        image = transforms.smoothscale_by(image, zoom)
        pen.rect(surface, theme.WALNUT, figure_rect(rect, look, zoom), border_radius=8)
    surface.blit(image, image.get_rect(midright=(rect.right - 14, rect.bottom - 26)))


# ------------------------------------------------------------------ prompts and tags


def draw_prompt(surface: pygame.Surface, text: str, centre: tuple[int, int], gold: bool = True) -> None:
    key = ("prompt", text, gold)
    size = fonts.fit_size(text, theme.SIZE_BODY, 1200, "bold")
    image = fonts.text(text, size, theme.CREAM, "bold")
    box = image.get_rect().inflate(48, 24)
    panel = cached(key, box.size, lambda s: s.blit(draw.panel(box.size, alpha=225, radius=18,
                                                              border=theme.GOLD if gold else None), (0, 0)))
    box.center = centre
    surface.blit(panel, box)
    surface.blit(image, image.get_rect(center=box.center))


def draw_name_tag(surface: pygame.Surface, text: str, centre: tuple[float, float], width: int,
                  gold: bool = False) -> None:
    size = fonts.fit_size(text, theme.SIZE_LABEL, width - 8, "bold", minimum=20)
    image = fonts.text(text, size, theme.GOLD_LIGHT if gold else theme.CREAM, "bold")
    box = image.get_rect().inflate(12, 4)
    box.center = (round(centre[0]), round(centre[1]))
    surface.blit(draw.panel(box.size, alpha=200, radius=10), box)
    surface.blit(image, image.get_rect(center=box.center))


# ------------------------------------------------------------------ side panels


def draw_log(surface: pygame.Surface, strip: LogStrip, rect: pygame.Rect, header: str, lines: list[str]) -> None:
    """The round header and the newest log lines, through the shared strip (tap: the history)."""
    strip.draw(surface, rect, lines, header)


def info_rect(lines: Sequence[str]) -> pygame.Rect:
    return pygame.Rect(layout.SEEN.x, layout.SEEN.bottom - 60 - 44 * len(lines), layout.SEEN.w, 60 + 44 * len(lines))


def draw_info(surface: pygame.Surface, title: str, lines: list[str]) -> None:
    """A small reminder of how the game is won and ends (where the played-cards helper would be)."""
    rect = info_rect(lines)
    surface.blit(cached(("info", title, tuple(lines)), rect.size, lambda s: _paint_info(s, title, lines)), rect)


def _paint_info(surface: pygame.Surface, title: str, lines: list[str]) -> None:
    rect = surface.get_rect()
    surface.blit(draw.panel(rect.size, alpha=150, radius=16), (0, 0))
    surface.blit(fonts.text(title, theme.SIZE_BODY, theme.GOLD, "display"), (18, 10))
    for k, line in enumerate(lines):
        size = fonts.fit_size(line, theme.SIZE_LABEL, rect.w - 70, "body")
        icon = head_icon(28, theme.DANGER if k == 2 else theme.CREAM_DIM)
        surface.blit(icon, (18, 62 + 44 * k))
        surface.blit(fonts.text(line, size, theme.CREAM, "body"), (56, 58 + 44 * k))


# ------------------------------------------------------------------ the round summary


@dataclass
class Summary:
    title: str
    rows: list[tuple[str, int, int, bool]]  # name, this round, total, best so far
    footer: str
    over: bool
    age: float = 0.0
    appear: float = 0.0


def summary_rect(n: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, 900, 200 + 58 * n + 70)
    rect.center = (960, 560)
    return rect


def draw_summary(surface: pygame.Surface, summary: Summary) -> None:
    rect = summary_rect(len(summary.rows))
    veil = cached(("veil",), (theme.WIDTH, theme.HEIGHT), lambda s: s.fill((10, 8, 6, 130)))
    surface.blit(veil, (0, 0))
    image = cached(("summary", summary.title, tuple(summary.rows), summary.footer), rect.size,
                   lambda s: _paint_summary(s, summary))
    t = max(0.0, min(1.0, summary.appear))
    if t < 0.99:
        image = transforms.smoothscale_by(image, 0.85 + 0.15 * t)
        image.set_alpha(int(255 * t))
    surface.blit(image, image.get_rect(center=rect.center))


def _paint_summary(surface: pygame.Surface, summary: Summary) -> None:
    rect = surface.get_rect()
    surface.blit(draw.panel(rect.size, alpha=245, radius=26, border=theme.GOLD), (0, 0))
    title = fonts.shadowed(summary.title, theme.SIZE_HEADING, theme.GOLD, "display")
    surface.blit(title, title.get_rect(midtop=(rect.centerx, 22)))
    head_y = 110
    cols = (70, 560, 770)
    for text, x, align in ((tr(P + "summary.player"), cols[0], "left"), (tr(P + "summary.round"), cols[1], "right"),
                           (tr(P + "summary.total"), cols[2], "right")):
        image = fonts.text(text, theme.SIZE_LABEL, theme.CREAM_DIM, "bold")
        pos = image.get_rect(topleft=(x, head_y)) if align == "left" else image.get_rect(topright=(x + 60, head_y))
        surface.blit(image, pos)
    y = head_y + 48
    for name, gained, total, best in summary.rows:
        line = pygame.Rect(40, y, rect.w - 80, 52)
        pen.rect(surface, (92, 66, 40) if best else (60, 43, 31), line, border_radius=12)
        if best:
            draw.symbol(surface, "star", (line.x + 16, line.centery), 26, theme.GOLD)
        size = fonts.fit_size(name, theme.SIZE_BODY, 400, "bold")
        surface.blit(fonts.text(name, size, theme.CREAM, "bold"), (cols[0], line.y + 8))
        g = fonts.text(f"+{gained}" if gained else "0", theme.SIZE_BODY + 4,
                       theme.VERMILLION if gained else theme.BLUISH_GREEN, "display")
        surface.blit(g, g.get_rect(topright=(cols[1] + 60, line.y + 6)))
        t = fonts.text(str(total), theme.SIZE_BODY + 4, theme.GOLD, "display")
        surface.blit(t, t.get_rect(topright=(cols[2] + 60, line.y + 6)))
        icon = head_icon(26, theme.GOLD)
        surface.blit(icon, icon.get_rect(midleft=(cols[2] + 68, line.centery)))
        y += 58
    foot = fonts.text(summary.footer, theme.SIZE_BODY, theme.CREAM, "bold")
    surface.blit(foot, foot.get_rect(midbottom=(rect.centerx, rect.h - 22)))


__all__ = ["BASE_H", "BASE_W", "SeatLook", "Summary"]
