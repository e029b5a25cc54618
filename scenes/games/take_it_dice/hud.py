"""The table's readouts: round info, the prompt, banners, pop-ups, the scoring panel and the
round summary. Painted into cached surfaces keyed by their content."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from scenes.ui import theme
from sprites import draw, fonts
from sprites.surface_cache import painted


def cached(key: tuple[object, ...], size: tuple[int, int],
           paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """A readout painted once per distinct content, then only blitted."""
    return painted(("take_it_dice", *key), size, paint)


@dataclass
class Popup:
    text: str
    pos: tuple[float, float]
    colour: tuple[int, int, int] = theme.CREAM
    size: int = 44
    life: float = 1.2
    time: float = 0.0


def draw_popup(surface: pygame.Surface, p: Popup) -> None:
    t = p.time / p.life
    image = painted(("take_it_dice.popup", p.text, p.size, p.colour), _popup_size(p), lambda s: _paint_popup(s, p))
    alpha = 255 if t < 0.7 else int(255 * (1 - (t - 0.7) / 0.3))
    if alpha < 255:
        image = image.copy()
        image.set_alpha(max(0, alpha))
    rect = image.get_rect(center=(round(p.pos[0]), round(p.pos[1] - 50 * t)))
    surface.blit(image, rect)


def _popup_size(p: Popup) -> tuple[int, int]:
    w, h = fonts.font(p.size, "display").size(p.text)
    return w + 36, h + 16


def _paint_popup(surface: pygame.Surface, p: Popup) -> None:
    """A floating word on a small walnut plate, so it reads over dice, chips and felt alike."""
    surface.blit(draw.panel(surface.get_size(), alpha=215, radius=16), (0, 0))
    text = fonts.text(p.text, p.size, p.colour, "display")
    surface.blit(text, text.get_rect(center=surface.get_rect().center))


@dataclass
class Banner:
    title: str
    detail: str = ""
    colour: tuple[int, int, int] = theme.GOLD
    appear: float = 0.0


def draw_banner(surface: pygame.Surface, rect: pygame.Rect, b: Banner) -> None:
    if b.appear <= 0.01:
        return

    def paint(img: pygame.Surface) -> None:
        r = img.get_rect()
        img.blit(draw.panel(r.size, alpha=235, radius=24, border=b.colour), (0, 0))
        title = fonts.shadowed(b.title, theme.SIZE_HEADING, b.colour)
        img.blit(title, title.get_rect(center=(r.centerx, r.centery - (28 if b.detail else 0))))
        if b.detail:
            d = fonts.text(b.detail, theme.SIZE_BODY + 4, theme.CREAM, "bold")
            img.blit(d, d.get_rect(center=(r.centerx, r.centery + 44)))

    image = cached(("banner", b.title, b.detail, b.colour, rect.size), rect.size, paint)
    scale = 0.85 + 0.15 * b.appear
    if abs(scale - 1) > 0.01:
        image = pygame.transform.smoothscale(image, (round(rect.w * scale), round(rect.h * scale)))
    if b.appear < 1:
        image = image.copy()
        image.set_alpha(round(255 * min(1.0, b.appear)))
    surface.blit(image, image.get_rect(center=rect.center))


def paint_panel_text(rect: pygame.Rect, lines: list[tuple[str, int, tuple[int, int, int], str]],
                     border: tuple[int, int, int] | None = None, alpha: int = 205) -> pygame.Surface:
    """A walnut panel with lines of text, each (text, size, colour, face), wrapped to fit."""

    def paint(img: pygame.Surface) -> None:
        img.blit(draw.panel(rect.size, alpha=alpha, radius=18, border=border), (0, 0))
        y = 16
        for text, size, colour, face in lines:
            for line in fonts.wrap(text, size, rect.w - 36, face):
                image = fonts.text(line, size, colour, face)
                img.blit(image, (18, y))
                y += image.get_height() + 2
            y += 8

    return cached(("panel", rect.size, tuple(lines), border, alpha), rect.size, paint)


@dataclass
class ScoreStage:
    """One player's round scoring shown over the tray."""

    player: int
    name: str
    cards: list[tuple[str, str, int, tuple[str, ...]]]  # (id, text, points, dice on it)
    unused: tuple[str, ...]
    reasons: list[str]
    points: int
    minus: int
    total: int
    appear: float = 0.0
    chips_shown: int = 0
    card_rects: list[pygame.Rect] = field(default_factory=list)
    unused_spot: tuple[float, float] = (0.0, 0.0)
    flips: list[float] = field(default_factory=list)  # per card: 0 face up .. 1 gone to the pile
