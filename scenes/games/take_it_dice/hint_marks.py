"""Where a dice hint points: the die to take in the tray, or the Pass button."""

from __future__ import annotations

from typing import Any

import pygame

from game.take_it_dice.state import Pass, Take
from scenes.games.take_it_dice import layout
from scenes.ui.text import tr

# The bubble goes over the log: below the Suggest button it would hide the player's cards.
SPOT = (layout.LOG.x, layout.LOG.y + 10)


def rects(scene: Any, action: Any) -> list[pygame.Rect]:
    """Screen rects to mark for `action` (other moves are said in words only)."""
    if isinstance(action, Take):
        for sprite in scene.tray:
            if sprite.die == action.die:
                x, y = sprite.pos
                return [pygame.Rect(round(x - layout.HALF), round(y - layout.HALF), layout.DIE, layout.DIE)]
        return []
    if isinstance(action, Pass):
        label = tr("take_it_dice.pass")
        return [b.rect for b in scene.buttons if getattr(b, "label", None) == label]
    return []
