"""What floats above the Pyramid Power table: zoom-button hover, flying tiles, the dragged tile,
pop-ups, the one-line notice and the solitaire best scores.

Drawn from a `TableView` like hud.py; kept apart because these pieces come and go with motion
while hud.py draws what always stands on the table.
"""

from __future__ import annotations

import pygame

from game.pyramid_power.board import sides_of
from game.pyramid_power.grid import points_up
from game.pyramid_power.tiles import TILE_POINTS
from scenes.games.pyramid_power import layout as L
from scenes.games.pyramid_power.effects import Flyer
from scenes.games.pyramid_power.view import Best, Drag, TableView
from scenes.ui import theme
from scenes.ui.effects import draw_popup
from scenes.ui.text import date_text, tr
from sprites import draw, fonts, pen

GOLD = theme.GOLD
CREAM = theme.CREAM


def draw_zoom_hover(surface: pygame.Surface, pointer: tuple[int, int]) -> None:
    for _, rect in L.zoom_buttons():
        if rect.collidepoint(pointer):
            pen.rect(surface, theme.GOLD_LIGHT, rect, 3, border_radius=20)


def draw_motion(surface: pygame.Surface, v: TableView) -> None:
    """Flying tiles, the dragged tile, then pop-ups, the notice and the best scores on top."""
    for flyer in v.flyers:
        flyer.draw(surface, v.symbols)
    if v.drag is not None:
        _draw_drag(surface, v, v.drag)
    for popup in v.popups:
        draw_popup(surface, popup)
    panel = _draw_best(surface, v.best) if v.best is not None else None
    if v.notice_time > 0 and v.notice:
        _draw_notice(surface, v.notice, v.notice_time, notice_y(panel))


def notice_y(best_panel: pygame.Rect | None) -> int:
    """Where the notice's line stands: the top of the board, or under the best scores when they
    show (how the game ended, below the scores it ended with)."""
    return L.BOARD.y + 44 if best_panel is None else min(best_panel.bottom + 50, theme.HEIGHT - 50)


def _draw_notice(surface: pygame.Surface, text: str, time_left: float, centre_y: int) -> pygame.Rect:
    """One line at the top of the board (a tile drawn, how the game ended), fading out at the end.

    Not the shared round-end `Banner`: a single bold line on a small plate, not a titled card."""
    image = fonts.text(text, theme.SIZE_BODY + 4, CREAM, "bold")
    box = image.get_rect(center=(L.BOARD.centerx, centre_y)).inflate(56, 26)
    panel = draw.panel(box.size, alpha=230, radius=18, border=GOLD)
    alpha = int(255 * min(1.0, time_left / 0.3))
    panel.set_alpha(alpha)
    surface.blit(panel, box)
    image.set_alpha(alpha)
    surface.blit(image, image.get_rect(center=box.center))
    image.set_alpha(255)
    panel.set_alpha(255)
    return box


def _draw_drag(surface: pygame.Surface, v: TableView, drag: Drag) -> None:
    pos = drag.pos
    cell = v.cam.cell_under(pos) if not L.TRAY.collidepoint(pos) else None
    if cell is not None and cell in drag.fits:
        up, size, centre = points_up(cell), v.tile_size, v.cam.cell_screen(cell)
        lift = 0.35
    elif cell is not None:
        up, size, centre, lift = points_up(cell), v.tile_size, pos, 1.0
    else:
        up, size, centre, lift = True, L.BIG, pos, 1.0
    flyer = Flyer(sides_of(drag.tile, drag.turn), TILE_POINTS[drag.tile], up, centre, size)
    flyer.lift = lift
    flyer.draw(surface, v.symbols)


def _draw_best(surface: pygame.Surface, best: Best) -> pygame.Rect:
    """The solitaire's best scores over the board; returns the panel's box."""
    rows = best.rows
    panel = pygame.Rect(0, 0, 820, 150 + 54 * max(1, len(rows)) + 90)
    panel.center = (L.BOARD.centerx, L.BOARD.centery + 20)
    panel.top = max(60, panel.top)
    draw.blit_shadow(surface, panel, 24, 10, 16, 110)
    surface.blit(draw.panel(panel.size, alpha=240, radius=24, border=GOLD), panel)
    title = fonts.text(tr("pyramid_power.best_title"), theme.SIZE_HEADING, GOLD, "display")
    surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + 18)))
    sub = fonts.text(tr("pyramid_power.best_options", wild=tr("on") if best.wild else tr("off")),
                     theme.SIZE_LABEL, theme.CREAM_DIM)
    surface.blit(sub, sub.get_rect(midtop=(panel.centerx, panel.y + 94)))
    y = panel.y + 140
    for i, row in enumerate(rows):
        new = i == best.place
        line = pygame.Rect(panel.x + 40, y, panel.w - 80, 48)
        pen.rect(surface, (110, 80, 40) if new else (60, 43, 31), line, border_radius=10)
        colour = GOLD if new else CREAM
        surface.blit(fonts.text(f"{i + 1}.", theme.SIZE_BODY, colour, "display"), (line.x + 16, line.y + 6))
        name = str(row.get("name", ""))[:18]
        surface.blit(fonts.text(name, theme.SIZE_BODY, colour, "bold"), (line.x + 80, line.y + 6))
        extra = tr("pyramid_power.best_new") if new else (tr("pyramid_power.best_cleared") if row.get("cleared") else
                                                          date_text(str(row.get("date", ""))))
        ex = fonts.text(extra, theme.SIZE_LABEL, colour)
        surface.blit(ex, ex.get_rect(midright=(line.right - 140, line.centery)))
        score = fonts.text(str(row["score"]), theme.SIZE_BODY + 4, colour, "display")
        surface.blit(score, score.get_rect(midright=(line.right - 18, line.centery)))
        y += 54
    if best.place is None:
        mine = fonts.text(tr("pyramid_power.best_not_kept", score=best.score), theme.SIZE_BODY, CREAM, "bold")
        surface.blit(mine, mine.get_rect(midtop=(panel.centerx, y + 4)))
    go = fonts.text(best.go, theme.SIZE_LABEL, theme.CREAM_DIM)
    surface.blit(go, go.get_rect(midbottom=(panel.centerx, panel.bottom - 18)))
    return panel
