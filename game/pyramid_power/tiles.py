"""The 36 tiles of this edition: ids, side colours in clockwise order, and points.

The published tile list is not available, so the set is the project's own (rules spec): five
one-colour tiles, ten two-colour tiles (one per colour pair), twenty three-colour tiles (every
set of three colours in both turning directions) and one wild.
"""

from __future__ import annotations

COLOURS: tuple[str, ...] = ("R", "Y", "G", "B", "P")
COLOUR_NAMES: dict[str, str] = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "P": "purple"}
WILD = "W"
WILD_SIDE = "*"  # how a side of the wild is written in side tuples: it matches every colour


def _build() -> dict[str, str]:
    """Tile id -> clockwise side colours, in the spec's id order."""
    colours: list[str] = [c * 3 for c in COLOURS]  # T01-T05
    colours += ["RRY", "RRG", "YYG", "YYB", "GGB", "GGP", "BBP", "BBR", "PPR", "PPY"]  # T06-T15
    for trio in ("RYG", "RYB", "RYP", "RGB", "RGP", "RBP", "YGB", "YGP", "YBP", "GBP"):  # T16-T35
        colours.append(trio)
        colours.append(trio[0] + trio[2] + trio[1])  # the same three colours turning the other way
    table = {f"T{i:02d}": c for i, c in enumerate(colours, start=1)}
    table[WILD] = WILD_SIDE * 3
    return table


TILE_COLOURS: dict[str, str] = _build()
ALL_TILES: tuple[str, ...] = tuple(TILE_COLOURS)  # T01..T35, W
PLAIN_TILES: tuple[str, ...] = ALL_TILES[:-1]


def points(tile: str) -> int:
    """Points a tile is worth: 3 for one colour, 2 for two, 1 for three, 0 for the wild."""
    if tile == WILD:
        return 0
    return 4 - len(set(TILE_COLOURS[tile]))


TILE_POINTS: dict[str, int] = {t: points(t) for t in ALL_TILES}


def turned(tile: str, turn: int) -> str:
    """The colours on sides 0, 1, 2 of a cell after turning: side s shows colour (s - turn) mod 3."""
    c = TILE_COLOURS[tile]
    return c[(0 - turn) % 3] + c[(1 - turn) % 3] + c[(2 - turn) % 3]


# (tile, turn) -> colours by side, for every plain tile and turn (the wild is handled apart).
TURNED: dict[tuple[str, int], str] = {(t, k): turned(t, k) for t in PLAIN_TILES for k in range(3)}


def describe(tile: str) -> str:
    """A tile for the log: 'T17 (R G Y)' or 'the wild'."""
    if tile == WILD:
        return "the wild"
    return f"{tile} ({' '.join(TILE_COLOURS[tile])})"
