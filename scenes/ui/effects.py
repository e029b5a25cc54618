"""The table's short-lived words: pop-ups that float up from where something happened, and
banners across the table when a round ends. One look for every game (STYLE.md), one place to
change it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from scenes.ui import theme
from sprites import draw, fonts, transforms
from sprites.surface_cache import painted

Colour = tuple[int, int, int]


@dataclass
class Popup:
    """A few words that pop in, rise and fade: "+8", "trio!", a score by a tile.

    `plate` puts a walnut plate (or one of `plate_colour`) under the words so they read over
    any piece; `icon` draws a small picture after the text (Take 5's bullhead)."""

    text: str
    pos: tuple[float, float]
    colour: Colour = theme.CREAM
    size: int = 44
    life: float = 1.2
    time: float = 0.0
    detail: str = ""
    plate: bool = True
    plate_colour: Colour | None = None
    border: Colour | None = None
    rise: float = 56.0
    icon: Callable[[int, Colour], pygame.Surface] | None = None

    @property
    def progress(self) -> float:
        return min(1.0, self.time / self.life) if self.life > 0 else 1.0

    @property
    def over(self) -> bool:
        return self.time >= self.life


def age_popups(popups: list[Popup], dt: float) -> None:
    """Advance every pop-up and drop the finished ones (in place)."""
    for popup in popups:
        popup.time += dt
    popups[:] = [p for p in popups if not p.over]


def _popup_image(p: Popup) -> pygame.Surface:
    def paint(surface: pygame.Surface) -> None:
        rect = surface.get_rect()
        if p.plate:
            tint = {"colour": p.plate_colour} if p.plate_colour else {}
            surface.blit(draw.panel(rect.size, alpha=225, radius=18, border=p.border, **tint), (0, 0))
        main = fonts.shadowed(p.text, p.size, p.colour, "display")
        icon = p.icon(p.size, p.colour) if p.icon else None
        width = main.get_width() + (icon.get_width() + 8 if icon else 0)
        top = 8 if p.plate else 0
        x = (rect.w - width) // 2
        surface.blit(main, (x, top))
        if icon:
            surface.blit(icon, icon.get_rect(midleft=(x + main.get_width() + 8, top + main.get_height() // 2)))
        if p.detail:
            sub = fonts.shadowed(p.detail, max(26, p.size // 2), theme.CREAM, "bold")
            surface.blit(sub, sub.get_rect(midtop=(rect.centerx, top + main.get_height() - 6)))

    return painted(("popup", p.text, p.detail, p.size, p.colour, p.plate, p.plate_colour, p.border,
                    p.icon is not None), _popup_size(p), paint)


def _popup_size(p: Popup) -> tuple[int, int]:
    w, h = fonts.font(p.size, "display").size(p.text)
    if p.icon:
        w += p.size + 8
    if p.detail:
        dw, dh = fonts.font(max(26, p.size // 2), "bold").size(p.detail)
        w, h = max(w, dw), h + dh - 6
    pad = (40, 18) if p.plate else (8, 8)
    return w + pad[0], h + pad[1]


def draw_popup(surface: pygame.Surface, p: Popup) -> None:
    """Pop in (a little larger), rise over the first half, hold, fade over the last 30%."""
    t = p.progress
    if t >= 1.0:
        return
    image = _popup_image(p)
    grow = min(1.0, t / 0.12)
    scale = 0.7 + 0.4 * grow - 0.1 * max(0.0, min(1.0, (t - 0.12) / 0.1))
    if abs(scale - 1.0) > 0.01:
        image = transforms.smoothscale_by(image, scale)
    alpha = 255 if t < 0.7 else int(255 * (1 - (t - 0.7) / 0.3))
    if alpha < 255:
        image = image.copy()  # the cached image stays opaque
        image.set_alpha(max(0, alpha))
    y = p.pos[1] - p.rise * min(1.0, t / 0.5) ** 0.5
    surface.blit(image, image.get_rect(center=(round(p.pos[0]), round(y))))


@dataclass
class Banner:
    """A big notice across the table: a title and up to a few lines, each in its own colour."""

    title: str
    lines: list[tuple[str, Colour]] = field(default_factory=list)
    colour: Colour = theme.GOLD
    appear: float = 0.0  # 0..1, tweened by the scene


def draw_banner(surface: pygame.Surface, rect: pygame.Rect, b: Banner) -> None:
    """The banner grows from 85% and fades in with `appear`."""
    if b.appear <= 0.01:
        return

    def paint(img: pygame.Surface) -> None:
        r = img.get_rect()
        img.blit(draw.panel(r.size, alpha=235, radius=24, border=b.colour), (0, 0))
        title = fonts.shadowed(b.title, fonts.fit_size(b.title, theme.SIZE_HEADING, r.w - 60, "display"),
                               b.colour)
        line_h = theme.SIZE_BODY + 14
        block = title.get_height() + line_h * len(b.lines)
        y = r.centery - block // 2
        img.blit(title, title.get_rect(midtop=(r.centerx, y)))
        y += title.get_height()
        for text, colour in b.lines:
            size = fonts.fit_size(text, theme.SIZE_BODY + 4, r.w - 60, "bold")
            line = fonts.text(text, size, colour, "bold")
            img.blit(line, line.get_rect(midtop=(r.centerx, y + 4)))
            y += line_h

    image = painted(("banner", b.title, tuple(b.lines), b.colour, rect.size), rect.size, paint)
    scale = 0.85 + 0.15 * min(1.0, b.appear)
    if abs(scale - 1) > 0.01:
        image = transforms.smoothscale(image, (round(rect.w * scale), round(rect.h * scale)))
    if b.appear < 1:
        image = image.copy()
        image.set_alpha(round(255 * min(1.0, b.appear)))
    surface.blit(image, image.get_rect(center=rect.center))
