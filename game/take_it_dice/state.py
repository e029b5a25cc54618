"""The state of a game of Take It or Leave It (dice), its options, and its action values.

Everything is immutable (frozen dataclasses, tuples, frozensets), so `apply` can return a new
state and `core.state_hash` can fingerprint it. Dice are strings "W5", "B2", "R4" (the notation
writes white and black whatever the theme); a tray is a sorted tuple, i.e. a multiset.
"""

from __future__ import annotations

import dataclasses
import enum

from game.core import option

HAND_SPLITS = ("4+1", "5+0", "3+2", "2+3", "1+4")
THEMES = ("classic", "combo")
# The two published editions: "first" (the rulebook: task cards, an action card before each
# take, each seat its own split, no discard step) and "combo" (the later combo edition).
EDITIONS = ("first", "combo")


@dataclasses.dataclass(frozen=True)
class Options:
    """Rule variants; `theme` only changes the dice colours on screen (white/black or orange/blue)."""

    # The first edition deals no hands (each seat chooses its own five), so these two are the
    # combo edition's only.
    hand_split: str = option("4+1", choices=HAND_SPLITS, only_when={"edition": ("combo",)})
    action_cards_per_round: int = option(1, minimum=0, maximum=3, only_when={"edition": ("combo",)})
    theme: str = option("classic", choices=THEMES)
    edition: str = option("combo", choices=EDITIONS)
    first_player: int = option(1, minimum=1, maximum=5)  # seat number, counted from 1

    @property
    def combo_hand(self) -> int:
        return int(self.hand_split.split("+")[0])

    @property
    def action_hand(self) -> int:
        return int(self.hand_split.split("+")[1])


# Dice in play by player count: (white, black, red).
DICE_BY_PLAYERS = {2: (6, 6, 1), 3: (7, 7, 2), 4: (8, 8, 2), 5: (9, 9, 2)}
# Rounds each player starts.
STARTS_BY_PLAYERS = {2: 3, 3: 3, 4: 2, 5: 1}


def total_rounds(num_players: int) -> int:
    return STARTS_BY_PLAYERS[num_players] * num_players


@dataclasses.dataclass(frozen=True)
class Pending:
    """Dice lifted out of the tray by an action card, waiting for chance to cast them."""

    player: int
    card: str
    kind: str
    dice: tuple[str, ...]        # old dice, in the order the `roll` names their new values
    target: str = ""             # throw-back: the tray die it was aimed at ("" if none)


class Phase(enum.StrEnum):
    """What the game waits for (a StrEnum, so records and notation read the same words)."""

    SPLIT = "split"  # first edition: each seat chooses its own split of five cards
    DEAL = "deal"  # chance deals a round's cards
    CAST = "cast"  # chance casts the tray's dice
    ROLL = "roll"  # chance rolls dice an action card threw back or rerolls
    TURN = "turn"  # a player takes a die, passes or plays an action card
    DISCARD = "discard"  # players discard or keep one card, in seat order
    OVER = "over"


@dataclasses.dataclass(frozen=True)
class State:
    """A whole game, or one player's view of it (then `viewer` is set and hidden parts are None).

    phase: "deal" and "cast" and "roll" are chance nodes; "turn" a player takes/passes/plays;
    "discard" players discard or keep one card in seat order; "over" when finished.
    """

    num_players: int
    options: Options
    phase: Phase
    round: int                                   # 0-based round number
    starter: int                                 # who started (casts) this round
    turn: int                                    # whose turn it is ("turn" and "discard")
    combo_hands: tuple[frozenset[str] | None, ...]
    action_hands: tuple[frozenset[str] | None, ...]
    hand_sizes: tuple[tuple[int, int], ...]      # (combo, action) cards each player holds
    combo_draw: frozenset[str] | None            # None in a view: the draw piles are unseen
    action_draw: frozenset[str] | None
    combo_draw_size: int
    action_draw_size: int
    combo_discard: frozenset[str]
    action_discard: frozenset[str]
    tray: tuple[str, ...]                        # sorted dice in the tray
    taken: tuple[tuple[str, ...], ...]           # dice each player took this round (sorted)
    passed: tuple[bool, ...]
    played: tuple[int, ...]                      # action cards each player played this round
    turn_played: bool                            # the player on turn has played a card already
    second_take: bool                            # take-two: the second take of this turn is due
    take_two: bool                               # take-two played, first take not yet made
    pending: Pending | None
    score_piles: tuple[tuple[str, ...], ...]     # completed combo cards, public
    minus: tuple[int, ...]                       # minus chips so far
    round_totals: tuple[tuple[int, ...], ...]    # per finished round, each player's result
    viewer: int | None = None
    unseen_combo: frozenset[str] | None = None   # views only: draw pile + other hands
    unseen_action: frozenset[str] | None = None
    splits: tuple[tuple[int, int], ...] = ()    # (combo, action) hand each seat refills to


# ---------------------------------------------------------------- actions


@dataclasses.dataclass(frozen=True)
class Deal:
    """Chance: cards dealt to each seat (seat order), combo and action ids."""

    hands: tuple[tuple[str, ...], ...]


@dataclasses.dataclass(frozen=True)
class Cast:
    """Chance: all dice cast at the start of a round, whites then blacks then reds."""

    dice: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class Roll:
    """Chance: new faces of dice an action card had cast again, in the pending order."""

    dice: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class Take:
    die: str


@dataclasses.dataclass(frozen=True)
class Pass:
    pass


@dataclasses.dataclass(frozen=True)
class Play:
    """Play an action card. dice: the dice it names; to: a new face; at: a throw-back target."""

    card: str
    dice: tuple[str, ...] = ()
    to: int = 0
    at: str = ""


@dataclasses.dataclass(frozen=True)
class Stop:
    """Take-two (first edition): stop after the first die; the player stays in the round."""


@dataclasses.dataclass(frozen=True)
class Split:
    """First edition, before the first deal: this seat's hand is `combo` + (5 - combo) cards."""

    combo: int


@dataclasses.dataclass(frozen=True)
class Discard:
    card: str


@dataclasses.dataclass(frozen=True)
class Keep:
    pass


def die_key(die: str) -> tuple[int, int]:
    """White, black, red; then by value: the order the notation lists dice in."""
    return ("WBR".index(die[0]), int(die[1]))


_DIE_RANK = {f"{c}{v}": i for i, (c, v) in enumerate((c, v) for c in "WBR" for v in range(1, 7))}


def sort_dice(dice: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Dice in `die_key` order, by a table lookup: the bots' search sorts millions of times."""
    return tuple(sorted(dice, key=_DIE_RANK.__getitem__))
