"""Things in motion over the table: flying tiles and score pop-ups."""

from __future__ import annotations

import pygame

from sprites import fonts, tiles


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
            image = pygame.transform.smoothscale(image, (w, h))
        ax, ay = tiles.surface_anchor(self.up, b)
        ax, ay = ax * k * f, ay * k
        x, y = self.pos
        off = 4 + 14 * self.lift
        blur = 8 + int(6 * self.lift)
        shade = tiles.shadow(self.up, b, blur, 70)
        if abs(k - 1) > 0.01 or f < 0.999:
            shade = pygame.transform.scale(shade, (max(2, round(shade.get_width() * k * f)),
                                                   max(2, round(shade.get_height() * k))))
        surface.blit(shade, (x - ax - blur * k * f + off, y - ay - blur * k + off))
        surface.blit(image, (x - ax, y - ay))


class Popup:
    """A score rising from where it was made, then fading (600 ms rise, a short hold)."""

    def __init__(self, text: str, pos: tuple[float, float], size: int, colour: tuple[int, int, int],
                 detail: str = "", rise: float = 60.0, backed: bool = False) -> None:
        main = fonts.shadowed(text, size, colour, "display")
        if detail:
            sub = fonts.shadowed(detail, max(28, size // 2), (244, 234, 213), "bold")
            w = max(main.get_width(), sub.get_width())
            image = pygame.Surface((w, main.get_height() + sub.get_height() - 6), pygame.SRCALPHA)
            image.blit(main, ((w - main.get_width()) // 2, 0))
            image.blit(sub, ((w - sub.get_width()) // 2, main.get_height() - 6))
        else:
            image = main.copy()
        if backed:  # a walnut plate under text that must read on any background
            plate = pygame.Surface((image.get_width() + 40, image.get_height() + 14), pygame.SRCALPHA)
            pygame.draw.rect(plate, (43, 29, 20, 225), plate.get_rect(), border_radius=16)
            plate.blit(image, (20, 7))
            image = plate
        self.image = image
        self.start = pos
        self.pos = pos
        self.rise = rise
        self.alpha = 0.0
        self.t = 0.0

    def set(self, t: float) -> None:
        """t runs 0..1 over the pop-up's life: pop in, rise, hold, fade."""
        self.t = t
        self.pos = (self.start[0], self.start[1] - self.rise * min(1.0, t / 0.45) ** 0.5)
        if t < 0.1:
            self.alpha = t / 0.1
        elif t > 0.75:
            self.alpha = max(0.0, (1 - t) / 0.25)
        else:
            self.alpha = 1.0

    def draw(self, surface: pygame.Surface) -> None:
        if self.alpha <= 0.01:
            return
        self.image.set_alpha(int(255 * self.alpha))
        surface.blit(self.image, self.image.get_rect(center=(round(self.pos[0]), round(self.pos[1]))))
