"""Where a pyramids lesson's coach mark points: "move:<the move>" (the size button for a draw,
"Take it" or "Leave it" for a decision) or "pot" (the drawn pyramids). Pure look-up."""

from __future__ import annotations

from typing import Any

import pygame


def target(scene: Any, name: str) -> pygame.Rect | None:
    kind, _, value = name.partition(":")
    if kind != "move":
        return None
    words = value.split()
    if words[:1] == ["draw"]:
        return next((b.rect for b in scene.size_buttons if b.size == words[1]), None)
    if words in (["take"], ["leave"]) and len(scene.decide_buttons) == 2:
        return scene.decide_buttons[0 if words == ["take"] else 1].rect
    return None


def note_area(scene: Any) -> pygame.Rect:
    """The tray in the middle, where a drawn pyramid only lands for a moment: the note hides
    neither the bag, the size buttons, the pot nor the discards."""
    return pygame.Rect(604, 200, 552, 620)
