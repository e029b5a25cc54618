"""Issue 37: a hint's reason is true in the position it is given for.

The hint is the medium bot's move; its reason comes from the measure the bot chose it by
(game/take_it_dice/bots.py: TakeRating, discard_worths). Here the sentence a person reads (English,
the source of every translation) is checked against the position itself, over hundreds of
positions of bot games in both dice editions and in Take 5: what the sentence claims a die adds,
finishes or starts, which card is weakest, why a hand is kept, and where a Take 5 card goes.
The checks read the sentence, not only the move, so the old sentences the audit found false
fail here (test_the_checks_catch_the_old_sentences).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game import GAMES
from game.core import CHANCE, Match, make_bots
from game.take_it_dice import advice as dice_advice
from game.take_it_dice.bots import _EASE, DISCARD_LIMIT, Evaluator, discard_worths
from game.take_it_dice.cards import COMBO_CARDS
from game.take_it_dice.state import Discard, Keep, Pass, Stop, Take
from scenes.table.hints import words
from scenes.ui.text import set_language


def dice_positions(edition: str, games: int, seed: int) -> list[tuple[Any, int]]:
    """(state, seat) at every decision of the seats of bot games (medium and easy seats)."""
    out = []
    for g in range(games):
        n = 2 + (g % 3)
        match = Match("take_it_dice", n, {"edition": edition}, seed=seed * 100 + g)
        bots = make_bots("take_it_dice", ["medium", "easy", "medium", "easy"][:n], seed * 100 + g)
        module = match.module
        while not match.is_over():
            actors = match.to_act()
            if actors == (CHANCE,):
                match.chance_step()
                continue
            p = actors[0]
            if match.state.phase in ("turn", "discard"):
                out.append((match.state, p))
            match.apply(p, bots[p].choose(module.view(match.state, p), p))
    return out


def total(state: Any, seat: int, extra: tuple[str, ...] = ()) -> int:
    return dice_advice.laid_out(state, seat, extra).total


def check_dice(text: str, advice: Any, state: Any, seat: int) -> None:
    """The sentence's claims, each checked on the position."""
    seen = GAMES["take_it_dice"].view(state, seat)
    facts = dict(advice.facts)
    action = advice.action
    base = total(seen, seat)
    if isinstance(action, Take):
        gain_now = total(seen, seat, (action.die,)) - base
        if "finishes one of your cards" in text:
            before = {p.text for p in dice_advice.laid_out(seen, seat).placements}
            after = {p.text for p in dice_advice.laid_out(seen, seat, (action.die,)).placements}
            assert after - before, "no card is finished by it"
            assert gain_now > 0, "it finishes a card but the round gains nothing"
            if "gain" in facts:
                assert facts["gain"] == gain_now
        if "adds" in text and "from the tray" not in text:
            assert facts["gain"] == gain_now > 0
        if "fits your cards best" in text:  # the old claim: no other die adds more now
            best = max(total(seen, seat, (d,)) - base for d in set(seen.tray))
            assert gain_now >= best, f"another die adds {best}, this one {gain_now}"
        if "starts your best plan" in text:
            rating = _rating(seen, seat)
            plan, _value = rating.plans[action.die]
            tray = list(seen.tray)
            for d in plan:
                tray.remove(d)  # the plan's dice are all in the tray now
            assert action.die in plan and len(plan) == facts["more"] + 1
            assert total(seen, seat, plan) - base == facts["gain"] > 0
            assert rating.scores[action.die] == max(rating.scores.values())
        if "brings one of your cards closer" in text:
            rating = _rating(seen, seat)
            assert all(v <= rating.stop for v in rating.scores.values()), "a plan beats stopping"
            ev = Evaluator(dice_advice.hand_cards(seen, seat), seen.taken[seat])
            assert ev.card_gain(action.die)[0] > 0
    elif isinstance(action, (Pass, Stop)):
        if "no die left raises your round" in text or "no second die would raise" in text:
            assert all(total(seen, seat, (d,)) <= base for d in set(seen.tray))
    elif isinstance(action, Discard):
        hand = sorted(seen.combo_hands[seat] or ())
        if "least likely to be finished" in text:
            chance = {c: _EASE[COMBO_CARDS[c][0]] for c in hand}
            assert chance[action.card] == min(chance.values()), "another card is less likely"
        if "points times its chance" in text:
            worth = discard_worths(seen, seat)
            assert worth[action.card] == min(worth.values())
    elif isinstance(action, Keep):
        hand = sorted(seen.combo_hands[seat] or ())
        if "all still have a good chance" in text:
            assert all(_EASE[COMBO_CARDS[c][0]] >= 0.1 for c in hand), "a card has (almost) no chance"
        if "even the weakest is worth keeping" in text:
            assert min(discard_worths(seen, seat).values()) >= DISCARD_LIMIT["medium"]
        if "combo cards, every one counts" in text:
            assert facts["n"] == len(hand) < facts["full"] == seen.options.combo_hand


