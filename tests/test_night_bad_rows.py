"""Rows read back from the database are checked: a hand-edited row (a name that is a number or
draws nothing, a game nobody knows, options that are a list, a score that is text, a record whose
scores are not what its moves give) is skipped, never a traceback or odd text on a screen, and
the rest of the history stands."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from app_runner import record_drawn
from ui_driver import Driver

from game.core import play_match
from scenes.records.night import standings
from scenes.records.store import DB_NAME, RecordStore
from scenes.shell import game_night, storage
from scenes.ui.text import tr


def house(folder: Path) -> tuple[RecordStore, list[int]]:
    store = RecordStore(folder, writable=True)
    ann = store.add_player("Ann")
    assert not isinstance(ann, str)
    ids = []
    for seed in range(3):
        r = play_match("take5", 3, ["easy"] * 3, seed=seed)
        r["players"][0].update(name="Ann", seat="human", player=ann.id)
        gid = store.store_game(r, True)
        assert gid is not None
        ids.append(gid)
    return store, ids


def edit(folder: Path, sql: str, *args: object) -> None:
    db = sqlite3.connect(folder / DB_NAME, isolation_level=None)
    db.execute(sql, args)
    db.close()


def record_with(change: Callable[[dict], None]) -> Callable[[Path, int], None]:
    def apply(folder: Path, gid: int) -> None:
        db = sqlite3.connect(folder / DB_NAME, isolation_level=None)
        record = json.loads(db.execute("SELECT record FROM games WHERE id = ?", (gid,)).fetchone()[0])
        change(record)
        db.execute("UPDATE games SET record = ? WHERE id = ?", (json.dumps(record), gid))
        db.close()
    return apply


def seat(column: str, value: object) -> Callable[[Path, int], None]:
    return lambda folder, gid: edit(folder, f"UPDATE seats SET {column} = ? WHERE game_id = ? AND seat = 1", value, gid)


def game(column: str, value: object) -> Callable[[Path, int], None]:
    return lambda folder, gid: edit(folder, f"UPDATE games SET {column} = ? WHERE id = ?", value, gid)


HISTORY_EDITS = {
    "a seat name that is bytes": seat("name", b"\xff\xfe"),
    "a seat name that draws nothing": seat("name", "\u200b"),
    "a seat name with a control character": seat("name", "Bo\x07"),
    "an unknown seat kind": seat("kind", "god"),
    "a score that is text": seat("score", "lots"),
    "a place of 0": seat("place", 0),
    "an unknown game": game("game", "chess"),
    "options that are a list": game("options", "[1, 2]"),
    "a time that is text": game("ended", "yesterday"),
}

RECORD_EDITS = {  # and whether a player's page (which does not replay records: too slow) sees it
    "a record that is not JSON": (game("record", "{not json"), True),
    "a record of an unknown game": (record_with(lambda r: r.update(game="chess")), True),
    "a record with a higher score": (record_with(lambda r: r["scores"].__setitem__(0, r["scores"][0] - 30)), True),
    "a record whose name is a number": (record_with(lambda r: r["players"][0].update(name=7)), True),
    "a record without its last moves": (record_with(lambda r: r.update(actions=r["actions"][:-20])), False),
}


@pytest.mark.parametrize("change", HISTORY_EDITS.values(), ids=HISTORY_EDITS.keys())
def test_a_bad_history_row_is_skipped(change: Callable[[Path, int], None], tmp_path: Path) -> None:
    store, ids = house(tmp_path)
    change(tmp_path, ids[1])
    assert [g.id for g in store.history()] == [ids[2], ids[0]]  # the rest stands, newest first
    for g in store.history():
        assert all(isinstance(s["name"], str) and isinstance(s["score"], int) for s in g.seats)


@pytest.mark.parametrize("change, on_the_page", RECORD_EDITS.values(), ids=RECORD_EDITS.keys())
def test_a_bad_record_is_left_out_of_the_night_and_the_players_page(change: Callable[[Path, int], None],
                                                                    on_the_page: bool, tmp_path: Path) -> None:
    store, ids = house(tmp_path)
    night = store.current_night()
    assert night is not None
    whole = store.night_records(night.id)
    change(tmp_path, ids[1])
    left = store.night_records(night.id)
    assert left == [whole[0], whole[2]]  # a made-up score never counts for the night
    assert store.record(ids[1]) is None and store.night_game_ids(night.id) == [ids[0], ids[2]]
    assert [s.games for s in standings(left)] == [2]
    # The page checks a record's scores against its seat rows (a cut record's scores still are).
    assert len(store.player_records(store.players()[0].id)) == (2 if on_the_page else 3)


@pytest.mark.parametrize("name", [b"Bo", "", "\u200b", "A" * 40, "Bo\nBo", " Ann"])
def test_a_bad_player_row_is_skipped(name: object, tmp_path: Path) -> None:
    store, _ = house(tmp_path)
    assert store.add_player("Bo") is not None
    edit(tmp_path, "UPDATE players SET name = ? WHERE name_key = 'bo'", name)
    assert [p.name for p in store.players()] == ["Ann"]


def test_the_screens_and_reports_show_only_good_rows(capsys: pytest.CaptureFixture[str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    folder = storage.data_dir()
    store, ids = house(folder)
    store.close()
    seat("name", "\u202eevil")(folder, ids[0])
    game("game", "chess")(folder, ids[1])
    record_with(lambda r: r["scores"].__setitem__(1, 999))(folder, ids[2])
    d = Driver("tap", [])
    try:
        for name in ("night", "history", "players"):
            d.app.screens.open(name)
            d.app.manager.apply_pending()
            d.run(3)
            d.app.manager.draw(d.app.canvas)  # no traceback drawing what is left
            d.app.screens.close()
            d.app.manager.apply_pending()
        records = d.app.records
        assert [g.id for g in records.history()] == [ids[2]]  # its seat rows are fine ...
        night = records.current_night().id
        assert records.night_game_ids(night) == [ids[0]]  # ... its record is not: only game 1's record counts
        d.app.screens.open("history")
        d.app.manager.apply_pending()
        row = next(w for w in d.top.ui.widgets if type(w).__name__ == "GameRow")
        d.tap_at(row.rect.center)  # a finger asks to watch the damaged game again ...
        d.app.manager.apply_pending()
        history = d.top
        assert history.name == "history" and history.confirm is not None  # ... and is told why not
        drawn = record_drawn(monkeypatch)
        d.app.manager.draw(d.app.canvas)
        assert tr("history.unwatchable_title") in drawn
        d.tap_at(history.confirm.ui.widgets[0].rect.center)  # OK closes it
        assert history.confirm is None and d.top is history
    finally:
        d.close()
    assert game_night.run_flags("history", False) == 0
    assert [g["id"] for g in json.loads(capsys.readouterr().out)] == [ids[2]]
