"""One input layer: mouse, touch, keyboard and gamepad become the same few UI actions.

Scenes only ever see `UIEvent`s, in logical 1920x1080 coordinates, so every screen can be driven
by a finger, a mouse, arrow keys or a game controller alike.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

# Kinds of UI event.
POINTER_DOWN = "pointer_down"
POINTER_UP = "pointer_up"
POINTER_MOVE = "pointer_move"
WHEEL = "wheel"          # delta: +1 up/away, -1 down/toward
PINCH = "pinch"          # amount: > 0 zoom in
NAV = "nav"              # direction: (dx, dy)
CONFIRM = "confirm"      # Enter, Space, gamepad A
BACK = "back"            # Escape, gamepad B
NEXT = "next"            # Tab
PREV = "prev"            # Shift+Tab
ROTATE = "rotate"        # amount: +1 clockwise / -1 (R/E keys, shoulder buttons, right click)
PAUSE = "pause"          # P, gamepad Start
TEXT = "text"            # typed text
ERASE = "erase"          # Backspace
KEY = "key"              # any other key, for game shortcuts
FOCUS_LOST = "focus_lost"
FOCUS_GAINED = "focus_gained"


@dataclass(frozen=True)
class UIEvent:
    kind: str
    pos: tuple[int, int] | None = None
    direction: tuple[int, int] = (0, 0)
    amount: float = 0.0
    text: str = ""
    key: int = 0
    source: str = "mouse"  # mouse, touch, key, pad

    @property
    def is_pointer(self) -> bool:
        return self.kind in (POINTER_DOWN, POINTER_UP, POINTER_MOVE)


NAV_KEYS = {
    pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1),
}
PAD_NAV = {
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (-1, 0), pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (1, 0),
    pygame.CONTROLLER_BUTTON_DPAD_UP: (0, -1), pygame.CONTROLLER_BUTTON_DPAD_DOWN: (0, 1),
}
STICK_THRESHOLD = 20000


class InputMapper:
    """Turns pygame events into UIEvents; knows the window-to-canvas mapping for pointers."""

    def __init__(self, to_logical) -> None:  # to_logical: (x, y) window px -> logical px
        self.to_logical = to_logical
        self.window_size = (1920, 1080)
        self.controllers: dict[int, object] = {}
        self._stick_held: dict[tuple[int, int], bool] = {}

    def open_controller(self, index: int) -> None:
        try:
            from pygame._sdl2 import controller

            if not controller.get_init():
                controller.init()
            if controller.is_controller(index):
                pad = controller.Controller(index)
                self.controllers[pad.as_joystick().get_instance_id()] = pad
        except (ImportError, pygame.error):
            pass

    def _finger_pos(self, event: pygame.event.Event) -> tuple[int, int]:
        w, h = self.window_size
        return self.to_logical((event.x * w, event.y * h))

    def map(self, event: pygame.event.Event) -> list[UIEvent]:
        t = event.type
        if t == pygame.MOUSEMOTION and not getattr(event, "touch", False):
            return [UIEvent(POINTER_MOVE, self.to_logical(event.pos))]
        if t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and not getattr(event, "touch", False):
            if event.button == 1:
                kind = POINTER_DOWN if t == pygame.MOUSEBUTTONDOWN else POINTER_UP
                return [UIEvent(kind, self.to_logical(event.pos))]
            if event.button == 3 and t == pygame.MOUSEBUTTONDOWN:
                return [UIEvent(ROTATE, self.to_logical(event.pos), amount=1)]
            return []
        if t == pygame.MOUSEWHEEL:
            return [UIEvent(WHEEL, None, amount=float(event.y))] if event.y else []
        if t == pygame.FINGERDOWN:
            return [UIEvent(POINTER_DOWN, self._finger_pos(event), source="touch")]
        if t == pygame.FINGERUP:
            return [UIEvent(POINTER_UP, self._finger_pos(event), source="touch")]
        if t == pygame.FINGERMOTION:
            return [UIEvent(POINTER_MOVE, self._finger_pos(event), source="touch")]
        if t == pygame.MULTIGESTURE and abs(event.pinched) > 1e-4:
            return [UIEvent(PINCH, None, amount=float(event.pinched) * 10, source="touch")]
        if t == pygame.KEYDOWN:
            return self._key(event)
        if t == pygame.TEXTINPUT:
            return [UIEvent(TEXT, text=event.text, source="key")]
        if t == pygame.CONTROLLERDEVICEADDED:
            self.open_controller(event.device_index)
            return []
        if t == pygame.CONTROLLERBUTTONDOWN:
            return self._pad_button(event.button)
        if t == pygame.CONTROLLERAXISMOTION:
            return self._pad_axis(event)
        if t == pygame.WINDOWFOCUSLOST:
            return [UIEvent(FOCUS_LOST)]
        if t == pygame.WINDOWFOCUSGAINED:
            return [UIEvent(FOCUS_GAINED)]
        return []

    def _key(self, event: pygame.event.Event) -> list[UIEvent]:
        key = event.key
        if key in NAV_KEYS:
            return [UIEvent(NAV, direction=NAV_KEYS[key], source="key")]
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return [UIEvent(CONFIRM, source="key")]
        if key == pygame.K_ESCAPE:
            return [UIEvent(BACK, source="key")]
        if key == pygame.K_BACKSPACE:
            return [UIEvent(ERASE, source="key")]
        if key == pygame.K_TAB:
            return [UIEvent(PREV if event.mod & pygame.KMOD_SHIFT else NEXT, source="key")]
        if key == pygame.K_r:
            return [UIEvent(ROTATE, amount=1, source="key"), UIEvent(KEY, key=key, source="key")]
        if key == pygame.K_e:
            return [UIEvent(ROTATE, amount=-1, source="key"), UIEvent(KEY, key=key, source="key")]
        if key == pygame.K_p:
            return [UIEvent(PAUSE, source="key")]
        return [UIEvent(KEY, key=key, source="key")]

    def _pad_button(self, button: int) -> list[UIEvent]:
        if button in PAD_NAV:
            return [UIEvent(NAV, direction=PAD_NAV[button], source="pad")]
        if button == pygame.CONTROLLER_BUTTON_A:
            return [UIEvent(CONFIRM, source="pad")]
        if button == pygame.CONTROLLER_BUTTON_B:
            return [UIEvent(BACK, source="pad")]
        if button == pygame.CONTROLLER_BUTTON_START:
            return [UIEvent(PAUSE, source="pad")]
        if button == pygame.CONTROLLER_BUTTON_LEFTSHOULDER:
            return [UIEvent(ROTATE, amount=-1, source="pad")]
        if button == pygame.CONTROLLER_BUTTON_RIGHTSHOULDER:
            return [UIEvent(ROTATE, amount=1, source="pad")]
        if button == pygame.CONTROLLER_BUTTON_Y:
            return [UIEvent(NEXT, source="pad")]
        if button == pygame.CONTROLLER_BUTTON_X:  # "Suggest" at a table with hints (as ? on keys)
            return [UIEvent(KEY, key=pygame.K_SLASH, source="pad")]
        return []

    def _pad_axis(self, event: pygame.event.Event) -> list[UIEvent]:
        """The left stick pushed past a threshold counts as one d-pad press."""
        axis, value = event.axis, event.value
        if axis not in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
            return []
        out: list[UIEvent] = []
        for sign in (-1, 1):
            held = self._stick_held.get((axis, sign), False)
            pushed = value * sign > STICK_THRESHOLD
            if pushed and not held:
                d = (sign, 0) if axis == pygame.CONTROLLER_AXIS_LEFTX else (0, sign)
                out.append(UIEvent(NAV, direction=d, source="pad"))
            self._stick_held[(axis, sign)] = pushed
        return out
