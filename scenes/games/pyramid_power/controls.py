"""A person's hands on the Pyramid Power table: choosing, turning and placing a tile by touch,
mouse, keys or gamepad, and panning and zooming the board whoever's turn it is.

One way to play by pointer, the same words in the lesson, the tray's line and the hints: tap a
tile to pick it, tap it again to turn it, tap a glowing space to lay it (or drag the tile there).
A tile the table picked itself (at the turn's start, or a Suggest) is picked by the person's
first tap, never turned by it: `tapped` remembers the tile their own tap picked this turn.

Every move goes to the core through `scene.submit`; a refused one comes back as the core's
reason. The choosing state (`sel`, `turns`, `mode`, `focus_cell`, `drag`, `press`) lives on the
scene because the drawing shows it; these functions are what change it.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.pyramid_power import Draw, Place
from game.pyramid_power.tiles import WILD
from scenes.games.pyramid_power import layout as L
from scenes.shell import input as ui
from scenes.ui.text import tr

if TYPE_CHECKING:
    from scenes.games.pyramid_power.scene import PyramidPowerScene

Cell = tuple[int, int]
Launch = tuple[tuple[float, float], float]
DRAG_START = 14  # pixels a pointer must move before a press becomes a drag or a pan


# ------------------------------------------------------------------ the person to act


def handle_turn(scene: PyramidPowerScene, event: ui.UIEvent, player: int) -> None:
    if scene.turn_player != player:
        return
    kind = event.kind
    if scene.can_draw and (event.is_pointer or kind == ui.CONFIRM) and scene.ui.handle(event):
        return
    if kind == ui.POINTER_DOWN and event.pos:
        tile = _tray_tile_at(scene, event.pos)
        if tile is not None:
            scene.drag = {"tile": tile, "start": event.pos, "pos": event.pos, "moving": False,
                          "was": tile == scene.sel and picked_by_tap(scene, tile)}
            if tile != scene.sel:
                select(scene, tile)
        return
    if kind == ui.POINTER_MOVE and event.pos and scene.drag is not None:
        scene.drag["pos"] = event.pos
        if (not scene.drag["moving"] and math.dist(event.pos, scene.drag["start"]) > DRAG_START
                and scene.drag["tile"] == scene.sel and not scene.can_draw):
            scene.drag["moving"] = True
            scene.mode = "hand"
            scene.focus_cell = None
        return
    if kind == ui.POINTER_UP and event.pos and scene.drag is not None:
        drag, scene.drag = scene.drag, None
        if drag["moving"]:
            _drop(scene, player, drag["tile"], event.pos)
        elif drag["was"]:
            rotate(scene, 1)
        elif drag["tile"] == scene.sel:
            scene.tapped = (drag["tile"], _moves(scene))  # picked: the next tap on it turns it
        return
    if kind == ui.ROTATE:
        rotate(scene, int(event.amount) or 1)
        return
    if kind == ui.WHEEL and L.TRAY.collidepoint(scene.pointer):
        rotate(scene, 1 if event.amount < 0 else -1)
        return
    if kind in (ui.NEXT, ui.PREV):
        _cycle(scene, 1 if kind == ui.NEXT else -1)
        return
    if kind == ui.NAV:
        if scene.mode == "board":
            _nav_board(scene, event.direction)
        elif event.direction[0]:
            _cycle(scene, event.direction[0])
        elif event.direction[1] < 0 and not scene.can_draw:
            _enter_board(scene)
        return
    if kind == ui.CONFIRM and not scene.can_draw:
        if scene.mode == "board" and scene.focus_cell is not None:
            place(scene, player, scene.focus_cell)
        else:
            _enter_board(scene)


def _moves(scene: PyramidPowerScene) -> int:
    return len(scene.match.record["actions"])


def picked_by_tap(scene: PyramidPowerScene, tile: str) -> bool:
    """The person's own tap picked `tile` this turn (so another tap turns it)."""
    return scene.tapped == (tile, _moves(scene))


def show_suggestion(scene: PyramidPowerScene, place: Place) -> None:
    """Suggest carries the whole move: the old choice goes, the tile is picked (the person's first
    tap on it only picks it) and turned as it will be laid, and its space is lit as the target
    and brought clear of the board's buttons. A tap on that space, Enter or A lays it."""
    scene.drag = None
    scene.sel = place.tile
    scene.tapped = None
    if place.tile != WILD:
        scene.turns[place.tile] = place.turn
    scene.mode = "board"
    scene.focus_cell = place.cell
    if not clear_spot(scene, place.cell):
        scene.cam.look_at(place.cell)


