"""Pyramid Power's awards, read from the events of a replay: the most tiles one seat laid in a
game, and the most points one tile scored.

(A turn is always one tile here, a drawn tile that fits included: the rules have no turn of
several tiles, so the first edition's "most tiles in one turn" was no fact and is gone.)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator

from game.awards import Fact
from game.core import Step
from game.pyramid_power.events import TilePlaced

AWARDS = {"pyramid_power.most_tiles_game": "most", "pyramid_power.best_tile": "most"}


def facts(steps: Iterable[tuple[int, Step]], num_players: int) -> Iterator[Fact]:
    """Per seat that laid a tile: how many it laid in the game, and its best tile's points."""
    laid: Counter[int] = Counter()
    best: dict[int, int] = {}
    for _, step in steps:
        for event in step.events:
            if isinstance(event, TilePlaced):
                laid[event.player] += 1
                best[event.player] = max(best.get(event.player, event.points), event.points)
    for seat in sorted(laid):
        yield Fact("pyramid_power.most_tiles_game", seat, laid[seat])
    for seat in sorted(best):
        yield Fact("pyramid_power.best_tile", seat, best[seat])
