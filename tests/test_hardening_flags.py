"""Flags: every value that cannot be used is found before the window opens and is one line on
stderr with exit 2: rule values out of range or not among the choices, player counts outside the
game's range (0 too), output paths that are folders or cannot be written."""

from __future__ import annotations

import dataclasses
import errno
import os
from pathlib import Path

import pytest
from hardening_kit import fifo, one_line, run_process

from game import GAMES
from scenes.shell import app as app_module
from scenes.shell import cli


def rule_mistakes() -> list[tuple[str, str, str]]:
    """(game, --rules text, words) for every option of every game: below its minimum, above its
    maximum, not one of its choices, not a number, not on/off."""
    out = []
    for game_id in GAMES:
        for f in dataclasses.fields(GAMES[game_id].Options):
            meta = f.metadata
            if "min" in meta:
                out.append((game_id, f"{f.name}={meta['min'] - 1}", "between"))
            if "max" in meta:
                out.append((game_id, f"{f.name}={meta['max'] + 1}", "between"))
            if "choices" in meta:
                out.append((game_id, f"{f.name}=nonsense", "must be one of"))
            if isinstance(f.default, bool):
                out.append((game_id, f"{f.name}=maybe", "on or off"))
            elif isinstance(f.default, int):
                out.append((game_id, f"{f.name}=²", "whole number"))
                out.append((game_id, f"{f.name}={'9' * 5000}", "whole number"))
    return out


def refused(args: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> str:
    """Run main(args); it must exit 2 before the App (the window) is made, with one line."""
    opened: list[bool] = []
    monkeypatch.setattr(app_module, "App", lambda opts: opened.append(True))
    with pytest.raises(SystemExit) as info:
        app_module.main(args)
    assert info.value.code == 2 and not opened
    return one_line(capsys.readouterr().err)


@pytest.mark.parametrize("game_id, rules, words", rule_mistakes())
def test_rules_out_of_range_or_choice(game_id: str, rules: str, words: str,
                                      capsys: pytest.CaptureFixture[str],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    line = refused(["--game", game_id, "--rules", rules], capsys, monkeypatch)
    assert words in line and len(line) < 400, line


def test_every_game_has_a_rule_mistake_tested() -> None:
    assert {g for g, _, _ in rule_mistakes()} == set(GAMES)


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize("players", ["0", "-1", "above"])
def test_players_outside_the_range(game_id: str, players: str, capsys: pytest.CaptureFixture[str],
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    n = str(GAMES[game_id].MAX_PLAYERS + 1) if players == "above" else players
    line = refused(["--game", game_id, "--players", n], capsys, monkeypatch)
    assert f"not {n}" in line, line


@pytest.mark.parametrize("flag", ["--screenshot", "--window-screenshot", "--record"])
def test_output_paths_that_cannot_be_written(flag: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "a folder"
    folder.mkdir()
    assert "is a folder" in refused([flag, str(folder)], capsys, monkeypatch)
    assert "does not exist" in refused([flag, str(tmp_path / "nowhere" / "x.png")], capsys, monkeypatch)
    pipe = fifo(tmp_path / "pipe")
    assert "not a regular file" in refused([flag, str(pipe)], capsys, monkeypatch)
    # A read-only disk (root ignores file modes, so the disk's answer is imitated).
    real_open = os.open

    def read_only(path: str, flags: int, *args: int) -> int:
        if flags & os.O_CREAT:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), path)
        return real_open(path, flags, *args)

    monkeypatch.setattr(os, "open", read_only)
    assert "Read-only file system" in refused([flag, str(tmp_path / "out.png")], capsys, monkeypatch)
    monkeypatch.setattr(os, "open", real_open)
    assert not (tmp_path / "out.png").exists()
    # A path that can be written passes and leaves nothing behind.
    opts = cli.parse([flag, str(tmp_path / "fine.png")])
    assert not (tmp_path / "fine.png").exists() and opts is not None


def test_other_numbers(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    assert "invalid int value" in refused(["--seed", "9" * 5000], capsys, monkeypatch)
    assert "out of range" in refused(["--size", "100000x100000"], capsys, monkeypatch)
    assert "must not be negative" in refused(["--idle-seconds", "-3"], capsys, monkeypatch)
    assert "need --game" in refused(["--rules", "end_score=5"], capsys, monkeypatch)


def test_a_flag_mistake_as_a_process(tmp_path: Path) -> None:
    done = run_process(["--game", "take5", "--rules", "end_score=5000"], tmp_path / "home")
    assert done.returncode == 2
    assert "end_score" in one_line(done.stderr)
    done = run_process(["--game", "take5", "--players", "0"], tmp_path / "home")
    assert done.returncode == 2 and "not 0" in one_line(done.stderr)
