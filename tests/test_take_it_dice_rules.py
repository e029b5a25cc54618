"""Rules of Take It or Leave It (dice), each checked on hand-built states with chosen outcomes."""

from __future__ import annotations

import dataclasses
import random

import pytest

import game.take_it_dice as g
from game.core import CHANCE, IllegalAction, state_hash
from game.take_it_dice import events as ev
from game.take_it_dice.cards import ACTION_CARDS, COMBO_CARDS, FIX_COST
from game.take_it_dice.rules import deal_plan, dice_in_play
from game.take_it_dice.state import (
    Cast,
    Deal,
    Discard,
    Keep,
    Options,
    Pass,
    Play,
    Roll,
    Stop,
    Take,
    total_rounds,
)


def deal_text(n: int, options: Options | None = None) -> Deal:
    """A fixed deal: seat p gets combo cards C(p*5+1).. and action card A(p+1)..."""
    o = options or Options()
    hands = []
    for p in range(n):
        combos = [f"C{p * 5 + k + 1:02d}" for k in range(o.combo_hand)]
        actions = [f"A{p * 5 + k + 1:02d}" for k in range(o.action_hand)]
        hands.append(tuple(combos + actions))
    return Deal(tuple(hands))


def cast_for(n: int, values: str | None = None) -> Cast:
    w, b, r = dice_in_play(n)
    colours = "W" * w + "B" * b + "R" * r
    vals = values or "123456" * 4
    return Cast(tuple(f"{c}{vals[i]}" for i, c in enumerate(colours)))


def started(n: int = 2, options: Options | None = None, values: str | None = None,
            hands: Deal | None = None) -> g.State:
    s = g.new_game(n, options)
    s = g.apply(s, CHANCE, hands or deal_text(n, options)).state
    return g.apply(s, CHANCE, cast_for(n, values)).state


def with_hand(s: g.State, p: int, combos: tuple[str, ...] = (), actions: tuple[str, ...] = ()
              ) -> g.State:
    ch = list(s.combo_hands)
    ah = list(s.action_hands)
    ch[p] = frozenset(combos) if combos else ch[p]
    ah[p] = frozenset(actions) if actions else ah[p]
    return dataclasses.replace(s, combo_hands=tuple(ch), action_hands=tuple(ah),
                               hand_sizes=tuple((len(c), len(a)) for c, a in zip(ch, ah, strict=False)))


def play(s: g.State, p: int, text: str) -> tuple[g.State, tuple]:
    step = g.apply(s, p, g.parse_action(s, p, text))
    return step.state, step.events


# ---------------------------------------------------------------- components


def test_decks_have_the_spec_counts() -> None:
    assert len(COMBO_CARDS) == 76 and len(ACTION_CARDS) == 34
    kinds = {}
    from game.take_it_dice.solver import parse_card
    for text, pts in COMBO_CARDS.values():
        spec = parse_card(text)
        key = spec.kind if spec.kind != "exact" else f"exact{len(spec.dice)}"
        kinds[key] = kinds.get(key, 0) + 1
        assert 1 <= pts <= 5
    assert kinds == {"exact2": 14, "exact3": 16, "exact4": 8, "colours": 10, "more": 10,
                     "fewer": 8, "sum": 10}
    counts = {}
    for kind in ACTION_CARDS.values():
        counts[kind] = counts.get(kind, 0) + 1
    assert counts == {"reroll-black": 4, "reroll-some": 5, "take-two": 5, "fix-black": 6,
                      "throw-back": 4, "swap": 4, "reroll-red": 2, "nudge-white": 4}
    assert sorted(FIX_COST.values()) == [1, 1, 1, 2, 2, 2]
    points = {t: p for t, p in COMBO_CARDS.values()}
    assert points["B3 W4"] == 3 and points["W3 W2"] == 3


