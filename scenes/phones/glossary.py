"""Public rules data a phone needs to draw a seat's things: what a card asks, a tile's colours
(an action card's name in the table's language).

Only printed facts of the game (the same for every player) are sent, and only for the things in
the seat's own view, so the glossary never says more than the view itself.
"""

from __future__ import annotations

from typing import Any

from scenes.ui.text import tr


def glossary(game_id: str, view: Any, seat: int) -> dict[str, Any]:
    """`seat` below 0 is a watcher: it holds nothing, so only what lies on the table is named."""
    if game_id == "take_it_dice":
        from game.take_it_dice.cards import ACTION_CARDS, COMBO_CARDS
        from scenes.games.take_it_dice.log_words import requirement

        cards: dict[str, Any] = {}
        own = [*(view.combo_hands[seat] or ()), *(view.action_hands[seat] or ())] if seat >= 0 else []
        for card in sorted(own):
            if card in COMBO_CARDS:
                need, points = COMBO_CARDS[card]
                # The dice it asks for (drawn as dice) and its requirement in words, signs and all
                # ("any dice over 15", "exactly 10"): a card is never shown by its id.
                cards[card] = {"need": need.split(), "text": requirement(need), "points": points}
            elif card in ACTION_CARDS:
                kind = ACTION_CARDS[card]
                cards[card] = {"name": tr("take_it_dice.kind." + kind), "kind": kind}
        return {"cards": cards}
    if game_id == "pyramid_power":
        from game.pyramid_power.tiles import TILE_COLOURS, TILE_POINTS

        return {"tiles": {t: {"sides": c, "points": TILE_POINTS[t]} for t, c in TILE_COLOURS.items()}}
    if game_id == "take5":
        from game.take5.cards import bullheads

        shown = set(view.hands[seat] or ()) if seat >= 0 else set()
        for row in view.rows:
            shown.update(row)
        shown.update(card for card, _seat in view.pending)
        return {"heads": {str(c): bullheads(c) for c in sorted(shown)}}
    return {}
