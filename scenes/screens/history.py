"""Every finished game, newest first, filtered by player: choose one to watch it again.

A row is the stored game: when it ended, which game, and who sat there with their scores (the
winners marked with their place and in gold). Choosing a row replays its full record on the
table (the same replay as `--replay`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scenes.records.store import StoredGame
from scenes.screens.choice_row import ChoiceRow
from scenes.screens.night_parts import Confirm, RecordsScene, date_text, draw_title, panel
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import Button, Choice, Widget
from sprites import fonts

LIST = pygame.Rect(100, 290, 1720, 640)
PER_PAGE = 5
ROW_H = 112


class GameRow(ChoiceRow):
    """One stored game; activating it replays it."""

    def __init__(self, rect: pygame.Rect, game: StoredGame, on_choose: Callable[[StoredGame], None]) -> None:
        super().__init__(rect, lambda: on_choose(game))
        self.game = game

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        r = self.rect
        self.draw_back(surface, focused)
        when = fonts.text(date_text(self.game.ended), theme.SIZE_LABEL, theme.CREAM_DIM, "bold")
        surface.blit(when, (r.x + 24, r.y + 12))
        title = tr(f"game.{self.game.game}.full_name")
        size = fonts.fit_size(title, theme.SIZE_BODY, 400, "bold", minimum=22)
        name = fonts.text(title, size, theme.GOLD_LIGHT, "bold")
        surface.blit(name, (r.x + 24, r.y + 54))
        watch = fonts.text(tr("history.watch"), fonts.fit_height(theme.SIZE_LABEL, 40, "bold"), theme.GOLD_LIGHT,
                           "bold")
        if focused or self.hover:  # what choosing it does
            surface.blit(watch, watch.get_rect(bottomright=(r.right - 24, r.bottom - 8)))
        x = r.x + 460
        room = r.right - 24 - x
        parts = []
        for seat in sorted(self.game.seats, key=lambda s: s["place"]):
            parts.append((f"{seat['place']}. {seat['name']}: {seat['score']}", seat["place"] == 1))
        size = fonts.fit_height(theme.SIZE_BODY, (r.h - 16) // 2, "bold")  # two lines fit the row
        while size > 16 and sum(fonts.text(t, size, theme.CREAM, "bold").get_width() + 36 for t, _ in parts) \
                > room * 2 - watch.get_width() - 60:
            size -= 2
        pitch = fonts.font(size, "bold").get_linesize()
        y, line = r.y + 8, 0
        for text, won in parts:
            image = fonts.text(text, size, theme.GOLD if won else theme.CREAM, "bold" if won else "body")
            end = r.right - 24 - (watch.get_width() + 24 if line else 0)  # the second line leaves room for it
            if x + image.get_width() > end:
                x, y, line = r.x + 460, y + pitch, line + 1
                if line > 1:
                    break
            surface.blit(image, (x, y))
            x += image.get_width() + 36


class HistoryScene(RecordsScene):
    """`player=<id>` shows only that player's games at first; the filter changes it."""

    name = "history"

    def start(self, handover: dict[str, Any]) -> None:
        self.player: int | None = handover.get("player")
        self.page = 0
        self.players = self.store.players() if self.store is not None else []

    def load(self) -> None:
        self.games = self.store.history(self.player) if self.store is not None else []
        self.pages = max(1, (len(self.games) + PER_PAGE - 1) // PER_PAGE)
        self.page = min(self.page, self.pages - 1)
        self.layout()

    def set_player(self, value: Any) -> None:
        self.player = value
        self.page = 0
        self.load()
        self.ui.focus = self.filter

    def layout(self) -> None:
        choices = [(None, tr("history.everyone"))] + [(p.id, p.name) for p in self.players]
        self.filter = Choice(pygame.Rect(100, 180, 900, 96), tr("history.who"), choices, lambda: self.player,
                             self.set_player)
        self.back_button = Button(pygame.Rect(1560, 46, 260, 96), tr("night.back"), self.back, style="secondary")
        rows: list[Widget] = []
        shown = self.games[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        for k, game in enumerate(shown):
            rows.append(GameRow(pygame.Rect(LIST.x + 30, LIST.y + 20 + k * (ROW_H + 8), LIST.w - 60, ROW_H),
                                game, self.watch))
        self.newer = Button(pygame.Rect(LIST.x, LIST.bottom + 24, 300, 100), tr("history.newer"),
                            lambda: self.turn(-1), style="secondary")
        self.older = Button(pygame.Rect(LIST.right - 300, LIST.bottom + 24, 300, 100), tr("history.older"),
                            lambda: self.turn(1), style="secondary")
        self.newer.enabled = self.page > 0
        self.older.enabled = self.page < self.pages - 1
        widgets = [self.filter, *rows, self.newer, self.older, self.back_button]
        keep = self.ui.focus if isinstance(self.ui.focus, (Choice, Button)) and self.ui.focus in widgets else None
        self.ui.set(widgets, focus=keep or (rows[0] if rows else self.back_button))

    def turn(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))
        self.layout()
        forward = step > 0 and self.older.enabled
        self.ui.focus = self.older if forward or not self.newer.enabled else self.newer

    def watch(self, game: StoredGame) -> None:
        record = self.store.record(game.id) if self.store is not None else None
        if record is not None:
            self.services.screens.play(record["game"], replay=record, autoplay=False)
            return
        # A row whose record was damaged (hand-edited, a bad disk): say so, not a silent tap.
        self.confirm = Confirm(tr("history.unwatchable_title"), tr("history.unwatchable_detail"),
                               tr("common.ok"), None, lambda: None, self.close_dialog)

    def close_dialog(self) -> None:
        self.confirm = None

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.table, (0, 0))
        draw_title(surface, tr("history.title"))
        panel(surface, LIST)
        if not self.games:
            surface.blit(fonts.text(tr("history.empty"), theme.SIZE_BODY, theme.CREAM), (LIST.x + 40, LIST.y + 40))
        page = fonts.text(tr("history.page", n=self.page + 1, total=self.pages), theme.SIZE_BODY, theme.CREAM, "bold")
        surface.blit(page, page.get_rect(center=(LIST.centerx, LIST.bottom + 74)))
        self.draw_on_top(surface)
