"""Records named by `--replay`: anything that is not a usable record is one line on stderr and
exit 2 before the window opens; a FIFO or `/dev/zero` never blocks start-up."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hardening_kit import HOSTILE, dev_zero_link, fifo, finishes, good_record, one_line, run_process

from scenes.shell import app as app_module
from scenes.shell import cli

GOOD = good_record(game="take5")


def odd(**changes: Any) -> bytes:
    return json.dumps({**GOOD, **changes}).encode()


BAD_RECORDS: dict[str, tuple[bytes, str]] = {
    **{name: (content, "cannot read record") for name, content in HOSTILE.items()},
    "options a list": (odd(options=[1]), "options must be an object"),
    "options a number": (odd(options=3), "options must be an object"),
    "an option out of range": (odd(options={"end_score": 10**9}), "cannot be replayed"),
    "an unknown option": (odd(options={"colour": "red"}), "unknown option"),
    "players numbers": (odd(players=[1, 2]), "players[0] must be an object"),
    "players empty objects": (odd(players=[{}, {}]), "players[0] has no field 'name'"),
    "a name that is a number": (odd(players=[{"name": 1, "seat": "easy"}] * 2), "players[0].name must be text"),
    "an unknown seat": (odd(players=[{"name": "a", "seat": "god"}] * 2), "players[0].seat must be one of"),
    "one player": (odd(players=[{"name": "a", "seat": "easy"}]), "2 to 10 players"),
    "format text": (odd(format="1"), "format must be a whole number"),
    "an unknown game": (odd(game="chess"), "unknown game"),
    "actions an object": (odd(actions={"a": 1}), "actions must be a list"),
    "a move for a seat that is not there": (odd(actions=[[7, "play 5"]]), "cannot be replayed"),
    "a superscript card": (odd(actions=[*GOOD["actions"], [0, "play 5²"]]), "cannot be replayed"),
    "a circled row": (odd(actions=[*GOOD["actions"], [0, "row ①"]]), "cannot be replayed"),
    "a 3990-digit card": (odd(actions=[*GOOD["actions"], [0, "play " + "9" * 3990]]), "cannot be replayed"),
    "a deep seed": (odd(seed=json.loads("[" * 60 + "]" * 60)), "seed must be"),
}


@pytest.mark.parametrize("content, words", BAD_RECORDS.values(), ids=BAD_RECORDS.keys())
def test_a_bad_record_is_one_line_and_exit_2(content: bytes, words: str, tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(content)
    opened: list[bool] = []
    monkeypatch.setattr(app_module, "App", lambda opts: opened.append(True))  # the window
    with pytest.raises(SystemExit) as info:
        app_module.main(["--replay", str(path)])
    assert info.value.code == 2 and not opened
    line = one_line(capsys.readouterr().err)
    assert line.startswith("tumble-table: ") and words in line, line


@pytest.mark.parametrize("kind", ["folder", "fifo", "dev_zero"])
def test_a_record_that_is_no_file_is_refused_at_once(kind: str, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "record.json"
    if kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        fifo(path)
    else:
        dev_zero_link(path)

    def parse() -> int:
        with pytest.raises(SystemExit) as info:
            cli.parse_or_exit(["--replay", str(path)])
        return int(info.value.code)

    assert finishes(parse, 10) == 2
    assert "not a regular file" in one_line(capsys.readouterr().err) or kind == "folder"


def test_a_fifo_record_as_a_process(tmp_path: Path) -> None:
    path = fifo(tmp_path / "record.fifo")
    done = run_process(["--replay", str(path)], tmp_path / "home", timeout=30)
    assert done.returncode == 2
    assert "not a regular file" in one_line(done.stderr)


def test_a_good_record_replays(tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(GOOD))
    opts = cli.parse(["--replay", str(path)])
    assert opts.replay == GOOD
