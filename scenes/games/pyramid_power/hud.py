"""Drawing the Pyramid Power table: board, glowing spaces, supply, tray, strips, seats, log.

Every function only blits cached surfaces (tiles, glows, text) at positions given by a
`TableView` (plain values the scene gathers); nothing here reads the scene or decides a rule.
What floats above the table (flyers, the dragged tile, pop-ups) is in overlay.py.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.pyramid_power.board import sides_of
from game.pyramid_power.grid import points_up
from game.pyramid_power.tiles import TILE_POINTS
from scenes.games.pyramid_power import layout as L
from scenes.games.pyramid_power.view import Spaces, TableView
from scenes.ui import theme
from scenes.ui.text import tr
from sprites import draw, fonts, motion_policy, pen, scaling, tiles
from sprites.seat_emblems import draw_emblem
from sprites.surface_cache import surface_cache

GOLD = theme.GOLD
CREAM = theme.CREAM
EMBLEM = 26  # px across: the seat emblem before a seat's name (as on every table)


def blit_tile(surface: pygame.Surface, image: pygame.Surface, up: bool, size: int,
               centre: tuple[float, float], shadow: bool = True, lift: int = 0) -> None:
    ax, ay = tiles.surface_anchor(up, size)
    x, y = centre[0] - ax, centre[1] - ay
    if shadow:
        blur = 8 + lift // 3
        surface.blit(tiles.shadow(up, size, blur, 80), (x - blur + 4 + lift, y - blur + 5 + lift))
    surface.blit(image, (x, y))


# ------------------------------------------------------------------ the board


def draw_board(surface: pygame.Surface, v: TableView) -> None:
    cam = v.cam
    size = v.tile_size
    view = L.BOARD.inflate(size * 2, size * 2)
    old_clip = surface.get_clip()
    surface.set_clip(L.BOARD)
    placed = []
    for p in v.board:
        centre = cam.cell_screen(p.cell)
        if view.collidepoint(centre):
            placed.append((p, points_up(p.cell), centre))
    for _, up, (x, y) in placed:
        ax, ay = tiles.surface_anchor(up, size)
        surface.blit(tiles.shadow(up, size, 8, 80), (x - ax - 4, y - ay - 3))
    sym = v.symbols
    for p, up, centre in placed:
        image = tiles.tile(sides_of(p.tile, p.turn), TILE_POINTS[p.tile], up, size, sym)
        blit_tile(surface, image, up, size, centre, shadow=False)
        glow = v.flash.get(p.cell, 0.0)
        if glow > 0:
            ring = tiles.cell_glow(up, size, theme.GOLD_LIGHT, True)
            ring.set_alpha(int(255 * min(1.0, glow)))
            blit_tile(surface, ring, up, size, centre, shadow=False)
            ring.set_alpha(255)
    if v.spaces is not None:
        _draw_spaces(surface, v, v.spaces, size)
    surface.set_clip(old_clip)


def _draw_spaces(surface: pygame.Surface, v: TableView, spaces: Spaces, size: int) -> None:
    """Where the chosen tile fits: glowing with its score; dashed where it fits turned."""
    cam = v.cam
    now = spaces.fits
    for cell in spaces.turned:
        up = points_up(cell)
        blit_tile(surface, tiles.cell_glow(up, size, CREAM, False), up, size, cam.cell_screen(cell), shadow=False)
    pulse = 0.72 + 0.28 * (2 * motion_policy.pulse(v.time, 4.0) - 1)
    label_size = max(28, int(size * 0.32))
    for cell in now:
        up = points_up(cell)
        centre = cam.cell_screen(cell)
        glow = tiles.cell_glow(up, size, GOLD, True)
        glow.set_alpha(int(255 * pulse))
        blit_tile(surface, glow, up, size, centre, shadow=False)
        glow.set_alpha(255)
    target = spaces.target
    if target in now:
        up = points_up(target)
        sides = sides_of(spaces.tile, spaces.turn)
        ghost = tiles.ghost(sides, TILE_POINTS[spaces.tile], up, size, v.symbols)
        blit_tile(surface, ghost, up, size, cam.cell_screen(target), shadow=False)
        ring = tiles.cell_glow(up, size, theme.GOLD_LIGHT, True)
        blit_tile(surface, ring, up, size, cam.cell_screen(target), shadow=False)
    for cell, pts in now.items():
        x, y = cam.cell_screen(cell)
        label = fonts.shadowed(f"+{pts}", label_size, theme.GOLD_LIGHT if cell != target else CREAM, "display", 2)
        surface.blit(label, label.get_rect(center=(round(x), round(y))))


# ------------------------------------------------------------------ supply, tray, strips


def draw_supply(surface: pygame.Surface, v: TableView) -> None:
    rect = L.SUPPLY
    n = v.supply
    cx, cy = L.supply_centre()
    layers = min(n, 6)
    lift = int(10 * v.supply_pulse)
    for i in range(layers):
        image = tiles.back(True, 104)
        top = lift if i == layers - 1 else 0
        blit_tile(surface, image, True, 104, (cx - 2 * (layers - 1 - i), cy + 3 * (layers - 1 - i) - top),
                   shadow=(i == 0))
    if n == 0:
        empty = tiles.cell_glow(True, 104, theme.CREAM_DIM, False)
        blit_tile(surface, empty, True, 104, (cx, cy), shadow=False)
    label = tr("pyramid_power.supply", n=n) if n else tr("pyramid_power.supply_empty")
    text = fonts.text(label, theme.SIZE_BODY, CREAM, "bold")
    surface.blit(text, text.get_rect(midbottom=(rect.centerx, rect.bottom - 8)))


def draw_tray(surface: pygame.Surface, v: TableView) -> None:
    rect = L.TRAY
    if v.person:
        pen.rect(surface, GOLD, rect, 3, border_radius=18)
    tray = v.tray
    if tray is None:
        return
    title = tr("pyramid_power.tray_title_you") if tray.solo_person else tr("pyramid_power.tray_title", name=tray.name)
    title_img = fonts.text(title, theme.SIZE_BODY, GOLD if v.person else CREAM, "bold")
    surface.blit(title_img, (rect.x + 20, rect.y + 8))
    if tray.hint_key is not None:
        hint = tr(tray.hint_key, name=tray.name)
        hint_img = _fitted(hint, theme.SIZE_LABEL, rect.w - title_img.get_width() - 70, theme.CREAM_DIM, "body")
        surface.blit(hint_img, hint_img.get_rect(topright=(rect.right - 20, rect.y + 12)))
    for t in tray.tiles:
        x, y = t.pos
        sides = sides_of(t.tile, t.turn)
        if t.chosen:
            y -= L.LIFT
            glow = tiles.cell_glow(True, L.BIG, GOLD, True)
            blit_tile(surface, glow, True, L.BIG, (x, y), shadow=False)
        maker = tiles.tile if t.playable else tiles.dimmed
        image = maker(sides, TILE_POINTS[t.tile], True, L.BIG, v.symbols)
        blit_tile(surface, image, True, L.BIG, (x, y), lift=8 if t.chosen else 0)
        if t.drawn:
            tag = fonts.text(tr("pyramid_power.drawn_tag"), theme.SIZE_LABEL, theme.INK, "bold")
            box = tag.get_rect(midtop=(round(x), round(y + tiles.height(L.BIG) / 3 + 4))).inflate(16, 2)
            pen.rect(surface, theme.GOLD, box, border_radius=10)
            surface.blit(tag, tag.get_rect(center=box.center))


def draw_strips(surface: pygame.Surface, v: TableView) -> None:
    """Every seat's tiles, face up and small, under its panel (not in solitaire: the tray shows them)."""
    for rect, hand in v.strips:
        for tile, (x, y, up) in zip(hand, L.strip_slots(rect, len(hand)), strict=True):
            image = tiles.tile(sides_of(tile, 0), TILE_POINTS[tile], up, L.SMALL, v.symbols)
            blit_tile(surface, image, up, L.SMALL, (x, y))


