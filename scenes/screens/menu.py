"""The main menu: a card per game, continue the last game, how to play, settings, quit."""

from __future__ import annotations

import datetime
from typing import Any

import pygame

from game import GAMES
from scenes.shell import input as ui
from scenes.shell.scene import Scene
from scenes.table.description import describe
from scenes.ui import theme
from scenes.ui.text import tr, trn
from scenes.ui.widgets import Button, FocusGroup, Widget, draw_focus
from sprites import draw, fonts, pen
from sprites import table as table_art

CARD_W, CARD_H = 400, 560
NOTICE_GAP = 8  # between two notices on the menu


def players_text(game_id: str) -> str:
    """"2–6 players" (from the table's description: the menu imports no rules core)."""
    lo, hi = describe(game_id).players
    return tr("game.players_range_solo" if lo == 1 else "game.players_range", lo=lo, hi=hi)


def progress_text(record: dict[str, Any]) -> str:
    """How far a saved game is, as a person counts it: their own moves (bots' moves and
    chance's deals and casts are not the person's progress)."""
    humans = {i for i, p in enumerate(record.get("players", [])) if p.get("seat") == "human"}
    mine = sum(1 for entry in record.get("actions", []) if entry and entry[0] in humans)
    if mine == 0:
        return tr("menu.continue_start")
    return trn("menu.continue_moves.one", "menu.continue_moves.other", mine)


class TonightPanel(Widget):
    """Tonight's table on the menu: the first three places, points and games; opens the night."""

    def __init__(self, rect: pygame.Rect, store: Any, on_choose: Any) -> None:
        from scenes.records.night import standings

        super().__init__(rect)
        self.on_choose = on_choose
        self.label = tr("menu.tonight")
        night = store.current_night() if store is not None else None
        names = {p.id: p.name for p in store.players()} if store is not None else {}
        self.rows = standings(store.night_records(night.id), names)[:3] if night is not None else []

    def activate(self) -> None:
        self.on_choose()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        from scenes.screens.night_parts import points_text

        r = self.rect
        if focused:
            draw_focus(surface, r, 18)
        surface.blit(draw.panel(r.size, alpha=225 if (focused or self.hover) else 200, radius=18,
                                border=theme.GOLD if (focused or self.hover) else (150, 112, 70)), r)
        cx, cy = r.right - 30, r.y + 32  # a chevron: this opens tonight's table
        pen.polygon(surface, theme.GOLD, [(cx - 10, cy - 14), (cx + 6, cy), (cx - 10, cy + 14)])
        surface.blit(fonts.text(self.label, 34, theme.GOLD, "display"), (r.x + 24, r.y + 10))
        if not self.rows:
            line = tr("menu.tonight_empty")
            size = fonts.fit_size(line, theme.SIZE_LABEL, r.w - 48, minimum=22)
            surface.blit(fonts.text(line, size, theme.CREAM), (r.x + 24, r.y + 70))
            return
        cols = (r.right - 270, r.right - 110)
        for x, key in zip(cols, ("night.col.points", "night.col.games"), strict=True):
            image = fonts.text(tr(key), theme.SIZE_LABEL - 4, theme.CREAM_DIM, "bold")
            surface.blit(image, image.get_rect(midtop=(x, r.y + 16)))
        y = r.y + max(58, fonts.font(34, "display").get_height() + 12)
        step = (r.bottom - 8 - y) // 3  # three rows fit the panel at every text size
        body = fonts.fit_height(theme.SIZE_BODY, step, "bold")
        for row in self.rows:
            colour = theme.GOLD if row.place == 1 else theme.CREAM
            text = f"{row.place}. {row.name}"
            size = fonts.fit_size(text, body, cols[0] - 70 - r.x - 24, "bold", minimum=18)
            surface.blit(fonts.text(text, size, colour, "bold"), (r.x + 24, y))
            for x, value in zip(cols, (points_text(row.points), str(row.games)), strict=True):
                image = fonts.text(value, body, colour, "bold")
                surface.blit(image, image.get_rect(midtop=(x, y)))
            y += step


