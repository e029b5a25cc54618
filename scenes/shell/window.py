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
COLUMNS = 8  # a changed band is narrowed to these steps (240 px at 1080p)
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


def _columns(now: Any, prev: bytearray, pitch: int, top: int, rows: int, width: int,
             depth: int) -> tuple[int, int]:
    """The x range of a changed band, in steps of 1/COLUMNS of the width."""
    step = -(-width // COLUMNS)
    dirty = [False] * COLUMNS
    for row in range(top, top + rows):
        base = row * pitch
        for col in range(COLUMNS):
            if not dirty[col]:
                start = base + col * step * depth
                end = base + min(width, (col + 1) * step) * depth
                if not prev.startswith(now[start:end], start):
                    dirty[col] = True
        if all(dirty):
            break
    first = dirty.index(True) if True in dirty else 0
    last = COLUMNS - dirty[::-1].index(True) if True in dirty else COLUMNS
    return first * step, min(width, last * step)


def changed_rects(now: Any, prev: bytearray, pitch: int, size: tuple[int, int],
                  depth: int = 4) -> list[tuple[int, int, int, int]]:
    """(x, y, w, h) boxes around what differs from `prev`, which is brought up to date.

    `now` is a live view of the canvas's pixels. Bands of rows are compared with memcmp where
    they lie and only changed bands are copied, so a still frame costs one pass over memory; a
    changed band is narrowed to the columns that changed unless most of the screen moved."""
    width, height = size
    if len(prev) != len(now):
        prev[:] = now
        return [(0, 0, width, height)]
    step = -(-height // BANDS)
    changed: list[tuple[int, int]] = []
    for top in range(0, height, step):
        rows = min(step, height - top)
        start = top * pitch
        if not prev.startswith(now[start:start + rows * pitch], start):
            changed.append((top, rows))
    narrow = len(changed) * 2 <= BANDS
    boxes: list[tuple[int, int, int, int]] = []
    for top, rows in changed:
        x0, x1 = _columns(now, prev, pitch, top, rows, width, depth) if narrow else (0, width)
        prev[top * pitch:(top + rows) * pitch] = now[top * pitch:(top + rows) * pitch]
        if boxes and boxes[-1][1] + boxes[-1][3] == top:  # join onto the band above
            bx, by, bw, bh = boxes[-1]
            left, right = min(bx, x0), max(bx + bw, x1)
            boxes[-1] = (left, by, right - left, bh + rows)
        else:
            boxes.append((x0, top, x1 - x0, rows))
    return boxes


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

    def present(self, window: Any, canvas: Any, viewport: tuple[float, int, int]) -> None:
        pg = self.pg
        layout = (window.get_size(), viewport, canvas is window)
        whole = layout != self.layout
        self.layout = layout
        boxes = self.boxes(canvas)
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
        for x, y, w, h in boxes:
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
