"""Two levels' decisions compared move by move: where they differ, which move does better.

    python -m tools.judge take_it_dice --games 12
    python -m tools.judge take_it_pyramids --games 20 --expert iterations=600 --json out.jsonl

Win rates need hundreds of games to tell two bots apart; this looks at single decisions. Every
seat plays the `--against` level (hard), so the positions do not depend on the judged level's
settings. At each decision of one seat (it moves round the table from game to game), the judged
`--level` (expert) chooses too. Where the two moves differ, each is played `--rollouts` times to
the end of the round by `--rollout-level` bots in every seat, from worlds dealt from that seat's
view, the same worlds and bot seeds for both moves. A move's worth is the seat's score margin over
the others' mean when the round ends (the whole game in Pyramid Power, which has no rounds), or
with `--worth win` its share of the win when the game ends: the true aim, where a margin would
misjudge a risk taken to catch up (pyramids' expert plays to win, not to score).

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

from game.core import derive_seed, game_module, play_out
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
                 rollout_level: str, expert: str = "", seed: int = 1, worth: str = "margin") -> None:
        import importlib

        self.game_id, self.players, self.seed = game_id, players, seed
        self.module = game_module(game_id)
        self.bots = importlib.import_module(f"game.{game_id}.bots")
        self.level, self.against, self.rollouts = level, against, rollouts
        self.rollout_level = rollout_level
        self.config = expert_config(game_id, expert) if expert else None
        self.to_end = worth == "win"
        self.round_label = ROUND_OF[game_id]  # where a decision was made, for the JSON rows
        self.round_of = None if self.to_end else self.round_label  # where rollouts stop
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

    def win_share(self, state: Any, seat: int) -> float:
        """1 for the seat's win, a share of it for a tie, else 0."""
        best = self.module.winners(state)
        return 1.0 / len(best) if seat in best else 0.0

    def worth(self, state: Any, seat: int, move: Any, k: int) -> float:
        """The seat's margin when the round ends (or its win share when the game ends, with
        `--worth win`), after `move` in the k-th dealt world."""
        m = self.module
        rng = random.Random(derive_seed(self.seed, "world", k))
        world = m.apply(m.determinize(m.view(state, seat), seat, rng), seat, move).state
        players = [self.bots.make_bot(self.rollout_level, derive_seed(self.seed, "roll", k, q))
                   for q in range(self.players)]
        round_of = self.round_of
        start = round_of(state) if round_of else None
        world = play_out(m, world, lambda s, p: players[p].choose(m.view(s, p), p), rng,
                         until=None if round_of is None else lambda s: round_of(s) != start)
        return self.win_share(world, seat) if self.to_end else self.margin(world, seat)

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

        def choose(state: Any, p: int) -> Any:
            view = m.view(state, p)
            theirs = line[p].choose(view, p)
            if p == seat and len(m.legal_actions(state, p)) > 1:
                mine = judged.choose(view, p)
                row: dict[str, Any] = {"game": g}
                if self.round_label is not None:
                    row["round"] = self.round_label(state)
                if mine != theirs:
                    diffs = [self.worth(state, p, mine, k) - self.worth(state, p, theirs, k)
                             for k in range(self.rollouts)]
                    row.update(mine=self._text(state, mine), theirs=self._text(state, theirs),
                               gain=statistics.fmean(diffs),
                               se=statistics.stdev(diffs) / math.sqrt(len(diffs))
                               if len(diffs) > 1 else 0.0)
                rows.append(row)
            return theirs

        play_out(m, state, choose, rng)
        return rows

    def _text(self, state: Any, action: Any) -> str:
        text = getattr(self.module, "action_text", None)
        return text(state, action) if text else repr(action)


def kind(text: str) -> str:
    """A move's kind for the summary: its first word ("take W3" -> "take")."""
    return text.split("(")[0].split()[0] if text.strip() else text


def summary(rows: list[dict[str, Any]], games: int, level: str, against: str,
            unit: str = "margin points") -> str:
    differ = [r for r in rows if "gain" in r]
    per_game = [sum(r["gain"] for r in differ if r["game"] == g) for g in sorted({r["game"] for r in rows})]
    total = sum(per_game)
    mean = total / games if games else 0.0
    half = 1.96 * statistics.stdev(per_game) / math.sqrt(len(per_game)) if len(per_game) > 1 else 0.0
    lines = [f"{len(rows)} decisions in {games} games, {len(differ)} differ; {level} minus {against}: "
             f"{mean:+.3f} [{mean - half:+.3f}, {mean + half:+.3f}] {unit} per game"]
    groups: dict[tuple[str, str], list[float]] = collections.defaultdict(list)
    for r in differ:
        groups[(kind(r["mine"]), kind(r["theirs"]))].append(r["gain"])
    for (a, b), gains in sorted(groups.items(), key=lambda kv: sum(kv[1])):
        lines.append(f"  {level} {a} / {against} {b}: {len(gains)} times, {sum(gains):+.1f} in all, "
                     f"{sum(g < 0 for g in gains)} lose, {sum(g > 0 for g in gains)} gain")
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
    parser.add_argument("--worth", choices=("margin", "win"), default="margin",
                        help="a move's worth: the round's score margin, or the win share at the game's end")
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
                      args.rollout_level, args.expert, args.seed, args.worth)
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
    unit = "wins" if args.worth == "win" else "margin points"
    print(summary(rows, args.games, args.level, args.against, unit))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
