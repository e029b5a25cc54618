"""A person's input on their Take 5 turn: taps, keys and the gamepad, ending in `scene.submit`.

Picking: tap a hand card to lift it, tap it again (or "Play 37", or the row it lands on) to
play; left/right walk the hand, up lifts, down lowers, confirm plays. Choosing a row for a
too-low card: tap a row, or press 1-4, or move the focus and confirm. No row is focused at
first: the first arrow or confirm lights the cheapest row (the core's count), so a reflex
Enter never takes a row. A tap that is not a move now (another row while picking) still goes
to the core, which says why and changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.take5 import Phase, Play, TakeRow
from game.take5.advice import landing, row_cost
from scenes.games.take5 import layout
from scenes.shell import input as ui
from scenes.ui import theme
from scenes.ui.text import tr

if TYPE_CHECKING:
    from scenes.games.take5.scene import Take5Scene

P = "take5."
ROW_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3}


def lay_hand(scene: Take5Scene) -> None:
    """Fan the hand out again with the lifted card raised and lit."""
    for k, card in enumerate(scene.hand):
        s = scene.sprites.get(card)
        if s is not None and scene.role.get(card) == "hand":
            s.pos = layout.hand_spot(k, len(scene.hand))
            s.lift = layout.HAND_LIFT if card == scene.lifted else 0.0
            s.glow = theme.GOLD if card == scene.lifted else None


def lift(scene: Take5Scene, card: int | None) -> None:
    if card != scene.lifted:
        scene.lifted = card
        scene.services.sounds.play("ui_hover")
        if card is not None:
            scene.play_button.label = tr(P + "play", n=card)
    lay_hand(scene)


def play_lifted(scene: Take5Scene) -> None:
    player = scene.human_to_act()
    if player is None or scene.lifted is None:
        return
    card = scene.lifted
    scene.services.sounds.play("ui_click")
    if not scene.submit(player, Play(card)):
        lift(scene, None)


def take_row(scene: Take5Scene, player: int, row: int) -> None:
    scene.services.sounds.play("ui_click")
    scene.submit(player, TakeRow(row + 1))


def cheapest_row(scene: Take5Scene) -> int:
    """The row (0-3) with the fewest bullheads now, the first of equals (counted by the core)."""
    state = scene.match.state
    return min(range(len(state.rows)), key=lambda r: (row_cost(state, r), r))


def hand_card_at(scene: Take5Scene, pos: tuple[int, int]) -> int | None:
    for card in reversed(scene.hand):
        s = scene.sprites.get(card)
        if s is not None and s.rect().collidepoint(pos):
            return card
    return None


def row_at(pos: tuple[int, int]) -> int | None:
    for r in range(4):
        if layout.row_rect(r).collidepoint(pos):
            return r
    return None


def handle_turn(scene: Take5Scene, event: ui.UIEvent, player: int) -> None:
    phase = scene.match.state.phase
    if phase is Phase.ROW:
        _row_input(scene, event, player)
    elif phase is Phase.PICK:
        _pick_input(scene, event, player)


def _pick_input(scene: Take5Scene, event: ui.UIEvent, player: int) -> None:
    button = scene.play_button
    if event.kind == ui.POINTER_MOVE and event.pos:
        button.hover = scene.lifted is not None and button.rect.collidepoint(event.pos)
        return
    if event.kind == ui.POINTER_DOWN and event.pos:
        if scene.lifted is not None and button.rect.collidepoint(event.pos):
            play_lifted(scene)
            return
        card = hand_card_at(scene, event.pos)
        if card is not None:
            if card == scene.lifted:
                play_lifted(scene)
            else:
                lift(scene, card)
            return
        row = row_at(event.pos)
        if row is not None and scene.lifted is not None and landing(scene.match.state, scene.lifted).row == row + 1:
            play_lifted(scene)  # the lifted card goes where the rows say: its row is a way to play it
            return
        if row is not None:  # not a move now: the core says why, and nothing changes
            take_row(scene, player, row)
        return
    hand = scene.hand
    if not hand:
        return
    if event.kind == ui.NAV and event.direction[0]:
        if scene.lifted is None:
            index = 0 if event.direction[0] > 0 else len(hand) - 1
        else:
            index = max(0, min(len(hand) - 1, hand.index(scene.lifted) + event.direction[0]))
        lift(scene, hand[index])
    elif event.kind == ui.NAV and event.direction[1] < 0 and scene.lifted is None:
        lift(scene, hand[len(hand) // 2])
    elif event.kind == ui.NAV and event.direction[1] > 0:
        lift(scene, None)
    elif event.kind == ui.CONFIRM:
        if scene.lifted is None:
            lift(scene, hand[len(hand) // 2])
        else:
            play_lifted(scene)


def _row_input(scene: Take5Scene, event: ui.UIEvent, player: int) -> None:
    if event.kind == ui.POINTER_MOVE and event.pos:
        row = row_at(event.pos)
        if row is not None:
            scene.row_focus = row
        return
    if event.kind == ui.POINTER_DOWN and event.pos:
        row = row_at(event.pos)
        if row is not None:
            take_row(scene, player, row)
        elif hand_card_at(scene, event.pos) is not None:
            scene.submit(player, Play(hand_card_at(scene, event.pos) or 0))
        return
    if event.kind == ui.NAV and (event.direction[0] or event.direction[1]):
        step = event.direction[1] or event.direction[0]
        if scene.row_focus is None:
            scene.row_focus = cheapest_row(scene)
        else:
            scene.row_focus = (scene.row_focus + step) % 4
        scene.services.sounds.play("ui_hover")
    elif event.kind == ui.CONFIRM:
        if scene.row_focus is None:  # the first confirm only lights a row (the cheapest)
            scene.row_focus = cheapest_row(scene)
            scene.services.sounds.play("ui_hover")
            return
        take_row(scene, player, scene.row_focus)
    elif event.kind == ui.KEY and event.key in ROW_KEYS:
        take_row(scene, player, ROW_KEYS[event.key])
