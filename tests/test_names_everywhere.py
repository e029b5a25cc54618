"""Names that draw nothing (issue 38, item 4) are checked in one place, scenes/ui/names.py, wherever
a name enters outside the phones: typed in setup, in a `--replay` record, in the autosave that
Continue picks up, and for a saved player. A name of U+FE0F, U+180B, U+200B, a right-to-left
override, NUL or a lone surrogate once faulted the table ("Text has zero width"), lost the save on
Continue, and passed the `--replay` check only to fault in drawing (exit 3)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest
from app_runner import run_app
from hardening_kit import good_record, one_line, run_process
from ui_driver import Driver

from scenes.records.players import check_name
from scenes.screens.menu import MenuScene
from scenes.shell import cli
from scenes.shell.saves import SaveStore
from scenes.table.game_scene import GameScene
from scenes.ui.names import MAX_GRAPHEMES, BadName, clean_name, clean_or, is_clean, typed_name
from scenes.ui.widgets import TextField
from sprites import fonts

BAD: dict[str, str] = {
    "variation selector": "\ufe0f",
    "Mongolian selector": "\u180b",
    "zero width space": "\u200b",
    "right-to-left override": "\u202e",
    "NUL": "\x00",
    "lone surrogate": "\ud800",
}


def bad_names() -> list[Any]:
    """Each bad character alone, three of them, and with letters around it."""
    out = []
    for label, ch in BAD.items():
        out += [pytest.param(ch, id=f"{label}"), pytest.param(ch * 3, id=f"{label} x3"),
                pytest.param(f"{ch}Ana{ch}", id=f"{label} around Ana")]
    return out


# ------------------------------------------------------------------ the checker


@pytest.mark.parametrize("ch", list(BAD.values()), ids=list(BAD))
def test_clean_name_refuses_what_draws_nothing_and_drops_it_from_a_name(ch: str) -> None:
    for nothing in (ch, ch * 5, f" {ch} ", f"{ch}\u200b\ufe0f"):
        with pytest.raises(BadName):
            clean_name(nothing)
        assert not is_clean(nothing)
        assert clean_or(nothing, "Player 1") == "Player 1"
    assert clean_name(f"{ch}Ana{ch} Lee") == "Ana Lee"
    assert not is_clean(f"Ana{ch}")
    assert typed_name(f"{ch}Ana{ch}") == "Ana"
    pygame.font.init()
    assert fonts.text(clean_name(f"Ana{ch}"), 32, (0, 0, 0)).get_width() > 0


def test_clean_name_normalises_and_counts_graphemes() -> None:
    assert clean_name("  Ana \t  Lee ") == "Ana Lee" and is_clean("Ana Lee")
    assert clean_name("A\u0301sa") == "\u00c1sa"  # NFC: one letter with its accent
    assert clean_name("\u0301Bo") == "Bo"  # a mark with nothing to sit on
    long = "e\u0301" * 30
    assert clean_name(long) == "\u00e9" * MAX_GRAPHEMES
    assert clean_name("\u2764\ufe0f Ana") == "\u2764 Ana"  # the emoji stays, its selector goes
    assert clean_name("Þórunn") == "Þórunn" and is_clean("Þórunn")
    for not_text in (None, 5, ["Ana"]):
        with pytest.raises(BadName):
            clean_name(not_text)
    assert typed_name("Ana ") == "Ana "  # a name being typed may end in a space


# ------------------------------------------------------------------ setup


def open_setup(d: Driver) -> Any:
    d.press(lambda w: getattr(w, "game_id", None) == "take5")
    d.run(2)
    assert d.top.name == "setup"
    return d.top


@pytest.mark.parametrize("name", bad_names())
def test_a_bad_name_typed_in_setup_never_faults(name: str, quick_bots: None) -> None:
    d = Driver("keys", ["--seed", "3"])
    try:
        setup = open_setup(d)
        field = next(w for w in setup.ui.widgets if isinstance(w, TextField))
        field.activate()
        field.set("")
        d.send(pygame.event.Event(pygame.TEXTINPUT, text=name))
        d.run(1)
        d.app.manager.draw(d.app.canvas)  # the field shows what was typed
        assert d.top is setup
        field.stop()
        setup.start_now()
        d.run(30)
        game = d.top
        assert isinstance(game, GameScene)
        expected = "Ana" if "Ana" in name else "Player 1"
        assert game.seats[0]["name"] == expected
        d.app.manager.draw(d.app.canvas)
        assert d.app.guard.faults == 0
    finally:
        d.close()


# ------------------------------------------------------------------ records and saves


def record_named(name: str) -> dict[str, Any]:
    record = good_record(game="take5")
    record["players"][0]["name"] = name
    return record


@pytest.mark.parametrize("name", bad_names())
def test_a_replay_record_with_a_bad_name_is_refused_in_one_line(name: str, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record_named(name)))  # a lone surrogate is written as \ud800
    with pytest.raises(cli.UsageError, match=r"players\[0\]\.name is not a name that can be shown"):
        cli.parse(["--replay", str(path)])


@pytest.mark.parametrize("label", ["right-to-left override", "lone surrogate", "variation selector"])
def test_replay_with_a_bad_name_is_exit_2(label: str, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record_named(BAD[label] + "Ana")))
    done = run_process(["--replay", str(path), "--frames", "60"], tmp_path / "home")
    assert done.returncode == 2
    line = one_line(done.stderr)
    assert line.startswith(f"tumble-table: cannot read record {path}: it does not fit: players[0].name")
    assert "\\u" in line or "\\x" in line  # the invisible character is spelled out


@pytest.mark.parametrize("name", bad_names())
def test_an_autosave_with_a_bad_name_is_set_aside(name: str, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.path.write_text(json.dumps(record_named(name)))
    assert store.load() == (None, True)
    assert not store.path.exists() and (tmp_path / "autosave.json.bad").exists()


@pytest.mark.parametrize("label", list(BAD))
def test_continue_never_faults_on_a_save_with_a_bad_name(
        label: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """As reported: a name kept in the autosave faulted again on Continue, and the save was lost
    to the fault. Now the menu sets it aside before offering anything, and says so."""
    data = tmp_path / "home" / "data"
    data.mkdir(parents=True)
    content = json.dumps(record_named(BAD[label]))
    (data / "autosave.json").write_text(content)
    menus: list[MenuScene] = []
    real_enter = MenuScene.enter

    def enter(self: MenuScene, handover: dict) -> None:
        real_enter(self, handover)
        menus.append(self)

    monkeypatch.setattr(MenuScene, "enter", enter)
    script = [{"frame": 3 + 4 * k, "type": "key", "key": "return"} for k in range(3)]  # Continue, if offered
    code, lines = run_app(tmp_path, capsys, ["--frames", "40", "--verbose"], script)
    assert code == 0, lines
    assert not any(line.startswith("fault:") for line in lines), lines
    assert menus[0].saved is None and "menu.notice.bad_save" in menus[0].notices
    assert (data / "autosave.json.bad").read_text() == content  # kept aside, not lost


# ------------------------------------------------------------------ saved players


@pytest.mark.parametrize("ch", list(BAD.values()), ids=list(BAD))
def test_a_saved_player_cannot_be_named_with_nothing_visible(ch: str) -> None:
    assert check_name(ch) is not None
    assert check_name(f"Ana{ch}") is not None
    assert check_name("Ana") is None
