"""Input scripts: a step of the wrong type or size is one line and exit 2 before the window
opens, never a traceback later or a run that hangs."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hardening_kit import HOSTILE, dev_zero_link, fifo, finishes, one_line

from scenes.shell import cli
from scenes.shell.input_script import check_script
from tools.monkey import random_script

BAD_STEPS: dict[str, tuple[dict[str, Any], str]] = {
    "a string coordinate": ({"frame": 1, "type": "click", "x": "960", "y": 540}, "x must be a number"),
    "a null coordinate": ({"frame": 1, "type": "tap", "x": 960, "y": None}, "y must be a number"),
    "a bool coordinate": ({"frame": 1, "type": "move", "x": True, "y": 5}, "x must be a number"),
    "a huge coordinate": ({"frame": 1, "type": "click", "x": 1e300, "y": 5}, "x must be a number"),
    "a list target": ({"frame": 1, "type": "drag", "x": 1, "y": 1, "to_x": [1], "to_y": 2}, "to_x must be"),
    "a word for a wheel": ({"frame": 1, "type": "wheel", "dy": "up"}, "dy must be a number"),
    "a huge wheel": ({"frame": 1, "type": "wheel", "dy": 10**12}, "dy must be a number"),
    "a huge drag": ({"frame": 1, "type": "drag", "x": 1, "y": 1, "to_x": 2, "to_y": 2, "frames": 10**9},
                    "frames must be a whole number"),
    "a drag of no frames": ({"frame": 1, "type": "drag", "x": 1, "y": 1, "to_x": 2, "to_y": 2, "frames": 0},
                            "frames must be"),
    "a fractional drag": ({"frame": 1, "type": "drag", "x": 1, "y": 1, "to_x": 2, "to_y": 2, "frames": 2.5},
                          "frames must be"),
    "a bool frame": ({"frame": True, "type": "quit"}, "whole frame number"),
    "a float frame": ({"frame": 1.5, "type": "quit"}, "whole frame number"),
    "a frame in years": ({"frame": 10**15, "type": "quit"}, "whole frame number"),
    "a list type": ({"frame": 1, "type": ["click"]}, "unknown type"),
    "a list button": ({"frame": 1, "type": "pad", "button": ["a"]}, "unknown pad button"),
    "a number key": ({"frame": 1, "type": "key", "key": 13}, "unknown key"),
    "a huge window": ({"frame": 1, "type": "resize", "w": 10**6, "h": 720}, "w and h"),
    "text that is a number": ({"frame": 1, "type": "text", "text": 5}, "text must be text"),
    "shift that is text": ({"frame": 1, "type": "key", "key": "a", "shift": "yes"}, "shift must be"),
    "a missing field": ({"frame": 1, "type": "click", "x": 1}, "needs 'y'"),
}


@pytest.mark.parametrize("step, words", BAD_STEPS.values(), ids=BAD_STEPS.keys())
def test_a_bad_step_is_one_line_and_exit_2(step: dict[str, Any], words: str, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "script.json"
    path.write_text(json.dumps([{"frame": 0, "type": "move", "x": 1, "y": 1}, step]))
    with pytest.raises(SystemExit) as info:
        cli.parse_or_exit(["--input-script", str(path)])
    assert info.value.code == 2
    line = one_line(capsys.readouterr().err)
    assert "step 2" in line and words in line, line


@pytest.mark.parametrize("content", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_hostile_script_file_is_one_line(content: bytes, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "script.json"
    path.write_bytes(content)
    with pytest.raises(SystemExit) as info:
        cli.parse_or_exit(["--input-script", str(path)])
    assert info.value.code == 2
    assert "input script" in one_line(capsys.readouterr().err)


@pytest.mark.parametrize("kind", ["fifo", "dev_zero", "folder"])
def test_a_script_that_is_no_file_never_blocks(kind: str, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "script.json"
    if kind == "fifo":
        fifo(path)
    elif kind == "dev_zero":
        dev_zero_link(path)
    else:
        path.mkdir()

    def parse() -> int:
        with pytest.raises(SystemExit) as info:
            cli.parse_or_exit(["--input-script", str(path)])
        return int(info.value.code)

    assert finishes(parse, 10) == 2
    one_line(capsys.readouterr().err)


def test_the_monkeys_scripts_pass_the_check() -> None:
    """The checker refuses nothing the program itself makes (tools and tests use it too)."""
    script = random_script(random.Random(5), 2000)
    assert check_script(json.loads(json.dumps(script))) == sorted(script, key=lambda s: s["frame"])
