"""The shell's side of game nights: opening the store, naming saved players for `--seats
human=Ann`, storing a finished game, and the `--report` / `--new-night` flags for scripts.

The store is written only by the program holding the home lock (see home_lock.py); the reports
only read, so a host's script may ask for them while the table runs.
"""

from __future__ import annotations

import datetime
import json
import sys
from typing import Any

from game import GAMES
from scenes.records.night import player_of, record_places, standings
from scenes.records.players import Player
from scenes.records.store import RecordStore
from scenes.shell import storage


def open_store(notices: list[str], new_night: bool = False, writable: bool | None = None) -> RecordStore:
    """The house's records; written only when this program may write the home. `new_night`
    (the flag) starts a new night at once."""
    if writable is None:
        writable = not storage.saving_paused()
    store = RecordStore(storage.data_dir(), writable, notices)
    if new_night:
        store.new_night()
    return store


def script_only(opts: Any) -> bool:
    """`--report`, or `--new-night` with nothing to play: answered without a window."""
    return bool(opts.report or (opts.new_night and not (opts.game or opts.frames is not None or opts.kiosk)))


def name_seats(app: Any, seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Seats for `--seats human=Ann,…`: a named person seat plays as that saved player, created
    when it is not saved yet (where this program may write). In kiosk mode no seat ever becomes
    a saved player (visitors are guests); the name is only a name there."""
    store: RecordStore = app.records
    out = [dict(s) for s in seats]
    for entry, name in zip(out, app.opts.seat_players or [], strict=False):
        if not name:
            continue
        entry["name"] = name
        if app.kiosk.active:
            continue
        player: Player | str | None = store.player_named(name)
        if player is None:
            player = store.add_player(name)
        if isinstance(player, Player):
            entry["name"], entry["player"] = player.name, player.id
    return out


def store_finished(store: RecordStore | None, game_id: str, record: dict[str, Any], kiosk: bool) -> int | None:
    """Keep a finished game (history, tonight's points). A kiosk's games are kept without any
    saved player: nothing a visitor does reaches them."""
    if store is None or game_id not in GAMES:
        return None
    if kiosk:
        record = {**record, "players": [{k: v for k, v in p.items() if k != "player"} for p in record["players"]]}
    return store.store_game(record, bool(GAMES[game_id].INFO.lowest_score_wins))


def playing_a_lesson(app: Any) -> bool:
    """A lesson's game (the guided first game) is on the table: it is practice with a scripted
    deal, never a game of the night or of the history."""
    return any(getattr(scene, "tutorial", None) is not None for scene in app.manager.stack)


def game_ended(app: Any, game_id: str, record: dict[str, Any]) -> None:
    """A game is over (before its results): `--verbose` says so, `--record` gets the record (a
    full disk costs the record, not the game), and the store keeps it, unless it was a lesson."""
    verbose = app.opts.verbose
    if verbose:
        print(f"game over: {game_id} scores {record.get('scores')} winners {record.get('winners')}",
              file=sys.stderr, flush=True)
    if app.opts.record:
        storage.write_json_quietly(app.opts.record, record)
    lesson = playing_a_lesson(app)
    stored = None if lesson else store_finished(app.records, game_id, record, app.kiosk.active)
    app.last_stored = stored
    if verbose:
        said = f"game {stored}" if stored else "not stored (a lesson)" if lesson else "not stored"
        print(f"stored: {said}", file=sys.stderr, flush=True)


# ------------------------------------------------------------------ --report and --new-night


def _when(timestamp: float | None) -> str | None:
    if timestamp is None:
        return None
    return datetime.datetime.fromtimestamp(timestamp).astimezone().isoformat(timespec="seconds")


def night_report(store: RecordStore) -> dict[str, Any]:
    """Tonight: its start, the games counted, and per player name their points, games and wins."""
    night = store.current_night()
    if night is None:
        return {"started": None, "games": 0, "game_ids": [], "players": {}}
    records = store.night_records(night.id)
    names = {p.id: p.name for p in store.players()}
    table = standings(records, names)
    return {"started": _when(night.started), "games": len(records), "game_ids": store.night_game_ids(night.id),
            "players": {s.name: {"place": s.place, "points": s.points, "games": s.games, "wins": s.wins}
                        for s in table}}


def history_report(store: RecordStore) -> list[dict[str, Any]]:
    """One entry per finished game, oldest first: id, game, options, seats, scores and places."""
    out = []
    for game in reversed(store.history(limit=1_000_000)):
        out.append({"id": game.id, "ended": _when(game.ended), "game": game.game, "options": game.options,
                     "night": game.night,
                     "seats": [{"name": s["name"], "seat": s["kind"], "player": s["player"]} for s in game.seats],
                     "scores": [s["score"] for s in game.seats], "places": [s["place"] for s in game.seats]})
    return out


def players_report(store: RecordStore) -> list[dict[str, Any]]:
    out = []
    for player in store.players():
        records = store.player_records(player.id)
        games = wins = 0
        for record in records:
            seat_places = record_places(record)
            for i, seat in enumerate(record["players"]):
                if player_of(seat) == player.id:
                    games += 1
                    wins += int(len(seat_places) > 1 and seat_places[i] == 1)
        out.append({"id": player.id, "name": player.name, "colour": player.colour, "emblem": player.emblem,
                    "games": games, "wins": wins})
    return out


REPORTS = {"night": night_report, "history": history_report, "players": players_report}


def run_flags(report: str | None, new_night: bool) -> int:
    """`--new-night` and `--report KIND` for scripts: JSON on stdout, exit 0; one line and exit 2
    when a new night cannot be started (another program owns the home, or the disk refuses)."""
    from scenes.shell.home_lock import HomeLock

    notices: list[str] = []
    lock = HomeLock()
    owner = lock.acquire() if new_night else False
    try:
        store = open_store(notices, writable=owner)
        if new_night:
            if not owner:  # the true reason: an odd lock's name, or a program that holds it
                why = (f"the lock file {lock.path} {lock.odd}" if lock.odd is not None
                       else "another Tumble Table is running with this home")
                print(f"tumble-table: {why}; no new night was started", file=sys.stderr)
                return 2
            if store.new_night() is None:
                print(f"tumble-table: cannot start a new night: {store.path} cannot be written", file=sys.stderr)
                return 2
        if report:
            print(json.dumps(REPORTS[report](store), indent=1, ensure_ascii=False))
        store.close()
        return 0
    finally:
        lock.release()
