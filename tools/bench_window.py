"""The real-window part of `--bench`: which display it measured, start-up in a window, and what
the app costs a kiosk at rest (still menu) and in attract mode, CPU per wall second and memory.

The load runs are separate processes so each one's memory is its own, and they run the app's own
loop at 60 Hz with its sleeping, as a player gets it:

    xvfb-run -a -s "-screen 0 1920x1080x24" python -m tools.bench_window --load menu --seconds 300
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any


def display_env() -> None:
    """Sound off; a real display when there is one (never a forced dummy), else the dummy."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if "TUMBLE_TABLE_HOME" not in os.environ:  # the player's settings and saves stay untouched
        os.environ["TUMBLE_TABLE_HOME"] = tempfile.mkdtemp(prefix="tumble-bench-")
    if (sys.platform.startswith("linux") and "SDL_VIDEODRIVER" not in os.environ
            and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")):
        os.environ["SDL_VIDEODRIVER"] = "dummy"


def video_info(size: tuple[int, int]) -> dict[str, Any]:
    """The driver the bench's windows open with, the present path, and the window size."""
    import pygame

    from scenes.shell.window import configure_present

    present = configure_present()
    pygame.display.init()
    try:
        driver = pygame.display.get_driver()
    finally:
        pygame.display.quit()
    return {"video_driver": driver, "present": present if driver != "dummy" else "dummy",
            "window": list(size)}


def window_startup_seconds(size: tuple[int, int]) -> float | None:
    """Seconds from starting the program to its first menu frame shown in a real window."""
    import pygame

    pygame.display.init()
    driver = pygame.display.get_driver()
    pygame.display.quit()
    if driver == "dummy":
        return None
    env = {**os.environ, "SDL_VIDEODRIVER": driver, "SDL_AUDIODRIVER": "dummy"}
    runs = []
    for _ in range(3):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "scenes", "--frames", "1", "--size", f"{size[0]}x{size[1]}"],
                       env=env, check=True, capture_output=True)
        runs.append(time.perf_counter() - start)
    return round(statistics.median(runs), 3)


def rss_mb() -> float:
    from tools.soak import mb, rss_bytes

    return mb(rss_bytes())


def load_run(kind: str, seconds: float, size: tuple[int, int], warmup: float = 3.0) -> dict[str, Any]:
    """Run the app for `seconds` on the still menu or in attract mode; CPU per wall second."""
    import gc

    from scenes.shell import cli
    from scenes.shell.app import App
    from scenes.shell.automation import EveryFrame

    display_env()
    app = App(cli.parse(["--size", f"{size[0]}x{size[1]}", "--seed", "5"]))
    marks: dict[str, Any] = {}
    samples: list[list[float]] = []  # [minutes, RSS MB] once a minute
    start = time.monotonic()

    def hook(app: App) -> None:
        now = time.monotonic()
        if kind == "attract" and "attract" not in marks:
            marks["attract"] = True
            app.screens.start_over("attract")
        marks.setdefault("driver", app.pygame.display.get_driver())
        if "from" not in marks and now - start >= warmup:
            marks["from"] = (now, time.process_time(), app.frame, app.frame_policy.draws)
        if "from" in marks and now - marks.get("sampled", 0.0) >= 60.0:
            marks["sampled"] = now
            samples.append([round((now - start) / 60, 1), rss_mb()])
        if now - start >= warmup + seconds:
            app.running = False

    app.hooks.append(EveryFrame(hook))
    app.run()
    wall0, cpu0, frame0, draws0 = marks["from"]
    wall = time.monotonic() - wall0
    gc.collect()
    return {"video_driver": marks["driver"], "rss_mb": rss_mb(),
            "cpu_per_wall_s": round((time.process_time() - cpu0) / wall, 3),
            "seconds": round(wall, 1), "frames": app.frame - frame0,
            "drawn": app.frame_policy.draws - draws0, "rss_by_minute": samples}


def load_report(size: tuple[int, int], seconds: float) -> dict[str, Any]:
    """The still menu and attract mode, each in a fresh process (0 seconds: skipped)."""
    if seconds <= 0:
        return {}
    out = {}
    for kind in ("menu", "attract"):
        done = subprocess.run([sys.executable, "-m", "tools.bench_window", "--load", kind,
                               "--seconds", str(seconds), "--size", f"{size[0]}x{size[1]}"],
                              check=True, capture_output=True, text=True)
        out[kind] = json.loads(done.stdout)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench_window", description=__doc__.split("\n")[0])
    parser.add_argument("--load", choices=("menu", "attract"), required=True)
    parser.add_argument("--seconds", type=float, default=60.0, help="measured seconds after a 3 s warm-up")
    parser.add_argument("--size", default="1920x1080", help="window size WxH")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    result = load_run(args.load, args.seconds, (w, h))
    print(json.dumps({"load": args.load, "window": [w, h], **result}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
