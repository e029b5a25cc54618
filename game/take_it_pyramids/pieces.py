"""The fifteen pyramids and the value of the drawn area (the pot).

Kept apart from the rules so the screen can show the pot's breakdown with the very same function
the rules use to score it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from fractions import Fraction

SIZES: tuple[str, ...] = ("small", "medium", "large")
COLORS: tuple[str, ...] = ("red", "yellow", "green", "blue", "black")
BUST_COLOR = "black"
PIECE_POINTS = 1
TRIO_BONUS = 3  # for every 3 pyramids of the same colour
SET_BONUS = 5  # for every 5 pyramids of the same size


@dataclasses.dataclass(frozen=True, order=True)
class Pyramid:
    """One pyramid; ordered by size (small first) then colour, in the order of SIZES and COLORS."""

    size_index: int
    color_index: int

    @property
    def size(self) -> str:
        return SIZES[self.size_index]

    @property
    def color(self) -> str:
        return COLORS[self.color_index]

    @property
    def is_black(self) -> bool:
        return self.color == BUST_COLOR

    def text(self, palette: str = "rainbow") -> str:
        return f"{self.size} {color_name(self.color, palette)}"


def pyramid(size: str, color: str) -> Pyramid:
    """The pyramid with that size and colour name."""
    return Pyramid(SIZES.index(size), COLORS.index(color))


ALL_PYRAMIDS: tuple[Pyramid, ...] = tuple(Pyramid(s, c) for s in range(len(SIZES))
                                          for c in range(len(COLORS)))


def color_name(color: str, palette: str = "rainbow") -> str:
    """The colour as players see it: with the xeno palette white plays the part of black."""
    if palette == "xeno" and color == BUST_COLOR:
        return "white"
    return color


@dataclasses.dataclass(frozen=True)
class PotValue:
    """The pot's value and why: one point per piece, trio and size-set bonuses, banked value."""

    total: int
    pieces: int
    trios: tuple[str, ...]  # colours with a trio (3 of that colour drawn)
    size_sets: tuple[str, ...]  # sizes with a full set (5 of that size drawn)
    banked: int

    @property
    def trio_points(self) -> int:
        return TRIO_BONUS * len(self.trios)

    @property
    def set_points(self) -> int:
        return SET_BONUS * len(self.size_sets)


def pot_value(drawn: Iterable[Pyramid], banked: int = 0) -> PotValue:
    """Value of the drawn area plus what was banked before the bag was refilled."""
    pieces = list(drawn)
    by_color = [0] * len(COLORS)
    by_size = [0] * len(SIZES)
    for p in pieces:
        by_color[p.color_index] += 1
        by_size[p.size_index] += 1
    trios = tuple(c for c, n in zip(COLORS, by_color, strict=True) for _ in range(n // 3))
    sets = tuple(s for s, n in zip(SIZES, by_size, strict=True) for _ in range(n // 5))
    total = banked + PIECE_POINTS * len(pieces) + TRIO_BONUS * len(trios) + SET_BONUS * len(sets)
    return PotValue(total, len(pieces), trios, sets, banked)


def black_risk_of(bag: Iterable[Pyramid], size: str) -> Fraction:
    """Chance that a draw of that size is black: 1 / pyramids of that size in the bag (0 if none)."""
    n = sum(1 for p in bag if p.size == size)
    return Fraction(1, n) if n else Fraction(0)
