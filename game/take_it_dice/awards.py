"""Take It or Leave It (dice) awards, read from the events of a replay: the best round anyone
scored (its points less its minus points)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from game.awards import Fact
from game.core import Step
from game.take_it_dice.events import PlayerScored

AWARDS = {"take_it_dice.best_round": "most"}


def facts(steps: Iterable[tuple[int, Step]], num_players: int) -> Iterator[Fact]:
    """Per seat: its best round's net points."""
    best: dict[int, int] = {}
    for _, step in steps:
        for event in step.events:
            if isinstance(event, PlayerScored):
                net = event.total  # the round's points less its minus points
                best[event.player] = max(best.get(event.player, net), net)
    for seat in sorted(best):
        yield Fact("take_it_dice.best_round", seat, best[seat])
