"""Every rule of Take It or Leave It (pyramids), on hand-built states with chosen chance outcomes."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

from game.core import CHANCE, IllegalAction, Step, state_hash
from game.take_it_pyramids import (
    ALL_PYRAMIDS,
    Color,
    Draw,
    Leave,
    Options,
    Phase,
    Take,
    action_text,
    apply,
    black_risk,
    chance_outcomes,
    cycles_for,
    is_over,
    legal_actions,
    new_game,
    parse_action,
    pot,
    pot_value,
    pyramid,
    to_act,
    winners,
)
from game.take_it_pyramids import events as ev
from game.take_it_pyramids.state import State


def act(state: State, player: int, text: str) -> Step:
    return apply(state, player, parse_action(state, player, text))


def draw(state: State, size: str, color: str) -> Step:
    """The drawer reaches for `size` and chance gives `color`; events of both steps."""
    first = act(state, state.drawer, f"draw {size}")
    second = act(first.state, CHANCE, f"color {color}")
    return Step(second.state, first.events + second.events)


def of(step: Step, kind: type) -> list:
    return [e for e in step.events if isinstance(e, kind)]


def pyrs(*texts: str) -> tuple:
    return tuple(pyramid(*t.split()) for t in texts)


def leave_all(state: State) -> State:
    while state.phase is Phase.OFFER:
        state = act(state, state.asked, "leave").state
    return state


# ---------------------------------------------------------------- the pot's value


def test_pot_value_of_the_spec_example_is_16() -> None:
    drawn = pyrs("small red", "small yellow", "small green", "small blue", "small black",
                 "medium red", "medium blue", "large red")
    value = pot_value(drawn)
    assert value.total == 16
    assert (value.pieces, value.trios, value.size_sets, value.banked) == (8, ("red",), ("small",), 0)
    assert (value.trio_points, value.set_points) == (3, 5)


def test_all_fifteen_are_worth_45_and_banked_value_adds_on_top() -> None:
    value = pot_value(ALL_PYRAMIDS)
    assert value.total == 45 and len(value.trios) == 5 and len(value.size_sets) == 3
    assert pot_value(pyrs("large blue"), banked=45).total == 46
    assert pot_value((), banked=7).total == 7


# ---------------------------------------------------------------- drawing


def test_new_game_puts_all_fifteen_in_the_bag_and_dealer_draws() -> None:
    s = new_game(3)
    assert len(s.bag) == 15 and s.drawn == () and to_act(s) == (0,)
    assert s.dealer == 0 and s.in_round == (0, 1, 2)
    assert legal_actions(s, 0) == [Draw("small"), Draw("medium"), Draw("large")]
    assert legal_actions(s, 1) == []


def test_colour_is_chance_uniform_over_that_size_in_the_bag() -> None:
    s = new_game(2)
    s = dataclasses.replace(s, bag=tuple(p for p in s.bag if p != pyramid("small", "red")),
                            drawn=pyrs("small red"))
    s = act(s, 0, "draw small").state
    assert to_act(s) == (CHANCE,)
    outcomes = chance_outcomes(s)
    assert sorted(a.color for a, _ in outcomes) == ["black", "blue", "green", "yellow"]
    assert all(p == pytest.approx(0.25) for _, p in outcomes)
    assert black_risk(s) == {"small": Fraction(1, 4), "medium": Fraction(1, 5), "large": Fraction(1, 5)}


def test_only_sizes_still_in_the_bag_can_be_chosen() -> None:
    s = new_game(2)
    s = dataclasses.replace(s, bag=tuple(p for p in s.bag if p.size != "medium"),
                            discarded=tuple(p for p in ALL_PYRAMIDS if p.size == "medium"))
    assert legal_actions(s, 0) == [Draw("small"), Draw("large")]
    before = state_hash(s)
    with pytest.raises(IllegalAction, match="no medium pyramids"):
        act(s, 0, "draw medium")
    assert state_hash(s) == before


def test_non_black_goes_to_the_pot_and_the_offer_starts_left_of_the_drawer() -> None:
    step = draw(new_game(4), "large", "green")
    s = step.state
    assert s.drawn == pyrs("large green") and pyramid("large", "green") not in s.bag
    assert s.phase is Phase.OFFER and s.asked == 1 and to_act(s) == (1,)
    drawn = of(step, ev.PyramidDrawn)[0]
    assert (drawn.player, drawn.size, drawn.color, drawn.pot.total) == (0, "large", "green", 1)
    assert of(step, ev.OfferMade)[0] == ev.OfferMade(1, 0, 1)


def test_black_discards_its_size_from_the_bag_and_passes_the_bag() -> None:
    s = dataclasses.replace(new_game(3), drawn=pyrs("small red"),
                            bag=tuple(p for p in ALL_PYRAMIDS if p != pyramid("small", "red")))
    step = draw(s, "small", "black")
    t = step.state
    assert not any(p.size == "small" for p in t.bag)
    assert t.discarded == pyrs("small black", "small yellow", "small green", "small blue")
    assert t.drawn == pyrs("small red") and pot(t).total == 1  # the pot stays
    assert t.blacks == 1 and t.drawer == 1 and t.phase is Phase.DRAW
    bust = of(step, ev.BlackBust)[0]
    assert (bust.player, bust.size, bust.bust_count, bust.ends_round) == (0, "small", 1, False)
    assert bust.discarded == t.discarded
    assert of(step, ev.BagPassed) == [ev.BagPassed(0, 1, "bust")]
    assert not of(step, ev.OfferMade)


def test_bag_passes_to_the_next_player_still_in_after_a_black() -> None:
    s = dataclasses.replace(new_game(4), drawer=1, in_round=(0, 1, 3))
    assert draw(s, "medium", "black").state.drawer == 3
    s = dataclasses.replace(new_game(4), drawer=3, in_round=(1, 3))
    assert draw(s, "medium", "black").state.drawer == 1


def test_a_drawer_alone_in_the_round_keeps_the_bag_after_a_black() -> None:
    s = dataclasses.replace(new_game(3), drawer=2, in_round=(2,))
    step = draw(s, "large", "black")
    assert step.state.drawer == 2 and step.state.phase is Phase.DRAW
    assert not of(step, ev.BagPassed)


def test_the_fourth_of_a_size_brings_its_black_into_the_pot() -> None:
    drawn = pyrs("medium red", "medium yellow", "medium green")
    s = dataclasses.replace(new_game(2), drawn=drawn,
                            bag=tuple(p for p in ALL_PYRAMIDS if p not in drawn))
    step = draw(s, "medium", "blue")
    t = step.state
    assert t.drawn == (*drawn, pyramid("medium", "blue"), pyramid("medium", "black"))
    assert not any(p.size == "medium" for p in t.bag)
    assert pot(t).total == 5 + 5  # five pieces plus the medium set
    joined = of(step, ev.BlackJoinsPot)[0]
    assert joined.size == "medium" and joined.pot.total == 10
    assert t.blacks == 0


# ---------------------------------------------------------------- offers and decisions


def test_offers_go_clockwise_skipping_players_who_are_out() -> None:
    s = dataclasses.replace(new_game(5), drawer=3, dealer=3, in_round=(0, 1, 3, 4))
    s = draw(s, "small", "red").state
    asked = []
    while s.phase is Phase.OFFER:
        asked.append(s.asked)
        s = act(s, s.asked, "leave").state
    assert asked == [4, 0, 1]
    assert s.phase is Phase.DECIDE and to_act(s) == (3,)


def test_taking_an_offer_scores_half_rounded_up_and_the_drawer_draws_again() -> None:
    drawn = pyrs("small red", "small yellow", "medium red", "large red")  # 4 + 3 = 7
    s = dataclasses.replace(new_game(3), drawn=drawn, scores=(0, 10, 0),
                            bag=tuple(p for p in ALL_PYRAMIDS if p not in drawn))
    s = draw(s, "large", "blue").state  # pot 8
    s = act(s, 1, "leave").state
    assert s.asked == 2
    step = act(s, 2, "take")
    t = step.state
    assert t.scores == (0, 10, 4) and t.in_round == (0, 1) and t.round_gains == (0, 0, 4)
    assert t.phase is Phase.DRAW and t.drawer == 0 and t.drawn == s.drawn  # the pot stays
    assert of(step, ev.OfferTaken) == [ev.OfferTaken(2, 4, 4)]
    s = draw(t, "large", "green").state  # pot 9 -> the offer is 5
    step = act(s, 1, "take")
    assert step.state.scores == (0, 15, 4) and step.state.phase is Phase.DRAW


def test_only_one_player_can_take_per_draw() -> None:
    s = draw(new_game(3), "small", "red").state
    s = act(s, 1, "take").state
    assert to_act(s) == (0,) and s.phase is Phase.DRAW  # player 2 is not asked about this draw
    assert legal_actions(s, 2) == []


def test_when_all_leave_the_drawer_takes_the_full_pot_and_passes_the_bag() -> None:
    drawn = pyrs("small red", "medium red")
    s = dataclasses.replace(new_game(3), drawn=drawn, bag=tuple(p for p in ALL_PYRAMIDS if p not in drawn))
    s = leave_all(draw(s, "large", "red").state)  # 3 + trio = 6
    step = act(s, 0, "take")
    t = step.state
    assert t.scores == (6, 0, 0) and t.in_round == (1, 2) and t.drawer == 1
    assert t.phase is Phase.DRAW and t.drawn == s.drawn
    assert of(step, ev.DrawerTook) == [ev.DrawerTook(0, 6, 6)]
    assert of(step, ev.BagPassed) == [ev.BagPassed(0, 1, "took")]


def test_the_drawer_who_leaves_it_draws_again() -> None:
    s = leave_all(draw(new_game(2), "small", "red").state)
    step = act(s, 0, "leave")
    assert step.state.phase is Phase.DRAW and step.state.drawer == 0
    assert step.events == (ev.DrawerLeft(0),)


def test_a_drawer_with_nobody_else_in_decides_at_once() -> None:
    s = dataclasses.replace(new_game(3), in_round=(1,), drawer=1)
    s = draw(s, "small", "red").state
    assert s.phase is Phase.DECIDE and to_act(s) == (1,)


# ---------------------------------------------------------------- the bag runs out


def test_an_empty_bag_is_refilled_and_the_pot_is_banked() -> None:
    last = pyramid("large", "red")
    drawn = tuple(p for p in ALL_PYRAMIDS if p.size != "large" or p.color in ("yellow", "green"))
    discarded = ()
    s = dataclasses.replace(new_game(2), drawn=drawn, blacks=1, discarded=discarded,
                            bag=(last, pyramid("large", "blue"), pyramid("large", "black")))
    s = leave_all(draw(s, "large", "blue").state)
    assert len(s.bag) == 2
    step = draw(act(s, 0, "leave").state, "large", "red")
    t = step.state
    assert pot_value(ALL_PYRAMIDS).total == 45
    assert of(step, ev.BagRefilled) == [ev.BagRefilled(45)]
    assert t.bag == ALL_PYRAMIDS and t.drawn == () and t.discarded == () and t.banked == 45
    assert t.blacks == 1 and pot(t).total == 45  # the black count is kept
    assert t.phase is Phase.OFFER  # the offer follows the draw, on the banked pot
    t = leave_all(t)
    t = draw(act(t, 0, "leave").state, "small", "red").state
    assert pot(t).total == 46


def test_a_black_that_empties_the_bag_also_refills_it() -> None:
    drawn = tuple(p for p in ALL_PYRAMIDS if p.size == "small")  # 5 + 5 = 10
    discarded = tuple(p for p in ALL_PYRAMIDS if p.size == "medium")
    bag = pyrs("large red", "large black")
    s = dataclasses.replace(new_game(3), drawn=drawn, discarded=discarded, bag=bag, blacks=1)
    step = draw(s, "large", "black")
    t = step.state
    assert of(step, ev.BagRefilled) == [ev.BagRefilled(10)]
    assert t.blacks == 2 and t.bag == ALL_PYRAMIDS and t.banked == 10 and t.drawer == 1


# ---------------------------------------------------------------- end of a round and game


def test_the_third_black_ends_the_round_and_players_still_in_score_nothing() -> None:
    s = dataclasses.replace(new_game(3), blacks=2, in_round=(0, 2), scores=(0, 7, 0),
                            round_gains=(0, 7, 0), drawn=pyrs("small red"),
                            bag=tuple(p for p in ALL_PYRAMIDS if p != pyramid("small", "red")))
    step = draw(s, "medium", "black")
    t = step.state
    ended = of(step, ev.RoundEnded)[0]
    assert ended.third_black and ended.zeroed == (0, 2) and ended.gains == (0, 7, 0)
    assert t.scores == (0, 7, 0)
    assert of(step, ev.BlackBust)[0].ends_round
    assert of(step, ev.DealerPassed) == [ev.DealerPassed(0, 1)]
    assert t.dealer == 1 and t.drawer == 1 and t.round_number == 2
    assert t.bag == ALL_PYRAMIDS and t.drawn == () and t.blacks == 0 and t.in_round == (0, 1, 2)


def test_the_round_ends_when_everyone_has_taken_it() -> None:
    s = dataclasses.replace(new_game(3), in_round=(2,), drawer=2, scores=(3, 2, 0), round_gains=(3, 2, 0))
    s = draw(s, "small", "red").state
    step = act(s, 2, "take")
    ended = of(step, ev.RoundEnded)[0]
    assert not ended.third_black and ended.gains == (3, 2, 1) and ended.zeroed == ()
    assert step.state.dealer == 1 and step.state.round_number == 2


def bust_round(state: State) -> State:
    """Three blacks in a row: the round ends with nothing for anyone."""
    for size in ("small", "medium", "large"):
        state = draw(state, size, "black").state
    return state


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_cycles_per_player_count_and_dealer_rotation(n: int) -> None:
    assert cycles_for(n) == {2: 3, 3: 2, 4: 2, 5: 1, 6: 1}[n]
    s = dataclasses.replace(new_game(n), scores=(1,) + (0,) * (n - 1))
    dealers = []
    while not is_over(s):
        dealers.append(s.dealer)
        s = bust_round(s)
    assert dealers == list(range(n)) * cycles_for(n)
    assert winners(s) == (0,)


def test_a_tie_is_broken_by_extra_cycles_of_the_tied_players_only() -> None:
    s = dataclasses.replace(new_game(5), scores=(4, 9, 2, 9, 9), dealer=4, drawer=4, dealers_left=())
    last = draw(draw(draw(s, "small", "black").state, "medium", "black").state, "large", "black")
    assert of(last, ev.TieBreakBegins) == [ev.TieBreakBegins((1, 3, 4), 9)]
    cycle = of(last, ev.CycleStarted)[0]
    assert cycle.tie_break and cycle.cycle == 2
    t = last.state
    assert t.dealer == 1 and t.in_round == (1, 3, 4) and t.contenders == (1, 3, 4)
    assert t.dealers_left == (3, 4) and t.tie_break
    u = draw(t, "small", "red").state
    assert u.asked == 3  # only tied players are in: seat 2 is skipped
    dealers = [t.dealer]
    for _ in range(2):
        t = bust_round(t)
        dealers.append(t.dealer)
    assert dealers == [1, 3, 4]  # each tied player deals once
    t = dataclasses.replace(t, scores=(4, 9, 2, 12, 12))  # 3 and 4 pull ahead but stay tied
    last = draw(draw(draw(t, "small", "black").state, "medium", "black").state, "large", "black")
    assert of(last, ev.TieBreakBegins) == [ev.TieBreakBegins((3, 4), 12)]
    t = last.state
    assert t.dealer == 3 and t.in_round == (3, 4) and t.dealers_left == (4,) and t.cycle == 3
    t = bust_round(dataclasses.replace(t, scores=(4, 9, 2, 12, 13)))
    assert not is_over(t) and t.dealer == 4  # the cycle is played out
    end = draw(draw(draw(t, "small", "black").state, "medium", "black").state, "large", "black")
    assert is_over(end.state) and winners(end.state) == (4,)
    assert of(end, ev.GameOver) == [ev.GameOver((4, 9, 2, 12, 13), (4,))]
    assert to_act(end.state) == ()


def test_a_unique_leader_after_the_last_cycle_ends_the_game() -> None:
    s = dataclasses.replace(new_game(2), scores=(3, 8), dealer=1, drawer=1, dealers_left=(), cycle=3)
    t = bust_round(s)
    assert is_over(t) and winners(t) == (1,)


# ---------------------------------------------------------------- illegal input and notation


def test_illegal_moves_are_refused_with_reasons_and_change_nothing() -> None:
    s = new_game(3)
    before = state_hash(s)
    for player, action, words in [
        (1, Draw("small"), "Player 1's turn"),
        (99, Draw("small"), "no player 99"),
        (CHANCE, Color("red"), "chance cannot move"),
        (0, Take(), "must draw first"),
        (0, Draw("huge"), "no size"),
    ]:
        with pytest.raises(IllegalAction, match=words):
            apply(s, player, action)
    assert state_hash(s) == before
    c = act(s, 0, "draw small").state
    with pytest.raises(IllegalAction, match="up to chance"):
        apply(c, 0, Color("red"))
    with pytest.raises(IllegalAction, match="no small"):
        apply(c, CHANCE, Color("purple"))
    with pytest.raises(IllegalAction):
        parse_action(c, 0, "color red")
    with pytest.raises(IllegalAction, match="cannot read"):
        parse_action(s, 0, "draw")
    o = act(c, CHANCE, "color red").state
    with pytest.raises(IllegalAction, match="take it or leave it"):
        apply(o, 1, Draw("small"))


def test_notation_round_trips_and_white_reads_as_black() -> None:
    s = new_game(2, Options(palette="xeno"))
    for a in legal_actions(s, 0):
        assert parse_action(s, 0, action_text(s, a)) == a
    c = act(s, 0, "draw large").state
    assert parse_action(c, CHANCE, "color white") == Color("black")
    assert action_text(c, Color("black")) == "color black"
    step = act(c, CHANCE, "color white")
    assert "white" in of(step, ev.BlackBust)[0].text()
    o = act(act(s, 0, "draw large").state, CHANCE, "color red").state
    assert parse_action(o, 1, " TAKE ") == Take() and parse_action(o, 1, "leave") == Leave()
    assert [action_text(o, a) for a in legal_actions(o, 1)] == ["take", "leave"]


def test_every_event_has_a_log_line() -> None:
    s = dataclasses.replace(new_game(2), scores=(1, 0), dealers_left=(), cycle=3, dealer=1, drawer=1)
    step = draw(s, "small", "red")
    lines = [e.text() for e in step.events]
    s = leave_all(step.state)
    step2 = draw(act(s, s.drawer, "leave").state, "small", "black")
    lines += [e.text() for e in step2.events]
    assert all(lines) and "draws small red" in lines[1]


def test_bag_counts_count_each_size_left_in_the_bag_through_whole_games() -> None:
    import random as _random

    from game.take_it_pyramids import bag_counts, sample_chance
    from game.take_it_pyramids.pieces import SIZES

    rng = _random.Random(3)
    for n in (2, 4, 6):
        s = new_game(n)
        while not is_over(s):
            assert bag_counts(s) == {size: [p.size for p in s.bag].count(size) for size in SIZES}
            actor = to_act(s)[0]
            action = sample_chance(s, rng) if actor == CHANCE else rng.choice(legal_actions(s, actor))
            s = apply(s, actor, action).state
