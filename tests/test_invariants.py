"""Each game's `check_invariants`: it holds through random games, and it bites on corrupted states.

A corrupted state is a real state from a short random game changed with `dataclasses.replace` (a
card doubled, a pyramid dropped, a score bumped); `check_invariants` must refuse every one. The
score tests add up what the events said over whole random games and compare with `scores`.
"""

from __future__ import annotations

import dataclasses
import random
from collections import defaultdict
from collections.abc import Callable
from typing import Any

import pytest

from game import CHANCE, GAMES
from game.pyramid_power import Placed
from game.pyramid_power import events as pp_events
from game.take5 import events as t5_events
from game.take_it_dice import events as dice_events
from game.take_it_pyramids import events as pyr_events

GAME_LIST = sorted(GAMES)


def random_game(game_id: str, seed: int, num_players: int | None = None, options: Any = None,
                until: Callable[[Any], bool] | None = None, min_steps: int = 0):
    """Play random legal moves; yields (state, events) after every step, starting with the new game.

    Stops at the end of the game, or once `min_steps` steps are done and `until(state)` holds.
    """
    module = GAMES[game_id]
    rng = random.Random(seed)
    n = num_players or rng.randint(module.MIN_PLAYERS, module.MAX_PLAYERS)
    state = module.new_game(n, options if options is not None else module.Options())
    yield state, ()
    steps = 0
    while not module.is_over(state):
        if until is not None and steps >= min_steps and until(state):
            return
        actors = module.to_act(state)
        if actors == (CHANCE,):
            player, action = CHANCE, module.sample_chance(state, rng)
        else:
            player = rng.choice(actors)
            action = rng.choice(module.legal_actions(state, player))
        step = module.apply(state, player, action)
        state = step.state
        steps += 1
        yield state, step.events


def state_where(game_id: str, seed: int, until: Callable[[Any], bool], min_steps: int = 10,
                num_players: int | None = None) -> Any:
    """A real mid-game state: the first one after `min_steps` steps where `until` holds."""
    state = [s for s, _ in random_game(game_id, seed, num_players, until=until, min_steps=min_steps)][-1]
    assert until(state), "the random game never reached the wanted state"
    GAMES[game_id].check_invariants(state)
    return state


def refused(game_id: str, state: Any, *words: str) -> None:
    with pytest.raises(AssertionError) as info:
        GAMES[game_id].check_invariants(state)
    message = str(info.value)
    assert all(w in message for w in words), message


def replace_at(values: tuple, index: int, value: Any) -> tuple:
    return (*values[:index], value, *values[index + 1:])


# ---------------------------------------------------------------- every game


@pytest.mark.parametrize("game_id", GAME_LIST)
def test_every_game_exports_check_invariants(game_id: str) -> None:
    module = GAMES[game_id]
    assert callable(module.check_invariants) and "check_invariants" in module.__all__


@pytest.mark.parametrize("game_id", GAME_LIST)
def test_invariants_hold_at_every_step_of_full_random_games(game_id: str) -> None:
    module = GAMES[game_id]
    for seed in range(4):
        n = module.MIN_PLAYERS + seed % (module.MAX_PLAYERS - module.MIN_PLAYERS + 1)
        state = None
        for state, _ in random_game(game_id, seed, n):
            module.check_invariants(state)
        assert state is not None and module.is_over(state)


# ---------------------------------------------------------------- scores equal what the events said


def sum_events(game_id: str, seed: int, deltas: Callable[[Any], list[tuple[int, int]]],
               at: Callable[[Any], bool] = lambda e: False) -> None:
    """Over a random game, the per-seat sum of `deltas(event)` equals `scores(state)` at the end
    and after every event matching `at` (a checkpoint where the scores are settled)."""
    module = GAMES[game_id]
    ledger: dict[int, int] = defaultdict(int)
    state = None
    for state, events in random_game(game_id, seed):
        checkpoint = False
        for event in events:
            for seat, amount in deltas(event):
                ledger[seat] += amount
            checkpoint = checkpoint or at(event)
        if checkpoint:
            assert module.scores(state) == tuple(ledger[p] for p in range(state.num_players))
    assert state is not None and module.is_over(state)
    assert module.scores(state) == tuple(ledger[p] for p in range(state.num_players))


