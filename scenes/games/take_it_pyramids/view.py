"""Drawing the pyramids table, fed plain values by the scene: the fixed marks on the felt (the
arena's stitching, the discard tray, the pot's grid with ghost pyramids), the bag with who holds
it, the pieces, the dragged size, the round/cycle/blacks panel, the dealer chip and the prompt.
The scene decides what is shown; this module only how it looks.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from game.take_it_pyramids import COLORS, SIZES
from scenes.games.take_it_pyramids import layout
from scenes.games.take_it_pyramids.hud import cached
from scenes.games.take_it_pyramids.pieces import Piece
from scenes.ui import theme
from scenes.ui.text import tr
from sprites import bag as bag_art
from sprites import draw, fonts, pen, pyramids, scaling

P = "take_it_pyramids."


def static_layer(plain: pygame.Surface, palette: str, symbols: bool) -> pygame.Surface:
    """The felt with the things that never move (arena stitching, discard tray, grid cells)."""
    surf = scaling.surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
    left, top, right, bottom = layout.ARENA
    arena = pygame.Rect(left - 6, top - 6, right - left + 12, bottom - top + 12)
    pen.rect(surf, (255, 255, 255, 10), arena, border_radius=26)
    for x in range(arena.x + 20, arena.right - 20, 26):
        pen.line(surf, (230, 240, 220, 46), (x, arena.y), (x + 13, arena.y), 2)
        pen.line(surf, (230, 240, 220, 46), (x, arena.bottom), (x + 13, arena.bottom), 2)
    for y in range(arena.y + 20, arena.bottom - 20, 26):
        pen.line(surf, (230, 240, 220, 46), (arena.x, y), (arena.x, y + 13), 2)
        pen.line(surf, (230, 240, 220, 46), (arena.right, y), (arena.right, y + 13), 2)
    tray = layout.DISCARD
    surf.blit(draw.panel(tray.size, colour=(20, 40, 28), alpha=120, radius=20), tray)
    label = fonts.text(tr(P + "discarded"), theme.SIZE_LABEL, theme.CREAM_DIM, "bold")
    surf.blit(label, (tray.x + 18, tray.y + 8))
    grid = layout.GRID.inflate(16, 16)
    surf.blit(draw.panel(grid.size, colour=(18, 44, 30), alpha=130, radius=20), grid)
    for si in range(len(SIZES)):
        for ci, colour in enumerate(COLORS):
            cell = layout.cell(si, ci).inflate(-10, -8)
            pen.rect(surf, (255, 255, 255, 16), cell, border_radius=14)
            pen.rect(surf, (255, 255, 255, 34), cell, 2, border_radius=14)
            ghost, (ax, ay) = pyramids.image(si, pyramids.look_key(colour, palette), 0, symbols)
            ghost = ghost.copy()
            ghost.set_alpha(52)
            x, y = layout.cell_spot(si, ci)
            surf.blit(ghost, (round(x - ax), round(y - ay)))
    table = plain.copy()
    table.blit(surf, (0, 0))
    if pygame.display.get_surface() is not None:
        table = table.convert()
    return table


def banner_rect(lines: int) -> pygame.Rect:
    """A banner's box: as tall as its lines need, centred where the table's banners go."""
    rect = pygame.Rect(0, 0, layout.BANNER.w, 130 + 46 * lines)
    rect.center = layout.BANNER.center
    return rect


# ------------------------------------------------------------------ the bag and the pieces


def draw_bag(surface: pygame.Surface, jitter: tuple[float, float], tilt: float, squash: float,
             tag: str | None) -> None:
    """The bag (shaken by `jitter`) and, under it, whose draw it is."""
    bx, by = layout.BAG_CENTRE
    bag_art.blit(surface, (bx + jitter[0], by + jitter[1]), *layout.BAG_SIZE, tilt, squash)
    if tag is not None:
        image = fonts.text(tag, theme.SIZE_LABEL, theme.CREAM, "bold")
        rect = image.get_rect(center=(bx, by + 185)).inflate(28, 12)
        surface.blit(draw.panel(rect.size, alpha=200, radius=14), rect)
        surface.blit(image, image.get_rect(center=rect.center))


def draw_pieces(surface: pygame.Surface, pieces: Iterable[Piece], symbols: bool,
                jitter: tuple[float, float] = (0.0, 0.0)) -> None:
    for piece in pieces:
        pyramids.blit(surface, piece.pyr.size_index, piece.look, (piece.x + jitter[0], piece.y + jitter[1]),
                      piece.angle, piece.z, symbols, piece.scale, piece.alpha)


def draw_drag(surface: pygame.Surface, size_index: int, pos: tuple[int, int], look: str, symbols: bool) -> None:
    """A size being dragged towards the bag (the bag's mouth rings gold when it would land)."""
    if layout.BAG_DROP.collidepoint(pos):
        pen.ellipse(surface, theme.GOLD, layout.BAG_DROP.inflate(-40, -120).move(0, -40), 5)
    x, y = pos
    pyramids.blit(surface, size_index, look, (x, y + 30), 0.2, 12, symbols, alpha=200)


# ------------------------------------------------------------------ seats, round panel, prompt


def draw_out_veil(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Dims a seat that is out of this round."""
    surface.blit(draw.panel(rect.size, colour=(0, 0, 0), alpha=70, radius=18), rect)


def draw_dealer_chip(surface: pygame.Surface, pos: tuple[float, float]) -> None:
    x, y = round(pos[0]), round(pos[1])
    pen.circle(surface, (0, 0, 0), (x + 3, y + 4), 23)
    pen.circle(surface, theme.GOLD, (x, y), 22)
    pen.circle(surface, theme.GOLD_LIGHT, (x, y), 22, 3)
    d = fonts.text(tr(P + "dealer_chip"), 28, theme.INK, "display")  # "G" (gjafari) in Icelandic
    surface.blit(d, d.get_rect(center=(x, y)))


@dataclass(frozen=True)
class InfoLook:
    """The round, the cycle, and the three slots that fill with this round's blacks."""

    round_number: int
    cycle: int
    cycles: int
    tie_break: bool
    busts: int
    bust_pop: float  # 0..1: the newest black's slot swells
    palette: str
    symbols: bool


def draw_info(surface: pygame.Surface, look: InfoLook) -> None:
    size = layout.INFO.inflate(24, 24).size
    image = cached(("info", look), size, lambda img: _paint_info(img, pygame.Rect(12, 12, *layout.INFO.size), look))
    surface.blit(image, layout.INFO.move(-12, -12))


def _paint_info(surface: pygame.Surface, rect: pygame.Rect, look: InfoLook) -> None:
    surface.blit(draw.panel(rect.size, alpha=190), rect)
    head = tr(P + "round", n=look.round_number)
    if look.tie_break:
        cycle = tr(P + "tie_cycle", n=look.cycle - look.cycles)
    else:
        cycle = tr(P + "cycle", n=min(look.cycle, look.cycles), of=look.cycles)
    head_image = fonts.text(head, theme.SIZE_BODY + 4, theme.GOLD, "display")
    surface.blit(head_image, (rect.x + 22, rect.y + 12))
    colour = theme.VERMILLION if look.tie_break else theme.CREAM_DIM
    room = rect.w - 22 - head_image.get_width() - 16 - 20  # beside the round, never over it
    cyc = fonts.text(cycle, fonts.fit_size(cycle, theme.SIZE_LABEL, room, "bold", minimum=18), colour, "bold")
    surface.blit(cyc, cyc.get_rect(topright=(rect.right - 20, rect.y + 18)))
    label_key = "whites" if look.palette == "xeno" else "blacks"
    label = fonts.text(tr(P + label_key), theme.SIZE_LABEL, theme.CREAM, "bold")
    top_bottom = 12 + max(head_image.get_height(), 6 + cyc.get_height())  # below the first line
    surface.blit(label, (rect.x + 22, rect.y + max(72, top_bottom - 8)))
    black = pyramids.look_key("black", look.palette)
    # The slots start after the words beside and above them (they move right at a larger text size).
    # At a larger text size the first line takes more room: the slots shrink to what is left.
    radius = max(16, min(32, (rect.h - 4 - top_bottom) // 2))
    cy = max(84, top_bottom + radius) if radius < 32 else 84
    x0 = max(200, 22 + label.get_width() + 16 + radius)
    pitch = max(2 * radius + 8, min(100, (rect.w - 14 - radius - x0) // 2))
    for k in range(3):
        centre = (rect.x + x0 + k * pitch, rect.y + cy)
        filled = k < look.busts
        r = radius
        if filled and k == look.busts - 1 and look.bust_pop > 0:
            r += int(10 * look.bust_pop)
        pen.circle(surface, (16, 30, 22), centre, r)
        pen.circle(surface, theme.VERMILLION if filled else (110, 100, 86), centre, r, 3)
        if filled:
            icon = pyramids.icon(0, black, look.symbols, 0.95 * radius / 32)
            surface.blit(icon, icon.get_rect(center=(centre[0], centre[1] - 4)))
        else:
            n = fonts.text(str(k + 1), theme.SIZE_LABEL, theme.CREAM_DIM, "display", scaled=False)  # 4.5:1
            surface.blit(n, n.get_rect(center=centre))


def draw_prompt(surface: pygame.Surface, text: str) -> None:
    """Who is being asked, and for how much (when the one to answer is not at the screen)."""
    rect = layout.PROMPT
    surface.blit(draw.panel(rect.size, alpha=200, radius=18, border=theme.GOLD), rect)
    size = fonts.fit_size(text, theme.SIZE_BODY, rect.w - 40, "bold")
    image = fonts.text(text, size, theme.CREAM, "bold")
    surface.blit(image, image.get_rect(center=rect.center))
