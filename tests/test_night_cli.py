"""Game nights from the command line, the way a host's script uses them (README examples):
`--seats human=Ann,human=Bo,hard`, `--report night|history|players`, `--new-night`, and the
rules that hold around them (kiosk visitors, a second instance, a read-only home)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from app_runner import run_app
from hardening_kit import small_disk

from game import GAMES
from scenes.shell.app import main
from scenes.shell.home_lock import HomeLock

GAME = ["--game", "take5", "--players", "3", "--seed", "7", "--autoplay", "--until-over", "--frames", "40000",
        "--verbose"]


def report(capsys: pytest.CaptureFixture[str], kind: str) -> Any:
    capsys.readouterr()
    assert main(["--report", kind]) == 0
    return json.loads(capsys.readouterr().out)


def points_by_hand(record: dict[str, Any], seat: int) -> float:
    low = GAMES[record["game"]].INFO.lowest_score_wins
    s = record["scores"]
    total = 0.0
    for other in range(len(s)):
        if other != seat:
            ahead = s[seat] < s[other] if low else s[seat] > s[other]
            total += 1.0 if ahead else 0.5 if s[seat] == s[other] else 0.0
    return total


def test_named_seats_count_for_saved_players_and_the_reports_say_so(
        quick_bots: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record_path = tmp_path / "game.json"
    code, lines = run_app(tmp_path, capsys, [*GAME, "--seats", "human=Ann,human=Bo,hard",
                                             "--record", str(record_path)])
    assert code == 0 and "stored: game 1" in lines
    record = json.loads(record_path.read_text())
    assert [p["name"] for p in record["players"][:2]] == ["Ann", "Bo"]
    night = report(capsys, "night")
    assert night["games"] == 1 and night["game_ids"] == [1] and night["started"]
    assert night["players"]["Ann"]["points"] == points_by_hand(record, 0)
    assert night["players"]["Bo"]["points"] == points_by_hand(record, 1)
    assert night["players"]["Ann"]["games"] == 1
    assert night["players"]["Ann"]["wins"] == int(0 in record["winners"])
    players = report(capsys, "players")
    assert [p["name"] for p in players] == ["Ann", "Bo"]
    history = report(capsys, "history")
    assert len(history) == 1
    entry = history[0]
    assert entry["game"] == "take5" and entry["scores"] == record["scores"]
    assert [s["seat"] for s in entry["seats"]] == ["human", "human", "hard"]
    assert entry["options"] == record["options"]
    assert sorted(entry["places"])[0] == 1


def test_history_survives_a_restart_and_names_match_without_case(
        quick_bots: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_app(tmp_path, capsys, [*GAME, "--seats", "human=Ann,easy,easy"])[0] == 0
    assert run_app(tmp_path, capsys, [*GAME, "--seats", "human=ANN,easy,easy", "--seed", "8"])[0] == 0
    players = report(capsys, "players")
    assert [(p["name"], p["games"]) for p in players] == [("Ann", 2)]  # one player, two games
    assert [h["id"] for h in report(capsys, "history")] == [1, 2]


def test_new_night_starts_tonight_again(quick_bots: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_app(tmp_path, capsys, [*GAME, "--seats", "human=Ann,easy,easy"])[0] == 0
    assert report(capsys, "night")["games"] == 1
    assert main(["--new-night"]) == 0
    night = report(capsys, "night")
    assert night["games"] == 0 and night["players"] == {} and night["started"]
    assert len(report(capsys, "history")) == 1  # the history keeps every game


@pytest.mark.parametrize(("args", "words"), [
    (["--game", "take5", "--seats", "hard=Ann,easy"], "only a person seat"),
    (["--game", "take5", "--seats", "human=,easy"], "is empty"),
    (["--game", "take5", "--seats", "human=Abcdefghijklmnopqrstu,easy"], "longer than 16"),
    (["--game", "take5", "--seats", "human=Ann,human=ann"], "same player twice"),
    (["--report", "scores"], "invalid choice"),
    (["--report", "night", "--game", "take5"], "cannot be used with --game"),
])
def test_wrong_night_flags_are_one_line(args: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(args)
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and words in err[0], err


def test_a_second_instance_stores_nothing_and_cannot_start_a_night(
        quick_bots: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first = HomeLock()
    assert first.acquire()
    try:
        code, lines = run_app(tmp_path, capsys, [*GAME, "--seats", "human=Ann,easy,easy"])
        assert code == 0 and "stored: not stored" in lines
        assert main(["--new-night"]) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and "another Tumble Table" in err[0]
        assert report(capsys, "players") == []  # the second one did not create Ann either
    finally:
        first.release()


@pytest.mark.parametrize("odd", ["folder", "dangling link"])
def test_new_night_with_an_odd_lock_says_why_not_another_instance(
        odd: str, capsys: pytest.CaptureFixture[str]) -> None:
    """A lock whose name is a folder or a dangling link is not another program: the one line
    says what the lock file is, never that another Tumble Table runs."""
    from scenes.shell import storage
    from scenes.shell.home_lock import LOCK_NAME

    lock = storage.data_dir() / LOCK_NAME
    lock.parent.mkdir(parents=True, exist_ok=True)
    if odd == "folder":
        lock.mkdir()
    else:
        lock.symlink_to(lock.parent / "nowhere")
    assert main(["--new-night"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and str(lock) in err[0] and "no new night was started" in err[0], err
    assert "another Tumble Table" not in err[0]
    assert ("is a folder" if odd == "folder" else "is a link") in err[0]


def test_new_night_takes_over_a_stale_lock(capsys: pytest.CaptureFixture[str]) -> None:
    """A lock file left by a killed program (a plain file, a dead pid, no lock held) is no reason."""
    from scenes.shell import storage
    from scenes.shell.home_lock import LOCK_NAME

    lock = storage.data_dir() / LOCK_NAME
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_text("999999\n")
    assert main(["--new-night"]) == 0
    assert report(capsys, "night")["started"]


def test_a_kiosk_visitor_never_reaches_the_saved_players(
        quick_bots: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, lines = run_app(tmp_path, capsys, [*GAME, "--seats", "human=Ann,easy,easy", "--kiosk"])
    assert code == 0 and "stored: game 1" in lines
    assert report(capsys, "players") == []
    history = report(capsys, "history")
    assert [s["player"] for s in history[0]["seats"]] == [None, None, None]
    assert report(capsys, "night")["players"] == {}


def test_a_read_only_home_plays_on_and_the_menu_says_the_night_is_not_stored(
        quick_bots: None, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from app_runner import record_drawn

    from scenes.ui.text import tr

    home = tmp_path / "ro"
    with small_disk(home, 1024):
        subprocess.run(["mount", "-o", "remount,ro", str(home)], check=True)
        monkeypatch.setenv("TUMBLE_TABLE_HOME", str(home))
        drawn = record_drawn(monkeypatch)
        code, lines = run_app(tmp_path, capsys, ["--frames", "20", "--verbose"])
        assert code == 0 and not any("Traceback" in line for line in lines)
        assert tr("menu.notice.night_not_stored") in drawn
        code, lines = run_app(tmp_path, capsys, [*GAME, "--seats", "human=Ann,easy,easy"])
        assert code == 0 and "stored: not stored" in lines


def readme_commands() -> list[list[str]]:
    """The README's game-night commands, verbatim (continuation lines joined, comments cut)."""
    import shlex

    text = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    block = text.split("For scripts and hosts (JSON on stdout, exit 0):", 1)[1].split("```sh", 1)[1].split("```", 1)[0]
    lines = block.replace("\\\n", " ").splitlines()
    return [shlex.split(line.split("#", 1)[0]) for line in lines if line.strip()]


def test_the_readme_examples_verbatim(quick_bots: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from scenes.shell import cli

    commands = readme_commands()
    assert [c[0] for c in commands] == ["tumble-table", "SDL_VIDEODRIVER=dummy"] + ["tumble-table"] * 4
    assert cli.parse(commands[0][1:]).seat_players == ["Ann", "Bo", None]  # the first waits for people
    code, lines = run_app(tmp_path, capsys, commands[1][2:])
    assert code == 0 and "stored: game 1" not in lines  # (no --verbose in the README's line)
    night = report(capsys, "night")
    assert set(night["players"]) == {"Ann", "Bo"} and night["games"] == 1
    for args in commands[2:5]:
        capsys.readouterr()
        assert main(args[1:]) == 0
        json.loads(capsys.readouterr().out)
    assert main(commands[5][1:]) == 0
    assert report(capsys, "night")["games"] == 0
