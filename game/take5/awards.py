"""Take 5's awards, read from the events of a replay: the fewest bullheads anyone took in a
round, and the heaviest row anyone had to take."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from game.awards import Fact
from game.core import Step
from game.take5.events import RoundScored, RowTaken

AWARDS = {"take5.fewest_round": "fewest", "take5.heaviest_row": "most"}


def facts(steps: Iterable[tuple[int, Step]], num_players: int) -> Iterator[Fact]:
    """Per seat: its fewest bullheads in one round, and its heaviest row taken (if it took one)."""
    fewest: dict[int, int] = {}
    heaviest: dict[int, int] = {}
    for _, step in steps:
        for event in step.events:
            if isinstance(event, RoundScored):
                for seat, bulls in enumerate(event.bullheads):
                    fewest[seat] = min(fewest.get(seat, bulls), bulls)
            elif isinstance(event, RowTaken):
                heaviest[event.player] = max(heaviest.get(event.player, 0), event.bullheads)
    for seat in sorted(fewest):
        yield Fact("take5.fewest_round", seat, fewest[seat])
    for seat in sorted(heaviest):
        yield Fact("take5.heaviest_row", seat, heaviest[seat])
