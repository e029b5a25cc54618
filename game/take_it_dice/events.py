"""Events of Take It or Leave It (dice), for the screen to animate and the log to print.

- CardsDealt(player, combo, action, hand_combo, hand_action): cards a seat received (ids; the
  screen shows them only to their owner), and its hand size afterwards.
- DrawPileRebuilt(kind, count): a draw pile ran out; its discard pile was shuffled into it.
- RoundStarted(round, starter, rounds_total): before the starter casts.
- DiceCast(player, dice): the starter cast all dice; `dice` are the faces, whites, blacks, reds.
- DieTaken(player, die, tray_left): a die went from the tray to the player.
- Passed(player): out for the rest of the round.
- ActionPlayed(player, card, kind, dice, to, at, minus): an action card was played (its own
  arguments; `minus` chips it cost at once).
- DiceRerolled(player, card, kind, changes): dice cast again by an action card; changes are
  (old die, new die) pairs (for throw-back the first is the player's own die, then the target).
- DieChanged(player, card, kind, old, new): fix-black or nudge-white turned one die.
- DiceSwapped(player, card, white_old, black_old, white_new, black_new).
- PlayerScored(round, player, placements, unused, minus_reasons, points, minus, total):
  placements are (card id, card text, points, dice on it); minus_reasons (reason, chips).
- RoundEnded(round, totals): every player's result of the round.
- CardDiscarded(player, card) / CardKept(player).
- SplitChosen(player, combo, action): first edition, a seat chose its own split of five cards.
- StoppedAfterOne(player): first edition, take-two's second die declined (still in the round).
- GameOver(scores, winners, points, minus).
"""

from __future__ import annotations

import dataclasses

from game.core import Event


def _seat(p: int) -> str:
    return f"Player {p + 1}"


@dataclasses.dataclass(frozen=True)
class CardsDealt(Event):
    player: int
    combo: tuple[str, ...]
    action: tuple[str, ...]
    hand_combo: int
    hand_action: int

    def text(self) -> str:
        return (f"{_seat(self.player)} draws {len(self.combo)} combo and {len(self.action)} "
                f"action cards")


@dataclasses.dataclass(frozen=True)
class DrawPileRebuilt(Event):
    kind: str
    count: int

    def text(self) -> str:
        return f"The {self.kind} discards ({self.count} cards) are shuffled into a new draw pile"


@dataclasses.dataclass(frozen=True)
class RoundStarted(Event):
    round: int
    starter: int
    rounds_total: int

    def text(self) -> str:
        return f"Round {self.round + 1} of {self.rounds_total}: {_seat(self.starter)} casts the dice"


@dataclasses.dataclass(frozen=True)
class DiceCast(Event):
    player: int
    dice: tuple[str, ...]

    def text(self) -> str:
        return f"{_seat(self.player)} casts {' '.join(self.dice)}"


@dataclasses.dataclass(frozen=True)
class DieTaken(Event):
    player: int
    die: str
    tray_left: int

    def text(self) -> str:
        return f"{_seat(self.player)} takes {self.die}"


@dataclasses.dataclass(frozen=True)
class Passed(Event):
    player: int

    def text(self) -> str:
        return f"{_seat(self.player)} passes"


@dataclasses.dataclass(frozen=True)
class ActionPlayed(Event):
    player: int
    card: str
    kind: str
    dice: tuple[str, ...]
    to: int
    at: str
    minus: int

    def text(self) -> str:
        extra = " ".join(self.dice)
        if self.to:
            extra += f" to {self.to}"
        if self.at:
            extra += f" at {self.at}"
        cost = f" (costs {self.minus} minus)" if self.minus else ""
        return f"{_seat(self.player)} plays {self.card} {self.kind} {extra}".rstrip() + cost


@dataclasses.dataclass(frozen=True)
class DiceRerolled(Event):
    player: int
    card: str
    kind: str
    changes: tuple[tuple[str, str], ...]

    def text(self) -> str:
        moves = ", ".join(f"{a}->{b}" for a, b in self.changes)
        return f"{_seat(self.player)}'s {self.kind}: {moves}"


@dataclasses.dataclass(frozen=True)
class DieChanged(Event):
    player: int
    card: str
    kind: str
    old: str
    new: str

    def text(self) -> str:
        return f"{_seat(self.player)} turns {self.old} into {self.new}"


@dataclasses.dataclass(frozen=True)
class DiceSwapped(Event):
    player: int
    card: str
    white_old: str
    black_old: str
    white_new: str
    black_new: str

    def text(self) -> str:
        return (f"{_seat(self.player)} swaps {self.white_old} and {self.black_old}: now "
                f"{self.white_new} and {self.black_new}")


@dataclasses.dataclass(frozen=True)
class PlayerScored(Event):
    round: int
    player: int
    placements: tuple[tuple[str, str, int, tuple[str, ...]], ...]
    unused: tuple[str, ...]
    minus_reasons: tuple[tuple[str, int], ...]
    points: int
    minus: int
    total: int

    def text(self) -> str:
        done = ", ".join(f"{c} [{t}] {p}" for c, t, p, _ in self.placements) or "no combo"
        why = ", ".join(f"{n} {r}" for r, n in self.minus_reasons)
        return (f"{_seat(self.player)}: {done}; {self.points} points, {self.minus} minus"
                + (f" ({why})" if why else "") + f" = {self.total:+d}")


@dataclasses.dataclass(frozen=True)
class RoundEnded(Event):
    round: int
    totals: tuple[int, ...]

    def text(self) -> str:
        return f"Round {self.round + 1} ends: " + ", ".join(
            f"{_seat(p)} {t:+d}" for p, t in enumerate(self.totals))


@dataclasses.dataclass(frozen=True)
class CardDiscarded(Event):
    player: int
    card: str

    def text(self) -> str:
        return f"{_seat(self.player)} discards {self.card}"


@dataclasses.dataclass(frozen=True)
class CardKept(Event):
    player: int

    def text(self) -> str:
        return f"{_seat(self.player)} keeps their hand"


@dataclasses.dataclass(frozen=True)
class GameOver(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    points: tuple[int, ...]
    minus: tuple[int, ...]

    def text(self) -> str:
        names = " and ".join(_seat(p) for p in self.winners)
        return f"Game over: {names} win{'s' if len(self.winners) == 1 else ''} " \
               f"({', '.join(str(s) for s in self.scores)})"


@dataclasses.dataclass(frozen=True)
class SplitChosen(Event):
    player: int
    combo: int
    action: int

    def text(self) -> str:
        return f"{_seat(self.player)} will hold {self.combo} task and {self.action} action cards"


@dataclasses.dataclass(frozen=True)
class StoppedAfterOne(Event):
    player: int

    def text(self) -> str:
        return f"{_seat(self.player)} stops after one die and stays in the round"
