"""Drawing the Pyramid Power table: board, glowing spaces, supply, tray, strips, overlays.

Every function only blits cached surfaces (tiles, glows, text) at positions worked out from the
scene's shown model and camera; nothing here decides a rule.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.pyramid_power.board import sides_of
from game.pyramid_power.grid import points_up
from game.pyramid_power.tiles import TILE_POINTS
from scenes.games.pyramid_power import layout as L
from scenes.games.pyramid_power.effects import Flyer
from scenes.ui import theme
from scenes.ui.text import tr
from sprites import draw, fonts, tiles
from sprites.surface_cache import surface_cache

if TYPE_CHECKING:
    from scenes.games.pyramid_power.scene import PyramidPowerScene

GOLD = theme.GOLD
CREAM = theme.CREAM


def _blit_tile(surface: pygame.Surface, image: pygame.Surface, up: bool, size: int,
               centre: tuple[float, float], shadow: bool = True, lift: int = 0) -> None:
    ax, ay = tiles.surface_anchor(up, size)
    x, y = centre[0] - ax, centre[1] - ay
    if shadow:
        blur = 8 + lift // 3
        surface.blit(tiles.shadow(up, size, blur, 80), (x - blur + 4 + lift, y - blur + 5 + lift))
    surface.blit(image, (x, y))


# ------------------------------------------------------------------ the board


def draw_board(scene: PyramidPowerScene, surface: pygame.Surface) -> None:
    cam = scene.cam
    size = scene.draw_size
    view = L.BOARD.inflate(size * 2, size * 2)
    old_clip = surface.get_clip()
    surface.set_clip(L.BOARD)
    placed = []
    for p in scene.disp.board:
        centre = cam.cell_screen(p.cell)
        if view.collidepoint(centre):
            placed.append((p, points_up(p.cell), centre))
    for _, up, (x, y) in placed:
        ax, ay = tiles.surface_anchor(up, size)
        surface.blit(tiles.shadow(up, size, 8, 80), (x - ax - 4, y - ay - 3))
    sym = scene.symbols
    for p, up, centre in placed:
        image = tiles.tile(sides_of(p.tile, p.turn), TILE_POINTS[p.tile], up, size, sym)
        _blit_tile(surface, image, up, size, centre, shadow=False)
        glow = scene.flash.get(p.cell, 0.0)
        if glow > 0:
            ring = tiles.cell_glow(up, size, theme.GOLD_LIGHT, True)
            ring.set_alpha(int(255 * min(1.0, glow)))
            _blit_tile(surface, ring, up, size, centre, shadow=False)
            ring.set_alpha(255)
    _draw_spaces(scene, surface, size)
    surface.set_clip(old_clip)


def _draw_spaces(scene: PyramidPowerScene, surface: pygame.Surface, size: int) -> None:
    """Where the chosen tile fits: glowing with its score; dashed where it fits turned."""
    if scene.human_hint_player() is None or scene.sel is None or scene.can_draw:
        return
    cam = scene.cam
    now = scene.cells_for(scene.sel)
    for cell in scene._other_turn_cells(scene.sel):
        up = points_up(cell)
        _blit_tile(surface, tiles.cell_glow(up, size, CREAM, False), up, size, cam.cell_screen(cell), shadow=False)
    pulse = 0.72 + 0.28 * math.sin(scene.time * 4.0)
    label_size = max(28, int(size * 0.32))
    for cell in now:
        up = points_up(cell)
        centre = cam.cell_screen(cell)
        glow = tiles.cell_glow(up, size, GOLD, True)
        glow.set_alpha(int(255 * pulse))
        _blit_tile(surface, glow, up, size, centre, shadow=False)
        glow.set_alpha(255)
    target = None
    if scene.drag is not None and scene.drag.get("moving"):
        target = scene.cam.cell_under(scene.drag["pos"])
    elif scene.mode == "board":
        target = scene.focus_cell
    elif scene.hover_cell in now:
        target = scene.hover_cell
    if target in now:
        up = points_up(target)
        sides = sides_of(scene.sel, scene.turn_of(scene.sel))
        ghost = tiles.ghost(sides, TILE_POINTS[scene.sel], up, size, scene.symbols)
        _blit_tile(surface, ghost, up, size, cam.cell_screen(target), shadow=False)
        ring = tiles.cell_glow(up, size, theme.GOLD_LIGHT, True)
        _blit_tile(surface, ring, up, size, cam.cell_screen(target), shadow=False)
    for cell, pts in now.items():
        x, y = cam.cell_screen(cell)
        label = fonts.shadowed(f"+{pts}", label_size, theme.GOLD_LIGHT if cell != target else CREAM, "display", 2)
        surface.blit(label, label.get_rect(center=(round(x), round(y))))


# ------------------------------------------------------------------ supply, tray, strips


def draw_supply(scene: PyramidPowerScene, surface: pygame.Surface) -> None:
    rect = L.SUPPLY
    n = scene.disp.supply
    cx, cy = L.supply_centre()
    layers = min(n, 6)
    lift = int(10 * scene.supply_pulse)
    for i in range(layers):
        image = tiles.back(True, 104)
        top = lift if i == layers - 1 else 0
        _blit_tile(surface, image, True, 104, (cx - 2 * (layers - 1 - i), cy + 3 * (layers - 1 - i) - top),
                   shadow=(i == 0))
    if n == 0:
        empty = tiles.cell_glow(True, 104, theme.CREAM_DIM, False)
        _blit_tile(surface, empty, True, 104, (cx, cy), shadow=False)
    label = tr("pyramid_power.supply", n=n) if n else tr("pyramid_power.supply_empty")
    text = fonts.text(label, theme.SIZE_BODY, CREAM, "bold")
    surface.blit(text, text.get_rect(midbottom=(rect.centerx, rect.bottom - 8)))


def draw_tray(scene: PyramidPowerScene, surface: pygame.Surface) -> None:
    rect = L.TRAY
    owner = scene.disp.current
    person = scene.human_hint_player()
    if person is not None:
        pygame.draw.rect(surface, GOLD, rect, 3, border_radius=18)
    if owner >= len(scene.seats):
        return
    name = scene.seats[owner]["name"]
    solo_person = scene.is_human(owner) and len(scene.humans()) == 1
    title = tr("pyramid_power.tray_title_you") if solo_person else tr("pyramid_power.tray_title", name=name)
    title_img = fonts.text(title, theme.SIZE_BODY, GOLD if person is not None else CREAM, "bold")
    surface.blit(title_img, (rect.x + 20, rect.y + 8))
    if not scene.match.is_over():
        if person is None:
            hint = tr("pyramid_power.hint_wait", name=name)
        elif scene.can_draw:
            hint = tr("pyramid_power.hint_draw")
        elif scene.match.state.drawn is not None:
            hint = tr("pyramid_power.hint_drawn")
        elif scene.mode == "board":
            hint = tr("pyramid_power.hint_board")
        else:
            hint = tr("pyramid_power.hint_pick")
        hint_img = _fitted(hint, theme.SIZE_LABEL, rect.w - title_img.get_width() - 70, theme.CREAM_DIM, "body")
        surface.blit(hint_img, hint_img.get_rect(topright=(rect.right - 20, rect.y + 12)))
    hand = scene.disp.hands[owner]
    dragging = scene.drag["tile"] if scene.drag is not None and scene.drag.get("moving") else None
    slots = L.big_slots(len(hand))
    for tile, slot in zip(hand, slots, strict=True):
        if tile == dragging:
            continue
        x, y = scene.big_pos.get(tile, slot)
        chosen = person is not None and tile == scene.sel
        turn = scene.turn_of(tile) if person is not None else 0
        sides = sides_of(tile, turn)
        if chosen:
            y -= L.LIFT
            glow = tiles.cell_glow(True, L.BIG, GOLD, True)
            _blit_tile(surface, glow, True, L.BIG, (x, y), shadow=False)
        playable = person is None or scene.can_draw or scene._playable(tile)
        maker = tiles.tile if playable else tiles.dimmed
        image = maker(sides, TILE_POINTS[tile], True, L.BIG, scene.symbols)
        _blit_tile(surface, image, True, L.BIG, (x, y), lift=8 if chosen else 0)
        if tile == scene.disp.drawn:
            tag = fonts.text(tr("pyramid_power.drawn_tag"), theme.SIZE_LABEL, theme.INK, "bold")
            box = tag.get_rect(midtop=(round(x), round(y + tiles.height(L.BIG) / 3 + 4))).inflate(16, 2)
            pygame.draw.rect(surface, theme.GOLD, box, border_radius=10)
            surface.blit(tag, tag.get_rect(center=box.center))


def draw_strips(scene: PyramidPowerScene, surface: pygame.Surface) -> None:
    """Every seat's tiles, face up and small, under its panel (not in solitaire: the tray shows them)."""
    if len(scene.seats) < 2:
        return
    for seat, rect in enumerate(scene.seat_rects()):
        hand = scene.disp.hands[seat]
        for tile, (x, y, up) in zip(hand, L.strip_slots(rect, len(hand)), strict=True):
            image = tiles.tile(sides_of(tile, 0), TILE_POINTS[tile], up, L.SMALL, scene.symbols)
            _blit_tile(surface, image, up, L.SMALL, (x, y))


