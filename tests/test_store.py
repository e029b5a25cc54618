"""The house's database: migrations, damaged and foreign files, read-only and full disks,
history across restarts, and SIGKILL while games are being stored."""

from __future__ import annotations

import contextlib
import logging
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hardening_kit import small_disk

from game.core import play_match
from scenes.records import migrations
from scenes.records.store import BAD_DB, DB_NAME, NOT_STORED, RecordStore, migrate

ROOT = Path(__file__).resolve().parents[1]


def finished(seed: int = 1, game: str = "take5", n: int = 3) -> dict:
    return play_match(game, n, ["easy"] * n, seed=seed)


def make_v1(folder: Path) -> Path:
    """A database as the first schema made it: players, games without nights, seats."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / DB_NAME
    db = sqlite3.connect(path, isolation_level=None)
    db.execute(f"PRAGMA application_id = {migrations.APPLICATION_ID}")
    db.execute("CREATE TABLE schema_version (version INTEGER PRIMARY KEY, applied REAL NOT NULL)")
    migrate(db, 0, 1.0, upto=1)
    db.execute("INSERT INTO players (name, name_key, colour, emblem, created) VALUES ('Ann', 'ann', 0, 0, 1)")
    r = finished(2)
    import json

    db.execute("INSERT INTO games (ended, game, options, record) VALUES (?, 'take5', '{}', ?)", (100.0, json.dumps(r)))
    for seat, p in enumerate(r["players"]):
        db.execute("INSERT INTO seats VALUES (1, ?, NULL, ?, ?, ?, 1)", (seat, p["name"], p["seat"], r["scores"][seat]))
    db.close()
    return path


def test_an_older_schema_is_migrated_and_keeps_its_games(tmp_path: Path) -> None:
    make_v1(tmp_path)
    store = RecordStore(tmp_path, writable=True)
    versions = [v for (v,) in store.db.execute("SELECT version FROM schema_version ORDER BY version")]  # type: ignore[union-attr]
    assert versions == list(range(1, migrations.LATEST + 1))
    assert [p.name for p in store.players()] == ["Ann"]
    old = store.history()
    assert len(old) == 1 and old[0].night is None and old[0].game == "take5"
    assert store.store_game(finished(3), True) is not None  # v2 things work: nights
    assert store.current_night() is not None and len(store.history()) == 2
    assert store.notices == []


def test_a_fresh_store_is_wal_and_versioned(tmp_path: Path) -> None:
    store = RecordStore(tmp_path, writable=True)
    assert store.db is not None
    assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.db.execute("SELECT MAX(version) FROM schema_version").fetchone()[0] == migrations.LATEST


def test_history_survives_a_restart(tmp_path: Path) -> None:
    store = RecordStore(tmp_path, writable=True)
    ann = store.add_player("Ann")
    assert not isinstance(ann, str)
    r = finished(4)
    r["players"][0].update(name="Ann", seat="human", player=ann.id)
    gid = store.store_game(r, True)
    store.close()
    again = RecordStore(tmp_path, writable=True)
    assert [g.id for g in again.history()] == [gid]
    assert [g.id for g in again.history(player=ann.id)] == [gid]
    assert again.record(gid) == r  # the whole record: it can be watched again


@pytest.mark.parametrize("content", [b"this is no database at all" * 100, b"SQLite format 3\x00" + b"\xff" * 5000],
                         ids=["text", "bad-pages"])
def test_a_damaged_file_is_set_aside_and_a_fresh_one_started(tmp_path: Path, content: bytes,
                                                              caplog: pytest.LogCaptureFixture) -> None:
    tmp_path.mkdir(exist_ok=True)
    (tmp_path / DB_NAME).write_bytes(content)
    with caplog.at_level(logging.WARNING, "tumble_table.records"):
        store = RecordStore(tmp_path, writable=True)
    assert (tmp_path / f"{DB_NAME}.bad").read_bytes() == content
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 1 and "set aside" in lines[0], lines
    assert store.notices == [BAD_DB]
    assert store.store_game(finished(5), True) is not None and len(store.history()) == 1


def test_a_foreign_database_is_set_aside(tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / DB_NAME)
    db.execute("CREATE TABLE recipes (name TEXT)")
    db.execute("INSERT INTO recipes VALUES ('soup')")
    db.commit()
    db.close()
    store = RecordStore(tmp_path, writable=True)
    assert (tmp_path / f"{DB_NAME}.bad").exists() and store.notices == [BAD_DB]
    assert store.add_player("Ann") is not None and len(store.players()) == 1


def test_a_database_from_a_newer_program_is_left_alone(tmp_path: Path) -> None:
    RecordStore(tmp_path, writable=True).close()
    db = sqlite3.connect(tmp_path / DB_NAME, isolation_level=None)
    db.execute("INSERT INTO schema_version VALUES (?, 0)", (migrations.LATEST + 1,))
    db.close()
    before = (tmp_path / DB_NAME).read_bytes()
    store = RecordStore(tmp_path, writable=True)
    assert not store.writable and store.notices == [NOT_STORED]
    assert store.store_game(finished(6), True) is None
    assert not (tmp_path / f"{DB_NAME}.bad").exists()
    store.close()
    assert (tmp_path / DB_NAME).read_bytes() == before


def test_a_read_only_disk_never_stops_the_table(tmp_path: Path) -> None:
    folder = tmp_path / "disk"
    with small_disk(folder, 2048):
        store = RecordStore(folder, writable=True)
        gid = store.store_game(finished(7), True)
        store.close()
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
        notices: list[str] = []
        ro = RecordStore(folder, writable=True, notices=notices)
        assert [g.id for g in ro.history()] == [gid]  # what is there is still shown
        assert ro.store_game(finished(8), True) is None
        assert ro.add_player("Bo") == "players.error.not_stored"
        assert NOT_STORED in notices
        ro.close()


def test_a_read_only_disk_without_a_database(tmp_path: Path) -> None:
    folder = tmp_path / "disk"
    with small_disk(folder, 256):
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
        store = RecordStore(folder, writable=True)
        assert store.notices == [NOT_STORED] and store.history() == [] and store.current_night() is None
        assert store.store_game(finished(9), True) is None


def test_a_full_disk_costs_the_night_not_the_table(tmp_path: Path) -> None:
    folder = tmp_path / "disk"
    with small_disk(folder, 512):
        store = RecordStore(folder, writable=True)
        assert store.store_game(finished(10), True) is not None
        filler = folder / "filler"
        with contextlib.suppress(OSError), open(filler, "wb") as handle:
            while True:
                handle.write(b"\0" * 65536)
                handle.flush()
        stored = [store.store_game(finished(11 + k), True) for k in range(6)]
        assert None in stored and store.failed and NOT_STORED in store.notices
        filler.unlink()  # room again: the next game is stored, and every stored one is whole
        assert store.store_game(finished(20), True) is not None and not store.failed
        assert store.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"  # type: ignore[union-attr]
        for game in store.history():
            assert len(game.seats) == 3


def test_a_game_watched_again_is_not_stored_twice(tmp_path: Path) -> None:
    store = RecordStore(tmp_path, writable=True)
    r = finished(16)
    first = store.store_game(r, True)
    assert store.store_game(dict(r), True) == first and len(store.history()) == 1
    assert store.store_game({**r, "seed": 99}, True) != first  # another game with the same moves is new


def test_a_reader_beside_the_writer(tmp_path: Path) -> None:
    owner = RecordStore(tmp_path, writable=True)
    owner.store_game(finished(12), True)
    other = RecordStore(tmp_path, writable=False)  # the second instance: reads, never writes
    assert len(other.history()) == 1
    assert other.store_game(finished(13), True) is None and other.add_player("Ann") == "players.error.not_stored"
    owner.store_game(finished(14), True)
    assert len(other.history()) == 2  # it sees the owner's games as they come


CHILD = """
import json, sys
from pathlib import Path
from scenes.records.store import RecordStore
record = json.loads(Path(sys.argv[2]).read_text())
store = RecordStore(Path(sys.argv[1]), writable=True)
print("ready", flush=True)
import time
while True:
    record["seed"] = time.time_ns()  # each game its own (the store keeps one copy of a game)
    gid = store.store_game(record, True)
    print(gid, flush=True)
