"""`tumble-table --bench`: the numbers behind "it runs at 60 fps and the bots answer in time".

Prints JSON:
    {"video_driver", "present", "window": [w, h],
     "frame_ms": {game: {"p50", "p95", "p99", "max", "frames"}}, "frame_cpu_ms": (the same),
     "load_average", "startup_s", "startup_window_s",
     "load": {"menu" | "attract": {"cpu_per_wall_s", "rss_mb", "seconds"}}, "peak_rss_mb",
     "frames_peak_rss_mb" (the peak after the frame runs, before the bot and search parts),
     "startup_rss_mb" (the program's peak resident memory up to its first menu frame),
     "table_rss_mb": {game: {"peak", "left"}} (the most resident memory while the table ran,
     and what stayed once it was left), "bots_left_rss_mb" (what stayed after the bot and
     search parts),
     "playouts_per_s": {game: n}, "bot_ms": {game: {level: {"p50", "p99"}}},
     "expert_ms": {game: {players: {"p50", "p99", "max", "sims_per_s"}}}}

The bot part alone (no window): `python -m tools.bench --bots [game ...]`.

Frame times come from real bot games in the window the bench opens (`--size WxH`, 1920x1080 by
default; a real one when there is a display, e.g. under `xvfb-run`), at the player counts that
make the busiest tables (ten Take 5 hands, twenty dice), and include presenting the frame. Bots
think on a worker thread in a real window, so their thinking is taken out of the frame times here
and reported on its own. "load" runs the app as a player gets it (60 Hz, sleeping between frames)
on the still menu and in attract mode, each in its own process: CPU seconds per wall second and
resident memory at the end.
"""

from __future__ import annotations

import importlib
import os
import random
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

from game import GAMES
from game.core import derive_seed, make_bots, play_out

# Busiest tables: (players, seats) per game.
SETUPS: dict[str, list[str]] = {
    "take5": ["hard", "medium", "easy", "medium", "easy", "medium", "easy", "medium", "easy", "hard"],
    "take_it_dice": ["hard", "medium", "easy", "medium", "easy"],
    "take_it_pyramids": ["hard", "medium", "easy", "medium", "easy", "medium"],
    "pyramid_power": ["hard", "medium"],
}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(q * (len(ordered) - 1) + 0.5))]


def summary_ms(seconds: list[float]) -> dict[str, float]:
    ms = [s * 1000 for s in seconds]
    return {"p50": round(percentile(ms, 0.5), 2), "p95": round(percentile(ms, 0.95), 2),
            "p99": round(percentile(ms, 0.99), 2), "max": round(max(ms, default=0.0), 2),
            "frames": len(ms)}


class TimedBot:
    """Counts the seconds a bot spends choosing, to take them out of the frame times."""

    def __init__(self, bot: Any, clock: list[float]) -> None:
        self.bot = bot
        self.clock = clock

    def choose(self, view_state: Any, player: int) -> Any:
        start, cpu = time.perf_counter(), time.thread_time()
        try:
            return self.bot.choose(view_state, player)
        finally:
            self.clock[0] += time.perf_counter() - start
            if len(self.clock) > 1:
                self.clock[1] += time.thread_time() - cpu


def rss_mb() -> float:
    """Resident memory now, in MB (Linux /proc; elsewhere the peak so far)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as handle:
            return round(int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20, 1)
    except (OSError, ValueError, IndexError):
        return peak_mb()


def peak_mb() -> float:
    """The process's peak resident memory so far, in MB."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / 2**20 if sys.platform == "darwin" else peak / 1024, 1)


