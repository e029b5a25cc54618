"""The Pyramid Power table: a pannable triangle board, hands face up, the supply, pop-ups.

The scene shows what the core resolves and asks the core everything else: which placements fit
(`legal_actions`), what each would score (`placement_score`), why a drop is refused (the
`IllegalAction` from `submit`). Its own model (`Shown`) is the state on screen while motion
plays: tiles leave a hand when they take off and join the board when they land.

This module is the wiring: the base's hooks, per-frame upkeep and the `TableView` it hands to
the drawing. Motion per event is in motion.py, a person's input in controls.py, drawing in
hud.py and overlay.py.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

import pygame

from game.core import CHANCE
from game.pyramid_power import Draw, Place, Placed, placement_score
from game.pyramid_power.board import sides_of
from game.pyramid_power.events import GameOver
from game.pyramid_power.grid import points_up
from game.pyramid_power.tiles import TILE_POINTS, WILD
from scenes.games.pyramid_power import best, controls, hint_marks, hud, log_words, motion, overlay
from scenes.games.pyramid_power import layout as L
from scenes.games.pyramid_power.camera import Camera
from scenes.games.pyramid_power.effects import Flyer
from scenes.games.pyramid_power.results_words import cheers as solo_cheers
from scenes.games.pyramid_power.results_words import results_words as solo_results_words
from scenes.games.pyramid_power.view import Best, Drag, SeatView, Spaces, TableView, Tray, TrayTile
from scenes.shell import input as ui
from scenes.table.game_scene import GameScene
from scenes.table.input_words import input_key, kind_of, said
from scenes.ui.effects import Popup
from scenes.ui.text import tr, trn
from scenes.ui.widgets import Button
from sprites import tiles

Cell = tuple[int, int]


def _point(xy: Any) -> tuple[float, float]:
    return (float(xy[0]), float(xy[1]))


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
    animations = motion.ANIMATIONS
    log_only = motion.LOG_ONLY
    hint_rects = hint_marks.rects  # where a Suggest points (scenes/table/hints.py)
    hint_follow = hint_marks.follow  # a Suggest picks, turns and targets its tile
    hint_spot = (L.LOG.x, L.LOG.y + 10)  # the hint's words go over the log, never over the board

    # ------------------------------------------------------------ set-up

    def build(self) -> None:
        self.cam = Camera(L.BOARD)
        self.disp = Shown.of(self.shown)
        self.cam.fit(self.played_cells() or [(0, 0)], instant=True)
        self.draw_size = self.cam.tile_size
        # what the person to act is choosing (controls.py changes it; the drawing shows it)
        self.sel: str | None = None
        self.tapped: tuple[str, int] | None = None  # (tile, moves made): picked by the person's tap
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
        self.pinch = 0.0
        self.launch: motion.Launch | None = None
        # what motion shows over the table
        self.flyers: list[Flyer] = []
        self.popups: list[Popup] = []
        self.flash: dict[Cell, float] = {}
        self.big_pos: dict[str, list[float]] = {}
        self.big_owner: int | None = None
        self.notice = ""
        self.notice_time = 0.0
        self.supply_pulse = 0.0
        self.best_rows: list[dict[str, Any]] | None = None
        self.best_place: int | None = None
        self.best_score = 0
        self.from_replay = bool(self.replay_queue)
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
        """Colour symbols are always drawn (issue 36: nothing by colour alone, not a setting)."""
        return True

    def _show(self, state: Any) -> None:
        super()._show(state)
        self.disp = Shown.of(state)
        self.flyers.clear()

    def played_cells(self) -> list[Cell]:
        return [p.cell for p in self.disp.board]

    def recentre(self) -> None:
        self.cam.fit(self.played_cells() or [(0, 0)])

    # ------------------------------------------------------------ seats

    def seat_score(self, seat: int) -> int:
        return self.disp.scores[seat] if seat < len(self.disp.scores) else 0

    def seat_status(self, seat: int) -> str:
        n = len(self.disp.hands[seat]) if seat < len(self.disp.hands) else 0
        return trn("pyramid_power.seat_tiles.one", "pyramid_power.seat_tiles.other", n)

    def acting_seats(self) -> set[int]:
        if self.finished or self.match.is_over():
            return set()
        return {self.disp.current}

    def human_hint_player(self) -> int | None:
        """The person choosing now (for glows and hints), if any."""
        human = self.human_to_act()
        if human is None or human == CHANCE or self.turn_player != human:
            return None
        return human

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
        elif self.sel not in hand or not self.playable(self.sel):
            self.sel = next((t for t in hand if self.playable(t)), hand[0] if hand else None)
        if self.can_draw:
            button = Button(L.DRAW_BUTTON, tr("pyramid_power.draw"), lambda: controls.draw(self, player),
                            detail=tr("pyramid_power.draw_detail"))
            self.ui.set([button], focus=button)
        else:
            self.ui.set([])

    def handle_turn(self, event: ui.UIEvent, player: int) -> None:
        controls.handle_turn(self, event, player)

    def handle(self, event: ui.UIEvent) -> None:
        if event.pos is not None and event.is_pointer:
            self.pointer = event.pos
        if self.history.handle(event):  # the log's history takes its input before the board
            return
        if self.finished and event.kind in (ui.CONFIRM, ui.POINTER_UP):
            self.finish_wait = 0.0  # go on to the results
            return
        if (self.handover_to is None and event.kind not in (ui.BACK, ui.PAUSE, ui.FOCUS_LOST)
                and controls.view_event(self, event)):
            return
        super().handle(event)

    def turn_of(self, tile: str | None) -> int:
        if tile is None or tile == WILD:
            return 0
        return self.turns.get(tile, 0)

    def cells_for(self, tile: str | None, turn: int | None = None) -> dict[Cell, int]:
        if tile is None:
            return {}
        return self.fits.get((tile, self.turn_of(tile) if turn is None else turn), {})

    def playable(self, tile: str | None) -> bool:
        return tile is not None and any((tile, k) in self.fits for k in range(3))

    def other_turn_cells(self, tile: str | None) -> dict[Cell, int]:
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

    def tile_origin(self, player: int, tile: str) -> motion.Launch:
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

    # ------------------------------------------------------------ motion for resolved events

    def animate(self, before: Any, step: Any, player: int) -> None:
        launch, self.launch = self.launch, None
        context = motion.StepMotion(step.state, launch)
        for event in step.events:
            self.animate_event(event, context)

    def record_best(self, event: GameOver) -> None:
        """Solitaire: keep the score among the best for these options (a replay only shows them)."""
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
        self.notice_time = max(0.0, self.notice_time - dt)
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
        v = self.view()
        surface.blit(hud.background(self.table, v.seat_rects), (0, 0))
        self.draw_table(surface, v)
        hud.draw_seats(surface, v)
        hud.draw_strips(surface, v)
        self.draw_log(surface)
        overlay.draw_zoom_hover(surface, v.pointer)
        if v.person and self.can_draw:
            self.ui.draw(surface)
        overlay.draw_motion(surface, v)
        self.draw_message(surface)
        if self.handover_to is not None:
            self.draw_handover(surface)
        self.history.draw(surface)

    def draw_table(self, surface: pygame.Surface, v: TableView | None = None) -> None:
        v = v or self.view()
        hud.draw_board(surface, v)
        hud.draw_supply(surface, v)
        hud.draw_tray(surface, v)

    def draw_seats(self, surface: pygame.Surface) -> None:
        hud.draw_seats(surface, self.view())

    def draw_log(self, surface: pygame.Surface) -> None:
        self.log_strip.draw(surface, L.LOG, list(self.log_lines)[-4:])

    def log_text(self, event: Any) -> str | None:
        """The event in words a player says (see `log_words`), or None for no line."""
        return log_words.words(event, [s["name"] for s in self.seats])

    # The results screen's hook for solitaire words ("Every tile placed!", not "Player 1 wins!").
    results_words = staticmethod(solo_results_words)
    cheers = staticmethod(solo_cheers)  # the results' confetti (scenes/screens/results.py)

    def submit(self, player: int, action: Any) -> bool:
        """A person's move; once it is made, their hint ("Turned to fit…") leaves the table."""
        done = super().submit(player, action)
        if done:
            self.message_time = 0.0
        return done

    def view(self) -> TableView:
        """Everything the drawing needs this frame, as plain values."""
        person = self.human_hint_player() is not None
        sel = self.sel
        moving = self.drag if self.drag is not None and self.drag.get("moving") else None
        spaces = drag = None
        if person and sel is not None and not self.can_draw:
            fits = self.cells_for(sel)
            if moving is not None:
                target = self.cam.cell_under(moving["pos"])
            elif self.mode == "board":
                target = self.focus_cell
            else:
                target = self.hover_cell if self.hover_cell in fits else None
            spaces = Spaces(sel, self.turn_of(sel), fits, self.other_turn_cells(sel), target)
        if moving is not None and sel is not None:
            drag = Drag(sel, self.turn_of(sel), moving["pos"], self.cells_for(sel))
        rects = self.seat_rects()
        return TableView(
            cam=self.cam, tile_size=self.draw_size, symbols=self.symbols, time=self.time,
            board=self.disp.board, flash=self.flash, spaces=spaces,
            supply=self.disp.supply, supply_pulse=self.supply_pulse, person=person,
            tray=self._tray_view(person, moving["tile"] if moving else None),
            strips=list(zip(rects, self.disp.hands, strict=True)) if len(self.seats) > 1 else [],
            seats=[self._seat_view(i) for i in range(len(rects))], seat_rects=rects,
            log=list(self.log_lines)[-4:], pointer=self.pointer, flyers=self.flyers, drag=drag,
            popups=self.popups, notice=self.notice, notice_time=self.notice_time,
            best=self._best_view())

    def _tray_view(self, person: bool, dragging: str | None) -> Tray | None:
        owner = self.disp.current
        if owner >= len(self.seats):
            return None
        if self.match.is_over():
            hint = None
        elif not person:
            hint = "pyramid_power.hint_wait"
        elif self.can_draw:
            hint = "pyramid_power.hint_draw"
        elif self.match.state.drawn is not None:
            hint = "pyramid_power.hint_drawn"
        else:
            hint = input_key("pyramid_power.hint_board" if self.mode == "board" else "pyramid_power.hint_pick",
                             kind_of(self))  # in the words of the input the person used
        hand = self.disp.hands[owner]
        shown = [TrayTile(tile, _point(self.big_pos.get(tile, slot)), self.turn_of(tile) if person else 0,
                          person and tile == self.sel, not person or self.can_draw or self.playable(tile),
                          tile == self.disp.drawn)
                 for tile, slot in zip(hand, L.big_slots(len(hand)), strict=True) if tile != dragging]
        return Tray(self.seats[owner]["name"], self.is_human(owner) and len(self.humans()) == 1, hint, shown)

    def _seat_view(self, i: int) -> SeatView:
        seat = self.seats[i]
        solo = self.is_human(i) and len(self.humans()) == 1
        who = tr("seat.you") if solo else self.seat_who(i)
        if self.runner.thinking == i:
            who = tr("seat.thinking")
        return SeatView(seat["name"], tr("seat.line", who=who, status=self.seat_status(i)), self.seat_score(i),
                        i in self.acting_seats())

    def _best_view(self) -> Best | None:
        if self.best_rows is None or not self.finished:
            return None
        wild = bool(self.match.record["options"].get("wild_tile", True))
        return Best(self.best_rows, self.best_place, self.best_score, wild, said(self, "pyramid_power.best_continue"))
