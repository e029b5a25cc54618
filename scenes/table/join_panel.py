"""The TV's join panel: the page's address, a QR code of it, and the 4-letter table code.

The QR code carries the address only; the code is read off the TV, so a photo of the QR code
alone never seats anyone. Drawn while a phone seat has no phone.
"""

from __future__ import annotations

import math

import pygame

from scenes.ui import theme
from scenes.ui.text import tr
from sprites import draw, fonts, scaling

RECT = pygame.Rect(40, 175, 500, 665)  # clear of the seats above and a hand below
QR_SIDE = 340


def qr_surface(text: str, side: int) -> pygame.Surface:
    """A QR code of `text` as dark modules on white with the standard quiet zone."""
    import segno  # pure Python; loaded only when a game has phone seats

    code = segno.make(text, error="m", micro=False)
    matrix = [list(row) for row in code.matrix]
    n = len(matrix) + 8  # four modules of quiet zone on each side
    cell = max(1, side // n)
    image = scaling.surface((cell * n, cell * n))
    image.fill((255, 255, 255))
    for y, row in enumerate(matrix):
        for x, on in enumerate(row):
            if on:
                image.fill((20, 14, 10), ((x + 4) * cell, (y + 4) * cell, cell, cell))
    return image


def place(avoid: pygame.Rect | None) -> tuple[pygame.Rect, pygame.Rect]:
    """The panel's rect and its title's band, clear of `avoid`: a button in the title's band moves
    the title beside it; a button lower down moves the panel beside it."""
    rect = RECT.copy()
    band = pygame.Rect(rect.x + 20, rect.y, rect.w - 40, 70)
    if avoid is None or not avoid.colliderect(rect):
        return rect, band
    if avoid.top < rect.top + 70:
        band.left = avoid.right + 10
        band.width = rect.right - 20 - band.left
        return rect, band
    rect.x = avoid.right + 12
    return rect, pygame.Rect(rect.x + 20, rect.y, rect.w - 40, 70)


class JoinPanel:
    """Address, QR code and table code, with the names still waiting below."""

    def __init__(self, address: str, code: str) -> None:
        self.address = address
        self.code = code
        self.qr = qr_surface(address, QR_SIDE)
        self.time = 0.0

    def update(self, dt: float) -> None:
        self.time += dt

    def rescaled(self) -> None:
        self.qr = qr_surface(self.address, QR_SIDE)

    def draw(self, surface: pygame.Surface, waiting: list[str], avoid: pygame.Rect | None = None) -> None:
        """`avoid`: the table's Menu button, which stays on top: nothing of the panel goes under it."""
        rect, band = place(avoid)
        draw.blit_shadow(surface, rect, 24, 8, 14, 100)
        surface.blit(draw.panel(rect.size, alpha=252, radius=24, border=theme.GOLD), rect)
        words = tr("phones.join_title")
        size = fonts.fit_size(words, theme.SIZE_BODY + 6, band.w, "display")
        title = fonts.text(words, size, theme.GOLD, "display")
        surface.blit(title, title.get_rect(midtop=(band.centerx, rect.y + 22)))
        qr = self.qr.get_rect(midtop=(rect.centerx, rect.y + 80))
        surface.blit(self.qr, qr)
        size = fonts.fit_size(self.address, theme.SIZE_LABEL, rect.w - 40, "bold")
        address = fonts.text(self.address, size, theme.CREAM, "bold")
        surface.blit(address, address.get_rect(midtop=(rect.centerx, qr.bottom + 14)))
        label = fonts.text(tr("phones.code_label"), theme.SIZE_LABEL, theme.CREAM_DIM)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, qr.bottom + 62)))
        # The code breathes gently so the eye finds it from the couch.
        glow = 0.5 + 0.5 * math.sin(self.time * 2.4)
        colour = tuple(int(a + (b - a) * glow) for a, b in zip(theme.GOLD, theme.GOLD_LIGHT, strict=True))
        letters = fonts.shadowed(" ".join(self.code), 84, colour)
        surface.blit(letters, letters.get_rect(midtop=(rect.centerx, qr.bottom + 96)))
        if waiting:
            line = tr("phones.waiting_list", names=", ".join(waiting))
            line = fonts.ellipsize(line, theme.SIZE_LABEL, rect.w - 40)
            text = fonts.text(line, theme.SIZE_LABEL, theme.CREAM)
            surface.blit(text, text.get_rect(midtop=(rect.centerx, qr.bottom + 200)))
