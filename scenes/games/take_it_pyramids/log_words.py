"""Take It or Leave It (pyramids) in words a player says, one short line per event for the log
strip and the history (correct plurals, "a small green pyramid", no notation). The core keeps
its own texts for the records."""

from __future__ import annotations

from collections.abc import Sequence

from game.take_it_pyramids import events as ev
from scenes.table.words import name_list, plural
from scenes.ui.text import tr, variant

P = "take_it_pyramids.log."


def pyramid(size: str, colour: str) -> str:
    """"a small green pyramid" (colour as the chosen palette names it)."""
    return tr(P + "pyramid", size=tr(P + "size." + size), colour=colour_word(colour))


def colour_word(colour: str) -> str:
    """The core names colours in English ("green"); the table says them in its language."""
    return tr("take_it_pyramids.colour." + colour)


def words(event: object, names: Sequence[str], danger: str = "") -> str | None:
    """One readable line for `event`, naming seats by `names`; None: no line. `danger` "white":
    white plays black, and the lines that name the round-ending colour say white."""
    def who(p: int) -> str:
        return names[p] if 0 <= p < len(names) else "?"

    if isinstance(event, ev.RoundStarted):
        return tr("take_it_pyramids.round_start", n=event.round_number, name=who(event.dealer))
    if isinstance(event, ev.SizeChosen):
        return tr(variant(P + "reach", danger), name=who(event.player), size=tr(P + "size." + event.size),
                  n=event.in_bag)
    if isinstance(event, ev.PyramidDrawn):
        return tr(P + "drawn", name=who(event.player), pyramid=pyramid(event.size, event.color_shown),
                  pot=plural("log.points", event.pot.total))
    if isinstance(event, ev.BlackBust):
        key = "bust_end" if event.ends_round else "bust"
        return tr(variant(P + key, danger), name=who(event.player), pyramid=pyramid(event.size, event.color_shown),
                  count=event.bust_count)
    if isinstance(event, ev.BlackJoinsPot):
        return tr(P + "joins", pyramid=pyramid(event.size, event.color_shown),
                  pot=plural("log.points", event.pot.total))
    if isinstance(event, ev.BagRefilled):
        return tr(P + "refill", banked=plural("log.points", event.banked))
    if isinstance(event, ev.OfferMade):
        return tr(P + "offer", name=who(event.player), points=plural("log.points", event.points))
    if isinstance(event, (ev.OfferTaken, ev.DrawerTook)):
        return tr(P + "took", name=who(event.player), points=plural("log.points", event.points),
                  total=event.total)
    if isinstance(event, ev.OfferLeft):
        return tr(P + "left", name=who(event.player))
    if isinstance(event, ev.DrawerLeft):
        return tr(P + "draws_again", name=who(event.player))
    if isinstance(event, ev.BagPassed):
        return tr(P + "bag", name=who(event.to_player))
    if isinstance(event, ev.RoundEnded):
        gains = [tr(P + "gain", name=who(p), n=g) for p, g in enumerate(event.gains) if g]
        if not gains:
            return tr(P + "round_end_none", n=event.round_number)
        return tr(P + "round_end", n=event.round_number, gains=", ".join(gains))
    if isinstance(event, ev.DealerPassed):
        return tr(P + "dealer", name=who(event.to_player))
    if isinstance(event, ev.CycleStarted):
        if event.tie_break:
            return tr("take_it_pyramids.tie_cycle", n=event.cycle - event.cycles)
        return tr("take_it_pyramids.cycle_start", n=event.cycle, of=event.cycles)
    if isinstance(event, ev.TieBreakBegins):
        return tr("take_it_pyramids.tie_break", names=name_list([who(p) for p in event.players]), n=event.score)
    if isinstance(event, ev.GameOver):
        winners = [who(p) for p in event.winners]
        key = "winner" if len(winners) == 1 else "winners"
        return tr(P + key, names=name_list(winners), points=plural("log.points", max(event.scores)))
    return None
