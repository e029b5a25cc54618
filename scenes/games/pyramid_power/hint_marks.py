"""Where a Pyramid Power hint points: the tile in the tray and the space on the board."""

from __future__ import annotations

from typing import Any

import pygame

from game.pyramid_power.state import Place
from scenes.games.pyramid_power import layout as L


def rects(scene: Any, action: Any) -> list[pygame.Rect]:
    """Screen rects to mark for `action` (a draw points at the Draw button)."""
    if not isinstance(action, Place):
        return [L.DRAW_BUTTON]
    out: list[pygame.Rect] = []
    player = scene.human_to_act()
    hand = scene.match.state.hands[player] if player is not None and player >= 0 else ()
    if action.tile in hand:
        x, y = L.big_slots(len(hand))[hand.index(action.tile)]
        out.append(pygame.Rect(round(x - L.BIG / 2), round(y - L.BIG / 2), L.BIG, L.BIG))
    x, y = scene.cam.cell_screen(action.cell)
    size = scene.cam.tile_size
    out.append(pygame.Rect(round(x - size / 2), round(y - size / 2), size, size))
    return out
