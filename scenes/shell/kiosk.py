"""Kiosk mode: no way out for passers-by, a hidden cursor, idle tracking and what idle leads to.

On a touchscreen at an event, or a TV left running all evening, the program must not be closed
by a stray Escape, Alt+F4 or the window's close button. The one way out is a secret gesture,
documented here and in the report, that asks for confirmation first:

* touch or click the four corners of the screen in turn, clockwise from the top left
  (top left, top right, bottom right, bottom left), each within 8 seconds of the first; or
* on a keyboard, press Ctrl+Shift+Q.

Then the host PIN. A kiosk does not run without one: started (or switched on) with none, the
first thing it shows is the host PIN screen (scenes/shell/host_pin.py), which asks for a new
PIN twice and has no way around it; the corners and Ctrl+Shift+Q do nothing meanwhile. A run
with `--frames N` (tests, CI, screenshots) ends by itself after N frames and has nobody at it to
type a PIN, so it is not asked; every other start is.

Idle time (no pointer, key, pad or touch input) is tracked here for every mode, but only a kiosk
acts on it: an idle menu turns into the attract mode, and a game with people at it asks
"Still playing?" after a long idle, counts down where the visitor can see it (any input answers),
and then starts the attract mode, where the next visitor starts fresh. Outside kiosk mode nothing
leaves a game but a person: a host's table waits for its people however long they are away.
"""

from __future__ import annotations

import contextlib
import sys
from typing import TYPE_CHECKING, Any

import pygame

from scenes.shell import input as ui
from scenes.shell.pin_guard import guard_for
from scenes.shell.scene import Scene
from scenes.ui import theme
from scenes.ui.keyboard import NumberPad
from scenes.ui.text import tr
from scenes.ui.widgets import Button, FocusGroup
from sprites import draw, fonts

if TYPE_CHECKING:
    from scenes.shell.app import App

CURSOR_HIDE_AFTER = 3.0
CORNER = 100  # logical px; the menu keeps its buttons out of these squares
GESTURE_SECONDS = 8.0
AXIS_THRESHOLD = 12000  # a resting stick's noise is not a person

PRESS_TYPES = (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN, pygame.KEYDOWN, pygame.MOUSEWHEEL,
               pygame.CONTROLLERBUTTONDOWN, pygame.JOYBUTTONDOWN)
INPUT_TYPES = (*PRESS_TYPES, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP, pygame.FINGERUP,
               pygame.FINGERMOTION, pygame.KEYUP, pygame.TEXTINPUT, pygame.MULTIGESTURE,
               pygame.CONTROLLERBUTTONUP, pygame.JOYBUTTONUP)


def is_user_input(event: pygame.event.Event) -> bool:
    """True when a person did something (window and device events do not count)."""
    if event.type in (pygame.CONTROLLERAXISMOTION, pygame.JOYAXISMOTION):
        return abs(getattr(event, "value", 0)) > AXIS_THRESHOLD
    return event.type in INPUT_TYPES


def is_press(event: pygame.event.Event) -> bool:
    """A touch, click, key or pad button: what wakes the attract mode (a moved mouse does not)."""
    return event.type in PRESS_TYPES


def corner_of(pos: tuple[int, int]) -> int | None:
    """0..3 for the corners clockwise from top left, None elsewhere.

    Positions outside the canvas (the letterbox bars of a 4:3 screen) count for the nearest
    corner, so the physical corners of any screen work.
    """
    x, y = pos
    left, right = x < CORNER, x >= theme.WIDTH - CORNER
    top, bottom = y < CORNER, y >= theme.HEIGHT - CORNER
    if top and left:
        return 0
    if top and right:
        return 1
    if bottom and right:
        return 2
    if bottom and left:
        return 3
    return None


class SecretExit:
    """Recognises the four-corner gesture: corners 0, 1, 2, 3 in turn within a time limit."""

    def __init__(self) -> None:
        self.reached = 0
        self.elapsed = 0.0

    def tick(self, dt: float) -> None:
        if self.reached:
            self.elapsed += dt
            if self.elapsed > GESTURE_SECONDS:
                self.reached = 0

    def press(self, pos: tuple[int, int]) -> bool:
        """A pointer press; True when it completes the gesture."""
        corner = corner_of(pos)
        if corner == self.reached:
            if corner == 0:
                self.elapsed = 0.0
            self.reached += 1
            if self.reached == 4:
                self.reached = 0
                return True
            return False
        self.reached = 1 if corner == 0 else 0  # a wrong press starts over
        self.elapsed = 0.0
        return False


