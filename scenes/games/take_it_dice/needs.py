"""Odds a beginner can read: on each of your combo cards, how many more dice it still needs.

The count comes from the rules core (`game.take_it_dice.advice.hand_needs`: the fewest more
dice that would finish that card with the dice you took this round, the best numbers assumed);
this module only puts it on the card's top band, where the card has room.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.take_it_dice.advice import hand_needs
from game.take_it_dice.cards import COMBO_CARDS
from scenes.games.take_it_dice import layout
from scenes.games.take_it_dice.hud import HandView
from scenes.ui import theme
from scenes.ui.text import tr, trn
from sprites import draw, fonts


def words(n: int | None) -> str:
    """What the badge says for a card that needs `n` more dice."""
    if n is None:
        return tr("take_it_dice.needs.never")
    if n == 0:
        return tr("take_it_dice.needs.done")
    return trn("take_it_dice.needs.one", "take_it_dice.needs.other", n)


def draw_needs(scene: Any, surface: pygame.Surface, hand: HandView) -> None:
    """A small badge on each face-up combo card of the viewer's hand."""
    viewer = scene.viewer()
    if hand.cards is None or viewer is None or hand.dim_others or scene.stage is not None:
        return  # (while a round is scored the scoring panel says what each card got, not these counts)
    state = scene.match.state
    needs = hand_needs(state, viewer)
    for card, rect in zip(hand.cards, layout.hand_spots(len(hand.cards)), strict=True):
        if card not in COMBO_CARDS or card in hand.hidden or card not in needs:
            continue
        lifted = card in (hand.chosen, hand.selected, hand.focused)
        r = rect.move(0, -24 if lifted else 0)
        n = needs[card]
        said = words(n)  # left of the card's points medal (63 px wide at its right), at every text size
        text = fonts.text(said, fonts.fit_size(said, theme.SIZE_LABEL - 4, r.w - 95, "bold", minimum=16),
                          theme.CREAM, "bold")
        box = text.get_rect(topleft=(r.x + 10, r.y + 12)).inflate(18, 8)
        colour = (40, 110, 70) if n == 0 else (70, 50, 36)
        surface.blit(draw.panel(box.size, colour=colour, alpha=235, radius=10), box)
        surface.blit(text, text.get_rect(center=box.center))
