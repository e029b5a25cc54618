"""Tonight's points and standings, and the recap's awards: pure functions of the stored records.

The points rule: a saved player gets one point for every other seat (bots included) they
finished ahead of and half a point for every seat they tied with. Checked against a count made
here seat by seat from the scores, on hand-made records and on a night of all four games.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game import GAME_IDS, GAMES
from game.awards import night_awards
from game.core import game_module, options_from_dict, play_match
from scenes.records.night import places, players_awards, seat_points, standings, winners_names
from scenes.records.store import RecordStore
from scenes.table.rounds import round_points


def record(game: str, scores: list[int], seats: list[tuple[str, str, int | None]]) -> dict[str, Any]:
    """A finished record's outline: (name, seat kind, player id) per seat."""
    players = [{"name": n, "seat": k, **({"player": p} if p is not None else {})} for n, k, p in seats]
    return {"format": 1, "game": game, "options": {}, "players": players, "actions": [], "scores": scores}


def counted(scores: list[int], low: bool, seat: int) -> float:
    """The rule written out once more, straight from the scores (not from places)."""
    mine = scores[seat]
    total = 0.0
    for other, theirs in enumerate(scores):
        if other == seat:
            continue
        ahead = mine < theirs if low else mine > theirs
        total += 1.0 if ahead else 0.5 if mine == theirs else 0.0
    return total


def test_ties_share_half_points_and_bots_count_as_seats() -> None:
    # pyramids: highest wins. Ann and the hard bot tie on top; Bo is last.
    r = record("take_it_pyramids", [30, 30, 12, 20],
               [("Ann", "human", 1), ("Clio", "hard", None), ("Bo", "human", 2), ("Dag", "easy", None)])
    table = {s.name: s for s in standings([r])}
    assert table["Ann"].points == 2.5  # ahead of Bo and Dag, tied with the bot
    assert table["Bo"].points == 0.0
    assert table["Ann"].wins == 1 and table["Bo"].wins == 0
    assert set(table) == {"Ann", "Bo"}  # bots are not players
    assert places([30, 30, 12, 20], False) == [1, 1, 4, 3]
    assert seat_points([1, 1, 4, 3]) == [2.5, 2.5, 0.0, 1.0]


def test_lowest_score_wins_in_take5_and_equal_players_share_a_place() -> None:
    r1 = record("take5", [10, 40, 10], [("Ann", "human", 1), ("Bo", "human", 2), ("Cy", "medium", None)])
    r2 = record("take5", [50, 5, 20], [("Ann", "human", 1), ("Bo", "human", 2), ("Cy", "medium", None)])
    table = standings([r1, r2])
    # Ann: 1.5 + 0 ; Bo: 0 + 2 -> Bo first.
    assert [(s.name, s.points, s.games, s.place) for s in table] == [("Bo", 2.0, 2, 1), ("Ann", 1.5, 2, 2)]
    assert winners_names(r1) == ["Ann", "Cy"]


def test_a_rename_shows_in_the_standings_and_solitaire_counts_a_game_but_no_win() -> None:
    solo = record("pyramid_power", [44], [("Ann", "human", 7)])
    table = standings([solo], names={7: "Annie"})
    assert [(s.name, s.points, s.games, s.wins) for s in table] == [("Annie", 0.0, 1, 0)]


def test_a_seat_that_names_a_player_but_is_a_bot_gets_nothing() -> None:
    r = record("take5", [1, 2], [("Ann", "hard", 1), ("Bo", "human", 2)])
    assert [s.name for s in standings([r])] == ["Bo"]


def play_night(store: RecordStore, ids: dict[str, int]) -> list[dict[str, Any]]:
    """One game of each of the four games, Ann and Bo at the table with bots, stored."""
    stored = []
    for k, game in enumerate(GAME_IDS):
        n = 3 if GAMES[game].MAX_PLAYERS >= 3 else 2
        r = play_match(game, n, ["easy"] * n, seed=100 + k)
        r["players"][0].update(name="Ann", seat="human", player=ids["Ann"])
        r["players"][1].update(name="Bo", seat="human", player=ids["Bo"])
        assert store.store_game(r, GAMES[game].INFO.lowest_score_wins) is not None
        stored.append(r)
    return stored


