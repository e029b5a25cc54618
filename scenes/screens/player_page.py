"""A saved player's page: games and wins per game and best scores (worked out from the stored
records they sat in), their games in the history, Rename, and Remove with a confirmation."""

from __future__ import annotations

from typing import Any

import pygame

from game import GAMES
from scenes.records.players import Player, player_page
from scenes.screens.night_parts import Confirm, NameEntry, RecordsScene, panel
from scenes.screens.player_badge import draw_badge
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import Button
from sprites import fonts, pen

TABLE = pygame.Rect(100, 250, 1120, 750)
SIDE = pygame.Rect(1280, 250, 540, 750)


class PlayerScene(RecordsScene):
    name = "player"

    def start(self, handover: dict[str, Any]) -> None:
        self.player_id = int(handover["player"])

    def load(self) -> None:
        store = self.store
        found = [p for p in store.players() if p.id == self.player_id] if store is not None else []
        self.player: Player | None = found[0] if found else None
        records = store.player_records(self.player_id) if store is not None else []
        low = {g: bool(GAMES[g].INFO.lowest_score_wins) for g in GAMES}
        self.page = player_page(records, self.player_id, low)
        writable = store is not None and store.writable
        s = SIDE
        buttons = []
        for k, (key, fn, style) in enumerate((("player.games", self.games, "primary"),
                                              ("player.rename", self.rename, "secondary"),
                                              ("player.remove", self.ask_remove, "danger"),
                                              ("night.back", self.back, "secondary"))):
            button = Button(pygame.Rect(s.x, s.y + k * 138, s.w, 110), tr(key), fn, style=style)
            button.enabled = writable or key in ("player.games", "night.back")
            buttons.append(button)
        self.ui.set(buttons, focus=self.ui.focus if self.ui.focus in buttons else buttons[0])

    # actions
    def games(self) -> None:
        self.services.screens.open("history", player=self.player_id)

    def rename(self) -> None:
        name = self.player.name if self.player else ""
        self.entry = NameEntry(name, self.renamed, self.close_entry, keys_only=self.source == "key")

    def renamed(self, name: str) -> str | None:
        if self.store is None:
            return "players.error.not_stored"
        problem = self.store.rename_player(self.player_id, name)
        if problem is None:
            self.entry = None
            self.load()
        return problem

    def close_entry(self) -> None:
        self.entry = None

    def ask_remove(self) -> None:
        name = self.player.name if self.player else ""
        self.confirm = Confirm(tr("player.remove_title", name=name), tr("player.remove_detail"),
                               tr("player.remove_no"), tr("player.remove_yes"), self.remove, self.close_confirm,
                               danger=True)

    def close_confirm(self) -> None:
        self.confirm = None

    def remove(self) -> None:
        if self.store is not None and self.store.remove_player(self.player_id):
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.table, (0, 0))
        name = self.player.name if self.player else ""
        if self.player is not None:
            draw_badge(surface, (160, 118), 110, self.player.colour, self.player.emblem)
        title = fonts.shadowed(name, theme.SIZE_HEADING + 8, theme.CREAM)
        surface.blit(title, (250, 48))
        line = fonts.text(tr("player.played_won", games=self.page.games, wins=self.page.wins), theme.SIZE_BODY,
                          theme.GOLD_LIGHT, "bold")
        surface.blit(line, (254, 52 + title.get_height()))
        panel(surface, TABLE)
        inner = TABLE.inflate(-60, -60)
        cols = {"played": inner.right - 420, "won": inner.right - 260, "best": inner.right - 80}
        y = inner.y
        surface.blit(fonts.text(tr("player.col.game"), theme.SIZE_LABEL, theme.CREAM_DIM, "bold"), (inner.x, y))
        for key, x in cols.items():  # a column's head stays within its column (150 px) at any text size
            text = tr(f"player.col.{key}")
            image = fonts.text(text, fonts.fit_size(text, theme.SIZE_LABEL, 150, "bold", minimum=16), theme.CREAM_DIM,
                               "bold")
            surface.blit(image, image.get_rect(midtop=(x, y)))
        y += 52
        if not self.page.per_game:
            surface.blit(fonts.text(tr("player.none"), theme.SIZE_BODY, theme.CREAM), (inner.x, y + 10))
        for game in GAMES:
            line = self.page.per_game.get(game)
            if line is None:
                continue
            band = pygame.Rect(inner.x - 12, y, inner.w + 24, 88)
            pen.rect(surface, (60, 43, 31), band, border_radius=12)
            title = tr(f"game.{game}.full_name")
            size = fonts.fit_size(title, theme.SIZE_BODY, cols["played"] - 90 - inner.x, "bold", minimum=22)
            image = fonts.text(title, size, theme.CREAM, "bold")
            surface.blit(image, image.get_rect(midleft=(inner.x + 8, band.centery)))
            for key, value in (("played", line.games), ("won", line.wins), ("best", line.best)):
                image = fonts.text(str(value), theme.SIZE_BODY + 4, theme.GOLD if key == "best" else theme.CREAM,
                                   "display")
                surface.blit(image, image.get_rect(center=(cols[key], band.centery)))
            y += 100
        self.draw_on_top(surface)
