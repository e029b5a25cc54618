"""A kiosk visitor's initials: the winner enters three letters by touch (keys and a pad work
too), the attract mode shows the day's best between demos, the host clears it from the kiosk's
host dialog, and nothing a visitor enters reaches the saved players."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from app_runner import record_drawn
from ui_driver import Driver

from game.core import play_match
from scenes.records.store import RecordStore
from scenes.screens.initials import InitialsScene, visitor_won
from scenes.shell import storage


def won_by_a_visitor() -> dict[str, Any]:
    """A finished kiosk game whose one winner is the person's seat."""
    for seed in range(1, 40):
        record = play_match("take5", 2, ["easy", "easy"], seed=seed)
        if len(record["winners"]) == 1:
            winner = record["winners"][0]
            record["players"][winner].update(name="Guest", seat="human")
            return record
    raise AssertionError("no game with one winner")


def store() -> RecordStore:
    return RecordStore(storage.data_dir(), writable=False)


def test_only_a_visitor_who_won_alone_is_asked() -> None:
    record = won_by_a_visitor()
    assert visitor_won(record) == record["winners"][0]
    bots = play_match("take5", 2, ["easy", "easy"], seed=1)
    assert visitor_won(bots) is None  # a bot's win puts no one on the board
    assert visitor_won({**record, "winners": [0, 1]}) is None


@pytest.mark.parametrize("device", ("tap", "keys", "pad"))
def test_a_winning_visitor_puts_three_letters_on_the_days_board(device: str) -> None:
    record = won_by_a_visitor()
    d = Driver(device, ["--kiosk"])
    try:
        d.app.screens.swap("results", record=record, game="take5")
        d.run(2)
        entry = d.top
        assert isinstance(entry, InitialsScene)
        first, second = entry.wheels[0], entry.wheels[1]
        if device == "tap":
            d.tap_at((first.rect.centerx, first.rect.bottom - 30))  # the lower half turns on: B
            d.tap_at((first.rect.centerx, first.rect.bottom - 30))  # C
            d.tap_at((second.rect.centerx, second.rect.y + 30))  # the upper half turns back: Z
        elif device == "keys":
            for key in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP):
                d.key(key)
        else:
            for button in (pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_DPAD_DOWN,
                           pygame.CONTROLLER_BUTTON_DPAD_RIGHT, pygame.CONTROLLER_BUTTON_DPAD_UP):
                d.pad(button)
        assert entry.letters == ["C", "Z", "A"]
        d.press_label("Save")
        d.run(2)
        assert d.top.name == "results"
        seat = record["winners"][0]
        assert store().board() == [("CZA", "take5", record["scores"][seat])]
        assert store().players() == []  # a visitor is a guest: nothing reaches the saved players
    finally:
        d.close()


def test_the_attract_mode_shows_the_board_and_the_host_clears_it(monkeypatch: pytest.MonkeyPatch) -> None:
    writer = RecordStore(storage.data_dir(), writable=True)
    assert writer.add_initials("ZOE", "take5", 12, True) and writer.add_initials("MAX", "take5", 30, True)
    writer.close()
    drawn = record_drawn(monkeypatch)
    d = Driver("tap", ["--kiosk"])
    try:
        d.app.screens.start_over("attract")
        d.run(2)
        attract = d.top
        assert attract.board == [("ZOE", "take5", 12), ("MAX", "take5", 30)]  # the lowest first in Take 5
        attract.inner.finished = True  # between two demos
        d.app.manager.draw(d.app.canvas)
        assert "Today's best" in drawn and any("ZOE" in t for t in drawn)
        d.app.screens.to_menu()
        d.run(2)
        d.app.screens.open("quit_confirm")
        d.run(2)
        dialog = d.top
        assert dialog.clear_board is not None
        d.press(lambda w: w is dialog.clear_board)
        assert store().board() == []
        assert not dialog.clear_board.enabled
    finally:
        d.close()
