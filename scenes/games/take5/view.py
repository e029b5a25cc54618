"""Drawing the Take 5 table from one frame's plain description.

The scene says what is on the table (a `Frame`: badges, seat looks, cards in drawing order,
tags, the prompt, pop-ups); this module decides how it looks. What changes rarely (badges,
seats, side panels) is painted into one full-screen layer, repainted only when its content
changes, so an ordinary frame is a single blit plus the moving cards.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from scenes.games.take5 import hud, layout, unseen
from scenes.table.input_words import kind_of
from scenes.table.log_strip import LogStrip
from scenes.ui import theme
from scenes.ui.effects import Popup, draw_popup
from scenes.ui.widgets import Button
from sprites import cards as card_art
from sprites import pen
from sprites.cards import CardSprite

MAX_PARTIAL = 6  # more changed parts than this: the whole layer is repainted
Badge = tuple[int, int, str]  # cards in the row, its bullheads, "" | full | choose | focus | chosen


@dataclass(frozen=True)
class SidePanels:
    """The log with its round/turn header, and the played-cards helper or the rules reminder."""

    header: str
    log: tuple[str, ...]
    unseen: tuple[int, ...] | None  # the viewer's unseen cards (unseen.py); None: the reminder
    deck_size: int
    info_title: str
    info: tuple[str, ...]


@dataclass(frozen=True)
class Prompt:
    text: str
    centre: tuple[int, int]
    gold: bool = True


@dataclass
class Frame:
    badges: tuple[Badge, ...]
    seat_rects: list[pygame.Rect]
    seat_looks: tuple[hud.SeatLook, ...]
    seat_pop: list[float]
    row_flash: list[float]
    side: SidePanels
    cards: list[tuple[CardSprite, bool]]  # in drawing order; True for a card in the hand
    hand_drop: float  # 0: the hand is up; 1: tucked away below the table
    tags: list[tuple[str, tuple[float, float], bool]] = field(default_factory=list)  # name, centre, gold
    prompt: Prompt | None = None
    play_button: Button | None = None
    popups: list[Popup] = field(default_factory=list)


class TableView:
    """Keeps the painted layer of the rarely changing parts between frames."""

    def __init__(self, table: pygame.Surface, strip: LogStrip) -> None:
        self.table = table
        self.strip = strip
        self.layer = table  # copied on first repaint, then repainted in place
        self.key: tuple[Any, ...] | None = None
        self.parts: dict[Any, tuple[Any, pygame.Rect]] | None = None  # what each part showed, where

    def draw(self, surface: pygame.Surface, f: Frame) -> None:
        if getattr(surface, "records", False):
            # The recording canvas (a big window) finds what changed by itself: the parts are
            # drawn straight onto it, with no full-screen layer to keep (33 MB at 4K).
            surface.blit(self.table, (0, 0))
            for *_, paint in self._parts(f):
                paint(surface)
        else:
            key = (f.badges, f.seat_looks, f.side, kind_of(self.strip.table))  # the log hint's input
            if key != self.key:
                self.key = key
                self._paint_layer(f)
            surface.blit(self.layer, (0, 0))
        for r, (_, _, state) in enumerate(f.badges):
            if state in ("chosen", "focus"):
                hud.draw_row_glow(surface, r, theme.GOLD_LIGHT)
            elif f.row_flash[r] > 0:
                glow = layout.slot_rect(r, 5)
                pen.rect(surface, theme.DANGER, glow.inflate(8, 8), 3 + int(5 * f.row_flash[r]),
                                 border_radius=12)
        for rect, look, pop in zip(f.seat_rects, f.seat_looks, f.seat_pop, strict=True):
            if pop > 0.01:
                hud.draw_seat(surface, rect, look, pop)
        drop = f.hand_drop * 300
        for sprite, in_hand in f.cards:
            if in_hand:
                if drop >= 290:
                    continue
                y = sprite.y
                sprite.y = y + drop
                card_art.blit(surface, sprite)
                sprite.y = y
            else:
                card_art.blit(surface, sprite)
        for name, centre, gold in f.tags:
            hud.draw_name_tag(surface, name, centre, layout.REVEAL_PITCH - 4, gold)
        if f.prompt is not None:
            hud.draw_prompt(surface, f.prompt.text, f.prompt.centre, gold=f.prompt.gold)
        if f.play_button is not None:
            f.play_button.draw(surface, True)
        for popup in f.popups:
            draw_popup(surface, popup)

    def _paint_layer(self, f: Frame) -> None:
        """Repaint the parts whose content changed, each within its own box (the felt put back
        there, then every part reaching into the box drawn again in order, clipped to it): the
        very pixels a whole repaint gives, for a fraction of the cost when one seat changed."""
        parts = self._parts(f)
        old = self.parts
        self.parts = {name: (key, region) for name, key, region, _ in parts}
        if self.layer is self.table or old is None or list(old) != list(self.parts):
            self.layer = self.layer if self.layer is not self.table else self.table.copy()
            self.layer.blit(self.table, (0, 0))
            for *_, paint in parts:
                paint(self.layer)
            return
        boxes = [region.union(old[name][1]) for name, key, region, _ in parts if old[name][0] != key]
        if len(boxes) > MAX_PARTIAL:
            self.parts = None
            self._paint_layer(f)
            return
        layer = self.layer
        for box in boxes:
            layer.set_clip(box)
            layer.blit(self.table, box.topleft, box)
            for _, _, region, paint in parts:
                if region.colliderect(box):
                    paint(layer)
            layer.set_clip(None)

    def _parts(self, f: Frame) -> list[tuple[Any, Any, pygame.Rect, Callable[[pygame.Surface], None]]]:
        """The layer's parts in drawing order: (name, what it shows, the box it draws in, painter)."""
        parts: list[tuple[Any, Any, pygame.Rect, Callable[[pygame.Surface], None]]] = []
        for r, badge in enumerate(f.badges):
            danger = layout.slot_rect(r, 5).inflate(8, 8)
            parts.append((("badge", r), badge, layout.badge_rect(r).inflate(40, 40).union(danger),
                          lambda layer, r=r, badge=badge, danger=danger: _paint_badge(layer, r, badge, danger)))
        for i, (rect, look) in enumerate(zip(f.seat_rects, f.seat_looks, strict=True)):
            parts.append((("seat", i), (tuple(rect), look), rect.inflate(48, 48),
                          lambda layer, rect=rect, look=look: hud.draw_seat(layer, rect, look, 0.0)))
        side = f.side
        log = layout.log_rect(len(f.seat_rects))
        parts.append((("log",), (tuple(log), side.header, side.log, kind_of(self.strip.table)), log,  # its hint
                      lambda layer: hud.draw_log(layer, self.strip, log, side.header, list(side.log))))
        if side.unseen is not None:
            parts.append((("side",), ("unseen", side.unseen, side.deck_size), layout.SEEN,
                          lambda layer: unseen.draw_unseen(layer, side.unseen or (), side.deck_size)))
        else:
            parts.append((("side",), ("info", side.info_title, side.info), hud.info_rect(side.info),
                          lambda layer: hud.draw_info(layer, side.info_title, list(side.info))))
        return parts


def _paint_badge(layer: pygame.Surface, r: int, badge: Badge, danger: pygame.Rect) -> None:
    count, heads, state = badge
    hud.draw_badge(layer, r, count, heads, state)
    if state == "full":
        pen.rect(layer, theme.DANGER, danger, 3, border_radius=12)
