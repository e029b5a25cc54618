"""Issue 15: the game log is a 32 px strip that wraps (never "…"), and the table-side history
opens from it and scrolls by touch, mouse wheel, keys and gamepad, in every game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.shell import cli
from scenes.shell.app import App
from scenes.table import history as history_mod
from scenes.table.game_scene import GameScene
from scenes.table.log_strip import LINE, SIZE, fitting
from scenes.ui import theme
from sprites import fonts


class Table:
    """The real app stepped by hand, with real pygame input events posted to it."""

    def __init__(self, home: Path, monkeypatch: Any, args: list[str]) -> None:
        monkeypatch.setenv("TUMBLE_TABLE_HOME", str(home))
        self.app = App(cli.parse_or_exit([*args, "--frames", "100000"]))
        self.app.first_scene()
        self.app.manager.apply_pending()

    @property
    def scene(self) -> GameScene:
        scene = self.app.manager.active
        assert isinstance(scene, GameScene)
        return scene

    def run(self, frames: int) -> None:
        for _ in range(frames):
            for event in pygame.event.get():
                self.app.handle_pygame_event(event)
            self.app.step(theme.STEP)
            self.app.manager.draw(self.app.canvas)

    def finger(self, kind: int, pos: tuple[float, float]) -> None:
        x, y = self.app.to_window(pos)
        w, h = self.app.window.get_size()
        pygame.event.post(pygame.event.Event(kind, touch_id=1, finger_id=1, x=x / w, y=y / h,
                                             dx=0.0, dy=0.0, pressure=1.0))
        self.run(1)

    def key(self, key: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
        self.run(1)

    def pad(self, button: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=button))
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=button))
        self.run(1)

    def wheel(self, dy: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False,
                                             precise_x=0.0, precise_y=float(dy)))
        self.run(1)


@pytest.fixture
def table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, quick_bots: None):
    made: list[Table] = []

    def make(*args: str) -> Table:
        t = Table(tmp_path, monkeypatch, list(args))
        made.append(t)
        return t

    yield make
    for t in made:
        t.app.finish()


def play_until_log(t: Table, rows: int, limit: int = 6000) -> None:
    """Bots play (motion skipped by the scene's own skip) until the history has `rows` rows."""
    for _ in range(limit // 20):
        t.run(20)
        t.scene.animator.skip()
        h = t.scene.history
        if len(h.rows()) >= rows:
            return
    raise AssertionError(f"the log never grew to {rows} rows")


GAMES = [("take_it_pyramids", "easy,easy,easy"), ("take5", "easy,easy,easy"),
         ("take_it_dice", "easy,easy"), ("pyramid_power", "easy,easy,easy,easy")]


@pytest.mark.parametrize("game, seats", GAMES)
def test_a_tap_on_the_log_strip_opens_the_history_and_a_drag_scrolls_it(table: Any, game: str, seats: str) -> None:
    t = table("--game", game, "--seats", seats, "--players", str(len(seats.split(","))), "--seed", "3",
              "--autoplay")
    play_until_log(t, 23)
    h = t.scene.history
    strip = t.scene.log_strip.rect
    assert strip is not None, "the log strip was never drawn"
    assert not h.is_open
    t.finger(pygame.FINGERDOWN, strip.center)
    t.finger(pygame.FINGERUP, strip.center)
    assert h.is_open
    bottom = h.scroll
    assert bottom == h.max_scroll() > 0  # opens on the newest line
    body = history_mod.BODY
    t.finger(pygame.FINGERDOWN, (body.centerx, body.y + 60))
    for k in range(1, 5):
        t.finger(pygame.FINGERMOTION, (body.centerx, body.y + 60 + k * 40))
    t.finger(pygame.FINGERUP, (body.centerx, body.y + 220))
    assert h.is_open
    assert h.scroll == pytest.approx(bottom - 160, abs=2)  # the text followed the finger
    t.finger(pygame.FINGERDOWN, (20, 20))  # a tap outside the panel closes it
    t.finger(pygame.FINGERUP, (20, 20))
    assert not h.is_open


def test_keys_wheel_and_pad_open_scroll_and_close_the_history(table: Any) -> None:
    t = table("--game", "take_it_pyramids", "--seats", "easy,easy,easy", "--players", "3", "--seed", "3",
              "--autoplay")
    play_until_log(t, 40)
    h = t.scene.history
    t.key(pygame.K_h)
    assert h.is_open
    bottom = h.scroll
    t.key(pygame.K_UP)
    assert h.scroll == bottom - LINE
    t.key(pygame.K_PAGEUP)
    assert h.scroll == max(0, bottom - 11 * LINE)
    t.key(pygame.K_HOME)
    assert h.scroll == 0
    t.wheel(-2)  # the wheel toward you reads on
    assert h.scroll == 6 * LINE
    t.wheel(1)
    assert h.scroll == 3 * LINE
    t.key(pygame.K_ESCAPE)
    assert not h.is_open
    assert t.app.manager.active is t.scene  # Escape closed the history, it did not open Pause

    t.pad(pygame.CONTROLLER_BUTTON_Y)
    assert h.is_open and h.scroll == h.max_scroll()
    t.pad(pygame.CONTROLLER_BUTTON_DPAD_UP)
    t.pad(pygame.CONTROLLER_BUTTON_DPAD_UP)
    assert h.scroll == h.max_scroll() - 2 * LINE
    t.pad(pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert h.scroll == h.max_scroll() - LINE
    t.pad(pygame.CONTROLLER_BUTTON_B)
    assert not h.is_open


def test_the_history_holds_the_whole_game() -> None:
    """Nothing is dropped from the history however long the game (the old log kept 40 lines)."""
    lines = [f"Line {k} of a long game" for k in range(300)]
    h = history_mod.History(lambda: lines, lambda pos: False)
    h.open()
    assert len(h.rows()) == 300
    h.scroll_by(-10**6)
    assert h.scroll == 0


def test_the_strip_wraps_whole_lines_at_32px_and_never_cuts_them() -> None:
    pygame.font.init()
    long = "Player 1 lays a red, yellow and green tile: 5 points (+3 for touching 2 tiles)"
    rows = fitting(["Ada passes", long], 560, 4 * LINE)
    assert SIZE >= 32
    text = " ".join(r for r, _ in rows)
    assert long in text and "…" not in text
    assert all(fonts.font(SIZE).size(r)[0] <= 560 for r, _ in rows)
    assert rows[-1][1] and not rows[0][1]  # the newest line is the bright one
    # a line that does not fit whole is left out rather than cut
    assert fitting(["Ada passes", long], 560, 2 * LINE) == [(r, True) for r in fonts.wrap(long, SIZE, 560)]
