"""The expert level on every game: offered everywhere, playable at both ends of each game's player
range, deterministic, and right in small positions where one move is plainly best."""

from __future__ import annotations

import dataclasses
import importlib
import random

import pytest

import game.pyramid_power as pp
import game.take5 as t5
import game.take_it_dice as dice
import game.take_it_pyramids as tip
from game import GAME_IDS, GAMES
from game.core import BOT_LEVELS, CHANCE, Match, make_bots, play_out
from game.take5 import Options as T5Options
from game.take5 import Phase as T5Phase
from game.take5 import Play, State, TakeRow


def small(game_id: str, seed: int, iterations: int = 40, guided: bool = False) -> object:
    """The game's expert with a small budget: same search and rollouts, quicker for tests, and
    without the hard bot's proposal, so these tests see what the search itself finds."""
    bots = importlib.import_module(f"game.{game_id}.bots")
    config = dataclasses.replace(bots.EXPERT, iterations=iterations, guided=guided)
    return bots.make_expert(seed, config)


def test_every_game_offers_every_level_of_the_core_list() -> None:
    assert BOT_LEVELS[-1] == "expert" and "hard" in BOT_LEVELS
    for game_id in GAME_IDS:
        bots = importlib.import_module(f"game.{game_id}.bots")
        for level in BOT_LEVELS:
            assert hasattr(bots.make_bot(level, 1), "choose"), (game_id, level)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_expert_plays_through_make_bots_at_both_ends_of_the_player_range(game_id: str) -> None:
    module = GAMES[game_id]
    for n in sorted({module.MIN_PLAYERS, module.MAX_PLAYERS}):
        seats = ["expert"] + ["easy"] * (n - 1)
        match = Match(game_id, n, seed=f"expert/{n}")
        bots = make_bots(game_id, seats, f"expert/{n}")
        decisions = 0
        while decisions < 2 and not match.is_over():
            actors = match.to_act()
            if actors == (CHANCE,):
                match.chance_step()
                continue
            p = 0 if 0 in actors else actors[0]
            view = module.view(match.state, p)
            action = bots[p].choose(view, p)
            assert action in module.legal_actions(match.state, p)
            match.apply(p, action)  # raises on an illegal move
            decisions += p == 0 and len(module.legal_actions(view, p)) >= 1


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_expert_is_deterministic_for_a_seed_and_legal(game_id: str) -> None:
    module = GAMES[game_id]
    n = min(max(3, module.MIN_PLAYERS), module.MAX_PLAYERS)
    rng = random.Random(4)
    views = []

    def random_move(state: object, p: int) -> object:
        legal = module.legal_actions(state, p)
        if len(legal) > 1:
            views.append((module.view(state, p), p, legal))
        return legal[int(rng.random() * len(legal))]

    play_out(module, module.new_game(n, module.Options()), random_move, rng,
             until=lambda _state: len(views) >= 3)
    assert views
    for view, p, legal in views:
        for guided in (False, True):  # the search alone, and with the hard bot's proposal
            first = small(game_id, 9, 30, guided).choose(view, p)
            assert first == small(game_id, 9, 30, guided).choose(view, p)
            assert first in legal


# ---------------------------------------------------------------- one plainly best move per game


def test_take5_expert_takes_the_cheapest_row_when_nothing_follows() -> None:
    rows = ((50, 55), (20,), (80, 85), (90, 99))  # 8, 3, 7 and 6 bullheads
    s = State(options=T5Options(), num_players=2, phase=T5Phase.PICK, round=1, turn=10,
              hands=((3,), (95,)), hand_counts=(1, 1), picks=(None, None), rows=rows, pending=(),
              taken=((), ()), seen=(), totals=(0, 0), history=())
    s = t5.apply(t5.apply(s, 0, Play(3)).state, 1, Play(95)).state
    assert s.phase is T5Phase.ROW
    for seed in range(3):
        assert small("take5", seed).choose(t5.view(s, 0), 0) == TakeRow(2)


