"""Putting the canvas on the screen: which SDL present path, and only the rows that changed.

Measured in a real X window (Xvfb, 2 cores): SDL's default on X11 hands the window surface to an
OpenGL texture every frame. With no GPU (llvmpipe) that costs 10 ms at 1080p and 35 ms at 4K,
however little changed, and `display.update(rects)` cannot help because the whole texture is
uploaded anyway. SDL's own X11 framebuffer (MIT-SHM) puts up only the rectangles asked for: a
full 1080p frame takes about 1.3 ms, one band of rows a fraction of that.

So the shell keeps SDL's GPU path on machines with a GPU, where scaling costs the GPU, and uses
the X11 framebuffer otherwise; `TUMBLE_TABLE_PRESENT=gpu` or `=software` overrides the guess, and
`SDL_FRAMEBUFFER_ACCELERATION` set by hand always wins.
"""

from __future__ import annotations

import glob
import os
import sys
from typing import Any

BANDS = 40  # horizontal bands the canvas is compared in (27 rows each at 1080p)
BARS = (12, 10, 8)  # the letterbox colour


def has_gpu() -> bool:
    """A DRM render node means a GPU driver the OpenGL path can use (Linux only)."""
    return bool(glob.glob("/dev/dri/renderD*"))


def configure_present() -> str:
    """Choose the present path before the window opens; returns "gpu" or "software"."""
    if "SDL_FRAMEBUFFER_ACCELERATION" in os.environ:
        hint = os.environ["SDL_FRAMEBUFFER_ACCELERATION"].strip().lower()
        return "software" if hint in ("0", "false") else "gpu"
    choice = os.environ.get("TUMBLE_TABLE_PRESENT", "auto").strip().lower()
    if choice not in ("gpu", "software"):
        choice = "software" if sys.platform.startswith("linux") and not has_gpu() else "gpu"
    if choice == "software":
        os.environ["SDL_FRAMEBUFFER_ACCELERATION"] = "0"
    return choice


def changed_bands(now: Any, prev: bytearray, pitch: int, height: int) -> list[tuple[int, int]]:
    """(top, rows) runs of the canvas whose bytes differ from `prev`, which is brought up to date.

    `now` is a live view of the canvas's pixels: bands are compared with memcmp where they lie
    and only changed bands are copied, so a still frame costs one pass over memory."""
    if len(prev) != len(now):
        prev[:] = now
        return [(0, height)]
    if prev.startswith(now):  # one memcmp: the usual answer on a still screen
        return []
    step = -(-height // BANDS)
    runs: list[tuple[int, int]] = []
    for top in range(0, height, step):
        rows = min(step, height - top)
        start, end = top * pitch, (top + rows) * pitch
        band = now[start:end]
        if not prev.startswith(band, start):
            prev[start:end] = band
            if runs and runs[-1][0] + runs[-1][1] == top:
                runs[-1] = (runs[-1][0], runs[-1][1] + rows)
            else:
                runs.append((top, rows))
    return runs


class Presenter:
    """Shows the canvas in the window, letterboxed, pushing only the bands that changed.

    With `watch` off (headless runs, where presenting costs nothing) every frame is shown whole
    and no pixels are compared."""

    def __init__(self, pygame: Any, watch: bool) -> None:
        self.pg = pygame
        self.watch = watch
        self.prev = bytearray()
        self.layout: tuple[Any, ...] | None = None
        self.last_changed = True  # whether the last frame shown differed from the one before

    def invalidate(self) -> None:
        """The next frame goes up whole (the window was exposed, resized or switched)."""
        self.prev = bytearray()
        self.layout = None

    def bands(self, canvas: Any) -> list[tuple[int, int]]:
        height = canvas.get_height()
        if not self.watch:
            self.last_changed = True
            return [(0, height)]
        view = memoryview(canvas.get_view("1")).cast("B")  # locks the surface until released
        try:
            runs = changed_bands(view, self.prev, canvas.get_pitch(), height)
        finally:
            view.release()
        self.last_changed = bool(runs)
        return runs

    def present(self, window: Any, canvas: Any, viewport: tuple[float, int, int]) -> None:
        pg = self.pg
        layout = (window.get_size(), viewport, canvas is window)
        whole = layout != self.layout
        self.layout = layout
        runs = self.bands(canvas)
        if whole:
            runs = [(0, canvas.get_height())]
        if not runs:
            return
        if canvas is window:
            if whole or not self.watch:
                pg.display.flip()
            else:
                width = window.get_width()
                pg.display.update([pg.Rect(0, top, width, rows) for top, rows in runs])
            return
        scale, ox, oy = viewport
        cw = canvas.get_width()
        if whole:
            window.fill(BARS)
        rects = []
        width = round(cw * scale)
        for top, rows in runs:
            y0, y1 = round(top * scale), round((top + rows) * scale)
            if y1 <= y0:
                continue
            target = window.subsurface(pg.Rect(ox, oy + y0, width, y1 - y0))
            source = canvas.subsurface(pg.Rect(0, top, cw, rows))
            if scale == 1.0:
                target.blit(source, (0, 0))
            elif scale < 1.0:
                pg.transform.smoothscale(source, target.get_size(), target)
            else:
                pg.transform.scale(source, target.get_size(), target)
            rects.append(pg.Rect(ox, oy + y0, width, y1 - y0))
        if whole or not self.watch:
            pg.display.flip()
        else:
            pg.display.update(rects)