@pytest.mark.parametrize("n,dice,rounds", [(2, (6, 6, 1), 6), (3, (7, 7, 2), 9),
                                           (4, (8, 8, 2), 8), (5, (9, 9, 2), 5)])
def test_dice_and_rounds_by_player_count(n: int, dice: tuple, rounds: int) -> None:
    assert dice_in_play(n) == dice and total_rounds(n) == rounds
    s = g.apply(g.new_game(n), CHANCE, deal_text(n)).state
    assert g.to_act(s) == (CHANCE,) and s.phase == "cast"
    cast = g.sample_chance(s, random.Random(1))
    assert [d[0] for d in cast.dice].count("W") == dice[0]
    assert [d[0] for d in cast.dice].count("R") == dice[2]
    wrong = Cast(cast.dice[1:])
    with pytest.raises(IllegalAction):
        g.apply(s, CHANCE, wrong)


def test_deal_gives_four_combo_and_one_action_or_the_agreed_split() -> None:
    s = g.new_game(3)
    assert deal_plan(s)["counts"] == [(4, 1)] * 3
    s2 = g.new_game(3, Options(hand_split="3+2"))
    assert deal_plan(s2)["counts"] == [(3, 2)] * 3
    d = g.sample_chance(s2, random.Random(2))
    s2 = g.apply(s2, CHANCE, d).state
    assert all(len(c) == 3 and len(a) == 2 for c, a in zip(s2.combo_hands, s2.action_hands, strict=False))
    with pytest.raises(IllegalAction):  # 4+1 is wrong under 3+2
        g.apply(g.new_game(3, Options(hand_split="3+2")), CHANCE, deal_text(3))
    s5 = g.apply(g.new_game(2, Options(hand_split="5+0")), CHANCE,
                 deal_text(2, Options(hand_split="5+0"))).state
    assert s5.action_hands == (frozenset(), frozenset())


def test_deal_events_name_cards_and_round_start() -> None:
    step = g.apply(g.new_game(2), CHANCE, deal_text(2))
    dealt = [e for e in step.events if isinstance(e, ev.CardsDealt)]
    assert dealt[0].player == 0 and dealt[0].combo == ("C01", "C02", "C03", "C04")
    assert dealt[0].action == ("A01",)
    assert any(isinstance(e, ev.RoundStarted) and e.starter == 0 for e in step.events)


# ---------------------------------------------------------------- taking and passing


def test_turns_go_clockwise_from_the_starter_and_skip_passed_players() -> None:
    s = started(3)
    assert g.to_act(s) == (0,)
    s, events = play(s, 0, "take W1")
    assert events[0] == ev.DieTaken(0, "W1", len(s.tray)) and s.taken[0] == ("W1",)
    assert g.to_act(s) == (1,)
    s, _ = play(s, 1, "pass")
    s, _ = play(s, 2, "take B1")
    assert g.to_act(s) == (0,)  # player 2 passed
    s, _ = play(s, 0, "take W2")
    assert g.to_act(s) == (2,)


def test_last_player_in_keeps_taking_until_pass_or_empty_tray() -> None:
    s = started(2)
    s, _ = play(s, 0, "pass")
    for _ in range(3):
        assert g.to_act(s) == (1,)
        s, _ = play(s, 1, f"take {s.tray[0]}")
    assert s.phase == "turn" and len(s.taken[1]) == 3
    s, events = play(s, 1, "pass")
    assert any(isinstance(e, ev.RoundEnded) for e in events)


def test_round_ends_when_the_tray_is_empty() -> None:
    s = started(2)
    s = dataclasses.replace(s, tray=("W1", "B2"))
    s, _ = play(s, 0, "take W1")
    s, events = play(s, 1, "take B2")
    assert any(isinstance(e, ev.RoundEnded) for e in events)
    assert s.phase == "discard" and s.tray == ()


