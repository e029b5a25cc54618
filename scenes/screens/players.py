"""The house's saved players: each one's badge and name (choose one for their page), and New
player, typed with the on-screen keyboard, keys or a pad. Never reached in kiosk mode."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scenes.records.players import Player
from scenes.screens.choice_row import ChoiceRow
from scenes.screens.night_parts import NameEntry, RecordsScene, draw_title, panel
from scenes.screens.player_badge import draw_badge
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import Button, Widget
from sprites import fonts

GRID = pygame.Rect(100, 200, 1720, 680)
COLUMNS, ROWS = 3, 5
CELL_W, CELL_H = 540, 112


class PlayerButton(ChoiceRow):
    """One saved player; activating it opens their page."""

    radius = 16

    def __init__(self, rect: pygame.Rect, player: Player, on_choose: Callable[[Player], None]) -> None:
        super().__init__(rect, lambda: on_choose(player))
        self.player = player

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        r = self.rect
        self.draw_back(surface, focused)
        draw_badge(surface, (r.x + 56, r.centery), 60, self.player.colour, self.player.emblem)
        size = fonts.fit_size(self.player.name, theme.SIZE_BODY + 4, r.w - 130, "bold")
        name = fonts.text(self.player.name, size, theme.CREAM, "bold")
        surface.blit(name, name.get_rect(midleft=(r.x + 104, r.centery)))


class PlayersScene(RecordsScene):
    name = "players"

    def resume(self, result: dict[str, Any]) -> None:
        self.load()

    def load(self) -> None:
        self.players = self.store.players() if self.store is not None else []
        widgets: list[Widget] = []
        for k, player in enumerate(self.players[:COLUMNS * ROWS]):
            col, row = k % COLUMNS, k // COLUMNS
            rect = pygame.Rect(GRID.x + 30 + col * (CELL_W + 25), GRID.y + 30 + row * (CELL_H + 14), CELL_W, CELL_H)
            widgets.append(PlayerButton(rect, player, self.open_player))
        self.new_button = Button(pygame.Rect(GRID.x, GRID.bottom + 40, 560, 110), tr("players.new"), self.new_player)
        self.new_button.enabled = self.store is not None and self.store.writable
        back = Button(pygame.Rect(GRID.right - 300, GRID.bottom + 40, 300, 110), tr("night.back"), self.back,
                      style="secondary")
        widgets += [self.new_button, back]
        start = self.new_button if self.new_button.enabled else back
        self.ui.set(widgets, focus=widgets[0] if self.players else start)

    def new_player(self) -> None:
        self.entry = NameEntry("", self.create, self.close_entry, keys_only=self.source == "key")

    def create(self, name: str) -> str | None:
        if self.store is None:
            return "players.error.not_stored"
        made = self.store.add_player(name)
        if isinstance(made, str):
            return made
        self.entry = None
        self.load()
        return None

    def close_entry(self) -> None:
        self.entry = None

    def open_player(self, player: Player) -> None:
        self.services.screens.open("player", player=player.id)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.table, (0, 0))
        draw_title(surface, tr("players.title"))
        panel(surface, GRID)
        if not self.players:
            surface.blit(fonts.text(tr("players.empty"), theme.SIZE_BODY, theme.CREAM), (GRID.x + 40, GRID.y + 40))
        self.draw_on_top(surface)
