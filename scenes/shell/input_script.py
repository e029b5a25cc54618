"""Scripted input for tests and demos: timed clicks, taps, drags, keys and pad buttons.

A script is a JSON list of steps, each with a `frame` and a `type`:

    {"frame": 10, "type": "click", "x": 960, "y": 540}           # mouse press and release
    {"frame": 10, "type": "tap", "x": 960, "y": 540}             # finger down and up
    {"frame": 10, "type": "drag", "x": 100, "y": 100, "to_x": 600, "to_y": 400, "frames": 20}
    {"frame": 10, "type": "move", "x": 300, "y": 300}            # pointer hover
    {"frame": 10, "type": "wheel", "dy": -1}
    {"frame": 10, "type": "key", "key": "return"}                # pygame key names
    {"frame": 10, "type": "pad", "button": "a"}                  # a, b, x, y, start, back,
                                                                 # dpad_up/down/left/right, leftshoulder, rightshoulder
    {"frame": 10, "type": "text", "text": "Ana"}
    {"frame": 10, "type": "resize", "w": 1280, "h": 720}
    {"frame": 99, "type": "quit"}

Coordinates are on the logical 1920x1080 canvas; they are turned into window pixels and posted
as real pygame events, so they pass through exactly the same input layer as a person's hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

KINDS = {"click", "tap", "drag", "move", "wheel", "key", "pad", "text", "resize", "quit", "focus"}
PAD_BUTTONS = {
    "a": "CONTROLLER_BUTTON_A", "b": "CONTROLLER_BUTTON_B", "x": "CONTROLLER_BUTTON_X",
    "y": "CONTROLLER_BUTTON_Y", "start": "CONTROLLER_BUTTON_START", "back": "CONTROLLER_BUTTON_BACK",
    "dpad_up": "CONTROLLER_BUTTON_DPAD_UP", "dpad_down": "CONTROLLER_BUTTON_DPAD_DOWN",
    "dpad_left": "CONTROLLER_BUTTON_DPAD_LEFT", "dpad_right": "CONTROLLER_BUTTON_DPAD_RIGHT",
    "leftshoulder": "CONTROLLER_BUTTON_LEFTSHOULDER", "rightshoulder": "CONTROLLER_BUTTON_RIGHTSHOULDER",
}


KEYS = {name[2:].lower(): getattr(pygame, name) for name in dir(pygame) if name.startswith("K_")}
KEYS.update({"enter": pygame.K_RETURN, "esc": pygame.K_ESCAPE})


class ScriptError(ValueError):
    """A script step that cannot be used."""


MAX_STEPS = 1_000_000
MAX_FRAME = 10_000_000  # about 46 hours at 60 frames a second
MAX_DRAG_FRAMES = 600  # a drag longer than 10 s is a mistake (and would post millions of events)
COORD = 100_000  # far outside any screen, still a sane number
_NEEDS = {"click": ("x", "y"), "tap": ("x", "y"), "move": ("x", "y"),
          "drag": ("x", "y", "to_x", "to_y"), "wheel": ("dy",), "key": ("key",),
          "pad": ("button",), "text": ("text",), "resize": ("w", "h")}


def _number(value: Any, lo: float, hi: float) -> bool:
    """A finite int or float (never a bool) within [lo, hi]."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return lo <= value <= hi  # NaN fails both comparisons