def test_take_any_copy_and_refuse_missing_die() -> None:
    s = started(2, values="111111222222" + "3")
    before = state_hash(s)
    with pytest.raises(IllegalAction, match="no W6"):
        g.parse_action(s, 0, "take W6")
    with pytest.raises(IllegalAction):
        g.apply(s, 1, Take("W1"))  # not player 1's turn
    assert state_hash(s) == before
    s, _ = play(s, 0, "take W1")
    assert s.tray.count("W1") == 5


# ---------------------------------------------------------------- action cards


def test_reroll_black_casts_all_black_dice_in_ascending_order() -> None:
    s = with_hand(started(2), 0, actions=("A01",))
    s, events = play(s, 0, "play A01")
    assert s.phase == "roll" and g.to_act(s) == (CHANCE,)
    assert s.pending.dice == ("B1", "B2", "B3", "B4", "B5", "B6")
    assert not any(d[0] == "B" for d in s.tray)
    s, events = play(s, CHANCE, "roll B6 B6 B6 B6 B6 B6")
    assert s.tray.count("B6") == 6 and g.to_act(s) == (0,)
    assert events[0].changes[0] == ("B1", "B6")
    assert Pass() in g.legal_actions(s, 0)
    assert not any(isinstance(a, Play) for a in g.legal_actions(s, 0))


def test_reroll_red_and_refused_when_no_red() -> None:
    s = with_hand(started(2), 0, actions=("A33",))
    s, _ = play(s, 0, "play A33")
    assert s.pending.dice == ("R1",)
    assert len(g.chance_outcomes(s)) == 6
    s, _ = play(s, CHANCE, "roll R5")
    assert "R5" in s.tray
    s2 = with_hand(started(2), 0, actions=("A34",))
    s2 = dataclasses.replace(s2, tray=("W1", "B1"))
    with pytest.raises(IllegalAction, match="no red"):
        g.parse_action(s2, 0, "play A34")


def test_reroll_some_casts_up_to_four_named_dice() -> None:
    s = with_hand(started(2), 0, actions=("A28",))
    s, _ = play(s, 0, "play A28 B2 W1 W3")
    assert s.pending.dice == ("W1", "W3", "B2")
    s, events = play(s, CHANCE, "roll W6 W6 B6")
    assert events[0].changes == (("W1", "W6"), ("W3", "W6"), ("B2", "B6"))
    s = with_hand(started(2), 0, actions=("A28",))
    for bad in ("play A28 W1 W2 W3 W4 W5", "play A28 R1", "play A28 W1 W1"):
        with pytest.raises(IllegalAction):
            g.parse_action(s, 0, bad)


def test_take_two_takes_two_dice_in_one_turn() -> None:
    s = with_hand(started(2), 0, actions=("A15",))
    s, _ = play(s, 0, "play A15")
    s, _ = play(s, 0, "take W1")
    assert g.to_act(s) == (0,)
    # A second die or stop (which is not passing): nothing else.
    assert all(isinstance(a, Take | Stop) for a in g.legal_actions(s, 0))
    with pytest.raises(IllegalAction):
        g.parse_action(s, 0, "pass")
    s, _ = play(s, 0, "take W2")
    assert g.to_act(s) == (1,) and s.taken[0] == ("W1", "W2")


@pytest.mark.parametrize("card,cost", [("A09", 1), ("A12", 2)])
def test_fix_black_turns_a_die_and_costs_minus_chips(card: str, cost: int) -> None:
    s = with_hand(started(2), 0, actions=(card,))
    s, events = play(s, 0, f"play {card} B2 to 6")
    assert "B2" not in s.tray and s.tray.count("B6") == 2
    assert s.minus[0] == cost
    assert events[0].minus == cost and events[1] == ev.DieChanged(0, card, "fix-black", "B2", "B6")
    s = with_hand(started(2), 0, actions=(card,))
    for bad in (f"play {card} B2 to 2", f"play {card} W2 to 6", f"play {card} B2 to 7"):
        with pytest.raises(IllegalAction):
            g.parse_action(s, 0, bad)


