"""The Pyramid Power table: a pannable triangle board, hands face up, the supply, pop-ups.

The scene shows what the core resolves and asks the core everything else: which placements fit
(`legal_actions`), what each would score (`placement_score`), why a drop is refused (the
`IllegalAction` from `submit`). Its own model (`Shown`) is the state on screen while motion
plays: tiles leave a hand when they take off and join the board when they land.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

import pygame

from game.core import CHANCE
from game.pyramid_power import Draw, Place, Placed, placement_score
from game.pyramid_power.board import sides_of
from game.pyramid_power.events import (
    Dealt,
    DrawChosen,
    GameOver,
    HandRefilled,
    StartTurned,
    TileDrawn,
    TilePlaced,
    TurnPassed,
)
from game.pyramid_power.grid import points_up
from game.pyramid_power.tiles import TILE_POINTS, WILD
from scenes.games.pyramid_power import best, hud
from scenes.games.pyramid_power import layout as L
from scenes.games.pyramid_power.camera import Camera
from scenes.games.pyramid_power.effects import Flyer, Popup
from scenes.shell import input as ui
from scenes.table.game_scene import GameScene
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import Button
from sprites import tiles
from sprites.anim import Call, Parallel, Sequence, Tween, Wait, ease_in_out_cubic, ease_out_back, ease_out_cubic

Cell = tuple[int, int]
DRAG_START = 14  # pixels a pointer must move before a press becomes a drag or a pan


@dataclasses.dataclass
class Shown:
    """What the table shows now (it runs behind the core while motion plays)."""

    board: list[Placed]
    hands: list[list[str]]
    supply: int
    scores: list[int]
    current: int
    drawn: str | None

    @classmethod
    def of(cls, state: Any) -> Shown:
        return cls(list(state.board), [list(h) for h in state.hands], len(state.supply),
                   list(state.scores), state.current, state.drawn)


class PyramidPowerScene(GameScene):
    name = "game"
    results_beat = 2.4

    # ------------------------------------------------------------ set-up

    def build(self) -> None:
        self.cam = Camera(L.BOARD)
        self.disp = Shown.of(self.shown)
        self.cam.fit(self._played_cells() or [(0, 0)], instant=True)
        self.draw_size = self.cam.tile_size
        self.sel: str | None = None
        self.turns: dict[str, int] = {}
        self.mode = "hand"
        self.focus_cell: Cell | None = None
        self.hover_cell: Cell | None = None
        self.fits: dict[tuple[str, int], dict[Cell, int]] = {}
        self.can_draw = False
        self.turn_player: int | None = None
        self.drag: dict[str, Any] | None = None
        self.press: dict[str, Any] | None = None
        self.pointer: tuple[int, int] = (0, 0)
        self.launch: tuple[tuple[float, float], float] | None = None
        self.flyers: list[Flyer] = []
        self.popups: list[Popup] = []
        self.flash: dict[Cell, float] = {}
        self.big_pos: dict[str, list[float]] = {}
        self.big_owner: int | None = None
        self.banner = ""
        self.banner_time = 0.0
        self.supply_pulse = 0.0
        self.best_rows: list[dict[str, Any]] | None = None
        self.best_place: int | None = None
        self.best_score = 0
        self.from_replay = bool(self.replay_queue)
        self.pinch = 0.0
        self.warm: set[tuple[Any, ...]] = set()
        self._prewarm()

    def _prewarm(self) -> None:
        """Draw every tile once as the hands and the supply show it, before the first frame."""
        sym = self.symbols
        for tile in self.shown.supply | {t for h in self.shown.hands for t in h}:
            sides = sides_of(tile, 0)
            tiles.tile(sides, TILE_POINTS[tile], True, L.BIG, sym)
            if len(self.seats) > 1:
                tiles.tile(sides, TILE_POINTS[tile], True, L.SMALL, sym)
                tiles.tile(sides, TILE_POINTS[tile], False, L.SMALL, sym)

    @property
    def symbols(self) -> bool:
        return bool(self.services.settings.colour_symbols)

    def _show(self, state: Any) -> None:
        super()._show(state)
        self.disp = Shown.of(state)
        self.flyers.clear()

    def _played_cells(self) -> list[Cell]:
        return [p.cell for p in self.disp.board]

    # ------------------------------------------------------------ seats

    def seat_score(self, seat: int) -> int:
        return self.disp.scores[seat] if seat < len(self.disp.scores) else 0

    def seat_status(self, seat: int) -> str:
        n = len(self.disp.hands[seat]) if seat < len(self.disp.hands) else 0
        return tr("pyramid_power.seat_tile") if n == 1 else tr("pyramid_power.seat_tiles", n=n)

    def acting_seats(self) -> set[int]:
        if self.finished or self.match.is_over():
            return set()
        return {self.disp.current}

    # ------------------------------------------------------------ a person's turn

    def turn_started(self, player: int) -> None:
        state = self.match.state
        self.turn_player = player
        legal = self.module.legal_actions(state, player)
        self.fits = {}
        for action in legal:
            if isinstance(action, Place):
                cells = self.fits.setdefault((action.tile, action.turn), {})
                cells[action.cell] = placement_score(state, action.tile, action.cell, action.turn)
        self.can_draw = any(isinstance(a, Draw) for a in legal)
        self.mode = "hand"
        self.focus_cell = None
        hand = list(state.hands[player])
        if state.drawn is not None:
            self.sel = state.drawn
        elif self.sel not in hand or not self._playable(self.sel):
            self.sel = next((t for t in hand if self._playable(t)), hand[0] if hand else None)
        if self.can_draw:
            button = Button(L.DRAW_BUTTON, tr("pyramid_power.draw"), lambda: self._draw(player),
                            detail=tr("pyramid_power.draw_detail"))
            self.ui.set([button], focus=button)
        else:
            self.ui.set([])

    def _my_turn(self) -> int | None:
        human = self.human_to_act()
        if human is None or self.turn_player != human or self.drag_blocked():
            return None
        return human

    def drag_blocked(self) -> bool:
        return self.animator.busy or self.finished

    def turn_of(self, tile: str | None) -> int:
        if tile is None or tile == WILD:
            return 0
        return self.turns.get(tile, 0)

    def cells_for(self, tile: str | None, turn: int | None = None) -> dict[Cell, int]:
        if tile is None:
            return {}
        return self.fits.get((tile, self.turn_of(tile) if turn is None else turn), {})

    def _playable(self, tile: str | None) -> bool:
        return tile is not None and any((tile, k) in self.fits for k in range(3))

    def _other_turn_cells(self, tile: str | None) -> dict[Cell, int]:
        """Cells where the chosen tile fits only when turned another way."""
        if tile is None or tile == WILD:
            return {}
        now = self.cells_for(tile)
        out: dict[Cell, int] = {}
        for k in range(3):
            for cell, pts in self.fits.get((tile, k), {}).items():
                if cell not in now:
                    out[cell] = pts
        return out

    def _rotate(self, amount: int) -> None:
        if self.sel is None or self.sel == WILD:
            return
        self.turns[self.sel] = (self.turn_of(self.sel) + (1 if amount > 0 else -1)) % 3
        self.services.sounds.play("ui_hover")
        if self.mode == "board":
            cells = self.cells_for(self.sel)
            if self.focus_cell not in cells:
                self.focus_cell = self._best_cell(cells, self.focus_cell)
                if self.focus_cell is None:
                    self.say(tr("pyramid_power.no_fit_turn"))

    def _select(self, tile: str) -> None:
        drawn = self.match.state.drawn
        if drawn is not None and tile != drawn:
            self.say(tr("pyramid_power.must_place_drawn"))
            return
        if tile != self.sel:
            self.services.sounds.play("ui_hover")
        self.sel = tile
        if not self._playable(tile) and not self.can_draw:
            self.say(tr("pyramid_power.no_fit_tile"))

    def _best_cell(self, cells: dict[Cell, int], near: Cell | None = None) -> Cell | None:
        if not cells:
            return None
        if near is not None:
            nx, ny = self.cam.cell_screen(near)
            return min(cells, key=lambda c: math.dist(self.cam.cell_screen(c), (nx, ny)))
        centre = L.BOARD.center
        return min(cells, key=lambda c: (-cells[c], math.dist(self.cam.cell_screen(c), centre)))

    def _enter_board(self) -> None:
        if self.sel is None:
            return
        cells = self.cells_for(self.sel)
        if not cells and self.sel != WILD:
            for k in range(3):
                if self.fits.get((self.sel, k)):
                    self.turns[self.sel] = k
                    cells = self.cells_for(self.sel)
                    self.say(tr("pyramid_power.turned_to_fit").split(":")[0])
                    break
        if not cells:
            self.say(tr("pyramid_power.no_fit_tile"))
            return
        self.mode = "board"
        self.focus_cell = self._best_cell(cells)
        self._keep_in_view(self.focus_cell)

    def _keep_in_view(self, cell: Cell | None) -> None:
        if cell is not None and not self.cam.visible(cell, 90):
            self.cam.look_at(cell)

    def _nav_board(self, direction: tuple[int, int]) -> None:
        cells = self.cells_for(self.sel)
        if self.focus_cell is None:
            self.focus_cell = self._best_cell(cells)
            return
        hx, hy = self.cam.cell_screen(self.focus_cell)
        dx, dy = direction
        best_cell, best_cost = None, float("inf")
        for cell in cells:
            if cell == self.focus_cell:
                continue
            x, y = self.cam.cell_screen(cell)
            along = (x - hx) * dx + (y - hy) * dy
            if along <= 1:
                continue
            across = abs((x - hx) * dy) + abs((y - hy) * dx)
            cost = along + 2.5 * across
            if cost < best_cost:
                best_cell, best_cost = cell, cost
        if best_cell is not None:
            self.focus_cell = best_cell
            self.services.sounds.play("ui_hover")
            self._keep_in_view(best_cell)
        elif dy > 0:
            self.mode = "hand"
            self.focus_cell = None

    def _place(self, player: int, cell: Cell, origin: tuple[tuple[float, float], float] | None = None) -> bool:
        tile = self.sel
        if tile is None:
            return False
        self.launch = origin or self._tile_origin(player, tile)
        ok = self.submit(player, Place(tile, cell, self.turn_of(tile)))
        if ok:
            self.sel = None
            self.mode = "hand"
            self.focus_cell = None
            self.ui.set([])
        else:
            self.launch = None
            self.services.sounds.play("ui_click")
        return ok

    def _draw(self, player: int) -> None:
        self.ui.set([])
        self.services.sounds.play("ui_click")
        self.submit(player, Draw())

    def _tap_cell(self, player: int, cell: Cell) -> None:
        if self.can_draw:
            self.say(tr("pyramid_power.hint_draw"))
            return
        if self.sel is None:
            return
        if cell in self.cells_for(self.sel):
            self._place(player, cell)
            return
        others = self._other_turn_cells(self.sel)
        if cell in others:
            for k in range(3):
                if cell in self.fits.get((self.sel, k), {}):
                    self.turns[self.sel] = k
                    break
            self.mode = "board"
            self.focus_cell = cell
            self.say(tr("pyramid_power.turned_to_fit"))
            return
        if any(p.cell == cell for p in self.disp.board):
            return
        self._place(player, cell)  # not a fit: the core says why, and nothing moves

    def handle_turn(self, event: ui.UIEvent, player: int) -> None:
        if self.turn_player != player:
            return
        kind = event.kind
        if self.can_draw and (event.is_pointer or kind == ui.CONFIRM) and self.ui.handle(event):
            return
        if kind == ui.POINTER_DOWN and event.pos:
            tile = self._tray_tile_at(event.pos)
            if tile is not None:
                self.drag = {"tile": tile, "start": event.pos, "pos": event.pos, "moving": False,
                             "was": tile == self.sel}
                if tile != self.sel:
                    self._select(tile)
            return
        if kind == ui.POINTER_MOVE and event.pos and self.drag is not None:
            self.drag["pos"] = event.pos
            if (not self.drag["moving"] and math.dist(event.pos, self.drag["start"]) > DRAG_START
                    and self.drag["tile"] == self.sel and not self.can_draw):
                    self.drag["moving"] = True
                    self.mode = "hand"
                    self.focus_cell = None
            return
        if kind == ui.POINTER_UP and event.pos and self.drag is not None:
            drag, self.drag = self.drag, None
            if drag["moving"]:
                self._drop(player, drag["tile"], event.pos)
            elif drag["was"]:
                self._rotate(1)
            return
        if kind == ui.ROTATE:
            self._rotate(int(event.amount) or 1)
            return
        if kind == ui.WHEEL and L.TRAY.collidepoint(self.pointer):
            self._rotate(1 if event.amount < 0 else -1)
            return
        if kind in (ui.NEXT, ui.PREV):
            self._cycle(1 if kind == ui.NEXT else -1)
            return
        if kind == ui.NAV:
            if self.mode == "board":
                self._nav_board(event.direction)
            elif event.direction[0]:
                self._cycle(event.direction[0])
            elif event.direction[1] < 0 and not self.can_draw:
                self._enter_board()
            return
        if kind == ui.CONFIRM and not self.can_draw:
            if self.mode == "board" and self.focus_cell is not None:
                self._place(player, self.focus_cell)
            else:
                self._enter_board()

    def _cycle(self, step: int) -> None:
        hand = self.disp.hands[self.disp.current]
        if not hand:
            return
        if self.match.state.drawn is not None:
            self._select(self.match.state.drawn)
            return
        index = hand.index(self.sel) if self.sel in hand else -1
        self._select(hand[(index + step) % len(hand)])
        if self.mode == "board":
            self.mode = "hand"
            self.focus_cell = None

    def _drop(self, player: int, tile: str, pos: tuple[int, int]) -> None:
        cell = self.cam.cell_under(pos) if not L.TRAY.collidepoint(pos) else None
        if cell is None:
            return  # back into the hand: the slot eases it home
        cells = self.cells_for(tile)
        centre = self.cam.cell_screen(cell) if cell in cells else pos
        size = self.draw_size if cell in cells else L.BIG
        if not self._place(player, cell, (centre, size)):
            self.big_pos[tile] = [float(pos[0]), float(pos[1])]  # springs back from the drop

    def _tray_tile_at(self, pos: tuple[int, int]) -> str | None:
        if not L.TRAY.collidepoint(pos):
            return None
        hand = self.disp.hands[self.disp.current]
        width = L.slot_width(len(hand))
        best_tile, best_d = None, float("inf")
        for tile, (x, _) in zip(hand, L.big_slots(len(hand)), strict=True):
            if abs(pos[0] - x) <= width / 2 + 4 and abs(pos[0] - x) < best_d:
                best_tile, best_d = tile, abs(pos[0] - x)
        return best_tile

    def _tile_origin(self, player: int, tile: str) -> tuple[tuple[float, float], float]:
        """Where a tile of `player`'s hand is drawn now, and at what size."""
        if player == self.disp.current and tile in self.big_pos:
            x, y = self.big_pos[tile]
            return (x, y - (L.LIFT if tile == self.sel else 0)), L.BIG
        hand = self.disp.hands[player]
        if player == self.disp.current and tile in hand:
            x, y = L.big_slots(len(hand))[hand.index(tile)]
            return (x, y), L.BIG
        rects = self.seat_rects()
        if tile in hand and player < len(rects):
            x, y, _ = L.strip_slots(rects[player], len(hand))[hand.index(tile)]
            return (x, y), L.SMALL
        return L.supply_centre(), 104

    # ------------------------------------------------------------ input for everyone

    def handle(self, event: ui.UIEvent) -> None:
        if event.pos is not None and event.is_pointer:
            self.pointer = event.pos
        if self.finished and event.kind in (ui.CONFIRM, ui.POINTER_UP):
            self.finish_wait = 0.0  # go on to the results
            return
        if (self.handover_to is None and event.kind not in (ui.BACK, ui.PAUSE, ui.FOCUS_LOST)
                and self._view_event(event)):
            return
        super().handle(event)

    def _view_event(self, event: ui.UIEvent) -> bool:
        """Panning and zooming the board, whoever's turn it is. True when used."""
        kind = event.kind
        if kind == ui.PINCH:
            self.pinch += event.amount
            while abs(self.pinch) >= 1:
                step = 1 if self.pinch > 0 else -1
                self.cam.zoom_step(step, self.pointer)
                self.pinch -= step
            return True
        if kind == ui.WHEEL and not L.TRAY.collidepoint(self.pointer):
            self.cam.zoom_step(1 if event.amount > 0 else -1, self.pointer)
            return True
        if kind == ui.KEY and event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.cam.zoom_step(1)
            return True
        if kind == ui.KEY and event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.cam.zoom_step(-1)
            return True
        if kind == ui.KEY and event.key in (pygame.K_c, pygame.K_HOME):
            self._recentre()
            return True
        if kind == ui.POINTER_DOWN and event.pos:
            for name, rect in L.zoom_buttons():
                if rect.collidepoint(event.pos):
                    self.services.sounds.play("ui_click")
                    if name == "fit":
                        self._recentre()
                    else:
                        self.cam.zoom_step(1 if name == "in" else -1)
                    return True
            if (L.BOARD.collidepoint(event.pos) and not self.animator.busy
                    and not (self.can_draw and L.DRAW_BUTTON.collidepoint(event.pos) and self.ui.widgets)):
                self.press = {"start": event.pos, "last": event.pos, "moving": False}
                return True
            return False
        if kind == ui.POINTER_MOVE and event.pos:
            if self.drag is None:
                self.hover_cell = self.cam.cell_under(event.pos)
            if self.press is not None:
                if not self.press["moving"] and math.dist(event.pos, self.press["start"]) > DRAG_START:
                    self.press["moving"] = True
                if self.press["moving"]:
                    lx, ly = self.press["last"]
                    self.cam.pan_by(event.pos[0] - lx, event.pos[1] - ly)
                    self.press["last"] = event.pos
                return True
            return False
        if kind == ui.POINTER_UP and self.press is not None:
            press, self.press = self.press, None
            if not press["moving"] and event.pos:
                player = self._my_turn()
                cell = self.cam.cell_under(event.pos)
                if player is not None and cell is not None:
                    self._tap_cell(player, cell)
            return True
        return False

    def _recentre(self) -> None:
        self.cam.fit(self._played_cells() or [(0, 0)])

    # ------------------------------------------------------------ motion for resolved events

    def animate(self, before: Any, step: Any, player: int) -> None:
        launch, self.launch = self.launch, None
        for event in step.events:
            if isinstance(event, Dealt):
                self._animate_deal(event, step.state)
            elif isinstance(event, StartTurned):
                self._animate_start(event)
            elif isinstance(event, TilePlaced):
                self._animate_place(event, launch)
            elif isinstance(event, DrawChosen):
                self.animator.add(Sequence([Call(self._pulse_supply), Wait(0.2)]))
            elif isinstance(event, TileDrawn):
                self._animate_drawn(event)
            elif isinstance(event, HandRefilled):
                self._animate_refill(event)
            elif isinstance(event, TurnPassed):
                self.animator.add(Call(lambda p=event.player: self._set_current(p)))
            elif isinstance(event, GameOver):
                self._animate_over(event)

    def _set_current(self, player: int) -> None:
        self.disp.current = player

    def _pulse_supply(self) -> None:
        self.services.sounds.play("bag_rustle")
        self.animator.add_background(Tween(0.35, lambda t: setattr(self, "supply_pulse", math.sin(math.pi * t)),
                                           ease_out_cubic))

    def _fly_in(self, tile: str, target: Any, size: float, up: bool, duration: float, delay: float,
                on_land: Any, flip: bool = True) -> Sequence:
        """A tile from the supply, turning face up on the way, to `target()` (a point)."""
        sides = sides_of(tile, 0)
        flyer = Flyer(sides, TILE_POINTS[tile], up, L.supply_centre(), 104, face_down=flip)
        start = L.supply_centre()

        def begin() -> None:
            self.flyers.append(flyer)

        def move(t: float) -> None:
            tx, ty = target()
            flyer.pos = (start[0] + (tx - start[0]) * t, start[1] + (ty - start[1]) * t - 60 * math.sin(math.pi * t))
            flyer.size = 104 + (size - 104) * t
            if flip:
                flyer.flip = abs(math.cos(math.pi * t))
                flyer.face_down = t < 0.5
            flyer.lift = 1 - t

        def land() -> None:
            if flyer in self.flyers:
                self.flyers.remove(flyer)
            on_land()

        return Sequence([Wait(delay), Call(begin), Tween(duration, move, ease_in_out_cubic), Call(land)])

    def _animate_deal(self, event: Dealt, after: Any) -> None:
        self.disp.supply = event.supply_left + 1
        for hand in self.disp.hands:
            hand.clear()
        rects = self.seat_rects()
        items = []
        order = [(p, h[i]) for i in range(max(len(h) for h in event.hands))
                 for p, h in enumerate(event.hands) if i < len(h)]
        for k, (p, tile) in enumerate(order):
            hand = event.hands[p]
            index = hand.index(tile)
            if p == after.current:
                target = self._big_target(len(hand), index)
                size, up = L.BIG, True
            else:
                x, y, up = L.strip_slots(rects[p], len(hand))[index]
                target = self._fixed_target((x, y))
                size = L.SMALL
            items.append(self._fly_in(tile, target, size, up, 0.34, 0.05 * k, self._dealt_arrival(p, tile, target)))
        self.animator.add(Parallel(items))

    @staticmethod
    def _big_target(count: int, index: int) -> Any:
        return lambda: L.big_slots(count)[index]

    @staticmethod
    def _fixed_target(point: tuple[float, float]) -> Any:
        return lambda: point

    def _dealt_arrival(self, p: int, tile: str, target: Any) -> Any:
        def arrive() -> None:
            self.disp.hands[p] = sorted([*self.disp.hands[p], tile])
            if p == self.disp.current:
                self.big_pos[tile] = list(target())
            self.services.sounds.play("card_slide", volume=0.35)
        return arrive

    def _animate_start(self, event: StartTurned) -> None:
        def target() -> tuple[float, float]:
            return self.cam.cell_screen(event.cell)

        def land() -> None:
            self.disp.board = [Placed(event.cell, event.tile, event.turn)]
            self.services.sounds.play("tile_snap")
            self.flash[event.cell] = 1.0

        seq = self._fly_in(event.tile, target, self.draw_size, points_up(event.cell), 0.45, 0.1, land)
        self.animator.add(seq)
        self.animator.add(Wait(0.2))

    def _animate_place(self, event: TilePlaced, launch: Any) -> None:
        up = points_up(event.cell)
        flyer = Flyer("".join(event.sides), TILE_POINTS[event.tile], up, (0.0, 0.0), L.BIG)
        holder: dict[str, Any] = {}

        def begin() -> None:
            origin = launch or self._tile_origin(event.player, event.tile)
            holder["from"], holder["size"] = origin
            flyer.pos, flyer.size = origin
            hand = self.disp.hands[event.player]
            if event.tile in hand:
                hand.remove(event.tile)
            self.big_pos.pop(event.tile, None)
            self.flyers.append(flyer)

        def move(t: float) -> None:
            sx, sy = holder["from"]
            tx, ty = self.cam.cell_screen(event.cell)
            lift = 0 if launch else 40
            flyer.pos = (sx + (tx - sx) * t, sy + (ty - sy) * t - lift * math.sin(math.pi * t))
            flyer.size = holder["size"] + (self.draw_size - holder["size"]) * t

        def settle(t: float) -> None:
            flyer.pos = self.cam.cell_screen(event.cell)
            flyer.size = self.draw_size
            flyer.scale = 1.14 + (1.0 - 1.14) * t
            flyer.lift = max(0.0, 1 - t)

        def land() -> None:
            if flyer in self.flyers:
                self.flyers.remove(flyer)
            self.disp.board.append(Placed(event.cell, event.tile, event.turn))
            self.disp.scores[event.player] = event.score
            if event.from_draw:
                self.disp.drawn = None
            self.services.sounds.play("tile_snap")
            self._score_popups(event)
            if self.cam.needs_fit(self._played_cells()):
                self._recentre()

        distance = 0.42 if launch is None else 0.22
        self.animator.add(Sequence([Call(begin), Tween(distance, move, ease_in_out_cubic),
                                    Tween(0.2, settle, ease_out_back), Call(land), Wait(0.25)]))

    def _score_popups(self, event: TilePlaced) -> None:
        x, y = self.cam.cell_screen(event.cell)
        detail = ""
        if event.scored_touching:
            detail = " ".join([f"+{event.own_points}", *(f"+{p}" for _, _, p in event.touching)])
            for cell, _, pts in event.touching:
                self.flash[cell] = 1.0
                nx, ny = self.cam.cell_screen(cell)
                self._popup(f"+{pts}", (nx, ny - 10), 34, theme.GOLD_LIGHT, rise=30, life=1.0)
        self.flash[event.cell] = 1.0
        colour = theme.GOLD if event.scored_touching else theme.CREAM
        self._popup(f"+{event.points}", (x, y - 30), 60, colour, detail=detail, life=1.3)

    def _popup(self, text: str, pos: tuple[float, float], size: int, colour: tuple[int, int, int],
               detail: str = "", rise: float = 60.0, life: float = 1.1, backed: bool = False) -> None:
        popup = Popup(text, pos, size, colour, detail, rise, backed)
        self.popups.append(popup)

        def done() -> None:
            if popup in self.popups:
                self.popups.remove(popup)

        self.animator.add_background(Tween(life, popup.set, lambda t: t, on_done=done))

    def _animate_drawn(self, event: TileDrawn) -> None:
        name = self.seats[event.player]["name"]
        key = "pyramid_power.drawn_must" if event.must_place else "pyramid_power.drawn_keep"
        show = (L.TRAY.centerx, L.TRAY.y - 120)
        flyer_holder: dict[str, Flyer] = {}

        def arrive_show() -> None:
            flyer = Flyer(sides_of(event.tile, 0), TILE_POINTS[event.tile], True, show, 150)
            flyer.lift = 1.0
            flyer_holder["f"] = flyer
            self.flyers.append(flyer)
            self.banner = tr(key, name=name)
            self.banner_time = 2.6

        def into_hand() -> None:
            flyer = flyer_holder.get("f")
            if flyer in self.flyers:
                self.flyers.remove(flyer)
            self.disp.hands[event.player] = sorted([*self.disp.hands[event.player], event.tile])
            self.disp.supply = event.supply_left
            if event.must_place:
                self.disp.drawn = event.tile
            hand = self.disp.hands[event.player]
            if event.player == self.disp.current:
                self.big_pos[event.tile] = [float(show[0]), float(show[1])]
            del hand

        def drop_count() -> None:
            self.disp.supply = event.supply_left

        fly = self._fly_in(event.tile, lambda: show, 150, True, 0.45, 0.0, arrive_show)
        self.animator.add(Sequence([Call(drop_count), fly, Wait(0.9), Call(into_hand), Wait(0.2)]))

    def _animate_refill(self, event: HandRefilled) -> None:
        p = event.player

        def target() -> tuple[float, float]:
            hand = sorted([*self.disp.hands[p], event.tile])
            return L.big_slots(len(hand))[hand.index(event.tile)]

        def arrive() -> None:
            self.disp.hands[p] = sorted([*self.disp.hands[p], event.tile])
            self.big_pos[event.tile] = list(target())
            self.services.sounds.play("card_slide", volume=0.4)

        def count() -> None:
            self.disp.supply = event.supply_left

        self.animator.add(Sequence([Call(count), self._fly_in(event.tile, target, L.BIG, True, 0.26, 0.0, arrive)]))

    def _animate_over(self, event: GameOver) -> None:
        def show_end() -> None:
            name = self.seats[event.player]["name"] if event.player < len(self.seats) else ""
            self.banner = tr(f"pyramid_power.end.{event.reason}", name=name)
            self.banner_time = 4.0
            rects = self.seat_rects()
            for k, bonus in enumerate(event.bonuses):
                rect = rects[bonus.player]
                colour = theme.BLUISH_GREEN if bonus.amount >= 0 else theme.VERMILLION
                if k == 0 or bonus.player != event.bonuses[k - 1].player:
                    total = sum(b.amount for b in event.bonuses if b.player == bonus.player)
                    self._popup(f"{total:+d}", (rect.right - 60, rect.bottom + 40), 60, colour, rise=30, life=3.0)
                if len(self.seats) > 1:
                    who = self.seats[bonus.player]["name"]
                    line = f"{who} {bonus.amount:+d} · {self._bonus_text(bonus)}"
                    self._popup(line, (L.BOARD.centerx, L.BOARD.y + 130 + 66 * k), 40, colour, rise=10,
                                life=3.4, backed=True)
            self.disp.scores = list(event.scores)
            self.services.sounds.play("winner_fanfare" if event.reason != "solitaire_stuck" else "round_chime")
            if len(self.seats) == 1:
                self._record_best(event)

        self.animator.add(Sequence([Call(show_end), Wait(1.4)]))

    def _bonus_text(self, bonus: Any) -> str:
        if bonus.from_player is not None:
            return tr("pyramid_power.bonus.from", name=self.seats[bonus.from_player]["name"])
        if self.match.state.end_reason == "supply_empty":
            return tr("pyramid_power.bonus.fewest")
        if bonus.amount >= 0:
            return tr("pyramid_power.bonus.cleared")
        return tr("pyramid_power.bonus.stuck", n=len(bonus.tiles))

    def _record_best(self, event: GameOver) -> None:
        self.results_beat = 9.0
        self.finish_wait = max(self.finish_wait, 9.0)
        self.best_score = event.scores[0]
        if self.from_replay:
            self.best_rows, self.best_place = best.load().get(best.option_key(self.match.record["options"]), []), None
            return
        self.best_rows, self.best_place = best.add(self.match.record["options"], event.scores[0],
                                                   self.seats[0]["name"], event.reason == "solitaire_cleared")

    # ------------------------------------------------------------ per frame

    def tick(self, dt: float) -> None:
        self.cam.update(dt)
        self._warm_tiles()
        self.banner_time = max(0.0, self.banner_time - dt)
        for cell in list(self.flash):
            self.flash[cell] -= dt * 1.4
            if self.flash[cell] <= 0:
                del self.flash[cell]
        owner = self.disp.current
        if owner != self.big_owner:
            self.big_owner = owner
            self.big_pos.clear()
        hand = self.disp.hands[owner] if owner < len(self.disp.hands) else []
        k = 1 - math.exp(-dt * 14)
        for tile, (tx, ty) in zip(hand, L.big_slots(len(hand)), strict=True):
            pos = self.big_pos.get(tile)
            if pos is None:
                self.big_pos[tile] = [tx, ty + 90]
                continue
            pos[0] += (tx - pos[0]) * k
            pos[1] += (ty - pos[1]) * k
        if len(self.big_pos) > len(hand):
            for tile in [t for t in self.big_pos if t not in hand]:
                del self.big_pos[tile]

    def _warm_tiles(self, budget: int = 3) -> None:
        """After a zoom, draw the board's tiles at the new size a few per frame, then switch to it."""
        target = self.cam.tile_size
        if target == self.draw_size:
            return
        for p in self.disp.board:
            key = (sides_of(p.tile, p.turn), TILE_POINTS[p.tile], points_up(p.cell), target, self.symbols)
            if key in self.warm:
                continue
            if budget <= 0:
                return
            tiles.tile(*key)
            self.warm.add(key)
            budget -= 1
        self.draw_size = target

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(hud.background(self), (0, 0))
        self.draw_table(surface)
        self.draw_seats(surface)
        hud.draw_strips(self, surface)
        self.draw_log(surface)
        hud.draw_overlay(self, surface)
        self.draw_message(surface)
        if self.handover_to is not None:
            self.draw_handover(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        hud.draw_board(self, surface)
        hud.draw_supply(self, surface)
        hud.draw_tray(self, surface)

    def draw_log(self, surface: pygame.Surface) -> None:
        hud.draw_log(self, surface)

    def draw_seats(self, surface: pygame.Surface) -> None:
        hud.draw_seats(self, surface)

    def human_hint_player(self) -> int | None:
        """The person choosing now (for glows and hints), if any."""
        human = self.human_to_act()
        if human is None or human == CHANCE or self.turn_player != human:
            return None
        return human
