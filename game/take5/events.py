"""Events of Take 5, in the order `apply` emits them; seats are 0-based, rows 1..4.

- RoundDealt(round, rows, hand_size): a new round; rows holds the four starting cards.
- CardPicked(player, turn): a player picked a card face down (the card stays secret).
- CardsRevealed(turn, cards): everyone has picked; (card, player) pairs, lowest card first.
- RowChoiceNeeded(player, card): that card is lower than every row; its owner must pick a row.
- RowTaken(player, row, cards, bullheads, reason): a row went to a penalty pile; reason is
  "sixth" (the card would have been sixth) or "too_low" (the player's choice).
- CardPlaced(player, card, row, position): a card was laid at `position` (1 = starts the row).
- TurnEnded(turn): every card of the turn has been placed.
- RoundScored(round, bullheads, totals): per-seat bullheads of the round and new totals.
- GameOver(winners, totals): the game ended; winners are the seats tied for the lowest total.
"""

from __future__ import annotations

import dataclasses

from game.core import Event


def seat_name(player: int) -> str:
    """How the log names a seat."""
    return f"Player {player + 1}"


def _cards(cards: tuple[int, ...]) -> str:
    return " ".join(str(c) for c in cards)


@dataclasses.dataclass(frozen=True)
class RoundDealt(Event):
    round: int
    rows: tuple[int, ...]
    hand_size: int

    def text(self) -> str:
        return f"Round {self.round}: {self.hand_size} cards each; rows start {_cards(self.rows)}"


@dataclasses.dataclass(frozen=True)
class CardPicked(Event):
    player: int
    turn: int

    def text(self) -> str:
        return f"{seat_name(self.player)} has picked a card"


@dataclasses.dataclass(frozen=True)
class CardsRevealed(Event):
    turn: int
    cards: tuple[tuple[int, int], ...]  # (card, player), lowest card first

    def text(self) -> str:
        shown = ", ".join(f"{seat_name(p)} {c}" for c, p in self.cards)
        return f"Turn {self.turn} cards: {shown}"


@dataclasses.dataclass(frozen=True)
class RowChoiceNeeded(Event):
    player: int
    card: int

    def text(self) -> str:
        return f"{self.card} is lower than every row: {seat_name(self.player)} chooses a row to take"


@dataclasses.dataclass(frozen=True)
class RowTaken(Event):
    player: int
    row: int
    cards: tuple[int, ...]
    bullheads: int
    reason: str  # "sixth" or "too_low"

    def text(self) -> str:
        why = "sixth card" if self.reason == "sixth" else "card too low"
        return (f"{seat_name(self.player)} takes row {self.row} ({_cards(self.cards)}): "
                f"{self.bullheads} bullhead{'s' if self.bullheads != 1 else ''} ({why})")


@dataclasses.dataclass(frozen=True)
class CardPlaced(Event):
    player: int
    card: int
    row: int
    position: int

    def text(self) -> str:
        where = "starts" if self.position == 1 else f"goes {self.position}th in"
        if self.position == 2:
            where = "goes 2nd in"
        elif self.position == 3:
            where = "goes 3rd in"
        return f"{seat_name(self.player)}'s {self.card} {where} row {self.row}"


@dataclasses.dataclass(frozen=True)
class TurnEnded(Event):
    turn: int

    def text(self) -> str:
        return f"Turn {self.turn} is over"


@dataclasses.dataclass(frozen=True)
class RoundScored(Event):
    round: int
    bullheads: tuple[int, ...]
    totals: tuple[int, ...]

    def text(self) -> str:
        parts = ", ".join(f"{seat_name(p)} +{b} = {t}"
                          for p, (b, t) in enumerate(zip(self.bullheads, self.totals, strict=True)))
        return f"Round {self.round} scored: {parts}"


@dataclasses.dataclass(frozen=True)
class GameOver(Event):
    winners: tuple[int, ...]
    totals: tuple[int, ...]

    def text(self) -> str:
        names = " and ".join(seat_name(p) for p in self.winners)
        verb = "win" if len(self.winners) > 1 else "wins"
        return f"Game over: {names} {verb} with {self.totals[self.winners[0]]} bullheads"
