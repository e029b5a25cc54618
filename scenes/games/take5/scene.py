"""The Take 5 table.

Shown from the core's states and events only: four rows with their bullhead totals and a
red-edged sixth "danger" slot, the seats around the table with face-down picks, the reveal
(cards fly in face down, flip together, slide one by one into their rows), rows swept into a
penalty pile with a bullhead pop-up, row choices for too-low cards, a round summary, and the
person's hand fanned at the bottom (tap to lift, tap again or "Play 37" to play; keys too).
"""

from __future__ import annotations

from collections import deque
from typing import Any

import pygame

from game.core import CHANCE
from game.take5 import Phase, Play, State, TakeRow
from game.take5 import events as ev
from game.take5.cards import HAND_SIZE, deck_size, pile_bullheads
from scenes.games.take5 import hud, layout
from scenes.games.take5.hud import Popup, SeatLook, Summary
from scenes.shell import input as ui
from scenes.table.game_scene import GameScene
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import Button
from sprites import cards as card_art
from sprites.anim import Call, Parallel, Sequence, Tween, Wait, attr_tween, ease_out_back, ease_out_cubic
from sprites.cards import CardSprite

P = "take5."
ROW_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3}
SUMMARY_SENTINEL = -99  # "a person's tap" holds the next deal while the round summary is up


