"""A full or read-only disk: autosave, settings, records and the crash log all fail to write,
and the table plays on (a kiosk too) without a traceback. Where this machine lets the test mount
a real tmpfs (root), the same is checked on a real full disk and a real read-only one."""

from __future__ import annotations

import errno
import json
import os
import subprocess
from pathlib import Path

import pytest
from app_runner import run_app, scenes_seen
from hardening_kit import good_record, run_process, small_disk

from scenes.shell import crash_guard
from scenes.shell.saves import SaveStore

GAME = ["--game", "pyramid_power", "--players", "2", "--seats", "easy,easy", "--seed", "4"]


def no_traceback(text: str) -> None:
    assert "Traceback" not in text and "Logging error" not in text, text


def disk_full(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every flush to disk answers ENOSPC, and the crash log is /dev/full (which does)."""
    def full(*args: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    if Path("/dev/full").exists():
        monkeypatch.setattr(crash_guard, "log_path", lambda: Path("/dev/full"))


def test_the_crash_log_on_a_full_disk_never_raises(monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    monkeypatch.setattr(crash_guard, "log_path", lambda: Path("/dev/full"))
    try:
        raise ValueError("a fault")
    except ValueError as exc:
        assert crash_guard.write_log(exc, "test") is None  # said it failed, did not raise
    no_traceback(capsys.readouterr().err)


@pytest.mark.parametrize("kiosk", [True, False], ids=["kiosk", "plain"])
def test_a_full_disk_while_playing(kiosk: bool, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    disk_full(monkeypatch)
    record = tmp_path / "record.json"
    args = [*GAME, "--frames", "240", "--verbose", "--inject-fault", "200", "--record", str(record)]
    code, lines = run_app(tmp_path, capsys, args + (["--kiosk"] if kiosk else []))
    assert code == 0
    assert scenes_seen(lines) == ["game pyramid_power", "menu"]
    assert any("could not autosave" in line for line in lines)
    assert any("could not write the record" in line for line in lines)
    no_traceback("\n".join(lines))


def test_flush_on_a_full_disk_does_not_raise(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore(tmp_path)
    disk_full(monkeypatch)
    store._pending = (store.path, "{}")  # a snapshot no worker took: flush writes it itself
    store.flush()
    assert not store.path.exists()


def test_a_real_full_disk(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk", 256) as disk:
        home = disk / "home"
        home.mkdir()
        filler = disk / "filler"
        subprocess.run(["dd", "if=/dev/zero", f"of={filler}", "bs=4k", "count=1000"], capture_output=True)
        done = run_process([*GAME, "--kiosk", "--frames", "240", "--inject-fault", "200"], home, timeout=120)
        assert done.returncode == 0, done.stderr
        no_traceback(done.stderr)


def test_a_real_read_only_disk_with_damaged_files(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk", 256) as disk:
        home = disk / "home"
        (home / "data").mkdir(parents=True)
        (home / "config").mkdir()
        bad_save = json.dumps({**good_record(), "options": [1]})
        (home / "data" / "autosave.json").write_text(bad_save)
        (home / "config" / "settings.json").write_bytes(b"{" * 3000)
        remount = subprocess.run(["mount", "-o", "remount,ro", str(disk)], capture_output=True, text=True)
        if remount.returncode != 0:
            pytest.skip(f"cannot remount read-only: {remount.stderr.strip()}")
        for _ in range(2):
            done = run_process(["--kiosk", "--frames", "60", "--verbose", "--inject-fault", "30"], home)
            assert done.returncode == 0, done.stderr
            no_traceback(done.stderr)
            assert "scene: menu" in done.stderr
        assert (home / "data" / "autosave.json").read_text() == bad_save
        assert sorted(p.name for p in (home / "config").iterdir()) == ["settings.json"]
