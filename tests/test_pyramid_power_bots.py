"""Pyramid Power bots: legal, deterministic, sensible choices and quick decisions."""

from __future__ import annotations

import time

import pytest

import game.pyramid_power as pp
from game.core import Match, run_match
from game.pyramid_power.bots import make_bot
from game.pyramid_power.state import Draw, Options, Phase, Place, Placed, State

RING = [((0, 0), "T01", 0), ((0, 1), "T01", 0), ((1, 1), "T01", 0), ((2, 1), "T01", 0),
        ((2, 0), "T06", 1)]


def state(board: list[tuple[tuple[int, int], str, int]], hands: list[list[str]],
          supply: list[str] = ("T30", "T31")) -> State:
    return State(num_players=len(hands), options=Options(), phase=Phase.PLAY, current=0,
                 board=tuple(Placed(c, t, k) for c, t, k in board),
                 hands=tuple(tuple(sorted(h)) for h in hands), supply=frozenset(supply),
                 scores=(0,) * len(hands))


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError):
        make_bot("impossible", 1)


def test_medium_takes_the_most_points() -> None:
    s = state(RING, [["T01", "T16"], ["T35", "T34"]])
    choice = make_bot("medium", 3).choose(s, 0)
    assert choice.tile == "T01" and choice.cell == (1, 0)  # 3 + 3 + 2 in the pocket


def test_every_level_draws_when_it_must() -> None:
    s = state([((0, 0), "T01", 0)], [["T02", "T03"], ["T04"]])
    for level in ("easy", "medium", "hard"):
        assert make_bot(level, 1).choose(s, 0) == Draw()


def test_hard_goes_out_when_it_can() -> None:
    # Player 1 holds two 3-point tiles; going out with T16 scores 1 + 6, more than the pocket.
    s = state(RING, [["T16"], ["T04", "T05"]])
    choice = make_bot("hard", 1).choose(s, 0)
    assert choice.tile == "T16" and choice in pp.legal_actions(s, 0)


def test_hard_does_not_open_a_pocket_for_the_next_player() -> None:
    # Four red tiles in a bend: a tile at (1,0) or (2,0) scores 3 like anywhere else, but leaves the
    # other cell touching two tiles, where the next player's RRY would score 2 + 3 + 3.
    bend = [((0, 0), "T01", 0), ((0, 1), "T01", 0), ((1, 1), "T01", 0), ((2, 1), "T01", 0)]
    s = state(bend, [["T01", "T02"], ["T06", "T05"]])
    assert {make_bot("medium", seed).choose(s, 0).cell for seed in range(40)} >= {(1, 0), (2, 0)}
    for seed in range(10):
        choice = make_bot("hard", seed).choose(s, 0)
        assert choice.tile == "T01" and choice.cell not in ((1, 0), (2, 0))


def test_hard_keeps_the_wild_when_other_tiles_do_as_well() -> None:
    s = state([((0, 0), "T16", 0)], [["W", "T35", "T02"], ["T34", "T33"]])
    choice = make_bot("hard", 1).choose(s, 0)
    assert choice.tile != "W"


def test_hard_beats_medium_in_two_player_games() -> None:
    wins = 0.0
    games = 40
    for g in range(games):
        seats = ["hard", "medium"] if g % 2 == 0 else ["medium", "hard"]
        match = Match("pyramid_power", 2, seed=f"bots/{g}")
        run_match(match, [make_bot(level, g) for level in seats])
        hard = seats.index("hard")
        winners = pp.winners(match.state)
        wins += 1 / len(winners) if hard in winners else 0
    assert wins / games >= 0.6


def test_hard_decides_quickly_on_a_full_board() -> None:
    match = Match("pyramid_power", 1, seed="timing")
    bot = make_bot("hard", 5)
    worst = 0.0

    class Timed:
        def choose(self, view: State, player: int) -> Place:
            nonlocal worst
            start = time.perf_counter()
            action = bot.choose(view, player)
            worst = max(worst, time.perf_counter() - start)
            return action

    run_match(match, [Timed()])
    assert worst < 0.5


def _slow_placements(board: tuple, tiles: tuple) -> list:
    """The placement list as first written (every side checked each time), for comparison."""
    from game.pyramid_power import board as bd
    from game.pyramid_power.tiles import TURNED, WILD

    slots = bd.layout(board).slots
    ordered = sorted(slots)
    out = []
    for tile in sorted(set(tiles)):
        if tile == WILD:
            out.extend((tile, cell, 0) for cell in ordered)
            continue
        for turn in (0, 1, 2):
            shown = TURNED[(tile, turn)]
            for cell in ordered:
                if all(shown[s] == colour for s, colour in slots[cell].needs):
                    out.append((tile, cell, turn))
    return out


def test_fast_placements_and_medium_points_equal_the_slow_ones() -> None:
    import random

    from game.core import CHANCE
    from game.pyramid_power import board as bd

    rng = random.Random(8)
    checked = 0
    for n in (1, 2, 4):
        s = pp.new_game(n)
        while not pp.is_over(s):
            if pp.to_act(s) == (CHANCE,):
                s = pp.apply(s, CHANCE, pp.sample_chance(s, rng)).state
                continue
            p = s.current
            for tiles in (s.hands[p], tuple(sorted(s.supply))):
                assert bd.placements(s.board, tiles) == _slow_placements(s.board, tiles)
            legal = pp.legal_actions(s, p)
            if isinstance(legal[0], Place):
                slots = bd.layout(s.board).slots
                for a in legal:
                    assert bd.slot_points(slots[a.cell], a.tile) == pp.placement_score(s, a.tile, a.cell, a.turn)
            checked += 1
            s = pp.apply(s, p, legal[int(rng.random() * len(legal))]).state
    assert checked > 40
