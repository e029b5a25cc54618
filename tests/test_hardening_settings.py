"""Settings files: whatever is in settings.json, the program starts, sets the file aside once,
says so in the menu, and the next start is clean (no restart loop under a service manager)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from app_runner import run_app, scenes_seen
from hardening_kit import HOSTILE, dev_zero_link, fifo, finishes

from scenes.screens.menu import MenuScene
from scenes.shell import json_files, settings

BAD_SETTINGS: dict[str, bytes] = {
    **HOSTILE,
    "a list": b"[1, 2]",
    "volume as text": b'{"volume": "loud"}',
    "muted as a number": b'{"muted": 1}',
    "idle as an object": b'{"idle_seconds": {"a": 1}}',
    "idle as a huge number": b'{"idle_seconds": 1e300}',
    "speed as null": b'{"speed": null}',
}


@pytest.fixture
def menu_notices(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    seen: list[list[str]] = []
    real_enter = MenuScene.enter

    def enter(self: MenuScene, handover: dict) -> None:
        real_enter(self, handover)
        seen.append(list(self.notices))

    monkeypatch.setattr(MenuScene, "enter", enter)
    return seen


@pytest.mark.parametrize("content", BAD_SETTINGS.values(), ids=BAD_SETTINGS.keys())
def test_bad_settings_are_set_aside_and_the_table_starts(
        content: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        menu_notices: list[list[str]]) -> None:
    config = tmp_path / "home" / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_bytes(content)
    code, lines = run_app(tmp_path, capsys, ["--frames", "3", "--verbose"])
    assert code == 0
    assert scenes_seen(lines) == ["menu"]
    assert not any("Traceback" in line for line in lines), lines
    assert (config / "settings.json.bad").read_bytes() == content
    assert menu_notices == [["menu.notice.bad_settings"]]
    # The next start is clean: the defaults were saved, nothing more is set aside.
    assert json.loads((config / "settings.json").read_text())["volume"] == settings.Settings().volume
    code, lines = run_app(tmp_path, capsys, ["--frames", "2", "--verbose"])
    assert code == 0 and menu_notices[-1] == []
    assert sorted(p.name for p in config.iterdir()) == ["settings.json", "settings.json.bad"]


def test_sane_settings_are_kept(tmp_path: Path) -> None:
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"volume": 5, "speed": 1.4, "muted": True, "idle_seconds": 30,
                                "from_a_newer_version": [1, 2]}))
    loaded, damaged = settings.load()
    assert not damaged
    assert (loaded.volume, loaded.speed, loaded.muted, loaded.idle_seconds) == (1.0, 1.5, True, 30)


@pytest.mark.parametrize("kind", ["folder", "fifo", "dev_zero"])
def test_a_settings_path_that_is_no_file_never_blocks(kind: str, tmp_path: Path) -> None:
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    if kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        fifo(path)
    else:
        dev_zero_link(path)
    loaded, damaged = finishes(settings.load, 10)
    assert damaged and loaded == settings.Settings()
    assert not path.exists() and (path.parent / "settings.json.bad").exists()


def test_the_depth_scan_does_not_recurse() -> None:
    text = "[" * 200_000
    assert json_files.depth_of(text, 64) == 65  # stops early, no RecursionError
    assert json_files.depth_of('["[[[[", {"a": []}]') == 3  # brackets in strings do not count
    with pytest.raises(json_files.Refused, match="deeper than 64"):
        json_files.parse(text.encode())


def test_an_oversized_file_is_refused_without_reading_it(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(json_files, "MAX_BYTES", 1000)
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"volume": 0.5, "pad": "x" * 2000}))
    assert settings.load() == (settings.Settings(), True)
    assert (path.parent / "settings.json.bad").exists()