@pytest.mark.parametrize("seed", range(3))
def test_take5_totals_are_the_rows_taken(seed: int) -> None:
    def deltas(e: Any) -> list[tuple[int, int]]:
        return [(e.player, e.bullheads)] if isinstance(e, t5_events.RowTaken) else []

    sum_events("take5", seed, deltas, at=lambda e: isinstance(e, t5_events.RoundScored))
    for state, events in random_game("take5", seed):
        for e in events:
            if isinstance(e, t5_events.RoundScored):
                assert e.totals == state.totals


@pytest.mark.parametrize("seed", range(3))
def test_take_it_pyramids_scores_are_the_pots_taken(seed: int) -> None:
    def deltas(e: Any) -> list[tuple[int, int]]:
        if isinstance(e, (pyr_events.OfferTaken, pyr_events.DrawerTook)):
            return [(e.player, e.points)]
        return []

    sum_events("take_it_pyramids", seed, deltas, at=lambda e: True)
    for state, events in random_game("take_it_pyramids", seed):
        for e in events:
            if isinstance(e, (pyr_events.OfferTaken, pyr_events.DrawerTook)):
                assert e.total == state.scores[e.player]


@pytest.mark.parametrize("seed", range(3))
def test_take_it_dice_scores_are_round_results_less_card_costs(seed: int) -> None:
    def deltas(e: Any) -> list[tuple[int, int]]:
        if isinstance(e, dice_events.PlayerScored):
            assert e.total == e.points - e.minus
            return [(e.player, e.total)]
        if isinstance(e, dice_events.ActionPlayed):
            return [(e.player, -e.minus)]
        return []

    sum_events("take_it_dice", seed, deltas, at=lambda e: True)


@pytest.mark.parametrize("seed", range(3))
def test_pyramid_power_scores_are_placements_and_bonuses(seed: int) -> None:
    def deltas(e: Any) -> list[tuple[int, int]]:
        if isinstance(e, pp_events.TilePlaced):
            assert e.points == e.own_points + e.bonus_points
            return [(e.player, e.points)]
        if isinstance(e, pp_events.GameOver):
            return [(b.player, b.amount) for b in e.bonuses]
        return []

    sum_events("pyramid_power", seed, deltas, at=lambda e: True)


# ---------------------------------------------------------------- take5 corrupted


def _take5_mid_round(seed: int = 1) -> Any:
    from game.take5 import Phase

    return state_where("take5", seed, lambda s: s.phase is Phase.PICK and s.turn >= 3
                       and any(len(row) >= 2 for row in s.rows))


def test_take5_refuses_a_card_in_two_places() -> None:
    s = _take5_mid_round()
    card = s.rows[0][0]
    hand = tuple(sorted((*s.hands[0], card)))
    bad = dataclasses.replace(s, hands=replace_at(s.hands, 0, hand),
                              hand_counts=replace_at(s.hand_counts, 0, len(hand)))
    refused("take5", bad, str(card), "more than one place")


def test_take5_refuses_a_lost_card() -> None:
    s = _take5_mid_round()
    hand = s.hands[1][1:]
    bad = dataclasses.replace(s, hands=replace_at(s.hands, 1, hand),
                              hand_counts=replace_at(s.hand_counts, 1, len(hand)))
    refused("take5", bad, "were dealt")


def test_take5_refuses_totals_that_are_not_the_rounds() -> None:
    from game.take5 import Phase

    s = state_where("take5", 2, lambda s: s.phase is Phase.PICK and s.round >= 2, min_steps=0)
    bad = dataclasses.replace(s, totals=replace_at(s.totals, 0, s.totals[0] + 1))
    refused("take5", bad, "totals")


def test_take5_refuses_a_descending_row_and_a_wrong_hand_size() -> None:
    s = _take5_mid_round()
    i = next(i for i, row in enumerate(s.rows) if len(row) >= 2)
    refused("take5", dataclasses.replace(s, rows=replace_at(s.rows, i, tuple(reversed(s.rows[i])))), "ascending")
    refused("take5", dataclasses.replace(s, hand_counts=replace_at(s.hand_counts, 0, s.hand_counts[0] + 1)),
            "hand_counts")


# ---------------------------------------------------------------- take_it_pyramids corrupted


def _pyramids_mid_round(seed: int = 3) -> Any:
    from game.take_it_pyramids import Phase

    return state_where("take_it_pyramids", seed,
                       lambda s: s.phase is Phase.DRAW and s.drawn and s.banked == 0 and len(s.bag) > 2)


def test_take_it_pyramids_refuses_a_dropped_pyramid() -> None:
    s = _pyramids_mid_round()
    refused("take_it_pyramids", dataclasses.replace(s, bag=s.bag[1:]), "not conserved", "missing")


