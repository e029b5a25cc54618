"""Bot sanity: legal, deterministic, sensible on clear-cut positions, quick."""

from __future__ import annotations

import dataclasses
import time

import pytest

import game.take_it_dice as g
from game.core import CHANCE, play_match
from game.take_it_dice.bots import make_bot
from game.take_it_dice.state import Cast, Deal, Pass, Play, Take


def position(tray: tuple[str, ...], combos: tuple[str, ...], taken: tuple[str, ...] = (),
             actions: tuple[str, ...] = ("A15",)) -> g.State:
    s = g.new_game(2)
    s = g.apply(s, CHANCE, Deal((("C40", "C41", "C42", "C43", "A01"),
                                 ("C50", "C51", "C52", "C53", "A02")))).state
    s = g.apply(s, CHANCE, Cast(("W1",) * 6 + ("B1",) * 6 + ("R1",))).state
    hands = (frozenset(combos), s.combo_hands[1])
    acts = (frozenset(actions), s.action_hands[1])
    return dataclasses.replace(s, tray=tray, combo_hands=hands, action_hands=acts,
                               hand_sizes=((len(combos), len(actions)), s.hand_sizes[1]),
                               taken=(taken, ()))


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError):
        make_bot("grandmaster", 1)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_takes_the_die_that_completes_a_card(level: str) -> None:
    # Holding W3, with "W3 W2" in hand: the W2 completes it.
    s = position(("B6", "W2", "B5", "W6"), ("C02", "C46", "C47", "C48"), taken=("W3",))
    assert make_bot(level, 1).choose(g.view(s, 0), 0) == Take("W2")


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_passes_when_every_die_would_only_cost(level: str) -> None:
    # Cards done or hopeless: W3 W2 complete already; nothing in the tray helps.
    s = position(("B6", "B5", "R4"), ("C02",), taken=("W3", "W2"), actions=())
    assert make_bot(level, 1).choose(g.view(s, 0), 0) == Pass()


def test_hard_fixes_a_black_die_when_it_completes_a_card() -> None:
    # "B3 W4" needs a B3; the only black die is a 6 and the fix card costs 1.
    s = position(("B6", "W1", "W1"), ("C01", "C46", "C47", "C48"), taken=("W4",),
                 actions=("A09",))
    a = make_bot("hard", 1).choose(g.view(s, 0), 0)
    assert a == Play("A09", ("B6",), to=3)


def test_hard_decides_quickly_on_a_full_tray() -> None:
    s = position((*tuple(f"{c}{v}" for c in "WB" for v in (1, 2, 3, 4, 5, 6)), "R3"),
                 ("C67", "C56", "C48", "C64"), actions=("A28",))
    start = time.perf_counter()
    make_bot("hard", 2).choose(g.view(s, 0), 0)
    assert time.perf_counter() - start < 1.0


def test_a_bot_game_is_reproducible() -> None:
    a = play_match("take_it_dice", 3, ["hard", "medium", "easy"], seed=9)
    b = play_match("take_it_dice", 3, ["hard", "medium", "easy"], seed=9)
    assert a == b and len(a["scores"]) == 3


def test_the_experts_race_spread_shrinks_round_by_round() -> None:
    from game.evolve import evolve
    from game.take_it_dice.bots import ROUND_SPREAD, _spread_to_end
    from game.take_it_dice.state import total_rounds

    s = g.new_game(4)
    spreads = [_spread_to_end([0] * 4, evolve(s, round=r)) for r in range(total_rounds(4))]
    assert spreads == sorted(spreads, reverse=True) and len(set(spreads)) == len(spreads)
    assert spreads[-1] == pytest.approx(ROUND_SPREAD * 0.5 ** 0.5)  # only this round's rest


def test_the_expert_searches_only_the_card_hard_would_play() -> None:
    # The greedy rollouts never play cards, so the search keeps hard's play rather than
    # weighing it against dice (tools.judge: overruling it lost points).
    from game.take_it_dice.bots import Bot, _expert_candidates

    s = position(("B6", "W1", "W1"), ("C01", "C46", "C47", "C48"), taken=("W4",),
                 actions=("A09",))
    legal = g.legal_actions(s, 0)
    assert any(isinstance(a, Play) for a in legal) and Take("W1") in legal
    assert _expert_candidates(Bot("hard", 1))(s, 0, legal) == [Play("A09", ("B6",), to=3)]
    # Without a play worth making, every die and the pass are searched, and no card.
    quiet = position(("B6", "B5", "R4"), ("C02",), taken=("W3", "W2"), actions=())
    legal = g.legal_actions(quiet, 0)
    assert _expert_candidates(Bot("hard", 1))(quiet, 0, legal) == legal


def test_the_experts_hands_worth_counts_the_dice_a_seat_may_still_get() -> None:
    # "W2 W3 W4" (3 points) with nothing taken: three dice to get. With six dice in the tray
    # and two seats in, each may get three: the card counts. With four, only two: it does not.
    from game.take_it_dice.bots import _round_worth

    many = position(("W2", "W3", "W4", "B6", "B5", "W6"), ("C16",), actions=())
    assert _round_worth(many)[0] == 3.0
    few = position(("W2", "W3", "W4", "B6"), ("C16",), actions=())
    assert _round_worth(few)[0] == 0.0