def clear_spot(scene: PyramidPowerScene, cell: Cell) -> bool:
    """The cell's centre is on the board away from its edges and the button column at its right
    (zoom, Menu, Suggest and the hint's words), so a tap there reaches the space."""
    x, y = scene.cam.cell_screen(cell)
    margin = scene.cam.tile_size / 2
    return L.BOARD.x + margin < x < _clear_right() - margin and L.BOARD.y + margin < y < L.BOARD.bottom - margin


def _clear_right() -> int:
    """Where the board's right-hand button column (zoom, then Menu and Suggest) begins."""
    return min(rect.x for _, rect in L.zoom_buttons()) - 16


def rotate(scene: PyramidPowerScene, amount: int) -> None:
    sel = scene.sel
    if sel is None or sel == WILD:
        return
    scene.turns[sel] = (scene.turn_of(sel) + (1 if amount > 0 else -1)) % 3
    scene.services.sounds.play("ui_hover")
    if scene.mode == "board":
        cells = scene.cells_for(sel)
        if scene.focus_cell not in cells:
            scene.focus_cell = _best_cell(scene, cells, scene.focus_cell)
            if scene.focus_cell is None:
                scene.say(tr("pyramid_power.no_fit_turn"))


def select(scene: PyramidPowerScene, tile: str) -> None:
    drawn = scene.match.state.drawn
    if drawn is not None and tile != drawn:
        scene.say(tr("pyramid_power.must_place_drawn"))
        return
    if tile != scene.sel:
        scene.services.sounds.play("ui_hover")
    scene.sel = tile
    if not scene.playable(tile) and not scene.can_draw:
        scene.say(tr("pyramid_power.no_fit_tile"))


def _best_cell(scene: PyramidPowerScene, cells: dict[Cell, int], near: Cell | None = None) -> Cell | None:
    if not cells:
        return None
    cam = scene.cam
    if near is not None:
        nx, ny = cam.cell_screen(near)
        return min(cells, key=lambda c: math.dist(cam.cell_screen(c), (nx, ny)))
    centre = L.BOARD.center
    return min(cells, key=lambda c: (-cells[c], math.dist(cam.cell_screen(c), centre)))


def _enter_board(scene: PyramidPowerScene) -> None:
    sel = scene.sel
    if sel is None:
        return
    cells = scene.cells_for(sel)
    if not cells and sel != WILD:
        for k in range(3):
            if scene.fits.get((sel, k)):
                scene.turns[sel] = k
                cells = scene.cells_for(sel)
                scene.say(tr("pyramid_power.turned_to_fit").split(":")[0])
                break
    if not cells:
        scene.say(tr("pyramid_power.no_fit_tile"))
        return
    scene.mode = "board"
    scene.focus_cell = _best_cell(scene, cells)
    _keep_in_view(scene, scene.focus_cell)


def _keep_in_view(scene: PyramidPowerScene, cell: Cell | None) -> None:
    if cell is not None and not scene.cam.visible(cell, 90):
        scene.cam.look_at(cell)


def _nav_board(scene: PyramidPowerScene, direction: tuple[int, int]) -> None:
    cells = scene.cells_for(scene.sel)
    if scene.focus_cell is None:
        scene.focus_cell = _best_cell(scene, cells)
        return
    hx, hy = scene.cam.cell_screen(scene.focus_cell)
    dx, dy = direction
    best_cell, best_cost = None, float("inf")
    for cell in cells:
        if cell == scene.focus_cell:
            continue
        x, y = scene.cam.cell_screen(cell)
        along = (x - hx) * dx + (y - hy) * dy
        if along <= 1:
            continue
        across = abs((x - hx) * dy) + abs((y - hy) * dx)
        cost = along + 2.5 * across
        if cost < best_cost:
            best_cell, best_cost = cell, cost
    if best_cell is not None:
        scene.focus_cell = best_cell
        scene.services.sounds.play("ui_hover")
        _keep_in_view(scene, best_cell)
    elif dy > 0:
        scene.mode = "hand"
        scene.focus_cell = None


def place(scene: PyramidPowerScene, player: int, cell: Cell, origin: Launch | None = None) -> bool:
    tile = scene.sel
    if tile is None:
        return False
    scene.launch = origin or scene.tile_origin(player, tile)
    ok = scene.submit(player, Place(tile, cell, scene.turn_of(tile)))
    if ok:
        scene.sel = None
        scene.mode = "hand"
        scene.focus_cell = None
        scene.ui.set([])
    else:
        scene.launch = None
        scene.services.sounds.play("ui_click")
    return ok


def draw(scene: PyramidPowerScene, player: int) -> None:
    scene.ui.set([])
    scene.services.sounds.play("ui_click")
    scene.submit(player, Draw())