def test_throw_back_returns_own_die_and_recasts_the_target() -> None:
    s = with_hand(started(2), 0, actions=("A20",))
    s, _ = play(s, 0, "take W4")
    s, _ = play(s, 1, "take B6")
    with pytest.raises(IllegalAction, match="not taken"):
        g.parse_action(s, 0, "play A20 B6")  # player 1's die is not theirs to throw
    s, _ = play(s, 0, "play A20 W4 at B2")
    assert s.taken[0] == () and "B2" not in s.tray
    assert s.pending.dice == ("W4", "B2")
    s, events = play(s, CHANCE, "roll W1 B5")
    assert events[0].changes == (("W4", "W1"), ("B2", "B5"))
    assert "W1" in s.tray and s.taken[1] == ("B6",)
    s2 = with_hand(started(2), 0, actions=("A21",))
    s2, _ = play(s2, 0, "take W4")
    s2, _ = play(s2, 1, "take W5")
    s2, _ = play(s2, 0, "play A21 W4")
    assert s2.pending.dice == ("W4",)


def test_swap_and_nudge() -> None:
    s = with_hand(started(2), 0, actions=("A25",))
    s, events = play(s, 0, "play A25 W1 B6")
    assert events[1] == ev.DiceSwapped(0, "A25", "W1", "B6", "W6", "B1")
    assert s.tray.count("W6") == 2 and s.tray.count("B1") == 2
    s = with_hand(started(2), 0, actions=("A05",))
    with pytest.raises(IllegalAction, match="exactly 2"):
        g.parse_action(s, 0, "play A05 W3 to 4")
    with pytest.raises(IllegalAction):
        g.parse_action(s, 0, "play A05 W5 to 7")
    s, _ = play(s, 0, "play A05 W3 to 5")
    assert "W3" not in s.tray and s.tray.count("W5") == 2


def test_one_action_card_per_round_by_default_and_option() -> None:
    s = with_hand(started(2), 0, actions=("A25", "A26"))
    s, _ = play(s, 0, "play A25 W1 B6")
    with pytest.raises(IllegalAction, match="already played"):
        g.parse_action(s, 0, "play A26 W2 B5")
    s, _ = play(s, 0, "take W2")
    s, _ = play(s, 1, "take W3")
    with pytest.raises(IllegalAction, match="only 1 action card"):
        g.parse_action(s, 0, "play A26 W4 B5")
    o = Options(action_cards_per_round=2)
    s = with_hand(started(2, o), 0, actions=("A25", "A26"))
    s, _ = play(s, 0, "play A25 W1 B6")
    s, _ = play(s, 0, "take W2")
    s, _ = play(s, 1, "take W3")
    s, _ = play(s, 0, "play A26 W4 B5")
    assert s.played[0] == 2
    s0 = with_hand(started(2, Options(action_cards_per_round=0)), 0, actions=("A25",))
    assert not any(isinstance(a, Play) for a in g.legal_actions(s0, 0))


def test_actions_touch_only_the_tray_and_the_card_goes_to_discards() -> None:
    s = with_hand(started(2), 0, actions=("A01",))
    s, _ = play(s, 0, "take B1")
    s, _ = play(s, 1, "take B2")
    s, _ = play(s, 0, "play A01")
    assert s.taken == (("B1",), ("B2",)) and "A01" in s.action_discard
    assert s.hand_sizes[0][1] == 0


# ---------------------------------------------------------------- scoring and rounds


