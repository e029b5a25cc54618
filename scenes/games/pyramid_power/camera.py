"""The view onto the unbounded triangle grid: pan, zoom in steps, fit the played area.

World units: a triangle side is 1, a row is sqrt(3)/2 high. Cell (c, r) spans x from (c-1)/2 to
(c+1)/2 and y from r*H to (r+1)*H; it points up when c + r is even (the core's `points_up`).
The camera eases toward its target, and tiles are drawn at the nearest cached size.
"""

from __future__ import annotations

import math

import pygame

from game.pyramid_power.grid import points_up

H = math.sqrt(3.0) / 2
ZOOMS: tuple[int, ...] = (52, 60, 68, 78, 90, 104, 118, 134, 150, 168, 190, 216)
FIT_LARGEST = 190  # the auto-fit's biggest tile: the opening board fills the free space


def cell_centre(cell: tuple[int, int]) -> tuple[float, float]:
    """The world position of a cell's centre (its centroid)."""
    c, r = cell
    return (c / 2, r * H + (2 * H / 3 if points_up(cell) else H / 3))


def cell_at(x: float, y: float) -> tuple[int, int]:
    """The cell containing world point (x, y)."""
    r = math.floor(y / H)
    fy = y / H - r
    c0 = math.floor(2 * x)
    u = 2 * x - c0
    if (c0 + r) % 2 == 0:
        return (c0, r) if u < fy else (c0 + 1, r)
    return (c0 + 1, r) if u > 1 - fy else (c0, r)


class Camera:
    def __init__(self, view: pygame.Rect) -> None:
        self.view = view
        self.x, self.y = 0.0, H / 2
        self.size = float(ZOOMS[6])
        self.tx, self.ty, self.tsize = self.x, self.y, self.size

    # -------------------------------------------------------------- mapping

    @property
    def tile_size(self) -> int:
        """The tile size the view is heading for (one of the zoom steps, all cached sizes)."""
        return min(ZOOMS, key=lambda z: abs(z - self.tsize))

    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        return (self.view.centerx + (wx - self.x) * self.size, self.view.centery + (wy - self.y) * self.size)

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        return (self.x + (sx - self.view.centerx) / self.size, self.y + (sy - self.view.centery) / self.size)

    def cell_screen(self, cell: tuple[int, int]) -> tuple[float, float]:
        return self.to_screen(*cell_centre(cell))

    def cell_under(self, pos: tuple[float, float]) -> tuple[int, int] | None:
        if not self.view.collidepoint(pos):
            return None
        return cell_at(*self.to_world(*pos))

    def visible(self, cell: tuple[int, int], margin: float = 0.0) -> bool:
        x, y = self.cell_screen(cell)
        return self.view.inflate(-2 * margin, -2 * margin).collidepoint(x, y)

    # -------------------------------------------------------------- moving

    def update(self, dt: float) -> None:
        k = 1 - math.exp(-dt * 12)
        self.x += (self.tx - self.x) * k
        self.y += (self.ty - self.y) * k
        self.size += (self.tsize - self.size) * k
        if abs(self.tsize - self.size) < 0.05:
            self.size = self.tsize

    def settle(self) -> None:
        self.x, self.y, self.size = self.tx, self.ty, self.tsize

    def pan_by(self, dx: float, dy: float) -> None:
        """Move by screen pixels at once (a drag)."""
        self.x -= dx / self.size
        self.y -= dy / self.size
        self.tx, self.ty = self.x, self.y

    def zoom_step(self, step: int, around: tuple[float, float] | None = None) -> None:
        """One zoom step in or out, keeping the world point under `around` where it is."""
        index = min(range(len(ZOOMS)), key=lambda i: abs(ZOOMS[i] - self.tsize))
        new = ZOOMS[max(0, min(len(ZOOMS) - 1, index + step))]
        if new == self.tsize:
            return
        if around is not None and self.view.collidepoint(around):
            wx, wy = self.to_world(*around)
            self.tx = wx - (around[0] - self.view.centerx) / new
            self.ty = wy - (around[1] - self.view.centery) / new
        self.tsize = float(new)

    def look_at(self, cell: tuple[int, int]) -> None:
        self.tx, self.ty = cell_centre(cell)

    def fit(self, cells: list[tuple[int, int]], largest: int = FIT_LARGEST, instant: bool = False,
            shrink_only: bool = False) -> None:
        """Centre on the played area (and the spaces around it) at the largest size that fits."""
        if not cells:
            return
        xs = [c / 2 for c, _ in cells]
        ys = [r * H for _, r in cells]
        x0, x1 = min(xs) - 1.6, max(xs) + 1.6
        y0, y1 = min(ys) - H * 0.9, max(ys) + H * 1.9
        room_w, room_h = self.view.w - 260, self.view.h - 24  # the zoom buttons keep their column
        best = ZOOMS[0]
        for z in ZOOMS:
            if z <= largest and (x1 - x0) * z <= room_w and (y1 - y0) * z <= room_h:
                best = z
        if shrink_only:
            best = min(best, int(self.tsize))
        self.tx, self.ty, self.tsize = (x0 + x1) / 2, (y0 + y1) / 2, float(best)
        if instant:
            self.settle()

    def needs_fit(self, cells: list[tuple[int, int]], margin: float = 30.0) -> bool:
        """True when some played cell (or the spaces around it) is outside the view."""
        inner = self.view.inflate(-2 * margin, -2 * margin)
        for cell in cells:
            x, y = cell_centre(cell)
            for dx, dy in ((-1.0, 0.0), (1.0, 0.0), (0.0, -H), (0.0, H)):
                sx = self.view.centerx + (x + dx - self.tx) * self.tsize
                sy = self.view.centery + (y + dy - self.ty) * self.tsize
                if not inner.collidepoint(sx, sy):
                    return True
        return False
