"""Benchmark: list every placement of a 7-tile hand on a 30-tile board.

    python -m tools.pyramid_power_bench

Prints the median time of `legal_actions` over many built boards, with the layout cache cleared
before each call so the figure includes rebuilding the board lookups (the worst case). A real game
never has 30 tiles on the board and 7 in one hand at once (36 tiles in all), so the boards come
from random solitaire games and the hand is 7 tiles picked at random from the whole set.
"""

from __future__ import annotations

import dataclasses
import random
import statistics
import time

from game.core import CHANCE
from game.pyramid_power import board as bd
from game.pyramid_power import rules
from game.pyramid_power.state import Phase, State
from game.pyramid_power.tiles import PLAIN_TILES


def board_of_size(seed: int, tiles_on_board: int = 30) -> State | None:
    """Play solitaire randomly until the board holds the wanted number of tiles."""
    rng = random.Random(seed)
    state = rules.new_game(1)
    while not rules.is_over(state):
        if len(state.board) >= tiles_on_board:
            hand = tuple(sorted(rng.sample(PLAIN_TILES, 7)))
            return dataclasses.replace(state, hands=(hand,), phase=Phase.PLAY, current=0)
        if rules.to_act(state) == (CHANCE,):
            action = rules.sample_chance(state, rng)
            state = rules.apply(state, CHANCE, action).state
        else:
            state = rules.apply(state, 0, rng.choice(rules.legal_actions(state, 0))).state
    return None


def main() -> None:
    states = [s for s in (board_of_size(seed) for seed in range(40)) if s is not None]
    times: list[float] = []
    counts: list[int] = []
    for state in states:
        for _ in range(5):
            bd.layout.cache_clear()
            fresh = dataclasses.replace(state)
            start = time.perf_counter()
            legal = rules.legal_actions(fresh, 0)
            times.append(time.perf_counter() - start)
            counts.append(len(legal))
    print(f"{len(states)} boards of 30 tiles with a 7-tile hand: {statistics.fmean(counts):.0f} placements "
          f"on average; legal_actions median {1000 * statistics.median(times):.2f} ms, "
          f"max {1000 * max(times):.2f} ms (target: under 20 ms)")


if __name__ == "__main__":
    main()
