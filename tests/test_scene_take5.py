"""The Take 5 table, driven like a player would: whole bot games at 2 and 10 players, a person's
pick by taps and by keys alone, a row taken by tap, refused taps, and skipping motion."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from app_runner import run_app, scenes_seen

from scenes.games.take5 import SCENE, layout

GAME = ["--game", "take5", "--seed", "7"]


def record_of(tmp_path: Path) -> dict[str, Any]:
    return json.loads((tmp_path / "record.json").read_text())


def corner_taps(start: int, until: int, every: int = 2) -> list[dict[str, Any]]:
    """Taps on a bare corner of the felt: they skip motion and press nothing."""
    return [{"frame": f, "type": "tap", "x": 8, "y": 1072} for f in range(start, until, every)]


def hand_card(index: int, count: int = 10) -> tuple[int, int]:
    x, y = layout.hand_spot(index, count)
    return (round(x - 30), round(y + 40))  # the visible left part of a fanned card


@pytest.mark.parametrize("players", [2, 10])
def test_all_bot_game_ends_with_results(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        quick_bots: None, players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("game.take5.bots.make_bot", _fast_bot_factory())
    seats = ",".join((["easy"] * 10)[:players])
    rules = "end_score=20,show_seen_cards=on" if players == 10 else "end_score=30"
    args = [*GAME, "--players", str(players), "--seats", seats, "--autoplay", "--until-over",
            "--frames", "30000", "--verbose", "--rules", rules]
    code, lines = run_app(tmp_path, capsys, args, corner_taps(3, 30000, 2))
    assert code == 0
    assert any(line.startswith("game over: take5") for line in lines), lines[-5:]
    assert scenes_seen(lines)[-1] == "results", scenes_seen(lines)


def _fast_bot_factory() -> Any:
    """Bots that play their lowest card and take the first row: the test is of the table, not of play."""
    from game.take5 import Play, TakeRow, legal_actions

    class Quick:
        def choose(self, state: Any, player: int) -> Any:
            actions = legal_actions(state, player)
            plays = [a for a in actions if isinstance(a, Play)]
            return plays[0] if plays else next(a for a in actions if isinstance(a, TakeRow))

    return lambda level, seed: Quick()


def test_tap_lifts_then_tap_again_plays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    x, y = hand_card(2)
    args = [*GAME, "--players", "3", "--seats", "human,medium,easy", "--frames", "140",
            "--record", str(tmp_path / "record.json")]
    script = [{"frame": 100, "type": "click", "x": x, "y": y},
              {"frame": 110, "type": "click", "x": x, "y": y - 40}]
    code, _ = run_app(tmp_path, capsys, args, script)
    assert code == 0
    actions = record_of(tmp_path)["actions"]
    hand = sorted(int(c) for c in actions[0][1].split("/")[0].split()[1:])
    assert actions[1] == [0, f"play {hand[2]}"]


def test_play_button_plays_the_lifted_card(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    x, y = hand_card(0)
    b = layout.PLAY_BUTTON
    args = [*GAME, "--players", "2", "--seats", "human,hard", "--frames", "140",
            "--record", str(tmp_path / "record.json")]
    script = [{"frame": 100, "type": "click", "x": x, "y": y},
              {"frame": 110, "type": "click", "x": b.centerx, "y": b.centery}]
    code, _ = run_app(tmp_path, capsys, args, script)
    assert code == 0
    actions = record_of(tmp_path)["actions"]
    hand = sorted(int(c) for c in actions[0][1].split("/")[0].split()[1:])
    assert actions[1] == [0, f"play {hand[0]}"]


def test_keys_alone_pick_a_card(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = [*GAME, "--players", "2", "--seats", "human,easy", "--frames", "160",
            "--record", str(tmp_path / "record.json")]
    script = [{"frame": 100, "type": "key", "key": "right"}, {"frame": 104, "type": "key", "key": "right"},
              {"frame": 108, "type": "key", "key": "right"}, {"frame": 112, "type": "key", "key": "left"},
              {"frame": 116, "type": "key", "key": "return"}]
    code, _ = run_app(tmp_path, capsys, args, script)
    assert code == 0
    actions = record_of(tmp_path)["actions"]
    hand = sorted(int(c) for c in actions[0][1].split("/")[0].split()[1:])
    assert actions[1] == [0, f"play {hand[1]}"]


def test_a_tap_on_a_row_while_picking_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Rows are not a move while cards are picked: the core says why and nothing is played."""
    row = layout.row_rect(1)
    args = [*GAME, "--players", "2", "--seats", "human,hard", "--frames", "130",
            "--record", str(tmp_path / "record.json")]
    script = [{"frame": 100, "type": "click", "x": row.centerx, "y": row.centery},
              {"frame": 110, "type": "click", "x": 200, "y": 400}]  # bare felt: nothing
    code, _ = run_app(tmp_path, capsys, args, script)
    assert code == 0
    actions = record_of(tmp_path)["actions"]
    assert [p for p, _ in actions if p == 0] == []