def draw_log(scene: PyramidPowerScene, surface: pygame.Surface) -> None:
    rect = L.LOG
    lines = list(scene.log_lines)[-4:]
    for k, line in enumerate(lines):
        colour = CREAM if k == len(lines) - 1 else theme.CREAM_DIM
        surface.blit(_clipped(line, theme.SIZE_LABEL, rect.w - 30, colour), (rect.x + 16, rect.y + 12 + 42 * k))


@surface_cache(6)
def _clipped(line: str, size: int, width: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A log line cut to fit with an ellipsis (measured once, not every frame)."""
    font = fonts.font(size)
    text = line
    if font.size(text)[0] > width:
        while text and font.size(text + "…")[0] > width:
            text = text[:-1]
        text += "…"
    return fonts.text(text, size, colour)


@surface_cache(6)
def _fitted(text: str, size: int, width: int, colour: tuple[int, int, int], face: str) -> pygame.Surface:
    return fonts.text(text, fonts.fit_size(text, size, width, face, minimum=22), colour, face)


# ------------------------------------------------------------------ the fixed layer


_BG: dict[tuple[int, ...], pygame.Surface] = {}


def background(scene: PyramidPowerScene) -> pygame.Surface:
    """The table with every panel that never moves, composed once (panels are costly to blend)."""
    rects = scene.seat_rects()
    key = tuple(v for r in rects for v in r)
    image = _BG.get(key)
    if image is not None:
        return image
    image = scene.table.copy()
    for rect in (L.SUPPLY, L.TRAY):
        draw.blit_shadow(image, rect, 18, 5, 10, 70)
    image.blit(draw.panel(L.SUPPLY.size, alpha=170, radius=16), L.SUPPLY)
    image.blit(draw.panel(L.TRAY.size, alpha=200, radius=18), L.TRAY)
    image.blit(draw.panel(L.LOG.size, alpha=150, radius=14), L.LOG)
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
        _zoom_icon(image, name, rect)
    if pygame.display.get_surface() is not None:
        image = image.convert()
    _BG.clear()
    _BG[key] = image
    return image


def draw_seats(scene: PyramidPowerScene, surface: pygame.Surface) -> None:
    """Seat texts over the panels already in the background; the seat to act glows gold."""
    acting = scene.acting_seats()
    for i, rect in enumerate(scene.seat_rects()):
        seat = scene.seats[i]
        if i in acting:
            draw.blit_glow(surface, rect, GOLD, 16, 18)
            pygame.draw.rect(surface, GOLD, rect, 2, border_radius=16)
        surface.blit(_fitted(seat["name"], theme.SIZE_BODY, rect.w - 110, CREAM, "bold"), (rect.x + 18, rect.y + 12))
        solo = scene.is_human(i) and len(scene.humans()) == 1
        who = tr("seat.you") if solo else tr(f"seat.{seat['seat']}")
        if scene.runner.thinking == i:
            who = tr("seat.thinking")
        line = f"{who} · {scene.seat_status(i)}"
        surface.blit(_fitted(line, theme.SIZE_LABEL, rect.w - 110, theme.CREAM_DIM, "body"), (rect.x + 18, rect.y + 62))
        score = fonts.text(str(scene.seat_score(i)), 52, GOLD, "display")
        surface.blit(score, score.get_rect(midright=(rect.right - 18, rect.centery)))


# ------------------------------------------------------------------ above everything


def draw_overlay(scene: PyramidPowerScene, surface: pygame.Surface) -> None:
    _draw_zoom_buttons(scene, surface)
    if scene.human_hint_player() is not None and scene.can_draw:
        scene.ui.draw(surface)
    for flyer in scene.flyers:
        flyer.draw(surface, scene.symbols)
    _draw_drag(scene, surface)
    for popup in scene.popups:
        popup.draw(surface)
    if scene.banner_time > 0 and scene.banner:
        image = fonts.text(scene.banner, theme.SIZE_BODY + 4, CREAM, "bold")
        box = image.get_rect(center=(L.BOARD.centerx, L.BOARD.y + 44)).inflate(56, 26)
        panel = draw.panel(box.size, alpha=230, radius=18, border=GOLD)
        panel.set_alpha(int(255 * min(1.0, scene.banner_time / 0.3)))
        surface.blit(panel, box)
        image.set_alpha(int(255 * min(1.0, scene.banner_time / 0.3)))
        surface.blit(image, image.get_rect(center=box.center))
        image.set_alpha(255)
        panel.set_alpha(255)
    if scene.best_rows is not None and scene.finished:
        _draw_best(scene, surface)


def _draw_drag(scene: PyramidPowerScene, surface: pygame.Surface) -> None:
    drag = scene.drag
    if drag is None or not drag.get("moving") or scene.sel is None:
        return
    pos = drag["pos"]
    tile = scene.sel
    cell = scene.cam.cell_under(pos) if not L.TRAY.collidepoint(pos) else None
    turn = scene.turn_of(tile)
    if cell is not None and cell in scene.cells_for(tile):
        up, size, centre = points_up(cell), scene.draw_size, scene.cam.cell_screen(cell)
        lift = 0.35
    elif cell is not None:
        up, size, centre, lift = points_up(cell), scene.draw_size, pos, 1.0
    else:
        up, size, centre, lift = True, L.BIG, pos, 1.0
    flyer = Flyer(sides_of(tile, turn), TILE_POINTS[tile], up, centre, size)
    flyer.lift = lift
    flyer.draw(surface, scene.symbols)


def _draw_zoom_buttons(scene: PyramidPowerScene, surface: pygame.Surface) -> None:
    for _, rect in L.zoom_buttons():
        if rect.collidepoint(scene.pointer):
            pygame.draw.rect(surface, theme.GOLD_LIGHT, rect, 3, border_radius=20)


def _zoom_icon(surface: pygame.Surface, name: str, rect: pygame.Rect) -> None:
    if name == "fit":
        cx, cy = rect.center
        pts = [(cx, cy - 22), (cx + 24, cy + 18), (cx - 24, cy + 18)]
        pygame.draw.polygon(surface, CREAM, pts, 4)
        for dx, dy in ((0, -34), (0, 30), (-36, 0), (36, 0)):
            pygame.draw.line(surface, GOLD, (cx + dx * 0.8, cy + dy * 0.8), (cx + dx, cy + dy), 4)
    else:
        text = fonts.text(tr(f"pyramid_power.zoom_{name}"), 60, CREAM, "display")
        surface.blit(text, text.get_rect(center=(rect.centerx, rect.centery - 3)))


def _draw_best(scene: PyramidPowerScene, surface: pygame.Surface) -> None:
    rows = scene.best_rows or []
    panel = pygame.Rect(0, 0, 820, 150 + 54 * max(1, len(rows)) + 90)
    panel.center = (L.BOARD.centerx, L.BOARD.centery + 20)
    panel.top = max(60, panel.top)
    draw.blit_shadow(surface, panel, 24, 10, 16, 110)
    surface.blit(draw.panel(panel.size, alpha=240, radius=24, border=GOLD), panel)
    title = fonts.text(tr("pyramid_power.best_title"), theme.SIZE_HEADING, GOLD, "display")
    surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + 18)))
    wild = scene.match.record["options"].get("wild_tile", True)
    sub = fonts.text(tr("pyramid_power.best_options", wild=tr("on") if wild else tr("off")),
                     theme.SIZE_LABEL, theme.CREAM_DIM)
    surface.blit(sub, sub.get_rect(midtop=(panel.centerx, panel.y + 94)))
    y = panel.y + 140
    for i, row in enumerate(rows):
        new = i == scene.best_place
        line = pygame.Rect(panel.x + 40, y, panel.w - 80, 48)
        pygame.draw.rect(surface, (110, 80, 40) if new else (60, 43, 31), line, border_radius=10)
        colour = GOLD if new else CREAM
        surface.blit(fonts.text(f"{i + 1}.", theme.SIZE_BODY, colour, "display"), (line.x + 16, line.y + 6))
        name = str(row.get("name", ""))[:18]
        surface.blit(fonts.text(name, theme.SIZE_BODY, colour, "bold"), (line.x + 80, line.y + 6))
        extra = tr("pyramid_power.best_new") if new else (tr("pyramid_power.best_cleared") if row.get("cleared") else
                                                          str(row.get("date", "")))
        ex = fonts.text(extra, theme.SIZE_LABEL, colour)
        surface.blit(ex, ex.get_rect(midright=(line.right - 140, line.centery)))
        score = fonts.text(str(row["score"]), theme.SIZE_BODY + 4, colour, "display")
        surface.blit(score, score.get_rect(midright=(line.right - 18, line.centery)))
        y += 54
    if scene.best_place is None:
        mine = fonts.text(tr("pyramid_power.best_not_kept", score=scene.best_score), theme.SIZE_BODY, CREAM, "bold")
        surface.blit(mine, mine.get_rect(midtop=(panel.centerx, y + 4)))
    go = fonts.text(tr("pyramid_power.best_continue"), theme.SIZE_LABEL, theme.CREAM_DIM)
    surface.blit(go, go.get_rect(midbottom=(panel.centerx, panel.bottom - 18)))
