"""Take It or Leave It (dice) hints: the medium bot's move, and what it does for the player's cards."""

from __future__ import annotations

from game.advice import Advice, medium_move

from .cards import ACTION_CARDS, COMBO_CARDS
from .rules import view
from .solver import Assignment, best_assignment
from .state import Discard, Keep, Pass, Play, State, Take


def hand_cards(state: State, player: int) -> list[tuple[str, int]]:
    """The player's combo cards as (text, points), in id order."""
    return [COMBO_CARDS[c] for c in sorted(state.combo_hands[player] or ())]


def laid_out(state: State, player: int, extra: tuple[str, ...] = ()) -> Assignment:
    """The best layout of the player's dice (plus `extra`) on their combo cards now."""
    return best_assignment(hand_cards(state, player), [*state.taken[player], *extra])


def cards_open(state: State, player: int) -> int:
    """Combo cards the player's dice do not finish yet: what the hand still needs dice for."""
    return len(hand_cards(state, player)) - len(laid_out(state, player).placements)


def advise(state: State, player: int) -> Advice:
    """The medium bot's move for `player` (who sees only their view) and its reason."""
    seen = view(state, player)
    action = medium_move("take_it_dice", seen, player)
    before = laid_out(seen, player)
    if isinstance(action, Take):
        after = laid_out(seen, player, (action.die,))
        done = {p.text for p in after.placements} - {p.text for p in before.placements}
        if done:
            return Advice(action, "completes", (("die", action.die), ("card", sorted(done)[0])))
        if after.total >= before.total:
            return Advice(action, "fits", (("die", action.die), ("open", cards_open(seen, player))))
        return Advice(action, "keeps_going", (("die", action.die), ("open", cards_open(seen, player))))
    if isinstance(action, Pass):
        return Advice(action, "pass", (("open", cards_open(seen, player)), ("total", before.total)))
    if isinstance(action, Play):
        return Advice(action, "play", (("kind", ACTION_CARDS[action.card]),))
    if isinstance(action, Discard):
        kind = "action" if action.card in ACTION_CARDS else "combo"
        return Advice(action, "discard", (("card", action.card), ("kind", kind)))
    if isinstance(action, Keep):
        return Advice(action, "keep")
    return Advice(action, "stop", (("open", cards_open(seen, player)),))
