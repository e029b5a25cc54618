"""How a coach mark looks: a note in short sentences, a gold ring on the piece, an arrow to it.

The note sits where it hides nothing the step talks about (above or below the piece), with the
step count, "Next" when it explains and "Skip" always. Pure drawing: the flow is `tutorial.py`.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from scenes.table.colour_words import lesson_text
from scenes.table.input_words import kind_of
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import FocusGroup
from sprites import draw, fonts, motion_policy, pen

if TYPE_CHECKING:
    from scenes.table.tutorial import Tutorial

NOTE_W = 980
TEXT_SIZE = 36
PAD = 28
BUTTON_H = 84


def _note_rect(height: int, target: pygame.Rect | None, area: pygame.Rect | None) -> pygame.Rect:
    """In the game's free area when it names one; else above or below the piece, whichever
    leaves it uncovered (the table's middle when no piece)."""
    if area is not None:  # from the area's top, kept above its bottom
        rect = pygame.Rect(area.x, area.y, area.w, height)
        rect.bottom = min(rect.bottom, area.bottom)
        return rect
    rect = pygame.Rect(0, 0, NOTE_W, height)
    rect.centerx = theme.WIDTH // 2
    if target is None:
        rect.y = 200
        return rect
    spots = [180, theme.HEIGHT - height - 36, target.bottom + 70, target.y - height - 70]
    clear = target.inflate(40, 40)
    for y in spots:
        rect.y = y
        if rect.y >= 170 and rect.bottom <= theme.HEIGHT - 20 and not rect.colliderect(clear):
            return rect
    rect.y = 180 if target.centery > theme.HEIGHT // 2 else theme.HEIGHT - height - 36
    return rect


def _sizes(area: pygame.Rect | None) -> tuple[int, int, int]:
    """Text size, padding and button height: a short free area gets a compact note."""
    if area is not None and area.h < 320:
        return 30, 18, 68
    return TEXT_SIZE, PAD, BUTTON_H


def _place_buttons(tut: Tutorial, note: pygame.Rect, pad: int = PAD, button_h: int = BUTTON_H) -> None:
    y = note.bottom - pad - button_h
    right = note.right - pad
    for button in reversed(tut.buttons()):
        button.rect.h = button_h
        button.rect.topright = (right, y)
        right = button.rect.x - 16


def coach_mark(surface: pygame.Surface, tut: Tutorial, time: float) -> None:
    target = tut.target_rect()
    area = tut.note_area()
    size, pad, button_h = _sizes(area)
    width = area.w if area is not None else NOTE_W
    lines = fonts.wrap(lesson_text(tut.game_id, tut.step.text, kind_of(tut.scene)), size, width - 2 * pad, "bold")
    line_h = fonts.font(size, "bold").get_linesize()
    height = pad + 34 + len(lines) * line_h + 14 + button_h + pad
    note = _note_rect(height, target, area)
    if target is not None:
        _ring(surface, target, time)
        _arrow(surface, note, target, time)
    draw.blit_shadow(surface, note, 22, 6, 10, 90)
    surface.blit(draw.panel(note.size, border=theme.GOLD, alpha=252), note)
    count = fonts.text(tr("tutorial.step", k=tut.index + 1, n=tut.total), theme.SIZE_SMALL, theme.GOLD, "bold")
    surface.blit(count, (note.x + pad, note.y + pad - 6))
    y = note.y + pad + 34
    for line in lines:
        surface.blit(fonts.text(line, size, theme.CREAM, "bold"), (note.x + pad, y))
        y += line_h
    tut.next_button.label = tr("tutorial.play_real") if tut.is_last() else tr("tutorial.next")
    tut.next_button.rect.w = min(380, note.w - 2 * pad) if tut.is_last() else 200
    _place_buttons(tut, note, pad, button_h)
    if tut.waiting_for_move():  # only Skip shares the row, on the right
        hint = fonts.text(tr("tutorial.your_move"), theme.SIZE_BODY, theme.GOLD_LIGHT, "bold")
        surface.blit(hint, hint.get_rect(midleft=(note.x + pad, note.bottom - pad - button_h // 2)))
    for button in tut.buttons():
        button.draw(surface, False)


def skip_only(surface: pygame.Surface, tut: Tutorial) -> None:
    """While the table plays the step's moves: only Skip, where the note's buttons sit."""
    area = tut.note_area()
    _, pad, button_h = _sizes(area)
    note = pygame.Rect(0, 0, NOTE_W, button_h + 2 * pad)
    if area is not None:
        note = pygame.Rect(area.x, area.y, area.w, button_h + 2 * pad)
    else:
        note.midbottom = (theme.WIDTH // 2, theme.HEIGHT - 36)
    _place_buttons(tut, note, pad, button_h)
    tut.skip_button.draw(surface, False)


def _ring(surface: pygame.Surface, target: pygame.Rect, time: float) -> None:
    pulse = motion_policy.pulse(time, 5.0)  # steady under reduced motion
    ring = target.inflate(18 + int(12 * pulse), 18 + int(12 * pulse))
    draw.blit_glow(surface, ring, theme.GOLD, 14, 14)
    pen.rect(surface, theme.GOLD_LIGHT, ring, 6, border_radius=16)


def _arrow(surface: pygame.Surface, note: pygame.Rect, target: pygame.Rect, time: float) -> None:
    """A thick gold arrow from the note's edge to the ring, bobbing toward the piece."""
    ring = target.inflate(30, 30)
    start = _edge_toward(note, pygame.Vector2(ring.center))
    tip = _edge_toward(ring, start)
    direction = tip - start
    if not 40 <= direction.length() <= 640:  # a long arrow would cross the table: the ring will do
        return
    unit = direction.normalize()
    tip -= unit * (8 + 8 * math.sin(time * 6.0))
    normal = pygame.Vector2(-unit.y, unit.x)
    head = tip - unit * 44
    pen.line(surface, theme.INK, start, head, 18)
    pen.line(surface, theme.GOLD, start, head, 12)
    points = [tip, head + normal * 30, head - normal * 30]
    pen.polygon(surface, theme.INK, [p + unit * 3 for p in points])
    pen.polygon(surface, theme.GOLD, points)


def _edge_toward(rect: pygame.Rect, point: pygame.Vector2) -> pygame.Vector2:
    """Where the line from the rect's centre to `point` leaves the rect."""
    centre = pygame.Vector2(rect.center)
    d = point - centre
    if d.length() < 1:
        return centre
    scale = min(rect.w / 2 / abs(d.x) if d.x else 1e9, rect.h / 2 / abs(d.y) if d.y else 1e9, 1.0)
    return centre + d * scale


def skip_question(surface: pygame.Surface, group: FocusGroup) -> None:
    draw.veil(surface, (20, 14, 10, 200))
    box = pygame.Rect(0, 0, 1000, 380)
    box.center = (theme.WIDTH // 2, 560)
    surface.blit(draw.panel(box.size, border=theme.GOLD, alpha=245), box)
    title = fonts.shadowed(tr("tutorial.skip_title"), theme.SIZE_HEADING, theme.GOLD)
    surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + 36)))
    detail = fonts.text(tr("tutorial.skip_detail"), theme.SIZE_BODY, theme.CREAM)
    surface.blit(detail, detail.get_rect(midtop=(box.centerx, box.y + 130)))
    group.draw(surface)
