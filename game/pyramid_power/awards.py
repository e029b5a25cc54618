"""Pyramid Power's awards, read from the events of a replay: the most tiles laid in one turn,
and the most points one tile scored."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator

from game.awards import Fact
from game.core import Step
from game.pyramid_power.events import TilePlaced

AWARDS = {"pyramid_power.most_tiles_turn": "most", "pyramid_power.best_tile": "most"}


def facts(steps: Iterable[tuple[int, Step]], num_players: int) -> Iterator[Fact]:
    """Per seat that laid a tile: most tiles in one of its turns, and its best tile's points."""
    per_turn: Counter[tuple[int, int]] = Counter()
    best: dict[int, int] = {}
    for _, step in steps:
        for event in step.events:
            if isinstance(event, TilePlaced):
                per_turn[(event.player, event.turn)] += 1
                best[event.player] = max(best.get(event.player, event.points), event.points)
    most: dict[int, int] = {}
    for (seat, _), count in per_turn.items():
        most[seat] = max(most.get(seat, 0), count)
    for seat in sorted(most):
        yield Fact("pyramid_power.most_tiles_turn", seat, most[seat])
    for seat in sorted(best):
        yield Fact("pyramid_power.best_tile", seat, best[seat])
