"""Issue 37: the dice first edition's `split 0+5` (no task cards, five action cards), which the
core accepts and the table offers, is listed among the legal moves like every other split, so
bots, hints and phones can choose it; and every listed split is a move the core takes."""

from __future__ import annotations

import game.take_it_dice as g
from game.take_it_dice.state import Options, Split

FIRST = Options(edition="first")


def test_every_split_of_five_is_listed_and_applies() -> None:
    state = g.new_game(3, FIRST)
    seat = g.to_act(state)[0]
    listed = g.legal_actions(state, seat)
    assert sorted(a.combo for a in listed) == [0, 1, 2, 3, 4, 5]
    assert Split(0) in listed
    for action in listed:
        text = g.action_text(state, action)
        assert g.parse_action(state, seat, text) == action
        after = g.apply(state, seat, action).state
        assert after.splits[seat] == (action.combo, 5 - action.combo)
    assert g.action_text(state, Split(0)) == "split 0+5"


def test_a_seat_that_chose_no_task_cards_plays_on_with_five_action_cards() -> None:
    import random

    from game.core import play_out

    state = g.new_game(2, FIRST)
    state = g.apply(state, g.to_act(state)[0], Split(0)).state
    rng = random.Random(4)
    state = play_out(g, state, lambda s, p: rng.choice(g.legal_actions(s, p)), rng,
                     until=lambda s: s.phase == "turn")
    zero = next(p for p in range(2) if state.splits[p] == (0, 5))
    assert not state.combo_hands[zero] and len(state.action_hands[zero]) == 5
