"""Take It or Leave It (pyramids) awards, read from the events of a replay: the biggest pot
anyone took, as the drawer or on an offer."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from game.awards import Fact
from game.core import Step
from game.take_it_pyramids.events import DrawerTook, OfferTaken

AWARDS = {"take_it_pyramids.biggest_pot": "most"}


def facts(steps: Iterable[tuple[int, Step]], num_players: int) -> Iterator[Fact]:
    """Per seat that took a pot: the most points it took at once."""
    biggest: dict[int, int] = {}
    for _, step in steps:
        for event in step.events:
            if isinstance(event, (DrawerTook, OfferTaken)):
                biggest[event.player] = max(biggest.get(event.player, event.points), event.points)
    for seat in sorted(biggest):
        yield Fact("take_it_pyramids.biggest_pot", seat, biggest[seat])
