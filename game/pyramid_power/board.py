"""Derived board facts (occupied cells, the open frontier) and placement checks.

The state stores the board as a tuple of placed tiles; the lookups here are rebuilt from it once
per board and cached, so listing every placement of a hand stays well under a millisecond.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache

from game.core import IllegalAction
from game.pyramid_power.grid import DOWN_LINKS, UP_LINKS, Cell, side_name
from game.pyramid_power.state import Placed
from game.pyramid_power.tiles import TILE_COLOURS, TILE_POINTS, TURNED, WILD, WILD_SIDE, describe


@dataclasses.dataclass(frozen=True)
class Slot:
    """An empty cell touching at least one tile.

    needs: (side, colour) pairs the tile must show (sides touching the wild need nothing).
    touching: (side, neighbour cell) for every side that touches a tile.
    bonus: the points of the touching tiles, scored when two or more are touched.
    """

    cell: Cell
    needs: tuple[tuple[int, str], ...]
    touching: tuple[tuple[int, Cell], ...]
    bonus: int


@dataclasses.dataclass(frozen=True)
class Layout:
    """cells: occupied cell -> (tile, colours by side); slots: open cell -> Slot."""

    cells: dict[Cell, tuple[str, str]]
    slots: dict[Cell, Slot]


def sides_of(tile: str, turn: int) -> str:
    """Colours by side after turning ('***' for the wild)."""
    return WILD_SIDE * 3 if tile == WILD else TURNED[(tile, turn)]


def links(cell: Cell) -> tuple[tuple[int, int, int], ...]:
    return UP_LINKS if (cell[0] + cell[1]) % 2 == 0 else DOWN_LINKS


def slot_for(cells: dict[Cell, tuple[str, str]], cell: Cell) -> Slot | None:
    """The slot at an empty cell, or None when it touches nothing."""
    c, r = cell
    needs: list[tuple[int, str]] = []
    touching: list[tuple[int, Cell]] = []
    bonus = 0
    for side, (dc, dr, other_side) in enumerate(links(cell)):
        n = (c + dc, r + dr)
        got = cells.get(n)
        if got is None:
            continue
        touching.append((side, n))
        bonus += TILE_POINTS[got[0]]
        colour = got[1][other_side]
        if colour != WILD_SIDE:
            needs.append((side, colour))
    if not touching:
        return None
    return Slot(cell, tuple(needs), tuple(touching), bonus)


@lru_cache(maxsize=2048)
def layout(board: tuple[Placed, ...]) -> Layout:
    """Occupied cells and open slots of a board (cached: boards are immutable)."""
    cells = {p.cell: (p.tile, sides_of(p.tile, p.turn)) for p in board}
    slots: dict[Cell, Slot] = {}
    for (c, r) in cells:
        for dc, dr, _ in links((c, r)):
            n = (c + dc, r + dr)
            if n in cells or n in slots:
                continue
            slot = slot_for(cells, n)
            if slot is not None:
                slots[n] = slot
    return Layout(cells, slots)


def fits(slot: Slot, tile: str, turn: int) -> bool:
    if tile == WILD:
        return True
    shown = TURNED[(tile, turn)]
    return all(shown[s] == colour for s, colour in slot.needs)


def slot_points(slot: Slot, tile: str) -> int:
    """Points for a fitting tile: its own, plus the touched tiles' when it touches two or more."""
    return TILE_POINTS[tile] + (slot.bonus if len(slot.touching) >= 2 else 0)


def placement_score(board: tuple[Placed, ...], tile: str, cell: Cell, turn: int) -> int:
    """Points for the placement, or IllegalAction saying why it does not fit."""
    if tile not in TILE_COLOURS:
        raise IllegalAction(f"there is no tile called {tile!r}", "not_a_move")
    if turn not in (0, 1, 2):
        raise IllegalAction(f"a tile can be turned 0, 1 or 2 steps, not {turn}", "not_a_move")
    if tile == WILD and turn != 0:
        raise IllegalAction("the wild is the same every way round; place it without a turn", "wild_no_turn")
    lay = layout(board)
    if cell in lay.cells:
        raise IllegalAction(f"cell {cell[0]},{cell[1]} already holds {describe(lay.cells[cell][0])}", "cell_taken")
    slot = lay.slots.get(cell)
    if slot is None:
        raise IllegalAction(f"cell {cell[0]},{cell[1]} does not touch any tile", "cell_alone")
    if tile != WILD:
        shown = TURNED[(tile, turn)]
        for side, colour in slot.needs:
            if shown[side] != colour:
                raise IllegalAction(
                    f"{describe(tile)} turned {turn} shows {shown[side]} on its {side_name(cell, side)} "
                    f"side at {cell[0]},{cell[1]}, but the tile there shows {colour}",
                    "colours_differ", side=side_name(cell, side), need=colour, shows=shown[side],
                    turning_helps=any(fits(slot, tile, k) for k in (0, 1, 2) if k != turn))
    return slot_points(slot, tile)


def turns_for(tile: str) -> tuple[int, ...]:
    return (0,) if tile == WILD else (0, 1, 2)


_FITS: dict[tuple[str, tuple[tuple[int, str], ...]], bool] = {}


def shows(shown: str, needs: tuple[tuple[int, str], ...]) -> bool:
    """Whether a tile showing `shown` (colours by side) meets a slot's needs; remembered,
    because the search asks the same few hundred questions millions of times."""
    key = (shown, needs)
    got = _FITS.get(key)
    if got is None:
        got = _FITS[key] = all(shown[s] == colour for s, colour in needs)
    return got


def placements(board: tuple[Placed, ...], tiles: tuple[str, ...]) -> list[tuple[str, Cell, int]]:
    """Every fitting (tile, cell, turn) for the given tiles, in a fixed order."""
    slots = layout(board).slots
    ordered = sorted(slots)
    out: list[tuple[str, Cell, int]] = []
    needs = [(cell, slots[cell].needs) for cell in ordered]
    for tile in sorted(set(tiles)):
        if tile == WILD:
            out.extend((tile, cell, 0) for cell in ordered)
            continue
        for turn in (0, 1, 2):
            shown = TURNED[(tile, turn)]
            out.extend((tile, cell, turn) for cell, need in needs if shows(shown, need))
    return out


def any_fits(board: tuple[Placed, ...], tiles: tuple[str, ...]) -> bool:
    """True when some tile of `tiles` fits somewhere (the wild always does)."""
    if WILD in tiles:
        return bool(tiles)
    slots = layout(board).slots.values()
    for tile in set(tiles):
        for turn in (0, 1, 2):
            shown = TURNED[(tile, turn)]
            for slot in slots:
                if all(shown[s] == colour for s, colour in slot.needs):
                    return True
    return False
