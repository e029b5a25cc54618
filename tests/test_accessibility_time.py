"""Issue 36, time: a person's move never has a time limit, and every banner and note the table
shows for a while can be read again in the log (the history). Only the kiosk's idle time-out is
a clock, and it warns first (tests/test_kiosk.py)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from ui_driver import Driver

from game import GAMES
from scenes.ui import effects


@pytest.mark.parametrize("game", list(GAMES))
def test_a_persons_move_waits_two_minutes_and_more(quick_bots: None, game: str) -> None:
    """The table comes to wait for the person (their move, or their throw of the dice); two
    minutes pass with no input: nothing is played for them, no other screen took over."""
    d = Driver("tap", ["--game", game, "--players", "2", "--seats", "human,easy", "--seed", "3"])
    try:
        scene = d.top
        seen: list[int] = []

        def waiting() -> bool:  # no motion, and no move for a second: the table waits for someone
            seen.append(len(scene.match.record["actions"]))
            return not scene.animator.busy and len(seen) > 60 and len(set(seen[-60:])) == 1

        d.run_until(waiting, 3000, skip_motion=True)
        assert not scene.match.is_over()
        moves = len(scene.match.record["actions"])
        for _ in range(240):  # 120 s in half-second steps
            d.app.step(0.5)
        assert d.top is scene
        assert len(scene.match.record["actions"]) == moves
    finally:
        d.close()


def _shown_and_logged(game: str, enough: int, monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], list[str], Any]:
    """Play bots until `enough` banners or notes were shown; what they said, and the whole log."""
    shown: list[str] = []
    real = effects.Banner.__init__

    def noted(self: Any, title: str, lines: Any = (), *args: Any, **kwargs: Any) -> None:
        shown.extend([title, *(text for text, _ in lines)])
        real(self, title, lines, *args, **kwargs)

    monkeypatch.setattr(effects.Banner, "__init__", noted)
    d = Driver("tap", ["--game", game, "--players", "3", "--seats", "easy,easy,easy", "--seed", "4", "--autoplay"])
    try:
        scene = d.top
        notes: list[str] = []
        for _ in range(30000):
            d.app.step(1 / 60)
            note = getattr(scene, "notice", None)
            if note and getattr(scene, "notice_time", 0) > 0 and (not notes or notes[-1] != note):
                notes.append(note)
            if len(shown) + len(notes) >= enough or d.top is not scene:
                break
        for _ in range(600):  # the log says a step's lines as its motion reaches them
            d.app.step(1 / 60)
        return shown + notes, list(scene.log_lines), scene
    finally:
        d.close()


def re_readable(text: str, log: list[str], names: list[str]) -> bool:
    """Some one log line holds every number and every seat name the shown text holds."""
    numbers = re.findall(r"[+-]?\d+", text)
    who = [n for n in names if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text)]
    return any(all(re.search(rf"(?<!\d){re.escape(x)}(?!\d)", line) for x in numbers)
               and all(n in line for n in who) for line in log)


def test_the_check_fails_for_a_banner_the_log_never_said() -> None:
    log = ["Round 1 of 8: Ada casts the dice", "Basil takes a white 5"]
    assert re_readable("Round 1 of 8", log, ["Ada", "Basil"])
    assert not re_readable("Round 2 of 8", log, ["Ada", "Basil"])
    assert not re_readable("Basil: +7", log, ["Ada", "Basil"])


@pytest.mark.parametrize(("game", "enough"), [("take_it_pyramids", 6), ("take_it_dice", 4), ("pyramid_power", 1)])
def test_every_banner_and_note_can_be_read_again_in_the_log(quick_bots: None, monkeypatch: pytest.MonkeyPatch,
                                                            game: str, enough: int) -> None:
    """Banners (a round's end, a refilled bag, a new round) and notes fade after a few seconds;
    what they said, its numbers and names, is in the log the history shows."""
    shown, log, scene = _shown_and_logged(game, enough, monkeypatch)
    assert len(shown) >= enough, shown
    names = [seat["name"] for seat in scene.seats]
    missing = [text for text in shown if not re_readable(text, log, names)]
    assert not missing, missing