def _whole(value: Any, lo: int, hi: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi


def _step_problem(i: int, step: Any) -> str | None:
    """The first thing wrong with one step, as a sentence, or None."""
    if not isinstance(step, dict):
        return f"step {i} is not an object"
    kind = step.get("type")
    if not isinstance(kind, str) or kind not in KINDS:
        return f"step {i} has unknown type {kind!r}"[:120]
    if not _whole(step.get("frame"), 0, MAX_FRAME):
        return f"step {i} needs a whole frame number from 0 to {MAX_FRAME}"
    for name in _NEEDS.get(kind, ()):
        if name not in step:
            return f"step {i} ({kind}) needs {name!r}"
    for name in ("x", "y", "to_x", "to_y"):
        if name in _NEEDS.get(kind, ()) and not _number(step[name], -COORD, COORD):
            return f"step {i} ({kind}): {name} must be a number from {-COORD} to {COORD}"
    if kind == "drag" and "frames" in step and not _whole(step["frames"], 1, MAX_DRAG_FRAMES):
        return f"step {i} (drag): frames must be a whole number from 1 to {MAX_DRAG_FRAMES}"
    if kind == "wheel" and not _number(step["dy"], -100, 100):
        return f"step {i} (wheel): dy must be a number from -100 to 100"
    if kind == "key" and (not isinstance(step["key"], str) or step["key"].lower() not in KEYS):
        return f"step {i} names an unknown key {step['key']!r}"[:120]
    if kind == "pad" and (not isinstance(step["button"], str) or step["button"] not in PAD_BUTTONS):
        return f"step {i} names an unknown pad button {step['button']!r}"[:120]
    if kind == "text" and (not isinstance(step["text"], str) or len(step["text"]) > 1000):
        return f"step {i} (text): text must be text of at most 1000 characters"
    if kind == "resize" and not (_whole(step["w"], 320, 7680) and _whole(step["h"], 240, 4320)):
        return f"step {i} (resize): w and h must be whole numbers from 320x240 to 7680x4320"
    for name in ("shift", "lost"):
        if name in step and not isinstance(step[name], bool):
            return f"step {i}: {name} must be true or false"
    return None


def check_script(data: Any) -> list[dict[str, Any]]:
    """Validate a parsed script: every value has the type and range the player needs, so a
    script can neither crash nor hang the program. Returns the steps sorted by frame."""
    if not isinstance(data, list):
        raise ScriptError("it must be a JSON list of steps")
    if len(data) > MAX_STEPS:
        raise ScriptError(f"it has more than {MAX_STEPS} steps")
    for i, step in enumerate(data, start=1):
        problem = _step_problem(i, step)
        if problem:
            raise ScriptError(problem)
    return sorted(data, key=lambda s: s["frame"])


class ScriptPlayer:
    """Posts each step's pygame events when its frame comes."""

    def __init__(self, steps: list[dict[str, Any]],
                 to_window: Callable[[tuple[float, float]], tuple[int, int]],
                 window_size: Callable[[], tuple[int, int]]) -> None:
        self.to_window = to_window
        self.window_size = window_size
        self.timeline: dict[int, list[pygame.event.Event]] = {}
        self.steps = steps
        self._expanded = False

    def _at(self, frame: int, event: pygame.event.Event) -> None:
        self.timeline.setdefault(frame, []).append(event)

    def _expand(self) -> None:
        for step in self.steps:
            self._expand_step(step)
        self._expanded = True

    def _expand_step(self, step: dict[str, Any]) -> None:
        f, kind = step["frame"], step["type"]
        if kind in ("click", "move", "drag", "tap"):
            pos = self.to_window((step["x"], step["y"]))
        if kind == "move":
            self._at(f, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        elif kind == "click":
            self._at(f, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            self._at(f, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            self._at(f + 1, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        elif kind == "tap":
            w, h = self.window_size()
            x, y = pos[0] / w, pos[1] / h
            common = {"touch_id": 1, "finger_id": 1, "x": x, "y": y, "dx": 0.0, "dy": 0.0, "pressure": 1.0}
            self._at(f, pygame.event.Event(pygame.FINGERDOWN, **common))
            self._at(f + 1, pygame.event.Event(pygame.FINGERUP, **common))
        elif kind == "drag":
            end = self.to_window((step["to_x"], step["to_y"]))
            n = max(1, int(step.get("frames", 10)))
            self._at(f, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            self._at(f, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            for i in range(1, n + 1):
                p = (round(pos[0] + (end[0] - pos[0]) * i / n), round(pos[1] + (end[1] - pos[1]) * i / n))
                self._at(f + i, pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
            self._at(f + n + 1, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        elif kind == "wheel":
            self._at(f, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=int(step["dy"]), flipped=False,
                                           precise_x=0.0, precise_y=float(step["dy"])))
        elif kind == "key":
            code = KEYS[str(step["key"]).lower()]
            mod = pygame.KMOD_SHIFT if step.get("shift") else 0
            self._at(f, pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
            self._at(f + 1, pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0))
        elif kind == "pad":
            button = getattr(pygame, PAD_BUTTONS[step["button"]])
            self._at(f, pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=button))
            self._at(f + 1, pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=button))
        elif kind == "text":
            self._at(f, pygame.event.Event(pygame.TEXTINPUT, text=str(step["text"])))
        elif kind == "resize":
            self._at(f, pygame.event.Event(pygame.VIDEORESIZE, w=int(step["w"]), h=int(step["h"]),
                                           size=(int(step["w"]), int(step["h"]))))
        elif kind == "focus":
            lost = step.get("lost", True)
            self._at(f, pygame.event.Event(pygame.WINDOWFOCUSLOST if lost else pygame.WINDOWFOCUSGAINED))
        elif kind == "quit":
            self._at(f, pygame.event.Event(pygame.QUIT))

    def post_due(self, frame: int) -> None:
        if not self._expanded:
            self._expand()
        for event in self.timeline.pop(frame, []):
            pygame.event.post(event)

    @property
    def last_frame(self) -> int:
        if not self._expanded:
            self._expand()
        return max(self.timeline, default=-1)
