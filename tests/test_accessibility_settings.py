"""Issue 36: the accessibility settings (text size, colours, reduced motion) and their flags.

They are kept, reachable by touch, keys and pad on the settings page, and in kiosk mode only
through the host's dialog, except text size and reduced motion, which a visitor may change for
their own game from the pause menu and which the attract mode gives back to the host's choice.
The flags choose for one run and are never saved; a wrong value is one line and exit 2.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from app_runner import run_app
from ui_driver import DEVICES, Driver

from scenes.shell import settings as settings_store
from scenes.ui.text import tr
from sprites import fonts, motion_policy, palette


@pytest.fixture(autouse=True)
def normal_looks_after() -> Iterator[None]:
    yield
    palette.use("house")
    fonts.set_text_size("normal")
    motion_policy.set_reduced(False)


def step_on(d: Driver, label: str) -> None:
    """One value on for the row `label`: a finger taps its ▶ arrow, keys and pad activate it."""
    row = next(w for w in d.top.ui.widgets if getattr(w, "label", None) == label)
    if d.device == "tap" and hasattr(row, "arrows"):
        d.tap_at(row.arrows()[1].center)
    else:
        d.press_label(label)


def saved(tmp_path: Path) -> dict[str, object]:
    return json.loads((tmp_path / "home" / "config" / "settings.json").read_text())


@pytest.mark.parametrize(("flag", "value"), [("--text-size", "huge"), ("--palette", "pink"), ("--text-size", "")])
def test_a_wrong_value_is_one_line_and_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                              flag: str, value: str) -> None:
    with pytest.raises(SystemExit) as stop:
        from scenes.shell.cli import parse_or_exit

        parse_or_exit([flag, value])
    assert stop.value.code == 2
    err = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert len(err) == 1 and flag in err[0] and "Traceback" not in err[0]


def test_flags_choose_for_their_run_only(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = run_app(tmp_path, capsys, ["--palette", "high-contrast", "--text-size", "larger",
                                         "--reduced-motion", "--frames", "2"])
    assert code == 0
    assert palette.current() == "high-contrast" and fonts.factor() == 1.5 and motion_policy.reduced()
    kept = saved(tmp_path)
    assert kept["palette"] == "house" and kept["text_size"] == "normal" and kept["reduced_motion"] is False
    code, _ = run_app(tmp_path, capsys, ["--frames", "2"])  # the next run draws as the settings say
    assert palette.current() == "house" and fonts.factor() == 1.0 and not motion_policy.reduced()


def test_a_damaged_value_in_the_file_falls_back(tmp_path: Path) -> None:
    path = settings_store.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"palette": "neon", "text_size": "giant", "reduced_motion": True}))
    loaded, damaged = settings_store.load()
    assert not damaged
    assert loaded.palette == "house" and loaded.text_size == "normal" and loaded.reduced_motion is True


@pytest.mark.parametrize("device", DEVICES)
def test_settings_page_changes_and_keeps_them(tmp_path: Path, quick_bots: None, device: str) -> None:
    d = Driver(device, ["--seed", "2"])
    try:
        d.run(3)
        d.app.screens.open("settings")
        d.run(4)
        step_on(d, tr("settings.palette"))  # one step on: house -> colour-blind
        assert palette.current() == "colour-blind"
        step_on(d, tr("settings.text_size"))  # normal -> large, and the page is laid out again
        assert fonts.factor() == 1.25
        d.press_label(tr("settings.reduced_motion"))
        assert motion_policy.reduced()
        d.press_label(tr("settings.done"))
        kept = saved(tmp_path)
        assert (kept["palette"], kept["text_size"], kept["reduced_motion"]) == ("colour-blind", "large", True)
    finally:
        d.close()
    again = Driver("tap", ["--seed", "2"])  # kept: the next start draws the same way
    try:
        assert palette.current() == "colour-blind" and fonts.factor() == 1.25 and motion_policy.reduced()
    finally:
        again.close()


def test_kiosk_visitor_changes_text_size_for_their_game_only(tmp_path: Path, quick_bots: None) -> None:
    d = Driver("tap", ["--kiosk", "--game", "take5", "--players", "3", "--seats", "human,easy,easy",
                       "--seed", "4"])
    try:
        d.run(10)
        d.app.screens.open("pause", game="take5")
        d.run(3)
        labels = [getattr(w, "label", "") for w in d.top.ui.widgets]
        assert tr("pause.settings") not in labels and tr("pause.display") in labels
        d.press_label(tr("pause.display"))
        visitor = d.top
        assert visitor.name == "settings" and visitor.visitor
        names = {getattr(w, "label", "") for w in visitor.ui.widgets}
        assert names == {tr("settings.text_size"), tr("settings.reduced_motion"), tr("settings.done")}
        step_on(d, tr("settings.text_size"))
        d.press_label(tr("settings.reduced_motion"))
        assert fonts.factor() == 1.25 and motion_policy.reduced()
        d.press_label(tr("settings.done"))
        assert not (tmp_path / "home" / "config" / "settings.json").exists() or \
            saved(tmp_path)["text_size"] == "normal"
        d.app.screens.start_over("attract")  # the idle time-out: the host's choice comes back
        d.run(3)
        assert fonts.factor() == 1.0 and not motion_policy.reduced()
        assert d.app.settings.text_size == "normal"
    finally:
        d.close()


def test_colour_symbols_are_no_longer_a_setting() -> None:
    assert not hasattr(settings_store.Settings(), "colour_symbols")
