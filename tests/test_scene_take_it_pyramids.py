"""The Take It or Leave It (pyramids) table, driven like a player would: whole bot games, a
person's draw by tap, by drag into the bag and by keys, refused drops, and skipping motion."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from app_runner import run_app, scenes_seen

from scenes.games.take_it_pyramids import SCENE, layout
from scenes.ui.text import tr

GAME = ["--game", "take_it_pyramids", "--seed", "7"]


def record_of(tmp_path: Path) -> dict[str, Any]:
    return json.loads((tmp_path / "record.json").read_text())


def skips(start: int, until: int, every: int = 2, key: str = "return") -> list[dict[str, Any]]:
    return [{"frame": f, "type": "key", "key": key} for f in range(start, until, every)]


def corner_taps(start: int, until: int, every: int = 2) -> list[dict[str, Any]]:
    """Taps on a bare corner of the felt: they skip motion and press nothing (not even on results)."""
    return [{"frame": f, "type": "tap", "x": 8, "y": 1072} for f in range(start, until, every)]


@pytest.mark.parametrize("players", [2, 6])
def test_all_bot_game_ends_with_results(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        quick_bots: None, players: int) -> None:
    seats = ",".join(["hard", "medium", "easy"] * 2)
    seats = ",".join(seats.split(",")[:players])
    args = [*GAME, "--players", str(players), "--seats", seats, "--autoplay", "--until-over",
            "--frames", "20000", "--verbose"]
    code, lines = run_app(tmp_path, capsys, args, corner_taps(3, 20000, 2))
    assert code == 0
    assert any(line.startswith("game over: take_it_pyramids") for line in lines), lines[-5:]
    assert scenes_seen(lines)[-1] == "results", scenes_seen(lines)


def centre(rect: Any) -> tuple[int, int]:
    return (rect.centerx, rect.centery)


def test_a_tap_on_a_size_draws_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    x, y = centre(layout.SIZE_BUTTONS[1])
    args = [*GAME, "--players", "2", "--seats", "human,hard", "--frames", "40",
            "--record", str(tmp_path / "record.json")]
    code, _ = run_app(tmp_path, capsys, args, [{"frame": 10, "type": "click", "x": x, "y": y}])
    assert code == 0
    assert record_of(tmp_path)["actions"][0] == [0, "draw medium"]


def test_a_drag_from_a_size_into_the_bag_draws_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    x, y = centre(layout.SIZE_BUTTONS[2])
    bx, by = layout.BAG_CENTRE
    args = [*GAME, "--players", "3", "--seats", "human,hard,easy", "--frames", "60",
            "--record", str(tmp_path / "record.json")]
    script = [{"frame": 10, "type": "drag", "x": x, "y": y, "to_x": bx, "to_y": by, "frames": 12}]
    code, _ = run_app(tmp_path, capsys, args, script)
    assert code == 0
    assert record_of(tmp_path)["actions"][0] == [0, "draw large"]


def test_keys_alone_draw_then_answer(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                     quick_bots: None) -> None:
    """Enter on the focused size draws; later `l`/Enter answer the drawer's take-or-leave."""
    args = [*GAME, "--players", "2", "--seats", "human,hard", "--frames", "500",
            "--record", str(tmp_path / "record.json")]
    script = [{"frame": 10, "type": "key", "key": "right"}, {"frame": 12, "type": "key", "key": "return"}]
    script += skips(20, 500, 7, "return")
    code, _ = run_app(tmp_path, capsys, args, script)
    assert code == 0
    actions = record_of(tmp_path)["actions"]
    assert actions[0] == [0, "draw medium"]
    mine = [text for player, text in actions if player == 0]
    assert len(mine) >= 2 and all(t.split()[0] in ("draw", "take", "leave") for t in mine)


def test_a_drop_away_from_the_bag_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    x, y = centre(layout.SIZE_BUTTONS[0])
    args = [*GAME, "--players", "2", "--seats", "human,hard", "--frames", "60",
            "--record", str(tmp_path / "record.json")]
    script = [{"frame": 10, "type": "drag", "x": x, "y": y, "to_x": 900, "to_y": 500, "frames": 12},
              {"frame": 40, "type": "click", "x": 1500, "y": 600}]  # the pot is not a move either
    code, _ = run_app(tmp_path, capsys, args, script)
    assert code == 0
    path = tmp_path / "record.json"
    assert not path.exists() or record_of(tmp_path)["actions"] == []


def test_an_empty_size_is_refused_by_the_rules(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A greyed size can still be pressed: the core explains the refusal and nothing moves."""
    from game.core import Match
    from scenes.games.take_it_pyramids import controls
    from scenes.shell.app import App
    from scenes.shell.cli import parse_or_exit

    app = App(parse_or_exit([*GAME, "--players", "2", "--seats", "human,hard", "--frames", "5"]))
    try:
        app.first_scene()
        app.manager.apply_pending()
        scene = app.manager.active
        match = Match("take_it_pyramids", 2, {}, players=scene.seats, seed=1)
        for player, text in ((0, "draw small"), (-1, "color black"), (1, "draw medium"),
                             (-1, "color green"), (0, "leave"), (1, "take")):
            match.apply_text(player, text)
        scene.match = match
        scene._show(match.state)
        assert scene.human_to_act() == 0
        before = len(match.record["actions"])
        controls.pick_size(scene, 0)  # no small pyramids are left in the bag
        assert len(match.record["actions"]) == before
        assert scene.message == tr("take_it_pyramids.refuse.size_empty.small")  # issue 37
    finally:
        app.finish()


def test_tapping_through_motion_never_breaks_a_turn(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                   quick_bots: None) -> None:
    """Taps on the felt during motion only skip it; the person still gets (and makes) their moves."""
    x, y = centre(layout.SIZE_BUTTONS[0])
    leave = layout.DECIDE_BUTTONS[1]
    args = [*GAME, "--players", "2", "--seats", "human,medium", "--frames", "500",
            "--record", str(tmp_path / "record.json")]
    script: list[dict[str, Any]] = [{"frame": 10, "type": "click", "x": x, "y": y}]
    script += [{"frame": f, "type": "tap", "x": 900, "y": 500} for f in range(14, 500, 3)]
    script += [{"frame": f, "type": "click", "x": leave.centerx, "y": leave.centery} for f in range(40, 500, 25)]
    script += [{"frame": f, "type": "click", "x": x, "y": y} for f in range(52, 500, 25)]
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
    from game.take_it_pyramids import events

    defined = {cls for _, cls in inspect.getmembers(events, inspect.isclass)
               if issubclass(cls, Event) and cls is not Event and cls.__module__ == events.__name__}
    assert defined
    missing = defined - set(SCENE.animations) - SCENE.log_only
    assert not missing, sorted(c.__name__ for c in missing)
    both = set(SCENE.animations) & SCENE.log_only
    assert not both, sorted(c.__name__ for c in both)
