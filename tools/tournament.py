"""Bot tournaments: many seeded games, with win rates, mean scores and 95% intervals.

    python -m tools.tournament take5 --seats hard,easy,easy,easy --games 500 --seed 1
    python -m tools.tournament pyramid_power --seats expert,hard,medium,medium --games 60 --batch 10
    python -m tools.tournament take5 --seats expert,hard,hard,hard --expert value=rank,guided=False

Seats may mix any levels (`--seats expert,hard,medium,medium`). With `--batch N` the standings so
far are printed after every N games, so a long line can be read (or stopped) while it runs.
With `--record FILE` each game is kept as it ends, and running the same command again goes on
where it stopped (`--games 500` after a stop at 180 plays the other 320).

Seats rotate from game to game (entry k sits in seat (k + g) mod n in game g) so that no level
profits from always sitting first. A game package may define `match_metrics(state)`, returning
`{name: per-seat values}` (e.g. penalty per round), which is averaged per entry too; and
`record_metrics(actions, num_players)` the same from the recorded moves (cards played, dice taken).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from game.core import (
    IllegalAction,
    Match,
    derive_seed,
    game_module,
    make_bots,
    parse_option_text,
    run_match,
)
from tools import tournament_record


class TimedBot:
    """Wraps a bot and records how long each decision takes."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.times: list[float] = []

    def choose(self, view_state: Any, player: int) -> Any:
        start = time.perf_counter()
        action = self.bot.choose(view_state, player)
        self.times.append(time.perf_counter() - start)
        return action


@dataclasses.dataclass
class EntryResult:
    """What one entry (a position in --seats) gathered over all games."""

    level: str
    wins: list[float] = dataclasses.field(default_factory=list)
    scores: list[float] = dataclasses.field(default_factory=list)
    metrics: dict[str, list[float]] = dataclasses.field(default_factory=dict)
    times: list[float] = dataclasses.field(default_factory=list)


def expert_config(game_id: str, text: str) -> Any:
    """The game's expert search settings with `key=value,...` changes (e.g. value=rank), to
    measure a setting before making it the default; a wrong key or value is refused."""
    import importlib

    base = importlib.import_module(f"game.{game_id}.bots").EXPERT
    kinds = {f.name: type(getattr(base, f.name)) for f in dataclasses.fields(base)}
    changes: dict[str, Any] = {}
    for part in filter(None, text.split(",")):
        key, _, value = part.partition("=")
        key = key.strip()
        if key not in kinds or not value:
            raise ValueError(f"--expert: {part!r}; settings are {', '.join(kinds)}")
        kind = kinds[key]
        if kind is bool:
            if value not in ("True", "False", "true", "false", "1", "0"):
                raise ValueError(f"--expert: {key} is True or False")
            changes[key] = value in ("True", "true", "1")
        else:
            try:
                changes[key] = kind(value)
            except ValueError:
                raise ValueError(f"--expert: {key} needs a {kind.__name__}") from None
    return dataclasses.replace(base, **changes)


def play_one(args: tuple[str, list[str], int, int, dict[str, Any], str]) -> dict[str, Any]:
    """One game; returns per-entry results (picklable, for worker processes)."""
    game_id, seats, seed, index, options, expert = args
    n = len(seats)
    seat_of = [(k + index) % n for k in range(n)]  # entry k sits in seat seat_of[k]
    by_seat = [""] * n
    for k, s in enumerate(seat_of):
        by_seat[s] = seats[k]
    game_seed = f"{seed}/{index}"
    made = make_bots(game_id, by_seat, game_seed)
    if expert:  # the same seeds as make_bots, with the changed search settings
        import importlib

        bots_module = importlib.import_module(f"game.{game_id}.bots")
        config = expert_config(game_id, expert)
        made = [bots_module.make_expert(derive_seed(game_seed, "bot", i, level), config)
                if level == "expert" else b for i, (level, b) in enumerate(zip(by_seat, made, strict=True))]
    bots = [TimedBot(b) for b in made]
    match = Match(game_id, n, options, seed=game_seed)
    run_match(match, bots)
    module = match.module
    scores = module.scores(match.state)
    winners = set(module.winners(match.state))
    metrics = module.match_metrics(match.state) if hasattr(module, "match_metrics") else {}
    if hasattr(module, "record_metrics"):  # metrics read from the moves (e.g. cards played)
        metrics = {**metrics, **module.record_metrics(match.record["actions"], n)}
    out = []
    for s in seat_of:
        out.append({
            "win": (1.0 / len(winners)) if s in winners else 0.0,
            "score": float(scores[s]),
            "metrics": {name: float(values[s]) for name, values in metrics.items()},
            "times": [round(t, 5) for t in bots[s].times],  # 10 us is plenty, and the record stays small
        })
    return {"index": index, "entries": out}


