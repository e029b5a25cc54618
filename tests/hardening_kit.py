"""Shared tools of the hardening tests: bad file contents, a way to run the program as a person
would (a process, with a time limit so a hang fails instead of blocking the suite), and checks
that a refusal is one plain line."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from game.core import Match

ROOT = Path(__file__).resolve().parent.parent


def good_record(moves: int = 3, game: str = "pyramid_power") -> dict[str, Any]:
    """A resumable record (chance has dealt; people are to move)."""
    match = Match(game, 2, players=[{"name": "Ana", "seat": "human"}, {"name": "Bo", "seat": "easy"}],
                  seed=9)
    for _ in range(moves):
        if match.to_act() == (-1,):
            match.chance_step()
    return match.record


def deep(levels: int) -> bytes:
    return ("[" * levels + "]" * levels).encode()


# File contents no part of the program may choke on, whatever the file is meant to be.
HOSTILE: dict[str, bytes] = {
    "nested 5000 lists": deep(5000),
    "nested 3000 objects": ('{"a":' * 3000 + "1" + "}" * 3000).encode(),
    "NaN": b'{"x": NaN}',
    "infinity": b'{"x": 1e999}',
    "5000 digits": b'{"x": ' + b"9" * 5000 + b"}",
    "not utf-8": b'{"x": "\xff\xfe"}',
    "binary": bytes(range(256)),
    "empty": b"",
    "truncated": b'{"format": 1, "ga',
    "a number": b"7",
}


def one_line(err: str) -> str:
    """The single stderr line of a refusal; fails when there are more, or a traceback."""
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    assert "Traceback" not in err, err
    return lines[0]


def run_process(args: list[str], home: Path, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """`tumble-table args` as its own process, headless, with a private home."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "TUMBLE_TABLE_HOME": str(home), "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "scenes", *args], capture_output=True, text=True,
                          env=env, timeout=timeout, cwd=ROOT)


def finishes(fn: Callable[[], Any], seconds: float = 20) -> Any:
    """Run `fn` in a thread; fail (instead of hanging the suite) when it blocks."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = fn()
        except BaseException as exc:
            box["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"{fn} blocked for {seconds} s"
    if "error" in box:
        raise box["error"]
    return box.get("value")


def fifo(path: Path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    os.mkfifo(path)
    return path


def dev_zero_link(path: Path) -> Path:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero on this system")
    path.symlink_to("/dev/zero")
    return path


@contextlib.contextmanager
def small_disk(folder: Path, size_kb: int = 256) -> Iterator[Path]:
    """A real tmpfs of `size_kb` at `folder` (root only); skips the test where mount is refused."""
    folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size_kb}k", "tmpfs", str(folder)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def write_json(path: Path, value: Any) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value))
    return path