def _tap_cell(scene: PyramidPowerScene, player: int, cell: Cell) -> None:
    if scene.can_draw:
        scene.say(tr("pyramid_power.hint_draw"))
        return
    sel = scene.sel
    if sel is None:
        return
    if cell in scene.cells_for(sel):
        place(scene, player, cell)
        return
    if cell in scene.other_turn_cells(sel):
        for k in range(3):
            if cell in scene.fits.get((sel, k), {}):
                scene.turns[sel] = k
                break
        scene.mode = "board"
        scene.focus_cell = cell
        scene.say(tr("pyramid_power.turned_to_fit"))
        return
    if any(p.cell == cell for p in scene.disp.board):
        return
    place(scene, player, cell)  # not a fit: the core says why, and nothing moves


def _cycle(scene: PyramidPowerScene, step: int) -> None:
    hand = scene.disp.hands[scene.disp.current]
    if not hand:
        return
    if scene.match.state.drawn is not None:
        select(scene, scene.match.state.drawn)
        return
    index = hand.index(scene.sel) if scene.sel in hand else -1
    select(scene, hand[(index + step) % len(hand)])
    if scene.mode == "board":
        scene.mode = "hand"
        scene.focus_cell = None


def _drop(scene: PyramidPowerScene, player: int, tile: str, pos: tuple[int, int]) -> None:
    cell = scene.cam.cell_under(pos) if not L.TRAY.collidepoint(pos) else None
    if cell is None:
        return  # back into the hand: the slot eases it home
    cells = scene.cells_for(tile)
    centre = scene.cam.cell_screen(cell) if cell in cells else pos
    size = scene.draw_size if cell in cells else L.BIG
    if not place(scene, player, cell, (centre, size)):
        scene.big_pos[tile] = [float(pos[0]), float(pos[1])]  # springs back from the drop


def _tray_tile_at(scene: PyramidPowerScene, pos: tuple[int, int]) -> str | None:
    if not L.TRAY.collidepoint(pos):
        return None
    hand = scene.disp.hands[scene.disp.current]
    width = L.slot_width(len(hand))
    best_tile, best_d = None, float("inf")
    for tile, (x, _) in zip(hand, L.big_slots(len(hand)), strict=True):
        if abs(pos[0] - x) <= width / 2 + 4 and abs(pos[0] - x) < best_d:
            best_tile, best_d = tile, abs(pos[0] - x)
    return best_tile


# ------------------------------------------------------------------ the board, for everyone


def _my_turn(scene: PyramidPowerScene) -> int | None:
    human = scene.human_to_act()
    if human is None or scene.turn_player != human or scene.animator.busy or scene.finished:
        return None
    return human


def view_event(scene: PyramidPowerScene, event: ui.UIEvent) -> bool:
    """Panning and zooming the board, whoever's turn it is (and a tap on a space). True when used."""
    kind = event.kind
    cam = scene.cam
    if kind == ui.PINCH:
        scene.pinch += event.amount
        while abs(scene.pinch) >= 1:
            step = 1 if scene.pinch > 0 else -1
            cam.zoom_step(step, scene.pointer)
            scene.pinch -= step
        return True
    if kind == ui.WHEEL and not L.TRAY.collidepoint(scene.pointer):
        cam.zoom_step(1 if event.amount > 0 else -1, scene.pointer)
        return True
    if kind == ui.KEY and event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
        cam.zoom_step(1)
        return True
    if kind == ui.KEY and event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
        cam.zoom_step(-1)
        return True
    if kind == ui.KEY and event.key in (pygame.K_c, pygame.K_HOME):
        scene.recentre()
        return True
    if kind == ui.POINTER_DOWN and event.pos:
        for name, rect in L.zoom_buttons():
            if rect.collidepoint(event.pos):
                scene.services.sounds.play("ui_click")
                if name == "fit":
                    scene.recentre()
                else:
                    cam.zoom_step(1 if name == "in" else -1)
                return True
        if (L.BOARD.collidepoint(event.pos) and not scene.animator.busy
                and not (scene.can_draw and L.DRAW_BUTTON.collidepoint(event.pos) and scene.ui.widgets)):
            scene.press = {"start": event.pos, "last": event.pos, "moving": False}
            return True
        return False
    if kind == ui.POINTER_MOVE and event.pos:
        if scene.drag is None:
            scene.hover_cell = cam.cell_under(event.pos)
        if scene.press is not None:
            if not scene.press["moving"] and math.dist(event.pos, scene.press["start"]) > DRAG_START:
                scene.press["moving"] = True
            if scene.press["moving"]:
                lx, ly = scene.press["last"]
                cam.pan_by(event.pos[0] - lx, event.pos[1] - ly)
                scene.press["last"] = event.pos
            return True
        return False
    if kind == ui.POINTER_UP and scene.press is not None:
        press, scene.press = scene.press, None
        if not press["moving"] and event.pos:
            player = _my_turn(scene)
            cell = cam.cell_under(event.pos)
            if player is not None and cell is not None:
                _tap_cell(scene, player, cell)
        return True
    return False
