"""The Take It or Leave It (pyramids) table scene: the GameScene hooks and the wiring between
its parts.

Shown from the core's states and events only: the bag, the size buttons with the black risk
(`black_risk`/`bag_counts`), pyramids popping out and tumbling under pymunk (the colour is the
core's, the physics only carries it), the pot with its value and breakdown (`pot`), busts,
offers answered in bubbles, refills, round ends, the dealer chip and the cycle counter. The
parts live beside it: `motion` (events into motion), `pieces` (pyramids and their moves),
`controls` (a person's input), `view` and `hud` (drawing), `layout` (where things sit).
"""

from __future__ import annotations

import math
import random
from typing import Any

import pygame

from game.take_it_pyramids import Phase, Pyramid, State, bag_counts, black_risk, pot
from scenes.games.take_it_pyramids import controls, hint_marks, layout, log_words, motion, view
from scenes.games.take_it_pyramids.hud import Bubble, SizeButton, draw_bubble, draw_pot
from scenes.games.take_it_pyramids.pieces import Piece, Tumble
from scenes.shell import input as ui
from scenes.table.game_scene import GameScene
from scenes.ui import theme
from scenes.ui.effects import Banner, Popup, age_popups, draw_banner, draw_popup
from scenes.ui.text import tr
from scenes.ui.widgets import Button
from sprites import motion_policy, pyramids
from sprites.pyramid_physics import TumbleWorld

P = "take_it_pyramids."


