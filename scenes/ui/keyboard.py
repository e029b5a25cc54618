"""An on-screen keyboard for names, for a touch kiosk or a gamepad with no keyboard at hand.

Big keys (76 px and more at 1080p) in a QWERTY layout, a space, an erase key and Done, placed
so they never cover the field being typed in; it is
driven by taps, arrows or a d-pad and A like every other widget group. It only hands out what
was pressed; the field it types into keeps its own length limit.

Icelandic names need Á É Í Ó Ú Ý Þ Æ Ö Ð: the top row holds either the digits or those ten
letters, and a key at the end of the last row ("ÁÐÞ" / "123") swaps them. The letters come
first in Icelandic, the digits in English; the keyboard keeps its size either way, so it fits
the same at every text size.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.shell import input as ui
from scenes.ui import theme
from scenes.ui.text import language, tr
from scenes.ui.widgets import Button, FocusGroup, Widget
from sprites import draw

DIGITS = "1234567890"
ACCENTS = "ÁÉÍÓÚÝÞÆÖÐ"
ROWS = (DIGITS, "QWERTYUIOP", "ASDFGHJKL-", "ZXCVBNM'.")
SWAP_LABELS = {DIGITS: "ÁÐÞ", ACCENTS: "123"}  # the swap key names what it brings
KEY_W, KEY_H, GAP = 100, 76, 8


class OnScreenKeyboard:
    """A panel of keys; `on_text(ch)`, `on_erase()` and `on_done()` say what was pressed."""

    def __init__(self, on_text: Callable[[str], None], on_erase: Callable[[], None],
                 on_done: Callable[[], None], avoid: pygame.Rect | None = None) -> None:
        self.on_done = on_done
        self.on_text = on_text
        self.shift = True  # the first letter of a name is a capital, the rest small
        width = 10 * KEY_W + 9 * GAP
        height = 5 * KEY_H + 4 * GAP
        self.rect = pygame.Rect(0, 0, width + 48, height + 48)
        self.rect.midbottom = (theme.WIDTH // 2, theme.HEIGHT - 24)
        if avoid is not None and avoid.colliderect(self.rect):  # never over the field being typed in
            self.rect.midtop = (theme.WIDTH // 2, 24)
        x0, y0 = self.rect.x + 24, self.rect.y + 24
        keys: list[Widget] = []
        self.top_row: list[Button] = []
        for r, row in enumerate(ROWS):
            indent = (10 - len(row) - (r == len(ROWS) - 1)) * (KEY_W + GAP) // 2
            for c, ch in enumerate(row):
                rect = pygame.Rect(x0 + indent + c * (KEY_W + GAP), y0 + r * (KEY_H + GAP), KEY_W, KEY_H)
                if r == 0:  # its label is its letter: the swap changes both
                    button = Button(rect, ch, lambda c=c: self._press(self.top_row[c].label), style="secondary")
                    self.top_row.append(button)
                else:
                    button = Button(rect, ch, lambda ch=ch: self._press(ch), style="secondary")
                keys.append(button)
        last = keys[-1].rect
        self.swap = Button(last.move(KEY_W + GAP, 0), SWAP_LABELS[DIGITS], self.swap_top_row, style="secondary")
        keys.append(self.swap)
        if language() == "is":
            self.swap_top_row()
        y = y0 + 4 * (KEY_H + GAP)
        self.space = Button(pygame.Rect(x0, y, 5 * KEY_W + 4 * GAP, KEY_H), tr("keyboard.space"),
                            lambda: self._press(" "), style="secondary")
        self.erase = Button(pygame.Rect(x0 + 5 * (KEY_W + GAP), y, 2 * KEY_W + GAP, KEY_H), tr("keyboard.erase"),
                            on_erase, style="secondary")
        self.done = Button(pygame.Rect(x0 + 7 * (KEY_W + GAP), y, 3 * KEY_W + 2 * GAP, KEY_H), tr("keyboard.done"),
                           on_done)
        self.ui = FocusGroup()
        self.ui.set([*keys, self.space, self.erase, self.done], focus=keys[10])

    @property
    def top_letters(self) -> str:
        return "".join(b.label for b in self.top_row)

    def swap_top_row(self) -> None:
        """Digits for Á É Í Ó Ú Ý Þ Æ Ö Ð, or back."""
        row = ACCENTS if self.top_letters == DIGITS else DIGITS
        for button, ch in zip(self.top_row, row, strict=True):
            button.label = ch
        self.swap.label = SWAP_LABELS[row]

    def _press(self, ch: str) -> None:
        if ch.isalpha() and not self.shift:
            ch = ch.lower()
        self.shift = ch == " "  # a new word starts with a capital too
        self.on_text(ch)

    def handle(self, event: ui.UIEvent) -> None:
        """Every event goes to the keyboard while it is open; Back (Escape, pad B) closes it."""
        if event.kind in (ui.BACK, ui.PAUSE):
            self.on_done()
            return
        if event.kind == ui.POINTER_UP and event.pos is not None and not self.rect.collidepoint(event.pos) \
                and self.ui._down_on is None:
            self.on_done()  # a tap outside the keyboard puts it away
            return
        self.ui.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw.blit_shadow(surface, self.rect, 24, 10, 16, 110)
        surface.blit(draw.panel(self.rect.size, alpha=250, radius=24, border=(120, 90, 60)), self.rect)
        self.ui.draw(surface)


ASCII_DIGITS = frozenset("0123456789")


class NumberPad:
    """Digits for a PIN: 1–9, 0, Erase, Cancel and OK, with the digits shown as dots."""

    PAD_KEY = 110

    def __init__(self, title: str, on_ok: Callable[[str], None], on_cancel: Callable[[], None],
                 centre: tuple[int, int] = (theme.WIDTH // 2, theme.HEIGHT // 2), longest: int = 6) -> None:
        self.title = title
        self.on_ok = on_ok
        self.on_cancel = on_cancel
        self.longest = longest
        self.digits = ""
        self.wrong = False
        self.notice: tuple[str, ...] = ()  # lines shown in place of the dots (a wait after wrong tries)
        k, gap = self.PAD_KEY, 12
        self.rect = pygame.Rect(0, 0, 3 * k + 2 * gap + 80, 5 * k + 4 * gap + 190)
        self.rect.center = centre
        x0, y0 = self.rect.x + 40, self.rect.y + 170
        keys: list[Widget] = []
        for n, ch in enumerate("123456789"):
            r, c = divmod(n, 3)
            keys.append(Button(pygame.Rect(x0 + c * (k + gap), y0 + r * (k + gap), k, k), ch,
                               lambda ch=ch: self.add(ch), style="secondary"))
        y3 = y0 + 3 * (k + gap)
        keys.append(Button(pygame.Rect(x0, y3, k, k), tr("keyboard.erase"), self.erase, style="secondary",
                           size=26))
        keys.append(Button(pygame.Rect(x0 + k + gap, y3, k, k), "0", lambda: self.add("0"), style="secondary"))
        self.ok = Button(pygame.Rect(x0 + 2 * (k + gap), y3, k, k), tr("common.ok"), self.submit)
        self.cancel = Button(pygame.Rect(x0, y3 + k + gap, 3 * k + 2 * gap, k), tr("common.cancel"), on_cancel,
                             style="secondary")
        self.ui = FocusGroup()
        self.ui.set([*keys, self.ok, self.cancel], focus=keys[0])

    def add(self, ch: str) -> None:
        self.wrong = False
        if len(self.digits) < self.longest:
            self.digits += ch

    def erase(self) -> None:
        self.digits = self.digits[:-1]

    def submit(self) -> None:
        if self.digits:
            self.on_ok(self.digits)

    def handle(self, event: ui.UIEvent) -> None:
        if event.kind in (ui.BACK, ui.PAUSE):
            self.on_cancel()
        elif event.kind == ui.TEXT:
            for ch in event.text:
                if ch in ASCII_DIGITS:  # "²", "٣" or "５" are digits to Python, not to a PIN
                    self.add(ch)
        elif event.kind == ui.ERASE:
            self.erase()
        else:
            self.ui.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        from sprites import fonts

        draw.blit_shadow(surface, self.rect, 24, 10, 16, 110)
        surface.blit(draw.panel(self.rect.size, alpha=250, radius=24, border=(120, 90, 60)), self.rect)
        size = fonts.fit_size(self.title, theme.SIZE_BODY + 4, self.rect.w - 40, "bold")  # long titles at Larger
        title = fonts.text(self.title, size, theme.GOLD, "bold")
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 28)))
        if self.notice:  # between the title and the keys, at any text size
            top = self.rect.y + 28 + title.get_height()
            step = (self.rect.y + 166 - top) // len(self.notice)
            for i, line in enumerate(self.notice):
                size = fonts.fit_size(line, fonts.fit_height(theme.SIZE_LABEL, step, "bold"), self.rect.w - 40,
                                      "bold", minimum=8)
                image = fonts.text(line, size, theme.VERMILLION, "bold")
                surface.blit(image, image.get_rect(center=(self.rect.centerx, top + step * i + step // 2)))
            self.ui.draw(surface)
            return
        if self.wrong and not self.digits:
            image = fonts.text(tr("kiosk.pin_wrong"), theme.SIZE_BODY, theme.VERMILLION, "bold")
        else:
            image = fonts.text("•" * len(self.digits) or " ", 56, theme.CREAM, "bold")
        surface.blit(image, image.get_rect(center=(self.rect.centerx, self.rect.y + 112)))
        self.ui.draw(surface)
