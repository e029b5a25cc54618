"""Where a Take 5 lesson's coach mark points: "card:N" (a card in your hand), "row:N" (a row).

Pure look-up on what is drawn now, so the ring follows a card as it lifts.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.games.take5 import layout


def target(scene: Any, name: str) -> pygame.Rect | None:
    kind, _, value = name.partition(":")
    if kind == "row":
        return layout.row_rect(int(value) - 1)
    if kind == "card":
        card = int(value)
        if card not in scene.hand or card not in scene.sprites:
            return None
        rect = scene.sprites[card].rect()
        k = scene.hand.index(card)
        if k + 1 < len(scene.hand) and scene.hand[k + 1] in scene.sprites:
            # The next card lies over this one's right part: point at the part a tap reaches.
            rect.w = max(40, scene.sprites[scene.hand[k + 1]].rect().x - rect.x)
        return rect
    return None


def note_area(scene: Any) -> pygame.Rect:
    """The felt left of the rows, above "How it ends", is free all game long."""
    return pygame.Rect(44, 196, 500, 440)
