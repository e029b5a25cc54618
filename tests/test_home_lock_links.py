"""The home lock never follows a link (issue 38, item 9): a lock file that is a folder, a dangling
link, a link or a second name of autosave.json, or a FIFO means the lock cannot be had; then the
program saves nothing and deletes nothing (a second copy once deleted the first's autosave), and
the pid is never written through a link (it once truncated the save)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from app_runner import run_app, scenes_seen
from hardening_kit import finishes, good_record

from scenes.screens.menu import MenuScene
from scenes.shell import storage
from scenes.shell.home_lock import LOCK_NAME, HomeLock


def folder(lock: Path, save: Path) -> None:
    lock.mkdir()


def dangling_link(lock: Path, save: Path) -> None:
    lock.symlink_to(lock.parent / "nothing-here")


def link_to_the_save(lock: Path, save: Path) -> None:
    lock.symlink_to(save.name)


def link_to_a_folder(lock: Path, save: Path) -> None:
    (lock.parent / "elsewhere").mkdir()
    lock.symlink_to("elsewhere")


def second_name_of_the_save(lock: Path, save: Path) -> None:
    os.link(save, lock)


def fifo(lock: Path, save: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    os.mkfifo(lock)


ODD: dict[str, Callable[[Path, Path], None]] = {
    "a folder": folder, "a dangling link": dangling_link, "a link to autosave.json": link_to_the_save,
    "a link to a folder": link_to_a_folder, "a second name of autosave.json": second_name_of_the_save,
    "a FIFO": fifo,
}


def home_with_a_save(tmp_path: Path, odd: str) -> tuple[Path, Path, str]:
    data = tmp_path / "home" / "data"
    data.mkdir(parents=True)
    save = data / "autosave.json"
    theirs = json.dumps(good_record(game="take5"))
    save.write_text(theirs)
    ODD[odd](data / LOCK_NAME, save)
    return data, save, theirs


def kind(path: Path) -> tuple[bool, bool, bool]:
    return path.is_symlink(), path.is_dir(), os.path.lexists(path)


@pytest.mark.parametrize("odd", list(ODD))
def test_an_odd_lock_file_means_the_lock_cannot_be_had(odd: str, tmp_path: Path) -> None:
    data, save, theirs = home_with_a_save(tmp_path, odd)
    lock_path = data / LOCK_NAME
    before = kind(lock_path)
    lock = HomeLock(data)
    assert finishes(lock.acquire, 10) is False  # and it never blocks on a FIFO
    assert lock.odd is not None and not lock.held
    lock.release()
    assert save.read_text() == theirs  # no pid written through a link into the save
    assert kind(lock_path) == before  # left as it was


@pytest.mark.parametrize("odd", list(ODD))
def test_a_program_beside_an_odd_lock_saves_nothing_and_deletes_nothing(
        odd: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """As reported: both copies went on without the lock, and the second, playing its own game to
    the end, deleted the first's autosave."""
    data, save, theirs = home_with_a_save(tmp_path, odd)
    (data / "autosave.json.abc123.tmp").write_text('{"format": 1, "ga')  # the first one writing right now
    notices: list[list[str]] = []
    real_enter = MenuScene.enter

    def enter(self: MenuScene, handover: dict) -> None:
        real_enter(self, handover)
        notices.append(list(self.notices))

    monkeypatch.setattr(MenuScene, "enter", enter)
    code, lines = run_app(tmp_path, capsys, ["--game", "pyramid_power", "--players", "2", "--seats",
                                             "easy,easy", "--seed", "2", "--frames", "300",
                                             "--inject-fault", "250", "--verbose"])
    assert code == 0
    assert lines[0].startswith(f"tumble-table: the lock file {data / LOCK_NAME} ")
    assert lines[0].endswith("; this one will not save")
    assert scenes_seen(lines) == ["game pyramid_power", "menu"]
    assert "menu.notice.lock_odd" in notices[0]
    assert save.read_text() == theirs
    assert (data / "autosave.json.abc123.tmp").exists()  # its half-written file is not swept away
    assert not (tmp_path / "home" / "config" / "settings.json").exists()
    assert not storage.saving_paused()  # the run is over: the next may save (tests run several)


def test_a_plain_lock_file_left_behind_is_still_taken(tmp_path: Path) -> None:
    (tmp_path / LOCK_NAME).write_text("12345\n")
    lock = HomeLock(tmp_path)
    assert lock.acquire() and lock.held and lock.odd is None
    assert (tmp_path / LOCK_NAME).read_text() == f"{os.getpid()}\n"
    lock.release()
