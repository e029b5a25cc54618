"""The table's pressable things for a person's turn (a die, a card in the hand, a face to turn a
die to), so keys and the gamepad reach them through the focus group as a tap does."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.games.take_it_dice.pieces import DieSprite
from scenes.ui import theme
from scenes.ui.widgets import Widget, draw_focus
from sprites import dice, pen


class DieWidget(Widget):
    """A die in the tray (or a person's own taken die) as something to focus and press."""

    def __init__(self, sprite: DieSprite, on_click: Any) -> None:
        super().__init__(sprite.rect(14))
        self.sprite = sprite
        self.on_click = on_click

    @property  # type: ignore[override]
    def rect(self) -> pygame.Rect:
        return self.sprite.rect(14)

    @rect.setter
    def rect(self, value: pygame.Rect) -> None:
        pass

    def activate(self) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        if focused:
            draw_focus(surface, self.rect, 16)


class CardWidget(Widget):
    def __init__(self, card: str, rect: pygame.Rect, on_click: Any) -> None:
        super().__init__(rect)
        self.card = card
        self.on_click = on_click

    def activate(self) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        if focused:
            draw_focus(surface, self.rect.move(0, -24), 18)


class FaceButton(Widget):
    """A face to turn a die to (fix-black, nudge-white)."""

    def __init__(self, rect: pygame.Rect, kind: str, value: int, theme_name: str, symbols: bool,
                 on_click: Any) -> None:
        super().__init__(rect)
        self.kind, self.value = kind, value
        self.theme_name, self.symbols = theme_name, symbols
        self.on_click = on_click

    def activate(self) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        if focused:
            draw_focus(surface, self.rect, 16)
        pen.rect(surface, (96, 70, 50) if self.hover else theme.WALNUT_LIGHT, self.rect,
                         border_radius=16)
        pen.rect(surface, (150, 112, 70), self.rect, 2, border_radius=16)
        img = dice.icon(self.kind, self.value, 70, self.theme_name, self.symbols)
        surface.blit(img, img.get_rect(center=self.rect.center))
