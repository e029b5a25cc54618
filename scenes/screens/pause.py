"""Pause: resume, read this game's rules, restart with the same seats, settings, or leave.

Opened by the table's Menu button, Escape, P or a pad's Start. Leaving keeps the game in the
autosave (the menu's Continue picks it up). In kiosk mode Settings is not offered: visitors may
not change what only the host may; they get "Text size and motion" for their own game instead.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.shell import input as ui
from scenes.shell.scene import Scene
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import Button, FocusGroup
from sprites import draw, fonts

PANEL = pygame.Rect(640, 130, 640, 820)


class PauseScene(Scene):
    name = "pause"
    overlay = True

    def enter(self, handover: dict[str, Any]) -> None:
        self.handover = handover
        self.game_id = handover.get("game")
        self.ui = FocusGroup()
        finished = bool(handover.get("finished"))
        items = [("pause.resume", self.resume_game, "primary"), ("pause.rules", self.rules, "secondary"),
                 ("pause.restart", self.restart, "secondary")]
        if not self.services.shell.kiosk_active:
            items.append(("pause.settings", self.settings, "secondary"))
        else:  # a visitor's own: text size and reduced motion for this game (issue 36)
            items.append(("pause.display", self.display, "secondary"))
        items.append(("pause.leave" if finished else "pause.menu", self.to_menu, "secondary"))
        pitch = min(122, (PANEL.h - 180) // len(items))
        buttons = [Button(pygame.Rect(PANEL.x + 60, PANEL.y + 140 + k * pitch, PANEL.w - 120, pitch - 18),
                          tr(key), fn, style=style) for k, (key, fn, style) in enumerate(items)]
        self.ui.set(buttons, focus=buttons[0])

    def resume(self, result: dict[str, Any]) -> None:
        """Back from Settings or the rules: the buttons are made again (the language may have changed),
        with the focus where it was."""
        index = self.ui.widgets.index(self.ui.focus) if self.ui.focus in self.ui.widgets else 0
        self.enter(self.handover)
        self.ui.focus = self.ui.widgets[min(index, len(self.ui.widgets) - 1)]

    def resume_game(self) -> None:
        self.services.screens.close()

    def restart(self) -> None:
        """The table beneath starts again with the same seats and options."""
        self.services.screens.close(restart=True)

    def rules(self) -> None:

        self.services.screens.open("rules", game=self.game_id)

    def settings(self) -> None:

        self.services.screens.open("settings")

    def display(self) -> None:
        self.services.screens.open("settings", visitor=True)

    def to_menu(self) -> None:
        self.services.screens.to_menu()  # the autosave already holds every move

    def handle(self, event: ui.UIEvent) -> None:
        if event.kind in (ui.BACK, ui.PAUSE):
            self.resume_game()
            return
        self.ui.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw.veil(surface, (10, 8, 6, 160))
        draw.blit_shadow(surface, PANEL, 26, 10, 16, 110)
        surface.blit(draw.panel(PANEL.size, alpha=245, radius=26, border=(120, 90, 60)), PANEL)
        title = fonts.text(tr("pause.title"), theme.SIZE_HEADING, theme.GOLD, "display")
        surface.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.y + 40)))
        self.ui.draw(surface)
