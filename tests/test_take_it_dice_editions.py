"""Every rule where the first edition (rulebook) and the combo edition differ, one test each."""

from __future__ import annotations

import random

import pytest

import game.take_it_dice as g
from game.core import CHANCE, IllegalAction, options_from_dict, options_to_dict
from game.take_it_dice import events as ev
from game.take_it_dice.bots import make_bot
from game.take_it_dice.invariants import check_invariants
from game.take_it_dice.rules import deal_plan, dice_in_play
from game.take_it_dice.state import Cast, Deal, Options, Pass, Play, Split, Stop, Take

FIRST = Options(edition="first")
COMBO = Options(edition="combo")


def cast(n: int) -> Cast:
    w, b, r = dice_in_play(n)
    vals = "123456" * 4
    return Cast(tuple(f"{c}{vals[i]}" for i, c in enumerate("W" * w + "B" * b + "R" * r)))


def dealt(state: g.State, actions: tuple[tuple[str, ...], ...]) -> g.State:
    """Deal each seat what its split asks: combo cards C.. and the given action cards."""
    plan = deal_plan(state)
    hands, k = [], 1
    for p, (nc, na) in enumerate(plan["counts"]):
        combos = [f"C{k + i:02d}" for i in range(nc)]
        k += nc
        hands.append(tuple(combos) + actions[p][:na])
    return g.apply(state, CHANCE, Deal(tuple(hands))).state


def started(options: Options, splits: tuple[int, ...] = (4, 4),
            actions: tuple[tuple[str, ...], ...] = (("A15", "A01"), ("A16", "A02"))) -> g.State:
    s = g.new_game(2, options)
    if options.edition == "first":
        for p, c in enumerate(splits):
            s = g.apply(s, p, Split(c)).state
    s = dealt(s, actions)
    return g.apply(s, CHANCE, cast(2)).state


def test_edition_option_defaults_to_combo_and_is_carried_in_records() -> None:
    assert Options().edition == "combo"
    data = options_to_dict(FIRST)
    assert data["edition"] == "first"
    assert options_from_dict(Options, data) == FIRST
    with pytest.raises(IllegalAction):
        options_from_dict(Options, {"edition": "second"})


def test_first_edition_each_seat_chooses_its_own_split() -> None:
    s = g.new_game(3, FIRST)
    assert s.phase == "split" and g.to_act(s) == (0,)
    s = g.apply(s, 0, Split(3)).state
    assert g.to_act(s) == (1,)
    s = g.apply(s, 1, Split(5)).state
    step = g.apply(s, 2, Split(4))
    assert step.events == (ev.SplitChosen(2, 4, 1),)
    s = step.state
    assert s.phase == "deal"
    assert deal_plan(s)["counts"] == [(3, 2), (5, 0), (4, 1)]
    assert g.parse_action(g.new_game(2, FIRST), 0, "split 2+3") == Split(2)
    assert g.action_text(s, Split(2)) == "split 2+3"
    for bad in ("split", "split 6+0", "split ²+3", "split 4+1 x", "split 3+3"):
        with pytest.raises(IllegalAction):
            g.parse_action(g.new_game(2, FIRST), 0, bad)
    # The combo edition deals at once, one split for the table.
    c = g.new_game(3, Options(hand_split="3+2"))
    assert c.phase == "deal"
    assert deal_plan(c)["counts"] == [(3, 2)] * 3
    with pytest.raises(IllegalAction):
        g.apply(c, 0, Split(3))


def test_first_edition_allows_an_action_card_before_each_take() -> None:
    s = started(FIRST, splits=(3, 3))
    s = g.apply(s, 0, Play("A01")).state          # reroll-black
    s = g.apply(s, CHANCE, g.sample_chance(s, random.Random(1))).state
    s = g.apply(s, 0, Take(s.tray[0])).state
    s = g.apply(s, 1, Take(s.tray[0])).state
    assert s.played[0] == 1
    assert any(isinstance(a, Play) for a in g.legal_actions(s, 0))  # again, next turn
    check_invariants(s)
    # Combo edition: one action card a round.
    c = started(COMBO, actions=(("A01",), ("A02",)))
    c = g.apply(c, 0, Play("A01")).state
    c = g.apply(c, CHANCE, g.sample_chance(c, random.Random(1))).state
    assert not any(isinstance(a, Play) for a in g.legal_actions(c, 0))


