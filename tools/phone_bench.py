"""Phone latency over loopback: a move sent on a phone -> the new state received on every phone,
and a move sent -> the move applied at the table (what a person waits before the game has it).

    python -m tools.phone_bench [--game take5] [--phones 10] [--games 1] [--seed 1] [--fps 60]
                                [--think 0.2,1.0] [--skip-motion]

Plays whole games with every seat a phone client on 127.0.0.1 (real WebSockets, real join
server, the real table loop at --fps frames a second with its motion played at full length, as
on a TV; --skip-motion skips it) and prints JSON with p50/p99/max in ms. Take 5 with 10 phones
and the dice game with 4 are the issue's two lines.

Each phone "thinks" a random time in --think seconds before it answers, so picks arrive spread
out as people's do. With --think 0,0 all ten Take 5 picks land at once, and the figure shows the
table's pacing instead: phones' picks that are in go on in the same frame, but the pick that
completes a turn waits for the next frame, and the next turn waits for the reveal's motion.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import threading
import time
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


class BenchPhone:
    """A phone that answers each new question at once with a random legal move."""

    def __init__(self, url: str, code: str, name: str, seed: int, think: tuple[float, float]) -> None:
        self.think = think
        self.url, self.code, self.name = url, code, name
        self.rng = random.Random(seed)
        self.seat: int | None = None
        self.sent: list[tuple[int, float]] = []  # (step it answered, when)
        self.got: dict[int, float] = {}  # step -> when its state arrived
        self.over = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def run(self) -> None:
        from websockets.sync.client import connect

        with connect(self.url, open_timeout=5, max_size=2**20) as ws:
            ws.send(json.dumps({"type": "join", "code": self.code, "name": self.name}))
            pending: str | None = None
            for raw in ws:
                now = time.perf_counter()
                message = json.loads(raw)
                if message["type"] == "joined":
                    self.seat = message["seat"]
                elif message["type"] == "over":
                    self.over.set()
                    return
                elif message["type"] == "state":
                    self.got.setdefault(message["step"], now)
                    legal = message["legal"]
                    if not legal:
                        pending = None
                    elif pending not in legal or message["moved"] == self.seat:
                        pending = self.rng.choice(legal)
                        # Think on a timer, so this loop keeps stamping arrivals meanwhile.
                        delay = self.rng.uniform(*self.think)
                        threading.Timer(delay, self.send, (ws, message["step"], pending)).start()

    def send(self, ws: Any, step: int, action: str) -> None:
        self.sent.append((step, time.perf_counter()))
        try:
            ws.send(json.dumps({"type": "act", "action": action}))
        except Exception:  # the game ended while this phone was thinking
            self.sent.pop()


def run(phones: int, games: int, seed: int, fps: float, think: tuple[float, float], game: str = "take5",
        skip_motion: bool = False) -> dict[str, Any]:
    import scenes.table.bot_runner as bot_runner
    from scenes.shell import cli
    from scenes.shell.app import App
    from scenes.table.game_scene import GameScene

    bot_runner.THINK_MIN = bot_runner.THINK_MAX = 0.0
    latencies: list[float] = []
    waits: list[float] = []  # sent -> applied at the table
    moves = 0
    for g in range(games):
        app = App(cli.parse(["--game", game, "--seats", ",".join(["phone"] * phones), "--seed", str(seed + g),
                             "--frames", "100000000", "--phones", "0"]))
        app.first_scene()
        app.manager.apply_pending()
        scene = app.manager.active
        assert isinstance(scene, GameScene) and scene.phones is not None
        hub = scene.phones.hub
        url = f"ws://127.0.0.1:{hub.server.port}/ws"
        clients = [BenchPhone(url, hub.code, f"P{i + 1}", seed * 100 + i, think) for i in range(phones)]
        for c in clients:
            c.thread.start()
        frame = 1.0 / fps
        next_frame = time.perf_counter()
        end = time.monotonic() + 600
        applied: dict[int, float] = {}  # step -> when the table applied it
        while not scene.finished and time.monotonic() < end:
            app.step(frame)
            now = time.perf_counter()
            for step in range(len(applied) + 1, len(scene.match.record["actions"]) + 1):
                applied[step] = now
            if skip_motion:
                scene.animator.skip()
            next_frame += frame
            time.sleep(max(0.0, next_frame - time.perf_counter()))
        record = scene.match.record
        app.finish()
        # The state a move led to is the first one after the step it answered in which that seat moved.
        movers = {step: player for step, (player, _) in enumerate(record["actions"], start=1)}
        for c in clients:
            for answered, sent in c.sent:
                after = next((s for s in range(answered + 1, len(record["actions"]) + 1) if movers[s] == c.seat), None)
                if after is None or not all(after in o.got for o in clients):
                    continue
                latencies.append(max(o.got[after] for o in clients) - sent)
                if after in applied:
                    waits.append(applied[after] - sent)
                moves += 1

    def figures(values: list[float]) -> dict[str, float]:
        values = sorted(values)

        def pct(p: float) -> float:
            return round(1000 * values[min(len(values) - 1, int(p * len(values)))], 2)

        return {"p50_ms": pct(0.50), "p99_ms": pct(0.99), "max_ms": round(1000 * values[-1], 2),
                "mean_ms": round(1000 * statistics.fmean(values), 2)}

    return {"game": game, "phones": phones, "games": games, "fps": fps, "think_s": list(think),
            "motion": "skipped" if skip_motion else "played", "moves_timed": moves,
            "to_every_phone": figures(latencies), "sent_to_applied": figures(waits)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="take5")
    parser.add_argument("--phones", type=int, default=10)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--fps", type=float, default=60.0)
    parser.add_argument("--think", default="0.2,1.0", help="MIN,MAX seconds a phone waits before answering")
    parser.add_argument("--skip-motion", action="store_true", help="skip the table's motion (the old figures)")
    args = parser.parse_args(argv)
    low, high = (float(v) for v in args.think.split(","))
    print(json.dumps(run(args.phones, args.games, args.seed, args.fps, (low, high), args.game, args.skip_motion),
                     indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
