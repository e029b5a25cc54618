"""The Take 5 table scene: the GameScene hooks and the wiring between its parts.

Shown from the core's states and events only: four rows with their bullhead totals and a
red-edged sixth "danger" slot, the seats around the table with face-down picks, the reveal,
rows swept into a penalty pile, row choices for too-low cards, a round summary, and the
person's hand fanned at the bottom. The parts live beside it: `motion` (events into motion),
`controls` (a person's input), `view` and `hud` (drawing), `layout` (where things sit).
"""

from __future__ import annotations

from collections import deque
from typing import Any

import pygame

from game.core import CHANCE
from game.take5 import Phase, State
from game.take5.cards import HAND_SIZE, deck_size, pile_bullheads
from scenes.games.take5 import controls, hint_marks, hud, layout, log_words, motion, unseen, view
from scenes.games.take5.hud import SeatLook, Summary
from scenes.shell import input as ui
from scenes.table.game_scene import GameScene
from scenes.table.input_words import said
from scenes.ui import theme
from scenes.ui.effects import Popup, age_popups
from scenes.ui.text import tr
from scenes.ui.widgets import Button
from sprites import cards as card_art
from sprites import scaling
from sprites.anim import Call
from sprites.cards import CardSprite

P = "take5."
SUMMARY_SENTINEL = -99  # "a person's tap" holds the next deal while the round summary is up