def test_take_it_pyramids_refuses_a_pyramid_in_two_places() -> None:
    s = _pyramids_mid_round()
    refused("take_it_pyramids", dataclasses.replace(s, drawn=(*s.drawn, s.bag[0])), "not conserved", "extra")


def test_take_it_pyramids_refuses_a_wrong_black_count_and_bad_seats() -> None:
    s = _pyramids_mid_round()
    refused("take_it_pyramids", dataclasses.replace(s, blacks=s.blacks + 1), "blacks")
    refused("take_it_pyramids", dataclasses.replace(s, drawer=s.num_players), "drawer")
    outsider = next((p for p in range(s.num_players) if p not in s.in_round), None)
    if outsider is None:
        refused("take_it_pyramids", dataclasses.replace(s, in_round=s.in_round[1:]))
    else:
        refused("take_it_pyramids", dataclasses.replace(s, in_round=tuple(sorted((*s.in_round, outsider)))))


# ---------------------------------------------------------------- take_it_dice corrupted


def _dice_mid_round(seed: int = 4) -> Any:
    return state_where("take_it_dice", seed, lambda s: s.phase == "turn" and len(s.tray) >= 2)


def test_take_it_dice_refuses_a_lost_die() -> None:
    s = _dice_mid_round()
    refused("take_it_dice", dataclasses.replace(s, tray=s.tray[1:]), "dice in tray")


def test_take_it_dice_refuses_a_card_in_two_places() -> None:
    s = _dice_mid_round()
    card = sorted(s.combo_draw)[0]
    hands = replace_at(s.combo_hands, 0, s.combo_hands[0] | {card})
    sizes = replace_at(s.hand_sizes, 0, (len(hands[0]), s.hand_sizes[0][1]))
    refused("take_it_dice", dataclasses.replace(s, combo_hands=hands, hand_sizes=sizes), card, "more than one place")


def test_take_it_dice_refuses_a_hand_over_the_split_and_wrong_chips() -> None:
    s = _dice_mid_round()
    extra = sorted(s.combo_draw)[:5]
    hands = replace_at(s.combo_hands, 1, s.combo_hands[1] | set(extra))
    sizes = replace_at(s.hand_sizes, 1, (len(hands[1]), s.hand_sizes[1][1]))
    bad = dataclasses.replace(s, combo_hands=hands, hand_sizes=sizes, combo_draw=s.combo_draw - set(extra),
                              combo_draw_size=s.combo_draw_size - len(extra))
    refused("take_it_dice", bad, "more than the split")
    refused("take_it_dice", dataclasses.replace(s, minus=replace_at(s.minus, 0, -1)), "minus chips")


# ---------------------------------------------------------------- pyramid_power corrupted


def _pyramid_power_mid_game(seed: int = 5) -> Any:
    from game.pyramid_power import Phase

    return state_where("pyramid_power", seed, lambda s: s.phase is Phase.PLAY and len(s.board) >= 4
                       and all(len(h) >= 2 for h in s.hands) and s.supply, num_players=2)


def test_pyramid_power_refuses_a_tile_in_two_places() -> None:
    s = _pyramid_power_mid_game()
    tile = s.board[1].tile
    bad = dataclasses.replace(s, hands=replace_at(s.hands, 0, tuple(sorted((*s.hands[0], tile)))))
    refused("pyramid_power", bad, tile, "more than one place")


def test_pyramid_power_refuses_two_tiles_on_one_cell() -> None:
    s = _pyramid_power_mid_game()
    tile = sorted(s.supply)[0]
    bad = dataclasses.replace(s, board=(*s.board, Placed(s.board[2].cell, tile, 0)), supply=s.supply - {tile},
                              moves=s.moves + 1)
    refused("pyramid_power", bad, "holds two tiles")


def test_pyramid_power_refuses_a_tile_that_does_not_fit_and_a_bumped_score() -> None:
    s = _pyramid_power_mid_game()
    last = s.board[-1]
    lonely = Placed((last.cell[0] + 40, last.cell[1]), last.tile, last.turn)  # touches nothing
    refused("pyramid_power", dataclasses.replace(s, board=(*s.board[:-1], lonely)), "does not fit")
    refused("pyramid_power", dataclasses.replace(s, scores=replace_at(s.scores, 1, s.scores[1] + 2)),
            "placements scored")
    refused("pyramid_power", dataclasses.replace(s, supply=s.supply - {sorted(s.supply)[0]}), "missing")
