"""Saves: a save that cannot be continued, for any reason, is set aside the first time with a
notice, the menu stops offering Continue, and pressing it over and over never ends the program."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from app_runner import run_app, scenes_seen
from hardening_kit import HOSTILE, dev_zero_link, fifo, finishes, good_record

from game.core import Match
from scenes.screens.menu import MenuScene
from scenes.shell.saves import SaveStore

GOOD = good_record()


def odd(**changes: Any) -> bytes:
    return json.dumps({**GOOD, **changes}).encode()


ODD_SAVES: dict[str, bytes] = {
    **HOSTILE,
    "unknown seat kind": odd(players=[{"name": "Ana", "seat": "wizard"}, {"name": "Bo", "seat": "easy"}]),
    "numbers for players": odd(players=[1, 2]),
    "empty players": odd(players=[{}, {}]),
    "a name that is a number": odd(players=[{"name": 5, "seat": "human"}, {"name": "Bo", "seat": "easy"}]),
    "a seat that is a list": odd(players=[{"name": "Ana", "seat": ["human"]}, {"name": "Bo", "seat": "easy"}]),
    "options not an object": odd(options=[1, 2]),
    "an option that is an object": odd(options={"wild_tile": {"a": 1}}),
    "seed an object": odd(seed={"a": 1}),
    "actions not pairs": odd(actions=[[0]]),
    "a player number as text": odd(actions=[["-1", "deal"]]),
    "a bool for a player": odd(actions=[[True, "draw"]]),
    "a 5000-character move": odd(actions=[[0, "place T17 at " + "1" * 5000]]),
    "seventy players": odd(players=[{"name": "x", "seat": "easy"}] * 70),
    "one player too few": odd(players=[{"name": "x", "seat": "easy"}] * 0),
    "deep options": json.dumps({**GOOD, "options": {"wild_tile": True}})[:-1].encode() + b', "x": '
    + b"[" * 100 + b"]" * 100 + b"}",
}


@pytest.mark.parametrize("content", ODD_SAVES.values(), ids=ODD_SAVES.keys())
def test_a_save_that_cannot_be_continued_is_set_aside_at_load(content: bytes, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.path.write_bytes(content)
    assert store.load() == (None, True)
    assert (tmp_path / "autosave.json.bad").read_bytes() == content
    assert store.load() == (None, False)  # the second look finds nothing: the menu stops offering it


@pytest.mark.parametrize("kind", ["folder", "fifo", "dev_zero"])
def test_a_save_path_that_is_no_file_never_blocks(kind: str, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    if kind == "folder":
        store.path.mkdir()
    elif kind == "fifo":
        fifo(store.path)
    else:
        dev_zero_link(store.path)
    assert finishes(store.load, 10) == (None, True)
    assert not store.path.exists() and (tmp_path / "autosave.json.bad").exists()


def test_the_menu_offers_no_continue_for_an_odd_save(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "home" / "data"
    data.mkdir(parents=True)
    (data / "autosave.json").write_bytes(ODD_SAVES["a name that is a number"])
    menus: list[MenuScene] = []
    real_enter = MenuScene.enter

    def enter(self: MenuScene, handover: dict) -> None:
        real_enter(self, handover)
        menus.append(self)

    monkeypatch.setattr(MenuScene, "enter", enter)
    code, lines = run_app(tmp_path, capsys, ["--frames", "4", "--verbose"])
    assert code == 0 and scenes_seen(lines) == ["menu"]
    assert menus[0].saved is None and menus[0].notices == ["menu.notice.bad_save"]
    assert (data / "autosave.json.bad").exists()


def failing_resume(monkeypatch: pytest.MonkeyPatch) -> None:
    """A save that fits the schema and replays, yet fails when continued (a bug, a missing
    asset, a new kind of damage): every `Match.from_record` raises."""
    def from_record(cls: type, record: dict) -> Match:
        raise RuntimeError("this save cannot be continued")

    monkeypatch.setattr(Match, "from_record", classmethod(from_record))


@pytest.mark.parametrize("kiosk", [True, False], ids=["kiosk", "plain"])
def test_continue_that_fails_sets_the_save_aside_once_and_the_table_stays_up(
        kiosk: bool, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "home" / "data"
    data.mkdir(parents=True)
    (data / "autosave.json").write_text(json.dumps(GOOD))
    failing_resume(monkeypatch)
    notices: list[list[str]] = []
    real_enter = MenuScene.enter

    def enter(self: MenuScene, handover: dict) -> None:
        real_enter(self, handover)
        notices.append(list(self.notices))

    monkeypatch.setattr(MenuScene, "enter", enter)
    # Return presses Continue while it is offered (it has the focus); Escape backs out of
    # whatever the presses open once it is gone. Twelve rounds of both.
    script = []
    for k in range(12):
        script += [{"frame": 3 + 30 * k, "type": "key", "key": "return"},
                   {"frame": 18 + 30 * k, "type": "key", "key": "escape"}]
    args = ["--frames", "380", "--verbose", "--seed", "1"] + (["--kiosk", "--idle-seconds", "600"] if kiosk else [])
    code, lines = run_app(tmp_path, capsys, args, script)
    assert code == 3  # a --frames run that met a real fault says so, but it ran to its end
    faults = [line for line in lines if line.startswith("fault: ")]
    assert faults == ["fault: scene change: RuntimeError: this save cannot be continued"]
    assert scenes_seen(lines)[:2] == ["menu", "menu"]  # the game never got as far as showing
    assert notices[1] == ["menu.notice.bad_save"]
    assert not (data / "autosave.json").exists()
    assert json.loads((data / "autosave.json.bad").read_text()) == GOOD
    log = (tmp_path / "home" / "logs" / "tumble-table.log").read_text()
    assert log.count("fault in") == 1  # the half-built scene left without a second error
    assert not any("failed to leave" in line for line in lines)


def test_a_fault_long_after_continue_keeps_the_save(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "home" / "data"
    data.mkdir(parents=True)
    (data / "autosave.json").write_text(json.dumps(GOOD))
    # Continue at frame 2, then a fault at frame 700 (more than 10 s later): that is a bug in
    # the game, not in the save, which stays resumable.
    code, lines = run_app(tmp_path, capsys, ["--frames", "705", "--verbose", "--inject-fault", "700"],
                          [{"frame": 2, "type": "key", "key": "return"}])
    assert code == 0
    assert scenes_seen(lines) == ["menu", "game pyramid_power", "menu"]
    assert (data / "autosave.json").exists() and not (data / "autosave.json.bad").exists()


def test_every_seat_kind_the_program_makes_is_kept(tmp_path: Path) -> None:
    """The schema refuses odd seats, never real ones: a person, every bot level, a phone."""
    from game.core import BOT_LEVELS

    store = SaveStore(tmp_path)
    for kind in ("human", *BOT_LEVELS, "phone"):
        record = {**GOOD, "players": [{"name": "Ana", "seat": kind}, {"name": "Bo", "seat": "easy"}]}
        store.path.write_text(json.dumps(record))
        assert store.load() == (record, False), kind
