"""Options, actions and the immutable game state of Take 5."""

from __future__ import annotations

import dataclasses
import enum

from game.core import option

from .cards import HAND_SIZE, NUM_ROWS

HIDDEN = 0  # stands for a picked card another player may not see yet (cards are 1..104)


@dataclasses.dataclass(frozen=True)
class Options:
    """Rule variants; the menu builds its controls from the field metadata."""

    end_score: int = option(66, minimum=1, maximum=999)
    end_rule: str = option("exceeds", choices=("exceeds", "reaches"))
    professional: bool = option(False)
    show_seen_cards: bool = option(False)  # a display helper only; no rule depends on it


class Phase(enum.Enum):
    """What the game waits for."""

    DEAL = "deal"  # chance deals a new round
    PICK = "pick"  # players who have not picked choose a card, all at once
    ROW = "row"  # the owner of a too-low card chooses the row to take
    OVER = "over"


@dataclasses.dataclass(frozen=True)
class Deal:
    """Chance's deal: each hand (sorted, seat order) and the four row starters (rows 1..4)."""

    hands: tuple[tuple[int, ...], ...]
    rows: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Play:
    """Pick a card from the hand for this turn (face down until everyone has picked)."""

    card: int


@dataclasses.dataclass(frozen=True)
class TakeRow:
    """Take row `row` (1..4) because the player's card is lower than every row's last card."""

    row: int


Action = Deal | Play | TakeRow


@dataclasses.dataclass(frozen=True)
class State:
    """Everything about a game at one moment. A player's view has the same shape.

    hands: each seat's hand, sorted (tuples hash fast); None where this view may not see a (non-empty) hand.
    picks: None = not picked yet, HIDDEN = picked but not visible in this view, else the card.
    rows: the four rows, left to right, oldest card first.
    pending: revealed (card, seat) pairs still to be placed this turn, lowest first; in phase ROW
        the first one is the too-low card whose owner must choose a row.
    taken: each seat's penalty pile this round (cards in the order taken).
    seen: cards revealed this round, turn by turn, lowest first within a turn (public knowledge).
    totals: penalty totals of the rounds scored so far; history: bullheads per round per seat.
    """

    options: Options
    num_players: int
    phase: Phase
    round: int
    turn: int
    hands: tuple[tuple[int, ...] | None, ...]
    hand_counts: tuple[int, ...]
    picks: tuple[int | None, ...]
    rows: tuple[tuple[int, ...], ...]
    pending: tuple[tuple[int, int], ...]
    taken: tuple[tuple[int, ...], ...]
    seen: tuple[int, ...]
    totals: tuple[int, ...]
    history: tuple[tuple[int, ...], ...]

    @property
    def chooser(self) -> int | None:
        """The seat that must choose a row now, if any."""
        return self.pending[0][1] if self.phase is Phase.ROW else None


def initial_state(num_players: int, options: Options) -> State:
    """A game before its first deal."""
    n = num_players
    return State(
        options=options, num_players=n, phase=Phase.DEAL, round=0, turn=0,
        hands=((),) * n, hand_counts=(0,) * n, picks=(None,) * n,
        rows=((),) * NUM_ROWS, pending=(), taken=((),) * n, seen=(), totals=(0,) * n, history=(),
    )


__all__ = ["HAND_SIZE", "HIDDEN", "Action", "Deal", "Options", "Phase", "Play", "State", "TakeRow",
           "initial_state"]
