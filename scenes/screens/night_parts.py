"""Parts the game-night screens share: their base (the felt, the store, the focus group), a
yes/no dialog, typing a player's name (keys or the on-screen keyboard), points as people write
them (2½), and the screens' titles."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Any

import pygame

from scenes.shell import input as ui
from scenes.shell.scene import Scene
from scenes.ui import theme
from scenes.ui.keyboard import OnScreenKeyboard
from scenes.ui.text import tr
from scenes.ui.widgets import Button, FocusGroup, TextField
from sprites import draw, fonts
from sprites import table as table_art

DIALOG = pygame.Rect(460, 290, 1000, 440)


class RecordsScene(Scene):
    """A game-night screen: the felt, the house's records, one focus group, and room for a
    dialog or a name being typed. A screen says what it takes from its hand-over in `start` and
    reads the store in `load`."""

    def make_pictures(self) -> None:
        self.table = table_art.table((theme.WIDTH, theme.HEIGHT))

    def enter(self, handover: dict[str, Any]) -> None:
        self.make_pictures()
        self.store = self.services.records
        self.ui = FocusGroup()
        self.confirm: Confirm | None = None
        self.entry: NameEntry | None = None
        self.source = "mouse"  # the device last used: keys get no on-screen keyboard
        self.start(handover)
        self.load()

    def start(self, handover: dict[str, Any]) -> None:
        """Take what this screen needs from its hand-over (before `load`)."""

    def load(self) -> None:
        raise NotImplementedError

    def back(self) -> None:
        self.services.screens.close()

    def handle(self, event: ui.UIEvent) -> None:
        """A name being typed, then a dialog, see every event first; Back leaves the screen."""
        if event.kind not in (ui.POINTER_MOVE, ui.FOCUS_LOST, ui.FOCUS_GAINED):
            self.source = event.source
        if self.entry is not None:
            self.entry.handle(event)
        elif self.confirm is not None:
            self.confirm.handle(event)
        elif event.kind == ui.BACK:
            self.back()
        else:
            self.ui.handle(event)

    def draw_on_top(self, surface: pygame.Surface) -> None:
        """The screen's widgets, then an open dialog or name entry over them."""
        self.ui.draw(surface)
        if self.confirm is not None:
            self.confirm.draw(surface)
        if self.entry is not None:
            self.entry.draw(surface)


def points_text(points: float) -> str:
    """2.5 -> "2½", 3.0 -> "3", 0.5 -> "½"."""
    whole = int(points)
    if points - whole >= 0.5:
        return tr("night.half", n=whole) if whole else "½"
    return str(whole)


def clock_text(timestamp: float) -> str:
    return datetime.datetime.fromtimestamp(timestamp).strftime("%H:%M")


def date_text(timestamp: float) -> str:
    return datetime.datetime.fromtimestamp(timestamp).strftime("%Y-%m-%d %H:%M")


def draw_title(surface: pygame.Surface, title: str, line: str = "", bottom: int = 192) -> None:
    """A screen's title on the felt, and a line under it; both end above `bottom` (where the
    screen's panels start) at every text size."""
    image = fonts.shadowed(title, fonts.fit_height(theme.SIZE_HEADING + 8, bottom - 48 - (54 if line else 0),
                                                   "display"), theme.CREAM)
    surface.blit(image, (100, 48))
    if line:
        top = 48 + image.get_height() + 2
        sub = fonts.text(line, fonts.fit_height(theme.SIZE_BODY, bottom - top, "bold"), theme.GOLD_LIGHT, "bold")
        surface.blit(sub, (104, top))


def panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    draw.blit_shadow(surface, rect, 22, 8, 12, 80)
    surface.blit(draw.panel(rect.size, radius=22), rect)


