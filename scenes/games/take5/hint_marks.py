"""Where a Take 5 hint points: the suggested card in the hand and the row it goes to (or the row
to take). The row comes from the rules core (`game.take5.advice.landing`), never from here."""

from __future__ import annotations

from typing import Any

import pygame

from game.take5.advice import landing
from game.take5.state import Play, TakeRow
from scenes.games.take5 import layout
from sprites.cards import BASE_H, BASE_W


def rects(scene: Any, action: Any) -> list[pygame.Rect]:
    """Screen rects to mark for `action` (the card to play and its row; a row to take)."""
    state = scene.match.state
    if isinstance(action, TakeRow):
        return [layout.row_rect(action.row - 1)]
    if not isinstance(action, Play):
        return []
    out: list[pygame.Rect] = []
    viewer = scene.human_to_act()
    hand = sorted(state.hands[viewer] or ()) if viewer is not None and viewer >= 0 else []
    if action.card in hand:
        x, y = layout.hand_spot(hand.index(action.card), len(hand))
        w, h = BASE_W * layout.HAND_SCALE, BASE_H * layout.HAND_SCALE
        out.append(pygame.Rect(round(x - w / 2), round(y - h / 2), round(w), round(h)))
    where = landing(state, action.card)
    if where.row is not None:
        out.append(layout.row_rect(where.row - 1))
    return out
