"""The scene contract and the scene manager.

A scene is entered with a small hand-over dict, gets UI events, updates in fixed steps and draws
onto the logical canvas. The manager keeps a stack (a pause or rules page sits on top of a game)
and applies changes between frames so a scene never disappears while it is running.
"""

from __future__ import annotations

import ctypes
import functools
import gc
import logging
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from scenes.shell.input import UIEvent
from sprites import scaling

if TYPE_CHECKING:
    from scenes.shell.services import Services

log = logging.getLogger("tumble_table")


def release_memory() -> None:
    """Free a finished scene's surfaces now. Scenes hold cycles (callbacks that point back at
    them), and the cycle collector's slow generation may not run for a long time; a kiosk that
    swaps games all evening would grow meanwhile. A scene change is a moment nobody notices."""
    gc.collect()
    trim_heap()


def trim_heap() -> None:
    """Hand freed heap pages back to the system. glibc keeps them for later otherwise: after a
    4K Pyramid Power table was closed, 110 MB of its freed pictures stayed resident."""
    trim = _heap_trimmer()
    if trim is not None:
        trim(0)


@functools.cache
def _heap_trimmer() -> Callable[[int], int] | None:
    """glibc's `malloc_trim`, looked up once; None where there is none (musl, macOS, Windows)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return None


class Scene:
    """Base class: override what you need. `overlay` scenes draw on top of the one beneath."""

    name = "scene"
    overlay = False
    scale_seen: int | None = None  # the drawing scale's generation its pictures were made at

    def __init__(self, services: Services) -> None:
        self.services = services

    def enter(self, handover: dict[str, Any]) -> None:
        """Called once when the scene becomes active with what the previous scene handed over."""

    def resume(self, result: dict[str, Any]) -> None:
        """Called when a scene pushed on top of this one closes, with its result."""

    def leave(self) -> None:
        """Called when the scene is removed."""

    def make_pictures(self) -> None:
        """Make the pictures the scene holds at the current drawing scale (its felt, say). A scene
        calls it from `enter`; the default `rescaled` calls it again."""

    def rescaled(self) -> None:
        """The window's drawing scale changed (it grew past 1080p, or shrank back): pictures the
        scene holds were made at the old density and are made again here. Without this they
        stay soft, and each is rescaled every frame it is drawn. Caches keyed by scale renew
        themselves."""
        self.make_pictures()

    def handle(self, event: UIEvent) -> None:
        """React to one UI event."""

    def update(self, dt: float) -> None:
        """Advance by one fixed step of `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto the 1920x1080 canvas."""

    def is_still(self) -> bool | None:
        """Whether the next frame would look like the last: True lets the shell skip drawing
        until input comes, False makes it draw every frame; None leaves it to the shell, which
        compares the pixels it drew and redraws a still screen a few times a second. By default
        a scene whose `animator` is moving pieces (every game table) is drawn every frame, so a
        move that starts with no input, a bot's, shows from its first frame."""
        animator = getattr(self, "animator", None)
        return False if animator is not None and getattr(animator, "busy", False) else None

    @property
    def label(self) -> str:
        """What `--verbose` prints for this scene, e.g. `game take5`."""
        return self.name


class SceneManager:
    """A stack of scenes with deferred changes."""

    def __init__(self, on_change: Callable[[Scene], None] | None = None) -> None:
        self.stack: list[Scene] = []
        self._pending: list[tuple[str, Any, dict[str, Any]]] = []
        self.on_change = on_change

    @property
    def active(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    @property
    def has_pending(self) -> bool:
        return bool(self._pending)

    def clear(self) -> list[str]:
        """Drop every scene and pending change at once (the crash guard's way back to the menu);
        each scene is asked to leave, and a scene that fails to is named in the returned list."""
        self._pending.clear()
        failed: list[str] = []
        while self.stack:
            scene = self.stack.pop()
            try:
                scene.leave()
            except Exception as exc:  # a broken scene may fail to leave too; it is gone anyway
                failed.append(f"{scene.name}: {exc}")
        return failed

    def push(self, scene: Scene, **handover: Any) -> None:
        self._pending.append(("push", scene, handover))

    def pop(self, **result: Any) -> None:
        self._pending.append(("pop", None, result))

    def replace(self, scene: Scene, **handover: Any) -> None:
        """Swap the top scene for another."""
        self._pending.append(("replace", scene, handover))

    def reset(self, scene: Scene, **handover: Any) -> None:
        """Clear the stack and start again from `scene` (e.g. back to the menu). What was asked
        before it this frame is dropped: a screen entered only to be cleared at once would still
        take what was left for the screen shown (the menu's notices), and never be drawn."""
        self._pending.clear()
        self._pending.append(("reset", scene, handover))

    def apply_pending(self) -> None:
        removed = False
        while self._pending:
            op, scene, data = self._pending.pop(0)
            if op == "push":
                self.stack.append(scene)
                scene.enter(data)
                scene.scale_seen = scaling.generation()
            elif op == "pop":
                if self.stack:
                    self.stack.pop().leave()
                if self.stack:
                    self.stack[-1].resume(data)
            elif op == "replace":
                if self.stack:
                    self.stack.pop().leave()
                self.stack.append(scene)
                scene.enter(data)
                scene.scale_seen = scaling.generation()
            elif op == "reset":
                while self.stack:
                    self.stack.pop().leave()
                self.stack.append(scene)
                scene.enter(data)
                scene.scale_seen = scaling.generation()
            removed = removed or op != "push"
            if self.on_change and self.active is not None:
                self.on_change(self.active)
        if removed:
            release_memory()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the top scene, and the scenes beneath while the top ones are overlays."""
        begin = getattr(surface, "begin_frame", None)
        if begin is not None:  # the recording canvas starts a new frame (sprites/recording.py)
            begin()
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        generation = scaling.generation()
        for scene in self.stack[first:]:
            if scene.scale_seen is not None and scene.scale_seen != generation:
                scene.rescaled()
            scene.scale_seen = generation
            scene.draw(surface)
