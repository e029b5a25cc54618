"""Two instances with one home: the second runs without saving and says so (one line, and a
notice in the menu), so neither deletes the other's autosave or half-written temporary files;
a lock left by a killed program never blocks the next start."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from app_runner import run_app, scenes_seen
from hardening_kit import ROOT, good_record

from scenes.screens.menu import MenuScene
from scenes.shell.home_lock import HomeLock

HOLD = ("import sys; from scenes.shell.home_lock import HomeLock; lock = HomeLock(); "
        "print('held' if lock.acquire() else 'busy', flush=True); sys.stdin.read()")
LINE = "tumble-table: another Tumble Table is running with this home; this one will not save"


def holder(home: Path) -> subprocess.Popen[str]:
    """Another program holding the home's lock (as a running Tumble Table does)."""
    env = {**os.environ, "TUMBLE_TABLE_HOME": str(home), "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-c", HOLD], cwd=ROOT, env=env, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
    return proc


def test_the_second_instance_does_not_touch_the_first_ones_files(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    data = home / "data"
    data.mkdir(parents=True)
    theirs = json.dumps(good_record(game="take5"))
    (data / "autosave.json").write_text(theirs)
    (data / "autosave.json.abc123.tmp").write_text('{"format": 1, "ga')  # being written right now
    notices: list[list[str]] = []
    real_enter = MenuScene.enter

    def enter(self: MenuScene, handover: dict) -> None:
        real_enter(self, handover)
        notices.append(list(self.notices))

    monkeypatch.setattr(MenuScene, "enter", enter)
    first = holder(home)
    try:
        # The second plays a game of its own to the end, then its menu: it saves nothing.
        code, lines = run_app(tmp_path, capsys, ["--game", "pyramid_power", "--players", "2", "--seats",
                                                 "easy,easy", "--seed", "2", "--frames", "300",
                                                 "--inject-fault", "250", "--verbose"])
        assert code == 0
        assert lines[0] == LINE and lines.count(LINE) == 1
        assert scenes_seen(lines) == ["game pyramid_power", "menu"]
        assert "menu.notice.no_saving" in notices[0]
        assert (data / "autosave.json").read_text() == theirs
        assert (data / "autosave.json.abc123.tmp").exists()
        assert not (home / "config" / "settings.json").exists()
    finally:
        first.kill()
        first.wait(timeout=10)


def test_a_stale_lock_from_a_killed_program_does_not_block(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    home = tmp_path / "home"
    first = holder(home)
    os.kill(first.pid, signal.SIGKILL)
    first.wait(timeout=10)
    assert (home / "data" / "tumble-table.lock").exists()  # the file stays; the lock does not
    (home / "data" / "autosave.json.dead.tmp").write_text("half")
    code, lines = run_app(tmp_path, capsys, ["--frames", "3", "--verbose"])
    assert code == 0 and LINE not in lines
    assert not (home / "data" / "autosave.json.dead.tmp").exists()  # its leftovers are swept
    assert (home / "config" / "settings.json").exists()  # and this one saves


def test_the_lock_is_released_when_the_program_ends(tmp_path: Path) -> None:
    first, second = HomeLock(tmp_path), HomeLock(tmp_path)
    assert first.acquire() and not second.acquire()
    first.release()
    assert second.acquire()
    second.release()


def test_two_real_programs(tmp_path: Path) -> None:
    """A kiosk's bots play in one process while a second process starts with the same home."""
    home = tmp_path / "home"
    env = {**os.environ, "TUMBLE_TABLE_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    args = [sys.executable, "-m", "scenes", "--game", "take5", "--players", "3", "--seats",
            "easy,easy,easy", "--seed", "5", "--frames", "1000000"]
    first = subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        save = home / "data" / "autosave.json"
        deadline = time.monotonic() + 30
        while not save.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert save.exists()
        second = subprocess.run([*args[:4], "pyramid_power", "--players", "2", "--seats", "easy,easy",
                                 "--frames", "200"], cwd=ROOT, env=env, capture_output=True, text=True,
                                timeout=60)
        assert second.returncode == 0
        assert LINE in second.stderr.splitlines()
        assert json.loads(save.read_text())["game"] == "take5"  # the first one's game, not the second's
    finally:
        first.send_signal(signal.SIGTERM)
        first.wait(timeout=20)
    assert json.loads(save.read_text())["game"] == "take5"
