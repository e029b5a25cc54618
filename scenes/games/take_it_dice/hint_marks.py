"""Where a dice hint points, step by step: what to tap next so that following the marks makes
exactly the suggested move. A die to take, or the button of a whole move (Pass, Stop, Keep, a
split); a card to discard, then the Discard button; an action card, then each of its choices as
the chooser asks for them (a tray die, one of the person's own dice, a face, "no target"), then
the button that plays it. The marks are read from what the table shows now (its sprites, its
buttons, the open chooser), so they follow the person through the steps."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from game.take_it_dice.state import Discard, Keep, Pass, Play, Split, Stop, Take
from scenes.games.take_it_dice import controls, layout
from scenes.games.take_it_dice.widgets import CardWidget, FaceButton
from scenes.ui.text import tr

P = "take_it_dice."
# The bubble goes over the log: below the Suggest button it would hide the player's cards.
SPOT = (layout.LOG.x, layout.LOG.y + 10)


def rects(scene: Any, action: Any) -> list[pygame.Rect]:
    """Screen rects to mark for `action` now, in the order a person taps them."""
    if isinstance(action, Take):
        return _tray_die(scene, action.die, set())
    if isinstance(action, Play):
        return _play_marks(scene, action)
    if isinstance(action, Discard):
        if scene.selected_card != action.card:
            return _card(scene, action.card)
        return _button(scene, tr(P + "discard_it"))
    if isinstance(action, Pass):
        return _button(scene, tr(P + "pass"))
    if isinstance(action, Stop):
        return _button(scene, tr(P + "stop"))
    if isinstance(action, Keep):
        return _button(scene, tr(P + "keep"))
    if isinstance(action, Split):
        return _button(scene, tr(P + "split_choice", c=action.combo, a=5 - action.combo))
    return []


def follow(scene: Any, action: Any) -> None:
    """A Suggest shown: a half-made other choice (an open action card, a card picked to discard)
    is put away, so the marks lead from the table as it stands and nothing else stays chosen."""
    if scene.chooser is None and scene.selected_card is None:
        return
    scene.chooser = None
    scene.selected_card = None
    controls.refresh(scene)


def _play_marks(scene: Any, action: Play) -> list[pygame.Rect]:
    """The action card until it is open, then the chooser's next choice, then its button."""
    ch = scene.chooser
    if ch is None or ch.card != action.card:
        return _card(scene, action.card)
    if ch.stage == "confirm":
        return _button(scene, tr(P + "play_it"))
    if ch.stage == "dice":
        missing = Counter(action.dice) - Counter(face for _, face in ch.picked)
        if missing:
            return _tray_die(scene, next(iter(missing)), {i for i, _ in ch.picked})
        return _button(scene, tr(P + "reroll_n", n=len(ch.picked)))
    if ch.stage == "to":
        return [w.rect for w in scene.buttons if isinstance(w, FaceButton) and w.value == action.to][:1]
    if ch.stage == "own":
        player = scene.human_to_act()
        strip = scene.strips[player] if player is not None and player >= 0 else []
        return [s.rect() for s in strip if s.die == action.dice[0]][:1]
    if ch.stage == "at":
        if not action.at:
            return _button(scene, tr(P + "no_target"))
        return _tray_die(scene, action.at, set())
    return []


def _tray_die(scene: Any, face: str, skip: set[int]) -> list[pygame.Rect]:
    for sprite in scene.tray:
        if sprite.die == face and sprite.ident not in skip:
            x, y = sprite.pos
            return [pygame.Rect(round(x - layout.HALF), round(y - layout.HALF), layout.DIE, layout.DIE)]
    return []


def _card(scene: Any, card: str) -> list[pygame.Rect]:
    return [pygame.Rect(w.rect) for w in scene.ui.widgets if isinstance(w, CardWidget) and w.card == card][:1]


def _button(scene: Any, label: str) -> list[pygame.Rect]:
    return [b.rect for b in scene.buttons if getattr(b, "label", None) == label][:1]
