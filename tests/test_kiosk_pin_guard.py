"""The kiosk PIN cannot be guessed and cannot be broken (issue 38, items 7 and 8): after five
wrong tries in a row the pad takes no try for a wait that doubles with each further wrong one,
says how long on screen in the player's language, and keeps counting when the dialog is closed
and opened again; and the pad takes ASCII digits only ("²" and other Unicode digits are ignored,
never a fault)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from ui_driver import DEVICES, Driver

from scenes.shell import pin_guard
from scenes.ui.text import set_language

CORNERS = [(5, 5), (1915, 5), (1915, 1075), (5, 1075)]
PIN = "2468"


class Clock:
    """A hand-turned clock for the guard's waits."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    hand = Clock()
    monkeypatch.setattr(pin_guard, "now", hand)
    return hand


@pytest.fixture
def kiosk() -> Iterator[Driver]:
    d = Driver("tap", ["--kiosk", "--seed", "4"])
    d.app.settings.kiosk_pin = int(PIN)
    try:
        yield d
    finally:
        d.close()


def open_pad(d: Driver) -> object:
    if d.top.name == "kiosk_quit":
        d.app.screens.close()
        d.run(2)
    for corner in CORNERS:
        d.tap_at(corner)
    dialog = d.top
    assert dialog.name == "kiosk_quit" and dialog.pad is not None
    return dialog


def try_pin(d: Driver, dialog: object, digits: str) -> None:
    pad = dialog.pad  # type: ignore[attr-defined]
    for digit in digits:
        d.press_label(digit, pad.ui)
    d.press_label("OK", pad.ui)


def shown(d: Driver, dialog: object) -> tuple[str, ...]:
    d.run(1)
    return dialog.pad.notice  # type: ignore[attr-defined]


def test_hundreds_of_wrong_tries_then_the_right_one_keeps_the_door_shut(kiosk: Driver) -> None:
    """As reported: 321 wrong tries, then the right PIN opened the host dialog."""
    d = kiosk
    dialog = open_pad(d)
    pad = dialog.pad  # type: ignore[attr-defined]
    for guess in range(321):
        pad.digits = f"{guess:04d}"
        if pad.digits != PIN:
            pad.submit()
    try_pin(d, dialog, PIN)
    assert d.top is dialog and dialog.pad is not None  # type: ignore[attr-defined]
    assert "Settings" not in {getattr(w, "label", "") for w in dialog.ui.widgets if dialog.pad is None}  # type: ignore[attr-defined]


def test_five_wrong_tries_then_a_growing_wait_shown_on_the_pad(kiosk: Driver, clock: Clock) -> None:
    d = kiosk
    dialog = open_pad(d)
    for _ in range(4):
        try_pin(d, dialog, "1357")
    assert shown(d, dialog) == ()  # four wrong tries: no wait yet
    try_pin(d, dialog, "1357")
    assert shown(d, dialog) == ("Too many wrong tries", "Wait 30 seconds")
    clock.t += 29.2
    assert shown(d, dialog) == ("Too many wrong tries", "Wait 1 second")
    try_pin(d, dialog, PIN)  # the right PIN while the pad says to wait: not taken
    assert dialog.pad is not None  # type: ignore[attr-defined]
    # Closing and opening the dialog again does not start the count over.
    dialog = open_pad(d)
    assert shown(d, dialog) == ("Too many wrong tries", "Wait 1 second")
    clock.t += 1
    assert shown(d, dialog) == ()
    try_pin(d, dialog, "1111")  # the sixth wrong try: twice the wait
    assert shown(d, dialog)[1] == "Wait 60 seconds"
    clock.t += 60
    try_pin(d, dialog, "2222")
    assert shown(d, dialog)[1] == "Wait 120 seconds"
    set_language("is")
    assert shown(d, dialog) == ("Of margar rangar tilraunir", "Bíddu í 120 sekúndur")
    clock.t += 99
    assert shown(d, dialog)[1] == "Bíddu í 21 sekúndu"  # the Icelandic plural rule: 21 is singular
    d.app.manager.draw(d.app.canvas)
    set_language("en")
    clock.t += 21
    try_pin(d, dialog, PIN)  # after the wait the right PIN opens the dialog, and the count starts over
    assert dialog.pad is None  # type: ignore[attr-defined]
    assert pin_guard.guard_for(d.app.services.shell).wrong == 0
    d.press_label("Settings")
    assert d.top.name == "settings"


def test_the_wait_tops_out() -> None:
    guard = pin_guard.PinGuard()
    for _ in range(200):
        guard.refused()
    assert 0 < guard.wait_left() <= pin_guard.LONGEST_WAIT


@pytest.mark.parametrize("device", DEVICES)
def test_the_pad_takes_ascii_digits_only(device: str, kiosk: Driver) -> None:
    d = kiosk
    d.device = device
    dialog = open_pad(d)
    pad = dialog.pad  # type: ignore[attr-defined]
    for _ in range(5):  # five of them once made the kiosk rest after five faults
        for text in ("²", "٣", "５", "½", "⑦", "𝟡"):
            d.send(pygame.event.Event(pygame.TEXTINPUT, text=text))
            d.run(1)
        d.press_label("OK", pad.ui)
    assert d.top is dialog and pad.digits == "" and not pad.wrong
    assert not any(s.name == "rest" for s in d.app.manager.stack)
    d.send(pygame.event.Event(pygame.TEXTINPUT, text="2²"))
    d.send(pygame.event.Event(pygame.TEXTINPUT, text="٣4"))
    d.run(1)
    assert pad.digits == "24"  # the ASCII digits of mixed text count, the others do not
    pad.digits = ""
    d.send(pygame.event.Event(pygame.TEXTINPUT, text=PIN))
    d.run(1)
    d.press_label("OK", pad.ui)
    assert dialog.pad is None  # type: ignore[attr-defined]
