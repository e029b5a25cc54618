"""Two levels' decisions compared move by move: where they differ, which move does better.

    python -m tools.judge take_it_dice --games 12
    python -m tools.judge take_it_pyramids --games 20 --expert iterations=600 --json out.jsonl

Win rates need hundreds of games to tell two bots apart; this looks at single decisions. Every
seat plays the `--against` level (hard), so the positions do not depend on the judged level's
settings. At each decision of one seat (it moves round the table from game to game), the judged
`--level` (expert) chooses too. Where the two moves differ, each is played `--rollouts` times to
the end of the round by `--rollout-level` bots in every seat, from worlds dealt from that seat's
view, the same worlds and bot seeds for both moves. A move's worth is the seat's score margin over
the others' mean when the round ends (the whole game in Pyramid Power, which has no rounds).

It prints the judged level's gain over the other per game with a 95% interval, and the gains by
kind of move pair (e.g. `pass` against `take`): where one bot makes clear mistakes, that is where
to look. Counted in rollouts and seeds, never time, so a run is the same every time.
"""

from __future__ import annotations

import argparse
import collections
import json
import math
import random
import statistics
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core import CHANCE, derive_seed, game_module
from tools.tournament import expert_config

# Which round a state is in, per game: rollouts stop when it changes. None: play to the end.
ROUND_OF: dict[str, Callable[[Any], int] | None] = {
    "take_it_dice": lambda s: s.round,
    "take_it_pyramids": lambda s: s.round_number,
    "take5": lambda s: s.round,
    "pyramid_power": None,
}


class Judge:
    """Plays the lines and weighs the disagreements of one game's two levels."""

    def __init__(self, game_id: str, players: int, level: str, against: str, rollouts: int,
                 rollout_level: str, expert: str = "", seed: int = 1) -> None:
        import importlib

        self.game_id, self.players, self.seed = game_id, players, seed
        self.module = game_module(game_id)
        self.bots = importlib.import_module(f"game.{game_id}.bots")
        self.level, self.against, self.rollouts = level, against, rollouts
        self.rollout_level = rollout_level
        self.config = expert_config(game_id, expert) if expert else None
        self.round_of = ROUND_OF[game_id]
        info = getattr(self.module, "INFO", None)
        self.lowest = bool(info.lowest_score_wins) if info is not None else False

    def _bot(self, level: str, seed: int) -> Any:
        if level == "expert" and self.config is not None:
            return self.bots.make_expert(seed, self.config)
        return self.bots.make_bot(level, seed)

    def margin(self, state: Any, seat: int) -> float:
        """The seat's score over the others' mean (turned round where the lowest wins)."""
        s = self.module.scores(state)
        m = s[seat] - statistics.fmean(s[q] for q in range(len(s)) if q != seat)
        return -m if self.lowest else m

    def worth(self, state: Any, seat: int, move: Any, k: int) -> float:
        """The seat's margin when the round ends, after `move` in the k-th dealt world."""
        m = self.module
        rng = random.Random(derive_seed(self.seed, "world", k))
        world = m.apply(m.determinize(m.view(state, seat), seat, rng), seat, move).state
        players = [self.bots.make_bot(self.rollout_level, derive_seed(self.seed, "roll", k, q))
                   for q in range(self.players)]
        start = self.round_of(state) if self.round_of else None
        while not m.is_over(world) and (start is None or self.round_of(world) == start):
            actors = m.to_act(world)
            if actors == (CHANCE,):
                world = m.apply(world, CHANCE, m.sample_chance(world, rng)).state
                continue
            p = actors[0]
            world = m.apply(world, p, players[p].choose(m.view(world, p), p)).state
        return self.margin(world, seat)

    def game(self, g: int) -> list[dict[str, Any]]:
        """One game on the `against` line: a row per decision of seat g mod n (a `gain` where
        the levels differ)."""
        m = self.module
        rng = random.Random(derive_seed(self.seed, "game", g))
        state = m.new_game(self.players, m.Options())
        seat = g % self.players
        judged = self._bot(self.level, derive_seed(self.seed, "judged", g))
        line = [self._bot(self.against, derive_seed(self.seed, "line", g, q))
                for q in range(self.players)]
        rows: list[dict[str, Any]] = []
        while not m.is_over(state):
            actors = m.to_act(state)
            if actors == (CHANCE,):
                state = m.apply(state, CHANCE, m.sample_chance(state, rng)).state
                continue
            p = actors[0]
            view = m.view(state, p)
            theirs = line[p].choose(view, p)
            if p == seat and len(m.legal_actions(state, p)) > 1:
                mine = judged.choose(view, p)
                row: dict[str, Any] = {"game": g}
                if mine != theirs:
                    diffs = [self.worth(state, p, mine, k) - self.worth(state, p, theirs, k)
                             for k in range(self.rollouts)]
                    row.update(mine=self._text(state, mine), theirs=self._text(state, theirs),
                               gain=statistics.fmean(diffs),
                               se=statistics.stdev(diffs) / math.sqrt(len(diffs))
                               if len(diffs) > 1 else 0.0)
                rows.append(row)
            state = m.apply(state, p, theirs).state
        return rows

    def _text(self, state: Any, action: Any) -> str:
        text = getattr(self.module, "action_text", None)
        return text(state, action) if text else repr(action)


