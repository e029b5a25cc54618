"""Where a pyramids hint points: the size to draw, or the take / leave button."""

from __future__ import annotations

from typing import Any

import pygame

from game.take_it_pyramids.state import Draw, Take
from scenes.games.take_it_pyramids import layout

SIZES = ("small", "medium", "large")


def rects(scene: Any, action: Any) -> list[pygame.Rect]:
    """Screen rects to mark for `action`."""
    if isinstance(action, Draw):
        return [layout.SIZE_BUTTONS[SIZES.index(action.size)]]
    take_rect, leave_rect = layout.DECIDE_BUTTONS
    return [take_rect if isinstance(action, Take) else leave_rect]