def mean_interval(values: list[float]) -> tuple[float, float, float]:
    """Mean with a normal-approximation 95% interval."""
    m = statistics.fmean(values) if values else 0.0
    if len(values) < 2:
        return m, m, m
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return m, m - half, m + half


def wilson_interval(wins: float, n: int) -> tuple[float, float, float]:
    """Win rate with a Wilson 95% interval (sound near 0 and 1, unlike the normal one)."""
    if n == 0:
        return 0.0, 0.0, 0.0
    z = 1.96
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return p, max(0.0, centre - half), min(1.0, centre + half)


def run_tournament(game_id: str, seats: list[str], games: int, seed: int,
                   options: dict[str, Any] | None = None, jobs: int = 1, batch: int = 0,
                   on_batch: Any = None, expert: str = "", record: Path | None = None,
                   look: bool = False) -> dict[str, Any]:
    """Play `games` games in batches of `batch` (all at once when 0); `on_batch(report)` sees
    the standings after each batch. With `record`, games already in that file are not played
    again, and each new one is added to it as soon as it ends; with `look` too, nothing is
    played and the report covers the games recorded so far (a run may be adding to them)."""
    module = game_module(game_id)
    if not module.MIN_PLAYERS <= len(seats) <= module.MAX_PLAYERS:
        raise IllegalAction(f"{game_id} needs {module.MIN_PLAYERS}-{module.MAX_PLAYERS} seats")
    import importlib

    bots_module = importlib.import_module(f"game.{game_id}.bots")
    for level in set(seats):
        bots_module.make_bot(level, 0)  # an unknown level fails here, before any game
    if expert:
        expert_config(game_id, expert)  # so does a wrong setting
    options = options or {}
    if record is None:
        if look:
            raise IllegalAction("--look reads a record: give it one with --record FILE")
        return _play(game_id, seats, games, seed, options, jobs, batch, on_batch, expert, None, {})
    search = dataclasses.asdict(expert_config(game_id, expert)) if "expert" in seats else None
    head = tournament_record.header(game_id, seats, seed, options, expert, search)
    if look:  # what the record holds so far; nothing is played
        done = {i: r for i, r in tournament_record.load(record, head, write=False).items() if i < games}
        return summarize(game_id, seats, len(done), seed, _in_order(done), 0.0)
    with tournament_record.held(record):
        done = {i: r for i, r in tournament_record.load(record, head).items() if i < games}
        return _play(game_id, seats, games, seed, options, jobs, batch, on_batch, expert, record, done)


def _play(game_id: str, seats: list[str], games: int, seed: int, options: dict[str, Any], jobs: int,
          batch: int, on_batch: Any, expert: str, record: Path | None,
          done: dict[int, dict[str, Any]]) -> dict[str, Any]:
    """The games `done` lacks, each added to `record` (when given) as it ends."""
    tasks = [(game_id, seats, seed, g, options, expert) for g in range(games) if g not in done]
    start = time.perf_counter()
    size = batch if batch > 0 else max(1, len(tasks))
    pool = ProcessPoolExecutor(max_workers=jobs) if jobs > 1 else None
    try:
        for at in range(0, len(tasks), size):
            chunk = tasks[at:at + size]
            played = pool.map(play_one, chunk, chunksize=1) if pool is not None else map(play_one, chunk)
            for result in played:
                done[result["index"]] = result
                if record is not None:
                    tournament_record.append(record, result)
            if on_batch is not None and at + size < len(tasks):
                on_batch(summarize(game_id, seats, len(done), seed, _in_order(done),
                                   time.perf_counter() - start))
    finally:
        if pool is not None:
            pool.shutdown()
    return summarize(game_id, seats, games, seed, _in_order(done), time.perf_counter() - start)


def _in_order(done: dict[int, dict[str, Any]]) -> list[dict[str, Any]]:
    return [done[i] for i in sorted(done)]


