"""Fast board arithmetic for the bots: slot patterns, fit tables and one-move look-ahead.

A slot (an empty cell touching tiles) is summed up as (pattern, touching, bonus): pattern has one
character per side, the colour that side must show or '.' for anything. Which turns of a tile fit
a pattern is a table lookup, so the bots can weigh thousands of placements per decision.
"""

from __future__ import annotations

from itertools import product

from game.pyramid_power.board import links, sides_of
from game.pyramid_power.grid import Cell
from game.pyramid_power.state import Placed
from game.pyramid_power.tiles import ALL_TILES, COLOURS, TILE_POINTS, TURNED, WILD, WILD_SIDE

Info = tuple[str, int, int]  # (pattern, number of touching tiles, their points)
Cells = dict[Cell, tuple[str, str]]  # cell -> (tile, colours by side)

PATTERNS = ["".join(p) for p in product((".", *COLOURS), repeat=3)]


def _fit_table() -> dict[str, dict[str, tuple[int, ...]]]:
    table: dict[str, dict[str, tuple[int, ...]]] = {}
    for tile in ALL_TILES:
        row: dict[str, tuple[int, ...]] = {}
        for pattern in PATTERNS:
            if tile == WILD:
                row[pattern] = (0,)
                continue
            seen: set[str] = set()
            turns = []
            for k in (0, 1, 2):
                shown = TURNED[(tile, k)]
                if shown in seen:
                    continue  # a one-colour tile looks the same every way round
                if all(p in (".", s) for p, s in zip(pattern, shown, strict=True)):
                    seen.add(shown)
                    turns.append(k)
            row[pattern] = tuple(turns)
        table[tile] = row
    return table


# FITS[tile][pattern]: the distinct turns of the tile that fit (empty when it does not fit).
FITS = _fit_table()


def cells_of(board: tuple[Placed, ...]) -> Cells:
    return {p.cell: (p.tile, sides_of(p.tile, p.turn)) for p in board}


def info_at(cells: Cells, cell: Cell) -> Info | None:
    """The slot summary of an empty cell, or None when it touches nothing."""
    c, r = cell
    pattern = ""
    count = 0
    bonus = 0
    for dc, dr, other in links(cell):
        got = cells.get((c + dc, r + dr))
        if got is None:
            pattern += "."
            continue
        count += 1
        bonus += TILE_POINTS[got[0]]
        colour = got[1][other]
        pattern += "." if colour == WILD_SIDE else colour
    return (pattern, count, bonus) if count else None


def slots_of(cells: Cells) -> dict[Cell, Info]:
    slots: dict[Cell, Info] = {}
    for c, r in cells:
        for dc, dr, _ in links((c, r)):
            n = (c + dc, r + dr)
            if n not in cells and n not in slots:
                info = info_at(cells, n)
                if info is not None:
                    slots[n] = info
    return slots


def value(tile: str, info: Info) -> int:
    return TILE_POINTS[tile] + (info[2] if info[1] >= 2 else 0)


_BEST: dict[tuple[tuple[str, ...], Info], int | None] = {}


def best_value(tiles: tuple[str, ...], info: Info) -> int | None:
    """Most points any of `tiles` scores in this slot, or None when none fits (remembered:
    hands and slot summaries repeat endlessly inside the expert's rollouts)."""
    key = (tiles, info)
    got = _BEST.get(key, -1)
    if got != -1:
        return got
    best: int | None = None
    pattern = info[0]
    for t in tiles:
        if FITS[t][pattern]:
            v = value(t, info)
            if best is None or v > best:
                best = v
    if len(_BEST) > 200_000:
        _BEST.clear()
    _BEST[key] = best
    return best


def moves(tiles: tuple[str, ...], slots: dict[Cell, Info]) -> list[tuple[str, Cell, int, int]]:
    """Distinct fitting placements (tile, cell, turn, points), one-colour repeats left out."""
    out = []
    for t in sorted(set(tiles)):
        row = FITS[t]
        for cell, info in slots.items():
            for k in row[info[0]]:
                out.append((t, cell, k, value(t, info)))
    return out


def after(cells: Cells, slots: dict[Cell, Info], tile: str, cell: Cell,
          turn: int) -> tuple[list[Cell], dict[Cell, Info]]:
    """What one placement changes: the cells whose slot changes, and their new summaries."""
    cells[cell] = (tile, sides_of(tile, turn))
    c, r = cell
    changed = [cell]
    new: dict[Cell, Info] = {}
    try:
        for dc, dr, _ in links(cell):
            n = (c + dc, r + dr)
            if n in cells:
                continue
            changed.append(n)
            info = info_at(cells, n)
            if info is not None:
                new[n] = info
    finally:
        del cells[cell]
    return changed, new


class BestTable:
    """Best points a hand scores per slot, to answer 'best move after this change' quickly."""

    def __init__(self, tiles: tuple[str, ...], slots: dict[Cell, Info]) -> None:
        self.tiles = tuple(sorted(set(tiles)))
        ranked = []
        for cell, info in slots.items():
            v = best_value(self.tiles, info)
            if v is not None:
                ranked.append((v, cell))
        ranked.sort(reverse=True)
        self.ranked = ranked

    def best_after(self, changed: list[Cell], new: dict[Cell, Info]) -> int | None:
        """Best points on the board after a change (None when nothing fits)."""
        best: int | None = None
        for v, cell in self.ranked:
            if cell not in changed:
                best = v
                break
        for info in new.values():
            v = best_value(self.tiles, info)
            if v is not None and (best is None or v > best):
                best = v
        return best
