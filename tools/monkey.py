"""The monkey: thousands of random inputs thrown at the menu and every game scene.

    python -m tools.monkey --events 50000 --seed 1        # the long run (a few minutes)

Each run starts the menu or a game (random seed and player count, a person in seat 0), throws
random clicks, drags, taps, keys, pad buttons, wheel turns, window resizes and focus changes at
it, and then checks:
- no fault was caught by the crash guard (the app exits 3 when one was);
- the game in progress still replays from its record to the same state hash;
- nothing is stuck: the game, continued on screen with bots in every seat, makes another move.
A failure prints the run's seed, so `--only SEED` replays exactly that run.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

KEYS = ["left", "right", "up", "down", "return", "space", "escape", "tab", "backspace", "r", "e",
        "p", "t", "l", "s", "m", "1", "2", "3", "c", "a", "home", "plus", "minus", "f11"]
PADS = ["a", "b", "x", "y", "start", "dpad_up", "dpad_down", "dpad_left", "dpad_right",
        "leftshoulder", "rightshoulder"]
SIZES = [(1920, 1080), (1280, 720), (1024, 768), (800, 600), (2560, 1440), (3840, 2160)]


def random_script(rng: random.Random, events: int, gap: int = 2) -> list[dict[str, Any]]:
    """`events` random inputs, one every `gap` frames (drags take longer)."""
    script: list[dict[str, Any]] = []
    frame = 5
    for _ in range(events):
        kind = rng.choices(["click", "tap", "drag", "move", "key", "pad", "wheel", "resize", "focus"],
                           weights=[30, 12, 8, 8, 22, 12, 4, 1, 2])[0]
        x, y = rng.randrange(0, 1920), rng.randrange(0, 1080)
        step: dict[str, Any] = {"frame": frame, "type": kind}
        if kind in ("click", "tap", "move"):
            step.update(x=x, y=y)
        elif kind == "drag":
            step.update(x=x, y=y, to_x=rng.randrange(0, 1920), to_y=rng.randrange(0, 1080),
                        frames=rng.randrange(2, 12))
            frame += step["frames"] + 1
        elif kind == "key":
            step.update(key=rng.choice(KEYS), shift=rng.random() < 0.1)
        elif kind == "pad":
            step.update(button=rng.choice(PADS))
        elif kind == "wheel":
            step.update(dy=rng.choice([-2, -1, 1, 2]))
        elif kind == "resize":
            w, h = rng.choice(SIZES)
            step.update(w=w, h=h)
        else:
            step.update(lost=rng.random() < 0.5)
        script.append(step)
        frame += gap
    return script


def one_run(seed: int, events: int, home: Path) -> dict[str, Any]:
    """One monkey run; returns what happened and the problems found (empty when all is well)."""
    from game import GAMES, replay, state_hash
    from scenes.shell import cli
    from scenes.shell.app import App

    rng = random.Random(seed)
    games = [None, *GAMES]
    game_id = games[seed % len(games)]
    args = ["--seed", str(seed)]
    if game_id is not None:
        module = GAMES[game_id]
        n = rng.randint(module.MIN_PLAYERS, module.MAX_PLAYERS)
        humans = 2 if n >= 2 and rng.random() < 0.3 else 1
        seats = ["human"] * humans + [rng.choice(["easy", "medium"]) for _ in range(n - humans)]
        args += ["--game", game_id, "--players", str(n), "--seats", ",".join(seats)]
    script = random_script(rng, events)
    frames = script[-1]["frame"] + 30 if script else 30
    os.environ["TUMBLE_TABLE_HOME"] = str(home / f"run{seed}")
    opts = cli.parse([*args, "--frames", str(frames)])
    opts.input_script = script
    app = App(opts)
    code = app.run()
    problems: list[str] = []
    if code != 0:
        problems.append(f"exit code {code} (a fault was caught; see the log in {home / f'run{seed}'})")
    match = app.last_match
    record, _ = app.saves.load()  # a game left for the menu is still in the autosave
    if match is not None:
        record = match.record
        if state_hash(replay(record)) != state_hash(match.state):
            problems.append("the game no longer replays to the state on screen")
        if GAMES[record["game"]].is_over(match.state):
            record = None  # nothing left to play on
    if record is not None and not problems:
        problems += plays_on_with_bots(record)
    return {"seed": seed, "game": game_id or "menu", "events": events, "frames": frames,
            "moves": len(record["actions"]) if record else 0, "problems": problems}


def plays_on_with_bots(record: dict[str, Any], frames: int = 900) -> list[str]:
    """Not stuck: the game, continued on screen with bots in every seat, makes another move (or
    ends) within `frames` frames."""
    from game import GAMES, replay
    from scenes.shell import cli
    from scenes.shell.app import App

    if GAMES[record["game"]].is_over(replay(record)):
        return []
    app = App(cli.parse(["--frames", str(frames)]))
    app.first_scene = lambda: app.manager.reset(app.screens.build_game(record["game"]),  # type: ignore[method-assign]
                                                record=record, autoplay=True)
    code = app.run()
    if code != 0:
        return [f"continuing the game with bots exited {code}"]
    if app.game_over_shown:
        return []  # it played on to the end and showed the results
    match = app.last_match
    if match is None:
        return ["continuing the game with bots left the game"]
    if len(match.record["actions"]) <= len(record["actions"]) and not match.is_over():
        return [f"no move in {frames} frames with bots in every seat (stuck)"]
    return []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.monkey", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--events", type=int, default=50_000, help="random inputs in all")
    parser.add_argument("--per-run", type=int, default=600, help="inputs per run")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", type=int, help="replay just the run with this seed")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    seeds = [args.only] if args.only is not None else \
        [args.seed * 100_000 + k for k in range(max(1, args.events // args.per_run))]
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for seed in seeds:
            result = one_run(seed, args.per_run, Path(tmp))
            status = "ok" if not result["problems"] else "FAIL " + "; ".join(result["problems"])
            print(f"seed {seed} {result['game']}: {result['moves']} moves, {status}", flush=True)
            failures += bool(result["problems"])
    print(f"{len(seeds)} runs, {len(seeds) * args.per_run} events, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
