"""Autosave and resume: damaged or foreign files are set aside, and a killed game continues exactly."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from app_runner import run_app, scenes_seen

from game import play_match, replay, state_hash
from game.core import Match
from scenes.shell.saves import SaveStore

ROOT = Path(__file__).resolve().parent.parent


def a_record(moves: int = 3) -> dict[str, Any]:
    match = Match("pyramid_power", 2, players=[{"name": "Ana", "seat": "human"},
                                               {"name": "Bo", "seat": "easy"}], seed=9)
    for _ in range(moves):
        if match.to_act() == (-1,):
            match.chance_step()
    return match.record


GOOD = a_record()
BAD_FILES: dict[str, bytes] = {
    "truncated": json.dumps(GOOD).encode()[:-25],
    "empty": b"",
    "binary": bytes(range(256)),
    "a list": b"[1, 2, 3]",
    "foreign json": b'{"hello": "world"}',
    "newer format": json.dumps({**GOOD, "format": 99}).encode(),
    "unknown game": json.dumps({**GOOD, "game": "chess"}).encode(),
    "illegal move": json.dumps({**GOOD, "actions": [*GOOD["actions"], [0, "fly away"]]}).encode(),
    "bad players": json.dumps({**GOOD, "players": "two"}).encode(),
}


@pytest.mark.parametrize("content", BAD_FILES.values(), ids=BAD_FILES.keys())
def test_a_damaged_or_foreign_save_is_set_aside(tmp_path: Path, content: bytes) -> None:
    store = SaveStore(tmp_path)
    store.path.write_bytes(content)
    assert store.load() == (None, True)
    assert not store.path.exists()
    assert (tmp_path / "autosave.json.bad").read_bytes() == content
    store.path.write_bytes(content)  # a second one does not overwrite the first
    store.load()
    assert (tmp_path / "autosave.json.2.bad").exists()


def test_a_good_save_loads_and_a_finished_one_is_dropped(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.write(GOOD)
    assert store.load() == (GOOD, False)
    store.write(play_match("pyramid_power", 2, ["easy", "easy"], seed=1))
    assert store.load() == (None, False)
    assert not store.path.exists() and not list(tmp_path.glob("*.bad"))


def test_leftover_temporary_files_are_swept(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.write(GOOD)
    (tmp_path / "autosave.json.abc123.tmp").write_text('{"format": 1, "ga')  # killed mid-write
    assert store.load() == (GOOD, False)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]


def test_the_menu_starts_and_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "home" / "data"
    config = tmp_path / "home" / "config"
    data.mkdir(parents=True)
    config.mkdir(parents=True)
    (data / "autosave.json").write_bytes(BAD_FILES["truncated"])
    (config / "settings.json").write_text('{"idle_seconds": 1e999}')  # valid JSON, unusable value
    from scenes.shell import cli
    from scenes.shell.app import App

    app = App(cli.parse(["--frames", "1"]))
    try:
        app.first_scene()
        app.manager.apply_pending()
        assert app.manager.active.notices == ["menu.notice.bad_settings", "menu.notice.bad_save"]
        assert app.manager.active.saved is None
    finally:
        app.finish()
    assert (data / "autosave.json.bad").exists() and (config / "settings.json.bad").exists()


def test_kill_mid_game_and_continue_in_the_same_state(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    home = tmp_path / "home"
    save = home / "data" / "autosave.json"
    env = {**os.environ, "TUMBLE_TABLE_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    # Bots play (no human seat); the autosave follows every move while the pieces are moving.
    proc = subprocess.Popen([sys.executable, "-m", "scenes", "--game", "pyramid_power", "--players",
                             "3", "--seats", "easy,easy,medium", "--seed", "11", "--frames", "1000000"],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        moves = 0
        while moves < 12 and time.monotonic() < deadline:
            time.sleep(0.2)
            # Not written yet raises; a half-written file is never seen (writes are atomic).
            with contextlib.suppress(OSError, ValueError, KeyError):
                moves = len(json.loads(save.read_text())["actions"])
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.wait(timeout=10)
    assert proc.returncode == -signal.SIGKILL
    assert moves >= 12, "the game made too few moves before the deadline"
    saved = json.loads(save.read_text())
    expected = state_hash(replay(saved))
    code, lines = run_app(tmp_path, capsys, ["--frames", "5", "--verbose"],
                          [{"frame": 2, "type": "key", "key": "return"}])  # Continue has focus
    assert code == 0
    assert scenes_seen(lines) == ["menu", "game pyramid_power"]
    assert f"resume: pyramid_power {expected}" in lines
