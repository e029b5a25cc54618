"""Where the bench's memory goes: resident memory after each import, each table and each bot
part, and what each cache holds, so a regression can be named with figures, not guessed at.

    python -m tools.memory_breakdown [--frames N] [--size WxH] [--no-bots] [--json]

Each step prints the process's resident memory (RSS) after it, the change from the step before,
the peak so far, and (for the imports) the Python heap it added according to tracemalloc:
what Python objects hold. pygame's pixels and SDL's buffers are outside the Python heap and show
in RSS only. After each table come its caches (every picture cache's MB against its budget,
the rules cores' memo entries) and the RSS once the table is left, as a kiosk keeps it between
games. The bot steps play the bench's bot and expert parts (tools/bench.py) one game at a time.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import json
import sys
import tracemalloc
from collections.abc import Callable
from typing import Any

from tools.bench import peak_mb, rss_mb


class Steps:
    """Rows of (step, RSS, its change, peak, Python heap change), printed as they are taken."""

    def __init__(self, quiet: bool) -> None:
        self.rows: list[dict[str, Any]] = []
        self.quiet = quiet
        self.rss = rss_mb()
        self.heap = 0

    def mark(self, step: str, details: dict[str, str] | None = None) -> None:
        gc.collect()
        rss = rss_mb()
        row: dict[str, Any] = {"step": step, "rss_mb": rss, "delta_mb": round(rss - self.rss, 1),
                               "peak_mb": peak_mb()}
        if tracemalloc.is_tracing():
            heap = tracemalloc.get_traced_memory()[0]
            row["heap_delta_mb"] = round((heap - self.heap) / 2**20, 1)
            self.heap = heap
        if details:
            row["details"] = details
        self.rss = rss
        self.rows.append(row)
        if self.quiet:
            return
        heap_text = f"  heap {row['heap_delta_mb']:+6.1f}" if "heap_delta_mb" in row else ""
        print(f"{step:<42} RSS {rss:6.1f} MB {row['delta_mb']:+7.1f}  peak {row['peak_mb']:6.1f}{heap_text}",
              flush=True)
        for key, value in (details or {}).items():
            print(f"      {key:<52} {value}")


def _babel_locale(code: str) -> None:
    """What the history screen's dates and the records' numbers load (scenes/ui/text.py)."""
    import datetime

    from babel.dates import format_date
    from babel.numbers import format_decimal

    format_decimal(12345.5, locale=code)
    format_date(datetime.date(2026, 12, 1), "medium", locale=code)


# What a run may load, in the order a player's run meets it; each is measured on its own. The
# first four every run loads; the rest only the screens or seats that use them.
IMPORTS: list[tuple[str, Callable[[], Any]]] = [
    ("import pygame", lambda: importlib.import_module("pygame")),
    ("import the rules cores (game)", lambda: importlib.import_module("game")),
    ("import the app (scenes.shell.app)", lambda: importlib.import_module("scenes.shell.app")),
    ("English catalogs (scenes.ui.text)", lambda: importlib.import_module("scenes.ui.text")),
    ("import the search (expert seat)", lambda: importlib.import_module("game.search")),
    ("Babel locale data: en (history dates)", lambda: _babel_locale("en")),
    ("Babel locale data: is", lambda: _babel_locale("is")),
    ("import websockets (phone seat)", lambda: importlib.import_module("scenes.phones.hub")),
    ("import segno (phone seat's QR)", lambda: importlib.import_module("segno")),
]


def cache_figures() -> dict[str, str]:
    """What every picture cache and the rules cores' memos hold now, with their budgets."""
    from scenes.table.left_behind import memo_caches
    from sprites import fonts, surface_cache

    rows = {}
    for name, (used, cap, _) in sorted(surface_cache.budgets().items(), key=lambda kv: -kv[1][0]):
        if used:
            rows[f"pictures: {name}"] = f"{used / 2**20:5.1f} MB of {cap / 2**20:g}"
    rows["fonts open (faces x sizes)"] = f"{fonts.fonts_open()} of {fonts.FONTS_KEPT}"
    memos = sum(c.cache_info().currsize for c in memo_caches())  # type: ignore[attr-defined]
    rows["rules cores' memo entries"] = str(memos)
    return rows


def menu_step(steps: Steps, size: tuple[int, int]) -> None:
    """The app's window and its first menu frame (then closed again, as the bench's tables do)."""
    from scenes.shell import cli
    from scenes.shell.app import App
    from scenes.shell.scene import release_memory

    app = App(cli.parse(["--frames", "1", "--size", f"{size[0]}x{size[1]}"]))
    app.first_scene()
    app.manager.apply_pending()
    app.render_frame()
    steps.mark("the window and the menu's first frame", cache_figures())
    app.finish()
    release_memory()
    steps.mark("  menu closed")


def table_steps(steps: Steps, frames: int, size: tuple[int, int]) -> None:
    """A bot game of each bench table, then the table left (the app's finish leaves it)."""
    from game import GAMES
    from scenes.shell.scene import release_memory
    from tools import bench

    for game_id in GAMES:
        held: dict[str, str] = {}
        rss: list[float] = []
        bench.frame_times(game_id, frames, size=size, rss=rss,
                          before_leaving=lambda held=held: held.update(cache_figures()))
        held["most RSS while it ran"] = f"{max(rss, default=0.0)} MB"
        release_memory()  # as the app does once a scene is gone
        steps.mark(f"table {game_id} ({len(rss)} frames), left", held)


def bot_steps(steps: Steps) -> None:
    """The bench's bot and expert parts, one game at a time, each forgotten after it."""
    from game import GAMES
    from scenes.shell.scene import release_memory
    from scenes.table.left_behind import forget_table
    from tools import bench

    for game_id in GAMES:
        bench.playouts_per_second(game_id, 0.5)
        bench.bot_decisions(game_id, samples=20)
        steps.mark(f"bots {game_id} (easy, medium, hard)", cache_figures())
        forget_table()
        release_memory()
    for game_id in GAMES:
        bench.expert_report(samples=10, games=[game_id])
        steps.mark(f"expert {game_id}", cache_figures())
        forget_table()
        release_memory()
        steps.mark(f"  {game_id}'s memos forgotten")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.memory_breakdown", description=__doc__.split("\n")[0])
    parser.add_argument("--frames", type=int, default=600, help="frames of each table's bot game")
    parser.add_argument("--size", default="1920x1080", help="window size WxH")
    parser.add_argument("--no-bots", action="store_true", help="skip the bot and expert parts")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON at the end only")
    args = parser.parse_args(argv)
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.exit(2, f"tools.memory_breakdown: --size wants WxH, e.g. 1920x1080, not {args.size!r}\n")
    from tools.bench_window import display_env

    display_env()
    steps = Steps(args.json)
    tracemalloc.start()
    steps.mark("python started")
    for name, load in IMPORTS:
        load()
        steps.mark(name)
    tracemalloc.stop()  # it doubles every allocation's cost and its own tables: the rest is RSS
    steps.mark("tracing stopped (its own tables freed)")
    menu_step(steps, (w, h))
    table_steps(steps, args.frames, (w, h))
    if not args.no_bots:
        bot_steps(steps)
    if args.json:
        print(json.dumps(steps.rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
