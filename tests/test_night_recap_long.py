"""A long night's recap shows every game (Earlier / Later by touch, mouse, keys or pad) and every
player's row, however many there are."""

from __future__ import annotations

import pytest
from test_night_screens import DEVICES, Hands

from game import GAMES
from game.core import play_match
from scenes.records.store import RecordStore
from scenes.screens.night import GAMES_SHOWN
from scenes.shell import storage

NAMES = ("Ann", "Bo", "Cy", "Dóra", "Eir", "Finnur", "Gná", "Hó")


def long_night(games: int) -> None:
    """`games` games of Take 5 with eight saved players at five seats, turn about."""
    store = RecordStore(storage.data_dir(), writable=True)
    ids = [store.add_player(n).id for n in NAMES]  # type: ignore[union-attr]
    for k in range(games):
        r = play_match("take5", 5, ["easy"] * 5, seed=k)
        for seat in range(4):
            who = (k + seat) % len(NAMES)
            r["players"][seat].update(name=NAMES[who], seat="human", player=ids[who])
        assert store.store_game(r, GAMES["take5"].INFO.lowest_score_wins) is not None
    store.close()


@pytest.mark.parametrize("device", DEVICES)
def test_every_game_of_a_long_night_is_in_the_recap(device: str) -> None:
    long_night(GAMES_SHOWN + 5)
    d = Hands(device, [])
    try:
        d.app.screens.open("night")
        d.app.manager.apply_pending()
        d.run(2)
        d.press_label("End the night")
        d.press_label("End it", d.top.confirm.ui)
        d.run(2)
        recap = d.top
        assert recap.recap is not None and len(recap.records) == GAMES_SHOWN + 5
        assert len(recap.rows) == len(NAMES)  # everyone has a row
        assert recap.games_from == 5 and recap.earlier.enabled and not recap.later.enabled  # the last games first
        d.press_label("Earlier")
        assert recap.games_from == 0 and not recap.earlier.enabled and recap.later.enabled
        d.app.manager.draw(d.app.canvas)
        d.press_label("Later")
        assert recap.games_from == 5
        d.press_label("Done")
        d.run(2)
        assert d.top.name == "menu"
    finally:
        d.close()


def test_a_short_night_has_no_pages() -> None:
    long_night(3)
    d = Hands("tap", [])
    try:
        d.app.screens.swap("night", recap=d.app.records.end_night())
        d.app.manager.apply_pending()
        d.run(2)
        assert d.top.games_from == 0 and not d.top.earlier.visible and not d.top.later.visible
    finally:
        d.close()
