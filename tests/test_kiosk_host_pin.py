"""A visitor cannot take the kiosk over (issue 40): a kiosk does not run without a host PIN, which
is chosen twice before anything else and changed only with the old one; kiosk mode switched on
in Settings asks for one first; the kiosk's Fullscreen switch is fixed and says why. By touch,
keys and pad (tests/ui_driver.py)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pygame
import pytest
from app_runner import record_drawn
from ui_driver import DEVICES, Driver

from scenes.shell.host_pin import PinSteps, pin_problem
from scenes.ui.text import tr

CORNERS = [(5, 5), (1915, 5), (1915, 1075), (5, 1075)]


def home() -> Path:
    return Path(os.environ["TUMBLE_TABLE_HOME"])


def kept_settings() -> dict[str, Any]:
    return json.loads((home() / "config" / "settings.json").read_text())


def keep_settings(**values: Any) -> None:
    (home() / "config").mkdir(parents=True, exist_ok=True)
    (home() / "config" / "settings.json").write_text(json.dumps(values))


def person_at(d: Driver) -> None:
    """The run is a person's, not an automated `--frames` run: it is asked for a PIN (kiosk.py)."""
    d.app.opts.frames = None


def type_pin(d: Driver, digits: str) -> None:
    pad = d.top.pad
    for digit in digits:
        d.press_label(digit, pad.ui)
    d.press_label("OK", pad.ui)


