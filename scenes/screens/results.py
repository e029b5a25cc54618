"""Results: the winner(s) and every seat's score, then play again or go to the menu."""

from __future__ import annotations

import random
from typing import Any

import pygame

from game import GAMES
from scenes.shell import input as ui
from scenes.shell.scene import Scene
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import Button, FocusGroup
from sprites import draw, fonts
from sprites import table as table_art

PANEL = pygame.Rect(460, 90, 1000, 900)


class ResultsScene(Scene):
    name = "results"

    def enter(self, handover: dict[str, Any]) -> None:
        self.record = handover["record"]
        self.game_id = handover["game"]
        self.autoplay = handover.get("autoplay", False)
        self.table = table_art.table((theme.WIDTH, theme.HEIGHT))
        module = GAMES[self.game_id]
        self.low_wins = module.INFO.lowest_score_wins
        scores = self.record["scores"]
        order = sorted(range(len(scores)), key=lambda i: scores[i], reverse=not self.low_wins)
        self.rows = [(i, self.record["players"][i]["name"], scores[i], i in self.record["winners"])
                     for i in order]
        self.ui = FocusGroup()
        again = Button(pygame.Rect(PANEL.x + 60, PANEL.bottom - 140, 420, 104), tr("results.again"), self.again)
        menu = Button(pygame.Rect(PANEL.right - 480, PANEL.bottom - 140, 420, 104), tr("results.menu"),
                      self.menu, style="secondary")
        self.ui.set([again, menu], focus=again)
        self.services.shell.results_shown()
        self.services.sounds.play("winner_fanfare")

    def again(self) -> None:

        r = self.record
        self.services.screens.play(self.game_id, game=self.game_id,
                                 seats=r["players"], options=r["options"],
                                 seed=random.SystemRandom().randrange(1 << 31),
                                 autoplay=self.autoplay)

    def menu(self) -> None:
        self.services.screens.to_menu()

    def handle(self, event: ui.UIEvent) -> None:
        if event.kind == ui.BACK:
            self.menu()
            return
        self.ui.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.table, (0, 0))
        draw.blit_shadow(surface, PANEL, 26, 10, 16, 110)
        surface.blit(draw.panel(PANEL.size, alpha=240, radius=26, border=(120, 90, 60)), PANEL)
        winners = [name for _, name, _, won in self.rows if won]
        key = "results.winner" if len(winners) == 1 else "results.winners"
        title = fonts.text(tr(key, names=tr("common.and").join(winners)), theme.SIZE_HEADING, theme.GOLD,
                           "display")
        if title.get_width() > PANEL.w - 80:
            title = pygame.transform.smoothscale_by(title, (PANEL.w - 80) / title.get_width())
        surface.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.y + 40)))
        sub = tr("results.lowest_wins" if self.low_wins else "results.highest_wins")
        image = fonts.text(f"{tr(f'game.{self.game_id}.name')} · {sub}", theme.SIZE_LABEL, theme.CREAM_DIM)
        surface.blit(image, image.get_rect(midtop=(PANEL.centerx, PANEL.y + 120)))
        row_h = min(64, (PANEL.h - 360) // max(1, len(self.rows)))
        y = PANEL.y + 190
        for place, (_, name, score, won) in enumerate(self.rows, start=1):
            rect = pygame.Rect(PANEL.x + 60, y, PANEL.w - 120, row_h - 8)
            pygame.draw.rect(surface, (92, 66, 40) if won else (60, 43, 31), rect, border_radius=12)
            colour = theme.GOLD if won else theme.CREAM
            size = min(theme.SIZE_BODY, row_h - 20)
            surface.blit(fonts.text(f"{place}.", size, colour, "display"), (rect.x + 20, rect.y + 8))
            surface.blit(fonts.text(name, size, colour, "bold"), (rect.x + 90, rect.y + 10))
            s = fonts.text(str(score), size + 6, colour, "display")
            surface.blit(s, s.get_rect(midright=(rect.right - 24, rect.centery)))
            y += row_h
        self.ui.draw(surface)
