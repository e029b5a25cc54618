"""Phone clients for the tests and the benchmark: real WebSockets on 127.0.0.1, choosing moves
from the legal texts they are sent (a seeded random choice stands in for a person)."""

from __future__ import annotations

import json
import random
import threading
import time
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from websockets.exceptions import WebSocketException
from websockets.sync.client import ClientConnection, connect

from game.core import Match, derive_seed
from scenes.phones.protocol import plain
from scenes.shell import cli
from scenes.shell.app import App
from scenes.table.game_scene import GameScene


def ws_url(scene: GameScene) -> str:
    assert scene.phones is not None
    return f"ws://127.0.0.1:{scene.phones.hub.server.port}/ws"


def open_ws(url: str) -> ClientConnection:
    # Tests hold some connections open across steps of a test instead of in a `with` block;
    # newer websockets warn about that style, which is fine here.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return connect(url, open_timeout=5, close_timeout=1, max_size=2**20)


def ask(ws: ClientConnection, message: dict[str, Any] | str, timeout: float = 5.0) -> dict[str, Any]:
    """Send one message and return the next reply."""
    ws.send(message if isinstance(message, str) else json.dumps(message))
    return json.loads(ws.recv(timeout=timeout))


class Phone:
    """One phone on its own thread: joins, answers every state that offers moves, records all."""

    def __init__(self, url: str, code: str, name: str, seed: int, act: bool = True) -> None:
        self.url, self.code, self.name = url, code, name
        self.rng = random.Random(seed)
        self.act = act
        self.received: list[dict[str, Any]] = []
        self.token: str | None = None
        self.seat: int | None = None
        self.errors: list[str] = []
        self.over: dict[str, Any] | None = None
        self.sent_at: dict[int, float] = {}  # step -> when this phone sent its move from that state
        self.state_at: dict[int, float] = {}  # step -> when this phone received that state
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.ws: ClientConnection | None = None
        self.pending: str | None = None
        self.sent_time = 0.0

    def start(self) -> Phone:
        self.thread.start()
        return self

    def run(self) -> None:
        hello: dict[str, Any] = {"type": "join", "code": self.code, "name": self.name}
        while not self.stop.is_set() and self.over is None:
            try:
                with open_ws(self.url) as ws:
                    self.ws = ws
                    self.pending = None
                    ws.send(json.dumps(hello if self.token is None else {"type": "rejoin", "token": self.token}))
                    self.listen(ws)
            except (WebSocketException, OSError, TimeoutError):
                time.sleep(0.05)

    def listen(self, ws: ClientConnection) -> None:
        while not self.stop.is_set():
            try:
                raw = ws.recv(timeout=0.2)
            except TimeoutError:
                # Like a person tapping again: a move that got no answer (refused for rate) is re-sent.
                last = self.states()
                if self.act and self.pending is not None and last and last[-1]["legal"] \
                        and time.perf_counter() - self.sent_time > 0.3:
                    self.answer(ws, last[-1])
                continue
            now = time.perf_counter()
            message = json.loads(raw)
            self.received.append(message)
            kind = message["type"]
            if kind == "joined":
                self.token, self.seat = message["token"], message["seat"]
            elif kind == "error":
                self.errors.append(message["message"])
                self.pending = None  # refused: answer the last question again
                last = self.states()
                if self.act and last and last[-1]["legal"]:
                    time.sleep(0.02)
                    self.answer(ws, last[-1])
            elif kind == "over":
                self.over = message
                return
            elif kind == "state":
                self.state_at.setdefault(message["step"], now)
                if not message["legal"]:
                    self.pending = None
                elif self.act and (self.pending not in message["legal"] or message["moved"] == self.seat):
                    # One answer per question: a state that still offers the move already sent
                    # (another seat moved meanwhile) is not a new question.
                    self.answer(ws, message)

    def answer(self, ws: ClientConnection, message: dict[str, Any]) -> None:
        choice = self.rng.choice(message["legal"])
        self.pending = choice
        self.sent_time = self.sent_at[message["step"]] = time.perf_counter()
        ws.send(json.dumps({"type": "act", "action": choice}))

    def drop(self) -> None:
        """Lose the connection (Wi-Fi gone); the thread reconnects with its token."""
        if self.ws is not None:
            self.ws.close()

    def states(self) -> list[dict[str, Any]]:
        return [m for m in self.received if m["type"] == "state"]