def gesture(d: Driver) -> None:
    if d.device == "keys":
        d.key(pygame.K_q, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    else:
        for corner in CORNERS:  # (a pad's host uses a touch for the gesture, as in test_kiosk_lock)
            d.tap_at(corner)


def test_a_new_pin_is_4_to_6_digits_typed_twice_and_a_change_needs_the_old_one() -> None:
    assert pin_problem("123") and pin_problem("1234567") and pin_problem("0123") and pin_problem("12a4")
    assert pin_problem("0000")  # kept as a number, it would be no PIN at all
    assert pin_problem("2468") is None and pin_problem("135790") is None
    steps = PinSteps(0)
    assert steps.step == "new"
    assert steps.enter("2468") is None and steps.step == "again"
    assert steps.enter("2469") == "pin.mismatch" and steps.step == "new"  # both typed again
    assert steps.enter("2468") is None and steps.enter("2468") is None and steps.result == 2468
    change = PinSteps(2468)
    assert change.step == "old"
    assert change.enter("1357") == "kiosk.pin_wrong" and change.step == "old"
    assert change.enter("2468") is None and change.step == "new"
    assert change.enter("1357") is None and change.enter("1357") is None and change.result == 1357


@pytest.mark.parametrize("pin", [12, 999, 1234567, -5])
def test_a_hand_edited_pin_the_pad_could_never_take_is_no_pin(pin: int) -> None:
    """A settings file edited to a PIN outside the rule opens nothing: the kiosk asks its host for
    a new PIN at start, as one without a PIN does."""
    keep_settings(kiosk=True, kiosk_pin=pin)
    d = Driver("tap", ["--seed", "4"])
    try:
        person_at(d)
        d.run(2)
        assert d.app.settings.kiosk_pin == 0
        assert d.top.name == "host_pin" and d.top.first
    finally:
        d.close()


def test_the_settings_pin_range_is_the_pads_rule() -> None:
    from scenes.shell.settings import PINS

    low, high = PINS
    assert pin_problem(str(low)) is None and pin_problem(str(high)) is None
    assert pin_problem(str(low - 1)) and pin_problem(str(high + 1))


@pytest.mark.parametrize("device", DEVICES)
def test_a_kiosk_without_a_pin_asks_for_one_twice_before_anything_else(device: str) -> None:
    d = Driver(device, ["--kiosk", "--idle-seconds", "1", "--seed", "4"])
    try:
        person_at(d)
        d.run(2)
        page = d.top
        assert page.name == "host_pin" and page.first
        assert not page.pad.cancel.visible and page.pad.cancel not in page.pad.ui.widgets  # no way around it
        gesture(d)  # the corners and Ctrl+Shift+Q do nothing meanwhile
        d.key(pygame.K_ESCAPE)
        d.run(200)  # nor does the idle time: no attract mode under it
        assert d.top is page and [s.name for s in d.app.manager.stack] == ["menu", "host_pin"]
        type_pin(d, "246")
        assert page.pad.notice == (tr("pin.rule"),) and page.steps.step == "new"
        type_pin(d, "2468")
        assert page.pad.title == tr("pin.again")
        type_pin(d, "2469")
        assert page.pad.notice == (tr("pin.mismatch"),) and page.pad.title == tr("pin.new")
        assert d.app.settings.kiosk_pin == 0
        type_pin(d, "2468")
        type_pin(d, "2468")
        assert d.app.settings.kiosk_pin == 2468 and d.top.name == "menu"
        assert kept_settings()["kiosk_pin"] == 2468  # kept at once (a power cut does not undo it)
        gesture(d)  # now the host's way in asks for it
        assert d.top.name == "kiosk_quit" and d.top.pad is not None
    finally:
        d.close()


def test_an_automated_frames_run_and_a_kiosk_with_a_pin_are_not_asked() -> None:
    d = Driver("tap", ["--kiosk", "--seed", "4"])  # --frames: nobody at it to type a PIN
    try:
        d.run(5)
        assert d.top.name == "menu"
    finally:
        d.close()
    keep_settings(kiosk_pin=2468)
    d = Driver("tap", ["--kiosk", "--seed", "4"])
    try:
        person_at(d)
        d.run(5)
        assert d.top.name == "menu"
    finally:
        d.close()


@pytest.mark.parametrize("device", DEVICES)
def test_changing_the_pin_needs_the_old_one_then_the_new_one_twice(device: str) -> None:
    keep_settings(kiosk_pin=2468)
    d = Driver(device, ["--kiosk", "--seed", "4"])
    try:
        person_at(d)
        gesture(d)
        type_pin(d, "2468")
        d.press_label("Settings")
        settings = d.top
        assert settings.pin_button.label == tr("settings.pin_set")
        d.press(lambda w: w is settings.pin_button)
        page = d.top
        assert page.name == "host_pin" and page.pad.title == tr("pin.old")
        type_pin(d, "1111")
        assert page.pad.wrong and page.pad.title == tr("pin.old")  # a visitor's guess changes nothing
        type_pin(d, "2468")
        assert page.pad.title == tr("pin.new")
        type_pin(d, "1357")
        type_pin(d, "1357")
        assert d.top is settings and d.app.settings.kiosk_pin == 1357
        assert kept_settings()["kiosk_pin"] == 1357
    finally:
        d.close()


def test_wrong_old_pins_on_the_change_pad_count_towards_the_wait(monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.shell import pin_guard

    clock = [1000.0]
    monkeypatch.setattr(pin_guard, "now", lambda: clock[0])
    keep_settings()
    d = Driver("tap", ["--seed", "4"])  # outside kiosk mode the page is the host's; the PIN still guards
    try:
        d.app.settings.kiosk_pin = 2468
        d.press_label("Settings")
        settings = d.top
        d.press(lambda w: w is settings.pin_button)
        for _ in range(pin_guard.FREE_TRIES):
            type_pin(d, "1111")
        d.run(2)
        assert d.top.pad.notice[0] == tr("kiosk.pin_too_many")
        type_pin(d, "2468")  # not taken while the pad says to wait
        assert d.top.pad.title == tr("pin.old")
        clock[0] += pin_guard.FIRST_WAIT + 1
        d.run(2)
        type_pin(d, "2468")
        assert d.top.pad.title == tr("pin.new")
    finally:
        d.close()


@pytest.mark.parametrize("device", DEVICES)
def test_switching_kiosk_mode_on_asks_for_a_pin_first(device: str) -> None:
    d = Driver(device, ["--seed", "4"])
    try:
        d.press_label("Settings")
        settings = d.top
        assert settings.pin_button.label == tr("settings.pin_none")
        d.press(lambda w: w is settings.kiosk_toggle)
        assert d.top.name == "host_pin" and not d.app.kiosk.active
        d.press_label("Cancel", d.top.pad.ui)
        assert d.top is settings and not d.app.settings.kiosk and not d.app.kiosk.active
        d.press(lambda w: w is settings.kiosk_toggle)
        type_pin(d, "9753")
        type_pin(d, "9753")
        assert d.top is settings and d.app.settings.kiosk and d.app.kiosk.active
        assert d.app.settings.kiosk_pin == 9753 and settings.pin_button.label == tr("settings.pin_set")
    finally:
        d.close()


def test_the_kiosk_fullscreen_switch_is_fixed_and_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    keep_settings(kiosk_pin=2468)
    d = Driver("tap", ["--kiosk", "--seed", "4"])
    try:
        gesture(d)
        type_pin(d, "2468")
        d.press_label("Settings")
        page = d.top
        switch = page.fullscreen
        assert switch.get() and not switch.enabled
        assert page.ui.focus is not switch  # keys and pads start on a row that can change
        before = (d.app.fullscreen, d.app.settings.fullscreen)
        d.tap_at(switch.rect.center)
        assert switch.get() and (d.app.fullscreen, d.app.settings.fullscreen) == before
        drawn = record_drawn(monkeypatch)
        page.draw(d.app.canvas)
        reason = " ".join(drawn)
        assert tr("settings.fullscreen_kiosk").split()[-1] in reason  # the reason is on the page
    finally:
        d.close()