def frame_times(game_id: str, frames: int, seed: int = 11,
                size: tuple[int, int] = (1920, 1080), cpu: list[float] | None = None,
                rss: list[float] | None = None,
                before_leaving: Callable[[], None] | None = None,
                look: tuple[str, ...] = ()) -> list[float]:
    """Frame times (update + draw + present) of a bot game of `game_id` in a `size` window.

    `cpu` collects each frame's CPU time of this thread too: on a shared machine a frame may
    wait for a core, which the wall time shows and the CPU time does not. `rss` collects the
    resident memory after each frame (read outside the timed part); `before_leaving` is called
    after the last frame, while the table is still up (tools.memory_breakdown reads its caches);
    `look` adds flags such as ("--text-size", "larger", "--palette", "high-contrast")."""
    from scenes.shell import cli
    from scenes.shell.app import App
    from scenes.table.seats import BotSeat

    seats = SETUPS.get(game_id, ["medium", "medium"])
    opts = cli.parse(["--game", game_id, "--players", str(len(seats)), "--seats", ",".join(seats),
                      "--seed", str(seed), "--autoplay", "--frames", str(frames),
                      "--size", f"{size[0]}x{size[1]}", *look])
    app = App(opts)
    real_window(app)
    app.first_scene()
    app.manager.apply_pending()
    scene = app.manager.active
    bot_clock = [0.0, 0.0]
    for controller in getattr(scene, "controllers", []):
        if isinstance(controller, BotSeat):  # bot thinking is the bots' cost, not the frame's
            controller.bot = TimedBot(controller.bot, bot_clock)
    times: list[float] = []
    for _ in range(frames):
        bot_clock[0] = bot_clock[1] = 0.0
        start, cpu_start = time.perf_counter(), time.thread_time()
        for event in app.pygame.event.get():
            app.handle_pygame_event(event)
        app.step(1 / 60)
        app.render_frame()
        times.append(time.perf_counter() - start - bot_clock[0])
        if cpu is not None:
            cpu.append(time.thread_time() - cpu_start - bot_clock[1])
        if rss is not None:
            rss.append(rss_mb())
        if getattr(app, "game_over_shown", False):
            break
    if before_leaving is not None:
        before_leaving()
    app.finish()
    return times


def real_window(app: Any) -> None:
    """Measure as a player's window runs: changed rows only, still frames left undrawn."""
    real = app.pygame.display.get_driver() != "dummy"
    app.presenter.watch = real
    app.frame_policy.enabled = real
    app.canvases.record_at_one = real
    _ = app.canvas  # the drawing mode follows at once, before any table is made


def playouts_per_second(game_id: str, seconds: float = 1.5) -> float:
    """Uniformly random full games through the rules core, per second."""
    module = GAMES[game_id]
    rng = random.Random(1)
    n = module.MAX_PLAYERS if game_id != "pyramid_power" else 2
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        play_out(module, module.new_game(n, module.Options()),
                 lambda s, p: rng.choice(module.legal_actions(s, p)), rng)
        games += 1
    return round(games / (time.perf_counter() - start), 1)


def sample_states(game_id: str, n: int, samples: int, seed: int = 3,
                  keep: Callable[[Any], bool] | None = None) -> list[tuple[Any, int]]:
    """Decision points (state, seat with a real choice) from medium-bot games of n players;
    with `keep`, only those whose chooser's view it accepts (e.g. the game's last round)."""
    module = GAMES[game_id]
    rng = random.Random(seed)
    players = make_bots(game_id, ["medium"] * n, seed)
    states: list[tuple[Any, int]] = []
    games = 0

    def choose(state: Any, p: int) -> Any:
        if len(module.legal_actions(state, p)) > 1 and (keep is None or keep(module.view(state, p))):
            states.append((state, p))
        return players[p].choose(module.view(state, p), p)

    while len(states) < 4 * samples and games < 20:
        play_out(module, module.new_game(n, module.Options()), choose, rng)
        games += 1
    rng.shuffle(states)
    return states[:samples]


def time_level(game_id: str, level: str, states: list[tuple[Any, int]]) -> dict[str, float]:
    """p50, p99 and max decision time (ms) of a level over the states; for searching levels
    also simulations per second (iterations over thinking time)."""
    module = GAMES[game_id]
    bots_module = __import__(f"game.{game_id}.bots", fromlist=["make_bot"])
    bot = bots_module.make_bot(level, derive_seed(5, level))
    times, iterations = [], 0
    for state, p in states:
        start = time.perf_counter()
        bot.choose(module.view(state, p), p)
        times.append(time.perf_counter() - start)
        search = getattr(bot, "search", None)
        if search is not None:
            iterations += search.last_stats.get("iterations", 0)
    ms = [t * 1000 for t in times]
    out = {"p50": round(percentile(ms, 0.5), 1), "p99": round(percentile(ms, 0.99), 1),
           "max": round(max(ms, default=0.0), 1), "decisions": len(ms)}
    if iterations:
        out["sims_per_s"] = round(iterations / sum(times))
    return out


