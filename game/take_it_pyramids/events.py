"""Events for the screen and the log. A screen can animate a whole game from these alone.

- `RoundStarted(round_number, cycle, cycles, tie_break, dealer, players)`: all 15 pyramids go into
  the bag, the dealer holds it; `players` are the seats in this round.
- `SizeChosen(player, size, in_bag, black_risk_text)`: the drawer reaches for a size.
- `PyramidDrawn(player, size, color, pot)`: a non-black pyramid goes to the pot; `pot` is the
  new value (`PotValue` with its breakdown).
- `BlackBust(player, size, discarded, bust_count, ends_round)`: black drawn; `discarded` are the
  pyramids poured out to the discarded area (the black first); `bust_count` 1..3.
- `BlackJoinsPot(size, pot)`: the fourth of a size pulled that size's black into the pot.
- `BagRefilled(banked)`: the bag was empty; all 15 go back in, `banked` is kept in the pot.
- `OfferMade(player, drawer, points)`: `player` is asked whether to take `points` (half the pot).
- `OfferTaken(player, points, total)` / `OfferLeft(player)`: the answer.
- `DrawerTook(player, points, total)` / `DrawerLeft(player)`: the drawer's own decision.
- `BagPassed(from_player, to_player, reason)`: the bag moves ("bust" or "took").
- `RoundEnded(round_number, gains, zeroed, third_black, totals)`: per-seat points of the round;
  `zeroed` are the seats still in when the third black came (they score nothing).
- `DealerPassed(from_player, to_player)`: the dealer chip moves.
- `CycleStarted(cycle, cycles, tie_break)`: a new cycle of dealers begins.
- `TieBreakBegins(players, score)`: these tied players play one more cycle.
- `GameOver(scores, winners)`.
"""

from __future__ import annotations

import dataclasses

from game.core import Event
from game.take_it_pyramids.pieces import PotValue, Pyramid


def seat(p: int) -> str:
    return f"Player {p + 1}"


@dataclasses.dataclass(frozen=True)
class RoundStarted(Event):
    round_number: int
    cycle: int
    cycles: int
    tie_break: bool
    dealer: int
    players: tuple[int, ...]

    def text(self) -> str:
        kind = "tie-break cycle" if self.tie_break else "cycle"
        return (f"Round {self.round_number} ({kind} {self.cycle}"
                f"{'' if self.tie_break else f' of {self.cycles}'}): {seat(self.dealer)} deals")


@dataclasses.dataclass(frozen=True)
class SizeChosen(Event):
    player: int
    size: str
    in_bag: int  # pyramids of that size in the bag; black risk is 1 / in_bag

    def text(self) -> str:
        return f"{seat(self.player)} reaches for a {self.size} pyramid (1 in {self.in_bag} is black)"


@dataclasses.dataclass(frozen=True)
class PyramidDrawn(Event):
    player: int
    size: str
    color: str
    color_shown: str  # the colour name in the chosen palette
    pot: PotValue

    def text(self) -> str:
        return f"{seat(self.player)} draws {self.size} {self.color_shown}: pot {self.pot.total}"


@dataclasses.dataclass(frozen=True)
class BlackBust(Event):
    player: int
    size: str
    discarded: tuple[Pyramid, ...]  # the black first, then the rest of that size from the bag
    bust_count: int
    ends_round: bool
    color_shown: str

    def text(self) -> str:
        end = ", the round ends" if self.ends_round else ""
        return (f"{seat(self.player)} draws {self.size} {self.color_shown}! Black {self.bust_count} of 3; "
                f"{len(self.discarded)} {self.size} pyramid(s) discarded{end}")


@dataclasses.dataclass(frozen=True)
class BlackJoinsPot(Event):
    size: str
    pot: PotValue
    color_shown: str

    def text(self) -> str:
        return (f"Four {self.size} in the pot: the {self.size} {self.color_shown} joins it, "
                f"pot {self.pot.total}")


@dataclasses.dataclass(frozen=True)
class BagRefilled(Event):
    banked: int

    def text(self) -> str:
        return f"The bag is empty: all 15 go back in; {self.banked} points stay banked in the pot"


@dataclasses.dataclass(frozen=True)
class OfferMade(Event):
    player: int
    drawer: int
    points: int

    def text(self) -> str:
        return f"{seat(self.player)}: take it ({self.points}) or leave it?"


@dataclasses.dataclass(frozen=True)
class OfferTaken(Event):
    player: int
    points: int
    total: int

    def text(self) -> str:
        return f"{seat(self.player)} takes it: +{self.points} (total {self.total})"


@dataclasses.dataclass(frozen=True)
class OfferLeft(Event):
    player: int

    def text(self) -> str:
        return f"{seat(self.player)} leaves it"


@dataclasses.dataclass(frozen=True)
class DrawerTook(Event):
    player: int
    points: int
    total: int

    def text(self) -> str:
        return f"{seat(self.player)} takes the pot: +{self.points} (total {self.total})"


@dataclasses.dataclass(frozen=True)
class DrawerLeft(Event):
    player: int

    def text(self) -> str:
        return f"{seat(self.player)} leaves it and draws again"


@dataclasses.dataclass(frozen=True)
class BagPassed(Event):
    from_player: int
    to_player: int
    reason: str  # "bust" or "took"

    def text(self) -> str:
        return f"The bag passes from {seat(self.from_player)} to {seat(self.to_player)}"


@dataclasses.dataclass(frozen=True)
class RoundEnded(Event):
    round_number: int
    gains: tuple[int, ...]  # points each seat scored this round
    zeroed: tuple[int, ...]  # seats still in at the third black: nothing this round
    third_black: bool
    totals: tuple[int, ...]

    def text(self) -> str:
        parts = ", ".join(f"{seat(p)} +{g}" for p, g in enumerate(self.gains) if g)
        tail = f"; nothing for {', '.join(seat(p) for p in self.zeroed)}" if self.zeroed else ""
        how = "third black" if self.third_black else "everyone took it"
        return f"Round {self.round_number} ends ({how}): {parts or 'no points'}{tail}"


@dataclasses.dataclass(frozen=True)
class DealerPassed(Event):
    from_player: int
    to_player: int

    def text(self) -> str:
        return f"The dealer chip passes to {seat(self.to_player)}"


@dataclasses.dataclass(frozen=True)
class CycleStarted(Event):
    cycle: int
    cycles: int
    tie_break: bool

    def text(self) -> str:
        if self.tie_break:
            return f"Tie-break cycle {self.cycle - self.cycles} begins"
        return f"Cycle {self.cycle} of {self.cycles} begins"


@dataclasses.dataclass(frozen=True)
class TieBreakBegins(Event):
    players: tuple[int, ...]
    score: int

    def text(self) -> str:
        return f"{', '.join(seat(p) for p in self.players)} are tied on {self.score}: one more cycle"


@dataclasses.dataclass(frozen=True)
class GameOver(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def text(self) -> str:
        return f"Game over: {', '.join(seat(p) for p in self.winners)} wins with {max(self.scores)}"
