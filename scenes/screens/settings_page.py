"""Settings: language, text size, colours, reduced motion, fullscreen, volume, sound, animation
and bot speed, kiosk.

In kiosk mode this page is the host's: visitors reach it only through the secret gesture. The
kiosk switch says what it will do: started with `--kiosk` it cannot be switched off here, and
switched off it takes effect at the next start (the page says so instead of pretending); switched
on without a host PIN it asks for one first. A running kiosk stays fullscreen, so its Fullscreen
switch shows On, cannot be flipped, and the page says why. The host PIN is chosen twice and
changed only with the old one (the "host_pin" screen, scenes/shell/host_pin.py).
Choosing a language redraws this page in it at once; the screens beneath follow when it closes.
A kiosk visitor opens the page with `visitor=True` from the pause menu: then it holds only the
text size and reduced motion, for their own game (the attract mode puts back the host's choice).
Text size and colours apply at once (the page is laid out again at the new size).
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.shell import input as ui
from scenes.shell.scene import Scene
from scenes.shell.settings import BOT_PACES, SPEEDS, apply_looks, remember_host
from scenes.ui import theme
from scenes.ui.catalogs import LANGUAGES
from scenes.ui.text import language, set_language, tr
from scenes.ui.widgets import Button, Choice, FocusGroup, Stepper, Toggle, Widget
from sprites import draw, fonts
from sprites.fonts import TEXT_SIZES
from sprites.palette import PALETTES

PANEL = pygame.Rect(60, 30, 1800, 1020)  # two columns of rows
VISITOR_PANEL = pygame.Rect(460, 200, 1000, 620)


class SettingsScene(Scene):
    name = "settings"
    overlay = True

    def enter(self, handover: dict[str, Any]) -> None:
        s = self.services.settings
        self.handover = handover
        self.visitor = bool(handover.get("visitor"))
        self.panel = VISITOR_PANEL if self.visitor else PANEL
        self.ui = FocusGroup()
        rows: list[Widget] = []
        columns = 1 if self.visitor else 2
        gap = 40
        w = (self.panel.w - 100 - gap * (columns - 1)) // columns
        pitch = max(78, fonts.px(62) + 16)

        top = self.panel.y + 34 + fonts.font(theme.SIZE_HEADING, "display").get_height()

        def row(k: int, column: int = 0) -> pygame.Rect:
            return pygame.Rect(self.panel.x + 50 + column * (w + gap), top + k * pitch, w, pitch - 10)

        access = [
            Choice(row(0), tr("settings.text_size"), [(v, tr(f"text_size.{v}")) for v in TEXT_SIZES],
                   lambda: s.text_size, lambda v: self._set("text_size", v)),
            Toggle(row(1), tr("settings.reduced_motion"), lambda: s.reduced_motion,
                   lambda v: self._set("reduced_motion", v)),
        ]
        self.kiosk_toggle = None
        self.language = None
        self.from_flag = False
        if self.visitor:
            rows += access
            self.note_y = row(2).top + 6
        else:  # the first column keeps the page's old order (keys and pads learnt it)
            shell = self.services.shell
            self.fullscreen = Toggle(row(0), tr("settings.fullscreen"), lambda: shell.fullscreen,
                                     lambda v: shell.toggle_fullscreen() if v != shell.fullscreen else None)
            if shell.kiosk_active:  # a kiosk always fills the screen: On, fixed, and the page says why
                self.fullscreen.get, self.fullscreen.enabled = (lambda: True), False
            rows.append(self.fullscreen)
            rows.append(Stepper(row(1), tr("settings.volume"), lambda: round(s.volume * 10),
                                lambda v: self._set("volume", v / 10), 0, 10, show=lambda v: f"{v * 10}%"))
            rows.append(Toggle(row(2), tr("settings.muted"), lambda: not s.muted,
                               lambda v: self._set("muted", not v)))
            rows.append(Choice(row(3), tr("settings.speed"), [(v, tr(f"speed.{v}")) for v in SPEEDS],
                               lambda: s.speed, lambda v: self._set("speed", v)))
            rows.append(Choice(row(4), tr("settings.bot_pace"), [(v, tr(f"pace.{v}")) for v in BOT_PACES],
                               lambda: s.bot_pace, lambda v: self._set("bot_pace", v)))
            self.language = Choice(row(5), tr("settings.language"), list(LANGUAGES.items()), language,
                                   self.set_language)
            rows.append(self.language)
            access[0].rect, access[1].rect = row(0, 1), row(2, 1)
            rows += [access[0],
                     Choice(row(1, 1), tr("settings.palette"), [(v, tr(f"palette.{v}")) for v in PALETTES],
                            lambda: s.palette, lambda v: self._set("palette", v)),
                     access[1]]
            self.kiosk_row = row(3, 1)
            self.kiosk_toggle = Toggle(self.kiosk_row, tr("settings.kiosk"), lambda: s.kiosk, self.set_kiosk)
            self.from_flag = bool(getattr(shell, "kiosk_from_flag", False))
            if self.from_flag:  # `--kiosk` decides; the switch shows On and cannot be flipped
                self.kiosk_toggle.get = lambda: True
                self.kiosk_toggle.enabled = False
            rows.append(self.kiosk_toggle)
            rows.append(Stepper(row(4, 1), tr("settings.idle_seconds"), lambda: s.idle_seconds,
                                lambda v: self._set("idle_seconds", v), 15, 600, step=15))
            self.pin_button = Button(row(5, 1), self.pin_label(), self.choose_pin, style="secondary",
                                     size=theme.SIZE_BODY)
            rows.append(self.pin_button)
            self.note_y = row(6, 1).top + 6
            self.fullscreen_note_rect = row(6, 0)
        self.done = Button(pygame.Rect(self.panel.centerx - 180, self.panel.bottom - 100, 360, 84),
                           tr("settings.done"), self.close)
        rows.append(self.done)
        focus = handover.get("focus_index")
        if handover.get("language_changed") and self.language is not None:
            first = self.language
        elif isinstance(focus, int) and 0 <= focus < len(rows):
            first = rows[focus]
        else:  # a fixed switch (a kiosk's Fullscreen) is not where keys and pads begin
            first = next((w for w in rows if getattr(w, "enabled", True)), rows[0])
        self.ui.set(rows, focus=first)

    def set_language(self, code: str) -> None:
        """Speak `code` now and remember it; the page is laid out again in the new words."""
        self._set("language", code)
        set_language(code)
        self.enter({"language_changed": True})

    def pin_label(self) -> str:
        pin = self.services.settings.kiosk_pin
        return tr("settings.pin_set") if pin else tr("settings.pin_none")

    def choose_pin(self) -> None:
        """The host's PIN for the kiosk's Settings and Quit: chosen twice, changed with the old one."""
        self.services.screens.open("host_pin")

    def set_kiosk(self, on: bool) -> None:
        """Kiosk mode on needs a host PIN first (a kiosk never runs without one); off is at once."""
        if on and not self.services.settings.kiosk_pin:
            self.services.screens.open("host_pin", then_kiosk=True)
            return
        self._set("kiosk", on)

    def resume(self, result: dict[str, Any]) -> None:
        """Back from the PIN screen: the PIN's row (and the kiosk switch, maybe on now) says so."""
        if hasattr(self, "pin_button"):
            self.pin_button.label = self.pin_label()

    def _set(self, name: str, value: Any) -> None:
        setattr(self.services.settings, name, value)
        if not self.visitor:  # the host's own choice, kept even if the program stops with the page open
            remember_host(self.services.settings)
        if name in ("text_size", "palette", "reduced_motion"):
            apply_looks(self.services.settings)
            if name != "reduced_motion":  # laid out again at the new size, focus kept
                index = self.ui.widgets.index(self.ui.focus) if self.ui.focus in self.ui.widgets else 0
                self.enter({**self.handover, "focus_index": index, "language_changed": False})
        if name in ("volume", "muted") and self.services.sounds is not None:
            self.services.sounds.set_volume(self.services.settings.volume)
            self.services.sounds.set_muted(self.services.settings.muted)

    def close(self) -> None:
        if not self.visitor:  # a visitor's choice is for their game only, never kept
            remember_host(self.services.settings)  # first: what is kept is the host's choice
            self.services.shell.save_settings()
        self.services.screens.close()

    def handle(self, event: ui.UIEvent) -> None:
        if event.kind in (ui.BACK, ui.PAUSE):
            self.close()
            return
        self.ui.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw.veil(surface, (10, 8, 6, 150))
        panel = self.panel
        draw.blit_shadow(surface, panel, 26, 10, 16, 110)
        surface.blit(draw.panel(panel.size, alpha=245, radius=26, border=(120, 90, 60)), panel)
        heading = tr("pause.display") if self.visitor else tr("settings.title")
        size = fonts.fit_size(heading, theme.SIZE_HEADING, panel.w - 80, "display", minimum=40)
        title = fonts.text(heading, size, theme.GOLD, "display")
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + 24)))
        self.ui.draw(surface)
        note = tr("settings.visitor_note") if self.visitor else self.kiosk_note()
        if note:
            column = self.kiosk_row if self.kiosk_toggle is not None else panel.inflate(-100, 0)
            left = column.x if not self.visitor else panel.x + 50
            width = column.w if not self.visitor else panel.w - 100
            y = self.note_y
            for line in fonts.wrap(note, theme.SIZE_LABEL, width, "bold"):
                image = fonts.text(line, theme.SIZE_LABEL, theme.GOLD_LIGHT, "bold")
                surface.blit(image, (left, y))
                y += image.get_height()
        if not self.visitor and not self.fullscreen.enabled:
            rect = self.fullscreen_note_rect
            for k, line in enumerate(fonts.wrap(tr("settings.fullscreen_kiosk"), theme.SIZE_LABEL, rect.w, "bold")):
                image = fonts.text(line, theme.SIZE_LABEL, theme.GOLD_LIGHT, "bold")
                surface.blit(image, (rect.x, rect.top + 6 + k * image.get_height()))

    def kiosk_note(self) -> str:
        """What the kiosk switch will really do, when that is not simply what it shows."""
        if self.from_flag:
            return tr("settings.kiosk_from_flag")
        if self.services.shell.kiosk_active and not self.services.settings.kiosk:
            return tr("settings.kiosk_off_next_start")
        return ""
