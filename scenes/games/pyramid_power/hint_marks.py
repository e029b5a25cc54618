"""Where a Pyramid Power hint points: the tile in the tray and the space on the board; and what a
Suggest sets up on the table so that following those marks lays exactly the suggested move."""

from __future__ import annotations

from typing import Any

import pygame

from game.pyramid_power.state import Place
from scenes.games.pyramid_power import controls
from scenes.games.pyramid_power import layout as L


def rects(scene: Any, action: Any) -> list[pygame.Rect]:
    """Screen rects to mark for `action`, in the order a person taps them (a draw points at
    the Draw button): the tile in the tray, then the space it goes to."""
    if not isinstance(action, Place):
        return [L.DRAW_BUTTON]
    out: list[pygame.Rect] = []
    player = scene.human_to_act()
    hand = scene.match.state.hands[player] if player is not None and player >= 0 else ()
    if action.tile in hand:
        x, y = L.big_slots(len(hand))[hand.index(action.tile)]
        width = round(min(L.slot_width(len(hand)), L.BIG))  # its own slot: never a neighbour's
        out.append(pygame.Rect(round(x - width / 2), round(y - L.BIG / 2), width, L.BIG))
    x, y = scene.cam.cell_screen(action.cell)
    size = scene.cam.tile_size
    out.append(pygame.Rect(round(x - size / 2), round(y - size / 2), size, size))
    return out


def follow(scene: Any, action: Any) -> None:
    """A Suggest shown: a placement is picked, turned and targeted on the table (controls.py)."""
    if isinstance(action, Place):
        controls.show_suggestion(scene, action)
