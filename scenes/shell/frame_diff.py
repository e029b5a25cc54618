"""Which boxes of the canvas changed since the last frame shown, with few Python-level steps.

Every compare is a `bytearray.startswith` at an offset: one memcmp in C over the bytes where they
lie, nothing copied. The canvas is first compared in `BANDS` bands of rows; in a changed band the
first and last changed rows are found row by row, and its left and right edges by bisection: a
row adds work only when it changes outside the box found so far. So a still frame costs `BANDS`
compares, and a changed band a few dozen, whatever the width (the old narrowing cost hundreds of
Python steps a band and stopped at eighths of the width).

Every changed pixel is inside a box; a box's top and bottom rows hold a changed pixel, and its
left and right edges are found to `UNIT` pixels (fewer steps: a round die's edge moves a pixel or
two a row). The presenter widens the boxes to the grid its scaling needs (window.py).
"""

from __future__ import annotations

from typing import Any

BANDS = 40  # horizontal bands the canvas is compared in (27 rows each at 1080p)
UNIT = 16  # pixels: a box's left and right edges are found to this step (a cache line at 4 bytes)
JOIN_SLACK = 1.25  # boxes of neighbouring bands are joined if their union is at most this much bigger


def _first_diff(now: Any, same: Any, base: int, lo: int, hi: int, unit: int) -> int:
    """The first differing unit (`unit` bytes) in [lo, hi) of the row at byte `base`; units
    before lo are equal. Searched from hi downwards in growing steps, as a band's next row
    usually reaches only a little further left than the last one."""
    reach = 1
    while hi - lo > reach:
        cut = hi - reach
        if same(now[base + lo * unit:base + cut * unit], base + lo * unit):
            lo = cut
            break
        hi = cut
        reach *= 4
    while hi - lo > 1:
        mid = (lo + hi) >> 1
        if same(now[base + lo * unit:base + mid * unit], base + lo * unit):
            lo = mid
        else:
            hi = mid
    return lo


def _last_diff(now: Any, same: Any, base: int, lo: int, hi: int, unit: int, row_bytes: int) -> int:
    """The last differing unit in [lo, hi), where the row is equal from unit hi to its end at
    `row_bytes` (mirror of `_first_diff`; the last unit may be a short one)."""
    reach = 1
    while hi - lo > reach:
        cut = lo + reach
        if same(now[base + cut * unit:base + row_bytes], base + cut * unit):
            hi = cut
            break
        lo = cut
        reach *= 4
    while hi - lo > 1:
        mid = (lo + hi) >> 1
        if same(now[base + mid * unit:base + row_bytes], base + mid * unit):
            hi = mid
        else:
            lo = mid
    return lo


def _copy(now: Any, prev: bytearray, start: int, stop: int) -> None:
    """prev[start:stop] = now[start:stop] in one memcpy (a bytearray's own slice assignment
    copies a memoryview into a temporary first)."""
    with memoryview(prev) as target:
        target[start:stop] = now[start:stop]


def _band_box(now: Any, prev: bytearray, pitch: int, top: int, rows: int,
              row_bytes: int, depth: int) -> tuple[int, int, int, int] | None:
    """The (x, y, w, h) of what changed in a band known to differ (rows exact, sides to a
    `UNIT`); prev is updated.

    None when only the padding at the rows' ends differed (no pixel did)."""
    same = prev.startswith
    first, end = top, top + rows
    while first < end and same(now[first * pitch:first * pitch + row_bytes], first * pitch):
        first += 1
    if first == end:
        _copy(now, prev, top * pitch, end * pitch)
        return None
    last = end - 1
    while last > first and same(now[last * pitch:last * pitch + row_bytes], last * pitch):
        last -= 1
    width = row_bytes // depth
    unit = UNIT * depth
    units = -(-width // UNIT)
    base = first * pitch
    left = _first_diff(now, same, base, 0, units, unit)  # in units from here on
    right = _last_diff(now, same, base, left, units, unit, row_bytes) + 1
    for row in range(first, last):
        if left == 0 and right == units:
            break  # the band is changed across its whole width: no row can widen it
        base = row * pitch
        start = base + min(right * unit, row_bytes)
        if same(now[start:base + pitch + left * unit], start):
            continue  # one compare from this row's right edge to the next row's left edge
        if right < units and not same(now[start:base + row_bytes], start):
            right = _last_diff(now, same, base, right, units, unit, row_bytes) + 1
        base += pitch
        if left and not same(now[base:base + left * unit], base):
            left = _first_diff(now, same, base, 0, left, unit)
    base = last * pitch
    if right < units and not same(now[base + right * unit:base + row_bytes], base + right * unit):
        right = _last_diff(now, same, base, right, units, unit, row_bytes) + 1
    _copy(now, prev, first * pitch, (last + 1) * pitch)
    x0, x1 = left * UNIT, min(width, right * UNIT)
    return x0, first, x1 - x0, last + 1 - first


def _join(boxes: list[tuple[int, int, int, int]], box: tuple[int, int, int, int] | None) -> None:
    """Add `box`, joined onto the last one when they touch and their union wastes little."""
    if box is None:
        return
    if boxes:
        bx, by, bw, bh = boxes[-1]
        x, y, w, h = box
        if by + bh == y:
            left, right = min(bx, x), max(bx + bw, x + w)
            if (right - left) * (bh + h) <= JOIN_SLACK * (bw * bh + w * h):
                boxes[-1] = (left, by, right - left, bh + h)
                return
    boxes.append(box)


def changed_rects(now: Any, prev: bytearray, pitch: int, size: tuple[int, int],
                  depth: int = 4) -> list[tuple[int, int, int, int]]:
    """(x, y, w, h) boxes around what differs from `prev`, which is brought up to date.

    `now` is a live view of the canvas's bytes (`pitch` bytes a row, `depth` a pixel); the first
    frame, or one of another size, is one whole box."""
    width, height = size
    if len(prev) != len(now):
        prev[:] = now
        return [(0, 0, width, height)]
    same = prev.startswith
    step = -(-height // BANDS)
    row_bytes = width * depth
    boxes: list[tuple[int, int, int, int]] = []
    for top in range(0, height, step):
        rows = min(step, height - top)
        start = top * pitch
        if not same(now[start:start + rows * pitch], start):
            _join(boxes, _band_box(now, prev, pitch, top, rows, row_bytes, depth))
    return boxes
