"""Issue 37: the rules pages say what the cores do: the dice draw piles are rebuilt from their
discards, the pyramids' first round is dealt by the first player, and the action cards' names
and lines promise no more than the card does."""

from __future__ import annotations

import pytest

import game.take_it_dice as dice
import game.take_it_pyramids as pyramids
from game.take_it_dice.state import Options
from scenes.ui.text import rules_page, set_language, tr


@pytest.fixture(autouse=True)
def english() -> None:
    set_language("en")


def test_the_pyramids_page_says_who_deals_first_as_the_core_does() -> None:
    _, body = rules_page("rules_take_it_pyramids")
    assert "The first player in setup deals the first round" in body
    state = pyramids.new_game(3)
    assert state.dealer == 0 and state.drawer == 0


def test_the_dice_page_says_an_empty_draw_pile_is_rebuilt_as_the_core_does() -> None:
    from game.take_it_dice.rules import deal_plan

    _, body = rules_page("rules_take_it_dice")
    assert "When a draw pile runs out, its discard pile is shuffled to make a new one" in body
    state = dice.new_game(2, Options())
    empty = state.__class__(**{**state.__dict__, "combo_draw": frozenset(), "combo_draw_size": 0,
                               "combo_discard": frozenset({"C01", "C02", "C03", "C05", "C06", "C07",
                                                           "C08", "C09", "C10", "C11"})})
    assert deal_plan(empty)["rebuild"]["combo"]


def test_action_card_lines_promise_no_more_than_the_card_does() -> None:
    _, body = rules_page("rules_take_it_dice")  # the action cards' lines (no other screen words them)
    lines = {line.split(":")[0]: line for line in body.splitlines() if line.startswith("- ")}
    take_two = lines["- " + tr("take_it_dice.kind.take-two")]
    assert "or stop after the first one" in take_two  # a second die is allowed, not required
    some = lines["- " + tr("take_it_dice.kind.reroll-some")]
    assert "white or black" in some  # red dice cannot be cast again with it
    from game.take_it_dice.cards import ACTION_CARDS
    from game.take_it_dice.rules import legal_actions

    state = dice.new_game(2, Options())
    while state.phase != "turn":
        state = dice.apply(state, -1, dice.sample_chance(state, __import__("random").Random(3))).state
    p = state.turn
    card = min(c for c, k in ACTION_CARDS.items() if k == "reroll-some")
    rich = state.__class__(**{**state.__dict__, "action_hands": tuple(
        frozenset({card}) if i == p else h for i, h in enumerate(state.action_hands))})
    plays = [a for a in legal_actions(rich, p) if getattr(a, "card", None) == card]
    assert plays and all(not any(d[0] == "R" for d in a.dice) for a in plays)