def test_a_night_across_all_four_games(tmp_path: Path) -> None:
    store = RecordStore(tmp_path, writable=True)
    ann, bo = store.add_player("Ann"), store.add_player("Bo")
    assert not isinstance(ann, str) and not isinstance(bo, str)
    played = play_night(store, {"Ann": ann.id, "Bo": bo.id})
    night = store.current_night()
    assert night is not None
    records = store.night_records(night.id)
    assert [r["game"] for r in records] == list(GAME_IDS)
    table = {s.name: s for s in standings(records)}
    for name, seat in (("Ann", 0), ("Bo", 1)):
        expected = sum(counted(r["scores"], GAMES[r["game"]].INFO.lowest_score_wins, seat) for r in played)
        assert table[name].points == expected
        assert table[name].games == 4
        wins = sum(1 for r in played if seat in r["winners"])
        assert table[name].wins == wins


def test_the_recaps_awards_are_recomputed_from_the_records(tmp_path: Path) -> None:
    store = RecordStore(tmp_path, writable=True)
    ann, bo = store.add_player("Ann"), store.add_player("Bo")
    assert not isinstance(ann, str) and not isinstance(bo, str)
    played = play_night(store, {"Ann": ann.id, "Bo": bo.id})
    awards = {a.award: a for a in night_awards(store.night_records(store.current_night().id))}  # type: ignore[union-attr]
    assert awards == {a.award: a for a in night_awards(played)}  # the stored records give the same facts
    # Take 5's fewest bullheads in a round, counted another way: the round-by-round table.
    take5 = GAME_IDS.index("take5")
    per_round = round_points(played[take5])
    fewest = min(min(row) for row in per_round)
    award = awards["take5.fewest_round"]
    assert award.value == fewest
    assert all(per_round[r][seat] >= fewest for r in range(len(per_round)) for _, seat in award.holders)
    assert {seat for _, seat in award.holders} == {s for row in per_round for s, v in enumerate(row) if v == fewest}
    # Every game gave its awards, each naming a game of the night and a seat at it.
    assert {a.game_id for a in awards.values()} == set(GAME_IDS)
    for a in awards.values():
        for index, seat in a.holders:
            assert played[index]["game"] == a.game_id and 0 <= seat < len(played[index]["players"])


