"""The Take 5 deck: cards 1..104 and the bullheads (penalty points) each one carries."""

from __future__ import annotations

DECK_SIZE = 104
HAND_SIZE = 10
NUM_ROWS = 4
ROW_LIMIT = 5  # a row holding this many cards is full: the next card there takes it


def bullheads(card: int) -> int:
    """Penalty points printed on a card (55 is the worst, at 7)."""
    if card == 55:
        return 7
    if card % 11 == 0:
        return 5
    if card % 10 == 0:
        return 3
    if card % 5 == 0:
        return 2
    return 1


# Looked up in hot loops by the bots; index 0 is unused.
BULLHEADS: tuple[int, ...] = (0, *(bullheads(c) for c in range(1, DECK_SIZE + 1)))


def deck_size(num_players: int, professional: bool) -> int:
    """How many cards are in play: all 104, or 10 per player plus 4 in the professional variant."""
    return HAND_SIZE * num_players + NUM_ROWS if professional else DECK_SIZE


def deck(num_players: int, professional: bool) -> frozenset[int]:
    """The set of cards in play for a game."""
    return frozenset(range(1, deck_size(num_players, professional) + 1))


def pile_bullheads(cards: tuple[int, ...] | frozenset[int]) -> int:
    """Total bullheads of a group of cards (a row, a penalty pile)."""
    return sum(BULLHEADS[c] for c in cards)