def test_a_too_low_card_lets_the_person_take_a_row(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A chosen deal puts the person's 1 below every row: a tap on row 3 takes it."""
    from game.core import Match
    from scenes.games.take5 import controls
    from scenes.games.take5.scene import Take5Scene
    from scenes.shell.app import App
    from scenes.shell.cli import parse_or_exit

    app = App(parse_or_exit([*GAME, "--players", "2", "--seats", "human,hard", "--frames", "5"]))
    try:
        app.first_scene()
        app.manager.apply_pending()
        scene = app.manager.active
        assert isinstance(scene, Take5Scene)
        match = Match("take5", 2, {}, players=scene.seats, seed=1)
        hands = ["1 2 3 4 5 6 7 8 9 10", "50 51 52 53 54 56 57 58 59 60"]
        match.apply_text(-1, f"deal {hands[0]} / {hands[1]} / 20 30 40 90")
        match.apply_text(1, "play 50")
        scene.match = match
        scene._show(match.state)
        scene.lifted = 1
        controls.play_lifted(scene)
        scene.animator.skip()
        scene.animator.update(0.0)
        assert match.state.phase.value == "row"
        assert scene.human_to_act() == 0
        before = len(match.record["actions"])
        scene.submit(0, __import__("game.take5", fromlist=["Play"]).Play(2))  # not now: a row first
        assert len(match.record["actions"]) == before and scene.message
        from scenes.shell import input as ui

        r = layout.row_rect(2)
        scene.handle_turn(ui.UIEvent(ui.POINTER_DOWN, r.center), 0)
        assert match.record["actions"][-1] == [0, "row 3"]
    finally:
        app.finish()


def test_tapping_through_motion_never_breaks_a_turn(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                   quick_bots: None) -> None:
    """Taps on the felt during motion only skip it; the person still gets (and makes) their picks."""
    args = [*GAME, "--players", "4", "--seats", "human,medium,easy,easy", "--frames", "500",
            "--record", str(tmp_path / "record.json")]
    script: list[dict[str, Any]] = []
    script += [{"frame": f, "type": "tap", "x": 200, "y": 400} for f in range(20, 500, 3)]
    script += [{"frame": f, "type": "key", "key": "return"} for f in range(40, 500, 11)]
    for r in range(4):  # a too-low card may ask for a row
        script += [{"frame": f, "type": "key", "key": str(r + 1)} for f in range(45 + r, 500, 37)]
    code, _ = run_app(tmp_path, capsys, args, script)
    assert code == 0
    from game.core import replay

    record = record_of(tmp_path)
    replay(record)  # every move made on screen was legal
    assert [p for p, _ in record["actions"]].count(0) >= 3


def test_every_event_has_a_motion_or_is_log_only() -> None:
    """The scene's event table is complete: each core event is animated or named log-only, never both."""
    import inspect

    from game.core import Event
    from game.take5 import events

    defined = {cls for _, cls in inspect.getmembers(events, inspect.isclass)
               if issubclass(cls, Event) and cls is not Event and cls.__module__ == events.__name__}
    assert defined
    missing = defined - set(SCENE.animations) - SCENE.log_only
    assert not missing, sorted(c.__name__ for c in missing)
    both = set(SCENE.animations) & SCENE.log_only
    assert not both, sorted(c.__name__ for c in both)


def test_lifted_card_stays_lifted_while_bots_pick(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 15: a card lifted before the bots pick is still lifted after; the next tap plays it."""
    monkeypatch.setattr("scenes.table.bot_runner.THINK_MIN", 2.5)  # the bots pick after the lift
    monkeypatch.setattr("scenes.table.bot_runner.THINK_MAX", 2.5)
    x, y = hand_card(2)
    args = [*GAME, "--players", "3", "--seats", "human,medium,easy", "--frames", "420",
            "--record", str(tmp_path / "record.json")]
    script = [{"frame": 100, "type": "click", "x": x, "y": y},
              {"frame": 380, "type": "click", "x": x, "y": y - 40}]
    code, _ = run_app(tmp_path, capsys, args, script)
    assert code == 0
    actions = record_of(tmp_path)["actions"]
    hand = sorted(int(c) for c in actions[0][1].split("/")[0].split()[1:])
    seats = [p for p, _ in actions[1:4]]
    assert seats[-1] == 0 and sorted(seats[:2]) == [1, 2], actions[:5]  # both bots picked first
    assert actions[3] == [0, f"play {hand[2]}"]


@pytest.mark.parametrize("n", range(2, 11))
def test_the_menu_button_covers_no_seat_log_row_or_pick(n: int) -> None:
    """The Menu button and the slot under it (Skip, Suggest) stay clear of everything the table
    shows, at every table size (it used to sit on the log with six players or fewer)."""
    import pygame

    from scenes.games.take5 import layout
    from scenes.table.table_menu import GAP, SIZE

    x, y = layout.menu_spot(n)
    buttons = [pygame.Rect(x, y, SIZE, SIZE), pygame.Rect(x, y + SIZE + GAP, SIZE, SIZE)]
    seats = layout.seat_rects(n)
    picks = [pygame.Rect(0, 0, 100 * layout.PICK_SCALE, 140 * layout.PICK_SCALE) for _ in seats]
    for rect, seat in zip(picks, seats, strict=True):
        rect.center = layout.pick_spot(seat)
    rows = [layout.row_rect(r) for r in range(4)]
    others = [*seats, *picks, layout.log_rect(n), *rows]
    for button in buttons:
        assert pygame.Rect(0, 0, 1920, 1080).contains(button)
        assert button.collidelist(others) == -1, (n, button, others[button.collidelist(others)])


def test_a_message_stands_in_for_the_pick_prompt_and_the_prompt_returns(monkeypatch: pytest.MonkeyPatch,
                                                                       quick_bots: None) -> None:
    """The table's message line (a refusal, phones that cannot connect) and the pick prompt stand
    in the same place: while a message shows, the prompt waits, then comes back."""
    from app_runner import record_drawn
    from ui_driver import Driver

    from scenes.ui.text import tr

    d = Driver("tap", ["--game", "take5", "--seats", "human,easy", "--players", "2", "--seed", "3"])
    try:
        scene = d.top
        d.run_until(lambda: scene.human_to_act() == 0 and not scene.animator.busy, 3000, skip_motion=True)
        prompt = tr("take5.prompt.pick")
        drawn = record_drawn(monkeypatch)
        scene.say("Something to say")
        d.app.manager.draw(d.app.canvas)
        assert "Something to say" in drawn and prompt not in drawn
        d.run(int(scene.message_time * 60) + 5)
        drawn.clear()
        d.app.manager.draw(d.app.canvas)
        assert prompt in drawn and "Something to say" not in drawn
    finally:
        d.close()