def make_app(game: str, seats: list[str], seed: int = 3, extra: tuple[str, ...] = ()) -> tuple[App, GameScene]:
    app = App(cli.parse(["--game", game, "--seats", ",".join(seats), "--seed", str(seed), "--frames", "10000000",
                         *extra]))
    app.first_scene()
    app.manager.apply_pending()
    scene = app.manager.active
    assert isinstance(scene, GameScene)
    return app, scene


def step_until(app: App, scene: GameScene, done: Any, seconds: float = 30.0) -> None:
    """Run the table (motion skipped) until `done()`; the phones answer on their own threads.

    `seconds` is what a quiet machine needs; the wait allows four times that (at least 20 s),
    because a busy CI machine can be far slower and only a failing test ever waits it out."""
    end = time.monotonic() + max(20.0, 4 * seconds)
    while time.monotonic() < end:
        app.step(1 / 60)
        scene.animator.skip()
        if done():
            return
        time.sleep(0.0005)
    raise AssertionError("the table never got there")


@contextmanager
def table(game: str, seats: list[str], seed: int = 3) -> Iterator[tuple[App, GameScene]]:
    app, scene = make_app(game, seats, seed)
    try:
        yield app, scene
    finally:
        app.finish()


def states_by_step(record: dict[str, Any]) -> list[Any]:
    """The true state after each number of moves, rebuilt from the record."""
    match = Match(record["game"], len(record["players"]), record.get("options"), seed=record.get("seed", 0))
    module = match.module
    states = [match.state]
    state = match.state
    for player, text in record["actions"]:
        state = module.apply(state, player, module.parse_action(state, player, text)).state
        states.append(state)
    return states


def private_items(game: str, state: Any, seat: int) -> set[Any]:
    """What only `seat` may see in `state`: cards in hand (and a hidden pick)."""
    if game == "take5":
        items = set(state.hands[seat] or ())
        if state.picks[seat] and state.phase.value == "pick":
            items.add(state.picks[seat])
        return items
    if game == "take_it_dice":
        return set(state.combo_hands[seat] or ()) | set(state.action_hands[seat] or ())
    return set()


def leaks(game: str, message: dict[str, Any], others: set[Any]) -> set[Any]:
    """Which of another seat's private items a state message shows."""
    if not others:
        return set()
    if game == "take5":
        view = message["view"]
        shown: set[Any] = set()
        for field in ("hands", "rows", "taken", "seen"):
            shown |= set(_ints(view.get(field)))
        shown |= {card for card, _player in view.get("pending") or ()}  # (card, who played it)
        shown |= {view["picks"][i] for i in range(len(view["picks"])) if i != message["seat"]}
        shown |= {int(k) for k in message["glossary"].get("heads", {})}
        return shown & others
    text = json.dumps(message)
    return {item for item in others if str(item) in text}


def _ints(value: Any) -> Iterator[int]:
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from _ints(v)


def check_privacy(game: str, record: dict[str, Any], phones: list[Phone]) -> int:
    """Every state a phone got is its own seat's view at that step, and shows nothing private of
    another seat; returns how many messages were checked."""
    match = Match(game, len(record["players"]), record.get("options"), seed=0)
    module = match.module
    states = states_by_step(record)
    checked = 0
    for phone in phones:
        for message in phone.states():
            state = states[message["step"]]
            seat = message["seat"]
            assert message["view"] == _as_sent(module.view(state, seat)), "the view is the seat's own view"
            for other in range(len(record["players"])):
                if other != seat:
                    leaked = leaks(game, message, private_items(game, state, other))
                    assert not leaked, f"seat {seat} was sent seat {other}'s {sorted(leaked)}"
            checked += 1
    return checked


def _as_sent(view: Any) -> Any:
    return json.loads(json.dumps(plain(view)))


def phone_seed(name: str) -> int:
    return derive_seed(7, name)
