"""Where a Take 5 hint points: the suggested card in the hand and the row it goes to (or the row
to take). The row comes from the rules core (`game.take5.advice.landing`), never from here. A
Suggest lifts its card, so one tap on the card or on its row plays it."""

from __future__ import annotations

from typing import Any

import pygame

from game.take5.advice import landing
from game.take5.state import Play, TakeRow
from scenes.games.take5 import controls, layout
from scenes.table.hints import counted
from scenes.ui.text import tr
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
    sprite = scene.sprites.get(action.card)
    if action.card in hand and sprite is not None and scene.role.get(action.card) == "hand":
        out.append(sprite.rect())  # where the card is drawn now (raised once Suggest lifts it)
    elif action.card in hand:
        x, y = layout.hand_spot(hand.index(action.card), len(hand))
        w, h = BASE_W * layout.HAND_SCALE, BASE_H * layout.HAND_SCALE
        out.append(pygame.Rect(round(x - w / 2), round(y - h / 2), round(w), round(h)))
    where = landing(state, action.card)
    if where.row is not None:
        out.append(layout.row_rect(where.row - 1))
    return out


WIDTH = layout.LOG.w  # the hint's words cover the log strip, never the rows' costs


def spot(scene: Any) -> tuple[int, int]:
    """Where the hint's words go: over the log strip on the right (under its round line), below any
    seats there."""
    log = layout.log_rect(len(scene.seats))
    return (log.x, log.y + 60)


def follow(scene: Any, action: Any) -> None:
    """A Suggest shown: its card is lifted (a tap on it, or on its row, plays it) or its row lit."""
    if isinstance(action, Play) and action.card in scene.hand:
        controls.lift(scene, action.card)
    elif isinstance(action, TakeRow):
        scene.row_focus = action.row - 1


def preview(scene: Any) -> tuple[list[pygame.Rect], str] | None:
    """With hints on: where the lifted card would go on the rows as they are now, and its cost."""
    card = scene.lifted
    if card is None or scene.human_to_act() is None:
        return None
    where = landing(scene.match.state, card)
    if where.row is None:
        return [layout.row_rect(r) for r in range(len(scene.match.state.rows))], \
            tr("take5.hint.lift_low", card=card, cost=counted("take5", "cost", where.cost))
    key = "take5.hint.lift_sixth" if where.cost else "take5.hint.lift_room"
    cost = counted("take5", "cost", where.cost)
    return [layout.row_rect(where.row - 1)], tr(key, card=card, row=where.row, cost=cost, room=where.room)
