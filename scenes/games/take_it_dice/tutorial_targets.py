"""Where a dice lesson's coach mark points: "throw" (the Throw button), "card:C04" (a card in
your hand), and the person's next move: "move:take W1" (that die in the tray), "move:pass",
"move:stop", "move:split 3+2" (the first edition's hand button), "move:play A01" (the card
until it is chosen, then "Play it"). Pure look-up on what is drawn.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.games.take_it_dice import layout
from scenes.games.take_it_dice.widgets import CardWidget, DieWidget
from scenes.ui.text import tr

P = "take_it_dice."


def _button(scene: Any, key: str) -> pygame.Rect | None:
    return next((pygame.Rect(b.rect) for b in scene.buttons if getattr(b, "label", None) == tr(P + key)), None)


def _card(scene: Any, card: str) -> pygame.Rect | None:
    found = next((w.rect for w in scene.ui.widgets if isinstance(w, CardWidget) and w.card == card), None)
    if found is not None:
        return pygame.Rect(found)
    cards = scene.hand_cards(scene.match.state, 0)
    if card in cards:
        return pygame.Rect(layout.hand_spots(len(cards))[cards.index(card)])
    return None


def target(scene: Any, name: str) -> pygame.Rect | None:
    kind, _, value = name.partition(":")
    if kind == "throw":
        return _button(scene, "throw")
    if kind == "card":
        return _card(scene, value)
    if kind != "move":
        return None
    words = value.split()
    if words == ["pass"]:
        return _button(scene, "pass")
    if words == ["stop"]:
        return _button(scene, "stop")
    if words[:1] == ["split"]:  # the first edition's "3 task + 2 action cards" button
        combo, _, action = words[1].partition("+")
        label = tr(P + "split_choice", c=int(combo), a=int(action))
        return next((pygame.Rect(b.rect) for b in scene.buttons if getattr(b, "label", None) == label), None)
    if words[:1] == ["take"]:
        return next((pygame.Rect(w.rect) for w in scene.ui.widgets
                     if isinstance(w, DieWidget) and w.sprite.die == words[1]), None)
    if words[:1] == ["play"]:
        if scene.chooser is None:
            return _card(scene, words[1])
        return _button(scene, "play_it")
    return None


def note_area(scene: Any) -> pygame.Rect:
    """Over the log at the bottom right, below the tray: the dice, the hand and the buttons
    stay in sight (the log is in the history a tap away)."""
    return pygame.Rect(1252, 786, 624, 262)
