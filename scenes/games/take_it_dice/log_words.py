"""Take It or Leave It (dice) in words a player says: dice ("white 4"), cards by what they ask
for ("white 5 + black 2", "any dice over 15") or do ("Swap"), and each event as a short line
for the log strip and the history. The core keeps its notation for the records."""

from __future__ import annotations

import re
from collections.abc import Sequence

from game.take_it_dice import events as ev
from game.take_it_dice.cards import ACTION_CARDS, COMBO_CARDS
from scenes.games.take_it_dice.palette_words import ptr
from scenes.table.words import name_list, plural
from scenes.ui.text import tr

P = "take_it_dice.words."
COLOUR = {"W": "white", "B": "black", "R": "red", "*": "any"}


def die(token: str) -> str:
    """"W4" -> "white 4"."""
    if len(token) == 2 and token[0] in "WBR" and token[1].isdigit():
        return tr(P + "die", colour=ptr(P + "colour." + COLOUR[token[0]]), n=token[1])
    return token


def dice(tokens: Sequence[str]) -> str:
    return name_list([die(t) for t in tokens])


def requirement(text: str) -> str:
    """A combo card's requirement in words, from its printed text (e.g. "3*<9", "B B W")."""
    m = re.fullmatch(r"([WB*])?>(\d+)", text)
    if m:
        return tr(P + "more", who=_dice_of(m.group(1)), n=m.group(2))
    m = re.fullmatch(r"(\d)([WB*])<(\d+)", text)
    if m:
        who = ptr(P + "some_dice." + COLOUR[m.group(2)])
        return tr(P + "fewer", count=m.group(1), who=who, n=m.group(3))
    m = re.fullmatch(r"([WB])?=(\d+)", text)
    if m:
        key = "sum_colour" if m.group(1) else "sum"
        return tr(P + key, who=_dice_of(m.group(1) or "*"), n=m.group(2))
    tokens = text.split()
    if all(len(t) == 1 for t in tokens):  # colours only
        parts = []
        for c in ("B", "W"):
            n = tokens.count(c)
            if n:
                parts.append(tr(P + "colour_count", n=n, colour=ptr(P + "colour." + COLOUR[c])))
        return " + ".join(parts)
    return " + ".join(tr(P + "die", colour=ptr(P + "colour." + COLOUR[t[0]]), n=t[1]) for t in tokens)


def _dice_of(colour: str | None) -> str:
    return ptr(P + "dice_of." + COLOUR[colour or "*"])


def card(card_id: str) -> str:
    """How a player names a card: an action card by its title, a combo card by what it asks."""
    if card_id in ACTION_CARDS:
        return ptr("take_it_dice.kind." + ACTION_CARDS[card_id])
    if card_id in COMBO_CARDS:
        return requirement(COMBO_CARDS[card_id][0])
    return tr(P + "a_card")


def words(event: object, names: Sequence[str], edition: str = "combo") -> str | None:
    """One readable line for `event`, naming seats by `names`; None: no line. The first
    edition calls combo cards "task cards"."""
    def who(p: int) -> str:
        return names[p] if 0 <= p < len(names) else "?"

    if isinstance(event, ev.CardsDealt):
        n = len(event.combo) + len(event.action)
        return plural(P + "dealt", n, name=who(event.player)) if n else None
    if isinstance(event, ev.DrawPileRebuilt):
        return tr("take_it_dice.pile_rebuilt", kind=pile_word(event.kind, edition))
    if isinstance(event, ev.RoundStarted):
        return tr(P + "round", n=event.round + 1, of=event.rounds_total, name=who(event.starter))
    if isinstance(event, ev.DiceCast):
        return plural(P + "cast", len(event.dice), name=who(event.player))
    if isinstance(event, ev.DieTaken):
        return tr(P + "take", name=who(event.player), die=die(event.die))
    if isinstance(event, ev.Passed):
        return tr(P + "pass", name=who(event.player))
    if isinstance(event, ev.ActionPlayed):
        line = tr(P + "play", name=who(event.player), card=card(event.card))
        if event.minus:
            line += tr(P + "play_cost", chips=plural(P + "chips", event.minus))
        return line
    if isinstance(event, ev.DiceRerolled):
        news = [die(b) for _, b in event.changes]
        return tr(P + "rerolled", name=who(event.player), dice=name_list(news) or tr(P + "nothing"))
    if isinstance(event, ev.DieChanged):
        return tr(P + "changed", name=who(event.player), old=die(event.old), new=die(event.new))
    if isinstance(event, ev.DiceSwapped):
        return tr(P + "swapped", name=who(event.player), a=die(event.white_new), b=die(event.black_new))
    if isinstance(event, ev.PlayerScored):
        cards = plural(P + "cards_done", len(event.placements))
        return tr(P + "scored", name=who(event.player), cards=cards, points=plural("log.points", event.points),
                  minus=event.minus, total=f"{event.total:+d}")
    if isinstance(event, ev.RoundEnded):
        return tr(P + "round_ended", n=event.round + 1)
    if isinstance(event, ev.CardDiscarded):
        return tr(P + "discard", name=who(event.player), card=card(event.card))
    if isinstance(event, ev.CardKept):
        return tr(P + "keep", name=who(event.player))
    if isinstance(event, ev.SplitChosen):
        return tr(P + "split", name=who(event.player), c=event.combo, a=event.action)
    if isinstance(event, ev.StoppedAfterOne):
        return tr(P + "stop", name=who(event.player))
    if isinstance(event, ev.GameOver):
        winners = [who(p) for p in event.winners]
        key = "winner" if len(winners) == 1 else "winners"
        return tr(P + key, names=name_list(winners), score=event.scores[event.winners[0]])
    return None


def pile_word(kind: str, edition: str) -> str:
    """Which pile was reshuffled, in words (the first edition calls combo cards task cards)."""
    return tr(P + "pile." + ("task" if edition == "first" and kind == "combo" else kind))
