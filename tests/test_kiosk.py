"""Kiosk mode: quitting is refused, the secret corners ask first, the cursor hides, idle prompts."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame
import pytest
from app_runner import run_app, scenes_seen

from scenes.shell import cli
from scenes.shell.app import App
from scenes.shell.kiosk import CURSOR_HIDE_AFTER, Kiosk, QuitConfirmScene, SecretExit, corner_of
from scenes.shell.services import Navigator

CORNERS = [(5, 5), (1915, 5), (1915, 1075), (5, 1075)]


def test_quit_escape_and_close_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The window's close button (QUIT) and Escape do nothing; the program is still there when the
    # idle time (1 s = 60 frames) has passed, because the attract mode starts.
    script = [{"frame": 5, "type": "quit"}, {"frame": 8, "type": "key", "key": "escape"}]
    code, lines = run_app(tmp_path, capsys, ["--kiosk", "--idle-seconds", "1", "--frames", "75",
                                             "--verbose", "--seed", "3"], script)
    assert code in (0, 3)  # 3 only if a game scene still being built fails in a demo
    assert "quit: refused (kiosk mode)" in lines
    seen = scenes_seen(lines)
    assert seen[0] == "menu"
    assert seen[1].startswith("attract ")


def test_kiosk_flag_is_not_saved_as_a_setting(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = run_app(tmp_path, capsys, ["--kiosk", "--idle-seconds", "5", "--frames", "2"])
    assert code == 0
    saved = json.loads((tmp_path / "home" / "config" / "settings.json").read_text())
    assert saved["kiosk"] is False and saved["idle_seconds"] == 90


def test_secret_corners_ask_then_quit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script: list[dict[str, Any]] = [{"frame": 4 + 4 * i, "type": "tap", "x": x, "y": y}
                                    for i, (x, y) in enumerate(CORNERS)]
    quit_button = QuitConfirmScene.PANEL.right - 380 + 165, QuitConfirmScene.PANEL.bottom - 150 + 52
    script.append({"frame": 30, "type": "click", "x": quit_button[0], "y": quit_button[1]})
    code, lines = run_app(tmp_path, capsys, ["--kiosk", "--frames", "600", "--verbose"], script)
    assert code == 0
    assert scenes_seen(lines) == ["menu", "kiosk_quit"]
    assert lines[-1] == "quit: confirmed"  # well before frame 600


def test_the_dialog_keeps_running_by_default(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script: list[dict[str, Any]] = [{"frame": 4 + 4 * i, "type": "click", "x": x, "y": y}
                                    for i, (x, y) in enumerate(CORNERS)]
    script.append({"frame": 24, "type": "key", "key": "return"})  # focus is on "Keep running"
    code, lines = run_app(tmp_path, capsys, ["--kiosk", "--frames", "30", "--verbose"], script)
    assert code == 0
    assert scenes_seen(lines) == ["menu", "kiosk_quit", "menu"]
    assert "quit: confirmed" not in lines


def test_corner_gesture_needs_the_order_and_the_time() -> None:
    secret = SecretExit()
    assert [secret.press(p) for p in CORNERS] == [False, False, False, True]
    # Wrong order: top right first, then a press in the middle breaks a started gesture.
    assert not any(secret.press(p) for p in [CORNERS[1], CORNERS[0], (960, 540), *CORNERS[1:]])
    # Too slow: the gesture must finish within the time limit.
    secret.press(CORNERS[0])
    secret.tick(9.0)
    assert not any(secret.press(p) for p in CORNERS[1:])
    # Letterbox bars beyond the canvas count for the nearest corner.
    assert corner_of((-40, -120)) == 0 and corner_of((2000, 1200)) == 2 and corner_of((960, 2)) is None


def fake_app(kiosk: bool) -> Any:
    pushed: list[Any] = []
    manager = SimpleNamespace(stack=[], push=lambda scene, **kw: pushed.append(scene), has_pending=False)
    screens = Navigator(manager, SimpleNamespace())  # type: ignore[arg-type]
    return SimpleNamespace(opts=SimpleNamespace(kiosk=kiosk, verbose=False, idle_seconds=None),
                           settings=SimpleNamespace(kiosk=False, idle_seconds=90), manager=manager,
                           screens=screens, pushed=pushed)


def key_event(key: int, mod: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def test_keyboard_way_out_and_alt_f4() -> None:
    app = fake_app(kiosk=True)
    kiosk = Kiosk(app)
    assert kiosk.raw_event(key_event(pygame.K_F4, pygame.KMOD_LALT))  # swallowed, no dialog
    assert app.pushed == []
    assert not kiosk.raw_event(key_event(pygame.K_q, pygame.KMOD_LCTRL))
    assert kiosk.raw_event(key_event(pygame.K_q, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT))
    assert len(app.pushed) == 1 and isinstance(app.pushed[0], QuitConfirmScene)
    # Outside kiosk mode none of this is intercepted.
    plain = Kiosk(fake_app(kiosk=False))
    assert not plain.raw_event(key_event(pygame.K_q, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT))


def test_settings_cannot_switch_a_running_kiosk_off() -> None:
    app = fake_app(kiosk=True)
    kiosk = Kiosk(app)
    app.settings.kiosk = False
    assert kiosk.active  # only at the next start


def test_cursor_hides_after_three_still_seconds(tmp_path: Path) -> None:
    app = App(cli.parse(["--kiosk", "--frames", "1"]))
    try:
        app.first_scene()
        app.manager.apply_pending()
        steps = int(CURSOR_HIDE_AFTER * 60) + 2
        for _ in range(steps):
            app.step(1 / 60)
        assert not app.kiosk.cursor_visible
        app.handle_pygame_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1),
                                                   buttons=(0, 0, 0)))
        assert app.kiosk.cursor_visible
        menu = app.manager.active
        labels = {getattr(w, "label", "") for w in menu.ui.widgets}
        # A kiosk menu has no Quit and no Settings for visitors (issue 15): the host reaches
        # both through the secret gesture.
        assert "Quit" not in labels and "Settings" not in labels and "How to play" in labels
    finally:
        app.finish()


def test_still_playing_asks_then_starts_over_in_kiosk_mode(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    # Idle 1 s: "Still playing?" after 2 s (frame 120); a key at 150 answers it; the next one
    # comes at 270 and its 3 s countdown ends in the attract mode at 450, the visitor's game gone.
    script = [{"frame": 150, "type": "key", "key": "space"}]
    code, lines = run_app(tmp_path, capsys, ["--kiosk", "--game", "pyramid_power", "--players", "2", "--seats",
                                             "human,easy", "--seed", "2", "--idle-seconds", "1",
                                             "--frames", "470", "--verbose"], script)
    assert code in (0, 3)  # 3 only if a demo's table faults (the attract mode moves on)
    seen = scenes_seen(lines)
    assert seen[:4] == ["game pyramid_power", "still_playing", "game pyramid_power", "still_playing"]
    assert seen[4].startswith("attract "), seen
    assert not (tmp_path / "home" / "data" / "autosave.json").exists()


def test_outside_kiosk_mode_nothing_leaves_a_game_but_a_person(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    # The same idle game as above, ten times as long and without --kiosk: no "Still playing?".
    code, lines = run_app(tmp_path, capsys, ["--game", "pyramid_power", "--players", "2", "--seats",
                                             "human,easy", "--seed", "2", "--idle-seconds", "1",
                                             "--frames", "1200", "--verbose"])
    assert code == 0
    assert scenes_seen(lines) == ["game pyramid_power"]
    assert (tmp_path / "home" / "data" / "autosave.json").exists()


def test_sigterm_stops_even_a_kiosk(tmp_path: Path) -> None:
    """A service manager's stop (SIGTERM) ends the program at once and cleanly, kiosk or not."""
    import os
    import signal
    import subprocess
    import sys
    import time

    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "TUMBLE_TABLE_HOME": str(tmp_path / "term")}
    proc = subprocess.Popen([sys.executable, "-m", "scenes", "--kiosk", "--frames", "10000000"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(2.0)
    proc.send_signal(signal.SIGTERM)
    try:
        _, err = proc.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise AssertionError("SIGTERM was ignored") from None
    assert proc.returncode == 0, err
    assert "Traceback" not in err
