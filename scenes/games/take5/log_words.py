"""Take 5 events as short sentences for the log strip and the history (the core's own texts stay
in the records). None: the event is not worth a line (the seats already show it)."""

from __future__ import annotations

from collections.abc import Sequence

from game.take5 import events as ev
from scenes.table.words import name_list, plural
from scenes.ui.text import tr

P = "take5.log."


def words(event: object, names: Sequence[str]) -> str | None:
    """One readable line for `event`, naming seats by `names`."""
    def who(p: int) -> str:
        return names[p] if 0 <= p < len(names) else "?"

    if isinstance(event, ev.RoundDealt):
        return tr(P + "round", r=event.round, n=event.hand_size)
    if isinstance(event, (ev.CardPicked, ev.TurnEnded)):
        return None
    if isinstance(event, ev.CardsRevealed):
        shown = " · ".join(tr(P + "shown_one", name=who(p), card=c) for c, p in event.cards)
        return tr(P + "revealed", cards=shown)
    if isinstance(event, ev.RowChoiceNeeded):
        return tr(P + "too_low", name=who(event.player), card=event.card)
    if isinstance(event, ev.RowTaken):
        heads = plural(P + "bullheads", event.bullheads)
        key = "took_sixth" if event.reason == "sixth" else "took_low"
        return tr(P + key, name=who(event.player), row=event.row, heads=heads)
    if isinstance(event, ev.CardPlaced):
        key = "starts" if event.position == 1 else "placed"
        return tr(P + key, name=who(event.player), card=event.card, row=event.row)
    if isinstance(event, ev.RoundScored):
        parts = ", ".join(tr(P + "round_part", name=who(p), n=b) for p, b in enumerate(event.bullheads))
        return tr(P + "scored", r=event.round, parts=parts)
    if isinstance(event, ev.GameOver):
        winners = [who(p) for p in event.winners]
        heads = plural(P + "bullheads", event.totals[event.winners[0]])
        key = "winner" if len(winners) == 1 else "winners"
        return tr(P + key, names=name_list(winners), heads=heads)
    return None
