"""Issue 21: only changed rows are presented, a still screen is not redrawn 60 times a second,
and in a real X window (Xvfb) the still menu costs little CPU."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from scenes.shell import cli
from scenes.shell.app import App
from scenes.shell.frame_policy import POLL_FRAMES, STILL_AFTER, FramePolicy
from scenes.shell.window import Presenter, changed_rects

ROOT = Path(__file__).resolve().parents[1]


def view(surface: pygame.Surface) -> memoryview:
    return memoryview(surface.get_view("1")).cast("B")


def test_changed_rects_box_what_changed_and_nothing_on_a_still_frame() -> None:
    surface = pygame.Surface((320, 200), depth=32)
    surface.fill((10, 20, 30))
    prev = bytearray()
    pitch = surface.get_pitch()
    v = view(surface)
    assert changed_rects(v, prev, pitch, (320, 200)) == [(0, 0, 320, 200)]  # first frame: all
    assert changed_rects(v, prev, pitch, (320, 200)) == []  # nothing moved
    v.release()
    surface.fill((200, 0, 0), pygame.Rect(250, 100, 3, 2))
    v = view(surface)
    boxes = changed_rects(v, prev, pitch, (320, 200))
    assert len(boxes) == 1
    x, y, w, h = boxes[0]
    assert x <= 250 and x + w >= 253 and y <= 100 and y + h >= 102
    assert w <= 80 and h < 20  # one band, narrowed to the columns that changed
    assert changed_rects(v, prev, pitch, (320, 200)) == []  # prev was brought up to date
    v.release()
    surface.fill((0, 0, 200))  # the whole screen changed: one box, full width
    v = view(surface)
    assert changed_rects(v, prev, pitch, (320, 200)) == [(0, 0, 320, 200)]
    v.release()


def test_the_policy_skips_still_frames_polls_them_and_wakes_on_input() -> None:
    policy = FramePolicy(enabled=True)
    assert policy.should_draw(None)
    for _ in range(STILL_AFTER):
        policy.drawn(changed=False)
    answers = [policy.should_draw(None) for _ in range(POLL_FRAMES)]
    assert answers == [False] * (POLL_FRAMES - 1) + [True]  # a still screen is polled, not drawn
    policy.drawn(changed=False)
    assert not policy.should_draw(None)
    policy.wake()
    assert policy.should_draw(None)

    class Busy:
        def is_still(self) -> bool:
            return False

    for _ in range(STILL_AFTER):
        policy.drawn(changed=False)
    assert all(policy.should_draw(Busy()) for _ in range(10))  # a scene that says it moves
    assert FramePolicy(enabled=False).should_draw(None)


def test_the_presenter_pushes_only_changed_bands_into_a_letterboxed_window() -> None:
    pygame.display.init()
    try:
        window = pygame.display.set_mode((960, 600))
        canvas = pygame.Surface((1920, 1080)).convert()
        canvas.fill((200, 0, 0))
        presenter = Presenter(pygame, watch=True)
        viewport = (0.5, 0, 30)
        presenter.present(window, canvas, viewport)
        assert window.get_at((480, 10))[:3] == (12, 10, 8)  # the bar
        assert window.get_at((480, 300))[:3] == (200, 0, 0)
        window.fill((0, 255, 0), pygame.Rect(0, 500, 960, 20))  # marks rows no frame should touch
        window.fill((0, 255, 0), pygame.Rect(900, 30, 60, 20))  # and columns
        canvas.fill((0, 0, 255), pygame.Rect(0, 0, 480, 100))
        presenter.present(window, canvas, viewport)
        assert window.get_at((100, 40))[:3] == (0, 0, 255)  # the changed box went up, scaled
        assert window.get_at((480, 510))[:3] == (0, 255, 0)  # the still rows were left alone
        assert window.get_at((930, 40))[:3] == (0, 255, 0)  # and the still columns
        presenter.invalidate()
        presenter.present(window, canvas, viewport)
        assert window.get_at((480, 510))[:3] == (200, 0, 0)  # an exposed window is redrawn whole
    finally:
        pygame.display.quit()


def test_a_still_menu_is_drawn_a_few_times_and_looks_the_same(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TUMBLE_TABLE_HOME", str(tmp_path))
    app = App(cli.parse(["--frames", "120", "--size", "1280x720"]))
    app.presenter.watch = True  # as in a real window
    app.frame_policy.enabled = True
    app.run()
    assert app.frame < 200 and app.frame_policy.draws < 60, app.frame_policy.draws
    assert app.frame_policy.skips > 60


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="needs Xvfb (apt-get install xvfb) for a real X window")
def test_in_a_real_x_window_the_still_menu_sleeps(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    env.update(SDL_AUDIODRIVER="dummy", TUMBLE_TABLE_HOME=str(tmp_path))
    done = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1280x720x24", sys.executable, "-m",
                           "tools.bench_window", "--load", "menu", "--seconds", "2", "--size", "1280x720"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout)
    assert result["video_driver"] == "x11"
    assert result["frames"] >= 30
    assert result["drawn"] < result["frames"] / 3  # still: polled a few times a second
    assert result["cpu_per_wall_s"] < 0.5


@pytest.mark.parametrize("size", ["1280x720", "2560x1440"])
def test_boxes_shown_piece_by_piece_add_up_to_the_whole_frame(size: str, tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TUMBLE_TABLE_HOME", str(tmp_path))
    app = App(cli.parse(["--game", "take_it_dice", "--players", "3", "--seats", "hard,medium,easy",
                         "--seed", "4", "--autoplay", "--frames", "200", "--size", size]))
    app.presenter.watch = True
    app.frame_policy.enabled = True
    app.first_scene()
    app.manager.apply_pending()
    for _ in range(150):
        app.step(1 / 60)
        app.render_frame()
    pieced = app.window.copy()
    app.presenter.invalidate()
    app.present()  # the same canvas, scaled whole
    same = pygame.mask.from_threshold(pieced, (0, 0, 0, 0), (1, 1, 1, 255), app.window)
    assert same.count() == pieced.get_width() * pieced.get_height()
    assert app.frame_policy.draws > 20
    app.finish()


def test_a_table_that_moves_pieces_asks_for_every_frame(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TUMBLE_TABLE_HOME", str(tmp_path))
    app = App(cli.parse(["--game", "take5", "--players", "3", "--seats", "medium,medium,easy",
                         "--seed", "2", "--autoplay", "--frames", "10"]))
    app.first_scene()
    app.manager.apply_pending()
    scene = app.manager.active
    seen = set()
    for _ in range(400):
        app.step(1 / 60)
        seen.add((scene.animator.busy, scene.is_still()))
    assert (True, False) in seen and (False, None) in seen
    app.finish()
