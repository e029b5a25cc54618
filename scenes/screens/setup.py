"""Setting up a game: how many play, who plays each seat (a person or a bot level), rule options."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pygame

from game import GAMES
from game.core import BOT_LEVELS, options_to_dict
from scenes.shell import input as ui
from scenes.shell.scene import Scene
from scenes.table.game_scene import bot_name
from scenes.ui import theme
from scenes.ui.text import has, tr
from scenes.ui.widgets import Button, Choice, FocusGroup, Stepper, TextField, Toggle, Widget
from sprites import draw, fonts
from sprites import table as table_art

LEVELS = ("human", *BOT_LEVELS)
LEFT = pygame.Rect(80, 170, 1150, 840)
RIGHT = pygame.Rect(1270, 170, 570, 840)


def option_label(game_id: str, name: str) -> str:
    key = f"option.{game_id}.{name}"
    return tr(key) if has(key) else name.replace("_", " ").capitalize()


def choice_label(game_id: str, name: str, value: Any) -> str:
    key = f"option.{game_id}.{name}.{value}"
    return tr(key) if has(key) else str(value).replace("_", " ").capitalize()


class SetupScene(Scene):
    name = "setup"

    def enter(self, handover: dict[str, Any]) -> None:
        self.game_id: str = handover["game"]
        self.module = GAMES[self.game_id]
        self.table = table_art.table((theme.WIDTH, theme.HEIGHT))
        self.ui = FocusGroup()
        last = self.services.shell.last_setup.get(self.game_id, {})
        default_n = 4 if self.module.MIN_PLAYERS <= 4 <= self.module.MAX_PLAYERS else self.module.MIN_PLAYERS
        self.count = last.get("count", default_n)
        self.levels: list[str] = last.get("levels", ["human"] + ["medium"] * (self.module.MAX_PLAYERS - 1))
        self.names: list[str] = last.get("names", [tr("seat.name_default", n=1)]
                                         + [bot_name(i) for i in range(1, self.module.MAX_PLAYERS)])
        self.options: dict[str, Any] = last.get("options", options_to_dict(self.module.Options()))
        self.layout()

    def layout(self) -> None:
        focus = self.ui.focus
        widgets: list[Widget] = []
        m = self.module
        row = pygame.Rect(LEFT.x + 30, LEFT.y + 90, LEFT.w - 60, 96)
        self.count_stepper = Stepper(row, tr("setup.players"), lambda: self.count, self.set_count,
                                     m.MIN_PLAYERS, m.MAX_PLAYERS)
        widgets.append(self.count_stepper)
        two_columns = self.count > 5
        col_w = (LEFT.w - 60 - 20) // 2 if two_columns else LEFT.w - 60
        per_col = (self.count + 1) // 2 if two_columns else self.count
        row_h = 92 if self.count <= 5 else 96
        top = row.bottom + 24
        self.seat_rows: list[pygame.Rect] = []
        for i in range(self.count):
            col, r = divmod(i, per_col)
            rect = pygame.Rect(LEFT.x + 30 + col * (col_w + 20), top + r * (row_h + 8), col_w, row_h)
            self.seat_rows.append(rect)
            name_w = int(col_w * (0.40 if two_columns else 0.44))
            field = TextField(pygame.Rect(rect.x, rect.y + 4, name_w, rect.h - 8),
                              lambda i=i: self.names[i], lambda v, i=i: self.set_name(i, v))
            choice = Choice(pygame.Rect(rect.x + name_w + 14, rect.y, col_w - name_w - 14, rect.h), "",
                            [(lv, tr(f"seat.{lv}")) for lv in LEVELS],
                            lambda i=i: self.levels[i], lambda v, i=i: self.set_level(i, v), compact=True)
            widgets += [field, choice]
        y = RIGHT.y + 90
        for f in dataclasses.fields(m.Options):
            rect = pygame.Rect(RIGHT.x + 24, y, RIGHT.w - 48, 84)
            label = option_label(self.game_id, f.name)
            meta = f.metadata
            name = f.name
            if isinstance(f.default, bool):
                w: Widget = Toggle(rect, label, lambda n=name: bool(self.options[n]),
                                   lambda v, n=name: self.set_option(n, v))
            elif "choices" in meta:
                w = Choice(rect, label, [(c, choice_label(self.game_id, name, c)) for c in meta["choices"]],
                           lambda n=name: self.options[n], lambda v, n=name: self.set_option(n, v))
            elif isinstance(f.default, int):
                w = Stepper(rect, label, lambda n=name: int(self.options[n]),
                            lambda v, n=name: self.set_option(n, v), meta.get("min", 0),
                            meta.get("max", 999), meta.get("step", 1))
            else:
                continue
            widgets.append(w)
            y += 96
        self.option_bottom = y
        self.rules_button = Button(pygame.Rect(RIGHT.x + 24, RIGHT.bottom - 250, RIGHT.w - 48, 100),
                                   tr("setup.rules"), self.open_rules, style="secondary")
        self.start_button = Button(pygame.Rect(RIGHT.x + 24, RIGHT.bottom - 130, RIGHT.w - 48, 110),
                                   tr("setup.start"), self.start)
        self.back_button = Button(pygame.Rect(RIGHT.right - 260, 46, 260, 96), tr("setup.back"), self.back,
                                  style="secondary")
        widgets += [self.rules_button, self.start_button, self.back_button]
        self.ui.set(widgets, focus=focus if focus in widgets else self.start_button)

    # changes
    def set_count(self, n: int) -> None:
        self.count = n
        self.layout()
        self.ui.focus = self.count_stepper

    def set_name(self, i: int, value: str) -> None:
        self.names[i] = value

    def set_level(self, i: int, value: str) -> None:
        self.levels[i] = value

    def set_option(self, name: str, value: Any) -> None:
        self.options[name] = value

    # actions
    def seats(self) -> list[dict[str, Any]]:
        out = []
        for i in range(self.count):
            level = self.levels[i]
            name = self.names[i].strip() or tr("seat.name_default", n=i + 1)
            out.append({"name": name, "seat": level})
        return out

    def start(self) -> None:

        self.services.shell.last_setup = {**self.services.shell.last_setup,
                               self.game_id: {"count": self.count, "levels": self.levels,
                                              "names": self.names, "options": self.options}}
        seed = self.services.shell.seed
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 31)
        self.services.screens.play(self.game_id, game=self.game_id,
                                 seats=self.seats(), options=dict(self.options), seed=seed,
                                 autoplay=self.services.shell.autoplay)

    def open_rules(self) -> None:

        self.services.screens.open("rules", game=self.game_id)

    def back(self) -> None:

        self.services.screens.swap("menu", game=self.game_id)

    def handle(self, event: ui.UIEvent) -> None:
        editing = isinstance(self.ui.focus, TextField) and self.ui.focus.editing
        if event.kind == ui.BACK and not editing:
            self.back()
            return
        self.ui.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.table, (0, 0))
        title = fonts.shadowed(tr("setup.title", game=tr(f"game.{self.game_id}.name")), theme.SIZE_HEADING,
                               theme.CREAM)
        surface.blit(title, (LEFT.x, 52))
        kind = fonts.text(tr(f"game.{self.game_id}.kind"), theme.SIZE_BODY, theme.GOLD_LIGHT, "bold")
        surface.blit(kind, (LEFT.x + title.get_width() + 30, 52 + title.get_height() - kind.get_height() - 8))
        for rect, key in ((LEFT, "setup.seats"), (RIGHT, "setup.options")):
            draw.blit_shadow(surface, rect, 22, 8, 12, 80)
            surface.blit(draw.panel(rect.size, radius=22), rect)
            surface.blit(fonts.text(tr(key), 40, theme.GOLD, "display"), (rect.x + 30, rect.y + 24))
        if not dataclasses.fields(self.module.Options):
            surface.blit(fonts.text(tr("setup.no_options"), theme.SIZE_BODY, theme.CREAM_DIM),
                         (RIGHT.x + 30, RIGHT.y + 100))
        self.ui.draw(surface)
