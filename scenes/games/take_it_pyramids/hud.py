"""The table's readouts: size buttons with the black risk, the pot and its breakdown, and the
speech bubbles under the seats (banners and pop-ups are the shared ones of `scenes.ui.effects`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import pygame

from game.take_it_pyramids import SIZES, PotValue
from scenes.ui import theme
from scenes.ui.text import tr, trn, variant
from scenes.ui.widgets import Widget, draw_focus
from sprites import draw, fonts, palette, pen, pyramids, transforms
from sprites.surface_cache import painted

P = "take_it_pyramids."
MARGIN = 28  # room around a cached button for its glow and shadow


def cached(key: tuple[object, ...], size: tuple[int, int], paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """A readout painted once per distinct content (pot, round info), then only blitted."""
    return painted(("take_it_pyramids", *key), size, paint)


class SizeButton(Widget):
    """A size to reach for: its pyramid, how many are left, and (with show_odds) the black risk."""

    def __init__(self, rect: pygame.Rect, size_index: int, on_click: Callable[[], None]) -> None:
        super().__init__(rect)
        self.size_index = size_index
        self.on_click = on_click
        self.count = 5
        self.risk: Fraction | None = None  # the core's black risk for this size
        self.show_odds = True
        self.look = "green"
        self.danger = ""  # "white" when white plays black (the xeno palette): the words say so too
        self.symbols = True
        self.lit = False  # reached for just now (a bot's choice shows here too)
        self.live = False  # a person may choose now

    @property
    def size(self) -> str:
        return SIZES[self.size_index]

    def activate(self) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        """Drawn from a cache: the button only changes when one of these does."""
        key = (self.rect.size, self.size_index, self.count, self.risk, self.show_odds, self.look,
               self.symbols, self.lit, self.live, focused, self.hover, self.pressed)
        image = painted(("take_it_pyramids.size_button", *key),
                        (self.rect.w + 2 * MARGIN, self.rect.h + 2 * MARGIN),
                        lambda img: self._paint(img, pygame.Rect(MARGIN, MARGIN, *self.rect.size), focused))
        surface.blit(image, (self.rect.x - MARGIN, self.rect.y - MARGIN))

    def _paint(self, surface: pygame.Surface, rect: pygame.Rect, focused: bool) -> None:
        rect = rect.move(0, 3 if self.pressed else 0)
        empty = self.count == 0
        if focused and self.live:
            draw_focus(surface, rect)
        if self.lit:
            draw.blit_glow(surface, rect, theme.GOLD, theme.RADIUS, 18)
        draw.blit_shadow(surface, rect, theme.RADIUS, 5, 8, 70)
        fill = (88, 64, 46) if (self.hover and self.live) else theme.WALNUT_LIGHT
        if empty:
            fill = (60, 52, 46)
        pen.rect(surface, fill, rect, border_radius=theme.RADIUS)
        border = theme.GOLD if (self.live and not empty) or self.lit else (130, 100, 70)
        pen.rect(surface, border, rect, 3 if self.live else 2, border_radius=theme.RADIUS)
        word = tr(P + "size." + self.size)  # both lines fit the button at every text size
        name = fonts.text(word, fonts.fit_size(word, theme.SIZE_LABEL, rect.w - 14, "bold"), theme.CREAM, "bold")
        surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.y + 6)))
        count = tr(P + "size.none") if empty else tr(P + "size.in_bag", n=self.count)
        line = fonts.text(count, fonts.fit_size(count, theme.SIZE_LABEL, rect.w - 14),
                          theme.CREAM_DIM if empty else theme.CREAM, "body")
        bottom = rect.bottom - 38 if self.show_odds else rect.bottom - 14
        if self.show_odds:  # the risk line below may be taller at a larger text size
            bottom = min(bottom, rect.bottom - 6 - fonts.font(theme.SIZE_LABEL, "bold").get_height() + 8)
        # The picture takes what the words leave: smaller at a larger text size, never over a word.
        room = (bottom - line.get_height() + 6) - (rect.y + 6 + name.get_height() - 4)
        scale = 0.72  # one scale for the three sizes (fitted to the large one): they stay unlike
        largest = pyramids.icon(len(SIZES) - 1, self.look, self.symbols, scale).get_height()
        if largest > room:
            scale = max(0.3, scale * room / largest)
        icon = pyramids.icon(self.size_index, self.look, self.symbols, scale)
        if empty:
            icon = icon.copy()
            icon.set_alpha(70)
        icon_bottom = min(rect.y + 130, bottom - line.get_height() + 6)
        surface.blit(icon, icon.get_rect(midbottom=(rect.centerx, icon_bottom)))
        surface.blit(line, line.get_rect(midbottom=(rect.centerx, bottom)))
        if self.show_odds and not empty and self.risk:
            risk = tr(variant(P + "size.risk", self.danger), k=self.risk.numerator, n=self.risk.denominator)
            size = fonts.fit_size(risk, theme.SIZE_LABEL, rect.w - 14, "bold")
            warn = theme.VERMILLION if self.risk >= Fraction(1, 2) else theme.GOLD
            text = fonts.text(risk, size, warn, "bold")
            surface.blit(text, text.get_rect(midbottom=(rect.centerx, rect.bottom - 6)))


@dataclass
class Bubble:
    """A speech bubble under a seat: a bot's (or person's) answer, shown for a moment."""

    text: str
    colour: tuple[int, int, int]
    time: float = 1.6


def draw_bubble(surface: pygame.Surface, seat_rect: pygame.Rect, bubble: Bubble) -> None:
    ink = theme.CREAM if bubble.colour == theme.VERMILLION else theme.INK
    fill = bubble.colour
    if bubble.colour == theme.VERMILLION:  # a deeper red (black in high contrast): cream text on it reads
        fill = (0, 0, 0) if palette.high_contrast() else tuple(round(c * 0.72) for c in fill)
    text = fonts.text(bubble.text, theme.SIZE_BODY, ink, "bold")
    rect = text.get_rect().inflate(36, 20)
    rect.midtop = (seat_rect.centerx, seat_rect.bottom - 12)
    rect.clamp_ip(pygame.Rect(40, 0, theme.WIDTH - 80, theme.HEIGHT))
    draw.blit_shadow(surface, rect, 18, 4, 6, 70)
    tip = [(seat_rect.centerx - 14, rect.top + 2), (seat_rect.centerx + 14, rect.top + 2),
           (seat_rect.centerx, rect.top - 16)]
    pen.polygon(surface, fill, tip)
    pen.rect(surface, fill, rect, border_radius=18)
    if fill != bubble.colour:
        pen.rect(surface, bubble.colour, rect, 3, border_radius=18)
    surface.blit(text, text.get_rect(center=rect.center))


def draw_pot(surface: pygame.Surface, rect: pygame.Rect, value: PotValue, pop: float) -> None:
    """The pot's value, large, and the breakdown that makes it."""
    if pop <= 0.001:
        image = cached(("pot", rect.size, value), rect.size,
                       lambda s: _paint_pot(s, pygame.Rect((0, 0), rect.size), value, 0.0))
        surface.blit(image, rect)
        return
    _paint_pot(surface, rect, value, pop)


