"""Drive the real, in-process App with one input device only: taps, keys or a gamepad.

The driver finds where a widget is (as a person sees it), and then reaches it the way that
device can: a finger taps its centre; keys press Tab until it has focus and then Enter; a pad
presses Y (next) until it has focus and then A. Only pygame events reach the program, through
the App's own event handling, so a screen that one device cannot reach fails here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scenes.shell import cli
from scenes.shell.app import App
from scenes.ui import theme

DEVICES = ("tap", "keys", "pad")


class Driver:
    def __init__(self, device: str, args: list[str]) -> None:
        self.device = device
        self.app = App(cli.parse([*args, "--frames", "1"]))
        self.app.first_scene()
        self.app.manager.apply_pending()
        self.frame = 0

    # ------------------------------------------------------------ time

    def run(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.step(theme.STEP)
            if self.frame % 8 == 0:  # draw often enough to catch a broken screen, not every step
                self.app.manager.draw(self.app.canvas)
            self.frame += 1

    def run_until(self, done: Callable[[], bool], limit: int, skip_motion: bool = False) -> None:
        """Step until `done()`; with `skip_motion` the device's own skip input (a tap on bare felt,
        Enter, A) is given every few frames, as an impatient player would."""
        for k in range(limit):
            if done():
                return
            if skip_motion and k % 3 == 0:
                self.skip()
            self.run()
        raise AssertionError(f"not reached in {limit} frames; on screen: {self.top.name} "
                             f"{[s.name for s in self.app.manager.stack]}")

    @property
    def top(self) -> Any:
        return self.app.manager.active

    # ------------------------------------------------------------ input

    def send(self, event: pygame.event.Event) -> None:
        self.app.handle_pygame_event(event)

    def key(self, key: int, mod: int = 0) -> None:
        self.send(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        self.send(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.run(2)

    def pad(self, button: int) -> None:
        self.send(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=0))
        self.send(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button, instance_id=0))
        self.run(2)

    def tap_at(self, pos: tuple[int, int]) -> None:
        w, h = self.app.window.get_size()
        wx, wy = self.app.to_window(pos)
        for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
            self.send(pygame.event.Event(kind, x=wx / w, y=wy / h, dx=0.0, dy=0.0, touch_id=1, finger_id=0,
                                         pressure=1.0))
        self.run(2)

    def skip(self) -> None:
        if self.device == "tap":
            self.tap_at((400, 1060))  # bare felt near the bottom edge (away from the kiosk corners)
        elif self.device == "keys":
            self.key(pygame.K_RETURN)
        else:
            self.pad(pygame.CONTROLLER_BUTTON_A)

    def open_menu(self) -> None:
        """The table's pause menu: the on-screen Menu button, Escape, or the pad's Start."""
        if self.device == "tap":
            self.tap_at(self.top.chrome.menu.rect.center)
        elif self.device == "keys":
            self.key(pygame.K_ESCAPE)
        else:
            self.pad(pygame.CONTROLLER_BUTTON_START)

    def press(self, find: Callable[[Any], bool], group: Any = None) -> None:
        """Activate the widget of the top screen's focus group for which `find(widget)` holds."""
        group = group if group is not None else self.top.ui
        target = next(w for w in group.widgets if w.visible and find(w))
        if self.device == "tap":
            self.tap_at(target.rect.center)
            return
        for _ in range(len(group.widgets) + 1):
            if group.focus is target:
                break
            if self.device == "keys":
                self.key(pygame.K_TAB)
            else:
                self.pad(pygame.CONTROLLER_BUTTON_Y)
        assert group.focus is target, f"{self.device} cannot focus {target!r}"
        if self.device == "keys":
            self.key(pygame.K_RETURN)
        else:
            self.pad(pygame.CONTROLLER_BUTTON_A)

    def press_label(self, label: str, group: Any = None) -> None:
        self.press(lambda w: getattr(w, "label", None) == label, group)

    def draw_for_each_input(self) -> None:
        """Draw the top screen as each input's person reads it (a table words its hints for the
        input used last: scenes/table/input_words.py), then give it back the input it had."""
        from scenes.table.input_words import KINDS

        scene = self.top
        before = getattr(scene, "input_kind", "touch")
        for kind in KINDS:
            scene.input_kind = kind
            self.app.manager.draw(self.app.canvas)
        scene.input_kind = before

    def close(self) -> None:
        self.app.finish()
