"""Folders: a home that is not a folder, a data folder that is a file, a read-only data folder
holding damaged files. The table starts and plays in every case; what cannot be set aside is
ignored and logged, never a reason to stop."""

from __future__ import annotations

import errno
import json
import os
import tempfile
from pathlib import Path

import pytest
from app_runner import run_app, scenes_seen
from hardening_kit import good_record

from scenes.screens.menu import MenuScene

GAME = ["--game", "pyramid_power", "--players", "2", "--seats", "easy,easy", "--seed", "4"]


def no_traceback(lines: list[str]) -> None:
    assert not any("Traceback" in line or "Logging error" in line for line in lines), lines


@pytest.mark.parametrize("where", ["home is /dev/null", "data is a file", "config is a file"])
def test_a_home_that_is_no_folder(where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    if where == "home is /dev/null":
        monkeypatch.setenv("TUMBLE_TABLE_HOME", os.devnull)
    else:
        home.mkdir()
        (home / where.split()[0]).write_text("not a folder")
    code, lines = run_app(tmp_path, capsys, [*GAME, "--frames", "200", "--verbose", "--inject-fault", "150"])
    assert code == 0
    assert scenes_seen(lines) == ["game pyramid_power", "menu"]
    no_traceback(lines)


def read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The data folder answers like a read-only disk (root ignores file modes, so the disk's
    answers are imitated): nothing can be created, renamed or removed."""
    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    real_open = os.open

    def open_(path: str, flags: int, *args: int) -> int:
        if flags & (os.O_CREAT | os.O_WRONLY | os.O_RDWR):
            refuse()
        return real_open(path, flags, *args)

    monkeypatch.setattr(os, "replace", refuse)
    monkeypatch.setattr(os, "rename", refuse)
    monkeypatch.setattr(os, "unlink", refuse)
    monkeypatch.setattr(os, "open", open_)
    monkeypatch.setattr(tempfile, "mkstemp", refuse)


def test_a_read_only_folder_with_damaged_files(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    data, config = tmp_path / "home" / "data", tmp_path / "home" / "config"
    data.mkdir(parents=True)
    config.mkdir(parents=True)
    bad_save = json.dumps({**good_record(), "players": [{"name": 5, "seat": "x"}] * 2})
    (data / "autosave.json").write_text(bad_save)
    (config / "settings.json").write_bytes(b"[" * 5000)
    menus: list[MenuScene] = []
    real_enter = MenuScene.enter

    def enter(self: MenuScene, handover: dict) -> None:
        real_enter(self, handover)
        menus.append(self)

    monkeypatch.setattr(MenuScene, "enter", enter)
    read_only(monkeypatch)
    for _ in range(2):  # the same at the next start: no restart loop
        script = [{"frame": 3 + 4 * k, "type": "key", "key": "return"} for k in range(5)]
        code, lines = run_app(tmp_path, capsys, ["--frames", "30", "--verbose"], script)
        assert code == 0
        no_traceback(lines)
        assert menus[-1].saved is None  # Continue is not offered for the save it cannot move
        assert "menu.notice.bad_save" in menus[-1].notices
        assert any("could not set" in line and "aside" in line for line in lines)
    monkeypatch.undo()
    assert (data / "autosave.json").read_text() == bad_save  # left where it was
    assert sorted(p.name for p in data.iterdir()) == ["autosave.json"]


def test_a_read_only_folder_while_playing(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    read_only(monkeypatch)
    code, lines = run_app(tmp_path, capsys, [*GAME, "--kiosk", "--frames", "240", "--verbose",
                                             "--inject-fault", "200"])
    assert code == 0
    assert scenes_seen(lines) == ["game pyramid_power", "menu"]
    assert any("could not autosave" in line for line in lines)
    no_traceback(lines)
