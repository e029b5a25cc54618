"""The night's points and standings: pure functions of stored game records.

A saved player's seat carries the player's id in the record (`"player": 3` beside its name and
seat). Every finished game counts for the saved players in it: one point for every other seat
(bots and guests included) they finished ahead of, half a point for each seat they tied with.
Places come from the record's final scores, as the results screen shows them. The recap's
awards go to the night's saved players only: bots and guests are seats to beat, not the people
the night is about, so a bot's figure never takes an award (nor hides a player's).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game import GAMES
from game.awards import Award, night_awards


def places(scores: Sequence[int], low_wins: bool) -> list[int]:
    """Competition places (1, 1, 3 …): equal scores share a place."""
    return [1 + sum(1 for t in scores if (t < s if low_wins else t > s)) for s in scores]


def seat_points(seat_places: Sequence[int]) -> list[float]:
    """Per seat: 1 for every other seat it finished ahead of, 0.5 for every seat it tied with."""
    out = []
    for p, mine in enumerate(seat_places):
        total = 0.0
        for q, theirs in enumerate(seat_places):
            if q != p:
                total += 1.0 if mine < theirs else 0.5 if mine == theirs else 0.0
        out.append(total)
    return out


def record_places(record: Mapping[str, Any]) -> list[int]:
    """The places of a finished record's seats, from its scores and its game's scoring way."""
    low = bool(GAMES[str(record["game"])].INFO.lowest_score_wins)
    return places([int(s) for s in record["scores"]], low)


def player_of(seat: Mapping[str, Any]) -> int | None:
    """The saved player's id a seat carries, or None (a bot, a guest, a phone without one)."""
    value = seat.get("player")
    person = seat.get("seat") in ("human", "phone")
    return value if person and isinstance(value, int) and not isinstance(value, bool) else None


@dataclass(frozen=True)
class Standing:
    """One saved player's night: place among the players, points, games played and won."""

    player: int
    name: str
    place: int
    points: float
    games: int
    wins: int


def standings(records: Sequence[Mapping[str, Any]], names: Mapping[int, str] | None = None) -> list[Standing]:
    """The night's table, best first: by points, then wins; equal points and wins share a place.
    `names` gives players' current names (a rename shows at once); else the record's name."""
    points: dict[int, float] = {}
    games: dict[int, int] = {}
    wins: dict[int, int] = {}
    shown: dict[int, str] = {}
    for record in records:
        seats = record["players"]
        seat_places = record_places(record)
        per_seat = seat_points(seat_places)
        for i, seat in enumerate(seats):
            player = player_of(seat)
            if player is None:
                continue
            points[player] = points.get(player, 0.0) + per_seat[i]
            games[player] = games.get(player, 0) + 1
            won = len(seats) > 1 and seat_places[i] == 1  # a solitaire game has no winner
            wins[player] = wins.get(player, 0) + int(won)
            shown[player] = (names or {}).get(player, str(seat.get("name", "")))
    keys = {p: (points[p], wins[p]) for p in points}
    order = sorted(points, key=lambda p: (-points[p], -wins[p], shown[p].casefold(), p))
    return [Standing(p, shown[p], 1 + sum(1 for q in keys if keys[q] > keys[p]), points[p], games[p], wins[p])
            for p in order]


def winners_names(record: Mapping[str, Any]) -> list[str]:
    """The names of a record's winners (place 1), for the recap's list of games."""
    seat_places = record_places(record)
    if len(seat_places) < 2:
        return []
    return [str(record["players"][i]["name"]) for i, p in enumerate(seat_places) if p == 1]


def players_awards(records: Sequence[Mapping[str, Any]]) -> list[Award]:
    """The night's awards among its saved players' seats, read from the records' replays."""

    def saved(game: int, seat: int) -> bool:
        seats = records[game]["players"]
        return 0 <= seat < len(seats) and player_of(seats[seat]) is not None

    return night_awards([dict(r) for r in records], saved)