def test_round_scoring_moves_completed_cards_and_charges_chips() -> None:
    s = started(2)
    s = with_hand(s, 0, combos=("C02", "C01", "C03", "C04"))  # W3 W2, B3 W4, ...
    s = with_hand(s, 1, combos=("C49", "C50", "C51", "C52"))
    s = dataclasses.replace(s, tray=("W2", "W3", "B2", "R5"))
    s, _ = play(s, 0, "take W3")
    s, _ = play(s, 1, "take R5")
    s, _ = play(s, 0, "take W2")
    s, _ = play(s, 1, "pass")
    s, events = play(s, 0, "take B2")
    scored = {e.player: e for e in events if isinstance(e, ev.PlayerScored)}
    assert scored[0].placements == (("C02", "W3 W2", COMBO_CARDS["C02"][1], ("W2", "W3")),)
    assert scored[0].unused == ("B2",) and scored[0].minus == 1
    assert scored[1].minus == 2 and scored[1].minus_reasons == (("red jokers unused", 2),)
    assert s.score_piles[0] == ("C02",) and "C02" not in s.combo_hands[0]
    assert s.minus == (1, 2)
    assert g.scores(s) == (COMBO_CARDS["C02"][1] - 1, -2)
    assert s.round_totals == ((COMBO_CARDS["C02"][1] - 1, -2),)


def test_discard_or_keep_then_refill_and_next_starter() -> None:
    s = started(2)
    s = dataclasses.replace(s, tray=("W1",))
    s, _ = play(s, 0, "take W1")
    assert s.phase == "discard" and g.to_act(s) == (0,)
    with pytest.raises(IllegalAction, match="not in your hand"):
        g.parse_action(s, 0, "discard C40")
    s, events = play(s, 0, "discard C01")
    assert events == (ev.CardDiscarded(0, "C01"),) and "C01" in s.combo_discard
    s, events = play(s, 1, "keep")
    assert events == (ev.CardKept(1),)
    assert s.phase == "deal" and s.starter == 1 and s.round == 1
    assert deal_plan(s)["counts"][0] == (1, 0)
    d = g.sample_chance(s, random.Random(3))
    s = g.apply(s, CHANCE, d).state
    assert len(s.combo_hands[0]) == 4 and g.to_act(s) == (CHANCE,)
    s = g.apply(s, CHANCE, cast_for(2)).state
    assert g.to_act(s) == (1,)


def test_empty_draw_pile_is_rebuilt_from_discards() -> None:
    s = started(2)
    s = dataclasses.replace(s, tray=("W1",))
    s, _ = play(s, 0, "take W1")
    s, _ = play(s, 0, "discard C01")
    s, _ = play(s, 1, "discard C06")
    # Pretend the combo draw pile has run down to one card.
    rest = sorted(s.combo_draw)
    s = dataclasses.replace(s, combo_draw=frozenset(rest[:1]), combo_draw_size=1,
                            combo_discard=s.combo_discard | frozenset(rest[1:5]))
    plan = deal_plan(s)
    assert plan["rebuild"]["combo"] and plan["counts"] == [(1, 0), (1, 0)]
    bad = Deal((("C01",), ("C06",)))  # must deal the last draw card first
    with pytest.raises(IllegalAction, match="dealt out before"):
        g.apply(s, CHANCE, bad)
    good = Deal(((rest[0],), ("C06",)))
    step = g.apply(s, CHANCE, good)
    assert any(isinstance(e, ev.DrawPileRebuilt) for e in step.events)
    assert step.state.combo_discard == frozenset()
    assert "C06" in step.state.combo_hands[1]


def test_game_ends_after_every_player_started_equally_often() -> None:
    rng = random.Random(8)
    s = g.new_game(4)
    starters = []
    while not g.is_over(s):
        if g.to_act(s) == (CHANCE,):
            a = g.sample_chance(s, rng)
            if isinstance(a, Cast):
                starters.append(s.starter)
            s = g.apply(s, CHANCE, a).state
        else:
            p = g.to_act(s)[0]
            s = g.apply(s, p, Pass() if s.phase == "turn" else Keep()).state
    assert starters == [0, 1, 2, 3, 0, 1, 2, 3]
    assert g.legal_actions(s, 0) == [] and g.to_act(s) == ()
    assert g.winners(s) == (0, 1, 2, 3)  # everyone passed: a shared win at 0
    with pytest.raises(IllegalAction, match="over"):
        g.apply(s, 0, Pass())