class GameCard(Widget):
    """A game on the menu: its picture, name, kind and player range."""

    def __init__(self, rect: pygame.Rect, game_id: str, on_choose: Any) -> None:
        super().__init__(rect)
        self.game_id = game_id
        self.on_choose = on_choose

    def activate(self) -> None:
        self.on_choose(self.game_id)

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        lift = -10 if (focused or self.hover) else 0
        rect = self.rect.move(0, lift + (4 if self.pressed else 0))
        draw.blit_shadow(surface, rect, 22, 10 - lift // 2, 14, 90)
        if focused:
            draw_focus(surface, rect, 22)
        pen.rect(surface, (250, 243, 228), rect, border_radius=22)
        pen.rect(surface, theme.GOLD if focused else (196, 170, 130), rect, 3, border_radius=22)
        name = tr(f"game.{self.game_id}.name")
        name_size = fonts.fit_size(name, 44, rect.w - 40, "display")
        kind = tr(f"game.{self.game_id}.kind")
        kind_size = fonts.fit_size(kind, theme.SIZE_LABEL, rect.w - 44, "bold")
        blurb = fonts.wrap(tr(f"game.{self.game_id}.blurb"), theme.SIZE_LABEL, rect.w - 44)
        pitch = max(34, fonts.font(theme.SIZE_LABEL).get_linesize())
        name_step = max(58, fonts.font(name_size, "display").get_linesize() + 2)
        kind_step = max(42, fonts.font(kind_size, "bold").get_linesize() + 4)
        # The text size setting: the words keep all their lines and the picture gives way.
        words_h = name_step + kind_step + len(blurb) * pitch + 12
        pic_h = max(120, min(290, rect.h - 32 - words_h))
        pic = describe(self.game_id).cover((rect.w - 36, pic_h))
        surface.blit(pic, (rect.x + 18, rect.y + 18))
        y = rect.y + pic_h + 32
        surface.blit(fonts.text(name, name_size, theme.INK, "display"), (rect.x + 22, y))
        y += name_step
        surface.blit(fonts.text(kind, kind_size, (100, 58, 22), "bold"), (rect.x + 22, y))
        y += kind_step
        for line in blurb:
            surface.blit(fonts.text(line, theme.SIZE_LABEL, (70, 56, 44)), (rect.x + 22, y))
            y += pitch
        players = players_text(self.game_id)  # fitted: at Larger it must stay on the card
        chip = fonts.text(players, fonts.fit_size(players, 26, rect.w - 84, "bold"), theme.CREAM, "bold")
        chip_rect = chip.get_rect(topright=(rect.right - 30, rect.y + 30)).inflate(24, 12)
        pen.rect(surface, (120, 72, 30), chip_rect, border_radius=chip_rect.h // 2)
        surface.blit(chip, chip.get_rect(center=chip_rect.center))


class MenuScene(Scene):
    name = "menu"

    def make_pictures(self) -> None:
        self.table = table_art.table((theme.WIDTH, theme.HEIGHT))

    def enter(self, handover: dict[str, Any]) -> None:
        self.make_pictures()
        self.ui = FocusGroup()
        self.focus_game = handover.get("game")
        self.saved, damaged = self.services.saves.load()
        if damaged:
            self.services.shell.notices.append("menu.notice.bad_save")
        self.notices = list(dict.fromkeys(self.services.shell.notices))
        self.services.shell.notices.clear()
        self.layout()

    def resume(self, result: dict[str, Any]) -> None:
        self.saved, _ = self.services.saves.load()
        self.layout()

    def layout(self) -> None:
        ids = list(GAMES)
        gap = 40
        x0 = (theme.WIDTH - (len(ids) * CARD_W + (len(ids) - 1) * gap)) // 2
        card_h = CARD_H if fonts.factor() == 1.0 else CARD_H + 40  # larger text: down to the buttons' gap
        self.cards = [GameCard(pygame.Rect(x0 + i * (CARD_W + gap), 250, CARD_W, card_h), g, self.choose)
                      for i, g in enumerate(ids)]
        y = 880
        buttons: list[Widget] = []
        x = x0
        if self.saved is not None:
            record = self.saved
            name = tr(f"game.{record['game']}.full_name")  # which Take It or Leave It
            detail = tr("menu.continue_detail", game=name, when=progress_text(record))
            self.continue_button = Button(pygame.Rect(x, y, 560, 120), tr("menu.continue"),
                                          self.continue_game, detail=detail)
            buttons.append(self.continue_button)
            x += 560 + gap
        right = x0 + len(ids) * CARD_W + (len(ids) - 1) * gap
        rest = [("menu.rules", self.open_rules)]
        if not self.services.shell.kiosk_active:
            # A kiosk has no Settings or Quit for visitors: the host reaches both through the
            # secret gesture (scenes/shell/kiosk.py). Nor tonight's table: visitors are guests.
            rest += [("menu.settings", self.open_settings), ("menu.quit", self.quit)]
        width = (right - x - gap * (len(rest) - 1)) // len(rest)
        for key, fn in rest:
            buttons.append(Button(pygame.Rect(x, y, width, 120), tr(key), fn, style="secondary"))
            x += width + gap
        self.tonight = None
        if not self.services.shell.kiosk_active:  # tonight's table, above the cards on the right
            self.tonight = TonightPanel(pygame.Rect(0, 48, 900, 186), self.services.records, self.open_night)
            self.tonight.rect.right = right
            if not self.tonight.rows:
                self.tonight.rect.h = 130
            buttons.append(self.tonight)  # last in the Tab order: the cards and buttons keep theirs
        focus: Widget | None = next((c for c in self.cards if c.game_id == self.focus_game), None)
        if focus is None:
            focus = buttons[0] if self.saved is not None else self.cards[0]
        self.ui.set([*self.cards, *buttons], focus=focus)

    # actions
    def choose(self, game_id: str) -> None:

        self.services.screens.swap("setup", game=game_id)

    def continue_game(self) -> None:
        record = self.saved
        if record is None:
            return
        self.services.shell.mark_resuming()
        self.services.screens.play(record["game"], record=record, autoplay=self.services.shell.autoplay)

    def open_rules(self) -> None:

        card = getattr(self, "last_card", None)
        if not isinstance(card, GameCard):
            card = next((c for c in self.cards if c.game_id == self.focus_game), None)
        game = card.game_id if isinstance(card, GameCard) else next(iter(GAMES))
        self.services.screens.open("rules", game=game)

    def open_night(self) -> None:
        self.services.screens.open("night")

    def open_settings(self) -> None:

        self.services.screens.open("settings")

    def quit(self) -> None:
        self.services.shell.request_quit()

    def handle(self, event: ui.UIEvent) -> None:
        if event.kind == ui.BACK:
            return  # the menu is home; quitting is a button, not a stray Escape
        if event.pos is not None and event.kind in (ui.POINTER_MOVE, ui.POINTER_DOWN):
            over = next((c for c in self.cards if c.rect.collidepoint(event.pos)), None)
            if over is not None:
                self.last_card = over  # "How to play" opens the game the pointer was last on
        self.ui.handle(event)
        if isinstance(self.ui.focus, GameCard) and event.pos is None:
            self.last_card = self.ui.focus  # ... or the card that keys or a pad last focused

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.table, (0, 0))
        x = self.cards[0].rect.x
        if self.notices:  # they stand where the title is, for this visit of the menu only
            self.draw_notices(surface)
        else:
            tagline = fonts.text(tr("app.tagline"), theme.SIZE_BODY + 4, theme.GOLD_LIGHT, "bold")
            room = self.cards[0].rect.y - 16 - 48 - tagline.get_height()  # title and tagline above the cards
            size = theme.SIZE_TITLE
            while size > 48 and fonts.font(size, "display").get_height() > room:
                size -= 4
            title = fonts.shadowed(tr("app.title"), size, theme.CREAM, "display", 4)
            surface.blit(title, (x, 48))
            surface.blit(tagline, (x + 6, 48 + title.get_height() + 2))
        self.ui.draw(surface)

    def notice_box(self) -> tuple[pygame.Rect, int, list[list[str]]]:
        """Where the last three notices go and at what size: the corner left of tonight's table
        and above the cards (never over either), wrapped, at the largest size up to the label
        size at which they all fit."""
        right = self.tonight.rect.x - 20 if self.tonight is not None else self.cards[-1].rect.right
        rect = pygame.Rect(self.cards[0].rect.x, 40, right - self.cards[0].rect.x, 196)
        inner = rect.inflate(-32, -20)
        texts = [tr(n) for n in self.notices[-3:]]
        for wrapped in (False, True):  # a notice stays one line while that keeps it readable
            size = theme.SIZE_LABEL + 4
            while True:
                blocks = [fonts.wrap(t, size, inner.w, "bold") if wrapped else [t] for t in texts]
                line_h = fonts.font(size, "bold").get_linesize()
                used = sum(len(b) for b in blocks) * line_h + NOTICE_GAP * (len(blocks) - 1)
                wide = any(fonts.font(size, "bold").size(t)[0] > inner.w for b in blocks for t in b)
                if (used <= inner.h and not wide) or fonts.real_size(size) <= (12 if wrapped else 22):
                    break
                size -= 2
            if used <= inner.h and not wide:
                break
        rect.h = min(rect.h, used + 20)
        return rect, size, blocks

    def draw_notices(self, surface: pygame.Surface) -> None:
        rect, size, blocks = self.notice_box()
        surface.blit(draw.panel(rect.size, colour=(120, 50, 14), alpha=235, radius=14), rect)
        x, y = rect.x + 16, rect.y + 10
        for block in blocks:
            for line in block:
                image = fonts.text(fonts.ellipsize(line, size, rect.w - 32, "bold"), size, theme.CREAM, "bold")
                surface.blit(image, (x, y))
                y += fonts.font(size, "bold").get_linesize()
            y += NOTICE_GAP

    @staticmethod
    def _when(timestamp: float) -> str:
        return datetime.datetime.fromtimestamp(timestamp).strftime("%H:%M")
