"""The house's records: saved players, every finished game, the nights, the kiosk's board.

One SQLite database in the data folder (standard library `sqlite3`, WAL, a `schema_version`
table filled by numbered migrations, see migrations.py). A finished game goes in as one
transaction with its whole record, so SIGKILL at any moment leaves it stored whole or not at
all. Only the program holding the home lock writes; another one reads (or has nothing).

Nothing here ever stops the table: a damaged or foreign file is set aside as `*.bad` (one line
in the log) and a fresh database started; a read-only or full disk makes `failed` true and adds
the menu's "the night isn't stored" notice; every method answers something plain.
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import sqlite3
import stat
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from scenes.records import migrations
from scenes.records.checks import fine_game, fine_player, seat_problem, skipped, stored_options, stored_record
from scenes.records.night import places, player_of
from scenes.records.players import Player, check_name, name_key

log = logging.getLogger("tumble_table.records")

DB_NAME = "tumble-table.db"
NIGHT_GAP = 6 * 3600.0  # a game after this long without one starts a new night
HEADER = b"SQLite format 3\x00"
NOT_STORED = "menu.notice.night_not_stored"
BAD_DB = "menu.notice.bad_records"
T = TypeVar("T")


@dataclass(frozen=True)
class StoredGame:
    """One row of the history: the game, when it ended, and its seats as stored."""

    id: int
    ended: float
    game: str
    options: dict[str, Any]
    seats: tuple[dict[str, Any], ...]  # name, kind (human or a bot level), player id, score, place
    night: int | None


@dataclass(frozen=True)
class Night:
    id: int
    started: float
    ended: float | None


class RecordStore:
    """The database, opened once at start-up. `writable`: this program holds the home lock."""

    def __init__(self, folder: Path, writable: bool, notices: list[str] | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        self.path = folder / DB_NAME
        self.writable = writable
        self.notices = notices if notices is not None else []
        self.clock = clock
        self.failed = False  # a write failed (read-only or full disk): the night isn't stored
        self.db: sqlite3.Connection | None = None
        self._open()

    # ------------------------------------------------------------ opening

    def _open(self) -> None:
        if not self.writable:
            self.db = self._open_read_only()
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self._cannot_write(exc)
            return
        for _ in range(2):  # a damaged file is set aside once; the fresh one must then work
            try:
                if self._not_a_file():
                    self._set_aside("is not a regular file")
                    continue
                os.close(os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644))  # writable? (checked by trying)
                if self._damaged_header():
                    self._set_aside("is not a Tumble Table database")
                    continue
                db = self._connect()
                problem = self._ours(db)
                if problem is None:
                    self.db = db
                    return
                db.close()
                if problem == "newer":
                    log.warning("%s was made by a newer Tumble Table; nights are not stored", self.path)
                    self.writable = False
                    self.db = self._open_read_only()
                    self._note(NOT_STORED)
                    return
                self._set_aside(problem)
            except sqlite3.DatabaseError as exc:
                if _is_disk_trouble(exc):
                    self._cannot_write(exc)
                    return
                self._set_aside(f"is damaged ({exc})")
            except OSError as exc:
                self._cannot_write(exc)
                return
        self._cannot_write(OSError("a fresh database could not be started"))

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, isolation_level=None, timeout=2.0)
        db.execute("PRAGMA busy_timeout = 2000")
        return db

    def _open_read_only(self) -> sqlite3.Connection | None:
        """Another program owns the home (or the disk refuses writes): read what is there. On a
        read-only disk a WAL database cannot make its shared-memory file, but nothing can change
        it there either, so it is read as immutable."""
        if not self.path.is_file():
            return None
        for mode in ("ro", "ro&immutable=1"):
            try:
                db = sqlite3.connect(f"file:{self.path}?mode={mode}", uri=True, isolation_level=None, timeout=2.0)
                if db.execute("PRAGMA application_id").fetchone()[0] == migrations.APPLICATION_ID:
                    db.execute("SELECT COUNT(*) FROM games").fetchone()
                    return db
                db.close()
                return None
            except sqlite3.Error:
                continue
        return None

    def _not_a_file(self) -> bool:
        """A FIFO, a device or a socket where the database should be (a folder cannot be moved
        aside safely: it counts as a disk that refuses writes)."""
        try:
            mode = os.stat(self.path).st_mode
        except FileNotFoundError:
            return False
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(self.path))
        return not stat.S_ISREG(mode)

    def _damaged_header(self) -> bool:
        try:
            with open(self.path, "rb") as handle:
                head = handle.read(len(HEADER))
        except FileNotFoundError:
            return False
        return len(head) > 0 and head != HEADER

    def _ours(self, db: sqlite3.Connection) -> str | None:
        """None when the file is ours and up to date (migrating it if older); else why not."""
        if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            return "is damaged (its quick check failed)"
        app_id = db.execute("PRAGMA application_id").fetchone()[0]
        tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if app_id == 0 and not tables:
            db.execute("PRAGMA journal_mode = WAL")
            with _transaction(db):
                db.execute(f"PRAGMA application_id = {migrations.APPLICATION_ID}")
                db.execute("CREATE TABLE schema_version (version INTEGER PRIMARY KEY, applied REAL NOT NULL)")
        elif app_id != migrations.APPLICATION_ID or "schema_version" not in tables:
            return "is not a Tumble Table database"
        version = db.execute("SELECT COALESCE(MAX(version), 0) FROM schema_version").fetchone()[0]
        if version > migrations.LATEST:
            return "newer"
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = FULL")  # a stored game survives a power cut too
        db.execute("PRAGMA foreign_keys = ON")
        migrate(db, version, self.clock())
        return None

    def _set_aside(self, why: str) -> None:
        from scenes.shell import storage

        if self.db is not None:
            self.db.close()
            self.db = None
        try:
            target = storage.set_aside(self.path)
        except FileNotFoundError:
            target = None
        for extra in ("-wal", "-shm"):  # the old file's journal must not meet the fresh one
            with contextlib.suppress(OSError):
                os.unlink(f"{self.path}{extra}")
        log.warning("%s %s; set aside as %s, a fresh one started", self.path, why,
                    target.name if target else "nothing")
        self._note(BAD_DB)

    def _cannot_write(self, exc: BaseException) -> None:
        log.warning("the game-night database %s cannot be written (%s); nights are not stored",
                    self.path, getattr(exc, "strerror", None) or exc)
        self.writable = False
        self.failed = True
        self.db = self._open_read_only()
        self._note(NOT_STORED)

    def _note(self, key: str) -> None:
        if key not in self.notices:
            self.notices.append(key)

    def close(self) -> None:
        if self.db is not None:
            with contextlib.suppress(sqlite3.Error):
                self.db.close()
            self.db = None

    # ------------------------------------------------------------ writing and reading safely

    def _write(self, work: Callable[[sqlite3.Connection], T]) -> T | None:
        """Run `work` in one transaction; None (and the notice) when the disk refuses it."""
        if not self.writable or self.db is None:
            if self.writable or self.failed:
                self._note(NOT_STORED)
            return None
        try:
            with _transaction(self.db):
                result = work(self.db)
        except sqlite3.Error as exc:
            log.warning("could not store to %s (%s); the night isn't stored", self.path, exc)
            self.failed = True
            self._note(NOT_STORED)
            return None
        self.failed = False
        return result

    def _read(self, query: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        if self.db is None:
            return []
        try:
            return self.db.execute(query, args).fetchall()
        except sqlite3.Error as exc:
            log.warning("could not read %s (%s)", self.path, exc)
            return []

    # ------------------------------------------------------------ players

    def players(self) -> list[Player]:
        """The saved players, by name; a row that is not a player as this program writes them
        (a hand-edited name, say) is skipped."""
        rows = self._read("SELECT id, name, colour, emblem FROM players ORDER BY name_key")
        return [Player(*row) for row in rows if fine_player(row)]

    def player_named(self, name: str) -> Player | None:
        rows = self._read("SELECT id, name, colour, emblem FROM players WHERE name_key = ?", (name_key(name),))
        return Player(*rows[0]) if rows and fine_player(rows[0]) else None

    def add_player(self, name: str) -> Player | str:
        """The new player, or why not: a catalog key (`players.error.*`)."""
        problem = check_name(name)
        if problem:
            return problem
        clean = " ".join(name.split())
        if self.player_named(clean) is not None:
            return "players.error.taken"

        def add(db: sqlite3.Connection) -> Player:
            count = db.execute("SELECT COALESCE(MAX(id), 0) FROM players").fetchone()[0]
            colour, emblem = count % 6, (count // 6 + count) % 6
            cur = db.execute("INSERT INTO players (name, name_key, colour, emblem, created) VALUES (?, ?, ?, ?, ?)",
                             (clean, name_key(clean), colour, emblem, self.clock()))
            return Player(int(cur.lastrowid or 0), clean, colour, emblem)

        made = self._write(add)
        return made if made is not None else "players.error.not_stored"

    def rename_player(self, player: int, name: str) -> str | None:
        """None when renamed, else why not (a catalog key)."""
        problem = check_name(name)
        if problem:
            return problem
        clean = " ".join(name.split())
        other = self.player_named(clean)
        if other is not None and other.id != player:
            return "players.error.taken"
        done = self._write(lambda db: db.execute("UPDATE players SET name = ?, name_key = ? WHERE id = ?",
                                                 (clean, name_key(clean), player)).rowcount)
        return None if done else "players.error.not_stored"

    def remove_player(self, player: int) -> bool:
        """Forget a player; the games they played stay in the history under the name they had."""
        return bool(self._write(lambda db: db.execute("DELETE FROM players WHERE id = ?", (player,)).rowcount))

    # ------------------------------------------------------------ games and nights

    def store_game(self, record: dict[str, Any], low_wins: bool) -> int | None:
        """Store a finished game (its record with "scores") in one transaction, in the night it
        belongs to; its id, or None when it could not be stored."""
        now = self.clock()
        scores = [int(s) for s in record["scores"]]
        seat_places = places(scores, low_wins)
        text = json.dumps(record, separators=(",", ":"))
        options = json.dumps(record.get("options") or {}, sort_keys=True)

        def store(db: sqlite3.Connection) -> int:
            same = db.execute("SELECT id FROM games WHERE game = ? AND record = ?", (record["game"], text)).fetchone()
            if same is not None:  # a game watched again from the history ends as it did: not a new game
                return int(same[0])
            night = self._night_for(db, now)
            cur = db.execute("INSERT INTO games (ended, game, options, record, night_id) VALUES (?, ?, ?, ?, ?)",
                             (now, record["game"], options, text, night))
            game_id = int(cur.lastrowid or 0)
            known = {r[0] for r in db.execute("SELECT id FROM players")}
            for seat, entry in enumerate(record["players"]):
                player = player_of(entry)
                db.execute("INSERT INTO seats (game_id, seat, player_id, name, kind, score, place) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?)",
                           (game_id, seat, player if player in known else None, str(entry["name"]),
                            str(entry["seat"]), scores[seat], seat_places[seat]))
            return game_id

        return self._write(store)

    @staticmethod
    def _night_for(db: sqlite3.Connection, now: float) -> int:
        """The open night, unless 6 hours went by without a game: then a new one."""
        row = db.execute("SELECT id, started FROM nights WHERE ended IS NULL ORDER BY id DESC LIMIT 1").fetchone()
        if row is not None:
            last = db.execute("SELECT MAX(ended) FROM games WHERE night_id = ?", (row[0],)).fetchone()[0]
            active = max(row[1], last or 0.0)
            if now - active <= NIGHT_GAP:
                return int(row[0])
            db.execute("UPDATE nights SET ended = ? WHERE id = ?", (active, row[0]))
        return int(db.execute("INSERT INTO nights (started) VALUES (?)", (now,)).lastrowid or 0)

    def current_night(self) -> Night | None:
        """Tonight: the open night, unless it has been 6 hours since its last game."""
        rows = self._read("SELECT n.id, n.started, MAX(g.ended) FROM nights n LEFT JOIN games g ON g.night_id = n.id "
                          "WHERE n.ended IS NULL GROUP BY n.id ORDER BY n.id DESC LIMIT 1")
        if not rows:
            return None
        night, started, last = rows[0]
        if self.clock() - max(started, last or 0.0) > NIGHT_GAP:
            return None
        return Night(night, started, None)

    def new_night(self) -> int | None:
        """End the open night (if any) and start a new one now; its id."""
        now = self.clock()

        def start(db: sqlite3.Connection) -> int:
            db.execute("UPDATE nights SET ended = ? WHERE ended IS NULL", (now,))
            return int(db.execute("INSERT INTO nights (started) VALUES (?)", (now,)).lastrowid or 0)

        return self._write(start)

    def end_night(self) -> int | None:
        """End tonight (for its recap); the night's id, or None when there was none."""
        night = self.current_night()
        if night is None:
            return None
        self._write(lambda db: db.execute("UPDATE nights SET ended = ? WHERE id = ?", (self.clock(), night.id)))
        return night.id

    def night(self, night: int) -> Night | None:
        rows = self._read("SELECT id, started, ended FROM nights WHERE id = ?", (night,))
        return Night(*rows[0]) if rows else None

    def night_records(self, night: int) -> list[dict[str, Any]]:
        """The records of a night's games, in the order they ended."""
        return [record for _, record in self._whole_games("WHERE night_id = ?", (night,))]

    def night_game_ids(self, night: int) -> list[int]:
        return [gid for gid, _ in self._whole_games("WHERE night_id = ?", (night,))]

    def _whole_games(self, where: str, args: tuple[Any, ...], moves: bool = True) -> list[tuple[int, dict[str, Any]]]:
        """(id, record) of the games `where` picks, oldest first: only rows that are fine and whose
        record is whole and of the row's game (a hand-edited row counts nowhere). Without `moves`
        a record is not replayed but its scores must be its seat rows' (both are written at once)."""
        rows = self._read(f"SELECT id, ended, game, options, night_id, record, (SELECT json_group_array(score) "
                          f"FROM (SELECT score FROM seats s WHERE s.game_id = g.id ORDER BY seat)) FROM games g "
                          f"{where} ORDER BY ended, id", args)
        out = []
        for *row, text, seat_scores in rows:
            record = stored_record(text, f"game {row[0]}", moves) if fine_game(tuple(row)) else None
            if record is None:
                continue
            if record["game"] != row[2]:
                skipped(f"game {row[0]}", "its record is of another game")
            elif not moves and json.dumps(record["scores"]) != json.dumps(json.loads(seat_scores or "[]")):
                skipped(f"game {row[0]}", "its record's scores are not its seats'")
            else:
                out.append((int(row[0]), record))
        return out

    # ------------------------------------------------------------ history

    def history(self, player: int | None = None, limit: int = 500) -> list[StoredGame]:
        """Finished games, newest first; only those a player sat in when `player` is given."""
        if player is None:
            rows = self._read("SELECT id, ended, game, options, night_id FROM games ORDER BY ended DESC, id DESC "
                              "LIMIT ?", (limit,))
        else:
            rows = self._read("SELECT g.id, g.ended, g.game, g.options, g.night_id FROM games g WHERE EXISTS "
                              "(SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.player_id = ?) "
                              "ORDER BY g.ended DESC, g.id DESC LIMIT ?", (player, limit))
        rows = [r for r in rows if fine_game(r)]
        seats: dict[int, list[dict[str, Any]]] = {}
        if rows:
            marks = ",".join("?" * len(rows))
            for game_id, _seat, pid, name, kind, score, place in self._read(
                    f"SELECT game_id, seat, player_id, name, kind, score, place FROM seats WHERE game_id IN ({marks}) "
                    "ORDER BY game_id, seat", tuple(r[0] for r in rows)):
                seats.setdefault(game_id, []).append({"name": name, "kind": kind, "player": pid,
                                                      "score": score, "place": place})
        out = []
        for gid, ended, game, options, night in rows:
            mine = seats.get(gid, [])
            problems = [seat_problem(s["name"], s["kind"], s["player"], s["score"], s["place"], len(mine))
                        for s in mine]
            problem = next((p for p in problems if p), None)
            if not mine or problem:
                skipped(f"game {gid}", problem or "it has no seats")
                continue
            out.append(StoredGame(gid, ended, game, stored_options(options) or {}, tuple(mine), night))
        return out

    def record(self, game_id: int) -> dict[str, Any] | None:
        rows = self._read("SELECT record FROM games WHERE id = ?", (game_id,))
        return stored_record(rows[0][0], f"game {game_id}") if rows else None

    def player_records(self, player: int) -> list[dict[str, Any]]:
        """Every stored record a player sat in, oldest first (their page is worked out from these)."""
        where = "WHERE EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.player_id = ?)"
        return [record for _, record in self._whole_games(where, (player,), moves=False)]

    def game_count(self) -> int:
        rows = self._read("SELECT COUNT(*) FROM games")
        return int(rows[0][0]) if rows else 0

    # ------------------------------------------------------------ the kiosk's board of the day

    def add_initials(self, initials: str, game: str, score: int, low_wins: bool) -> bool:
        now = self.clock()
        day = time.strftime("%Y-%m-%d", time.localtime(now))
        return self._write(lambda db: db.execute(
            "INSERT INTO board (day, initials, game, score, low_wins, at) VALUES (?, ?, ?, ?, ?, ?)",
            (day, initials, game, int(score), int(low_wins), now)).rowcount) is not None

    def board(self, limit: int = 8) -> list[tuple[str, str, int]]:
        """Today's best: (initials, game, score), best first within each game."""
        day = time.strftime("%Y-%m-%d", time.localtime(self.clock()))
        rows = self._read("SELECT initials, game, score, low_wins FROM board WHERE day = ? "
                          "ORDER BY game, CASE WHEN low_wins = 1 THEN score ELSE -score END, at", (day,))
        return [(i, g, s) for i, g, s, _ in rows][:limit]

    def clear_board(self) -> bool:
        return self._write(lambda db: db.execute("DELETE FROM board").rowcount) is not None


