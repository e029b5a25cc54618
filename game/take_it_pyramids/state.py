"""Options, actions and the immutable game state."""

from __future__ import annotations

import dataclasses
import enum

from game.core import option
from game.take_it_pyramids.pieces import Pyramid


@dataclasses.dataclass(frozen=True)
class Options:
    """Rule options; both are cosmetic or UI-only and never change a result."""

    palette: str = option("rainbow", choices=("rainbow", "xeno"))  # xeno: white plays black
    show_odds: bool = option(True)  # the screen shows the black risk of each size


class Phase(enum.Enum):
    DRAW = "draw"  # the drawer picks a size
    COLOR = "color"  # chance picks the colour of the chosen size
    OFFER = "offer"  # `asked` may take half the pot or leave it
    DECIDE = "decide"  # the drawer may take the full pot or leave it and draw again
    OVER = "over"


# ---------------------------------------------------------------- actions


@dataclasses.dataclass(frozen=True)
class Draw:
    """The drawer reaches into the bag for a pyramid of this size."""

    size: str


@dataclasses.dataclass(frozen=True)
class Color:
    """Chance: the colour of the drawn pyramid."""

    color: str


@dataclasses.dataclass(frozen=True)
class Take:
    """Take it: score the pot (half of it when offered) and leave the round."""


@dataclasses.dataclass(frozen=True)
class Leave:
    """Leave it: pass on the offer, or (the drawer) draw again."""


Action = Draw | Color | Take | Leave


# ---------------------------------------------------------------- state


@dataclasses.dataclass(frozen=True)
class State:
    """Everything about a game in progress; all public (the game hides nothing).

    Seats are numbered clockwise, so "the next player clockwise" is seat + 1 (mod players).
    """

    num_players: int
    options: Options
    scores: tuple[int, ...]
    phase: Phase
    dealer: int
    drawer: int  # who holds the bag
    asked: int | None  # whose answer the offer waits for (OFFER phase)
    size: str | None  # the size reached for, waiting for its colour (COLOR phase)
    bag: tuple[Pyramid, ...]  # sorted
    drawn: tuple[Pyramid, ...]  # the pot's pyramids, in the order they arrived
    discarded: tuple[Pyramid, ...]  # in the order they were poured out
    banked: int  # pot value carried over from before the bag was last refilled
    blacks: int  # blacks drawn this round (the third ends it)
    in_round: tuple[int, ...]  # seats still in this round, ascending
    round_gains: tuple[int, ...]  # points each seat scored in this round so far
    contenders: tuple[int, ...]  # seats who play in this cycle (all, or the tied in a tie-break)
    dealers_left: tuple[int, ...]  # seats still to deal in this cycle after the current dealer
    cycle: int  # 1-based; cycles above `cycles` are tie-break cycles
    cycles: int  # regular cycles for this player count
    round_number: int  # 1-based count of rounds started in the game

    @property
    def tie_break(self) -> bool:
        return self.cycle > self.cycles
