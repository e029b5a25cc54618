"""Drawing the Take 5 table from one frame's plain description.

The scene says what is on the table (a `Frame`: badges, seat looks, cards in drawing order,
tags, the prompt, pop-ups); this module decides how it looks. What changes rarely (badges,
seats, side panels) is painted into one full-screen layer, repainted only when its content
changes, so an ordinary frame is a single blit plus the moving cards.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from scenes.games.take5 import hud, layout, unseen
from scenes.table.log_strip import LogStrip
from scenes.ui import theme
from scenes.ui.effects import Popup, draw_popup
from scenes.ui.widgets import Button
from sprites import cards as card_art
from sprites.cards import CardSprite

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

    def draw(self, surface: pygame.Surface, f: Frame) -> None:
        key = (f.badges, f.seat_looks, f.side)
        if key != self.key:
            self.key = key
            self._paint_layer(f)
        surface.blit(self.layer, (0, 0))
        for r, (_, _, state) in enumerate(f.badges):
            if state in ("chosen", "focus"):
                hud.draw_row_glow(surface, r, theme.GOLD_LIGHT)
            elif f.row_flash[r] > 0:
                glow = layout.slot_rect(r, 5)
                pygame.draw.rect(surface, hud.DANGER, glow.inflate(8, 8), 3 + int(5 * f.row_flash[r]),
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
        if self.layer is self.table:
            self.layer = self.table.copy()
        layer = self.layer
        layer.blit(self.table, (0, 0))
        for r, (count, heads, state) in enumerate(f.badges):
            hud.draw_badge(layer, r, count, heads, state)
            if state == "full":
                pygame.draw.rect(layer, hud.DANGER, layout.slot_rect(r, 5).inflate(8, 8), 3, border_radius=12)
        for rect, look in zip(f.seat_rects, f.seat_looks, strict=True):
            hud.draw_seat(layer, rect, look, 0.0)
        side = f.side
        hud.draw_log(layer, self.strip, layout.log_rect(len(f.seat_rects)), side.header, list(side.log))
        if side.unseen is not None:
            unseen.draw_unseen(layer, side.unseen, side.deck_size)
        else:
            hud.draw_info(layer, side.info_title, list(side.info))
