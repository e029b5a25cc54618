""""Still playing?": after a long idle in a game, a countdown back to the menu.

A table left alone (people went for dinner, or walked away from the kiosk) should not show the
hands and the half-played game forever. The game underneath is paused while this shows; any
input answers "yes"; when the countdown runs out the menu comes back, and "Continue" resumes the
game from the autosave, which already holds every move.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from scenes.shell import input as ui
from scenes.shell.scene import Scene
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import Button, FocusGroup
from sprites import draw, fonts

PANEL = pygame.Rect(560, 280, 800, 500)
# Events that are not a person answering.
IGNORED = (ui.POINTER_MOVE, ui.POINTER_UP, ui.FOCUS_LOST, ui.FOCUS_GAINED)


class StillPlayingScene(Scene):
    name = "still_playing"
    overlay = True

    def enter(self, handover: dict[str, Any]) -> None:
        self.left = float(handover.get("countdown", 10.0))
        self.done = False
        self.ui = FocusGroup()
        rect = pygame.Rect(PANEL.centerx - 260, PANEL.bottom - 150, 520, 104)
        self.keep = Button(rect, tr("kiosk.keep_playing"), self.close)
        self.ui.set([self.keep], focus=self.keep)

    def close(self) -> None:
        if not self.done:
            self.done = True
            self.services.screens.close()

    def update(self, dt: float) -> None:
        self.left -= dt
        if self.left <= 0 and not self.done:
            self.done = True
            saved, _ = self.services.saves.load()  # the notice promises Continue only if there is one
            self.services.screens.to_menu("menu.notice.idle" if saved is not None else "menu.notice.idle_gone")

    def handle(self, event: ui.UIEvent) -> None:
        if event.kind not in IGNORED:
            self.close()  # any touch, key or button means someone is there

    def draw(self, surface: pygame.Surface) -> None:
        draw.veil(surface, (10, 8, 6, 180))
        draw.blit_shadow(surface, PANEL, 26, 10, 16, 110)
        surface.blit(draw.panel(PANEL.size, alpha=245, radius=26, border=(120, 90, 60)), PANEL)
        title = fonts.text(tr("kiosk.still_playing"), theme.SIZE_HEADING, theme.GOLD, "display")
        surface.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.y + 50)))
        seconds = max(0, math.ceil(self.left))
        detail = fonts.text(tr("kiosk.returning", seconds=seconds), theme.SIZE_BODY + 4, theme.CREAM)
        surface.blit(detail, detail.get_rect(midtop=(PANEL.centerx, PANEL.y + 170)))
        self.ui.draw(surface)