class Take5Scene(GameScene):
    name = "game"
    animations = motion.ANIMATIONS
    log_only = motion.LOG_ONLY
    hint_rects = hint_marks.rects  # where a Suggest points (scenes/table/hints.py)
    hint_preview = hint_marks.preview  # where a lifted card would go, when hints are on
    hint_follow = hint_marks.follow  # a Suggest lifts its card (or lights its row)
    hint_width = hint_marks.WIDTH  # the hint's words go over the log, not the rows (hint_marks.spot)

    @property
    def hint_spot(self) -> tuple[int, int]:
        return hint_marks.spot(self)

    # ------------------------------------------------------------ set-up

    def dress_table(self) -> None:
        # The slots are blended onto a copy of the (already converted) table through a layer
        # only as big as the rows: at 4K a full-screen one is 33 MB more at the peak.
        box = hud.slots_box()
        static = scaling.surface(box.size, pygame.SRCALPHA)
        hud.paint_slots(static, box.topleft)
        table = self.table.copy()
        table.blit(static, box.topleft)
        self.table = table
        self.view = view.TableView(self.table, self.log_strip)

    def build(self) -> None:
        n = len(self.seats)
        self.menu_spot = layout.menu_spot(n)
        self.sprites: dict[int, CardSprite] = {}
        self.role: dict[int, str] = {}  # card -> row | pick | reveal | hand | fly
        self.rows_shown: list[list[int]] = [[] for _ in range(4)]
        self.reveal: list[tuple[int, int]] = []  # (card, seat) in the line at the bottom
        self.hand: list[int] = []
        self.hand_owner: int | None = None
        self.hand_drop = 0.0  # 0: the hand is up; 1: tucked away below the table
        self.lifted: int | None = None
        self.lift_turn: tuple[Any, ...] | None = None  # (seat, round, turn, phase) of the lift
        self.row_focus: int | None = None  # no row until the person moves to one (controls.py)
        self.chosen_row: int | None = None
        self.row_flash = [0.0] * 4
        self.round_bh = [0] * n
        self.totals = [0] * n
        self.seat_pop = [0.0] * n
        self.popups: list[Popup] = []
        self.summary: Summary | None = None
        self.log_shown: deque[str] = deque(self.log_lines)
        self.play_button = Button(layout.PLAY_BUTTON, "", lambda: controls.play_lifted(self))
        self.dress_table()
        card_art.canonical(1.0, layout.HAND_SCALE, layout.PICK_SCALE)
        self._warm = list(range(104, 0, -1))  # faces painted a few per idle frame, not mid-motion
        self.sync(self.shown)

    # ------------------------------------------------------------ state -> sprites

    def sprite(self, card: int, pos: tuple[float, float] | None = None, scale: float = 1.0,
               flip: float = 0.0) -> CardSprite:
        s = self.sprites.get(card)
        if s is None:
            x, y = pos if pos is not None else layout.DECK
            s = CardSprite(card, x, y, scale, flip)
            self.sprites[card] = s
        return s

    def seat_rects(self) -> list[pygame.Rect]:
        return layout.seat_rects(len(self.seats))

    def pick_spot(self, seat: int) -> tuple[float, float]:
        return layout.pick_spot(self.seat_rects()[seat])

    def sync(self, state: State) -> None:
        """Put every card where the state says (after each step, and after a skip)."""
        keep: dict[int, CardSprite] = {}
        self.role = {}

        def put(card: int, pos: tuple[float, float], scale: float, flip: float, role: str) -> None:
            s = self.sprite(card)
            s.pos, s.scale, s.flip, s.alpha, s.lift, s.glow, s.z = pos, scale, flip, 255.0, 0.0, None, 0
            keep[card] = s
            self.role[card] = role

        self.rows_shown = [list(r) for r in state.rows]
        for r, row in enumerate(state.rows):
            for k, card in enumerate(row):
                put(card, layout.slot_centre(r, k), 1.0, 0.0, "row")
        for seat, pick in enumerate(state.picks):
            if pick:
                put(pick, self.pick_spot(seat), layout.PICK_SCALE, 1.0, "pick")
        if state.phase is Phase.ROW:
            pending = {c for c, _ in state.pending}
            if not {c for c, _ in self.reveal} >= pending:
                self.reveal = list(state.pending)
            self.reveal = [(c, p) for c, p in self.reveal if c in pending]
            line = [c for c, _ in self.reveal]
            for c, _ in self.reveal:
                put(c, layout.reveal_spot(line.index(c), len(line)), 1.0, 0.0, "reveal")
            chooser_card = state.pending[0][0]
            keep[chooser_card].lift = 26
            keep[chooser_card].glow = theme.GOLD
        else:
            self.reveal = []
        self.sprites = keep
        self.round_bh = [pile_bullheads(t) for t in state.taken]
        self.totals = list(state.totals)
        self.chosen_row = None
        self.hand_drop = 1.0 if state.phase is Phase.ROW else 0.0
        self.hand_owner = None  # the hand is laid out again for whoever looks now
        self.sync_hand(state)

    def sync_hand(self, state: State) -> None:
        viewer = self.viewer()
        hand = state.hands[viewer] if viewer is not None else None
        for card in self.hand:
            if self.role.get(card) == "hand":
                self.sprites.pop(card, None)
                self.role.pop(card, None)
        self.hand = sorted(hand) if hand else []
        if self.lifted not in self.hand:
            self.lifted = None
        for k, card in enumerate(self.hand):
            s = self.sprite(card)
            s.pos, s.scale, s.flip, s.alpha, s.glow, s.z = layout.hand_spot(k, len(self.hand)), \
                layout.HAND_SCALE, 0.0, 255.0, None, 0
            s.lift = layout.HAND_LIFT if card == self.lifted else 0.0
            s.glow = theme.GOLD if card == self.lifted else None
            self.role[card] = "hand"
        self.hand_owner = viewer

    def _show(self, state: Any) -> None:
        super()._show(state)
        self.sync(state)

    # ------------------------------------------------------------ seats

    def seat_status(self, seat: int) -> str:
        s = self.shown
        if self.reveal or (self.animator.busy and s.phase is Phase.PICK and all(p is not None for p in s.picks)):
            return ""
        if s.phase is Phase.ROW and s.chooser == seat:
            return tr(P + "status.choosing")
        if s.phase is Phase.PICK:
            return tr(P + "status.picked") if s.picks[seat] is not None else tr(P + "status.picking")
        return ""

    def seat_score(self, seat: int) -> int:
        return self.totals[seat]

    def seat_looks(self) -> list[SeatLook]:
        acting = self.acting_seats() if not self.animator.busy else set()
        single = len(self.humans()) == 1
        looks = []
        for i, rect in enumerate(self.seat_rects()):
            seat = self.seats[i]
            who = tr("seat.you") if self.is_human(i) and single else self.seat_who(i)
            status = tr("seat.thinking") if self.runner.thinking == i else self.seat_status(i)
            away = self.phones.away_note(i) if self.phones else None
            if away:  # a phone seat without its phone says so, not "picking…"
                who, status = away, ""
            choosing = self.shown.phase is Phase.ROW and self.shown.chooser == i
            looks.append(SeatLook(seat["name"], who, status, self.totals[i], self.round_bh[i],
                                  i in acting and not choosing, choosing, rect.y != layout.TOP_Y, i))
        return looks

    def draw_seats(self, surface: pygame.Surface) -> None:
        for rect, look, pop in zip(self.seat_rects(), self.seat_looks(), self.seat_pop, strict=True):
            hud.draw_seat(surface, rect, look, pop)

    # ------------------------------------------------------------ events into motion

    def animate(self, before: Any, step: Any, player: int) -> None:
        """Each event's motion from `motion.ANIMATIONS`, with the step around it; the side log
        gains each line as its motion is reached."""
        events = list(step.events)
        for k, event in enumerate(events):
            line = self.log_text(event)
            if line:
                self.animator.add(Call(lambda line=line: self.log_shown.append(line)))
            self.animate_event(event, before, step, events[k + 1:])

    # ------------------------------------------------------------ the round summary holds the table

    def chance_waits_for(self) -> int | None:
        return SUMMARY_SENTINEL if self.summary is not None else None

    def update(self, dt: float) -> None:
        if self.summary is not None:
            self.time += dt
            self.summary.age += dt
            self.summary.appear = min(1.0, self.summary.appear + dt * 5 * self.animator.speed)
            self.tick(dt)
            if not self.humans() and self.summary.age > 2.6 / max(0.25, self.services.settings.speed):
                self.summary = None
            elif self.summary.over and self.summary.age > self.final_hold:
                self.summary = None  # the final scores go on to the results by themselves
            return
        super().update(dt)

    def handle(self, event: ui.UIEvent) -> None:
        reading = self.history.is_open
        if self.summary is not None and not reading and event.kind not in (ui.BACK, ui.PAUSE, ui.FOCUS_LOST):
            if event.kind in (ui.POINTER_DOWN, ui.CONFIRM) and self.summary.age > 0.35:
                self.summary = None
            return
        super().handle(event)

    # ------------------------------------------------------------ frame upkeep

    def tick(self, dt: float) -> None:
        for _ in range(3 if not self.animator.busy else 0):
            if not self._warm:
                break
            card = self._warm.pop()
            card_art.face(card, *card_art.size_for(1.0))
            card_art.face(card, *card_art.size_for(layout.HAND_SCALE))
        scaled = dt * self.animator.speed
        age_popups(self.popups, scaled)
        self.seat_pop = [max(0.0, v - scaled * 2.5) for v in self.seat_pop]
        self.row_flash = [max(0.0, v - scaled * 1.6) for v in self.row_flash]
        if not self.animator.busy and self.viewer() != self.hand_owner:
            self.sync_hand(self.shown)

    def pan(self, x: float) -> float:
        """Stereo pan for a sound made at screen x."""
        return max(-1.0, min(1.0, x / theme.WIDTH * 2 - 1))

    # ------------------------------------------------------------ a person's turn

    def turn_started(self, player: int) -> None:
        # Called again after every bot's pick; a card the person lifted in this same turn stays
        # lifted, so their next tap plays it instead of lifting it once more.
        s = self.match.state
        turn = (player, s.round, s.turn, s.phase)
        if turn != self.lift_turn or self.lifted not in s.hands[player]:
            self.lifted = None
        self.lift_turn = turn
        if self.match.state.phase is Phase.ROW:
            self.row_focus = None  # a reflex Enter must never take a row nobody chose
            # (the prompt under the rows says how to take one; a message over it would hide it)
        controls.lay_hand(self)

    def handle_turn(self, event: ui.UIEvent, player: int) -> None:
        controls.handle_turn(self, event, player)

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)  # its cached layer is the whole table: one full-screen blit a frame
        self.draw_message(surface)
        if self.summary is not None:
            hud.draw_summary(surface, self.summary)
        if self.handover_to is not None:
            self.draw_handover(surface)
        self.history.draw(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.frame())

    def frame(self) -> view.Frame:
        """What the table shows this frame, as plain values for `view`."""
        s = self.shown
        human = self.human_to_act() if self.summary is None else None
        choosing_human = human is not None and human >= 0 and s.phase is Phase.ROW
        ordered = sorted(self.sprites.values(),
                         key=lambda q: (q.z, self.role.get(q.card) == "hand", q.lift > 0, q.x))
        prompt, button = self._prompt(s, human)
        if self.message_time > 0 and self.message:
            prompt = None  # the message line stands where the prompt does; the prompt comes back after it
        return view.Frame(
            badges=self._badges(choosing_human), seat_rects=self.seat_rects(), seat_looks=tuple(self.seat_looks()),
            seat_pop=self.seat_pop, row_flash=self.row_flash, side=self._side_panels(s),
            cards=[(q, self.role.get(q.card) == "hand") for q in ordered], hand_drop=self.hand_drop,
            tags=self._reveal_tags(), prompt=prompt, play_button=button, popups=self.popups)

    def _badges(self, choosing_human: bool) -> tuple[view.Badge, ...]:
        badges = []
        for r in range(4):
            row = self.rows_shown[r]
            if self.chosen_row == r:
                state = "chosen"
            elif choosing_human:
                state = "focus" if self.row_focus == r else "choose"
            elif len(row) >= 5:
                state = "full"
            else:
                state = ""
            badges.append((len(row), pile_bullheads(tuple(row)), state))
        return tuple(badges)

    def _reveal_tags(self) -> list[tuple[str, tuple[float, float], bool]]:
        chooser = self.shown.chooser
        tags = []
        for card, seat in self.reveal:
            s = self.sprites.get(card)
            if s is None or self.role.get(card) != "reveal":
                continue
            tags.append((self.seats[seat]["name"], (s.x, s.y - s.lift - 92), seat == chooser))
        return tags

    def _prompt(self, s: State, human: int | None) -> tuple[view.Prompt | None, Button | None]:
        if self.animator.busy or self.finished:
            return None, None
        if s.phase is Phase.ROW and s.pending:
            card, seat = s.pending[0]
            if human == seat:
                return view.Prompt(said(self, P + "prompt.choose_row", card=card), (960, 820)), None
            text = tr(P + "prompt.other_row", name=self.seats[seat]["name"], card=card)
            return view.Prompt(text, (960, 820), gold=False), None
        if s.phase is not Phase.PICK or human is None or human < 0:
            return None, None
        if self.lifted is not None:
            return None, self.play_button
        return view.Prompt(said(self, P + "prompt.pick"), (layout.HAND_CENTRE_X, 816)), None

    def _side_panels(self, s: State) -> view.SidePanels:
        header = tr(P + "title")
        if s.round:
            header = tr(P + "round_turn", r=s.round, t=min(s.turn, HAND_SIZE), of=HAND_SIZE)
        rule = "end_exceeds" if s.options.end_rule == "exceeds" else "end_reaches"
        info = (tr(P + "info.lowest"), tr(P + f"info.{rule}", n=s.options.end_score), tr(P + "info.sixth"))
        return view.SidePanels(header, tuple(self.log_shown)[-14:],
                               unseen.cards_for(self, s) if s.options.show_seen_cards else None,
                               deck_size(s.num_players, s.options.professional), tr(P + "info_title"), info)

    def draw_log(self, surface: pygame.Surface) -> None:
        """The log is drawn with the side panels (see `view.TableView`)."""

    def log_text(self, event: Any) -> str | None:
        """The event in words a player says (see `log_words`), or None for no line."""
        return log_words.words(event, [s["name"] for s in self.seats])

    def history_lines(self) -> list[str]:
        return list(self.log_shown)

    def acting_seats(self) -> set[int]:
        return {p for p in self.module.to_act(self.shown) if p != CHANCE}


__all__ = ["Take5Scene"]