def test_an_award_follows_the_record_not_a_stored_figure() -> None:
    r = play_match("take_it_pyramids", 3, ["easy"] * 3, seed=5)
    before = night_awards([r])
    assert before and before[0].award == "take_it_pyramids.biggest_pot"
    cut = {**r, "actions": r["actions"][: len(r["actions"]) // 2]}
    after = night_awards([cut])
    assert after == [] or after[0].value <= before[0].value


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_game_has_awards_with_words(game: str) -> None:
    from game.awards import awards_module
    from scenes.ui.text import has

    module = awards_module(game)
    assert module is not None and module.AWARDS
    for key in module.AWARDS:
        assert has(f"night.award.{key}"), key


# ------------------------------------------------------------------ every award, counted another way


def states(record: dict[str, Any]) -> list[tuple[int, str, Any, Any]]:
    """(player, action text, state before, state after) for every line of a record."""
    module = game_module(record["game"])
    state = module.new_game(len(record["players"]), options_from_dict(module.Options, record.get("options")))
    out = []
    for player, text in record["actions"]:
        after = module.apply(state, player, module.parse_action(state, player, text)).state
        out.append((player, text, state, after))
        state = after
    return out


def best_per_seat(values: list[tuple[int, int]], most: bool = True) -> dict[int, int]:
    best: dict[int, int] = {}
    for seat, value in values:
        best[seat] = (max if most else min)(best.get(seat, value), value)
    return best


def recount(record: dict[str, Any]) -> dict[str, dict[int, int]]:
    """Each award's figure per seat, worked out without the awards' events: from score changes,
    the round table, the action texts and the core's own scoring of a placement."""
    game = record["game"]
    module = game_module(game)
    lines = states(record)
    if game == "take_it_pyramids":  # a pot taken is the taker's score going up
        gains = [(s, int(b) - int(a)) for _, _, x, y in lines
                 for s, (a, b) in enumerate(zip(module.scores(x), module.scores(y), strict=True)) if b > a]
        return {"take_it_pyramids.biggest_pot": best_per_seat(gains)}
    if game == "take_it_dice":  # the results screen's round table
        rows = round_points(record)
        return {"take_it_dice.best_round": {s: max(r[s] for r in rows) for s in range(len(record["players"]))}}
    if game == "pyramid_power":  # every "place" line is one tile laid; the core scores it
        laid: dict[int, int] = {}
        points = []
        for player, text, before, _ in lines:
            words = text.split()
            if player < 0 or words[0] != "place":
                continue
            laid[player] = laid.get(player, 0) + 1
            x, y = (int(v) for v in words[3].split(","))
            turn = int(words[5]) if len(words) > 5 else 0
            points.append((player, module.placement_score(before, words[1], (x, y), turn)))
        return {"pyramid_power.most_tiles_game": laid, "pyramid_power.best_tile": best_per_seat(points)}
    from game.take5.cards import bullheads

    rows = round_points(record)  # take5: a round's bullheads are the change of the score
    fewest = {s: min(r[s] for r in rows) for s in range(len(record["players"]))}
    heaviest = []  # a row taken is the cards that joined a seat's pile in one step (one a trick)
    for _, _, before, after in lines:
        for seat, (old, new) in enumerate(zip(before.taken, after.taken, strict=True)):
            joined = set(new) - set(old)
            if joined:
                heaviest.append((seat, sum(bullheads(c) for c in joined)))
    return {"take5.fewest_round": fewest, "take5.heaviest_row": best_per_seat(heaviest)}


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("game", GAME_IDS)
def test_every_award_is_the_same_figure_counted_another_way(game: str, seed: int) -> None:
    n = 3
    r = play_match(game, n, ["easy"] * n, seed=200 + seed)
    counted_again = recount(r)
    awards = {a.award: a for a in night_awards([r])}
    for key, per_seat in counted_again.items():
        award = awards[key]
        kind = "fewest" if key == "take5.fewest_round" else "most"
        best = (min if kind == "fewest" else max)(per_seat.values())
        assert award.value == best, key
        assert {seat for _, seat in award.holders} == {s for s, v in per_seat.items() if v == best}, key


def test_bots_never_hold_an_award_and_never_hide_a_players() -> None:
    """The recap is about the night's saved players: a bot's better figure neither wins an award
    nor takes it from the best saved player."""
    r = play_match("take_it_pyramids", 3, ["easy"] * 3, seed=5)
    pots = recount(r)["take_it_pyramids.biggest_pot"]
    bot = max(pots, key=lambda s: pots[s])  # the seat with the biggest pot plays as a bot
    people = [s for s in range(3) if s != bot]
    for s in people:
        r["players"][s].update(name=f"P{s}", seat="human", player=10 + s)
    everyone = night_awards([r])[0]
    assert (0, bot) in everyone.holders  # over all seats the bot holds it ...
    award = players_awards([r])[0]
    assert all(s in people for _, s in award.holders)  # ... but the night's award is a player's
    assert award.value == max(pots[s] for s in people)
    r["players"][people[0]]["seat"] = "easy"  # a seat that names a player but is a bot: not a player
    assert all(s == people[1] for _, s in players_awards([r])[0].holders)
    for seat in r["players"]:
        seat.pop("player", None)
    assert players_awards([r]) == []  # no saved players: no awards
