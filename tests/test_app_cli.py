"""The command line: every mistake is one plain line and exit code 2, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scenes.shell import cli


def run_cli(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "TUMBLE_TABLE_HOME": str(home)}
    return subprocess.run([sys.executable, "-m", "scenes", *args], capture_output=True, text=True,
                          env=env, timeout=60)


@pytest.mark.parametrize("args, words", [
    (["--game", "chess"], "unknown game 'chess'"),
    (["--game", "take5", "--players", "11"], "2 to 10 players, not 11"),
    (["--game", "take_it_pyramids", "--players", "1"], "not 1"),
    (["--game", "take5", "--players", "3", "--seats", "easy,hard"], "--seats names 2 seats"),
    (["--game", "take5", "--seats", "easy,wizard"], "unknown seat 'wizard'"),
    (["--players", "3"], "need --game"),
    (["--size", "big"], "--size must look like"),
    (["--input-script", "/no/such/file.json"], "cannot read input script"),
    (["--replay", "/no/such/record.json"], "cannot read record"),
    (["--frames", "-5"], "must not be negative"),
    (["--game", "take5", "--rules", "end_score=lots"], "end_score"),
    (["--bogus-flag"], "unrecognized arguments"),
])
def test_bad_flags_give_one_line_and_exit_2(args: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        cli.parse_or_exit(args)
    assert info.value.code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1, err
    assert words in err and "Traceback" not in err


def test_unreadable_files_give_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("[{]")
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps([{"frame": 1, "type": "explode"}]))
    record = tmp_path / "record.json"
    players = [{"name": "A", "seat": "human"}, {"name": "B", "seat": "easy"}]
    record.write_text(json.dumps({"format": 1, "game": "take5", "options": {}, "players": players,
                                  "actions": [[0, "play 5"]]}))
    for args, words in ((["--input-script", str(broken)], "not valid JSON"),
                        (["--input-script", str(wrong)], "unknown type 'explode'"),
                        (["--replay", str(record)], "line 1")):
        with pytest.raises(SystemExit):
            cli.parse_or_exit(args)
        err = capsys.readouterr().err.strip()
        assert len(err.splitlines()) == 1 and words in err, err


def test_process_exit_code_and_help(tmp_path: Path) -> None:
    bad = run_cli("--game", "nope", home=tmp_path)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr
    helped = run_cli("--help", home=tmp_path)
    assert helped.returncode == 0
    for flag in ("--game", "--players", "--seats", "--seed", "--autoplay", "--frames", "--until-over",
                 "--screenshot", "--size", "--input-script", "--record", "--replay", "--verbose",
                 "--kiosk", "--idle-seconds", "--inject-fault"):
        assert flag in helped.stdout


def test_frames_and_screenshot_make_a_1080p_png(tmp_path: Path) -> None:
    shot = tmp_path / "menu.png"
    done = run_cli("--frames", "5", "--screenshot", str(shot), "--size", "1280x720", home=tmp_path)
    assert done.returncode == 0, done.stderr
    import pygame

    image = pygame.image.load(str(shot))
    assert image.get_size() == (1920, 1080)
