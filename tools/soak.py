"""Soak test: hours of attract mode in simulated time, watching for faults and memory growth.

A kiosk runs all evening; a slow leak (a surface per frame, an ever-growing cache, a thread per
demo) only shows after hours. This runs the real app headless in kiosk mode with the attract
mode from the first frame, unthrottled fixed steps of 1/60 s, and prints JSON:

    python -m tools.soak --hours 2

RSS is sampled after a warm-up (caches of text and pictures fill in the first demos) and at the
end, each after a garbage collection.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import sys
import tempfile
import time
from collections import Counter
from typing import Any

FPS = 60


def rss_bytes() -> int:
    """Current resident memory (Linux /proc), else the peak the OS reports."""
    try:
        with open("/proc/self/statm", encoding="ascii") as handle:
            return int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak if sys.platform == "darwin" else peak * 1024


def mb(value: int) -> float:
    return round(value / (1024 * 1024), 1)


def soak(hours: float, seed: int, warmup_minutes: float, sample_minutes: float,
         plain: bool = False) -> dict[str, Any]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from scenes.screens.attract import AttractScene
    from scenes.shell import cli
    from scenes.shell.app import App
    from scenes.shell.automation import EveryFrame

    if plain:  # measure the attract machinery alone, with every game on the plain table
        from scenes.shell.services import Navigator
        from scenes.table.generic_scene import GenericGameScene

        def plain_table(navigator: Navigator, game_id: str) -> GenericGameScene:
            return GenericGameScene(navigator.services, game_id)

        Navigator.build_game = plain_table  # type: ignore[method-assign,assignment]

    frames = max(1, round(hours * 3600 * FPS))
    warmup = min(frames - 1, round(warmup_minutes * 60 * FPS))
    every = max(1, round(sample_minutes * 60 * FPS))
    opts = cli.parse(["--kiosk", "--idle-seconds", "0", "--frames", str(frames), "--seed", str(seed)])
    app = App(opts)
    command = f"python -m tools.soak --hours {hours:g} --seed {seed}" + (" --plain-scenes" if plain else "")
    out: dict[str, Any] = {"command": command,
                           "frames": frames, "simulated_seconds": frames / FPS, "samples": []}
    games: Counter[str] = Counter()
    state = {"last": None, "demos": 0}

    def hook(app: App) -> None:
        scene = app.manager.active
        if isinstance(scene, AttractScene) and (scene.inner, scene.game_id) != state["last"]:
            state["last"] = (scene.inner, scene.game_id)
            if scene.game_id:
                games[scene.game_id] += 1
                state["demos"] += 1
        if app.frame == warmup:
            gc.collect()
            out["rss_start_mb"] = mb(rss_bytes())
            out["rss_start_frame"] = app.frame
        if app.frame % every == 0:
            out["samples"].append([round(app.frame / FPS / 60, 1), mb(rss_bytes())])

    app.hooks.append(EveryFrame(hook))
    started = time.perf_counter()
    try:
        out["exit_code"] = app.run()
        out["exception"] = None
    except Exception as exc:  # the soak reports it rather than dying without figures
        out["exit_code"] = None
        out["exception"] = f"{type(exc).__name__}: {exc}"
    wall = time.perf_counter() - started
    gc.collect()
    out["rss_end_mb"] = mb(rss_bytes())
    out["rss_growth_mb"] = round(out["rss_end_mb"] - out.get("rss_start_mb", out["rss_end_mb"]), 1)
    out["wall_seconds"] = round(wall, 1)
    out["frames_per_wall_second"] = round(app.frame / wall, 1) if wall else None
    out["demos"] = state["demos"]
    out["demos_by_game"] = dict(games)
    out["faults_caught"] = app.guard.faults
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.soak", description=__doc__.split("\n")[0])
    parser.add_argument("--hours", type=float, default=2.0, help="simulated hours (default 2)")
    parser.add_argument("--seed", type=int, default=1, help="seed for the demo games")
    parser.add_argument("--warmup-minutes", type=float, default=5.0,
                        help="simulated minutes before the starting RSS is taken")
    parser.add_argument("--sample-minutes", type=float, default=10.0, help="RSS sample interval")
    parser.add_argument("--plain-scenes", action="store_true",
                        help="use the plain table for every game (isolates the attract mode itself)")
    parser.add_argument("--home", help="folder for settings and logs (default: a new temporary one)")
    args = parser.parse_args(argv)
    home = args.home or tempfile.mkdtemp(prefix="tumble-soak-")
    os.environ["TUMBLE_TABLE_HOME"] = home
    result = soak(args.hours, args.seed, args.warmup_minutes, args.sample_minutes, args.plain_scenes)
    result["home"] = home
    print(json.dumps(result, indent=1))
    return 0 if result["exception"] is None and result["exit_code"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
