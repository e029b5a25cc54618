"""A lesson (the guided first game) is practice: its game never reaches the history or the night,
while the real game it leads to counts as any other."""

from __future__ import annotations

from ui_driver import Driver

from game.core import play_match
from scenes.records.store import RecordStore
from scenes.shell import storage


def finished(game: str) -> dict:
    r = play_match(game, 2, ["easy", "easy"], seed=3)
    r["players"][0].update(name="Ann", seat="human")
    return r


def test_a_lessons_game_is_not_stored_but_the_real_game_after_it_is() -> None:
    d = Driver("tap", ["--tutorial", "take5"])
    try:
        d.run(3)
        assert getattr(d.top, "tutorial", None) is not None  # the lesson is on the table
        d.app.game_ended("take5", finished("take5"))  # as the table says when its game is over
        assert d.app.last_stored is None
        assert RecordStore(storage.data_dir(), writable=False).game_count() == 0
        d.top.tutorial.play_real_game()  # the lesson's way on: a real game with the same seats
        d.app.manager.apply_pending()
        d.run(2)
        assert getattr(d.top, "tutorial", None) is None
        d.app.game_ended("take5", finished("take5"))
        assert d.app.last_stored == 1
        store = RecordStore(storage.data_dir(), writable=False)
        assert store.game_count() == 1 and store.current_night() is not None
    finally:
        d.close()
