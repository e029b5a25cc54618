"""Immutable values: options, actions, placed tiles and the game state."""

from __future__ import annotations

import dataclasses
import enum

from game.core import option
from game.pyramid_power.grid import Cell


@dataclasses.dataclass(frozen=True)
class Options:
    """Rule variants. `wild_tile` off plays with the 35 coloured tiles only."""

    wild_tile: bool = option(True)


class Phase(enum.Enum):
    """Where the game stands; chance acts in DEAL, DRAW and REFILL."""

    DEAL = "deal"                # chance deals the hands and turns the start tile
    PLAY = "play"                # the current player places a tile, or draws when nothing fits
    DRAW = "draw"                # chance reveals the tile drawn from the supply
    PLACE_DRAWN = "place_drawn"  # the drawn tile fits: the same player must place it now
    REFILL = "refill"            # solitaire: chance refills the hand to 7, one tile at a time
    OVER = "over"


# ------------------------------------------------------------------ actions


@dataclasses.dataclass(frozen=True)
class Deal:
    """Chance: the hands seat by seat, then the start tile put at (0, 0) with turn 0."""

    hands: tuple[tuple[str, ...], ...]
    start: str


@dataclasses.dataclass(frozen=True)
class Supply:
    """Chance: the tile that comes from the supply (a draw, or a solitaire refill)."""

    tile: str


@dataclasses.dataclass(frozen=True)
class Place:
    """A player puts a tile into a cell, turned `turn` steps (the wild always has turn 0)."""

    tile: str
    cell: Cell
    turn: int = 0


@dataclasses.dataclass(frozen=True)
class Draw:
    """A player draws from the supply because nothing in hand fits."""


Action = Deal | Supply | Place | Draw


# ------------------------------------------------------------------ state


@dataclasses.dataclass(frozen=True)
class Placed:
    """A tile on the board."""

    cell: Cell
    tile: str
    turn: int


@dataclasses.dataclass(frozen=True)
class State:
    """Everything about a game; nothing is hidden (hands are face up, the supply is a set).

    board: tiles in the order they were placed (the start tile first).
    hands: each seat's tiles, sorted by id.
    supply: the face-down tiles (their order does not exist: draws are chance actions).
    drawn: in PLACE_DRAWN, the drawn tile that must be placed now.
    end_reason: once over, "last_tile", "supply_empty", "solitaire_cleared" or "solitaire_stuck".
    """

    num_players: int
    options: Options
    phase: Phase
    current: int
    board: tuple[Placed, ...]
    hands: tuple[tuple[str, ...], ...]
    supply: frozenset[str]
    scores: tuple[int, ...]
    drawn: str | None = None
    end_reason: str | None = None
    moves: int = 0  # tiles placed by players so far (not counting the start tile)
