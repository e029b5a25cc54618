"""Measure how hard each combo card is, to set its points (run: python -m tools.measure_deck).

Method: play many 4-player games between medium bots with every combo card worth the same
(3 points, so the bots have no preference from points), and count, for each card, how often it
was in a hand when a round was scored ("held") and how often it was completed then ("done").
The completion rate done/held is the card's ease. Cards are ranked by ease and cut into five
equal groups: the easiest fifth is worth 1 point ... the hardest fifth 5. The rulebook's two
examples (`B3 W4`, `W3 W2`) are worth 3 as printed. The figures are in DECK.md.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from typing import Any
from unittest import mock

from game.core import Match, make_bots, run_match
from game.take_it_dice import cards as deck
from game.take_it_dice.events import PlayerScored

PINNED = {"B3 W4": 3, "W3 W2": 3}


def measure(games: int, seed: int, players: int = 4) -> tuple[Counter, Counter]:
    held: Counter = Counter()
    done: Counter = Counter()
    flat = {cid: (text, 3) for cid, (text, _) in deck.COMBO_CARDS.items()}
    hands_before: dict[int, frozenset[str]] = {}
    with mock.patch.dict(deck.COMBO_CARDS, flat):
        for g in range(games):
            match = Match("take_it_dice", players, seed=f"deck/{seed}/{g}")
            bots = make_bots("take_it_dice", ["medium"] * players, f"deck/{seed}/{g}")
            hands_before.clear()

            def on_step(player: int, action: Any, step: Any) -> None:
                for e in step.events:
                    if isinstance(e, PlayerScored):
                        hand = hands_before.get(e.player, frozenset())
                        for c in hand:
                            held[c] += 1
                        for c, *_ in e.placements:
                            done[c] += 1
                st = step.state
                if st.phase == "turn":
                    for p in range(st.num_players):
                        hands_before[p] = st.combo_hands[p]

            run_match(match, bots, on_step)
    return held, done


def points_from(held: Counter, done: Counter) -> dict[str, tuple[float, int]]:
    rates = {cid: done[cid] / held[cid] if held[cid] else 0.0 for cid in deck.COMBO_CARDS}
    ranked = sorted(rates, key=lambda c: (-rates[c], c))  # easiest first
    out = {}
    for rank, cid in enumerate(ranked):
        pts = 1 + (5 * rank) // len(ranked)
        text = deck.COMBO_CARDS[cid][0]
        out[cid] = (rates[cid], PINNED.get(text, pts))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    held, done = measure(args.games, args.seed)
    table = points_from(held, done)
    print("| id | card | held | done | rate | points |")
    print("| --- | --- | --- | --- | --- | --- |")
    for cid in deck.COMBO_CARDS:
        rate, pts = table[cid]
        print(f"| {cid} | `{deck.COMBO_CARDS[cid][0]}` | {held[cid]} | {done[cid]} | "
              f"{rate:.3f} | {pts} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
