"""The Take It or Leave It (dice) table: the `GameScene` subclass that holds the pieces and
wires the parts together.

Shown from the core's states and events only: the starter flings the dice into a wooden tray
(pymunk, fixed step) and they settle square on the faces the core cast; people tap a die to take
it, pass with one button, or play an action card by tapping it and then picking its arguments on
the tray, filtered from `legal_actions` (`controls`). Each event becomes motion through the table
in `motion` (action cards in `card_motion`, the round's scoring in `score_motion`); the readouts
are drawn by `hud` and the pieces by `art`, both fed plain values from here.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

import pygame

from game.core import CHANCE
from game.take_it_dice import events as ev
from game.take_it_dice.state import State, die_key, sort_dice
from scenes.games.take_it_dice import art, controls, hint_marks, hud, layout, log_words, motion, needs, palette_words
from scenes.games.take_it_dice.choose import Chooser
from scenes.games.take_it_dice.hud import HandView, ScoreStage
from scenes.games.take_it_dice.pieces import CardSprite, DieSprite, free_spot
from scenes.games.take_it_dice.widgets import CardWidget, DieWidget
from scenes.shell import input as ui
from scenes.table.game_scene import GameScene
from scenes.ui import theme
from scenes.ui.effects import Banner, Popup, age_popups, draw_banner, draw_popup
from scenes.ui.text import tr
from scenes.ui.widgets import Widget, draw_focus
from sprites import draw, motion_policy, pen
from sprites.dice_physics import DiceTray

P = "take_it_dice."


class TakeItDiceScene(GameScene):
    name = "game"
    animations = motion.ANIMATIONS
    log_only = motion.LOG_ONLY
    hint_rects = hint_marks.rects  # where a Suggest points (scenes/table/hints.py)
    hint_spot = hint_marks.SPOT
    hint_follow = hint_marks.follow  # a Suggest puts away a half-made other choice

    # ------------------------------------------------------------ set-up

    def build(self) -> None:
        palette_words.use(self.match.state.options.theme)  # colour words follow the dice
        self.rng = random.Random(f"dice/{self.match.seed}")
        self.world = DiceTray(layout.FLOOR, seed=self.rng.randrange(1 << 30))
        n = len(self.seats)
        # The pieces as drawn (motion moves them; `sync` puts them where a state says).
        self.tray: list[DieSprite] = []
        self.strips: list[list[DieSprite]] = [[] for _ in range(n)]
        self.own_big: int | None = None  # a seat whose own dice lie big for a pick (throw back)
        self.stage_dice: list[DieSprite] = []
        self.cards: list[CardSprite] = []
        self.ghosts: list[DieSprite] = []
        self.popups: list[Popup] = []
        self.banner: Banner | None = None
        self.stage: ScoreStage | None = None
        self.summary: list[tuple[str, int, int]] | None = None
        self.summary_round = 0
        self.rattle: dict[str, Any] | None = None
        self.shake = 0.0
        self.hand_source: State | None = None  # the hand as dealt, while deals are in flight
        self.hand_hidden: set[str] = set()
        # A person's turn in progress (see `controls`).
        self.chooser: Chooser | None = None
        self.gesture: dict[str, Any] | None = None
        self.pending_throw: dict[str, Any] | None = None
        self.picked_ident: int | None = None
        self.pressed_die: DieSprite | None = None
        self.selected_card: str | None = None
        self.buttons: list[Widget] = []
        self.ui.on_refused = lambda w: None
        self.dress_table()
        self.sync(self.shown, force=True)

    def dress_table(self) -> None:
        self.table = art.static_layer(self.table)

    @property
    def theme_name(self) -> str:
        return self.shown.options.theme

    @property
    def symbols(self) -> bool:
        """Colour symbols are always drawn (issue 36: nothing by colour alone, not a setting)."""
        return True

    def seat_rects(self) -> list[pygame.Rect]:
        return layout.seat_rects(len(self.seats))

    def _show(self, state: Any) -> None:
        super()._show(state)
        self.sync(state)

    def sync(self, state: State, force: bool = False) -> None:
        """Put every die where the state says (after each step's motion, and after a skip)."""
        if state.phase == "roll" and not force:
            return  # dice cupped by an action card wait for the roll, just after
        want = Counter(state.tray)
        if state.phase == "roll" and state.pending is not None:
            lifted = state.pending.dice[1:] if state.pending.kind == "throw-back" else state.pending.dice
            want.update(lifted)
        keep: list[DieSprite] = []
        for s in self.tray:
            if want[s.die] > 0:
                want[s.die] -= 1
                keep.append(s)
            else:
                self.world.remove(s.ident)
        for die_text in sorted(want.elements(), key=die_key):
            spot = free_spot([k.pos for k in keep], self.rng)
            keep.append(DieSprite(die_text[0], int(die_text[1]), spot[0], spot[1]))
        self.tray = keep
        for s in keep:
            s.lifted = False
            s.z, s.size, s.alpha, s.squash, s.face = 0.0, layout.DIE, 255, 1.0, s.value
            if s.ident not in self.world.dice:
                self.world.place(s.ident, layout.HALF, s.pos)
                s.x, s.y = self.world.dice[s.ident].pos
        rects = self.seat_rects()
        for p in range(len(self.seats)):
            pool = list(self.strips[p])
            new = []
            for d in sort_dice(state.taken[p]):
                match = next((s for s in pool if s.die == d), None)
                if match is None:
                    match = DieSprite(d[0], int(d[1]))
                else:
                    pool.remove(match)
                new.append(match)
            spots, size = layout.strip_spots(rects[p], len(new))
            for s, (x, y) in zip(new, spots, strict=True):
                s.x, s.y, s.size, s.z, s.angle, s.alpha, s.squash = x, y, size, 0.0, 0.0, 255, 1.0
                s.face = s.value
            self.strips[p] = new
        self.own_big = None  # every strip die is back in its strip
        self.cards = []
        self.ghosts = []
        self.stage_dice = []
        self.stage = None
        self.summary = None
        self.rattle = None
        self.hand_source = None
        self.hand_hidden = set()

    # ------------------------------------------------------------ seats

    def seat_status(self, seat: int) -> str:
        s = self.shown
        if s.phase == "over":
            return ""
        if s.phase == "cast" and s.starter == seat:
            return tr(P + "status.casting")
        if s.phase == "discard" and s.turn == seat:
            return tr(P + "status.discard")
        if s.phase == "split":
            return tr(P + "status.split") if s.turn == seat else tr(P + "status.in")
        if s.passed[seat]:
            return tr(P + "status.passed")
        if s.phase in ("turn", "roll") and s.turn == seat:
            return tr(P + "status.turn")
        return tr(P + "status.in")

    def acting_seats(self) -> set[int]:
        s = self.shown
        if s.phase == "cast":
            return {s.starter}
        return super().acting_seats()

    # ------------------------------------------------------------ helpers for motion and input

    def pan(self, x: float) -> float:
        """Stereo pan (-1 left .. 1 right) for a sound at table x."""
        return max(-1.0, min(1.0, x / theme.WIDTH * 2 - 1))

    def say_at(self, seat: int, text: str, colour: tuple[int, int, int] = theme.CREAM,
               size: int = 40) -> None:
        """A word popping up under a seat's strip."""
        rect = layout.strip_rect(self.seat_rects()[seat])
        self.popups.append(Popup(text, (rect.centerx, rect.bottom + 36), colour, size, 1.3, rise=50.0))

    def find(self, face: str, exclude: set[int] = frozenset(), prefer: int | None = None,
             lifted: bool | None = None) -> DieSprite | None:
        """A tray die showing `face` (the one the person picked, if it is one of them)."""
        options = [s for s in self.tray if s.die == face and s.ident not in exclude]
        if lifted is not None:
            chosen = [s for s in options if s.lifted == lifted]
            options = chosen or options
        for s in options:
            if s.ident == prefer:
                return s
        return options[0] if options else None

    def hand_state(self) -> State:
        return self.hand_source or self.shown

    def hand_cards(self, state: State, seat: int) -> list[str]:
        combos = sorted(state.combo_hands[seat] or ())
        actions = sorted(state.action_hands[seat] or ())
        return combos + actions

    def card_image(self, card: str, size: tuple[int, int] = layout.CARD) -> pygame.Surface:
        return art.card_image(card, self.theme_name, self.symbols, size)

    def card_from(self, seat: int, card: str) -> tuple[tuple[float, float], float]:
        """Where a seat's card starts a move: its place in the shown hand, or the seat's strip."""
        if self.viewer() == seat:
            cards = self.hand_cards(self.hand_state(), seat)
            if card in cards:
                rect = layout.hand_spots(len(cards))[cards.index(card)]
                return rect.center, 1.0
        strip = layout.strip_rect(self.seat_rects()[seat])
        return (strip.right - 48, strip.centery), 0.25

    def throw_plan(self, seat: int) -> tuple[tuple[float, float], tuple[float, float], float]:
        """A throw from the rim under `seat` (a bot's, or the Throw button's): entry, direction,
        speed."""
        entry = layout.entry_for(self.seat_rects()[seat])
        across = (layout.TRAY.centerx - entry[0]) / 300.0
        if abs(across) < 0.4:
            across = self.rng.choice((-1, 1)) * 0.9
        across += self.rng.uniform(-0.35, 0.35)
        return entry, (across, 1.0), self.rng.uniform(1000, 1350)

    # ------------------------------------------------------------ events into motion

    def animate(self, before: Any, step: Any, player: int) -> None:
        """Each event through the table in `motion`; a run of deals moves at once, so any other
        event (and the step's end) first queues the deals before it."""
        shared = motion.StepMotion(after=step.state)
        for event in step.events:
            if type(event) is not ev.CardsDealt:
                motion.end_deals(self, shared)
            self.animate_event(event, shared)
        motion.end_deals(self, shared)

    # ------------------------------------------------------------ frame upkeep

    def tick(self, dt: float) -> None:
        self._chance_turn()
        controls.lay_own_dice(self)
        scaled = dt * self.animator.speed
        self.world.advance(scaled)
        self.tick_faces()
        for impact in self.world.take_impacts():
            self.services.sounds.impact(impact.kind, impact.impulse, self.pan(impact.x))
            if impact.kind == "die_wood" and impact.impulse > 1400:
                self.shake = max(self.shake, min(1.0, impact.impulse / 4000))
        age_popups(self.popups, scaled)
        self.shake = max(0.0, self.shake - scaled * 4.0)
        if self.rattle is not None:
            self.rattle["t"] += scaled

    def _chance_turn(self) -> None:
        """A person's throw: the base only waits for it, so the hand-over and the Throw button
        (what `turn_started` gives a move) are started here."""
        if self.match.to_act() != (CHANCE,) or self.finished or self.handover_to is not None:
            return
        human = self.human_to_act()
        if human is None:
            return
        if self.hides_hands() and self.looking != human:
            self._start_handover(human)
            return
        key = (human, len(self.match.record["actions"]))
        if getattr(self, "_turn_of", None) != key:
            self._turn_of = key
            self.turn_started(human)

    def tick_faces(self) -> None:
        """Tray dice follow the physics; a tumbling die flickers through faces."""
        for s in self.tray:
            d = self.world.dice.get(s.ident)
            if d is None:
                continue
            s.x, s.y = d.pos
            s.angle = d.angle
            s.z = d.z
            if d.tumbling:
                s.face = ((s.ident * 3 + int(d.rolled / 34)) * 5) % 6 + 1
            else:
                s.face = s.value

    # ------------------------------------------------------------ a person's input

    def chance_waits_for(self) -> int | None:
        state = self.match.state
        if state.phase == "cast" and self.is_human(state.starter):
            return state.starter
        return None

    def turn_started(self, player: int) -> None:
        controls.start_turn(self, player)

    def handle_turn(self, event: ui.UIEvent, player: int) -> None:
        controls.handle(self, event, player)

    # ------------------------------------------------------------ drawing

    def draw_table(self, surface: pygame.Surface) -> None:
        s = self.shown
        tm, sy = self.theme_name, self.symbols
        hud.draw_info(surface, s, self.seats[s.starter]["name"], tm, sy)
        shake = motion_policy.shake(self.shake)  # none under reduced motion
        jitter = (math.sin(self.time * 90) * 7 * shake, math.cos(self.time * 77) * 5 * shake)
        acting = self.human_to_act() is not None
        focus = self.ui.focus if acting else None
        art.draw_tray_dice(surface, self.tray, jitter, self.chooser if acting else None,
                           focus.sprite if isinstance(focus, DieWidget) else None, tm, sy)
        if self.rattle is not None:
            art.draw_rattle(surface, self.rattle["pos"], self.rattle["t"], self.rattle["n"], tm, sy)
        hand = self._hand_view()
        hud.draw_hand(surface, hand, tm, sy)
        needs.draw_needs(self, surface, hand)  # how many more dice each of your cards needs
        text, mine = controls.prompt(self)
        kind = self.chooser.kind if self.chooser is not None else None
        shown = self.buttons if acting and self.handover_to is None else []
        hud.draw_controls(surface, text, mine, kind, shown, self.ui.focus)
        if self.gesture is not None:
            a, b = self.gesture["start"], self.gesture["pos"]
            pen.line(surface, theme.GOLD, a, b, 6)
            pen.circle(surface, theme.GOLD_LIGHT, b, 14, 4)

    def _hand_view(self) -> HandView:
        viewer = self.viewer()
        state = self.hand_state()
        if viewer is None:
            seat = state.turn if state.phase in ("turn", "discard") else state.starter
            return HandView(None, owner=self.seats[seat]["name"], backs=state.hand_sizes[seat])
        human = self.human_to_act()
        focus = self.ui.focus if human is not None else None
        chosen = self.chooser.card if self.chooser is not None and human is not None else None
        phase = self.match.state.phase if human is not None else ""
        return HandView(self.hand_cards(state, viewer), hidden=frozenset(self.hand_hidden),
                        chosen=chosen, selected=self.selected_card,
                        focused=focus.card if isinstance(focus, CardWidget) else None,
                        dim_others=phase == "turn" and chosen is not None)

    def draw_log(self, surface: pygame.Surface) -> None:
        self.log_strip.draw(surface, layout.LOG, list(self.log_lines)[-6:])

    def log_text(self, event: Any) -> str | None:
        """The event in words a player says (see `log_words`), or None for no line."""
        return log_words.words(event, [s["name"] for s in self.seats], self.match.state.options.edition)

    def draw_seats(self, surface: pygame.Surface) -> None:
        super().draw_seats(surface)
        s = self.shown
        tm, sy = self.theme_name, self.symbols
        rects = self.seat_rects()
        for i, rect in enumerate(rects):
            hud.draw_strip(surface, rect, s, i, self.strips[i], tm, sy)
        human = self.human_to_act()
        ch = self.chooser if human is not None else None
        if ch is not None and ch.stage == "own" and self.own_big == human:
            own = self.strips[human or 0]
            if own:
                rects = [d.rect(12) for d in own]
                back = rects[0].unionall(rects[1:])
                surface.blit(draw.panel(back.size, alpha=235, radius=16, border=theme.GOLD), back)
            for d in own:
                art.blit_die(surface, d, d.pos, tm, sy)
                if ch.can_pick_own(d.die):
                    pen.rect(surface, theme.GOLD_LIGHT, d.rect(6), 4, border_radius=10)
            if isinstance(self.ui.focus, DieWidget):
                draw_focus(surface, self.ui.focus.rect, 12)
        if self.stage is not None:
            hud.draw_stage(surface, self.stage, rects[self.stage.player], self.stage_dice, tm, sy)
        for d in self.ghosts:
            art.blit_die(surface, d, d.pos, tm, sy)
        for c in self.cards:
            art.draw_card_sprite(surface, c)
        if self.summary is not None:
            hud.draw_summary(surface, self.summary_round, self.summary)
        for p in self.popups:
            draw_popup(surface, p)
        if self.banner is not None:
            draw_banner(surface, layout.BANNER, self.banner)