class Confirm:
    """A question with two buttons; the safe answer is chosen by default."""

    def __init__(self, title: str, detail: str, no: str, yes: str | None, on_yes: Callable[[], None],
                 on_close: Callable[[], None], danger: bool = False) -> None:
        """With `yes` None it only tells: one button (`no`, e.g. OK) closes it."""
        self.title, self.detail = title, detail
        self.on_close = on_close
        p = DIALOG
        keep = Button(pygame.Rect(p.x + 40, p.bottom - 140, p.w // 2 - 60, 104), no, on_close, style="secondary")
        self.ui = FocusGroup()
        if yes is None:
            keep.rect.centerx = p.centerx
            self.ui.set([keep], focus=keep)
            return
        go = Button(pygame.Rect(p.centerx + 20, p.bottom - 140, p.w // 2 - 60, 104), yes,
                    lambda: (on_close(), on_yes()), style="danger" if danger else "primary")
        self.ui.set([keep, go], focus=keep)

    def handle(self, event: ui.UIEvent) -> None:
        if event.kind in (ui.BACK, ui.PAUSE):
            self.on_close()
        else:
            self.ui.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw.veil(surface, (10, 8, 6, 170))
        p = DIALOG
        draw.blit_shadow(surface, p, 26, 10, 16, 110)
        surface.blit(draw.panel(p.size, alpha=245, radius=26, border=(120, 90, 60)), p)
        size = fonts.fit_size(self.title, theme.SIZE_HEADING, p.w - 80, "display")
        title = fonts.text(self.title, size, theme.GOLD, "display")
        surface.blit(title, title.get_rect(midtop=(p.centerx, p.y + 44)))
        y = p.y + 140
        size, lines = self.detail_lines()
        for line in lines:
            image = fonts.text(line, size, theme.CREAM)
            surface.blit(image, image.get_rect(midtop=(p.centerx, y)))
            y += fonts.font(size).get_linesize()
        self.ui.draw(surface)

    def detail_lines(self) -> tuple[int, list[str]]:
        """The detail wrapped at the largest size up to the body's whose lines all stand between the
        title and the buttons (at Larger text a long detail steps down rather than lose a line)."""
        p = DIALOG
        room = (p.bottom - 140 - 12) - (p.y + 140)
        size = theme.SIZE_BODY
        while True:
            lines = fonts.wrap(self.detail, size, p.w - 100)
            if len(lines) * fonts.font(size).get_linesize() <= room or size <= 20:
                return size, lines
            size -= 2


class NameEntry:
    """Typing a name: a field with the on-screen keyboard (a physical keyboard types too).
    Done hands the name to `on_done`, which answers None (accepted) or a catalog key saying why
    not; the reason shows under the field and typing goes on."""

    def __init__(self, initial: str, on_done: Callable[[str], str | None], on_cancel: Callable[[], None],
                 keys_only: bool = False) -> None:
        self.value = initial
        self.on_done, self.on_cancel = on_done, on_cancel
        self.error = ""
        self.field = TextField(pygame.Rect(560, 120, 800, 96), lambda: self.value, self._set)
        self.field.editing = True
        pygame.key.start_text_input()
        self.keyboard = None if keys_only else OnScreenKeyboard(self.field.type_text, self.field.erase, self.done,
                                                                avoid=self.field.rect)

    def _set(self, value: str) -> None:
        self.value = value
        self.error = ""

    def done(self) -> None:
        problem = self.on_done(self.value)
        if problem:
            self.error = tr(problem)
            return
        self.field.stop()

    def handle(self, event: ui.UIEvent) -> None:
        if event.kind in (ui.TEXT, ui.ERASE):
            self.field.on_text(event)
        elif event.kind == ui.CONFIRM and event.pos is None and event.source == "key":
            self.done()
        elif event.kind == ui.BACK and (self.keyboard is None or event.source == "key"):
            self.field.stop()
            self.on_cancel()
        elif self.keyboard is not None:
            self.keyboard.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw.veil(surface, (10, 8, 6, 170))
        prompt = fonts.text(tr("players.type_name"), theme.SIZE_BODY, theme.CREAM, "bold")
        surface.blit(prompt, prompt.get_rect(midbottom=(self.field.rect.centerx, self.field.rect.y - 10)))
        self.field.draw(surface, True)
        if self.error:
            note = fonts.text(self.error, theme.SIZE_LABEL, theme.CREAM, "bold")
            rect = note.get_rect(midtop=(self.field.rect.centerx, self.field.rect.bottom + 14)).inflate(32, 16)
            surface.blit(draw.panel(rect.size, colour=(120, 50, 14), alpha=245, radius=12), rect)
            surface.blit(note, note.get_rect(center=rect.center))
        if self.keyboard is not None:
            self.keyboard.draw(surface)
