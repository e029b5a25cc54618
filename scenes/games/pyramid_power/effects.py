"""A tile in flight over the table (Pyramid Power's own piece in motion; its pop-ups are the
shared `scenes.ui.effects.Popup`)."""

from __future__ import annotations

import pygame

from sprites import tiles, transforms


class Flyer:
    """A tile moving across the table (from the supply, a hand, or a drop) to where it lands."""

    def __init__(self, sides: str, points: int, up: bool, pos: tuple[float, float], size: float,
                 face_down: bool = False) -> None:
        self.sides = sides
        self.points = points
        self.up = up
        self.pos = pos
        self.size = size
        self.scale = 1.0
        self.lift = 1.0
        self.flip = 1.0  # horizontal squash while turning over
        self.face_down = face_down
        self.render = 128 if size > 64 else 60  # drawn at one cached size, scaled while it flies

    def draw(self, surface: pygame.Surface, symbols: bool) -> None:
        size = max(8.0, self.size * self.scale)
        b = self.render
        image = (tiles.back(self.up, b) if self.face_down
                 else tiles.tile(self.sides, self.points, self.up, b, symbols))
        k = size / b
        f = max(0.04, self.flip)
        w = max(2, round(image.get_width() * k * f))
        h = max(2, round(image.get_height() * k))
        if (w, h) != image.get_size():
            image = transforms.smoothscale(image, (w, h))
        ax, ay = tiles.surface_anchor(self.up, b)
        ax, ay = ax * k * f, ay * k
        x, y = self.pos
        off = 4 + 14 * self.lift
        blur = 8 + int(6 * self.lift)
        shade = tiles.shadow(self.up, b, blur, 70)
        if abs(k - 1) > 0.01 or f < 0.999:
            shade = transforms.scale(shade, (max(2, round(shade.get_width() * k * f)),
                                                   max(2, round(shade.get_height() * k))))
        surface.blit(shade, (x - ax - blur * k * f + off, y - ay - blur * k + off))
        surface.blit(image, (x - ax, y - ay))
