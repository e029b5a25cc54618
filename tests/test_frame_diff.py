"""The changed-region finder (scenes/shell/frame_diff.py): every changed pixel is boxed, the boxes
are tight (sides to a unit of pixels), and the copy of the last frame is brought up to date;
widening keeps that true."""

from __future__ import annotations

import random
from unittest.mock import patch

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scenes.shell import frame_diff
from scenes.shell.frame_diff import UNIT, changed_rects
from scenes.shell.window import grid, widen

Box = tuple[int, int, int, int]


def frame(width: int, height: int, pitch: int, seed: int) -> bytearray:
    rng = random.Random(seed)
    return bytearray(rng.getrandbits(8) for _ in range(pitch * height))


def changed_pixels(a: bytes, b: bytes, width: int, height: int, pitch: int, depth: int) -> set[tuple[int, int]]:
    def pixel(buf: bytes, x: int, y: int) -> bytes:
        return buf[y * pitch + x * depth:y * pitch + (x + 1) * depth]

    return {(x, y) for y in range(height) for x in range(width) if pixel(a, x, y) != pixel(b, x, y)}


def inside(point: tuple[int, int], box: Box) -> bool:
    x, y, w, h = box
    return x <= point[0] < x + w and y <= point[1] < y + h


changes = st.lists(st.tuples(st.floats(0, 0.999), st.floats(0, 0.999), st.integers(1, 40), st.integers(1, 40),
                             st.integers(0, 3)), max_size=8)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(width=st.integers(1, 160), height=st.integers(1, 90), depth=st.sampled_from([3, 4]),
       bands=st.sampled_from([1, 3, 40]), padding=st.integers(0, 3), edits=changes,
       pixels=st.lists(st.tuples(st.floats(0, 0.999), st.floats(0, 0.999), st.integers(0, 3)), max_size=6))
def test_every_changed_pixel_is_in_a_tight_box(width: int, height: int, depth: int, bands: int, padding: int,
                                               edits: list[tuple[float, float, int, int, int]],
                                               pixels: list[tuple[float, float, int]]) -> None:
    pitch = width * depth + padding
    before = frame(width, height, pitch, width * height)
    prev = bytearray(before)
    now = bytearray(before)
    for fx, fy, w, h, byte in edits:  # rectangles of changed pixels, one byte of each changed
        x0, y0 = int(fx * width), int(fy * height)
        for y in range(y0, min(height, y0 + h)):
            for x in range(x0, min(width, x0 + w)):
                now[y * pitch + x * depth + byte % depth] ^= 0x5A
    for fx, fy, byte in pixels:  # and single pixels, changed in any one byte
        now[int(fy * height) * pitch + int(fx * width) * depth + byte % depth] ^= 1
    want = changed_pixels(before, now, width, height, pitch, depth)
    with patch.object(frame_diff, "BANDS", bands):  # tall bands too: many rows to narrow
        boxes = changed_rects(memoryview(now), prev, pitch, (width, height), depth)
    assert prev == now  # brought up to date
    assert all(any(inside(p, b) for b in boxes) for p in want)
    for x, y, w, h in boxes:
        assert x >= 0 and y >= 0 and w > 0 and h > 0 and x + w <= width and y + h <= height
        assert x % UNIT == 0 and ((x + w) % UNIT == 0 or x + w == width)
        edges = [{p for p in want if x <= p[0] < x + UNIT and y <= p[1] < y + h},
                 {p for p in want if x + w - UNIT <= p[0] < x + w and y <= p[1] < y + h},
                 {p for p in want if p[1] == y and x <= p[0] < x + w},
                 {p for p in want if p[1] == y + h - 1 and x <= p[0] < x + w}]
        assert all(edges), (x, y, w, h)  # tight: top and bottom rows hold a change, sides to a unit
    assert bool(boxes) == bool(want)
    assert changed_rects(memoryview(now), prev, pitch, (width, height), depth) == []


def test_only_padding_changed_gives_no_box_and_the_first_frame_is_whole() -> None:
    width, height, depth, pitch = 10, 50, 4, 44
    prev = bytearray()
    now = frame(width, height, pitch, 1)
    assert changed_rects(memoryview(now), prev, pitch, (width, height), depth) == [(0, 0, 10, 50)]
    now[7 * pitch + 41] ^= 0xFF  # a byte past the row's pixels
    assert changed_rects(memoryview(now), prev, pitch, (width, height), depth) == []
    assert prev == now


def test_a_scale_with_a_small_fraction_gets_a_grid_its_boxes_land_on() -> None:
    assert grid(1.0) == 1 and grid(2.0) == 1
    assert grid(4 / 3) == 3 and grid(2 / 3) == 3 and grid(0.5) == 2
    assert grid(1366 / 1920) == 24  # no small fraction: coarse steps
    assert widen((5, 7, 4, 1), 3, (20, 10)) == (3, 6, 6, 3)
    assert widen((17, 8, 3, 2), 3, (20, 10)) == (15, 6, 5, 4)  # kept inside the canvas
