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
from fractions import Fraction
from typing import Any

from scenes.shell.frame_diff import changed_rects

MAX_GRID = 24  # boxes are never widened to more than this many canvas pixels a step
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


def grid(scale: float) -> int:
    """The step boxes are widened to so that their edges land on whole window pixels.

    Scaled piece by piece, a box then gives exactly the pixels a whole-frame scale would
    (scale 2/3 or 4/3: steps of 3); a scale with no small fraction gets a coarse step."""
    frac = Fraction(scale).limit_denominator(MAX_GRID)
    return frac.denominator if abs(float(frac) - scale) < 1e-9 else MAX_GRID


def widen(box: tuple[int, int, int, int], step: int, size: tuple[int, int]) -> tuple[int, int, int, int]:
    """`box` grown outwards to multiples of `step`, kept inside the canvas."""
    x, y, w, h = box
    x0, y0 = x - x % step, y - y % step
    x1, y1 = min(size[0], -(-(x + w) // step) * step), min(size[1], -(-(y + h) // step) * step)
    return x0, y0, x1 - x0, y1 - y0


class Presenter:
    """Shows the canvas in the window, letterboxed, pushing only the boxes that changed.

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

    def boxes(self, canvas: Any) -> list[tuple[int, int, int, int]]:
        """What changed on the canvas since the last frame shown (all of it when not watching)."""
        if not self.watch:
            self.last_changed = True
            return [(0, 0, *canvas.get_size())]
        view = memoryview(canvas.get_view("1")).cast("B")  # locks the surface until released
        try:
            boxes = changed_rects(view, self.prev, canvas.get_pitch(), canvas.get_size(),
                                  canvas.get_bytesize())
        finally:
            view.release()
        self.last_changed = bool(boxes)
        return boxes

    def present(self, window: Any, canvas: Any, viewport: tuple[float, int, int],
                known: list[Any] | None = None) -> None:
        """Push the canvas's changes into the window; `known` boxes (from the recording canvas)
        spare comparing every pixel with the last frame."""
        pg = self.pg
        layout = (window.get_size(), viewport, canvas is window)
        whole = layout != self.layout
        self.layout = layout
        if known is None or not self.watch:
            boxes = self.boxes(canvas)
        else:
            boxes = [tuple(box) for box in known]
            self.last_changed = bool(boxes)
        if whole:
            boxes = [(0, 0, *canvas.get_size())]
        if not boxes:
            return
        if canvas is window:
            if whole or not self.watch:
                pg.display.flip()
            else:
                pg.display.update([pg.Rect(box) for box in boxes])
            return
        scale, ox, oy = viewport
        if whole:
            window.fill(BARS)
        rects = []
        step = grid(scale)
        size = canvas.get_size()
        for box in boxes:
            x, y, w, h = widen(box, step, size) if step > 1 else box
            # Box edges map by one rounding rule, so neighbouring boxes meet without gaps.
            x0, x1 = round(x * scale), round((x + w) * scale)
            y0, y1 = round(y * scale), round((y + h) * scale)
            if x1 <= x0 or y1 <= y0:
                continue
            rect = pg.Rect(ox + x0, oy + y0, x1 - x0, y1 - y0)
            target = window.subsurface(rect)
            source = canvas.subsurface(pg.Rect(x, y, w, h))
            if scale == 1.0:
                target.blit(source, (0, 0))
            elif scale < 1.0:
                pg.transform.smoothscale(source, rect.size, target)
            else:
                pg.transform.scale(source, rect.size, target)
            rects.append(rect)
        if whole or not self.watch:
            pg.display.flip()
        else:
            pg.display.update(rects)
