"""A plain flat Monte Carlo player for Take 5, the yardstick the expert is measured against.

It lives with the tests, not in the game: it is a measuring stick, not a level. Each decision
spends `rollouts` random play-outs (to the end of the round, through the rules contract only),
spread evenly over its moves, and keeps the move with the fewest bullheads on average.

    python tests/take5_reference.py --games 20 --seed 1
    python tests/take5_reference.py --rounds 40

plays expert, reference, expert, reference (seats rotating) and prints each one's bullheads per
round with 95% intervals: whole games, or (quicker, the same measure) single rounds from fresh
deals.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path
from typing import Any

import game.take5 as t5
from game.core import CHANCE, Match, derive_seed, make_bots, run_match
from game.take5.cards import pile_bullheads
from game.take5.state import Phase, State


class FlatMonteCarlo:
    """Random play-outs to the round's end, `rollouts` per decision in all."""

    def __init__(self, seed: int, rollouts: int = 100) -> None:
        self.rng = random.Random(seed)
        self.rollouts = rollouts

    def choose(self, view: State, player: int) -> Any:
        legal = t5.legal_actions(view, player)
        if len(legal) == 1:
            return legal[0]
        per = max(1, self.rollouts // len(legal))
        best, best_cost = legal[0], float("inf")
        for action in legal:
            total = 0
            for _ in range(per):
                world = t5.determinize(view, player, self.rng)
                total += self._play_out(t5.apply(world, player, action).state, player)
            if total / per < best_cost:
                best, best_cost = action, total / per
        return best

    def _play_out(self, s: State, player: int) -> int:
        """Bullheads the player collects this round (piles stay until the next deal)."""
        while s.phase not in (Phase.DEAL, Phase.OVER):
            p = t5.to_act(s)[0]
            legal = t5.legal_actions(s, p)
            s = t5.apply(s, p, legal[int(self.rng.random() * len(legal))]).state
        return pile_bullheads(s.taken[player])


def compare(games: int, seed: int, players: int = 4) -> dict[str, list[float]]:
    """Bullheads per round of the expert and of the reference, seats rotating each game."""
    out: dict[str, list[float]] = {"expert": [], "reference": []}
    for g in range(games):
        levels = ["expert" if (k + g) % 2 == 0 else "reference" for k in range(players)]
        game_seed = f"{seed}/{g}"
        experts = make_bots("take5", ["expert"] * players, game_seed)
        bots = [experts[i] if lv == "expert" else FlatMonteCarlo(derive_seed(game_seed, "ref", i))
                for i, lv in enumerate(levels)]
        match = Match("take5", players, seed=game_seed)
        run_match(match, bots)
        rounds = len(match.state.history)
        for i, lv in enumerate(levels):
            out[lv].append(match.state.totals[i] / rounds)
    return out


def round_penalties(make: dict[str, Any], rounds: int, players: int = 4,
                    seed: str = "reference-check") -> dict[str, list[int]]:
    """Bullheads each kind of player (a name -> a bot maker taking a seed; two kinds) takes in
    single rounds from fixed fresh deals, the kinds alternating round the table and swapping
    seats every round."""
    out: dict[str, list[int]] = {kind: [] for kind in make}
    kinds = list(make)
    for k in range(rounds):
        s = Match("take5", players, seed=f"{seed}/{k}").state
        seat_kind = [kinds[(i + k) % 2] for i in range(players)]
        seat_bots = [make[kind](derive_seed(seed, k, i)) for i, kind in enumerate(seat_kind)]
        rng = random.Random(derive_seed(seed, k))
        while not (s.phase is Phase.OVER or (s.phase is Phase.DEAL and s.round >= 1)):
            actor = t5.to_act(s)[0]
            if actor == CHANCE:
                s = t5.apply(s, CHANCE, t5.sample_chance(s, rng)).state
            else:
                s = t5.apply(s, actor, seat_bots[actor].choose(t5.view(s, actor), actor)).state
        for i, kind in enumerate(seat_kind):
            out[kind].append(s.totals[i])
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=0, help="single rounds instead of games")
    args = parser.parse_args(argv)
    if args.rounds:
        from game.take5.bots import make_expert
        got = {k: [float(x) for x in v] for k, v in round_penalties(
            {"expert": make_expert, "reference": FlatMonteCarlo}, args.rounds,
            seed=f"reference/{args.seed}").items()}
    else:
        got = compare(args.games, args.seed)
    for level, values in got.items():
        m = statistics.fmean(values)
        half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
        print(f"{level:<9} bullheads per round {m:.2f} [{m - half:.2f}, {m + half:.2f}] "
              f"({len(values)} seat-games)")
    e, r = statistics.fmean(got["expert"]), statistics.fmean(got["reference"])
    print(f"expert / reference = {e / r:.2f}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    sys.exit(main())

