"""A person's input on their pyramids turn, ending in `scene.submit`.

Drawing: tap a size, or press it and drag it into the bag, or move the focus and confirm
(keys 1-3 and S/M/L too; the gamepad moves the focus). Answering an offer or the drawer's
take-or-leave: the two buttons, or T / L. A greyed size can still be chosen: the core says why
and nothing changes.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.take_it_pyramids import SIZES, Draw, Leave, Phase, Take, pot
from scenes.games.take_it_pyramids import layout
from scenes.games.take_it_pyramids.hud import SizeButton
from scenes.shell import input as ui
from scenes.ui.text import tr
from scenes.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from scenes.games.take_it_pyramids.scene import TakeItPyramidsScene as Scene

P = "take_it_pyramids."
SIZE_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_s: 0, pygame.K_m: 1, pygame.K_l: 2}
DRAG_MIN = 24  # px a pointer must travel before a press counts as a drag


def start_turn(scene: Scene, player: int) -> None:
    """The choices of a person's turn: the size buttons, or "Take it: 8" / "Leave it"."""
    state = scene.match.state
    scene.drag = None
    scene.refresh_buttons(state)
    if state.phase is Phase.DRAW:
        live = [b for b in scene.size_buttons if b.count]
        for b in scene.size_buttons:
            b.live = True
            b.enabled = b.count > 0
        scene.decide_buttons = []
        scene.ui.set(scene.size_buttons, focus=live[0] if live else scene.size_buttons[0])
        return
    if state.phase is Phase.OFFER:
        points = scene.offer_points.get(player, (pot(state).total + 1) // 2)
        leave = tr(P + "leave_it")
    else:
        points = pot(state).total
        leave = tr(P + "leave_draw")
    take_rect, leave_rect = layout.DECIDE_BUTTONS
    take = Button(take_rect, tr(P + "take_it", n=points), lambda: decide(scene, player, Take()))
    skip = Button(leave_rect, leave, lambda: decide(scene, player, Leave()), style="secondary")
    scene.decide_buttons = [take, skip]
    for b in scene.size_buttons:
        b.live = False
    scene.ui.set(scene.decide_buttons, focus=take)


def end_turn(scene: Scene) -> None:
    scene.drag = None
    scene.decide_buttons = []
    for b in scene.size_buttons:
        b.live = False
    scene.ui.set([])


def pick_size(scene: Scene, k: int) -> None:
    player = scene.human_to_act()
    if player is None:
        return
    if scene.submit(player, Draw(SIZES[k])):
        end_turn(scene)


def decide(scene: Scene, player: int, action: Any) -> None:
    if scene.submit(player, action):
        end_turn(scene)


def refused(scene: Scene, widget: Widget) -> None:
    """A greyed size was chosen anyway: the core says why, and nothing changes."""
    if isinstance(widget, SizeButton):
        player = scene.human_to_act()
        if player is not None:
            scene.submit(player, Draw(widget.size))


def handle_turn(scene: Scene, event: ui.UIEvent, player: int) -> None:
    phase = scene.match.state.phase
    if event.kind == ui.KEY:
        if phase is Phase.DRAW and event.key in SIZE_KEYS:
            pick_size(scene, SIZE_KEYS[event.key])
            return
        if phase in (Phase.OFFER, Phase.DECIDE) and event.key in (pygame.K_t, pygame.K_l):
            decide(scene, player, Take() if event.key == pygame.K_t else Leave())
            return
    if phase is Phase.DRAW and _drag_event(scene, event):
        return
    scene.ui.handle(event)


def _drag_event(scene: Scene, event: ui.UIEvent) -> bool:
    """Press a size, drag it into the bag, let go: a draw. A tap on a size draws too."""
    if event.kind == ui.POINTER_DOWN and event.pos:
        for button in scene.size_buttons:
            if button.rect.collidepoint(event.pos):
                scene.drag = {"size": button.size_index, "start": event.pos, "pos": event.pos, "moved": False}
                button.pressed = True
                return True
        return False
    if scene.drag is None:
        return False
    if event.kind == ui.POINTER_MOVE and event.pos:
        scene.drag["pos"] = event.pos
        if math.dist(event.pos, scene.drag["start"]) > DRAG_MIN:
            scene.drag["moved"] = True
        return True
    if event.kind == ui.POINTER_UP and event.pos:
        drag, scene.drag = scene.drag, None
        for button in scene.size_buttons:
            button.pressed = False
        k = drag["size"]
        on_bag = layout.BAG_DROP.collidepoint(event.pos)
        tapped = scene.size_buttons[k].rect.collidepoint(event.pos) and not drag["moved"]
        if on_bag or tapped:
            pick_size(scene, k)
        elif drag["moved"]:
            scene.say(tr(P + "drop_on_bag"))
        return True
    return False