def test_winners_highest_score_and_ties_share() -> None:
    s = dataclasses.replace(g.new_game(3), score_piles=(("C01",), ("C02",), ()), minus=(0, 0, 1))
    assert g.winners(s) == (0, 1) if COMBO_CARDS["C01"][1] == COMBO_CARDS["C02"][1] else True


# ---------------------------------------------------------------- hidden information


def test_view_hides_other_hands_and_the_draw_piles() -> None:
    s = started(3)
    v = g.view(s, 1)
    assert v.combo_hands[1] == s.combo_hands[1] and v.combo_hands[0] is None
    assert v.action_hands[2] is None and v.combo_draw is None
    assert v.hand_sizes == s.hand_sizes
    assert v.unseen_combo == s.combo_draw | s.combo_hands[0] | s.combo_hands[2]
    w = g.determinize(v, 1, random.Random(4))
    assert g.view(w, 1) == v
    assert len(w.combo_hands[0]) == 4 and w.combo_hands[1] == s.combo_hands[1]


# ---------------------------------------------------------------- notation


@pytest.mark.parametrize("text", ["take W5", "pass", "play A12 B2 to 6", "play A20 W4 at B2",
                                  "play A25 W1 B6", "play A20 W4", "play A01"])
def test_spec_notation_examples_round_trip(text: str) -> None:
    s = started(2, values="51" + "4" * 4 + "2" + "6" * 5 + "1")
    s = with_hand(s, 0, actions=("A12", "A20", "A25", "A01"))
    if "A20" in text:
        s, _ = play(s, 0, "take W5")
        s = dataclasses.replace(s, turn=0, taken=(("W4",), ()))
    a = g.parse_action(s, 0, text)
    assert g.action_text(s, a) == text


def test_chance_notation_round_trips() -> None:
    s = g.new_game(2)
    d = g.sample_chance(s, random.Random(1))
    text = g.action_text(s, d)
    assert text.startswith("deal ") and " / " in text
    assert g.parse_action(s, CHANCE, text) == d
    s = g.apply(s, CHANCE, d).state
    c = g.parse_action(s, CHANCE, "cast W3 W5 W1 W1 W2 W6 B2 B2 B2 B2 B2 B2 R4")
    assert g.action_text(s, c) == "cast W3 W5 W1 W1 W2 W6 B2 B2 B2 B2 B2 B2 R4"
    with pytest.raises(IllegalAction):
        g.parse_action(s, CHANCE, "cast W3 W5")
    with pytest.raises(IllegalAction):
        g.parse_action(s, 0, "take W3")  # the dice are not cast yet
    assert g.parse_action(s, CHANCE, "roll W2") if False else True
    with pytest.raises(IllegalAction):
        g.parse_action(s, CHANCE, "roll W2")  # nothing to roll now
    with pytest.raises(IllegalAction):
        g.apply(s, CHANCE, Roll(("W2",)))


def test_illegal_inputs_name_the_problem_and_change_nothing() -> None:
    s = started(2)
    before = state_hash(s)
    for text, pattern in [("take X9", "not a die"), ("play A99", "no action card"),
                          ("play A40 W1", "no action card"), ("discard C01", "take a die"),
                          ("play A03", "not in your hand"), ("keep", "take a die")]:
        with pytest.raises(IllegalAction, match=pattern):
            g.parse_action(s, 0, text)
    with pytest.raises(IllegalAction, match="no player 100"):
        g.apply(s, 99, Take("W1"))
    with pytest.raises(IllegalAction):
        g.apply(s, CHANCE, Take("W1"))
    with pytest.raises(IllegalAction):
        g.apply(s, 0, Discard("C01"))
    assert state_hash(s) == before
