"""Events of Pyramid Power, in the order a screen animates them.

- `Dealt(hands, supply_left)`: the hands seat by seat (face up) after the shuffle.
- `StartTurned(tile, cell, turn, sides)`: the start tile laid at (0, 0) with turn 0.
- `TilePlaced(player, tile, cell, turn, sides, points, own_points, bonus_points, touching,
  scored_touching, from_draw, score)`: a tile went into a cell. `sides` are the colours on the
  cell's sides 0, 1, 2 after turning ('*' for the wild). `touching` lists (cell, tile, points) of
  every tile it touches; their points are counted (`scored_touching`) when it touches two or
  more. `points = own_points + bonus_points`; `score` is the player's total afterwards.
- `DrawChosen(player, supply_left)`: nothing fits, so the player draws (the tile is revealed by
  the next event, TileDrawn, once chance has picked it).
- `TileDrawn(player, tile, must_place, supply_left)`: a draw from the supply; when `must_place`
  the same player now places it (the next event from them is a TilePlaced with from_draw).
- `TileKept(player, tile, hand_size)`: the drawn tile fits nowhere; it joins the hand and the
  turn ends.
- `HandRefilled(player, tile, hand_size, supply_left)`: solitaire refill, one tile per event.
- `TurnPassed(player)`: whose turn it is now (after a placement or a kept tile).
- `GameOver(reason, player, bonuses, scores, winners)`: the end. `reason` is "last_tile",
  "supply_empty", "solitaire_cleared" or "solitaire_stuck"; `player` is who placed the last
  tile or who was stuck; each `Bonus(player, amount, why, tiles, from_player)` is one score
  change (amount is negative for the solitaire penalty).
"""

from __future__ import annotations

import dataclasses

from game.core import Event
from game.pyramid_power.grid import Cell
from game.pyramid_power.tiles import describe


def name(player: int) -> str:
    return f"Player {player + 1}"


def tiles_text(tiles: tuple[str, ...]) -> str:
    return " ".join(tiles) if tiles else "no tiles"


@dataclasses.dataclass(frozen=True)
class Dealt(Event):
    hands: tuple[tuple[str, ...], ...]
    supply_left: int

    def text(self) -> str:
        parts = "; ".join(f"{name(p)}: {tiles_text(h)}" for p, h in enumerate(self.hands))
        return f"Tiles dealt ({parts}); {self.supply_left} in the supply"


@dataclasses.dataclass(frozen=True)
class StartTurned(Event):
    tile: str
    cell: Cell
    turn: int
    sides: tuple[str, str, str]

    def text(self) -> str:
        return f"Start tile {describe(self.tile)} at {self.cell[0]},{self.cell[1]}"


@dataclasses.dataclass(frozen=True)
class TilePlaced(Event):
    player: int
    tile: str
    cell: Cell
    turn: int
    sides: tuple[str, str, str]
    points: int
    own_points: int
    bonus_points: int
    touching: tuple[tuple[Cell, str, int], ...]
    scored_touching: bool
    from_draw: bool
    score: int

    def text(self) -> str:
        where = f"at {self.cell[0]},{self.cell[1]}"
        if self.scored_touching:
            extra = (f" ({self.own_points} + {self.bonus_points} for touching "
                     f"{' '.join(t for _, t, _ in self.touching)})")
        else:
            extra = ""
        return (f"{name(self.player)} places {describe(self.tile)} {where} turn {self.turn}: "
                f"{self.points} points{extra}")


@dataclasses.dataclass(frozen=True)
class DrawChosen(Event):
    player: int
    supply_left: int

    def text(self) -> str:
        return f"{name(self.player)} has no tile that fits and draws from the supply"


@dataclasses.dataclass(frozen=True)
class TileDrawn(Event):
    player: int
    tile: str
    must_place: bool
    supply_left: int

    def text(self) -> str:
        then = "it fits and must be placed now" if self.must_place else "it fits nowhere"
        return f"{name(self.player)} draws {describe(self.tile)}: {then}"


@dataclasses.dataclass(frozen=True)
class TileKept(Event):
    player: int
    tile: str
    hand_size: int

    def text(self) -> str:
        return f"{name(self.player)} keeps {self.tile} ({self.hand_size} tiles in hand)"


@dataclasses.dataclass(frozen=True)
class HandRefilled(Event):
    player: int
    tile: str
    hand_size: int
    supply_left: int

    def text(self) -> str:
        return f"{name(self.player)} refills with {describe(self.tile)} ({self.supply_left} left)"


@dataclasses.dataclass(frozen=True)
class TurnPassed(Event):
    player: int

    def text(self) -> str:
        return f"{name(self.player)}'s turn"


@dataclasses.dataclass(frozen=True)
class Bonus:
    """One end-of-game score change and why."""

    player: int
    amount: int
    why: str
    tiles: tuple[str, ...] = ()
    from_player: int | None = None


@dataclasses.dataclass(frozen=True)
class GameOver(Event):
    reason: str
    player: int
    bonuses: tuple[Bonus, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def text(self) -> str:
        lines = "; ".join(f"{name(b.player)} {b.amount:+d} ({b.why})" for b in self.bonuses)
        final = ", ".join(f"{name(p)} {s}" for p, s in enumerate(self.scores))
        who = " and ".join(name(w) for w in self.winners)
        return f"Game over: {lines or 'no bonus'}. Final: {final}. Winner: {who}"
