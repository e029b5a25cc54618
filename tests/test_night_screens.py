"""The game-night screens by touch, mouse, keys and pad: tonight's table and the recap, the
players (new, rename, remove with a confirmation), a saved player picked in setup, the history
filtered by player and a game watched again, and a kiosk that offers none of it."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import Driver

from game import GAMES
from game.core import play_match
from scenes.records.night import players_awards, standings
from scenes.records.store import RecordStore
from scenes.shell import storage
from scenes.table.game_scene import GameScene

DEVICES = ("tap", "mouse", "keys", "pad")


class Hands(Driver):
    """The test driver with a mouse too (press and release on a widget's centre)."""

    def __init__(self, device: str, args: list[str]) -> None:
        super().__init__("tap" if device == "mouse" else device, args)
        self.mouse = device == "mouse"

    def tap_at(self, pos: tuple[int, int]) -> None:
        if not self.mouse:
            super().tap_at(pos)
            return
        at = self.app.to_window(pos)
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.send(pygame.event.Event(kind, pos=at, button=1, touch=False))
        self.run(2)


def house(players: tuple[str, ...] = ("Ann", "Bo"), games: int = 4) -> dict[str, int]:
    """A home with saved players and a night of games (one of each game, then again)."""
    store = RecordStore(storage.data_dir(), writable=True)
    ids = {}
    for name in players:
        made = store.add_player(name)
        assert not isinstance(made, str)
        ids[name] = made.id
    for k in range(games):
        game = list(GAMES)[k % len(GAMES)]
        n = 3
        r = play_match(game, n, ["easy"] * n, seed=40 + k)
        for seat, name in enumerate(players[:2]):
            r["players"][seat].update(name=name, seat="human", player=ids[name])
        store.store_game(r, GAMES[game].INFO.lowest_score_wins)
    store.close()
    return ids


def type_name(d: Hands, name: str) -> None:
    """Type a name where a NameEntry waits: the on-screen keys by touch, mouse or pad; a keyboard's
    letters by keys."""
    entry = d.top.entry
    if d.device == "keys":
        assert entry.keyboard is None  # someone at a keyboard gets no keys on screen
        d.send(pygame.event.Event(pygame.TEXTINPUT, text=name))
        d.key(pygame.K_RETURN)
        return
    for ch in name:
        d.press_label(ch.upper(), entry.keyboard.ui)
    d.press_label("Done", entry.keyboard.ui)


def records() -> RecordStore:
    return RecordStore(storage.data_dir(), writable=False)


@pytest.mark.parametrize("device", DEVICES)
def test_tonight_then_end_the_night_and_its_recap(device: str) -> None:
    house()
    d = Hands(device, [])
    try:
        menu = d.top
        assert menu.name == "menu" and menu.tonight is not None  # the menu shows tonight's first places
        expected = standings(records().night_records(records().current_night().id))  # type: ignore[union-attr]
        assert [(r.name, r.points) for r in menu.tonight.rows] == [(r.name, r.points) for r in expected[:3]]
        d.press_label("Tonight")
        assert d.top.name == "night"
        assert [(r.name, r.points, r.games) for r in d.top.rows] == [(r.name, r.points, r.games) for r in expected]
        d.press_label("End the night")
        assert d.top.confirm is not None
        d.press_label("End it", d.top.confirm.ui)
        d.run(2)
        recap = d.top
        assert recap.name == "night" and recap.recap is not None
        assert recap.awards == players_awards(recap.records) and recap.awards  # from the records, never stored
        for award in recap.awards:  # only the saved players hold awards
            assert all("player" in recap.records[g]["players"][s] for g, s in award.holders)
        assert len(recap.records) == 4
        d.press_label("Done")
        d.run(2)
        assert d.top.name == "menu" and d.top.tonight.rows == []  # the night is over
        assert records().current_night() is None
    finally:
        d.close()


@pytest.mark.parametrize("device", DEVICES)
def test_a_player_made_renamed_and_removed(device: str) -> None:
    d = Hands(device, [])
    try:
        d.press_label("Tonight")
        d.press_label("Players")
        assert d.top.name == "players" and d.top.players == []
        d.press_label("New player")
        type_name(d, "Ann")
        assert d.top.entry is None and [p.name for p in d.top.players] == ["Ann"]
        d.press_label("New player")
        type_name(d, "ANN")  # names are compared without case: refused, and it says so
        assert d.top.entry is not None and "already" in d.top.entry.error
        d.key(pygame.K_ESCAPE) if device == "keys" else d.press_label("Done", d.top.entry.keyboard.ui)
        if d.top.entry is not None:
            d.top.entry.on_cancel()
        d.press(lambda w: getattr(w, "player", None) is not None and w.player.name == "Ann")
        assert d.top.name == "player"
        d.press_label("Rename")
        entry = d.top.entry
        entry.value = ""
        type_name(d, "Anna")
        assert d.top.entry is None and d.top.player.name == "Anna"
        d.press_label("Remove")
        assert d.top.confirm is not None and d.top.confirm.ui.focus.label == "Keep"  # the safe answer first
        d.press_label("Remove", d.top.confirm.ui)
        d.run(2)
        assert d.top.name == "players" and d.top.players == []
        assert records().players() == []
    finally:
        d.close()


@pytest.mark.parametrize("device", ("tap", "keys", "pad"))
def test_setup_picks_a_saved_player_and_the_game_counts_for_them(device: str, quick_bots: None) -> None:
    ids = house(("Ann",), games=0)
    d = Hands(device, ["--autoplay", "--seed", "3"])
    try:
        d.press(lambda w: getattr(w, "game_id", None) == "take5")
        d.run(2)
        setup = d.top
        seat = next(w for w in setup.ui.widgets if getattr(w, "compact", False))
        if device == "tap":
            d.tap_at(seat.arrows()[1].center)
        else:
            d.press(lambda w: w is seat)  # Enter / A moves a choice on by one
        assert setup.player_at[0] == ids["Ann"] and setup.names[0] == "Ann"
        assert setup.seats()[0] == {"name": "Ann", "seat": "human", "player": ids["Ann"]}
        d.press_label("Start game")
        d.run(3)
        assert isinstance(d.top, GameScene)
        d.run_until(lambda: d.top.name == "results", 20000, skip_motion=True)
        assert [b.label for b in d.top.ui.widgets][-1] == "Tonight's table"
        assert [g.game for g in records().history(player=ids["Ann"])] == ["take5"]
    finally:
        d.close()


def test_a_typed_saved_name_is_that_player_and_a_player_sits_once() -> None:
    ids = house(("Ann", "Bo"), games=0)
    d = Hands("keys", [])
    try:
        d.press(lambda w: getattr(w, "game_id", None) == "take5")
        d.run(2)
        setup = d.top
        setup.set_seat(1, "human")
        setup.set_name(1, "bo")
        assert setup.seats()[1]["player"] == ids["Bo"] and setup.seats()[1]["name"] == "Bo"
        setup.set_seat(2, f"player:{ids['Ann']}")
        setup.set_seat(3, f"player:{ids['Ann']}")  # Ann moves; she does not sit twice
        assert setup.player_at[2] is None and setup.player_at[3] == ids["Ann"]
    finally:
        d.close()


@pytest.mark.parametrize("device", ("tap", "keys", "pad"))
def test_history_filtered_by_player_and_a_game_watched_again(device: str) -> None:
    ids = house(("Ann", "Bo"), games=3)
    store = RecordStore(storage.data_dir(), writable=True)
    stranger = play_match("take5", 2, ["easy", "easy"], seed=77)
    store.store_game(stranger, True)  # a game of bots only
    store.close()
    d = Hands(device, [])
    try:
        d.press_label("Tonight")
        d.press_label("History")
        history = d.top
        assert history.name == "history" and len(history.games) == 4
        if device == "tap":
            d.tap_at(history.filter.arrows()[1].center)
        else:
            d.press(lambda w: w is history.filter)
        assert history.player == ids["Ann"] and len(history.games) == 3
        assert all(any(s["player"] == ids["Ann"] for s in g.seats) for g in history.games)
        first = history.games[0]
        d.press(lambda w: getattr(w, "game", None) is first)
        d.run(3)
        table = d.top
        assert isinstance(table, GameScene) and table.game_id == first.game
        assert table.replay_queue  # the record's moves, shown one by one
    finally:
        d.close()


def test_a_kiosk_offers_no_saved_players_anywhere() -> None:
    house(("Ann",), games=1)
    d = Hands("tap", ["--kiosk"])
    try:
        menu = d.top
        labels = [getattr(w, "label", None) for w in menu.ui.widgets]
        assert "Tonight" not in labels and menu.tonight is None
        d.press(lambda w: getattr(w, "game_id", None) == "take5")
        d.run(2)
        setup = d.top
        assert setup.saved_players == {}
        seat = next(w for w in setup.ui.widgets if getattr(w, "compact", False))
        assert not any(str(v).startswith("player:") for v, _ in seat.choices)
        assert not any(getattr(w, "label", None) == "Saved players" for w in setup.ui.widgets)
    finally:
        d.close()
