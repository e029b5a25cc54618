"""Tonight's table, and the recap when the host ends the night.

Every figure comes from the stored records through the pure functions (scenes/records/night.py
for points and standings, game/awards.py for the awards): nothing is counted here. The host
starts a new night or ends this one (with a confirmation); History and Players open from here.
A kiosk never shows this screen to visitors (the menu offers it only outside kiosk mode).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.awards import Award
from scenes.records.night import Standing, players_awards, standings, winners_names
from scenes.screens.night_parts import Confirm, RecordsScene, clock_text, draw_title, panel, points_text
from scenes.screens.player_badge import draw_badge
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import Button, Widget
from sprites import fonts, pen

TABLE = pygame.Rect(100, 200, 1120, 800)
SIDE = pygame.Rect(1280, 200, 540, 800)
ROW_H = 76
GAMES_PANEL = pygame.Rect(100, 700, 1720, 300)
GAMES_SHOWN = 15  # the recap's list of games: three columns of five, then Earlier / Later


def draw_standings(surface: pygame.Surface, rect: pygame.Rect, rows: list[Standing],
                   badges: dict[int, tuple[int, int]], row_h: int = ROW_H) -> None:
    """Place, badge, name, points, games and wins, one row per player, best first. Every player
    gets a row: a long table's rows (and their type) shrink to fit `rect`."""
    cols = {"points": rect.right - 330, "games": rect.right - 190, "wins": rect.right - 60}
    y = rect.y
    label = fonts.fit_height(theme.SIZE_LABEL, 38, "bold")
    for key, x in cols.items():
        text = tr(f"night.col.{key}")
        image = fonts.text(text, fonts.fit_size(text, label, 130, "bold", minimum=16), theme.CREAM_DIM, "bold")
        surface.blit(image, image.get_rect(midtop=(x, y)))
    head = fonts.text(tr("night.col.player"), label, theme.CREAM_DIM, "bold")
    surface.blit(head, (rect.x + 150, y))
    y += max(48, head.get_height() + 8)
    if rows:
        row_h = max(34, min(row_h, (rect.bottom - y) // len(rows)))
    body = fonts.fit_height(theme.SIZE_BODY + 2, row_h - 12, "bold")
    big = fonts.fit_height(theme.SIZE_BODY + 6, row_h - 12, "display")
    for row in rows:
        band = pygame.Rect(rect.x, y, rect.w, row_h - 8 if row_h >= 50 else row_h - 4)
        first = row.place == 1
        pen.rect(surface, (92, 66, 40) if first else (60, 43, 31), band, border_radius=min(12, band.h // 3))
        colour = theme.GOLD if first else theme.CREAM
        mid = band.centery
        place = fonts.text(f"{row.place}.", big, colour, "display")
        surface.blit(place, place.get_rect(midleft=(band.x + 24, mid)))
        colour_i, emblem = badges.get(row.player, (row.player, row.player))
        draw_badge(surface, (band.x + 112, mid), max(16, min(52, band.h - 14)), colour_i, emblem)
        room = cols["points"] - 70 - (band.x + 150)
        size = fonts.fit_size(row.name, body, room, "bold")
        name = fonts.text(row.name, size, colour, "bold")
        surface.blit(name, name.get_rect(midleft=(band.x + 150, mid)))
        for key, value in (("points", points_text(row.points)), ("games", str(row.games)), ("wins", str(row.wins))):
            image = fonts.text(value, big if key == "points" else body, colour,
                               "display" if key == "points" else "bold")
            surface.blit(image, image.get_rect(center=(cols[key], mid)))
        y += row_h


def names_list(names: list[str]) -> str:
    """"Ann", "Ann and Bo", "Ann, Bo and Cy"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + tr("common.and") + names[-1]


class NightScene(RecordsScene):
    """`recap=<night id>`: the recap of that night; otherwise tonight's table."""

    name = "night"

    def start(self, handover: dict[str, Any]) -> None:
        self.recap: int | None = handover.get("recap")

    def resume(self, result: dict[str, Any]) -> None:
        self.load()  # a player renamed or removed meanwhile

    def load(self) -> None:
        store = self.store
        self.night = None
        self.records: list[dict[str, Any]] = []
        self.badges: dict[int, tuple[int, int]] = {}
        names: dict[int, str] = {}
        if store is not None:
            self.night = store.night(self.recap) if self.recap is not None else store.current_night()
            if self.night is not None:
                self.records = store.night_records(self.night.id)
            for p in store.players():
                self.badges[p.id] = (p.colour, p.emblem)
                names[p.id] = p.name
        self.rows = standings(self.records, names)
        self.awards: list[Award] = players_awards(self.records) if self.recap is not None else []
        self.layout()

    @property
    def not_stored(self) -> bool:
        return self.store is None or self.store.failed or not self.store.writable

    def layout(self) -> None:
        s = SIDE
        widgets: list[Widget] = []
        if self.recap is not None:
            self.done = Button(pygame.Rect(1520, 46, 300, 100), tr("night.recap.done"), self.back)
            self.games_from = max(0, len(self.records) - GAMES_SHOWN)  # the night's last games first
            g = GAMES_PANEL
            self.earlier = Button(pygame.Rect(g.right - 28 - 2 * 230 - 16, g.y + 14, 230, 60),
                                  tr("night.recap.earlier"), lambda: self.turn_games(-1), style="secondary", size=28)
            self.later = Button(pygame.Rect(g.right - 28 - 230, g.y + 14, 230, 60), tr("night.recap.later"),
                                lambda: self.turn_games(1), style="secondary", size=28)
            self.turn_games(0)
            self.ui.set([self.done, self.earlier, self.later], focus=self.done)
            return
        specs = [("night.end", self.ask_end, "primary"), ("night.new", self.ask_new, "secondary"),
                 ("night.history", self.open_history, "secondary"), ("night.players", self.open_players, "secondary"),
                 ("night.back", self.back, "secondary")]
        y = s.y
        for key, fn, style in specs:
            button = Button(pygame.Rect(s.x, y, s.w, 110), tr(key), fn, style=style)
            button.enabled = not (key in ("night.end", "night.new") and self.not_stored) and not (
                key == "night.end" and self.night is None)
            widgets.append(button)
            y += 110 + 28
        first = widgets[0] if widgets[0].enabled else widgets[2]
        self.ui.set(widgets, focus=self.ui.focus if self.ui.focus in widgets else first)

    # actions
    def turn_games(self, step: int) -> None:
        """The recap's list of games, a page earlier or later (a long night shows them all)."""
        last = max(0, len(self.records) - GAMES_SHOWN)
        self.games_from = max(0, min(last, self.games_from + step * GAMES_SHOWN))
        self.earlier.visible = self.later.visible = len(self.records) > GAMES_SHOWN
        self.earlier.enabled = self.games_from > 0
        self.later.enabled = self.games_from < last
        if self.ui.focus in (self.earlier, self.later) and not self.ui.focus.enabled:
            other = self.later if self.ui.focus is self.earlier else self.earlier
            self.ui.focus = other if other.enabled else self.done

    def ask_end(self) -> None:
        self.confirm = Confirm(tr("night.end_title"), tr("night.end_detail"), tr("night.keep"), tr("night.yes_end"),
                               self.end_night, self.close_confirm)

    def ask_new(self) -> None:
        self.confirm = Confirm(tr("night.new_title"), tr("night.new_detail"), tr("night.keep"), tr("night.yes_new"),
                               self.new_night, self.close_confirm)

    def close_confirm(self) -> None:
        self.confirm = None

    def end_night(self) -> None:
        if self.store is None:
            return
        night = self.store.end_night()
        if night is not None:
            self.services.screens.swap("night", recap=night)

    def new_night(self) -> None:
        if self.store is not None:
            self.store.new_night()
        self.load()

    def open_history(self) -> None:
        self.services.screens.open("history")

    def open_players(self) -> None:
        self.services.screens.open("players")

    def back(self) -> None:
        if len(self.services.screens.stack()) > 1:
            self.services.screens.close()
        else:
            self.services.screens.to_menu()

    # drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.table, (0, 0))
        if self.recap is not None:
            self.draw_recap(surface)
        else:
            line = tr("night.started", time=clock_text(self.night.started)) if self.night else ""
            draw_title(surface, tr("night.title"), line)
            panel(surface, TABLE)
            inner = TABLE.inflate(-60, -60)
            if self.rows:
                draw_standings(surface, pygame.Rect(inner.x, inner.y, inner.w, inner.h - 50), self.rows, self.badges)
            else:
                for k, text in enumerate(fonts.wrap(tr("night.empty"), theme.SIZE_BODY, inner.w)):
                    surface.blit(fonts.text(text, theme.SIZE_BODY, theme.CREAM), (inner.x, inner.y + 20 + 44 * k))
            rule = tr("night.rule")
            size = fonts.fit_size(rule, theme.SIZE_LABEL, inner.w, minimum=20)
            image = fonts.text(rule, size, theme.CREAM_DIM)
            surface.blit(image, (inner.x, inner.bottom - image.get_height()))
        if self.not_stored:
            note = fonts.text(tr("night.not_stored"), theme.SIZE_LABEL, theme.CREAM, "bold")
            surface.blit(note, note.get_rect(bottomleft=(TABLE.x, theme.HEIGHT - 24)))
        self.draw_on_top(surface)

    def draw_recap(self, surface: pygame.Surface) -> None:
        line = tr("night.started", time=clock_text(self.night.started)) if self.night else ""
        draw_title(surface, tr("night.recap.title"), line)
        left = pygame.Rect(100, 200, 860, 470)
        games = GAMES_PANEL
        awards = pygame.Rect(1000, 200, 820, 470)
        for rect, key in ((left, "night.recap.standings"), (games, "night.recap.games"),
                          (awards, "night.recap.awards")):
            panel(surface, rect)
            heading = fonts.fit_height(40, 52, "display")  # the panel's first line starts 80 px down
            surface.blit(fonts.text(tr(key), heading, theme.GOLD, "display"), (rect.x + 28, rect.y + 18))
        if not self.records:
            surface.blit(fonts.text(tr("night.recap.none"), theme.SIZE_BODY, theme.CREAM), (left.x + 28, left.y + 90))
        draw_standings(surface, pygame.Rect(left.x + 28, left.y + 80, left.w - 56, left.h - 96), self.rows,
                       self.badges)
        shown = self.records[self.games_from:self.games_from + GAMES_SHOWN]
        if len(self.records) > GAMES_SHOWN:
            span = tr("night.recap.games_span", first=self.games_from + 1, last=self.games_from + len(shown),
                      total=len(self.records))
            room = self.earlier.rect.x - 24 - (games.x + 300)
            image = fonts.text(span, fonts.fit_size(span, theme.SIZE_LABEL, room, "bold", minimum=18),
                               theme.CREAM_DIM, "bold")
            surface.blit(image, image.get_rect(midright=(self.earlier.rect.x - 24, self.earlier.rect.centery)))
        columns = 3
        column_w = (games.w - 56 - 24 * (columns - 1)) // columns
        lines = []
        for k, record in enumerate(shown):
            names = winners_names(record)
            who = names_list(names) if names else tr("night.recap.solo")
            game_name = tr(f"game.{record['game']}.full_name")
            lines.append(tr("night.recap.game_line", n=self.games_from + k + 1, game=game_name, who=who))
        pitch = (games.bottom - 12 - (games.y + 82)) // 5
        most = fonts.fit_height(theme.SIZE_LABEL, pitch - 2)
        size = min([fonts.fit_size(t, most, column_w, "body", minimum=18) for t in lines] or [0])
        for k, text in enumerate(lines):
            x = games.x + 28 + (k // 5) * (column_w + 24)
            surface.blit(fonts.text(fonts.ellipsize(text, size, column_w), size, theme.CREAM),
                         (x, games.y + 82 + (k % 5) * pitch))
        cell_w = (awards.w - 56 - 24) // 2  # two columns of three: a title with its figure, who reached it
        title_size = fonts.fit_height(theme.SIZE_LABEL - 2, 34, "bold")  # two title lines and a line of names
        names_size = fonts.fit_height(theme.SIZE_LABEL, 36)
        for k, award in enumerate(self.awards[:6]):
            x, y = awards.x + 28 + (k % 2) * (cell_w + 24), awards.y + 80 + (k // 2) * 126
            pen.rect(surface, (60, 43, 31), pygame.Rect(x - 10, y - 6, cell_w + 20, 114), border_radius=12)
            value = fonts.text(str(award.value), fonts.fit_height(theme.SIZE_BODY + 6, 60, "display"), theme.GOLD,
                               "display")
            surface.blit(value, value.get_rect(topright=(x + cell_w - 4, y)))
            room = cell_w - value.get_width() - 16
            lines = fonts.wrap(tr(f"night.award.{award.award}"), title_size, room, "bold")
            if len(lines) > 2:
                lines = [lines[0], fonts.ellipsize(" ".join(lines[1:]), title_size, room, "bold")]
            for n, line in enumerate(lines):
                surface.blit(fonts.text(line, title_size, theme.GOLD_LIGHT, "bold"), (x, y + n * 34))
            holders = names_list(list(dict.fromkeys(str(self.records[g]["players"][s]["name"])
                                                    for g, s in award.holders)))
            size = fonts.fit_size(holders, names_size, cell_w, "body", minimum=18)
            surface.blit(fonts.text(fonts.ellipsize(holders, size, cell_w), size, theme.CREAM), (x, y + 70))
