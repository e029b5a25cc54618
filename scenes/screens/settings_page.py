"""Settings: language, fullscreen, volume, sound, animation and bot speed, colour-blind symbols, kiosk.

In kiosk mode this page is the host's: visitors reach it only through the secret gesture. The
kiosk switch says what it will do: started with `--kiosk` it cannot be switched off here, and
switched off it takes effect at the next start (the page says so instead of pretending).
Choosing a language redraws this page in it at once; the screens beneath follow when it closes.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.shell import input as ui
from scenes.shell.scene import Scene
from scenes.shell.settings import BOT_PACES, SPEEDS
from scenes.ui import theme
from scenes.ui.catalogs import LANGUAGES
from scenes.ui.keyboard import NumberPad
from scenes.ui.text import language, set_language, tr
from scenes.ui.widgets import Button, Choice, FocusGroup, Stepper, Toggle, Widget
from sprites import draw, fonts

PANEL = pygame.Rect(460, 30, 1000, 1020)


class SettingsScene(Scene):
    name = "settings"
    overlay = True

    def enter(self, handover: dict[str, Any]) -> None:
        s = self.services.settings
        self.ui = FocusGroup()
        rows: list[Widget] = []
        x, w = PANEL.x + 50, PANEL.w - 100

        def row(k: int) -> pygame.Rect:
            return pygame.Rect(x, PANEL.y + 100 + k * 78, w, 68)

        shell = self.services.shell
        rows.append(Toggle(row(0), tr("settings.fullscreen"), lambda: shell.fullscreen,
                           lambda v: shell.toggle_fullscreen() if v != shell.fullscreen else None))
        rows.append(Stepper(row(1), tr("settings.volume"), lambda: round(s.volume * 10),
                            lambda v: self._set("volume", v / 10), 0, 10, show=lambda v: f"{v * 10}%"))
        rows.append(Toggle(row(2), tr("settings.muted"), lambda: not s.muted, lambda v: self._set("muted", not v)))
        rows.append(Choice(row(3), tr("settings.speed"), [(v, tr(f"speed.{v}")) for v in SPEEDS],
                           lambda: s.speed, lambda v: self._set("speed", v)))
        rows.append(Choice(row(4), tr("settings.bot_pace"), [(v, tr(f"pace.{v}")) for v in BOT_PACES],
                           lambda: s.bot_pace, lambda v: self._set("bot_pace", v)))
        rows.append(Toggle(row(5), tr("settings.colour_symbols"), lambda: s.colour_symbols,
                           lambda v: self._set("colour_symbols", v)))
        self.kiosk_row = row(6)
        self.kiosk_toggle = Toggle(self.kiosk_row, tr("settings.kiosk"), lambda: s.kiosk,
                                   lambda v: self._set("kiosk", v))
        self.from_flag = bool(getattr(shell, "kiosk_from_flag", False))
        if self.from_flag:  # `--kiosk` decides; the switch shows On and cannot be flipped
            self.kiosk_toggle.get = lambda: True
            self.kiosk_toggle.enabled = False
        rows.append(self.kiosk_toggle)
        rows.append(Stepper(row(7), tr("settings.idle_seconds"), lambda: s.idle_seconds,
                            lambda v: self._set("idle_seconds", v), 15, 600, step=15))
        self.pin_button = Button(row(8), self.pin_label(), self.choose_pin, style="secondary", size=theme.SIZE_BODY)
        rows.append(self.pin_button)
        self.pad: NumberPad | None = None
        self.language = Choice(row(9), tr("settings.language"), list(LANGUAGES.items()), language,
                               self.set_language)
        rows.append(self.language)
        self.note_y = row(9).bottom + 8
        self.done = Button(pygame.Rect(PANEL.centerx - 180, PANEL.bottom - 100, 360, 84), tr("settings.done"),
                           self.close)
        rows.append(self.done)
        self.ui.set(rows, focus=self.language if handover.get("language_changed") else rows[0])

    def set_language(self, code: str) -> None:
        """Speak `code` now and remember it; the page is laid out again in the new words."""
        self._set("language", code)
        set_language(code)
        self.enter({"language_changed": True})

    def pin_label(self) -> str:
        pin = self.services.settings.kiosk_pin
        return tr("settings.pin_set") if pin else tr("settings.pin_none")

    def choose_pin(self) -> None:
        """The host's PIN for the kiosk's Settings and Quit (0 removes it)."""
        self.pad = NumberPad(tr("settings.pin_choose"), self.set_pin, self.close_pad)

    def set_pin(self, digits: str) -> None:
        self._set("kiosk_pin", int(digits))
        self.pin_button.label = self.pin_label()
        self.close_pad()

    def close_pad(self) -> None:
        self.pad = None

    def _set(self, name: str, value: Any) -> None:
        setattr(self.services.settings, name, value)
        if name in ("volume", "muted") and self.services.sounds is not None:
            self.services.sounds.set_volume(self.services.settings.volume)
            self.services.sounds.set_muted(self.services.settings.muted)

    def close(self) -> None:
        self.services.shell.save_settings()
        self.services.screens.close()

    def handle(self, event: ui.UIEvent) -> None:
        if self.pad is not None:
            self.pad.handle(event)
            return
        if event.kind in (ui.BACK, ui.PAUSE):
            self.close()
            return
        self.ui.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw.veil(surface, (10, 8, 6, 150))
        draw.blit_shadow(surface, PANEL, 26, 10, 16, 110)
        surface.blit(draw.panel(PANEL.size, alpha=245, radius=26, border=(120, 90, 60)), PANEL)
        title = fonts.text(tr("settings.title"), theme.SIZE_HEADING, theme.GOLD, "display")
        surface.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.y + 24)))
        self.ui.draw(surface)
        note = self.kiosk_note()
        if note:
            image = fonts.text(note, theme.SIZE_LABEL, theme.GOLD_LIGHT, "bold")
            surface.blit(image, image.get_rect(midtop=(PANEL.centerx, self.note_y)))
        if self.pad is not None:
            self.pad.draw(surface)

    def kiosk_note(self) -> str:
        """What the kiosk switch will really do, when that is not simply what it shows."""
        if self.from_flag:
            return tr("settings.kiosk_from_flag")
        if self.services.shell.kiosk_active and not self.services.settings.kiosk:
            return tr("settings.kiosk_off_next_start")
        return ""
