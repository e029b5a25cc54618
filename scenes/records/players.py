"""Saved players: a name unique in the house (compared without case), a colour and an emblem,
and what a player's page shows, worked out from the stored records they played in."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scenes.records.night import player_of, record_places
from scenes.ui.names import is_clean

NAME_LIMIT = 16  # as the setup's name field: fits a seat panel and a row of the night's table
EMBLEMS = ("circle", "star", "leaf", "square", "diamond", "triangle")  # sprites.draw.symbol names


@dataclass(frozen=True)
class Player:
    id: int
    name: str
    colour: int  # an index into the piece colours (scenes/screens/player_badge.py)
    emblem: int  # an index into EMBLEMS


def name_key(name: str) -> str:
    """How names are compared: without case, spaces collapsed (Ann, ann and " ANN " are one)."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def check_name(name: str) -> str | None:
    """None for a name a player may have, else why not (a catalog key)."""
    clean = " ".join(name.split())
    if not clean:
        return "players.error.empty"
    if len(clean) > NAME_LIMIT:
        return "players.error.long"
    if any(unicodedata.category(c)[0] == "C" for c in clean) or not is_clean(clean):  # scenes/ui/names.py
        return "players.error.bad"
    return None


@dataclass
class GameLine:
    """A player's figures for one game: games played, won, and their best score."""

    games: int = 0
    wins: int = 0
    best: int | None = None


@dataclass
class PlayerPage:
    games: int = 0
    wins: int = 0
    per_game: dict[str, GameLine] = field(default_factory=dict)


def player_page(records: Sequence[Mapping[str, Any]], player: int, low_wins: Mapping[str, bool]) -> PlayerPage:
    """Games and wins per game and best scores of one player, from the records they sat in."""
    page = PlayerPage()
    for record in records:
        seats = record["players"]
        mine = [i for i, s in enumerate(seats) if player_of(s) == player]
        if not mine:
            continue
        game = str(record["game"])
        line = page.per_game.setdefault(game, GameLine())
        seat_places = record_places(record)
        for seat in mine:
            score = int(record["scores"][seat])
            won = len(seats) > 1 and seat_places[seat] == 1
            line.games += 1
            line.wins += int(won)
            page.games += 1
            page.wins += int(won)
            low = low_wins.get(game, False)
            if line.best is None or (score < line.best if low else score > line.best):
                line.best = score
    return page


def offered_players(store: Any, kiosk: bool) -> list[Player]:
    """The saved players a person may pick for their seat (setup, or a phone when it joins): none
    in kiosk mode, where visitors are guests; none when there is no store."""
    if kiosk or store is None:
        return []
    return list(store.players())