def bot_decisions(game_id: str, samples: int = 40, n: int | None = None,
                  levels: tuple[str, ...] = ("easy", "medium", "hard")) -> dict[str, dict[str, float]]:
    """Decision times per level on states from medium-bot games (p50 and p99 in ms)."""
    module = GAMES[game_id]
    if n is None:
        n = 4 if module.MIN_PLAYERS <= 4 <= module.MAX_PLAYERS else module.MIN_PLAYERS
    states = sample_states(game_id, n, samples)
    return {level: time_level(game_id, level, states) for level in levels}


# Table sizes the expert is timed at: both ends of each game's range and the usual four.
EXPERT_SIZES: dict[str, tuple[int, ...]] = {
    "take5": (2, 4, 6, 10), "take_it_dice": (2, 4, 5), "take_it_pyramids": (2, 4, 6),
    "pyramid_power": (1, 2, 3, 4),
}


def expert_report(samples: int = 20, games: list[str] | None = None) -> dict[str, Any]:
    """The expert's decision times and simulations per second per game and table size. Where a
    game's bots spend more near the end (their module's `endgame(view)`), those decisions are
    timed apart too ("4 endgame"): they are the slowest a player meets."""
    out: dict[str, Any] = {}
    for game_id in games or list(GAMES):
        out[game_id] = {}
        endgame = getattr(importlib.import_module(f"game.{game_id}.bots"), "endgame", None)
        for n in EXPERT_SIZES.get(game_id, (GAMES[game_id].MIN_PLAYERS,)):
            states = sample_states(game_id, n, samples)
            out[game_id][str(n)] = time_level(game_id, "expert", states)
            if endgame is not None:
                late = sample_states(game_id, n, samples, keep=endgame)
                out[game_id][f"{n} endgame"] = time_level(game_id, "expert", late)
    return out


# `python -m scenes --frames 1`, then the process's own peak resident memory on stderr's last
# line. Read from /proc (VmHWM: since this program started), not from the parent's rusage:
# Linux counts a child's peak from the moment it was forked, the whole bench process included.
STARTUP_RUN = ("import runpy, sys\nsys.argv = ['scenes', '--frames', '1']\ntry:\n"
               "    runpy.run_module('scenes', run_name='__main__')\nexcept SystemExit as done:\n"
               "    code = done.code\nelse:\n    code = 0\ntry:\n"
               "    peak = [l for l in open('/proc/self/status') if l.startswith('VmHWM')][0].split()[1]\n"
               "except (OSError, IndexError):\n    peak = ''\n"
               "print('peak_kb', peak, file=sys.stderr)\nsys.exit(code)")