class TakeItPyramidsScene(GameScene):
    name = "game"
    animations = motion.ANIMATIONS
    log_only = motion.LOG_ONLY
    hint_rects = hint_marks.rects  # where a Suggest points (scenes/table/hints.py)

    # ------------------------------------------------------------ set-up

    def build(self) -> None:
        self.rng = random.Random(f"tumble/{self.match.seed}")
        self.world = TumbleWorld(layout.ARENA, seed=self.rng.randrange(1 << 30))
        self.tumbles: list[Tumble] = []
        self.loose: list[Piece] = []
        self.pot_pieces: dict[Pyramid, Piece] = {}
        self.discards: list[Piece] = []
        self.bubbles: dict[int, Bubble] = {}
        self.popups: list[Popup] = []
        self.banner: Banner | None = None
        self.offer_points: dict[int, int] = {}
        self.drag: dict[str, Any] | None = None
        self.bag_tilt = 0.0
        self.bag_squash = 0.0
        self.shake = 0.0
        self.pot_pop = 0.0
        self.bust_pop = 0.0
        self.lit_size: int | None = None
        self.size_buttons = [SizeButton(rect, k, lambda k=k: controls.pick_size(self, k))
                             for k, rect in enumerate(layout.SIZE_BUTTONS)]
        self.decide_buttons: list[Button] = []
        self.ui.on_refused = lambda widget: controls.refused(self, widget)
        self.dress_table()
        self.chip_pos = (0.0, 0.0)
        self.discard_next = 0  # the tray slot the next discarded pyramid takes
        self.sync(self.shown)

    @property
    def palette(self) -> str:
        return self.shown.options.palette

    @property
    def symbols(self) -> bool:
        """Colour symbols are always drawn (issue 36: nothing by colour alone, not a setting)."""
        return True

    def look(self, p: Pyramid) -> str:
        return pyramids.look_key(p.color, self.palette)

    def bust_word(self) -> str:
        return tr(P + "colour." + ("white" if self.palette == "xeno" else "black"))

    @property
    def colour_variant(self) -> str:
        """"white" when white plays black: hints, risks and log lines then say white (their
        `.white` catalog keys), as the pieces are drawn."""
        return "white" if self.match.state.options.palette == "xeno" else ""  # (asked before `shown` is set)

    def sync(self, state: State) -> None:
        """Put every piece where the state says (after each step, and after a skip)."""
        self.world.clear()
        self.tumbles = []
        self.loose = []
        self.pot_pieces = {}
        for p in state.drawn:
            piece = Piece(p, self.look(p))
            piece.place(layout.cell_spot(p.size_index, p.color_index))
            self.pot_pieces[p] = piece
        self.discards = []
        for k, p in enumerate(state.discarded):
            piece = Piece(p, self.look(p))
            piece.place(layout.discard_spot(k), layout.DISCARD_SCALE)
            self.discards.append(piece)
        self.busts_shown = state.blacks
        self.pot_shown = pot(state)
        self.chip_pos = self.chip_spot(state.dealer)
        self.bag_tilt = 0.0
        self.bag_squash = 0.0
        self.lit_size = None
        self.refresh_buttons(state)

    def refresh_buttons(self, state: State) -> None:
        counts = bag_counts(state)
        risks = black_risk(state)
        for button in self.size_buttons:
            button.count = counts[button.size]
            button.risk = risks.get(button.size)
            button.show_odds = state.options.show_odds
            button.look = pyramids.look_key("green", self.palette)
            button.danger = self.colour_variant
            button.symbols = self.symbols
            button.lit = button.size_index == self.lit_size

    def _show(self, state: Any) -> None:
        super()._show(state)
        self.sync(state)

    # ------------------------------------------------------------ seats

    def seat_status(self, seat: int) -> str:
        s = self.shown
        if seat not in s.contenders:
            return tr(P + "status.watching")
        if seat in s.in_round:
            return tr(P + "status.drawing") if seat == s.drawer and s.phase is not Phase.OVER else tr(P + "status.in")
        return tr(P + "status.took", n=s.round_gains[seat])

    def chip_spot(self, seat: int) -> tuple[float, float]:
        rect = self.seat_rects()[seat]
        return (rect.right - 30, rect.bottom + 2)

    def log_text(self, event: Any) -> str | None:
        """The event in words a player says (see `log_words`), or None for no line."""
        return log_words.words(event, [s["name"] for s in self.seats], self.colour_variant)

    def draw_seats(self, surface: pygame.Surface) -> None:
        super().draw_seats(surface)
        rects = self.seat_rects()
        s = self.shown
        for i, rect in enumerate(rects):
            if i not in s.in_round and s.phase is not Phase.OVER and i in s.contenders:
                view.draw_out_veil(surface, rect)
        for i, rect in enumerate(rects):
            bubble = self.bubbles.get(i) or self._waiting_bubble(i)
            if bubble is not None:
                draw_bubble(surface, rect, bubble)
        view.draw_dealer_chip(surface, self.chip_pos)  # over a wide bubble (larger text): the chip's letter shows

    def _waiting_bubble(self, seat: int) -> Bubble | None:
        """While a seat is asked (and its answer is not in yet), its bubble asks the question."""
        if self.animator.busy or self.finished:
            return None
        s = self.shown
        if s.phase is Phase.OFFER and s.asked == seat:
            n = self.offer_points.get(seat, (pot(s).total + 1) // 2)
            return Bubble(tr(P + "bubble.asked", n=n), theme.CREAM)
        if s.phase is Phase.DECIDE and s.drawer == seat:
            return Bubble(tr(P + "bubble.deciding", n=pot(s).total), theme.CREAM)
        return None

    # ------------------------------------------------------------ events into motion

    def animate(self, before: Any, step: Any, player: int) -> None:
        """Each event's motion from `motion.ANIMATIONS`; busts line up in the discard tray after
        the pyramids already there."""
        self.discard_next = len(before.discarded)
        for event in step.events:
            self.animate_event(event)

    # ------------------------------------------------------------ frame upkeep

    def tick(self, dt: float) -> None:
        scaled = dt * self.animator.speed
        self.world.advance(scaled)
        for tumble in self.tumbles:
            tumble.follow()
        self.tumbles = [t for t in self.tumbles if not t.done]
        for impact in self.world.take_impacts():
            self.services.sounds.impact("pyramid_clink", impact.impulse, self.pan(impact.x))
        for seat in list(self.bubbles):
            self.bubbles[seat].time -= dt
            if self.bubbles[seat].time <= 0:
                del self.bubbles[seat]
        age_popups(self.popups, scaled)
        self.pot_pop = max(0.0, self.pot_pop - scaled * 3.0)
        self.bust_pop = max(0.0, self.bust_pop - scaled * 2.0)
        self.shake = max(0.0, self.shake - scaled * 3.5)

    def pan(self, x: float) -> float:
        """Stereo pan for a sound made at screen x."""
        return max(-1.0, min(1.0, x / theme.WIDTH * 2 - 1))

    # ------------------------------------------------------------ a person's turn

    def turn_started(self, player: int) -> None:
        controls.start_turn(self, player)

    def handle_turn(self, event: ui.UIEvent, player: int) -> None:
        controls.handle_turn(self, event, player)

    # ------------------------------------------------------------ drawing

    def dress_table(self) -> None:
        self._grid_cache: dict[tuple[str, bool], pygame.Surface] = {}
        self._plain_table = self.table
        self.table = self._static_layer()

    def _static_layer(self) -> pygame.Surface:
        """The felt with the tray, grid and arena drawn in once per palette and symbol setting."""
        key = (self.palette, self.symbols)
        if key not in self._grid_cache:
            self._grid_cache[key] = view.static_layer(self._plain_table, *key)
        return self._grid_cache[key]

    def draw_table(self, surface: pygame.Surface) -> None:
        s = self.shown
        shake = motion_policy.shake(self.shake)  # none under reduced motion
        jitter = (math.sin(self.time * 90) * 9 * shake, math.cos(self.time * 77) * 6 * shake)
        self.table = self._static_layer()
        view.draw_info(surface, view.InfoLook(s.round_number, s.cycle, s.cycles, s.tie_break, self.busts_shown,
                                              round(self.bust_pop, 1), self.palette, self.symbols))
        human = self.human_to_act()
        tag = None
        if s.phase is not Phase.OVER:
            key = "your_draw" if (human == s.drawer and s.phase is Phase.DRAW) else "holds_bag"
            tag = tr(P + key, name=self.seats[s.drawer]["name"])
        view.draw_bag(surface, jitter, self.bag_tilt, self.bag_squash, tag)
        focus = self.ui.focus if human is not None else None
        for button in self.size_buttons:
            button.draw(surface, button is focus)
        draw_pot(surface, layout.POT_PANEL, self.pot_shown, self.pot_pop)
        symbols = self.symbols
        view.draw_pieces(surface, sorted(self.pot_pieces.values(), key=lambda q: q.y), symbols)
        view.draw_pieces(surface, self.discards, symbols)
        view.draw_pieces(surface, sorted(self.loose, key=lambda q: q.y), symbols, jitter)
        self._draw_prompt(surface, s)
        if self.drag is not None and self.drag["moved"]:
            view.draw_drag(surface, self.drag["size"], self.drag["pos"], pyramids.look_key("green", self.palette),
                           symbols)
        for popup in self.popups:
            draw_popup(surface, popup)
        if self.banner is not None:
            draw_banner(surface, view.banner_rect(len(self.banner.lines)), self.banner)

    def _draw_prompt(self, surface: pygame.Surface, s: State) -> None:
        if self.animator.busy or s.phase not in (Phase.OFFER, Phase.DECIDE):
            return
        human = self.human_to_act()
        if human is not None and self.decide_buttons:
            for button in self.decide_buttons:
                button.draw(surface, button is self.ui.focus)
            return
        if s.phase is Phase.OFFER and s.asked is not None:
            n = self.offer_points.get(s.asked, (pot(s).total + 1) // 2)
            text = tr(P + "offer_prompt", name=self.seats[s.asked]["name"], n=n)
        else:
            text = tr(P + "decide_prompt", name=self.seats[s.drawer]["name"], n=pot(s).total)
        view.draw_prompt(surface, text)


__all__ = ["TakeItPyramidsScene"]
