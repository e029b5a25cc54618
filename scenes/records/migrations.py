"""The store's schema, as numbered migrations: each step takes a database from version k-1 to k.

A new database runs them all; an older one runs only the ones it lacks, each in its own
transaction with its version number, so a program killed half-way leaves the last finished
version. Never edit a published step: add the next one.

1. players, games (with their whole record) and seats (who sat where, scores and places).
2. nights (a game belongs to the night it was played in) and the kiosk's board of guests'
   initials; games stored before it belong to no night.
"""

from __future__ import annotations

APPLICATION_ID = 0x54554D42  # "TUMB": marks the file as ours (PRAGMA application_id)

V1 = """
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    colour INTEGER NOT NULL DEFAULT 0,
    emblem INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL
);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    ended REAL NOT NULL,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    record TEXT NOT NULL
);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    player_id INTEGER REFERENCES players(id) ON DELETE SET NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    score INTEGER NOT NULL,
    place INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_player ON seats(player_id);
CREATE INDEX games_ended ON games(ended);
"""

V2 = """
CREATE TABLE nights (
    id INTEGER PRIMARY KEY,
    started REAL NOT NULL,
    ended REAL
);
ALTER TABLE games ADD COLUMN night_id INTEGER REFERENCES nights(id);
CREATE INDEX games_night ON games(night_id);
CREATE TABLE board (
    id INTEGER PRIMARY KEY,
    day TEXT NOT NULL,
    initials TEXT NOT NULL,
    game TEXT NOT NULL,
    score INTEGER NOT NULL,
    low_wins INTEGER NOT NULL,
    at REAL NOT NULL
);
"""

MIGRATIONS: tuple[str, ...] = (V1, V2)  # MIGRATIONS[k - 1] takes version k-1 to k
LATEST = len(MIGRATIONS)