def kind(text: str) -> str:
    """A move's kind for the summary: its first word ("take W3" -> "take")."""
    return text.split("(")[0].split()[0] if text.strip() else text


def summary(rows: list[dict[str, Any]], games: int, level: str, against: str) -> str:
    differ = [r for r in rows if "gain" in r]
    per_game = [sum(r["gain"] for r in differ if r["game"] == g) for g in sorted({r["game"] for r in rows})]
    total = sum(per_game)
    mean = total / games if games else 0.0
    half = 1.96 * statistics.stdev(per_game) / math.sqrt(len(per_game)) if len(per_game) > 1 else 0.0
    lines = [f"{len(rows)} decisions in {games} games, {len(differ)} differ; {level} minus {against}: "
             f"{mean:+.2f} [{mean - half:+.2f}, {mean + half:+.2f}] margin points per game"]
    groups: dict[tuple[str, str], list[float]] = collections.defaultdict(list)
    for r in differ:
        groups[(kind(r["mine"]), kind(r["theirs"]))].append(r["gain"])
    for (a, b), gains in sorted(groups.items(), key=lambda kv: sum(kv[1])):
        lines.append(f"  {level} {a} / {against} {b}: {len(gains)} times, {sum(gains):+.1f} in all, "
                     f"{sum(g < -1 for g in gains)} lose over a point, {sum(g > 1 for g in gains)} win over one")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.judge", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", choices=sorted(ROUND_OF))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--first", type=int, default=0, help="index of the first game")
    parser.add_argument("--level", default="expert")
    parser.add_argument("--against", default="hard")
    parser.add_argument("--rollouts", type=int, default=24)
    parser.add_argument("--rollout-level", default="hard")
    parser.add_argument("--expert", default="", help="search settings, as in tools.tournament")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", type=Path, help="also write one JSON line per decision here")
    args = parser.parse_args(argv)
    module = game_module(args.game)
    levels = ("easy", "medium", "hard", "expert")
    try:
        if not module.MIN_PLAYERS <= args.players <= module.MAX_PLAYERS:
            raise ValueError(f"{args.game} takes {module.MIN_PLAYERS} to {module.MAX_PLAYERS} players")
        for name in (args.level, args.against, args.rollout_level):
            if name not in levels:
                raise ValueError(f"unknown level {name!r}; choose {', '.join(levels)}")
        if args.games < 1 or args.rollouts < 1 or args.first < 0:
            raise ValueError("--games and --rollouts must be at least 1, --first at least 0")
        judge = Judge(args.game, args.players, args.level, args.against, args.rollouts,
                      args.rollout_level, args.expert, args.seed)
        out = args.json.open("w", encoding="utf-8") if args.json else None
    except (ValueError, OSError) as exc:
        print(f"judge: {exc}", file=sys.stderr)
        return 2
    rows: list[dict[str, Any]] = []
    try:
        for g in range(args.first, args.first + args.games):
            for row in judge.game(g):
                rows.append(row)
                if out:
                    out.write(json.dumps(row) + "\n")
                    out.flush()
    finally:
        if out:
            out.close()
    print(summary(rows, args.games, args.level, args.against))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