@pytest.mark.parametrize("edition", ["first", "combo"])
def test_take_two_may_stop_after_one_die_in_both_editions(edition: str) -> None:
    """Take-two *allows* a second die (our spec: both editions); stopping is not passing."""
    s = started(FIRST) if edition == "first" else started(COMBO, actions=(("A15",), ("A16",)))
    s = g.apply(s, 0, Play("A15")).state
    s = g.apply(s, 0, Take(s.tray[0])).state
    assert s.second_take and Stop() in g.legal_actions(s, 0)
    with pytest.raises(IllegalAction):
        g.apply(s, 0, Pass())
    step = g.apply(s, 0, Stop())
    assert step.events == (ev.StoppedAfterOne(0),)
    s = step.state
    assert s.turn == 1 and not s.passed[0] and not s.second_take
    assert g.parse_action(s, 1, "take " + s.tray[0]) == Take(s.tray[0])
    with pytest.raises(IllegalAction):  # no stop outside take-two
        g.apply(s, 1, Stop())


def _finish_round(s: g.State) -> g.State:
    while s.phase == "turn":
        s = g.apply(s, s.turn, Pass()).state
    return s


def test_first_edition_has_no_discard_step_hands_are_refilled() -> None:
    s = started(FIRST, splits=(3, 4))
    s = g.apply(s, 0, Play("A01")).state
    s = _finish_round(g.apply(s, CHANCE, g.sample_chance(s, random.Random(2))).state)
    assert s.phase == "deal" and s.round == 1 and s.starter == 1
    assert s.hand_sizes == ((3, 1), (4, 1))
    assert deal_plan(s)["counts"] == [(0, 1), (0, 0)]  # refill to each seat's own split
    c = _finish_round(started(COMBO))
    assert c.phase == "discard"


@pytest.mark.parametrize("edition", ["first", "combo"])
def test_setup_chooses_the_first_player(edition: str) -> None:
    s = g.new_game(3, Options(edition=edition, first_player=3))
    assert s.starter == 2 and s.turn == 2
    assert g.new_game(2, Options(edition=edition, first_player=4)).starter == 1  # wraps round
    assert g.new_game(3, Options(edition=edition)).starter == 0


@pytest.mark.parametrize("edition", ["first", "combo"])
def test_bots_play_whole_games_of_both_editions(edition: str) -> None:
    rng = random.Random(5)
    s = g.new_game(3, Options(edition=edition, first_player=2))
    bots = [make_bot(level, 7 + i) for i, level in enumerate(("easy", "medium", "hard"))]
    while not g.is_over(s):
        (who,) = g.to_act(s)
        a = g.sample_chance(s, rng) if who == CHANCE else bots[who].choose(g.view(s, who), who)
        s = g.apply(s, who, a).state
        check_invariants(s)
    assert len(s.round_totals) == 9  # three players start three rounds each


def test_record_metrics_count_rounds_with_a_die_and_cards_played() -> None:
    actions = [[-1, "deal -"], [-1, "cast W1"], [0, "take W1"], [1, "pass"],
               [-1, "cast W2"], [1, "play A01"], [1, "take W2"], [0, "pass"],
               [-1, "cast W3"], [0, "play A15"], [0, "take W3"]]
    m = g.record_metrics(actions, 2)
    assert m["took_share"] == (2 / 3, 1 / 3)
    assert m["play_reroll-black"] == (0.0, 1.0) and m["play_take-two"] == (1.0, 0.0)


def test_setup_greys_out_the_hand_options_in_the_first_edition(quick_bots: None) -> None:
    """Each seat chooses its own five in the first edition, so the hand split and the action cards
    per round do nothing there: the core marks them, setup greys them out, and they come back."""
    import dataclasses

    from ui_driver import Driver

    moot = {f.name for f in dataclasses.fields(Options) if "only_when" in f.metadata}
    assert moot == {"hand_split", "action_cards_per_round"}
    d = Driver("tap", ["--seed", "2"])
    try:
        d.app.screens.swap("setup", game="take_it_dice")
        d.run(3)
        setup = d.top
        greyed = lambda: {name for w, name, _ in setup.conditional if not w.enabled}  # noqa: E731
        assert greyed() == set()
        setup.set_option("edition", "first")
        assert greyed() == moot
        before = dict(setup.options)
        for widget, _, _ in setup.conditional:
            widget.nudge(1)
            widget.activate()
        assert setup.options == before, "a greyed-out option cannot be changed"
        setup.set_option("edition", "combo")
        assert greyed() == set()
    finally:
        d.close()