def _rating(seen: Any, seat: int) -> Any:
    from game.advice import medium_bot

    bot = medium_bot("take_it_dice", seat)
    bot.choose(seen, seat)
    return bot.rating


@pytest.mark.parametrize("edition", ["combo", "first"])
def test_dice_hint_reasons_are_true_in_their_positions(edition: str) -> None:
    set_language("en")
    reasons: dict[str, int] = {}
    for state, seat in dice_positions(edition, 6, 37):
        advice = dice_advice.advise(state, seat)
        text = words("take_it_dice", advice)
        check_dice(text, advice, state, seat)
        reasons[advice.reason] = reasons.get(advice.reason, 0) + 1
    assert sum(reasons.values()) > 200, reasons
    want = {"plan", "pass", "completes", "closer"} | ({"discard", "keep_short"} if edition == "combo" else set())
    assert want <= set(reasons), reasons


def test_the_checks_catch_the_old_sentences() -> None:
    """The sentences the audit found false, said again for the positions they were given for,
    fail the checks: a discard that was not the least likely card, a kept hand with a card of
    (almost) no chance, a die said to fit best when another added more."""
    old = {
        "discard": "Throw away the card least likely to be finished",
        "keep": "Keep your cards: they all still have a good chance",
        "fits": "Take the {die}: it fits your cards best; {open} cards still need dice",
    }
    caught: set[str] = set()
    set_language("en")
    for state, seat in dice_positions("combo", 10, 41):
        advice = dice_advice.advise(state, seat)
        if isinstance(advice.action, Discard):
            sentence = old["discard"]
        elif isinstance(advice.action, Keep):
            sentence = old["keep"]
        elif isinstance(advice.action, Take):
            sentence = old["fits"]
        else:
            continue
        try:
            check_dice(sentence, advice, state, seat)
        except AssertionError:
            caught.add(type(advice.action).__name__)
    assert {"Discard", "Keep", "Take"} <= caught, caught


# ---------------------------------------------------------------- Take 5


def test_take5_hints_say_where_a_card_goes_only_as_played_alone() -> None:
    """Other cards of the same turn can send a card elsewhere; the sentence says "played
    alone", and played alone (the rows as they are) the card goes where it says."""
    from game.take5 import advice as t5
    from game.take5.rules import target_row

    set_language("en")
    module = GAMES["take5"]
    rng = random.Random(5)
    checked = 0
    for g in range(8):
        match = Match("take5", 3 + g % 3, {"end_score": 30}, seed=g)
        while not match.is_over() and checked < 400:
            actors = match.to_act()
            if actors == (CHANCE,):
                match.chance_step()
                continue
            p = actors[0]
            advice = t5.advise(match.state, p)
            text = words("take5", advice)
            if advice.reason in ("room", "sixth", "too_low"):
                assert "played alone" in text.lower(), text
                t = target_row(match.state.rows, advice.action.card)
                if advice.reason == "too_low":
                    assert t is None
                else:
                    assert t is not None and t + 1 == advice.fact("row")
                checked += 1
            legal = module.legal_actions(match.state, p)
            match.apply(p, advice.action if rng.random() < 0.5 else rng.choice(legal))
    assert checked > 100
