"""Seats as controllers: the table asks whoever plays a seat, refuses moves that were not
offered, and never cares whether a person, a bot or something else answers."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from scenes.shell import cli
from scenes.shell.app import App
from scenes.table.bot_runner import BotRunner
from scenes.table.game_scene import GameScene
from scenes.table.seats import NOTHING, BotSeat, LocalPerson, SeatController, make_controllers


class ScriptedSeat(SeatController):
    """A remote seat that first answers with a move nobody offered, then with the first legal one."""

    kind = "scripted"

    def __init__(self) -> None:
        super().__init__()
        self.questions: list[tuple[int, Any, list[Any]]] = []
        self.refusals: list[str] = []

    def ask(self, player: int, view: Any, legal: Sequence[Any] | None, pace: float) -> None:
        super().ask(player, view, legal, pace)
        self.questions.append((player, view, list(legal or ())))

    def poll(self, dt: float) -> Any:
        if self.asked is None:
            return NOTHING
        return "not a move" if not self.refusals else self.legal[0]

    def refused(self, reason: str) -> None:
        self.refusals.append(reason)
        super().refused(reason)


@pytest.fixture
def table(quick_bots: None) -> Iterator[tuple[App, GameScene]]:
    app = App(cli.parse(["--game", "take5", "--seats", "easy,easy,easy", "--seed", "4", "--frames", "100000"]))
    app.first_scene()
    app.manager.apply_pending()
    scene = app.manager.active
    assert isinstance(scene, GameScene)
    try:
        yield app, scene
    finally:
        app.finish()


def run_until(app: App, scene: GameScene, done: Any, limit: int = 3000) -> None:
    for _ in range(limit):
        app.step(1 / 60)
        scene.animator.skip()
        if done():
            return
    raise AssertionError("the table never got there")


def test_a_seat_answering_a_move_not_offered_is_refused_and_the_game_is_unchanged(
        table: tuple[App, GameScene]) -> None:
    app, scene = table
    seat = ScriptedSeat()
    scene.controllers[0].close()
    scene.controllers[0] = seat
    run_until(app, scene, lambda: bool(seat.refusals))
    assert not any(p == 0 for p, _ in scene.match.record["actions"]), "a refused answer changed the game"
    assert seat.refusals == ["That move was not one of the moves offered."]
    # Asked again, it answers a legal move, which the core applies for seat 0.
    run_until(app, scene, lambda: any(p == 0 for p, _ in scene.match.record["actions"]))
    player, _, legal = seat.questions[-1]
    assert player == 0 and legal, "the seat is told what it may do"


def test_the_table_shows_each_seat_only_its_own_view(table: tuple[App, GameScene]) -> None:
    app, scene = table
    seat = ScriptedSeat()
    scene.controllers[1] = seat
    run_until(app, scene, lambda: bool(seat.questions))
    _, view, _ = seat.questions[0]
    assert view.hands[1] == scene.match.state.hands[1], "its own hand is shown"
    assert view.hands[0] is None and view.hands[2] is None, "the others' hands are not"


def test_make_controllers_gives_bots_and_people_their_kind() -> None:
    runner = BotRunner(synchronous=True)
    controllers = make_controllers(["human", "hard", "human"], {1: object()}, runner)
    assert [type(c) for c in controllers] == [LocalPerson, BotSeat, LocalPerson]
    assert [c.local for c in controllers] == [True, False, True]


def test_bots_at_one_table_think_one_at_a_time() -> None:
    class Slow:
        def choose(self, view: Any, player: int) -> str:
            return f"move of {player}"

    runner = BotRunner(synchronous=True)
    a, b = BotSeat(Slow(), runner), BotSeat(Slow(), runner)
    a.ask(0, None, ["move of 0"], 0.0)
    assert b.busy, "a second bot waits while the first thinks"
    assert a.poll(1.0) == "move of 0"
    a.done()
    assert not b.busy


class ReadySeat(SeatController):
    """A remote seat whose answer (the first move offered) is ready as soon as it is asked."""

    def __init__(self, batches: bool) -> None:
        super().__init__()
        self.batches = batches

    def poll(self, dt: float) -> Any:
        return self.legal[0] if self.asked is not None else NOTHING


def _picks_in_one_frame(app: App, scene: GameScene, seats: list[SeatController]) -> list[int]:
    """Give seats their controllers, let the deal happen, then count the picks one frame applies."""
    for p, seat in enumerate(seats):
        scene.controllers[p].close()
        scene.controllers[p] = seat
    run_until(app, scene, lambda: set(scene.match.to_act()) == set(range(len(seats))))
    before = len(scene.match.record["actions"])
    app.step(1 / 60)
    return [p for p, _ in scene.match.record["actions"][before:]]


def test_phone_answers_ready_together_are_applied_in_the_same_frame(table: tuple[App, GameScene]) -> None:
    app, scene = table
    picked = _picks_in_one_frame(app, scene, [ReadySeat(True), ReadySeat(True), ReadySeat(True)])
    # Two picks go in at once; the third completes the turn and resolves it, so it waits a frame
    # and its motion starts on a still table.
    assert picked == [0, 1], picked
    run_until(app, scene, lambda: len(scene.match.record["actions"]) > 3)
    assert scene.match.record["actions"][3][0] in (2, -1)


def test_seats_that_do_not_batch_move_one_per_frame(table: tuple[App, GameScene]) -> None:
    app, scene = table
    picked = _picks_in_one_frame(app, scene, [ReadySeat(False), ReadySeat(True), ReadySeat(True)])
    assert picked == [0], "a seat paced by the screen (a bot) is shown before the next moves"
    picked = _picks_in_one_frame(app, scene, [ReadySeat(True), ReadySeat(False), ReadySeat(True)])
    assert picked == [0, 2], "after a phone's move, another phone joins in but a bot waits its frame"
