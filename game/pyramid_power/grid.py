"""The triangle grid: which cells point up, their neighbours and the side order.

Cell (c, r) points up when c + r is even. Sides are listed clockwise: an up cell has right,
bottom, left; a down cell has top, right, left. Each side touches exactly one neighbour cell.
"""

from __future__ import annotations

Cell = tuple[int, int]

UP_SIDE_NAMES = ("right", "bottom", "left")
DOWN_SIDE_NAMES = ("top", "right", "left")

# For a side of an up cell, the side of the (down) neighbour it touches, and vice versa.
_UP_OPPOSITE = (2, 0, 1)
_DOWN_OPPOSITE = (1, 2, 0)


def points_up(cell: Cell) -> bool:
    """True when the cell's triangle has its tip at the top."""
    return (cell[0] + cell[1]) % 2 == 0


def neighbours(cell: Cell) -> tuple[Cell, Cell, Cell]:
    """The cells across sides 0, 1, 2 of this cell."""
    c, r = cell
    if (c + r) % 2 == 0:
        return ((c + 1, r), (c, r + 1), (c - 1, r))
    return ((c, r - 1), (c + 1, r), (c - 1, r))


def opposite_side(cell: Cell, side: int) -> int:
    """The side of the neighbour across `side` that touches this cell."""
    return (_UP_OPPOSITE if points_up(cell) else _DOWN_OPPOSITE)[side]


def side_name(cell: Cell, side: int) -> str:
    return (UP_SIDE_NAMES if points_up(cell) else DOWN_SIDE_NAMES)[side]


# Precomputed per orientation: for side s, (dc, dr, neighbour side). Used by hot loops.
UP_LINKS = ((1, 0, 2), (0, 1, 0), (-1, 0, 1))
DOWN_LINKS = ((0, -1, 1), (1, 0, 2), (-1, 0, 0))
