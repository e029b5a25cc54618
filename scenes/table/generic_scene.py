"""A plain table for a game whose own scene is not there yet: moves are offered as buttons.

It keeps every game playable from the menu (and by bots) while its animated scene is built,
and shows the contract at work: the buttons are exactly `legal_actions`, in the game's notation.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Step
from scenes.shell import input as ui
from scenes.table.game_scene import GameScene
from scenes.ui import theme
from scenes.ui.widgets import Button
from sprites import draw, fonts

PAGE = 12


class GenericGameScene(GameScene):
    name = "game"

    def animate(self, before: Any, step: Step, player: int) -> None:
        """The plain table has no motion: every event only reaches the log."""

    def build(self) -> None:
        self.page = 0
        self.actions: list[Any] = []

    def turn_started(self, player: int) -> None:
        self.page = 0
        self.actions = self.module.legal_actions(self.match.state, player)
        self._layout(player)

    def _layout(self, player: int) -> None:
        shown = self.actions[self.page * PAGE:(self.page + 1) * PAGE]
        buttons = []
        for k, action in enumerate(shown):
            rect = pygame.Rect(0, 0, 520, 96)
            rect.topleft = (180 + (k % 3) * 540, 430 + (k // 3) * 112)
            text = self.module.action_text(self.match.state, action)
            buttons.append(Button(rect, text, lambda a=action, p=player: self._choose(p, a),
                                  style="secondary"))
        if len(self.actions) > PAGE:
            more = Button(pygame.Rect(theme.WIDTH // 2 - 160, 900, 320, 96), "…", self._next_page)
            buttons.append(more)
        self.ui.set(buttons, focus=buttons[0] if buttons else None)

    def _next_page(self) -> None:
        self.page = (self.page + 1) % ((len(self.actions) + PAGE - 1) // PAGE)
        human = self.human_to_act()
        if human is not None:
            self._layout(human)

    def _choose(self, player: int, action: Any) -> None:
        self.ui.set([])
        self.submit(player, action)

    def handle_turn(self, event: ui.UIEvent, player: int) -> None:
        self.ui.handle(event)

    def draw_table(self, surface: pygame.Surface) -> None:
        rect = pygame.Rect(200, 200, theme.WIDTH - 400, 180)
        surface.blit(draw.panel(rect.size, alpha=170), rect)
        title = fonts.text(self.module.TITLE, theme.SIZE_HEADING, theme.GOLD, "display")
        surface.blit(title, (rect.x + 30, rect.y + 20))
        last = list(self.log_lines)[-1] if self.log_lines else ""
        surface.blit(fonts.text(last, theme.SIZE_BODY, theme.CREAM), (rect.x + 30, rect.y + 110))
        if self.human_to_act() is not None and self.handover_to is None:
            self.ui.draw(surface)