class Kiosk:
    """Per-app kiosk state: idle clock, cursor, quit refusal and the secret way out.

    Kiosk mode is on when the app started with `--kiosk` or the setting; switching the setting
    on takes effect at once, switching it off only at the next start (otherwise the settings
    page would be an open door).
    """

    def __init__(self, app: App) -> None:
        self.app = app
        self.started_on = bool(app.opts.kiosk or app.settings.kiosk)
        self.idle = 0.0
        self.still_mouse = 0.0
        self.cursor_visible = True
        self.secret = SecretExit()
        self.ended: tuple[int, float] | None = None  # (id of) an ended game on screen, when it ended

    @property
    def active(self) -> bool:
        return self.started_on or bool(self.app.settings.kiosk)

    # ------------------------------------------------------------ input

    def raw_event(self, event: pygame.event.Event) -> bool:
        """See every pygame event first; True when the kiosk used it up."""
        if is_user_input(event):
            self.idle = 0.0
        if event.type == pygame.MOUSEMOTION and not getattr(event, "touch", False):
            self.still_mouse = 0.0
            self._show_cursor(True)
        if not self.active or event.type != pygame.KEYDOWN:
            return False
        mods = getattr(event, "mod", 0)
        if event.key == pygame.K_F4 and mods & pygame.KMOD_ALT:
            self.refuse_quit()
            return True
        if event.key == pygame.K_q and mods & pygame.KMOD_CTRL and mods & pygame.KMOD_SHIFT:
            self.ask_to_quit()
            return True
        return False

    @staticmethod
    def wakes(event: pygame.event.Event) -> bool:
        """Whether a raw event wakes a sleeping screen (the attract mode)."""
        return is_press(event)

    def ui_event(self, event: ui.UIEvent) -> bool:
        """Watch pointer presses for the corner gesture; True when it opened the dialog."""
        if not self.active or event.kind != ui.POINTER_DOWN or event.pos is None:
            return False
        if self.secret.press(event.pos):
            self.ask_to_quit()
            return True
        return False

    def refuse_quit(self) -> None:
        if self.app.opts.verbose:
            print("quit: refused (kiosk mode)", file=sys.stderr, flush=True)

    def asks_for_pin(self) -> bool:
        """A kiosk with no host PIN that a person may be at: it asks for one before anything else."""
        return self.active and not self.app.settings.kiosk_pin and self.app.opts.frames is None

    def ask_to_quit(self) -> None:
        if any(isinstance(s, QuitConfirmScene) or s.name == "host_pin" for s in self.app.manager.stack):
            return  # (the first PIN is chosen before the host dialog can open)
        self.app.screens.open("quit_confirm")

    # ------------------------------------------------------------ time

    def update(self, dt: float) -> None:
        self.idle += dt
        self.still_mouse += dt
        self.secret.tick(dt)
        if self.active and self.cursor_visible and self.still_mouse >= CURSOR_HIDE_AFTER:
            self._show_cursor(False)

    def _show_cursor(self, visible: bool) -> None:
        if visible == self.cursor_visible:
            return
        self.cursor_visible = visible
        with contextlib.suppress(pygame.error):  # no mouse at all (some kiosks)
            pygame.mouse.set_visible(visible)

    def still_playing_after(self) -> float:
        """Idle seconds in a game before "Still playing?": twice the idle time, at least a minute
        (except when `--idle-seconds` asks for short times, as tests do)."""
        idle = float(self.app.settings.idle_seconds)
        return 2 * idle if self.app.opts.idle_seconds is not None else max(60.0, 2 * idle)

    def countdown(self) -> float:
        """Seconds "Still playing?" counts down before the attract mode starts over."""
        return float(min(10, max(3, self.app.settings.idle_seconds)))

    def idle_policy(self) -> None:
        """What a long idle leads to; called once per step. Outside kiosk mode nothing: a game
        waits for its people, and a start-up imports no attract mode."""
        if not self.active:
            return
        from scenes.screens.attract import AttractScene
        from scenes.screens.still_playing import StillPlayingScene
        from scenes.table.game_scene import GameScene

        stack = self.app.manager.stack
        if not stack or self.app.manager.has_pending:
            return
        if any(s.name == "host_pin" for s in stack):
            return  # the host is choosing the PIN: nothing times out under it
        if self.asks_for_pin():
            self.app.screens.open("host_pin", first=True)
            return
        if any(isinstance(s, (StillPlayingScene, AttractScene)) or s.name == "rest" for s in stack):
            return  # (a kiosk resting after a burst of faults starts the attract mode itself)
        game = next((s for s in stack if isinstance(s, GameScene)), None)
        if game is not None:
            if game.finished or game.match.is_over():
                # An ended game shows its results by itself (and they reset the idle clock); one
                # still held on screen well past that goes back to the attract mode in kiosk mode.
                if self.ended is None or self.ended[0] != id(game):
                    self.ended = (id(game), game.time)
                held = float(getattr(game, "final_hold", 0.0)) + float(getattr(game, "results_beat", 0.0))
                over_for = game.time - self.ended[1]
                if (self.active and not getattr(game, "demo", False) and self.idle >= self.app.settings.idle_seconds
                        and over_for >= self.app.settings.idle_seconds + held):
                    self.app.screens.start_over("attract")
                return
            if (self.active and not getattr(game, "demo", False) and game.humans() and not game.replay_queue
                    and self.idle >= self.still_playing_after()):
                self.app.screens.open("still_playing", countdown=self.countdown())
            return
        if self.active and self.idle >= self.app.settings.idle_seconds:
            self.app.screens.start_over("attract")


