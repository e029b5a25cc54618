"""Setting up a game: how many play, who plays each seat (a person or a bot level), rule options."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pygame

from game import GAMES
from game.core import BOT_LEVELS, options_to_dict
from scenes.records.players import name_key, offered_players
from scenes.shell import input as ui
from scenes.shell.scene import Scene
from scenes.table.seat_names import bot_name
from scenes.table.tutorial import lesson_handover
from scenes.table.tutorial_script import has_script
from scenes.ui import theme
from scenes.ui.keyboard import OnScreenKeyboard
from scenes.ui.names import clean_or, typed_name
from scenes.ui.text import has, tr
from scenes.ui.widgets import Button, Choice, FocusGroup, Stepper, TextField, Toggle, Widget
from sprites import draw, fonts
from sprites import table as table_art

LEVELS = ("human", *BOT_LEVELS, "phone")
LEFT = pygame.Rect(80, 170, 1090, 840)
RIGHT = pygame.Rect(1210, 170, 630, 840)
CONFIRM = pygame.Rect(460, 300, 1000, 420)
NOTE_H = 34  # one line of explanation under an option


def option_label(game_id: str, name: str) -> str:
    key = f"option.{game_id}.{name}"
    return tr(key) if has(key) else name.replace("_", " ").capitalize()


def choice_label(game_id: str, name: str, value: Any) -> str:
    key = f"option.{game_id}.{name}.{value}"
    return tr(key) if has(key) else str(value).replace("_", " ").capitalize()


class SetupScene(Scene):
    name = "setup"

    def make_pictures(self) -> None:
        self.table = table_art.table((theme.WIDTH, theme.HEIGHT))

    def enter(self, handover: dict[str, Any]) -> None:
        self.game_id: str = handover["game"]
        self.module = GAMES[self.game_id]
        self.make_pictures()
        self.ui = FocusGroup()
        last = self.services.shell.last_setup.get(self.game_id, {})
        default_n = 4 if self.module.MIN_PLAYERS <= 4 <= self.module.MAX_PLAYERS else self.module.MIN_PLAYERS
        self.count = last.get("count", default_n)
        self.levels: list[str] = last.get("levels", ["human"] + ["medium"] * (self.module.MAX_PLAYERS - 1))
        self.names: list[str] = last.get("names", [tr("seat.name_default", n=1)]
                                         + [bot_name(i) for i in range(1, self.module.MAX_PLAYERS)])
        self.options: dict[str, Any] = last.get("options", options_to_dict(self.module.Options()))
        self.hints: bool = bool(last.get("hints", False))  # a table option (Suggest), not a rule
        # Saved players a person seat may be (never in kiosk mode: visitors are guests).
        self.player_at: list[int | None] = (list(last.get("players", [])) + [None] * self.module.MAX_PLAYERS
                                            )[:self.module.MAX_PLAYERS]
        self.load_players()
        self.keyboard: OnScreenKeyboard | None = None
        self.typing: TextField | None = None
        self.confirm: FocusGroup | None = None  # "replace your saved game?" while it is open
        self.source = "mouse"  # how the last input came: an on-screen keyboard unless by keys
        self.layout()

    def load_players(self) -> None:
        offered = offered_players(self.services.records, self.services.shell.kiosk_active)
        self.saved_players = {p.id: p for p in offered}
        self.player_at = [p if p in self.saved_players else None for p in self.player_at]

    def resume(self, result: dict[str, Any]) -> None:
        """Back from the players screen: a player made or renamed there can be picked."""
        self.load_players()
        for i, p in enumerate(self.player_at):
            if p is not None:
                self.names[i] = self.saved_players[p].name
        self.layout()

    def seat_value(self, i: int) -> str:
        player = self.player_at[i]
        return f"player:{player}" if player is not None else self.levels[i]

    def set_seat(self, i: int, value: str) -> None:
        """A seat's choice: a person, a saved player (who leaves any other seat), a bot or a phone."""
        if value.startswith("player:"):
            player = int(value.split(":", 1)[1])
            for j, other in enumerate(self.player_at):
                if other == player and j != i:
                    self.player_at[j] = None
                    self.names[j] = tr("seat.name_default", n=j + 1)
            self.levels[i] = "human"
            self.player_at[i] = player
            self.names[i] = self.saved_players[player].name
            return
        if self.player_at[i] is not None:
            self.player_at[i] = None
            self.names[i] = tr("seat.name_default", n=i + 1)
            self.levels[i] = "human"
        self.set_level(i, value)

    def open_players(self) -> None:
        self.services.screens.open("players")

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
            name_w = int(col_w * (0.34 if two_columns else 0.44))
            field = TextField(pygame.Rect(rect.x, rect.y + 4, name_w, rect.h - 8),
                              lambda i=i: self.names[i], lambda v, i=i: self.set_name(i, v),
                              on_edit=self.open_keyboard)
            kinds = [(lv, tr(f"seat.{lv}")) for lv in LEVELS]
            saved = [(f"player:{p.id}", tr("setup.as_player", name=p.name)) for p in self.saved_players.values()]
            choice = Choice(pygame.Rect(rect.x + name_w + 14, rect.y, col_w - name_w - 14, rect.h), "",
                            kinds[:1] + saved + kinds[1:],
                            lambda i=i: self.seat_value(i), lambda v, i=i: self.set_seat(i, v), compact=True)
            widgets += [field, choice]
        y = RIGHT.y + 90
        fields = dataclasses.fields(m.Options)
        # Rows shrink to fit above the rules button; an option with a one-line note
        # (`option.<game>.<name>.<value>.note`) gets room for it under its control.
        self.notes: list[tuple[pygame.Rect, str]] = []
        self.conditional: list[tuple[Widget, str, dict[str, tuple[Any, ...]]]] = []
        noted = [f.name for f in fields if has(f"option.{self.game_id}.{f.name}.note_room")]
        pitch = min(96, (RIGHT.bottom - 262 - y - NOTE_H * len(noted)) // (len(fields) + 1))
        for f in fields:
            rect = pygame.Rect(RIGHT.x + 24, y, RIGHT.w - 48, pitch - 10)
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
            if "only_when" in meta:
                self.conditional.append((w, name, meta["only_when"]))
            widgets.append(w)
            y += pitch
            if name in noted:
                self.notes.append((pygame.Rect(rect.x + 8, y - 8, rect.w - 16, NOTE_H), name))
                y += NOTE_H
        widgets.append(Toggle(pygame.Rect(RIGHT.x + 24, y, RIGHT.w - 48, pitch - 10), tr("setup.hints"),
                              lambda: self.hints, self.set_hints))
        y += pitch
        self.option_bottom = y
        self.rules_button = Button(pygame.Rect(RIGHT.x + 24, RIGHT.bottom - 250, RIGHT.w - 48, 100),
                                   tr("setup.rules"), self.open_rules, style="secondary")
        if has_script(self.game_id):  # "Learn to play" shares the row with the rules page
            half = (RIGHT.w - 48 - 16) // 2
            self.rules_button.rect.w = half
            self.learn_button = Button(pygame.Rect(RIGHT.x + 24 + half + 16, RIGHT.bottom - 250, half, 100),
                                       tr("tutorial.learn"), self.learn, style="secondary")
            widgets.append(self.learn_button)
        self.start_button = Button(pygame.Rect(RIGHT.x + 24, RIGHT.bottom - 130, RIGHT.w - 48, 110),
                                   tr("setup.start"), self.start)
        self.back_button = Button(pygame.Rect(RIGHT.right - 260, 46, 260, 96), tr("setup.back"), self.back,
                                  style="secondary")
        widgets += [self.rules_button, self.start_button, self.back_button]
        if self.services.records is not None and not self.services.shell.kiosk_active:
            self.players_button = Button(pygame.Rect(LEFT.right - 30 - 300, LEFT.bottom - 104, 300, 96),
                                         tr("setup.saved_players"), self.open_players, style="secondary")
            widgets.append(self.players_button)
        self.grey_unused_options()
        self.ui.set(widgets, focus=focus if focus in widgets else self.start_button)

    # changes
    def set_count(self, n: int) -> None:
        self.count = n
        self.layout()
        self.ui.focus = self.count_stepper

    def set_name(self, i: int, value: str) -> None:
        self.names[i] = typed_name(value)  # only what a font draws (scenes/ui/names.py)
        player = self.player_at[i]
        if player is not None and value != self.saved_players[player].name:
            self.player_at[i] = None  # a name typed over a saved player's is only a name

    def set_level(self, i: int, value: str) -> None:
        """A seat that becomes a person drops its bot name, and a bot gets one back."""
        was = self.levels[i]
        self.levels[i] = value
        name = self.names[i].strip()
        if value == "human" and was != "human" and name in (bot_name(i), ""):
            self.names[i] = tr("seat.name_default", n=i + 1)
        elif value != "human" and was == "human" and name in (tr("seat.name_default", n=i + 1), ""):
            self.names[i] = bot_name(i)

    # the on-screen keyboard
    def open_keyboard(self, field: TextField) -> None:
        if self.source == "key":
            return  # someone typing on a keyboard needs no keys on screen
        self.typing = field
        self.keyboard = OnScreenKeyboard(field.type_text, field.erase, self.close_keyboard, avoid=field.rect)

    def close_keyboard(self) -> None:
        if self.typing is not None:
            self.typing.stop()
        self.typing = None
        self.keyboard = None

    def set_hints(self, value: bool) -> None:
        self.hints = bool(value)

    def set_option(self, name: str, value: Any) -> None:
        self.options[name] = value
        self.grey_unused_options()

    def grey_unused_options(self) -> None:
        """An option the other choices make moot (the core says when) is greyed out, not hidden,
        so the rows do not jump while a host tries the choices."""
        for widget, _, when in self.conditional:
            widget.enabled = all(self.options.get(name) in values for name, values in when.items())

    # actions
    def seats(self) -> list[dict[str, Any]]:
        out = []
        by_name = {name_key(p.name): p.id for p in self.saved_players.values()}
        taken = {p for p in self.player_at[:self.count] if p is not None}
        for i in range(self.count):
            level = self.levels[i]
            name = clean_or(self.names[i], tr("seat.name_default", n=i + 1))  # nothing visible: the default
            seat: dict[str, Any] = {"name": name, "seat": level}
            player = self.player_at[i]
            if player is None and level == "human" and by_name.get(name_key(name)) not in taken:
                player = by_name.get(name_key(name))  # a saved player's name typed in is that player
                if player is not None:
                    taken.add(player)
            if player is not None and level == "human":
                seat["player"] = player
                seat["name"] = self.saved_players[player].name
            out.append(seat)
        return out

    def start(self) -> None:
        """Start, but ask first when this would replace a saved game."""
        saved, _ = self.services.saves.load()
        if saved is None:
            self.start_now()
            return
        self.replacing = tr(f"game.{saved.get('game')}.full_name")
        p = CONFIRM
        keep = Button(pygame.Rect(p.x + 40, p.bottom - 140, p.w // 2 - 60, 104), tr("setup.replace_no"),
                      self.cancel_confirm, style="secondary")
        go = Button(pygame.Rect(p.centerx + 20, p.bottom - 140, p.w // 2 - 60, 104), tr("setup.replace_yes"),
                    self.start_now)
        self.confirm = FocusGroup()
        self.confirm.set([keep, go], focus=keep)

    def cancel_confirm(self) -> None:
        self.confirm = None

    def start_now(self) -> None:
        self.confirm = None

        self.services.shell.last_setup = {**self.services.shell.last_setup,
                               self.game_id: {"count": self.count, "levels": self.levels,
                                              "names": self.names, "options": self.options,
                                              "players": self.player_at,
                                              "hints": self.hints}}
        seed = self.services.shell.seed
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 31)
        self.services.screens.play(self.game_id, game=self.game_id,
                                 seats=self.seats(), options=dict(self.options), hints=self.hints, seed=seed,
                                 autoplay=self.services.shell.autoplay)

    def open_rules(self) -> None:

        self.services.screens.open("rules", game=self.game_id)

    def learn(self) -> None:
        """The game's guided first game (scenes/table/tutorial.py)."""
        person = next((s["name"] for s in self.seats() if s["seat"] == "human"), None)  # "Ann" stays Ann
        self.services.screens.play(self.game_id, **lesson_handover(self.game_id, self.services.shell.autoplay,
                                                                           options=self.options, person=person))

    def back(self) -> None:

        self.services.screens.swap("menu", game=self.game_id)

    def handle(self, event: ui.UIEvent) -> None:
        if event.kind not in (ui.POINTER_MOVE, ui.FOCUS_LOST, ui.FOCUS_GAINED):
            self.source = event.source
        if self.confirm is not None:
            if event.kind in (ui.BACK, ui.PAUSE):
                self.cancel_confirm()
            else:
                self.confirm.handle(event)
            return
        if self.keyboard is not None:
            if event.kind in (ui.TEXT, ui.ERASE) and self.typing is not None:
                self.typing.on_text(event)  # a physical keyboard still types while keys show
                return
            self.keyboard.handle(event)
            return
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
        words = tr(f"game.{self.game_id}.kind")
        room = self.back_button.rect.left - 20 - (LEFT.x + title.get_width() + 30)
        kind = fonts.text(words, fonts.fit_size(words, theme.SIZE_BODY, room, "bold"), theme.GOLD_LIGHT, "bold")
        if kind.get_width() <= room:  # beside the title; with larger text it may not fit: then not shown
            surface.blit(kind, (LEFT.x + title.get_width() + 30, 52 + title.get_height() - kind.get_height() - 8))
        for rect, key in ((LEFT, "setup.seats"), (RIGHT, "setup.options")):
            draw.blit_shadow(surface, rect, 22, 8, 12, 80)
            surface.blit(draw.panel(rect.size, radius=22), rect)
            surface.blit(fonts.text(tr(key), 40, theme.GOLD, "display"), (rect.x + 30, rect.y + 24))
        if not dataclasses.fields(self.module.Options):
            surface.blit(fonts.text(tr("setup.no_options"), theme.SIZE_BODY, theme.CREAM_DIM),
                         (RIGHT.x + 30, RIGHT.y + 100))
        self.ui.draw(surface)
        for rect, name in self.notes:
            key = f"option.{self.game_id}.{name}.{self.options.get(name)}.note"
            if has(key):
                size = fonts.fit_size(tr(key), theme.SIZE_LABEL, rect.w, minimum=18)
                surface.blit(fonts.text(tr(key), size, theme.CREAM_DIM), rect.topleft)
        if self.keyboard is not None:
            self.keyboard.draw(surface)
        field = self.ui.focus
        if isinstance(field, TextField) and field.full:  # the limit is said, never silent
            note = fonts.text(tr("setup.name_full", limit=field.limit), theme.SIZE_LABEL, theme.CREAM, "bold")
            rect = note.get_rect(topleft=(field.rect.x + 16, field.rect.bottom + 10)).inflate(32, 16)
            surface.blit(draw.panel(rect.size, colour=(120, 50, 14), alpha=245, radius=12), rect)
            surface.blit(note, note.get_rect(center=rect.center))
        if self.confirm is not None:
            self.draw_confirm(surface)

    def draw_confirm(self, surface: pygame.Surface) -> None:
        draw.veil(surface, (10, 8, 6, 170))
        p = CONFIRM
        draw.blit_shadow(surface, p, 26, 10, 16, 110)
        surface.blit(draw.panel(p.size, alpha=245, radius=26, border=(120, 90, 60)), p)
        title = fonts.text(tr("setup.replace_title"), theme.SIZE_HEADING, theme.GOLD, "display")
        surface.blit(title, title.get_rect(midtop=(p.centerx, p.y + 44)))
        words = tr("setup.replace_detail", game=self.replacing)  # the longest game names run widest
        detail = fonts.text(words, fonts.fit_size(words, theme.SIZE_BODY, p.w - 80), theme.CREAM)
        surface.blit(detail, detail.get_rect(midtop=(p.centerx, p.y + 140)))
        if self.confirm is not None:
            self.confirm.draw(surface)