def _paint_pot(surface: pygame.Surface, rect: pygame.Rect, value: PotValue, pop: float) -> None:
    surface.blit(draw.panel(rect.size, alpha=200), rect)
    label = fonts.text(tr(P + "pot"), theme.SIZE_BODY, theme.CREAM_DIM, "bold")
    surface.blit(label, (rect.x + 24, rect.y + 14))
    number = fonts.shadowed(str(value.total), 96, theme.GOLD, "display")
    # Beside the label when larger text leaves no room under it (the figure never covers a word).
    cx = max(rect.x + 110, rect.x + 24 + label.get_width() + 8 + number.get_width() // 2)
    if pop > 0.001:
        number = transforms.rotozoom(number, 0, 1.0 + 0.25 * pop)
    surface.blit(number, number.get_rect(center=(cx, rect.y + 86)))
    parts: list[tuple[str, tuple[int, int, int]]] = []
    if value.pieces or value.banked:
        parts.append((trn(P + "pot.pieces.one", P + "pot.pieces.other", value.pieces), theme.CREAM))
    if value.trio_points:
        parts.append((tr(P + "pot.trios", n=value.trio_points), theme.GOLD_LIGHT))
    if value.set_points:
        parts.append((tr(P + "pot.sets", n=value.set_points), theme.GOLD_LIGHT))
    if value.banked:
        parts.append((tr(P + "pot.banked", n=value.banked), (140, 210, 190)))
    if not parts:
        parts.append((tr(P + "pot.empty"), theme.CREAM_DIM))
    x0, y = max(rect.x + 230, cx + 80), rect.y + 18
    x = x0
    for text, colour in parts:
        room = rect.right - 16 - x0  # a part wider than the panel shrinks towards Normal, never cut
        image = fonts.text(text, fonts.fit_size(text, theme.SIZE_BODY, room, "bold"), colour, "bold")
        if x + image.get_width() > rect.right - 16:
            x, y = x0, y + fonts.px(44)
        surface.blit(image, (x, y))
        x += image.get_width() + 22
