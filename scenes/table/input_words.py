"""Hints name the input the person just used: "tap" for a finger, "click" for a mouse, the
arrows and Enter for keys, the D-pad and A for a gamepad.

A table remembers the source of the last press it was given (`note`); a hint's catalog key
`<key>` is the touch sentence, and `<key>.mouse`, `<key>.key`, `<key>.pad` say the same for the
other inputs. Before any press the table speaks to touch: a kiosk is a touch screen.
"""

from __future__ import annotations

from typing import Any

from scenes.shell import input as ui
from scenes.ui.text import has, tr

KINDS = ("touch", "mouse", "key", "pad")
QUIET = (ui.POINTER_MOVE, ui.FOCUS_LOST, ui.FOCUS_GAINED)  # not a press: a mouse bumped, a window


def note(scene: Any, event: ui.UIEvent) -> None:
    """Remember which input the person used (a press, a key, a button: not a pointer drifting)."""
    if event.kind not in QUIET and event.source in KINDS:
        scene.input_kind = event.source


def kind_of(scene: Any) -> str:
    return str(getattr(scene, "input_kind", "touch"))


def input_key(key: str, kind: str) -> str:
    """The catalog key that says `key` for `kind` of input (the touch sentence when it has no other)."""
    return f"{key}.{kind}" if kind != "touch" and has(f"{key}.{kind}") else key


def said(scene: Any, key: str, **values: object) -> str:
    """`tr(key)` in the words of the input the person at `scene` used last."""
    return tr(input_key(key, kind_of(scene)), **values)
