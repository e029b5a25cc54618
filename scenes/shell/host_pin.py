"""The host PIN: chosen twice before a kiosk runs, changed only with the old one.

A kiosk with no PIN was a kiosk any visitor could take over: the four corners opened the host
dialog, and Settings let the visitor set a PIN (one entry, no confirmation) that locked the
host out. So a kiosk does not run without a PIN: the first time kiosk mode starts without one,
this screen comes first and asks for a new PIN twice (the two must match); it has no Cancel and
the corners do nothing meanwhile (scenes/shell/kiosk.py). The host installing a kiosk is the one
in front of it at that moment, which is what a kiosk owner expects of a new device; once chosen
the PIN is kept with the settings. Changing it (Settings) takes the old PIN first, guarded
against guessing like the corners' pad (pin_guard), then the new one twice. Switching kiosk mode
on in Settings without a PIN asks for one here first (Cancel leaves kiosk mode off).

A PIN is 4 to 6 digits and does not start with 0: it is kept as a number, where "0123" would
read as "123" and "0000" as no PIN at all.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.shell import input as ui
from scenes.shell.pin_guard import guard_for
from scenes.shell.scene import Scene
from scenes.ui import theme
from scenes.ui.keyboard import NumberPad
from scenes.ui.text import tr
from sprites import draw, fonts

SHORTEST = 4
LONGEST = 6
PAD_CENTRE = (1290, 540)
TEXT_WIDTH = 860


def pin_problem(digits: str) -> str | None:
    """Why `digits` cannot be a new PIN (a catalog key), or None when they can."""
    if not (digits.isascii() and digits.isdigit()) or not SHORTEST <= len(digits) <= LONGEST \
            or digits.startswith("0"):
        return "pin.rule"
    return None


class PinSteps:
    """Old PIN (when there is one), new PIN, the new PIN again: where a person is and what their
    digits lead to. Pure: the scene shows it and the guard counts the wrong old PINs."""

    def __init__(self, current: int) -> None:
        self.current = current
        self.step = "old" if current else "new"
        self.chosen = ""
        self.result: int | None = None

    def title(self) -> str:
        return {"old": "pin.old", "new": "pin.new", "again": "pin.again"}[self.step]

    def enter(self, digits: str) -> str | None:
        """Take one entry; returns a catalog key saying what went wrong, or None (next step, or
        `result` holds the new PIN when the two entries matched)."""
        if self.step == "old":
            if not (digits.isascii() and digits.isdigit()) or int(digits) != self.current:
                return "kiosk.pin_wrong"
            self.step = "new"
            return None
        if self.step == "new":
            problem = pin_problem(digits)
            if problem is None:
                self.chosen, self.step = digits, "again"
            return problem
        if digits != self.chosen:
            self.chosen, self.step = "", "new"  # both again: a slip in either is possible
            return "pin.mismatch"
        self.result = int(digits)
        return None


class StepPad(NumberPad):
    """The number pad whose message (a wrong or a refused PIN) goes away at the next digit."""

    def add(self, ch: str) -> None:
        self.notice = ()
        super().add(ch)


class HostPinScene(Scene):
    """Choose (twice) or change (old, then new twice) the host PIN.

    Handover: `first=True` when a kiosk may not run on without one (no Cancel); `then_kiosk=True`
    when kiosk mode is switched on once the PIN is chosen (the settings page's switch).
    """

    name = "host_pin"
    overlay = True

    def enter(self, handover: dict[str, Any]) -> None:
        self.first = bool(handover.get("first"))
        self.then_kiosk = bool(handover.get("then_kiosk"))
        self.steps = PinSteps(int(self.services.settings.kiosk_pin))
        self.changing = self.steps.step == "old"
        self.pad = self.make_pad()

    def make_pad(self) -> StepPad:
        row = NumberPad.PAD_KEY + 12  # the Cancel row, left out of a first PIN's pad
        centre = (PAD_CENTRE[0], PAD_CENTRE[1] + (row // 2 if self.first else 0))
        pad = StepPad(tr(self.steps.title()), self.submit, self.cancel, centre=centre, longest=LONGEST)
        if self.first:  # nothing to go back to: the kiosk waits for its PIN
            pad.cancel.visible = False
            pad.ui.set([w for w in pad.ui.widgets if w is not pad.cancel], focus=pad.ui.focus)
            pad.rect.h -= row
        return pad

    def submit(self, digits: str) -> None:
        guard = guard_for(self.services.shell)
        was = self.steps.step
        if was == "old" and guard.wait_left() > 0:
            self.pad.digits = ""
            return  # no try is taken while the pad says to wait
        problem = self.steps.enter(digits)
        if self.steps.result is not None:
            self.done(self.steps.result)
            return
        if was == "old" and problem:
            guard.refused()
        elif was == "old":
            guard.accepted()
        self.pad.title = tr(self.steps.title())
        self.pad.digits = ""
        self.pad.wrong = problem == "kiosk.pin_wrong"
        self.pad.notice = (tr(problem),) if problem and not self.pad.wrong else ()
        self.show_wait()

    def done(self, pin: int) -> None:
        settings = self.services.settings
        settings.kiosk_pin = pin
        if self.then_kiosk:
            settings.kiosk = True
        self.services.shell.save_settings()
        self.services.screens.close(pin_chosen=True)

    def cancel(self) -> None:
        if not self.first and self.services.screens.is_on_top(self):
            self.services.screens.close(pin_chosen=False)

    def show_wait(self) -> None:
        """While wrong old PINs make the pad wait, it says how long (as the corners' pad does)."""
        if self.steps.step != "old":
            return
        seconds = guard_for(self.services.shell).seconds_shown()
        if seconds:
            self.pad.notice = (tr("kiosk.pin_too_many"), tr("kiosk.pin_wait.one", n=seconds))
        elif self.pad.notice and not self.pad.digits and not self.pad.wrong:
            self.pad.notice = ()

    def update(self, dt: float) -> None:
        self.show_wait()

    def handle(self, event: ui.UIEvent) -> None:
        if self.first and event.kind in (ui.BACK, ui.PAUSE):
            return  # no way around the first PIN
        self.pad.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw.veil(surface, (10, 8, 6, 235 if self.first else 215))  # the words beside the pad read alone
        heading = tr("pin.change_title" if self.changing else "pin.choose_title")
        titles = [fonts.text(line, theme.SIZE_HEADING, theme.GOLD, "display")  # wrapped, never shrunk
                  for line in fonts.wrap(heading, theme.SIZE_HEADING, TEXT_WIDTH - 80, "display")]
        body = tr("pin.first_detail" if self.first else "pin.change_detail" if self.changing else "pin.choose_detail")
        lines = [fonts.text(line, theme.SIZE_BODY, theme.CREAM)
                 for line in fonts.wrap(body, theme.SIZE_BODY, TEXT_WIDTH - 100)]
        title_h = sum(image.get_height() for image in titles)
        height = 40 + title_h + 24 + sum(image.get_height() + 6 for image in lines) + 40
        panel = pygame.Rect(0, 0, TEXT_WIDTH, height)
        panel.midright = (self.pad.rect.left - 60, self.pad.rect.centery)  # beside the pad, as tall as its words
        draw.blit_shadow(surface, panel, 26, 10, 16, 110)
        surface.blit(draw.panel(panel.size, alpha=245, radius=26, border=(120, 90, 60)), panel)
        y = panel.y + 40
        for image in titles:
            surface.blit(image, image.get_rect(midtop=(panel.centerx, y)))
            y += image.get_height()
        y += 24
        for image in lines:
            surface.blit(image, (panel.x + 50, y))
            y += image.get_height() + 6
        self.pad.draw(surface)