# ------------------------------------------------------------------ helpers


class _transaction(contextlib.AbstractContextManager["_transaction"]):
    """BEGIN IMMEDIATE … COMMIT, rolled back on any error (the connection is in autocommit)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> _transaction:
        self.db.execute("BEGIN IMMEDIATE")
        return self

    def __exit__(self, kind: Any, exc: Any, tb: Any) -> None:
        if kind is None:
            self.db.execute("COMMIT")
        else:
            with contextlib.suppress(sqlite3.Error):
                self.db.execute("ROLLBACK")


def migrate(db: sqlite3.Connection, version: int, now: float, upto: int = migrations.LATEST) -> None:
    """Run the migrations after `version` up to `upto`, each in its own transaction."""
    for number in range(version + 1, upto + 1):
        with _transaction(db):
            for statement in migrations.MIGRATIONS[number - 1].split(";"):
                if statement.strip():
                    db.execute(statement)
            db.execute("INSERT INTO schema_version (version, applied) VALUES (?, ?)", (number, now))


def _is_disk_trouble(exc: sqlite3.DatabaseError) -> bool:
    """Errors of the disk (read-only, full, no rights), not of the file's contents."""
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and any(
        w in text for w in ("readonly", "read-only", "disk is full", "unable to open", "disk i/o", "locked"))