"""


def test_sigkill_while_storing_never_leaves_half_a_game_or_loses_a_finished_one(tmp_path: Path) -> None:
    import json

    record_path = tmp_path / "record.json"
    rec = finished(15, n=5)
    record_path.write_text(json.dumps(rec))
    folder = tmp_path / "home"
    rng = random.Random(35)
    acknowledged: set[int] = set()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    moments = 16
    for k in range(moments):
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(folder), str(record_path)], cwd=ROOT,
                                 stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.0, 0.25) if k else 0.0)  # the first one is killed at once
        child.send_signal(signal.SIGKILL)
        child.wait()
        out = child.stdout.read()  # after the line already read: the same buffered reader
        acknowledged |= {int(x) for x in out.split() if x.strip().isdigit()}
        store = RecordStore(folder, writable=True)
        assert store.notices == [], store.notices  # never damaged by a kill
        db = store.db
        assert db is not None and db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        games = {gid for (gid,) in db.execute("SELECT id FROM games")}
        assert acknowledged <= games  # no finished game is lost
        assert len(games - acknowledged) <= 1  # at most the one stored as it died, and whole:
        for (gid,) in db.execute("SELECT id FROM games"):
            assert db.execute("SELECT COUNT(*) FROM seats WHERE game_id = ?", (gid,)).fetchone()[0] == 5
            assert {**store.record(gid), "seed": 0} == {**rec, "seed": 0}  # type: ignore[dict-item]
        acknowledged = games
        store.close()
    assert len(acknowledged) > moments  # the kills did land while games were being stored


def test_a_fifo_where_the_database_should_be_is_set_aside_at_once(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / DB_NAME)
    store = RecordStore(tmp_path, writable=True)  # never waits for a writer on the FIFO
    assert store.notices == [BAD_DB] and (tmp_path / f"{DB_NAME}.bad").exists()
    assert store.store_game(finished(17), True) is not None


def test_a_folder_where_the_database_should_be_costs_the_night_only(tmp_path: Path) -> None:
    (tmp_path / DB_NAME).mkdir()
    store = RecordStore(tmp_path, writable=True)
    assert store.notices == [NOT_STORED] and store.store_game(finished(18), True) is None


def test_a_night_starts_with_the_first_game_after_six_hours_without_one(tmp_path: Path) -> None:
    now = [1_000_000.0]
    store = RecordStore(tmp_path, writable=True, clock=lambda: now[0])
    first = store.store_game(finished(30), True)
    now[0] += 5 * 3600  # five hours later: the same night
    second = store.store_game(finished(31), True)
    night = store.current_night()
    assert night is not None and store.night_game_ids(night.id) == [first, second]
    now[0] += 6 * 3600 + 60  # six hours and a minute after the last game: tonight is over ...
    assert store.current_night() is None
    third = store.store_game(finished(32), True)  # ... and the next game starts a new one
    new = store.current_night()
    assert new is not None and new.id != night.id and store.night_game_ids(new.id) == [third]
    assert store.night(night.id).ended == 1_000_000.0 + 5 * 3600  # type: ignore[union-attr]


def test_the_players_offered_for_a_seat(tmp_path: Path) -> None:
    from scenes.records.players import offered_players

    store = RecordStore(tmp_path, writable=True)
    store.add_player("Bo")
    store.add_player("ann")
    assert [p.name for p in offered_players(store, kiosk=False)] == ["ann", "Bo"]  # sorted without case
    assert offered_players(store, kiosk=True) == [] and offered_players(None, kiosk=False) == []