@surface_cache(6)
def _fitted(text: str, size: int, width: int, colour: tuple[int, int, int], face: str) -> pygame.Surface:
    return fonts.text(text, fonts.fit_size(text, size, width, face, minimum=22), colour, face)


# ------------------------------------------------------------------ the fixed layer


_BG: dict[tuple[object, ...], pygame.Surface] = {}


def background(table: pygame.Surface, rects: Sequence[pygame.Rect]) -> pygame.Surface:
    """The table with every panel that never moves, composed once (panels are costly to blend)."""
    # the scale and the language are part of it: a bigger window or another language draws anew
    key = (*(v for r in rects for v in r), scaling.generation(), tr("pyramid_power.supply_title"))
    image = _BG.get(key)
    if image is not None:
        return image
    image = table.copy()
    for rect in (L.SUPPLY, L.TRAY):
        draw.blit_shadow(image, rect, 18, 5, 10, 70)
    image.blit(draw.panel(L.SUPPLY.size, alpha=170, radius=16), L.SUPPLY)
    image.blit(draw.panel(L.TRAY.size, alpha=200, radius=18), L.TRAY)
    title = fonts.text(tr("pyramid_power.supply_title"), theme.SIZE_LABEL, theme.CREAM_DIM)
    image.blit(title, (L.SUPPLY.x + 14, L.SUPPLY.y + 6))
    for rect in rects:
        if len(rects) > 1:
            strip = pygame.Rect(rect.x, L.STRIP_TOP - 2, rect.w, L.STRIP_H + 4)
            image.blit(draw.panel(strip.size, alpha=120, radius=12), strip)
        draw.blit_shadow(image, rect, 16, 5, 8, 70)
        image.blit(draw.panel(rect.size), rect)
    for name, rect in L.zoom_buttons():
        draw.blit_shadow(image, rect, 20, 4, 8, 60)
        image.blit(draw.panel(rect.size, alpha=215, radius=20, border=(150, 112, 70)), rect)
        zoom_icon(image, name, rect)
    if pygame.display.get_surface() is not None:
        image = image.convert()
    _BG.clear()
    _BG[key] = image
    return image