class Take5Scene(GameScene):
    name = "game"

    # ------------------------------------------------------------ set-up

    def build(self) -> None:
        n = len(self.seats)
        self.sprites: dict[int, CardSprite] = {}
        self.role: dict[int, str] = {}  # card -> row | pick | reveal | hand | fly
        self.rows_shown: list[list[int]] = [[] for _ in range(4)]
        self.reveal: list[tuple[int, int]] = []  # (card, seat) in the line at the bottom
        self.hand: list[int] = []
        self.hand_owner: int | None = None
        self.hand_drop = 0.0  # 0: the hand is up; 1: tucked away below the table
        self.lifted: int | None = None
        self.row_focus = 0
        self.chosen_row: int | None = None
        self.row_flash = [0.0] * 4
        self.round_bh = [0] * n
        self.totals = [0] * n
        self.seat_pop = [0.0] * n
        self.popups: list[Popup] = []
        self.summary: Summary | None = None
        self.log_shown: deque[str] = deque(list(self.log_lines), maxlen=40)
        self.play_button = Button(layout.PLAY_BUTTON, "", self._play_lifted)
        static = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
        hud.paint_slots(static)
        table = self.table.copy()
        table.blit(static, (0, 0))
        self.table = table.convert() if pygame.display.get_surface() is not None else table
        card_art.canonical(1.0, layout.HAND_SCALE, layout.PICK_SCALE)
        self._warm = list(range(104, 0, -1))
        self._layer_key: tuple[Any, ...] | None = None
        self._layer = self.table  # faces painted a few per idle frame, not mid-motion
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
            who = tr("seat.you") if self.is_human(i) and single else tr(f"seat.{seat['seat']}")
            status = tr("seat.thinking") if self.runner.thinking == i else self.seat_status(i)
            choosing = self.shown.phase is Phase.ROW and self.shown.chooser == i
            looks.append(SeatLook(seat["name"], who, status, self.totals[i], self.round_bh[i],
                                  i in acting and not choosing, choosing, rect.y != layout.TOP_Y))
        return looks

    def draw_seats(self, surface: pygame.Surface) -> None:
        for rect, look, pop in zip(self.seat_rects(), self.seat_looks(), self.seat_pop, strict=True):
            hud.draw_seat(surface, rect, look, pop)

    # ------------------------------------------------------------ events into motion

    def animate(self, before: Any, step: Any, player: int) -> None:
        events = list(step.events)
        self._over = any(isinstance(e, ev.GameOver) for e in events)
        for k, event in enumerate(events):
            if not isinstance(event, (ev.CardPicked, ev.TurnEnded)):  # the seats show those
                line = self.log_text(event)
                self.animator.add(Call(lambda line=line: self.log_shown.append(line)))
            handler = getattr(self, "_on_" + type(event).__name__, None)
            if handler is not None:
                handler(event, before, step, events[k + 1:])

    def _sound(self, name: str) -> Call:
        return Call(lambda: self.services.sounds.play(name))

    def _on_RoundDealt(self, e: ev.RoundDealt, before: State, step: Any, rest: list) -> None:
        old = [c for row in self.rows_shown for c in row]

        def clear() -> None:
            self.round_bh = [0] * len(self.seats)
            self.reveal = []
            self.chosen_row = None
            for c in old:
                self.role[c] = "fly"

        away = [attr_tween(self.sprite(c), 0.32, ease_out_cubic, delay=0.02 * k, pos=layout.DECK, alpha=0.0,
                           scale=0.6) for k, c in enumerate(old)]
        self.animator.add(Sequence([Call(clear), Parallel(away), Call(lambda: self._drop(old))]))
        deals: list[Any] = []
        for k, card in enumerate(e.rows):
            deals.append(self._deal_to(card, layout.slot_centre(k, 0), 1.0, 0.08 * k, "row"))
        viewer = self.viewer()
        hand = step.state.hands[viewer] if viewer is not None else None
        if hand:
            ordered = sorted(hand)
            for k, card in enumerate(ordered):
                deals.append(self._deal_to(card, layout.hand_spot(k, len(ordered)), layout.HAND_SCALE,
                                           0.3 + 0.045 * k, "hand"))
        self.animator.add(self._sound("card_slide"))
        self.animator.add(Parallel(deals))

    def _deal_to(self, card: int, goal: tuple[float, float], scale: float, delay: float, role: str) -> Sequence:
        def make() -> None:
            s = self.sprite(card, layout.DECK, 0.8, 1.0)
            s.pos, s.scale, s.flip, s.alpha, s.z = layout.DECK, 0.8, 1.0, 255.0, 2
            self.role[card] = role
            if role == "hand":
                self.hand = sorted({*self.hand, card})

        s_ref = self.sprite(card, layout.DECK, 0.8, 1.0)
        s_ref.alpha = 0.0
        self.role.setdefault(card, "fly")
        return Sequence([Wait(delay), Call(make),
                         attr_tween(s_ref, 0.34, ease_out_cubic, pos=goal, scale=scale),
                         attr_tween(s_ref, 0.18, ease_out_cubic, flip=0.0),
                         Call(lambda: setattr(s_ref, "z", 0))])

    def _drop(self, cards: list[int]) -> None:
        for c in cards:
            if self.role.get(c) == "fly":
                self.sprites.pop(c, None)
                self.role.pop(c, None)

    def _on_CardPicked(self, e: ev.CardPicked, before: State, step: Any, rest: list) -> None:
        gone = set(before.hands[e.player] or ()) - set(step.state.hands[e.player] or ())
        if not gone:
            return
        card = next(iter(gone))
        goal = self.pick_spot(e.player)
        if e.player == self.viewer() and card in self.hand:
            s = self.sprite(card)

            def leave() -> None:
                self.role[card] = "fly"
                s.z = 3
                self.hand = [c for c in self.hand if c != card]
                self.lifted = None
                self.services.sounds.play("card_slide")

            close_up = []
            remaining = [c for c in self.hand if c != card]
            for k, c in enumerate(remaining):
                close_up.append(attr_tween(self.sprite(c), 0.26, ease_out_cubic,
                                           pos=layout.hand_spot(k, len(remaining)), lift=0.0))
            fly = attr_tween(s, 0.34, ease_out_cubic, pos=goal, scale=layout.PICK_SCALE, flip=1.0, lift=0.0)
            self.animator.add(Sequence([Call(leave), Parallel([fly, *close_up]),
                                        Call(lambda: setattr(s, "z", 0))]))
            return
        rect = self.seat_rects()[e.player]
        s = self.sprite(card, rect.center, 0.2, 1.0)
        s.pos, s.scale, s.flip = rect.center, 0.2, 1.0
        self.role[card] = "pick"
        self.services.sounds.play("card_slide", 0.5)
        self.animator.add_background(attr_tween(s, 0.26, ease_out_back, pos=goal, scale=layout.PICK_SCALE))

    def _on_CardsRevealed(self, e: ev.CardsRevealed, before: State, step: Any, rest: list) -> None:
        n = len(e.cards)
        moves: list[Any] = [Tween(0.3, lambda t: setattr(self, "hand_drop", t), ease_out_cubic)]
        sprites = []
        for k, (card, seat) in enumerate(e.cards):
            s = self.sprite(card, self.pick_spot(seat), layout.PICK_SCALE, 1.0)
            sprites.append(s)
            moves.append(attr_tween(s, 0.42, ease_out_cubic, delay=0.035 * k,
                                    pos=layout.reveal_spot(k, n), scale=1.0, flip=1.0))

        def start() -> None:
            self.reveal = list(e.cards)
            self.lifted = None
            for card, _ in e.cards:
                self.role[card] = "reveal"
            self.services.sounds.play("card_slide")

        flips = [attr_tween(s, 0.22, ease_out_cubic, flip=0.0) for s in sprites]
        self.animator.add(Sequence([Call(start), Parallel(moves), Wait(0.12), self._sound("card_flip"),
                                    Parallel(flips), Wait(0.45)]))

    def _on_CardPlaced(self, e: ev.CardPlaced, before: State, step: Any, rest: list) -> None:
        s = self.sprite(e.card)
        r = e.row - 1

        def start() -> None:
            s.z, s.glow = 3, None
            self.role[e.card] = "fly"
            self.services.sounds.play("card_slide")

        def land() -> None:
            s.z, s.lift = 0, 0.0
            self.role[e.card] = "row"
            if e.position == 1:
                self.rows_shown[r] = [e.card]
            else:
                self.rows_shown[r].append(e.card)
            self.reveal = [(c, p) for c, p in self.reveal if c != e.card]

        goal = layout.slot_centre(r, e.position - 1)
        self.animator.add(Sequence([Call(start), attr_tween(s, 0.34, ease_out_back, pos=goal, lift=0.0),
                                    Call(land), Wait(0.1)]))

    def _on_RowChoiceNeeded(self, e: ev.RowChoiceNeeded, before: State, step: Any, rest: list) -> None:
        s = self.sprite(e.card)

        def lift() -> None:
            s.glow = theme.GOLD
            self.services.sounds.play("ui_hover")

        self.animator.add(Sequence([Call(lift), attr_tween(s, 0.22, ease_out_back, lift=26.0)]))

    def _on_RowTaken(self, e: ev.RowTaken, before: State, step: Any, rest: list) -> None:
        r = e.row - 1
        items: list[Any] = []
        placed = next((x for x in rest if isinstance(x, ev.CardPlaced)), None)
        if e.reason == "sixth" and placed is not None:
            s = self.sprite(placed.card)

            def to_danger() -> None:
                s.z = 3
                self.role[placed.card] = "fly"
                self.services.sounds.play("card_slide")

            def alarm() -> None:
                self.row_flash[r] = 1.0

            items += [Call(to_danger), attr_tween(s, 0.3, ease_out_cubic, pos=layout.slot_centre(r, 5), lift=0.0),
                      Call(alarm), Wait(0.35)]
        else:
            bot = e.player in self.bots
            items += [Call(lambda: setattr(self, "chosen_row", r)), Wait(0.7 if bot else 0.25)]
        seat_rect = self.seat_rects()[e.player]
        sweeps = []
        for k, card in enumerate(e.cards):
            sweeps.append(attr_tween(self.sprite(card), 0.42, ease_out_cubic, delay=0.05 * k, pos=seat_rect.center,
                                     scale=0.35, alpha=150.0))

        def lift_off() -> None:
            self.rows_shown[r] = []
            for card in e.cards:
                self.role[card] = "fly"
                self.sprites[card].z = 2

        def landed() -> None:
            self._drop(list(e.cards))
            self.chosen_row = None
            self.round_bh[e.player] += e.bullheads
            self.seat_pop[e.player] = 1.0
            if seat_rect.y == layout.TOP_Y:
                spot = (seat_rect.centerx, seat_rect.bottom + 46)
            elif seat_rect.x < 960:
                spot = (seat_rect.right + 110, seat_rect.centery)
            else:
                spot = (seat_rect.x - 110, seat_rect.centery)
            self.popups.append(Popup(f"+{e.bullheads}", spot, hud.DANGER if e.bullheads >= 5 else theme.GOLD_LIGHT))
            if e.bullheads >= 5:
                self.services.sounds.play("bust_sting")
            else:
                self.services.sounds.impact("chip_drop", 200.0 + 300.0 * e.bullheads, self._pan(seat_rect.centerx))

        items += [Call(lift_off), Parallel(sweeps), Call(landed), Wait(0.2)]
        self.animator.add(Sequence(items))

    def _on_TurnEnded(self, e: ev.TurnEnded, before: State, step: Any, rest: list) -> None:
        def done() -> None:
            self.reveal = []

        self.animator.add(Call(done))
        if e.turn < HAND_SIZE:
            self.animator.add(Tween(0.28, lambda t: setattr(self, "hand_drop", 1.0 - t), ease_out_cubic))

    def _on_RoundScored(self, e: ev.RoundScored, before: State, step: Any, rest: list) -> None:
        low = min(e.totals)
        rows = [(self.seats[i]["name"], e.bullheads[i], e.totals[i], e.totals[i] == low)
                for i in range(len(self.seats))]
        over = self._over
        title = tr(P + "summary.final") if over else tr(P + "summary.title", n=e.round)
        footer = tr(P + "summary.tap_results") if over else tr(P + "summary.tap")

        def open_summary() -> None:
            self.totals = list(e.totals)
            self.summary = Summary(title, rows, footer, over)

        self.animator.add(Sequence([Wait(0.3), self._sound("round_chime"), Call(open_summary)]))

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
            return
        super().update(dt)

    def handle(self, event: ui.UIEvent) -> None:
        if self.summary is not None and event.kind not in (ui.BACK, ui.PAUSE, ui.FOCUS_LOST):
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
        for popup in self.popups:
            popup.time += scaled
        self.popups = [p for p in self.popups if p.time < p.life]
        self.seat_pop = [max(0.0, v - scaled * 2.5) for v in self.seat_pop]
        self.row_flash = [max(0.0, v - scaled * 1.6) for v in self.row_flash]
        if not self.animator.busy and self.viewer() != self.hand_owner:
            self.sync_hand(self.shown)

    def _pan(self, x: float) -> float:
        return max(-1.0, min(1.0, x / theme.WIDTH * 2 - 1))

    # ------------------------------------------------------------ a person's turn

    def turn_started(self, player: int) -> None:
        self.lifted = None
        if self.match.state.phase is Phase.ROW:
            self.row_focus = 0
            self.say(tr(P + "choose_row_hint"))
        self._lay_hand()

    def _lay_hand(self) -> None:
        for k, card in enumerate(self.hand):
            s = self.sprites.get(card)
            if s is not None and self.role.get(card) == "hand":
                s.pos = layout.hand_spot(k, len(self.hand))
                s.lift = layout.HAND_LIFT if card == self.lifted else 0.0
                s.glow = theme.GOLD if card == self.lifted else None

    def _lift(self, card: int | None) -> None:
        if card != self.lifted:
            self.lifted = card
            self.services.sounds.play("ui_hover")
            if card is not None:
                self.play_button.label = tr(P + "play", n=card)
        self._lay_hand()

    def _play_lifted(self) -> None:
        player = self.human_to_act()
        if player is None or self.lifted is None:
            return
        card = self.lifted
        self.services.sounds.play("ui_click")
        if not self.submit(player, Play(card)):
            self._lift(None)

    def _take_row(self, player: int, row: int) -> None:
        self.services.sounds.play("ui_click")
        self.submit(player, TakeRow(row + 1))

    def _hand_card_at(self, pos: tuple[int, int]) -> int | None:
        for card in reversed(self.hand):
            s = self.sprites.get(card)
            if s is not None and s.rect().collidepoint(pos):
                return card
        return None

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        for r in range(4):
            if layout.row_rect(r).collidepoint(pos):
                return r
        return None

    def handle_turn(self, event: ui.UIEvent, player: int) -> None:
        phase = self.match.state.phase
        if phase is Phase.ROW:
            self._row_input(event, player)
        elif phase is Phase.PICK:
            self._pick_input(event, player)

    def _pick_input(self, event: ui.UIEvent, player: int) -> None:
        if event.kind == ui.POINTER_MOVE and event.pos:
            self.play_button.hover = self.lifted is not None and self.play_button.rect.collidepoint(event.pos)
            return
        if event.kind == ui.POINTER_DOWN and event.pos:
            if self.lifted is not None and self.play_button.rect.collidepoint(event.pos):
                self._play_lifted()
                return
            card = self._hand_card_at(event.pos)
            if card is not None:
                if card == self.lifted:
                    self._play_lifted()
                else:
                    self._lift(card)
                return
            row = self._row_at(event.pos)
            if row is not None:  # not a move now: the core says why, and nothing changes
                self._take_row(player, row)
            return
        if not self.hand:
            return
        if event.kind == ui.NAV and event.direction[0]:
            if self.lifted is None:
                index = 0 if event.direction[0] > 0 else len(self.hand) - 1
            else:
                index = max(0, min(len(self.hand) - 1, self.hand.index(self.lifted) + event.direction[0]))
            self._lift(self.hand[index])
        elif event.kind == ui.NAV and event.direction[1] < 0 and self.lifted is None:
            self._lift(self.hand[len(self.hand) // 2])
        elif event.kind == ui.NAV and event.direction[1] > 0:
            self._lift(None)
        elif event.kind == ui.CONFIRM:
            if self.lifted is None:
                self._lift(self.hand[len(self.hand) // 2])
            else:
                self._play_lifted()

    def _row_input(self, event: ui.UIEvent, player: int) -> None:
        if event.kind == ui.POINTER_MOVE and event.pos:
            row = self._row_at(event.pos)
            if row is not None:
                self.row_focus = row
            return
        if event.kind == ui.POINTER_DOWN and event.pos:
            row = self._row_at(event.pos)
            if row is not None:
                self._take_row(player, row)
            elif self._hand_card_at(event.pos) is not None:
                self.submit(player, Play(self._hand_card_at(event.pos) or 0))
            return
        if event.kind == ui.NAV and (event.direction[0] or event.direction[1]):
            step = event.direction[1] or event.direction[0]
            self.row_focus = (self.row_focus + step) % 4
            self.services.sounds.play("ui_hover")
        elif event.kind == ui.CONFIRM:
            self._take_row(player, self.row_focus)
        elif event.kind == ui.KEY and event.key in ROW_KEYS:
            self._take_row(player, ROW_KEYS[event.key])

    # ------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)  # its cached layer is the whole table: one full-screen blit a frame
        self.draw_message(surface)
        if self.summary is not None:
            hud.draw_summary(surface, self.summary)
        if self.handover_to is not None:
            self.draw_handover(surface)

    def _static_key(self, s: State, choosing_human: bool) -> tuple[Any, ...]:
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
        return (tuple(badges), tuple(self.seat_looks()), tuple(self.log_shown)[-5:], s.round, s.turn,
                s.seen if s.options.show_seen_cards else None)

    def draw_table(self, surface: pygame.Surface) -> None:
        s = self.shown
        human = self.human_to_act() if self.summary is None else None
        choosing_human = human is not None and human >= 0 and s.phase is Phase.ROW
        key = self._static_key(s, choosing_human)
        if key != self._layer_key:  # badges, seats and side panels change rarely: one blit per frame
            self._layer_key = key
            if self._layer is self.table:  # one layer surface for the whole game, repainted in place
                self._layer = self.table.copy()
            layer = self._layer
            layer.blit(self.table, (0, 0))
            for r, (count, heads, state) in enumerate(key[0]):
                hud.draw_badge(layer, r, count, heads, state)
                if state == "full":
                    pygame.draw.rect(layer, hud.DANGER, layout.slot_rect(r, 5).inflate(8, 8), 3, border_radius=12)
            for rect, look in zip(self.seat_rects(), key[1], strict=True):
                hud.draw_seat(layer, rect, look, 0.0)
            self._draw_side_panels(layer, s)
        surface.blit(self._layer, (0, 0))
        for r in range(4):
            state = key[0][r][2]
            if state in ("chosen", "focus"):
                hud.draw_row_glow(surface, r, theme.GOLD_LIGHT)
            elif self.row_flash[r] > 0:
                glow = layout.slot_rect(r, 5)
                pygame.draw.rect(surface, hud.DANGER, glow.inflate(8, 8), 3 + int(5 * self.row_flash[r]),
                                 border_radius=12)
        for rect, look, pop in zip(self.seat_rects(), key[1], self.seat_pop, strict=True):
            if pop > 0.01:
                hud.draw_seat(surface, rect, look, pop)
        drop = self.hand_drop * 300
        ordered = sorted(self.sprites.values(), key=lambda q: (q.z, self.role.get(q.card) == "hand", q.lift > 0, q.x))
        for sprite in ordered:
            role = self.role.get(sprite.card)
            if role == "hand":
                if drop >= 290:
                    continue
                y = sprite.y
                sprite.y = y + drop
                card_art.blit(surface, sprite)
                sprite.y = y
            else:
                card_art.blit(surface, sprite)
        self._draw_reveal_tags(surface)
        self._draw_prompt(surface, s, human)
        for popup in self.popups:
            hud.draw_popup(surface, popup)

    def _draw_reveal_tags(self, surface: pygame.Surface) -> None:
        chooser = self.shown.chooser
        for card, seat in self.reveal:
            s = self.sprites.get(card)
            if s is None or self.role.get(card) != "reveal":
                continue
            name = self.seats[seat]["name"]
            hud.draw_name_tag(surface, name, (s.x, s.y - s.lift - 92), layout.REVEAL_PITCH - 4, seat == chooser)

    def _draw_prompt(self, surface: pygame.Surface, s: State, human: int | None) -> None:
        if self.animator.busy or self.finished:
            return
        centre = (layout.HAND_CENTRE_X, 816)
        if s.phase is Phase.ROW and s.pending:
            card, seat = s.pending[0]
            if human == seat:
                hud.draw_prompt(surface, tr(P + "prompt.choose_row", card=card), (960, 820))
            else:
                hud.draw_prompt(surface, tr(P + "prompt.other_row", name=self.seats[seat]["name"], card=card),
                                (960, 820), gold=False)
            return
        if s.phase is not Phase.PICK or human is None or human < 0:
            return
        if self.lifted is not None:
            self.play_button.draw(surface, True)
            return
        hud.draw_prompt(surface, tr(P + "prompt.pick"), centre)

    def _draw_side_panels(self, surface: pygame.Surface, s: State) -> None:
        header = tr(P + "title")
        if s.round:
            header = tr(P + "round_turn", r=s.round, t=min(s.turn, HAND_SIZE), of=HAND_SIZE)
        hud.draw_log(surface, header, list(self.log_shown)[-5:])
        if s.options.show_seen_cards:
            size = deck_size(s.num_players, s.options.professional)
            hud.draw_seen(surface, s.seen, size, card_art.band_colour)
        else:
            rule = "end_exceeds" if s.options.end_rule == "exceeds" else "end_reaches"
            hud.draw_info(surface, tr(P + "info_title"), [tr(P + "info.lowest"), tr(P + f"info.{rule}",
                          n=s.options.end_score), tr(P + "info.sixth")])

    def draw_log(self, surface: pygame.Surface) -> None:
        """The log is drawn with the side panels (see `_draw_side_panels`)."""

    def acting_seats(self) -> set[int]:
        return {p for p in self.module.to_act(self.shown) if p != CHANCE}


__all__ = ["Take5Scene"]
