"""Take It or Leave It (dice) awards, read from the events of a replay: the best round anyone
scored, as the results screen's round table shows it (the change of the seat's score over the
round, so a fix-black card's minus chips paid during the round count in it)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from game.awards import Fact
from game.core import Step
from game.take_it_dice.events import RoundEnded
from game.take_it_dice.rules import scores

AWARDS = {"take_it_dice.best_round": "most"}


def facts(steps: Iterable[tuple[int, Step]], num_players: int) -> Iterator[Fact]:
    """Per seat: its best round, its score at the round's end less its score at the last one's."""
    best: dict[int, int] = {}
    before = (0,) * num_players
    for _, step in steps:
        if not any(isinstance(event, RoundEnded) for event in step.events):
            continue
        after = tuple(int(s) for s in scores(step.state))
        for seat, (now, then) in enumerate(zip(after, before, strict=True)):
            best[seat] = max(best.get(seat, now - then), now - then)
        before = after
    for seat in sorted(best):
        yield Fact("take_it_dice.best_round", seat, best[seat])
