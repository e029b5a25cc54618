"""A row (or cell) of a list screen that opens something when chosen: history's games, the
players' grid. One look for all of them: a walnut fill, lighter under the pointer or focus."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.ui.widgets import Widget, draw_focus
from sprites import pen

FILL = (60, 43, 31)
FILL_LIT = (84, 60, 42)


class ChoiceRow(Widget):
    """Activating it calls `on_activate`; subclasses draw their content over `draw_back`."""

    radius = 14

    def __init__(self, rect: pygame.Rect, on_activate: Callable[[], None]) -> None:
        super().__init__(rect)
        self.on_activate = on_activate

    def activate(self) -> None:
        self.on_activate()

    def draw_back(self, surface: pygame.Surface, focused: bool) -> None:
        if focused:
            draw_focus(surface, self.rect, self.radius)
        pen.rect(surface, FILL_LIT if (focused or self.hover) else FILL, self.rect, border_radius=self.radius)
