"""Where a Pyramid Power lesson's coach mark points, for the person's next move:
"move:draw" (the Draw button); "move:place T08 at 2,1 turn 1" walks a person through it: the
tile in the tray until it is chosen, the same tile again until it is turned the right way,
then the space on the board. Pure look-up on what is drawn now.
"""

from __future__ import annotations

import re
from typing import Any

import pygame

from scenes.games.pyramid_power import layout as L

_PLACE = re.compile(r"place (\S+) at (-?\d+),(-?\d+)(?: turn (\d))?")


def _tray_rect(scene: Any, tile: str) -> pygame.Rect | None:
    hand = list(scene.disp.hands[scene.disp.current])
    if tile not in hand:
        return None
    x, y = L.big_slots(len(hand))[hand.index(tile)]
    width = int(min(L.slot_width(len(hand)), L.BIG))
    rect = pygame.Rect(0, 0, width, L.BIG)
    rect.center = (round(x), round(y))
    return rect


def target(scene: Any, name: str) -> pygame.Rect | None:
    kind, _, move = name.partition(":")
    if kind != "move":
        return None
    if move == "draw":
        return pygame.Rect(L.DRAW_BUTTON)
    found = _PLACE.fullmatch(move)
    if found is None:
        return None
    tile, col, row, turn = found.groups()
    if scene.sel != tile or (turn is not None and scene.turn_of(tile) != int(turn)):
        return _tray_rect(scene, tile)
    x, y = scene.cam.cell_screen((int(col), int(row)))
    size = int(scene.draw_size * 0.8)
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (round(x), round(y))
    return rect


def note_area(scene: Any) -> pygame.Rect:
    """Left of the board, above the Draw button: the board keeps its middle for the tiles."""
    return pygame.Rect(44, 300, 520, 410)