class QuitConfirmScene(Scene):
    """"Quit Tumble Table?" with the safe answer focused, so a stray Enter keeps it running."""

    name = "kiosk_quit"
    overlay = True
    PANEL = pygame.Rect(560, 300, 800, 480)

    def enter(self, handover: dict[str, Any]) -> None:
        self.ui = FocusGroup()
        p = self.PANEL
        self.stay = Button(pygame.Rect(p.x + 40, p.bottom - 150, 260, 104), tr("kiosk.quit_no"), self.close)
        # The host's door: Settings (kiosk on/off, sound, idle time) only behind the secret gesture.
        self.host_settings = Button(pygame.Rect(p.x + 320, p.bottom - 150, 220, 104), tr("kiosk.host_settings"),
                                    lambda: self.services.screens.open("settings", host=True), style="secondary")
        self.leave_button = Button(pygame.Rect(p.right - 240, p.bottom - 150, 200, 104), tr("kiosk.quit_yes"),
                                   self.services.shell.quit_now, style="danger")
        self.ui.set([self.stay, self.host_settings, self.leave_button], focus=self.stay)
        from scenes.screens.initials import clear_board_button  # the visitors' board: the host clears it

        self.clear_board = clear_board_button(self.services, pygame.Rect(p.x + 40, p.y - 130, p.w - 80, 100))
        if self.clear_board is not None:
            self.ui.set([*self.ui.widgets, self.clear_board], focus=self.stay)
        # With a host PIN set, the gesture alone is not enough: the PIN comes first.
        self.pad: NumberPad | None = None
        if self.services.settings.kiosk_pin:
            self.pad = NumberPad(tr("kiosk.pin_title"), self.check_pin, self.close)
            self.show_wait()

    def check_pin(self, digits: str) -> None:
        """The right PIN opens the dialog; a wrong one counts towards a wait (pin_guard), and
        no try is taken while the pad says to wait."""
        guard = guard_for(self.services.shell)
        if guard.wait_left() <= 0 and digits.isascii() and digits.isdigit() \
                and int(digits) == self.services.settings.kiosk_pin:
            guard.accepted()
            self.pad = None
            return
        if guard.wait_left() <= 0:
            guard.refused()
        if self.pad is not None:
            self.pad.digits, self.pad.wrong = "", True
        self.show_wait()

    def show_wait(self) -> None:
        """The pad says how long to wait before the next try, in whole seconds, while it lasts."""
        if self.pad is None:
            return
        seconds = guard_for(self.services.shell).seconds_shown()
        self.pad.notice = (tr("kiosk.pin_too_many"), tr("kiosk.pin_wait.one", n=seconds)) if seconds else ()

    def update(self, dt: float) -> None:
        self.show_wait()

    def close(self) -> None:
        if self.services.screens.is_on_top(self):
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
        draw.veil(surface, (10, 8, 6, 170))
        if self.pad is not None:
            self.pad.draw(surface)
            return
        p = self.PANEL
        draw.blit_shadow(surface, p, 26, 10, 16, 110)
        surface.blit(draw.panel(p.size, alpha=245, radius=26, border=(120, 90, 60)), p)
        title = fonts.text(tr("kiosk.quit_title"), theme.SIZE_HEADING, theme.GOLD, "display")
        surface.blit(title, title.get_rect(midtop=(p.centerx, p.y + 50)))
        y = p.y + 150
        for line in fonts.wrap(tr("kiosk.quit_detail"), theme.SIZE_BODY, p.w - 100):
            image = fonts.text(line, theme.SIZE_BODY, theme.CREAM)
            surface.blit(image, image.get_rect(midtop=(p.centerx, y)))
            y += 42
        self.ui.draw(surface)