def startup_seconds(peaks: list[float] | None = None) -> float:
    """Seconds from starting the program to its first drawn menu frame (median of 3 runs);
    `peaks` collects each run's peak resident memory in MB (where the system reports it).

    As a player starts it: Python keeps the compiled modules after the first start, so a warm-up
    run writes them first even where the environment says not to (PYTHONDONTWRITEBYTECODE, set
    on some build machines, would make every run compile every module again)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([sys.executable, "-c", STARTUP_RUN], env=env, check=True, capture_output=True)
    runs = []
    for _ in range(3):
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-c", STARTUP_RUN], env=env, check=True,
                              capture_output=True, text=True)
        runs.append(time.perf_counter() - start)
        last = done.stderr.strip().splitlines()[-1:] or [""]
        if peaks is not None and last[0].startswith("peak_kb ") and last[0].split()[1:]:
            peaks.append(round(int(last[0].split()[1]) / 1024, 1))
    return round(statistics.median(runs), 3)


def run_bench(frames: int | None = None, size: tuple[int, int] | None = None,
              seconds: float | None = None) -> dict[str, Any]:
    """The whole benchmark; `seconds` is the length of each still-menu and attract-mode run."""
    from scenes.shell.scene import release_memory
    from scenes.table.left_behind import forget_table
    from tools.bench_window import display_env, load_report, video_info, window_startup_seconds

    frames = 1800 if frames is None else frames
    size = size or (1920, 1080)
    display_env()
    report: dict[str, Any] = {**video_info(size), "frame_ms": {}, "playouts_per_s": {}, "bot_ms": {}}
    report["frame_cpu_ms"] = {}
    report["table_rss_mb"] = {}
    report["load_average"] = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    for game_id in GAMES:
        cpu: list[float] = []
        rss: list[float] = []
        report["frame_ms"][game_id] = summary_ms(frame_times(game_id, frames, size=size, cpu=cpu, rss=rss))
        report["frame_cpu_ms"][game_id] = summary_ms(cpu)
        release_memory()  # the last game's window and tables go, as when a player picks another game
        report["table_rss_mb"][game_id] = {"peak": max(rss, default=0.0), "left": rss_mb()}
    # What a player's process holds at most while tables are drawn at this size (the later
    # parts measure bots and searches in the same process, which a table never runs all at once).
    report["frames_peak_rss_mb"] = peak_mb()
    startup_peaks: list[float] = []
    report["startup_s"] = startup_seconds(startup_peaks)
    report["startup_rss_mb"] = max(startup_peaks, default=None)
    report["startup_window_s"] = window_startup_seconds(size)
    report["load"] = load_report(size, 60.0 if seconds is None else seconds)
    for game_id in GAMES:
        report["playouts_per_s"][game_id] = playouts_per_second(game_id)
        report["bot_ms"][game_id] = bot_decisions(game_id)
        forget_table()  # each game's bots are a table's: their memos go with it
    report["expert_ms"] = {}
    for game_id in GAMES:
        report["expert_ms"].update(expert_report(games=[game_id]))
        forget_table()
    release_memory()
    report["bots_left_rss_mb"] = rss_mb()
    report["peak_rss_mb"] = peak_mb()
    return report


def frames_report(frames: int, size: tuple[int, int], look: tuple[str, ...], games: list[str],
                  runs: int) -> dict[str, Any]:
    """The frame part alone, `runs` times (a spread, not one figure), with the machine's load."""
    from scenes.shell.scene import release_memory
    from tools.bench_window import display_env, video_info

    display_env()
    out: dict[str, Any] = {**video_info(size), "look": list(look), "runs": []}
    for _ in range(runs):
        run: dict[str, Any] = {"load_average": os.getloadavg()[0] if hasattr(os, "getloadavg") else None}
        for game_id in games:
            cpu: list[float] = []
            run[game_id] = {"wall": summary_ms(frame_times(game_id, frames, size=size, cpu=cpu, look=look)),
                            "cpu": summary_ms(cpu)}
            release_memory()
        out["runs"].append(run)
    return out


def main(argv: list[str] | None = None) -> int:
    """`python -m tools.bench --bots [game ...]`: the bot figures only, as JSON;
    `python -m tools.bench --frames [--size WxH] [--runs N] [--text-size S] [--palette P] [game ...]`:
    the frame times alone (run it under `xvfb-run` for a real window)."""
    import argparse
    import json

    parser = argparse.ArgumentParser(prog="python -m tools.bench")
    parser.add_argument("--bots", action="store_true", help="bot decision times only")
    parser.add_argument("--frames", type=int, metavar="N", help="frame times only, N frames of each table")
    parser.add_argument("--size", default="1920x1080", help="with --frames: window size WxH")
    parser.add_argument("--runs", type=int, default=1, help="with --frames: how many times (the spread)")
    parser.add_argument("--text-size", help="with --frames: the accessibility text size")
    parser.add_argument("--palette", help="with --frames: the accessibility palette")
    parser.add_argument("--samples", type=int, default=20)
    parser.add_argument("games", nargs="*")
    args = parser.parse_args(argv)
    if args.frames is not None:
        w, h = (int(v) for v in args.size.lower().split("x"))
        look = (*(("--text-size", args.text_size) if args.text_size else ()),
                *(("--palette", args.palette) if args.palette else ()))
        print(json.dumps(frames_report(args.frames, (w, h), look, args.games or list(GAMES), args.runs), indent=1))
        return 0
    if not args.bots:
        print(json.dumps(run_bench(), indent=1))
        return 0
    games = args.games or list(GAMES)
    report = {"bot_ms": {g: bot_decisions(g, args.samples) for g in games},
              "expert_ms": expert_report(args.samples, games)}
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
