"""Take 5 rules, built from exact hand-made states and chosen deals (no luck involved)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

import game.take5 as t5
from game.core import CHANCE, IllegalAction, state_hash
from game.take5 import HIDDEN, Deal, Options, Phase, Play, State, TakeRow
from game.take5.cards import deck

# ---------------------------------------------------------------- helpers


def make(rows: list[list[int]], hands: list[list[int]], *, turn: int = 1, options: Options | None = None,
         totals: tuple[int, ...] | None = None, rnd: int = 1) -> State:
    """A state in the pick phase with exactly these rows and hands."""
    n = len(hands)
    return State(
        options=options or Options(), num_players=n, phase=Phase.PICK, round=rnd, turn=turn,
        hands=tuple(tuple(sorted(h)) for h in hands), hand_counts=tuple(len(h) for h in hands),
        picks=(None,) * n, rows=tuple(tuple(r) for r in rows), pending=(),
        taken=((),) * n, seen=(), totals=totals or (0,) * n, history=(),
    )


def play_all(state: State, cards: list[int]) -> tuple[State, list[Any]]:
    """Every seat picks its card in seat order; the final state and all events."""
    events: list[Any] = []
    for p, card in enumerate(cards):
        step = t5.apply(state, p, Play(card))
        state = step.state
        events.extend(step.events)
    return state, events


def of(events: list[Any], name: str) -> list[Any]:
    return [e for e in events if type(e).__name__ == name]


def simple_deal(n: int, professional: bool = False) -> Deal:
    """Seat p gets 10p+1..10p+10; the rows start with the next four cards."""
    hands = tuple(tuple(range(10 * p + 1, 10 * p + 11)) for p in range(n))
    return Deal(hands, tuple(range(10 * n + 1, 10 * n + 5)))


# ---------------------------------------------------------------- cards


def test_bullheads_of_each_kind_and_171_in_all() -> None:
    assert t5.bullheads(55) == 7
    assert [t5.bullheads(c) for c in (11, 22, 33, 44, 66, 77, 88, 99)] == [5] * 8
    assert [t5.bullheads(c) for c in range(10, 101, 10)] == [3] * 10
    assert [t5.bullheads(c) for c in (5, 15, 25, 35, 45, 65, 75, 85, 95)] == [2] * 9
    assert [t5.bullheads(c) for c in (1, 2, 12, 54, 56, 101, 104)] == [1] * 7
    assert sum(t5.bullheads(c) for c in range(1, 105)) == 171
    assert t5.BULLHEADS[55] == 7 and len(t5.BULLHEADS) == 105


def test_deck_sizes() -> None:
    assert deck(4, False) == frozenset(range(1, 105))
    assert deck(4, True) == frozenset(range(1, 45))
    assert deck(2, True) == frozenset(range(1, 25))
    assert deck(10, True) == frozenset(range(1, 105))


# ---------------------------------------------------------------- deals


def test_new_game_waits_for_a_deal_by_chance() -> None:
    s = t5.new_game(4)
    assert s.phase is Phase.DEAL and t5.to_act(s) == (CHANCE,)
    assert t5.chance_outcomes(s) is None
    assert t5.legal_actions(s, 0) == []
    with pytest.raises(IllegalAction):
        t5.new_game(1)
    with pytest.raises(IllegalAction):
        t5.new_game(11)


def test_deal_lays_hands_and_four_rows() -> None:
    s = t5.new_game(3)
    step = t5.apply(s, CHANCE, simple_deal(3))
    new = step.state
    assert new.phase is Phase.PICK and new.round == 1 and new.turn == 1
    assert new.hands[1] == tuple(range(11, 21))
    assert new.rows == ((31,), (32,), (33,), (34,))
    assert new.hand_counts == (10, 10, 10)
    assert t5.to_act(new) == (0, 1, 2)
    (dealt,) = step.events
    assert type(dealt).__name__ == "RoundDealt" and dealt.rows == (31, 32, 33, 34) and dealt.round == 1


@pytest.mark.parametrize("n,professional", [(2, False), (4, True), (10, False), (6, True)])
def test_sampled_deals_are_legal_and_use_the_deck_in_play(n: int, professional: bool) -> None:
    s = t5.new_game(n, Options(professional=professional))
    deal = t5.sample_chance(s, random.Random(n))
    cards = [c for h in deal.hands for c in h] + list(deal.rows)
    assert len(cards) == len(set(cards)) == 10 * n + 4
    assert set(cards) <= deck(n, professional)
    if professional:
        assert set(cards) == deck(n, professional)
    assert all(list(h) == sorted(h) for h in deal.hands)
    t5.apply(s, CHANCE, deal)  # applies without complaint


def test_illegal_deals_are_refused_and_change_nothing() -> None:
    s = t5.new_game(2)
    good = simple_deal(2)
    before = state_hash(s)
    bad = [
        Deal(good.hands[:1], good.rows),  # one hand missing
        Deal((good.hands[0][:9], good.hands[1]), good.rows),  # 9 cards
        Deal(good.hands, good.rows[:3]),  # 3 rows
        Deal((good.hands[0], (1, *good.hands[1][1:])), good.rows),  # card 1 twice
        Deal(good.hands, (21, 22, 23, 105)),  # no card 105
        Deal(good.hands, (21, 22, 23, 0)),
    ]
    for deal in bad:
        with pytest.raises(IllegalAction):
            t5.apply(s, CHANCE, deal)
    with pytest.raises(IllegalAction, match="chance"):
        t5.apply(s, 0, good)  # a player cannot deal
    with pytest.raises(IllegalAction):
        t5.apply(s, 0, Play(3))  # nothing to play before the deal
    assert state_hash(s) == before
    dealt = t5.apply(s, CHANCE, good).state
    with pytest.raises(IllegalAction):
        t5.apply(dealt, CHANCE, good)  # no deal in the middle of a round


def test_professional_deck_refuses_cards_above_ten_per_player_plus_four() -> None:
    s = t5.new_game(2, Options(professional=True))
    deal = simple_deal(2)  # uses 1..24 exactly
    t5.apply(s, CHANCE, deal)
    with pytest.raises(IllegalAction, match="25"):
        t5.apply(s, CHANCE, Deal(deal.hands, (21, 22, 23, 25)))
    assert t5.sample_chance(s, random.Random(1)) != t5.sample_chance(s, random.Random(2))


# ---------------------------------------------------------------- simultaneous picks


def test_everyone_who_has_not_picked_is_to_act_and_picks_are_hidden() -> None:
    s = make([[10], [20], [30], [40]], [[11, 12], [21, 22], [31, 32]], turn=9)
    assert t5.to_act(s) == (0, 1, 2)
    step = t5.apply(s, 1, Play(22))
    s1 = step.state
    (ev,) = step.events
    assert type(ev).__name__ == "CardPicked" and ev.player == 1 and not hasattr(ev, "card")
    assert t5.to_act(s1) == (0, 2)
    assert t5.legal_actions(s1, 1) == []
    with pytest.raises(IllegalAction, match="already picked"):
        t5.apply(s1, 1, Play(21))
    assert s1.picks == (None, 22, None) and s1.hands[1] == (21,)
    others = t5.view(s1, 0)
    assert others.picks == (None, HIDDEN, None)
    assert others.hands == ((11, 12), None, None)
    own = t5.view(s1, 1)
    assert own.picks == (None, 22, None) and own.hands[1] == (21,)
    assert own.hand_counts == (2, 1, 2)


def test_reveal_then_cards_go_lowest_first_to_the_closest_lower_row() -> None:
    # The seed's example: 23 goes on the row ending 20, not the one ending 12.
    s = make([[12], [20], [50], [60]], [[23, 1], [61, 2]], turn=9)
    s1, events = play_all(s, [23, 61])
    (rev,) = of(events, "CardsRevealed")
    assert rev.cards == ((23, 0), (61, 1))
    placed = of(events, "CardPlaced")
    assert [(e.player, e.card, e.row, e.position) for e in placed] == [(0, 23, 2, 2), (1, 61, 4, 2)]
    assert s1.rows == ((12,), (20, 23), (50,), (60, 61))
    assert s1.turn == 10 and s1.phase is Phase.PICK and s1.seen == (23, 61)
    assert of(events, "TurnEnded")[0].turn == 9


def test_lower_card_is_placed_first_whatever_the_seat() -> None:
    # Seat 1's 21 makes row 1 full (5th); seat 0's 22 is the sixth card and takes five.
    s = make([[10, 11, 12, 13], [50], [60], [70]], [[22, 1], [21, 2]], turn=9)
    s1, events = play_all(s, [22, 21])
    (taken,) = of(events, "RowTaken")
    assert (taken.player, taken.row, taken.cards, taken.reason) == (0, 1, (10, 11, 12, 13, 21), "sixth")
    assert taken.bullheads == 3 + 5 + 1 + 1 + 1
    assert s1.rows[0] == (22,)
    assert s1.taken == ((10, 11, 12, 13, 21), ())


def test_sixth_card_takes_the_five_and_starts_the_row() -> None:
    s = make([[50, 51, 52, 53, 55], [10], [20], [30]], [[60, 1], [31, 2]], turn=9)
    s1, events = play_all(s, [60, 31])
    (taken,) = of(events, "RowTaken")
    assert taken.reason == "sixth" and taken.cards == (50, 51, 52, 53, 55) and taken.bullheads == 3 + 1 + 1 + 1 + 7
    assert s1.rows == ((60,), (10,), (20,), (30, 31))
    placed = [(e.card, e.row, e.position) for e in of(events, "CardPlaced")]
    assert placed == [(31, 4, 2), (60, 1, 1)]
    names = [type(e).__name__ for e in events]
    assert names.index("RowTaken") < names.index("CardPlaced", names.index("RowTaken"))


def test_a_fifth_card_is_safe() -> None:
    s = make([[50, 51, 52, 53], [10], [20], [30]], [[60, 1], [31, 2]], turn=9)
    s1, events = play_all(s, [60, 31])
    assert not of(events, "RowTaken") and s1.rows[0] == (50, 51, 52, 53, 60)


def test_too_low_card_pauses_for_its_owner_to_choose_any_row() -> None:
    s = make([[10, 11], [20], [30, 33, 34], [40]], [[5, 90], [44, 91], [45, 92]], turn=9)
    s1, events = play_all(s, [5, 44, 45])
    assert s1.phase is Phase.ROW and t5.to_act(s1) == (0,)
    assert of(events, "RowChoiceNeeded")[0].player == 0 and of(events, "RowChoiceNeeded")[0].card == 5
    assert not of(events, "CardPlaced")  # nothing placed before the lowest card is settled
    assert t5.legal_actions(s1, 0) == [TakeRow(1), TakeRow(2), TakeRow(3), TakeRow(4)]
    assert t5.legal_actions(s1, 1) == []
    with pytest.raises(IllegalAction):
        t5.apply(s1, 1, TakeRow(1))  # not their choice
    with pytest.raises(IllegalAction):
        t5.apply(s1, 0, Play(90))  # must choose a row first
    with pytest.raises(IllegalAction):
        t5.apply(s1, 0, TakeRow(5))
    # The most expensive row is allowed too.
    step = t5.apply(s1, 0, TakeRow(3))
    (taken,) = of(list(step.events), "RowTaken")
    assert (taken.row, taken.cards, taken.bullheads, taken.reason) == (3, (30, 33, 34), 3 + 5 + 1, "too_low")
    assert step.state.rows == ((10, 11), (20,), (5,), (40, 44, 45))
    assert step.state.taken[0] == (30, 33, 34) and step.state.phase is Phase.PICK and step.state.turn == 10


def test_row_choice_changes_where_higher_cards_of_the_same_turn_go() -> None:
    s = make([[10], [20], [30], [40]], [[5, 90], [12, 91]], turn=9)
    waiting, _ = play_all(s, [5, 12])
    first = t5.apply(waiting, 0, TakeRow(1)).state
    assert first.rows == ((5, 12), (20,), (30,), (40,))  # 12 follows the 5
    third = t5.apply(waiting, 0, TakeRow(3)).state
    assert third.rows == ((10, 12), (20,), (5,), (40,))  # 12 follows the 10


def test_choice_can_make_a_later_card_take_a_sixth() -> None:
    # Row 2 holds five; the 25 goes there unless the too-low player takes row 2 away.
    s = make([[10], [20, 21, 22, 23, 24], [30], [40]], [[5, 90], [25, 91]], turn=9)
    waiting, _ = play_all(s, [5, 25])
    step = t5.apply(waiting, 0, TakeRow(1))
    assert [e.player for e in of(list(step.events), "RowTaken")] == [0, 1]
    step = t5.apply(waiting, 0, TakeRow(2))
    assert [e.player for e in of(list(step.events), "RowTaken")] == [0]
    assert step.state.rows[:2] == ((10, 25), (5,))


def test_round_ends_after_ten_turns_and_waits_for_the_next_deal() -> None:
    s = make([[10, 11, 12, 13, 14], [20], [30], [40]], [[15], [99]], turn=10, totals=(3, 4))
    s1, events = play_all(s, [15, 99])
    (scored,) = of(events, "RoundScored")
    assert scored.bullheads == (3 + 5 + 1 + 1 + 1, 0) and scored.totals == (14, 4)
    assert s1.totals == (14, 4) and s1.history == ((11, 0),)
    assert s1.phase is Phase.DEAL and t5.to_act(s1) == (CHANCE,)
    assert not t5.is_over(s1)
    nxt = t5.apply(s1, CHANCE, simple_deal(2)).state
    assert nxt.round == 2 and nxt.turn == 1 and nxt.taken == ((), ()) and nxt.seen == ()
    assert nxt.totals == (14, 4)


def _last_turn(totals: tuple[int, int], options: Options) -> tuple[State, list[Any]]:
    s = make([[10, 11, 12, 13, 14], [20], [30], [40]], [[15], [99]], turn=10, totals=totals,
             options=options)
    return play_all(s, [15, 99])  # seat 0 takes 11 bullheads


def test_game_ends_only_when_a_total_exceeds_66_by_default() -> None:
    s1, _ = _last_turn((55, 0), Options())  # 66: not more than 66
    assert not t5.is_over(s1)
    s2, events = _last_turn((56, 0), Options())  # 67
    assert t5.is_over(s2) and t5.to_act(s2) == ()
    (over,) = of(events, "GameOver")
    assert over.winners == (1,) and over.totals == (67, 0)
    assert t5.scores(s2) == (67, 0) and t5.winners(s2) == (1,)
    assert t5.legal_actions(s2, 0) == []
    with pytest.raises(IllegalAction, match="over"):
        t5.apply(s2, 0, Play(15))
    with pytest.raises(IllegalAction, match="over"):
        t5.apply(s2, CHANCE, simple_deal(2))


def test_reaches_rule_and_custom_end_score() -> None:
    s1, _ = _last_turn((55, 0), Options(end_rule="reaches"))  # exactly 66
    assert t5.is_over(s1)
    s2, _ = _last_turn((0, 0), Options(end_score=10))  # 11 > 10
    assert t5.is_over(s2)
    s3, _ = _last_turn((0, 0), Options(end_score=11))
    assert not t5.is_over(s3)
    s4, _ = _last_turn((0, 0), Options(end_score=11, end_rule="reaches"))
    assert t5.is_over(s4)


def test_ties_for_lowest_all_win() -> None:
    s = make([[10, 11, 12, 13, 14], [20], [30], [40]], [[15], [99], [98]], turn=10, totals=(60, 5, 5))
    s1, events = play_all(s, [15, 99, 98])
    assert t5.is_over(s1) and t5.winners(s1) == (1, 2) == of(events, "GameOver")[0].winners


def test_match_metrics_is_penalty_per_round() -> None:
    s = make([[10, 11, 12, 13, 14], [20], [30], [40]], [[15], [99]], turn=10)
    s1, _ = play_all(s, [15, 99])
    s1 = dataclasses.replace(s1, totals=(30, 6), history=((11, 0), (10, 3), (9, 3)))
    assert t5.match_metrics(s1) == {"penalty_per_round": (10.0, 2.0)}
    assert t5.match_metrics(t5.new_game(3)) == {"penalty_per_round": (0.0, 0.0, 0.0)}


def test_illegal_moves_explain_and_change_nothing() -> None:
    s = make([[10], [20], [30], [40]], [[11, 12], [21, 22]], turn=9)
    before = state_hash(s)
    with pytest.raises(IllegalAction, match="card 37 is not in"):
        t5.apply(s, 0, Play(37))
    with pytest.raises(IllegalAction, match="no player 99"):
        t5.apply(s, 99, Play(11))
    with pytest.raises(IllegalAction):
        t5.apply(s, CHANCE, Play(11))
    with pytest.raises(IllegalAction, match="no row"):
        t5.apply(s, 0, TakeRow(1))
    with pytest.raises(IllegalAction):
        t5.apply(s, 0, "play 11")  # text is not an action object
    assert state_hash(s) == before


def test_seen_cards_are_kept_for_the_show_seen_cards_helper() -> None:
    s = make([[10], [20], [30], [40]], [[11, 12, 13], [21, 22, 23]], turn=8,
             options=Options(show_seen_cards=True))
    s1, _ = play_all(s, [12, 21])
    s2, _ = play_all(s1, [11, 23])
    assert s2.seen == (12, 21, 11, 23)
    assert t5.view(s2, 0).seen == s2.seen


def test_a_whole_round_with_chosen_deal_adds_up_to_the_cards_taken() -> None:
    s = t5.apply(t5.new_game(4), CHANCE, t5.sample_chance(t5.new_game(4), random.Random(3))).state
    rng = random.Random(8)
    while s.phase is not Phase.DEAL:
        p = t5.to_act(s)[0]
        s = t5.apply(s, p, rng.choice(t5.legal_actions(s, p))).state
    assert all(h == () for h in s.hands)
    on_table = sum(len(r) for r in s.rows) + sum(len(t) for t in s.taken)
    assert on_table == 44
    assert s.totals == tuple(sum(t5.bullheads(c) for c in pile) for pile in s.taken)


# ---------------------------------------------------------------- notation


def test_notation_texts_and_round_trips() -> None:
    s = t5.new_game(2)
    deal = simple_deal(2)
    text = t5.action_text(s, deal)
    assert text == "deal 1 2 3 4 5 6 7 8 9 10 / 11 12 13 14 15 16 17 18 19 20 / 21 22 23 24"
    assert t5.parse_action(s, CHANCE, text) == deal
    messy = "deal 10,9 8 7 6 5 4 3 2 1/11 12 13 14 15 16 17 18 19 20 / 24 23 22 21"
    parsed = t5.parse_action(s, CHANCE, messy)
    assert parsed.hands[0] == tuple(range(1, 11)) and parsed.rows == (24, 23, 22, 21)  # row order kept
    dealt = t5.apply(s, CHANCE, deal).state
    assert t5.action_text(dealt, Play(7)) == "play 7"
    assert t5.parse_action(dealt, 0, "play 7") == Play(7)
    assert t5.parse_action(dealt, 0, "  PLAY 7 ") == Play(7)
    assert t5.action_text(dealt, TakeRow(2)) == "row 2"


def test_parse_refuses_unreadable_or_illegal_text() -> None:
    s = make([[10], [20], [30], [40]], [[5, 12], [21, 22]], turn=9)
    for bad in ("", "xyzzy", "play", "play x", "play 7 8", "play 21", "row 1", "deal 1 2 3",
                "play -3"):
        with pytest.raises(IllegalAction):
            t5.parse_action(s, 0, bad)
    waiting, _ = play_all(s, [5, 22])
    assert t5.parse_action(waiting, 0, "row 4") == TakeRow(4)
    with pytest.raises(IllegalAction):
        t5.parse_action(waiting, 0, "row 0")
    with pytest.raises(IllegalAction):
        t5.parse_action(waiting, 1, "row 1")


# ---------------------------------------------------------------- views and sampled worlds


def test_determinize_fills_hidden_hands_and_picks_from_unseen_cards() -> None:
    s = t5.apply(t5.new_game(3), CHANCE, simple_deal(3)).state
    s = t5.apply(s, 1, Play(15)).state
    v = t5.view(s, 0)
    assert v.hands[1] is None and v.hands[2] is None and v.picks[1] == HIDDEN
    unseen = set(t5.unseen_cards(v, 0))
    assert unseen == set(range(11, 31)) | set(range(35, 105))
    for seed in range(5):
        w = t5.determinize(v, 0, random.Random(seed))
        assert state_hash(t5.view(w, 0)) == state_hash(v)
        assert len(w.hands[1]) == 9 and len(w.hands[2]) == 10 and w.picks[1] in unseen
        used = set(w.hands[1]) | set(w.hands[2]) | {w.picks[1]}
        assert len(used) == 20 and used <= unseen
        assert w.hands[0] == s.hands[0]


def test_nothing_is_hidden_between_rounds() -> None:
    s = t5.new_game(3)
    assert t5.view(s, 1) == s
    assert t5.determinize(s, 1, random.Random(1)) == s
