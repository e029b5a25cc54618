"""Take It or Leave It (dice) hints: the medium bot's move, and what it does for the player's cards."""

from __future__ import annotations

import functools
import itertools

from game.advice import Advice, medium_bot

from .bots import TakeRating
from .cards import ACTION_CARDS, COMBO_CARDS
from .rules import view
from .solver import Assignment, best_assignment, parse_card
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


def _helpful_faces(text: str) -> tuple[tuple[str, ...], int]:
    """The dice worth trying to finish a card (best values only) and how many it can need at most."""
    spec = parse_card(text)
    colour = spec.colour if spec.colour in "WB" else "W"  # '*': either colour; white stands in
    if spec.kind == "exact":
        return tuple(sorted({f"{'W' if c == '*' else c}{v}" for c, v in spec.dice})), len(spec.dice)
    if spec.kind == "colours":
        return ("W1", "B1"), spec.white + spec.black
    if spec.kind == "more":
        return (f"{colour}6",), spec.limit // 6 + 1
    if spec.kind == "fewer":
        return (f"{colour}1",), spec.count
    return tuple(f"{colour}{v}" for v in range(1, 7)), spec.limit // 6 + 1 + 1


@functools.lru_cache(maxsize=4096)
def dice_to_finish(text: str, dice: tuple[str, ...]) -> int | None:
    """The fewest more dice that would finish this one card with `dice` (the best numbers
    assumed), or None if no number of dice can; 0 when the dice already finish it."""
    faces, most = _helpful_faces(text)
    for k in range(most + 1):
        for extra in itertools.combinations_with_replacement(faces, k):
            if best_assignment([(text, 1)], [*dice, *extra]).placements:
                return k
    return None


def hand_needs(state: State, player: int) -> dict[str, int | None]:
    """For each combo card in the player's hand: dice it still needs (0: finished by the dice
    taken this round; each card counted alone, so a die two cards want is counted twice)."""
    taken = tuple(sorted(state.taken[player]))
    return {c: dice_to_finish(COMBO_CARDS[c][0], taken) for c in sorted(state.combo_hands[player] or ())}


def advise(state: State, player: int) -> Advice:
    """The medium bot's move for `player` (who sees only their view) and its reason, read from
    the measure the bot chose it by (bots.TakeRating, bots.discard_worths), never beside it."""
    seen = view(state, player)
    bot = medium_bot("take_it_dice", player)
    action = bot.choose(seen, player)
    if isinstance(action, Take):
        return _take_reason(seen, player, action, getattr(bot, "rating", None))
    if isinstance(action, Pass):
        return Advice(action, "pass", (("open", cards_open(seen, player)),))
    if isinstance(action, Play):
        return Advice(action, "play", (("kind", ACTION_CARDS[action.card]),))
    if isinstance(action, Discard):
        kind = "action" if action.card in ACTION_CARDS else "combo"
        return Advice(action, "discard", (("card", action.card), ("kind", kind)))
    if isinstance(action, Keep):
        held = len(seen.combo_hands[player] or ())
        if held < seen.options.combo_hand:
            return Advice(action, "keep_short", (("n", held), ("full", seen.options.combo_hand)))
        return Advice(action, "keep")
    return Advice(action, "stop", (("open", cards_open(seen, player)),))


def _take_reason(seen: State, player: int, action: Take, rating: TakeRating | None) -> Advice:
    """Why the die: the plan the bot scored it by (and what that plan adds to the round), or,
    when no plan beat stopping, that it brings a card closer."""
    die = action.die
    before = laid_out(seen, player)
    now = laid_out(seen, player, (die,)).total - before.total  # what this die alone adds
    if rating is not None and die in rating.plans and rating.scores[die] > rating.stop:
        plan, value = rating.plans[die]
        gain = value - round(rating.stop)
        if len(plan) == 1:
            after = laid_out(seen, player, (die,))
            done = {p.text for p in after.placements} - {p.text for p in before.placements}
            reason = "completes" if done and now > 0 else "adds"
            return Advice(action, reason, (("die", die), ("gain", gain)))
        return Advice(action, "plan", (("die", die), ("more", len(plan) - 1), ("gain", gain)))
    if now > 0:
        return Advice(action, "adds", (("die", die), ("gain", now)))
    return Advice(action, "closer", (("die", die), ("open", cards_open(seen, player))))