def summarize(game_id: str, seats: list[str], games: int, seed: int,
              results: list[dict[str, Any]], elapsed: float) -> dict[str, Any]:
    """Win rates, scores, metrics and decision times per entry over the games played."""
    entries = [EntryResult(level) for level in seats]
    for result in results:
        for entry, got in zip(entries, result["entries"], strict=True):
            entry.wins.append(got["win"])
            entry.scores.append(got["score"])
            entry.times.extend(got["times"])
            for name, value in got["metrics"].items():
                entry.metrics.setdefault(name, []).append(value)
    report: dict[str, Any] = {"game": game_id, "games": games, "seed": seed, "seats": seats,
                              "seconds": round(elapsed, 1), "entries": []}
    for k, entry in enumerate(entries):
        rate, lo, hi = wilson_interval(sum(entry.wins), games)
        mean, mlo, mhi = mean_interval(entry.scores)
        times = sorted(entry.times)
        row = {
            "entry": k, "level": entry.level,
            "win_rate": [round(rate, 3), round(lo, 3), round(hi, 3)],
            "mean_score": [round(mean, 2), round(mlo, 2), round(mhi, 2)],
            "decision_ms": {
                "median": round(1000 * statistics.median(times), 2) if times else 0.0,
                "p99": round(1000 * times[int(0.99 * (len(times) - 1))], 2) if times else 0.0,
                "max": round(1000 * times[-1], 2) if times else 0.0,
            },
            "metrics": {name: [round(v, 3) for v in mean_interval(vals)]
                        for name, vals in entry.metrics.items()},
        }
        report["entries"].append(row)
    by_level: dict[str, list[float]] = {}
    for entry in entries:
        by_level.setdefault(entry.level, []).extend(entry.wins)
    if len(by_level) < len(entries):  # a level in several seats: its seats pooled
        report["by_level"] = {}
        for level, wins in by_level.items():
            rate, lo, hi = wilson_interval(sum(wins), len(wins))
            report["by_level"][level] = [round(rate, 3), round(lo, 3), round(hi, 3)]
    return report


def format_report(report: dict[str, Any]) -> str:
    lines = [f"{report['game']}: {report['games']} games, seed {report['seed']}, "
             f"seats {','.join(report['seats'])} ({report['seconds']} s)"]
    for row in report["entries"]:
        w, s, d = row["win_rate"], row["mean_score"], row["decision_ms"]
        line = (f"  #{row['entry']} {row['level']:<7} win {100 * w[0]:5.1f}% [{100 * w[1]:.1f}, "
                f"{100 * w[2]:.1f}]  score {s[0]:7.2f} [{s[1]:.2f}, {s[2]:.2f}]  "
                f"decision median {d['median']:.1f} ms, p99 {d['p99']:.1f} ms, max {d['max']:.1f} ms")
        for name, (m, lo, hi) in row["metrics"].items():
            line += f"\n      {name} {m:.3f} [{lo:.3f}, {hi:.3f}]"
        lines.append(line)
    for level, (w, lo, hi) in report.get("by_level", {}).items():
        lines.append(f"  all {level} seats: win {100 * w:5.1f}% [{100 * lo:.1f}, {100 * hi:.1f}] per seat-game")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.tournament", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game")
    parser.add_argument("--seats", required=True, help="levels, e.g. hard,easy,easy,easy")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--options", default="", help="rule options, e.g. end_score=100")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--batch", type=int, default=0, help="print the standings every N games")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.add_argument("--expert", default="", help="expert search settings to try, e.g. "
                        "value=rank,iterations=600 (see game/search/ismcts.py SearchConfig)")
    parser.add_argument("--record", type=Path, default=None,
                        help="keep every game in this file; a later run with the same settings "
                        "plays only the games it lacks")
    parser.add_argument("--look", action="store_true",
                        help="with --record: report the games recorded so far and play none")
    args = parser.parse_args(argv)
    try:
        module = game_module(args.game)
        options = parse_option_text(module.Options, args.options)
        def progress(partial: dict[str, Any]) -> None:
            print(format_report(partial), flush=True)

        report = run_tournament(args.game, args.seats.split(","), args.games, args.seed,
                                options, args.jobs, args.batch, progress if args.batch else None,
                                args.expert, args.record, args.look)
    except (IllegalAction, ValueError, OSError) as exc:
        print(f"tournament: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(report, indent=1) if args.json else format_report(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