def test_take5_expert_avoids_an_obvious_sixth_card() -> None:
    s = State(options=T5Options(), num_players=2, phase=T5Phase.PICK, round=1, turn=9,
              hands=((21, 60), (95, 96)), hand_counts=(2, 2), picks=(None, None),
              rows=((50, 51, 52, 53, 55), (20,), (80,), (90,)), pending=(), taken=((), ()),
              seen=(), totals=(0, 0), history=())
    assert small("take5", 1, 80).choose(t5.view(s, 0), 0) == Play(21)


def test_pyramid_power_expert_finds_the_only_winning_placement() -> None:
    from game.pyramid_power.state import Placed
    from game.pyramid_power.tiles import TILE_POINTS

    ring = [((0, 0), "T01", 0), ((0, 1), "T01", 0), ((1, 1), "T01", 0), ((2, 1), "T01", 0),
            ((2, 0), "T06", 1)]
    s = pp.State(num_players=2, options=pp.Options(), phase=pp.Phase.PLAY, current=0,
                 board=tuple(Placed(c, t, k) for c, t, k in ring), hands=(("T01",), ("T04", "T05")),
                 supply=frozenset(("T30",)), scores=(0, 0))
    placements = pp.legal_actions(s, 0)
    points = {a: pp.placement_score(s, a.tile, a.cell, a.turn) for a in placements}
    best = max(points.values())
    assert sorted(points.values()).count(best) < len(points)  # a real choice
    bonus = TILE_POINTS["T04"] + TILE_POINTS["T05"]
    s = dataclasses.replace(s, scores=(0, best + bonus - 1))  # only the best placement wins
    choice = small("pyramid_power", 2, 60).choose(s, 0)
    assert points[choice] == best


def test_take_it_pyramids_expert_banks_a_winning_pot_rather_than_risk_the_third_black() -> None:
    blacks = tuple(p for p in tip.ALL_PYRAMIDS if p.color == "black")
    drawn = tuple(p for p in tip.ALL_PYRAMIDS if p.size == "small" and p.color != "black")
    s = dataclasses.replace(tip.new_game(2), drawn=drawn, blacks=2, phase=tip.Phase.DECIDE,
                            bag=blacks, dealers_left=(), cycle=3, in_round=(0,))
    pot = tip.pot(s).total
    s = dataclasses.replace(s, scores=(10, 10 + pot - 1))  # taking wins; a black loses it all
    for seed in range(3):
        assert small("take_it_pyramids", seed).choose(s, 0) == tip.Take()


def test_dice_expert_takes_the_die_that_completes_its_card() -> None:
    from game.take_it_dice.cards import COMBO_CARDS

    plain = [c for c, (text, _) in COMBO_CARDS.items()
             if len(text.split()) == 2 and "*" not in text]
    rng = random.Random(1)
    s = dice.new_game(2)
    while s.phase != "turn":
        s = dice.apply(s, CHANCE, dice.sample_chance(s, rng)).state
    card = plain[0]
    first, second = COMBO_CARDS[card][0].split()
    hands = (frozenset({card}), s.combo_hands[1] - {card})
    s = dataclasses.replace(s, combo_hands=hands, hand_sizes=((1, s.hand_sizes[0][1]), s.hand_sizes[1]),
                            taken=((first,), ()), tray=dice.state.sort_dice((second, "R6", "B6", "W6")),
                            turn=0, starter=0)
    assert dice.state.Take(second) in dice.legal_actions(s, 0)
    assert small("take_it_dice", 3, 30).choose(dice.view(s, 0), 0) == dice.state.Take(second)


def test_the_take5_reference_player_is_a_real_player() -> None:
    from take5_reference import FlatMonteCarlo

    s = State(options=T5Options(), num_players=2, phase=T5Phase.PICK, round=1, turn=9,
              hands=((21, 60), (95, 96)), hand_counts=(2, 2), picks=(None, None),
              rows=((50, 51, 52, 53, 55), (20,), (80,), (90,)), pending=(), taken=((), ()),
              seen=(), totals=(0, 0), history=())
    assert FlatMonteCarlo(1).choose(t5.view(s, 0), 0) == Play(21)
