"""Pause: resume, read the rules, settings, or save and leave to the menu."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.shell import input as ui
from scenes.shell.scene import Scene
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import Button, FocusGroup
from sprites import draw, fonts

PANEL = pygame.Rect(660, 200, 600, 680)


class PauseScene(Scene):
    name = "pause"
    overlay = True

    def enter(self, handover: dict[str, Any]) -> None:
        self.game_id = handover.get("game")
        self.ui = FocusGroup()
        items = [("pause.resume", self.resume_game, "primary"), ("pause.rules", self.rules, "secondary"),
                 ("pause.settings", self.settings, "secondary"), ("pause.menu", self.to_menu, "secondary")]
        buttons = [Button(pygame.Rect(PANEL.x + 60, PANEL.y + 150 + k * 122, PANEL.w - 120, 104), tr(key), fn,
                          style=style) for k, (key, fn, style) in enumerate(items)]
        self.ui.set(buttons, focus=buttons[0])

    def resume_game(self) -> None:
        self.services.screens.close()

    def rules(self) -> None:

        self.services.screens.open("rules", game=self.game_id)

    def settings(self) -> None:

        self.services.screens.open("settings")

    def to_menu(self) -> None:
        self.services.screens.to_menu()  # the autosave already holds every move

    def handle(self, event: ui.UIEvent) -> None:
        if event.kind in (ui.BACK, ui.PAUSE):
            self.resume_game()
            return
        self.ui.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 8, 6, 160))
        surface.blit(veil, (0, 0))
        draw.blit_shadow(surface, PANEL, 26, 10, 16, 110)
        surface.blit(draw.panel(PANEL.size, alpha=245, radius=26, border=(120, 90, 60)), PANEL)
        title = fonts.text(tr("pause.title"), theme.SIZE_HEADING, theme.GOLD, "display")
        surface.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.y + 40)))
        self.ui.draw(surface)
