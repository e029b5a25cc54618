""""Still playing?": in kiosk mode, after a long idle in a game, a countdown to the attract mode.

A kiosk a visitor walked away from should not show their half-played game forever. The game
underneath is paused while this shows; any input answers "yes" (the countdown is on screen, so
the visitor sees the warning before anything happens); when it runs out the attract mode starts
and the game is gone with the visitor (each visitor starts fresh). Only kiosk mode asks
(scenes/shell/kiosk.py): a host's table at home waits for its people however long they are away.
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
            if self.services.shell.kiosk_active:
                self.services.screens.start_over("attract")  # which forgets the visitor's game
                return
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
        words = tr("kiosk.starting_over" if self.services.shell.kiosk_active else "kiosk.returning", seconds=seconds)
        size = fonts.fit_size(words, theme.SIZE_BODY + 4, PANEL.w - 80)
        detail = fonts.text(words, size, theme.CREAM)
        surface.blit(detail, detail.get_rect(midtop=(PANEL.centerx, PANEL.y + 170)))
        self.ui.draw(surface)