def draw_seats(surface: pygame.Surface, v: TableView) -> None:
    """Seat texts over the panels already in the background; the seat to act glows gold."""
    for i, (seat, rect) in enumerate(zip(v.seats, v.seat_rects, strict=True)):
        if seat.acting:
            draw.blit_glow(surface, rect, GOLD, 16, 18)
            pen.rect(surface, GOLD, rect, 2, border_radius=16)
        name = _fitted(seat.name, theme.SIZE_BODY, rect.w - 110 - EMBLEM - 10, CREAM, "bold")
        # The seat's own shape before its name (sprites/seat_emblems.py): a seat is never told by colour.
        draw_emblem(surface, i, (rect.x + 18 + EMBLEM / 2, rect.y + 12 + name.get_height() / 2), EMBLEM, CREAM,
                    theme.INK)
        surface.blit(name, (rect.x + 18 + EMBLEM + 10, rect.y + 12))
        surface.blit(_fitted(seat.line, theme.SIZE_LABEL, rect.w - 110, theme.CREAM_DIM, "body"),
                     (rect.x + 18, rect.y + 62))
        score = fonts.text(str(seat.score), 52, GOLD, "display")
        surface.blit(score, score.get_rect(midright=(rect.right - 18, rect.centery)))


def zoom_icon(surface: pygame.Surface, name: str, rect: pygame.Rect) -> None:
    if name == "fit":
        cx, cy = rect.center
        pts = [(cx, cy - 22), (cx + 24, cy + 18), (cx - 24, cy + 18)]
        pen.polygon(surface, CREAM, pts, 4)
        for dx, dy in ((0, -34), (0, 30), (-36, 0), (36, 0)):
            pen.line(surface, GOLD, (cx + dx * 0.8, cy + dy * 0.8), (cx + dx, cy + dy), 4)
    else:
        text = fonts.text(tr(f"pyramid_power.zoom_{name}"), 60, CREAM, "display")
        surface.blit(text, text.get_rect(center=(rect.centerx, rect.centery - 3)))
