"""The Take It or Leave It (dice) table.

Shown from the core's states and events only: the starter flings the dice into a wooden tray
(pymunk, fixed step) and they settle square on the faces the core cast; people tap a die to take
it, pass with one button, or play an action card by tapping it and then picking its arguments on
the tray, filtered from `legal_actions`. Each action card is animated as what it does. At the end
of a round each player's dice fly onto the cards the core's scoring chose (`PlayerScored`), the
cards flip away to the score pile and minus chips drop.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from functools import lru_cache
from typing import Any

import pygame

from game.core import CHANCE
from game.take_it_dice import events as ev
from game.take_it_dice.cards import ACTION_CARDS, COMBO_CARDS, FIX_COST
from game.take_it_dice.rules import dice_in_play
from game.take_it_dice.state import Discard, Keep, Pass, Play, State, Take, die_key, sort_dice
from scenes.games.take_it_dice import layout
from scenes.games.take_it_dice.choose import Chooser
from scenes.games.take_it_dice.hud import (
    Banner,
    Popup,
    ScoreStage,
    cached,
    draw_banner,
    draw_popup,
    paint_panel_text,
)
from scenes.games.take_it_dice.pieces import (
    CardSprite,
    DieSprite,
    Later,
    Settle,
    cast_into,
    fly,
    free_spot,
    move_card,
)
from scenes.shell import input as ui
from scenes.table.game_scene import GameScene
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import Button, Widget, draw_focus
from sprites import combo_cards, dice, draw, fonts
from sprites.anim import Call, Parallel, Sequence, Tween, Wait, ease_out_back, ease_out_cubic
from sprites.dice_physics import DiceTray

P = "take_it_dice."
DRAG_MIN = 30  # px a pointer must travel in the tray before a press counts as a fling
PICK_RADIUS = 58  # a tap this close to a die's centre picks it (a 116 px target)
DECK_SPOT = (layout.INFO.x + 90, layout.INFO.bottom - 70)
DISCARD_SPOT = (layout.INFO.x + 230, layout.INFO.bottom - 70)


# ------------------------------------------------------------ widgets on the table


class DieWidget(Widget):
    """A die in the tray (or a person's own taken die) as something to focus and press."""

    def __init__(self, sprite: DieSprite, on_click: Any) -> None:
        super().__init__(sprite.rect(14))
        self.sprite = sprite
        self.on_click = on_click

    @property  # type: ignore[override]
    def rect(self) -> pygame.Rect:
        return self.sprite.rect(14)

    @rect.setter
    def rect(self, value: pygame.Rect) -> None:
        pass

    def activate(self) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        if focused:
            draw_focus(surface, self.rect, 16)


class CardWidget(Widget):
    def __init__(self, card: str, rect: pygame.Rect, on_click: Any) -> None:
        super().__init__(rect)
        self.card = card
        self.on_click = on_click

    def activate(self) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        if focused:
            draw_focus(surface, self.rect.move(0, -24), 18)


class FaceButton(Widget):
    """A face to turn a die to (fix-black, nudge-white)."""

    def __init__(self, rect: pygame.Rect, kind: str, value: int, theme_name: str, symbols: bool,
                 on_click: Any) -> None:
        super().__init__(rect)
        self.kind, self.value = kind, value
        self.theme_name, self.symbols = theme_name, symbols
        self.on_click = on_click

    def activate(self) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        if focused:
            draw_focus(surface, self.rect, 16)
        pygame.draw.rect(surface, (96, 70, 50) if self.hover else theme.WALNUT_LIGHT, self.rect,
                         border_radius=16)
        pygame.draw.rect(surface, (150, 112, 70), self.rect, 2, border_radius=16)
        img = dice.icon(self.kind, self.value, 70, self.theme_name, self.symbols)
        surface.blit(img, img.get_rect(center=self.rect.center))


@lru_cache(maxsize=256)
def _fit_line(line: str, width: int) -> str:
    """A log line cut to fit `width` pixels, with an ellipsis when cut."""
    f = fonts.font(theme.SIZE_LABEL)
    if f.size(line)[0] <= width:
        return line
    while len(line) > 4 and f.size(line + "…")[0] > width:
        line = line[:-1]
    return line.rstrip() + "…"


def _caption_key(text: str) -> str:
    if ">" in text:
        return "more"
    if "<" in text:
        return "fewer"
    if "=" in text:
        return "sum"
    if any(ch.isdigit() for ch in text):
        return "exact"
    return "colours"


class TakeItDiceScene(GameScene):
    name = "game"

    # ------------------------------------------------------------ set-up

    def build(self) -> None:
        self.rng = random.Random(f"dice/{self.match.seed}")
        self.world = DiceTray(layout.FLOOR, seed=self.rng.randrange(1 << 30))
        n = len(self.seats)
        self.tray: list[DieSprite] = []
        self.strips: list[list[DieSprite]] = [[] for _ in range(n)]
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
        self.chooser: Chooser | None = None
        self.gesture: dict[str, Any] | None = None
        self.pending_throw: dict[str, Any] | None = None
        self.picked_ident: int | None = None
        self.pressed_die: DieSprite | None = None
        self.selected_card: str | None = None
        self.hand_source: State | None = None
        self.hand_hidden: set[str] = set()
        self.buttons: list[Widget] = []
        self.ui.on_refused = lambda w: None
        self.table = self._static_layer(self.table)
        self.sync(self.shown, force=True)

    @property
    def theme_name(self) -> str:
        return self.shown.options.theme

    @property
    def symbols(self) -> bool:
        return bool(self.services.settings.colour_symbols)

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

    # ------------------------------------------------------------ helpers

    def _pan(self, x: float) -> float:
        return max(-1.0, min(1.0, x / theme.WIDTH * 2 - 1))

    def _say_at(self, seat: int, text: str, colour: tuple[int, int, int] = theme.CREAM,
                size: int = 40) -> None:
        rect = layout.strip_rect(self.seat_rects()[seat])
        self.popups.append(Popup(text, (rect.centerx, rect.bottom + 36), colour, size, 1.3))

    def _find(self, face: str, exclude: set[int] = frozenset(), prefer: int | None = None,
              lifted: bool | None = None) -> DieSprite | None:
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
        if card in COMBO_CARDS:
            text, points = COMBO_CARDS[card]
            caption = tr(P + "caption." + _caption_key(text))
            return combo_cards.combo_card(card, text, points, size, caption, self.theme_name, self.symbols)
        kind = ACTION_CARDS[card]
        cost = FIX_COST.get(card, 0) if kind == "fix-black" else 0
        return combo_cards.action_card(card, kind, tr(P + "kind." + kind), cost, size,
                                       self.theme_name, self.symbols)

    def card_from(self, seat: int, card: str) -> tuple[tuple[float, float], float]:
        """Where a seat's card starts a move: its place in the shown hand, or the seat's strip."""
        if self.viewer() == seat:
            cards = self.hand_cards(self.hand_state(), seat)
            if card in cards:
                rect = layout.hand_spots(len(cards))[cards.index(card)]
                return rect.center, 1.0
        strip = layout.strip_rect(self.seat_rects()[seat])
        return (strip.right - 48, strip.centery), 0.25

    # ------------------------------------------------------------ events into motion

    def animate(self, before: Any, step: Any, player: int) -> None:
        self._after_state = step.state
        self._before_state = before
        self._first_score = True
        deals: list[ev.CardsDealt] = []
        for event in step.events:
            if isinstance(event, ev.CardsDealt):
                deals.append(event)
                continue
            if deals:
                self._deal(deals)
                deals = []
            handler = getattr(self, "_on_" + type(event).__name__, None)
            if handler is not None:
                handler(event)
        if deals:
            self._deal(deals)

    def _deal(self, deals: list[ev.CardsDealt]) -> None:
        """Every seat's new cards slide out of the draw piles at once."""
        after = self._after_state

        def make() -> Any:
            self.hand_source = after
            moves: list[Any] = []
            for e in deals:
                moves += self._deal_moves(e, after)
            return Parallel(moves) if moves else None

        self.animator.add(Later(make))

    def _deal_moves(self, e: ev.CardsDealt, after: State) -> list[Any]:
        new = list(e.combo) + list(e.action)
        viewer = self.viewer()
        moves: list[Any] = []
        if viewer == e.player:
            cards = self.hand_cards(after, e.player)
            rects = layout.hand_spots(len(cards))
            for k, card in enumerate(new):
                if card not in cards:
                    continue
                self.hand_hidden.add(card)
                sprite = CardSprite(self.card_image(card), *DECK_SPOT, scale=0.3)
                moves.append(move_card(sprite, rects[cards.index(card)].center, 0.34, scale=1.0,
                                       delay=0.06 * k, lift=60,
                                       on_start=lambda s=sprite: self._card_on(s),
                                       on_done=lambda s=sprite, c=card: self._card_home(s, c)))
        else:
            strip = layout.strip_rect(self.seat_rects()[e.player])
            for k, card in enumerate(new):
                kind = "combo" if card in COMBO_CARDS else "action"
                sprite = CardSprite(combo_cards.card_back((60, 80), kind), *DECK_SPOT, scale=0.6)
                moves.append(move_card(sprite, (strip.right - 48, strip.centery), 0.3, scale=0.4,
                                       delay=0.05 * k, lift=40,
                                       on_start=lambda s=sprite: self._card_on(s),
                                       on_done=lambda s=sprite: self._card_off(s)))
        return moves

    def _card_on(self, sprite: CardSprite) -> None:
        self.cards.append(sprite)
        self.services.sounds.play("card_slide")

    def _card_off(self, sprite: CardSprite) -> None:
        if sprite in self.cards:
            self.cards.remove(sprite)

    def _card_home(self, sprite: CardSprite, card: str) -> None:
        self._card_off(sprite)
        self.hand_hidden.discard(card)

    def _on_DrawPileRebuilt(self, e: ev.DrawPileRebuilt) -> None:
        text = tr(P + "pile_rebuilt", kind=e.kind)
        self.animator.add(Call(lambda: self.popups.append(
            Popup(text, (layout.TRAY.centerx, layout.TRAY.y + 80), theme.CREAM, 36, 1.8))))

    def _on_RoundStarted(self, e: ev.RoundStarted) -> None:
        banner = Banner(tr(P + "round_banner", n=e.round + 1, of=e.rounds_total),
                        tr(P + "round_banner_detail", name=self.seats[e.starter]["name"]))
        self._show_banner(banner, 0.75)

    def _show_banner(self, banner: Banner, hold: float) -> None:
        def put() -> None:
            self.banner = banner

        def gone() -> None:
            if self.banner is banner:
                self.banner = None

        self.animator.add(Sequence([
            Tween(0.25, lambda t: setattr(banner, "appear", t), ease_out_back, on_start=put),
            Wait(hold),
            Tween(0.18, lambda t: setattr(banner, "appear", 1 - t), ease_out_cubic),
            Call(gone)]))

    def _throw_plan(self, seat: int) -> tuple[tuple[float, float], tuple[float, float], float]:
        entry = layout.entry_for(self.seat_rects()[seat])
        across = (layout.TRAY.centerx - entry[0]) / 300.0
        if abs(across) < 0.4:
            across = self.rng.choice((-1, 1)) * 0.9
        across += self.rng.uniform(-0.35, 0.35)
        return entry, (across, 1.0), self.rng.uniform(1000, 1350)

    def _on_DiceCast(self, e: ev.DiceCast) -> None:
        plan = self.pending_throw
        self.pending_throw = None
        if plan is None:
            entry, direction, speed = self._throw_plan(e.player)
        else:
            entry, direction, speed = plan["entry"], plan["direction"], plan["speed"]

        def rattle_on() -> None:
            self.services.sounds.play("dice_rattle")
            self.rattle = {"pos": entry, "t": 0.0, "n": min(6, len(e.dice))}

        def start() -> None:
            self.rattle = None
            for s in self.tray:
                self.world.remove(s.ident)
            self.tray = [DieSprite(d[0], int(d[1])) for d in e.dice]
            cast_into(self.world, self.tray, entry, direction, speed, self.rng)
            self.tick_faces()

        rattle = 0.0 if plan is not None else 0.32
        self.animator.add(Sequence([Call(rattle_on), Wait(rattle), Settle(self.world, start), Wait(0.12)]))

    def _on_DieTaken(self, e: ev.DieTaken) -> None:
        prefer = self.picked_ident

        def make() -> Any:
            s = self._find(e.die, prefer=prefer)
            if s is None:
                return None
            self.tray.remove(s)
            self.world.remove(s.ident)
            strip = self.strips[e.player]
            faces = sort_dice([d.die for d in strip] + [e.die])
            index = faces.index(e.die)
            strip.insert(index, s)
            spots, size = layout.strip_spots(self.seat_rects()[e.player], len(strip))
            moves: list[Any] = []
            for k, d in enumerate(strip):
                if d is s:
                    moves.append(fly(s, spots[k], 0.42, size=size, lift=90,
                                     on_done=lambda: self.services.sounds.impact("die_wood", 500.0,
                                                                             self._pan(s.x))))
                else:
                    moves.append(fly(d, spots[k], 0.25, size=size, lift=0))
            return Parallel(moves)

        self.animator.add(Later(make))
        self.picked_ident = None

    def _on_Passed(self, e: ev.Passed) -> None:
        def say() -> None:
            self._say_at(e.player, tr(P + "passes"), theme.CREAM_DIM)
            self.services.sounds.play("ui_click")

        self.animator.add(Call(say))
        self.animator.add(Wait(0.3))

    def _on_ActionPlayed(self, e: ev.ActionPlayed) -> None:
        card_pos, scale = self.card_from(e.player, e.card)
        sprite = CardSprite(self.card_image(e.card), *card_pos, scale=scale)
        spot = layout.CONTROLS.center

        def on() -> None:
            self.hand_hidden.add(e.card)
            self._card_on(sprite)

        items: list[Any] = [move_card(sprite, spot, 0.32, scale=1.2, lift=40, on_start=on)]
        prep: list[Any] = []
        if e.kind in ("reroll-black", "reroll-red", "reroll-some"):
            prep.append(Later(lambda: self._lift_for_reroll(e)))
        elif e.kind == "take-two":
            prep.append(Call(lambda: self._say_at(e.player, tr(P + "takes_two"), theme.GOLD_LIGHT)))
        elif e.kind == "throw-back":
            prep.append(Later(lambda: self._hold_own_die(e)))
        if e.minus:
            prep.append(Call(lambda: self._chips_at(e.player, e.minus)))
        items.append(Parallel([Wait(0.5), *prep]))
        items.append(move_card(sprite, DISCARD_SPOT, 0.25, scale=0.3, on_done=lambda: self._card_off(sprite)))
        self.animator.add(Sequence(items))

    def _chips_at(self, seat: int, n: int) -> None:
        self._say_at(seat, tr(P + "minus", n=n), theme.VERMILLION, 48)
        strip = layout.strip_rect(self.seat_rects()[seat])
        self.services.sounds.impact("chip_drop", 600.0, self._pan(strip.centerx))

    def _lift_for_reroll(self, e: ev.ActionPlayed) -> Any:
        if e.kind == "reroll-some":
            faces = list(e.dice)
        else:
            colour = "B" if e.kind == "reroll-black" else "R"
            faces = [s.die for s in self.tray if s.kind == colour]
        chosen: list[DieSprite] = []
        used: set[int] = set()
        for f in faces:
            s = self._find(f, used, prefer=self.picked_ident)
            if s is not None:
                used.add(s.ident)
                chosen.append(s)
        for s in chosen:
            s.lifted = True

        def lift(t: float) -> None:
            for s in chosen:
                s.z = 26 * t
                s.angle = 0.3 * math.sin(t * math.pi * 2) * (1 - t)

        return Tween(0.3, lift, ease_out_cubic, on_start=lambda: self.services.sounds.play("dice_rattle"))

    def _hold_own_die(self, e: ev.ActionPlayed) -> Any:
        strip = self.strips[e.player]
        own = next((s for s in strip if s.die == e.dice[0]), None)
        if own is None:
            return None
        strip.remove(own)
        own.lifted = True
        self.tray.append(own)
        entry = layout.entry_for(self.seat_rects()[e.player])
        target = self._find(e.at) if e.at else None
        if target is not None:
            target.lifted = True
        return fly(own, entry, 0.35, size=layout.DIE, lift=70, square=False)

    def _on_DieChanged(self, e: ev.DieChanged) -> None:
        def make() -> Any:
            s = self._find(e.old)
            if s is None:
                return None
            new_value = int(e.new[1])
            delta = new_value - int(e.old[1])
            text = f"{delta:+d}" if e.kind == "nudge-white" else f"→ {new_value}"
            return self._turn_die(s, new_value, text)

        self.animator.add(Later(make))

    def _turn_die(self, s: DieSprite, value: int, text: str) -> Tween:
        state = {"changed": False}

        def apply(t: float) -> None:
            s.z = 40 * math.sin(math.pi * t)
            s.squash = abs(math.cos(math.pi * t * 2))
            if t >= 0.25 and not state["changed"]:
                state["changed"] = True
                s.set_value(value)
            if t >= 1.0:
                s.squash, s.z = 1.0, 0.0

        def start() -> None:
            self.popups.append(Popup(text, (s.x, s.y - 50), theme.GOLD_LIGHT, 48, 1.1))
            self.services.sounds.impact("die_wood", 400.0, self._pan(s.x))

        def done() -> None:
            s.set_value(value)
            s.squash, s.z = 1.0, 0.0
            self.services.sounds.impact("die_wood", 250.0, self._pan(s.x))

        return Tween(0.5, apply, lambda t: t, on_start=start, on_done=done)

    def _on_DiceSwapped(self, e: ev.DiceSwapped) -> None:
        def make() -> Any:
            w = self._find(e.white_old)
            b = self._find(e.black_old, exclude={w.ident} if w else set())
            if w is None or b is None:
                return None
            wv, bv = int(e.white_new[1]), int(e.black_new[1])
            ga = DieSprite(e.white_old[0], int(e.white_old[1]), w.x, w.y, size=44)
            gb = DieSprite(e.black_old[0], int(e.black_old[1]), b.x, b.y, size=44)
            a0, b0 = w.pos, b.pos

            def apply(t: float) -> None:
                for s in (w, b):
                    s.z = 30 * math.sin(math.pi * t)
                    s.squash = abs(math.cos(math.pi * t))
                if t >= 0.5:
                    w.face, b.face = wv, bv
                ga.x, ga.y = a0[0] + (b0[0] - a0[0]) * t, a0[1] + (b0[1] - a0[1]) * t - 120 * math.sin(math.pi * t)
                gb.x, gb.y = b0[0] + (a0[0] - b0[0]) * t, b0[1] + (a0[1] - b0[1]) * t + 60 * math.sin(math.pi * t)
                ga.z = gb.z = 40 * math.sin(math.pi * t)

            def start() -> None:
                self.ghosts.extend([ga, gb])
                self.services.sounds.play("card_flip")

            def done() -> None:
                w.set_value(wv)
                b.set_value(bv)
                for s in (w, b):
                    s.squash, s.z = 1.0, 0.0
                self.ghosts = []
                self.services.sounds.impact("die_die", 400.0, self._pan(w.x))

            return Tween(0.7, apply, lambda t: t, on_start=start, on_done=done)

        self.animator.add(Later(make))

    def _on_DiceRerolled(self, e: ev.DiceRerolled) -> None:
        knock: dict[str, Any] = {}

        def start() -> None:
            used: set[int] = set()
            if e.kind == "throw-back":
                (own_old, own_new), *rest = e.changes
                own = self._find(own_old, used, lifted=True)
                if own is None:
                    spot = layout.entry_for(self.seat_rects()[e.player])
                    own = DieSprite(own_old[0], int(own_old[1]), *spot)
                    self.tray.append(own)
                used.add(own.ident)
                own.value = int(own_new[1])
                target = None
                if rest:
                    target = self._find(rest[0][0], used, lifted=True)
                    if target is not None:
                        used.add(target.ident)
                        target.value = int(rest[0][1][1])
                goal = target.pos if target is not None else layout.TRAY.center
                dx, dy = goal[0] - own.x, goal[1] - own.y
                dist = math.hypot(dx, dy) or 1.0
                speed = 1350.0
                self.world.add(own.ident, layout.HALF, own.pos, (dx / dist * speed, dy / dist * speed),
                               spin=self.rng.choice((-1, 1)) * 12, z=max(own.z, 30.0), vz=260.0)
                knock.update(own=own, target=target, done=False)
                return
            for old, new in e.changes:
                s = self._find(old, used, lifted=True)
                if s is None:
                    spot = free_spot([d.pos for d in self.tray], self.rng)
                    s = DieSprite(old[0], int(old[1]), *spot)
                    self.tray.append(s)
                    self.world.place(s.ident, layout.HALF, s.pos)
                used.add(s.ident)
                s.value = int(new[1])
                s.lifted = False
                a = self.rng.uniform(0, math.tau)
                v = self.rng.uniform(380, 650)
                self.world.kick(s.ident, (math.cos(a) * v, math.sin(a) * v),
                                spin=self.rng.choice((-1, 1)) * self.rng.uniform(8, 14), vz=380.0)
            self.services.sounds.impact("die_wood", 800.0, 0.0)

        def watch(elapsed: float) -> None:
            if not knock or knock["done"]:
                return
            own, target = knock["own"], knock["target"]
            if target is None:
                knock["done"] = True
                return
            if math.dist(own.pos, target.pos) < layout.DIE * 1.3 or elapsed > 0.45:
                knock["done"] = True
                dx, dy = target.x - own.x, target.y - own.y
                dist = math.hypot(dx, dy) or 1.0
                self.world.kick(target.ident, (dx / dist * 700, dy / dist * 700), spin=10.0, vz=300.0)
                self.shake = 0.6
                self.services.sounds.impact("die_die", 1500.0, self._pan(target.x))

        self.animator.add(Settle(self.world, start, watch))
        self.animator.add(Wait(0.1))

    def _on_PlayerScored(self, e: ev.PlayerScored) -> None:
        first = self._first_score
        self._first_score = False

        def make() -> Any:
            items: list[Any] = []
            if first and self.tray:
                items.append(self._sweep_tray())
            stage = ScoreStage(e.player, self.seats[e.player]["name"], list(e.placements), e.unused,
                               [tr(P + "reason." + r, n=n) for r, n in e.minus_reasons],
                               e.points, e.minus, e.total)
            self._layout_stage(stage)
            flights: list[Any] = []
            pool = list(self.strips[e.player])
            for k, (_, _, _, on_card) in enumerate(stage.cards):
                rect = stage.card_rects[k]
                for j, d in enumerate(on_card):
                    s = next((x for x in pool if x.die == d), None)
                    if s is None:
                        continue
                    pool.remove(s)
                    goal = (rect.x + 26 + (j % 4) * 46, rect.bottom + 32 + (j // 4) * 44)
                    flights.append(fly(s, goal, 0.4, size=38, lift=70, delay=0.03 * len(flights),
                                       on_start=lambda x=s: self._to_stage(x, e.player)))
            ux, uy = stage.unused_spot
            for j, d in enumerate(e.unused):
                s = next((x for x in pool if x.die == d), None)
                if s is None:
                    continue
                pool.remove(s)
                goal = (ux + (j % 5) * 44, uy + (j // 5) * 44)
                flights.append(fly(s, goal, 0.4, size=38, lift=50, delay=0.03 * len(flights),
                                   on_start=lambda x=s: self._to_stage(x, e.player)))

            def show() -> None:
                self.stage = stage
                self.stage_dice = []

            chips = [Sequence([Call(lambda: self._chip(stage)), Wait(0.1)]) for _ in range(min(stage.minus, 10))]

            def flip(t: float) -> None:
                stage.flips = [t] * len(stage.cards)
                for s in self.stage_dice:
                    s.alpha = round(255 * (1 - t))

            def gone() -> None:
                self.stage = None
                self.stage_dice = []
                for s in list(self.strips[e.player]):
                    if s.alpha == 0:
                        self.strips[e.player].remove(s)

            items += [Tween(0.2, lambda t: setattr(stage, "appear", t), ease_out_cubic, on_start=show),
                      Parallel(flights) if flights else Wait(0.1), *chips, Wait(0.45),
                      Tween(0.4, flip, ease_out_cubic,
                            on_start=lambda: self.services.sounds.play("card_flip") if stage.cards else None),
                      Call(gone)]
            return Sequence(items)

        self.animator.add(Later(make))

    def _to_stage(self, s: DieSprite, seat: int) -> None:
        if s in self.strips[seat]:
            self.strips[seat].remove(s)
        self.stage_dice.append(s)

    def _chip(self, stage: ScoreStage) -> None:
        stage.chips_shown += 1
        self.services.sounds.impact("chip_drop", 500.0, 0.0)

    def _sweep_tray(self) -> Any:
        dice_left = list(self.tray)

        def fade(t: float) -> None:
            for s in dice_left:
                s.alpha = round(255 * (1 - t))
                s.z = 20 * t

        def gone() -> None:
            for s in dice_left:
                self.world.remove(s.ident)
                if s in self.tray:
                    self.tray.remove(s)

        return Tween(0.3, fade, ease_out_cubic, on_done=gone)

    def _layout_stage(self, stage: ScoreStage) -> None:
        panel = layout.PANEL
        n = len(stage.cards)
        w, h = 190, 232
        gap = 18
        room = panel.w - 330
        step = min(w + gap, (room - w) / max(1, n - 1)) if n > 1 else 0
        x0 = panel.x + 30
        stage.card_rects = [pygame.Rect(round(x0 + k * step), panel.y + 104, w, h) for k in range(n)]
        stage.unused_spot = (panel.right - 270, panel.y + 180)
        stage.flips = [0.0] * n

    def _on_RoundEnded(self, e: ev.RoundEnded) -> None:
        after = self._after_state
        scores = self.module.scores(after)
        rows = [(self.seats[p]["name"], e.totals[p], scores[p]) for p in range(len(self.seats))]

        def show() -> None:
            self.summary = rows
            self.summary_round = e.round + 1
            self.services.sounds.play("round_chime")

        def hide() -> None:
            self.summary = None

        self.animator.add(Sequence([Call(show), Wait(1.7), Call(hide)]))

    def _on_CardDiscarded(self, e: ev.CardDiscarded) -> None:
        def make() -> Any:
            pos, scale = self.card_from(e.player, e.card)
            sprite = CardSprite(self.card_image(e.card), *pos, scale=scale)
            self.hand_hidden.add(e.card)
            self._say_at(e.player, tr(P + "discards"), theme.CREAM_DIM)
            return move_card(sprite, DISCARD_SPOT, 0.4, scale=0.3, lift=50,
                             on_start=lambda: self._card_on(sprite),
                             on_done=lambda: self._card_off(sprite))

        self.animator.add(Later(make))

    def _on_CardKept(self, e: ev.CardKept) -> None:
        self.animator.add(Call(lambda: self._say_at(e.player, tr(P + "keeps"), theme.CREAM_DIM)))
        self.animator.add(Wait(0.25))

    def _on_GameOver(self, e: ev.GameOver) -> None:
        names = ", ".join(self.seats[p]["name"] for p in e.winners)
        self.animator.add(Call(lambda: self.services.sounds.play("winner_fanfare")))
        self._show_banner(Banner(tr(P + "game_over"), names), 1.0)

    # ------------------------------------------------------------ frame upkeep

    def tick(self, dt: float) -> None:
        self._chance_turn()
        scaled = dt * self.animator.speed
        self.world.advance(scaled)
        self.tick_faces()
        for impact in self.world.take_impacts():
            self.services.sounds.impact(impact.kind, impact.impulse, self._pan(impact.x))
            if impact.kind == "die_wood" and impact.impulse > 1400:
                self.shake = max(self.shake, min(1.0, impact.impulse / 4000))
        for popup in self.popups:
            popup.time += scaled
        self.popups = [p for p in self.popups if p.time < p.life]
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
        self.chooser = None
        self.selected_card = None
        self.gesture = None
        self._refresh_ui(player)

    def _refresh_ui(self, player: int | None = None) -> None:
        if player is None:
            player = self.human_to_act()
        if player is None:
            self.buttons = []
            self.ui.set([])
            return
        state = self.match.state
        col = layout.CONTROLS
        y = layout.PROMPT.bottom + 14
        widgets: list[Widget] = []
        buttons: list[Widget] = []
        focus: Widget | None = None

        def button(label: str, action: Any, style: str = "primary", h: int = 100) -> Button:
            nonlocal y
            b = Button(pygame.Rect(col.x, y, col.w, h), label, action, style=style)
            y += h + 12
            buttons.append(b)
            return b

        if state.phase == "cast":
            focus = button(tr(P + "throw"), lambda: self._throw(None))
        elif state.phase == "discard":
            if self.selected_card is not None:
                focus = button(tr(P + "discard_it", card=self.selected_card),
                               lambda: self._decide(player, Discard(self.selected_card)), "danger")
            keep = button(tr(P + "keep"), lambda: self._decide(player, Keep()), "secondary")
            focus = focus or keep
            for card, rect in self._hand_rects(state, player):
                widgets.append(CardWidget(card, rect, lambda c=card: self._pick_card(player, c)))
        elif state.phase == "turn":
            ch = self.chooser
            if ch is None:
                for s in sorted(self.tray, key=lambda d: (d.y // 80, d.x)):
                    widgets.append(DieWidget(s, lambda s=s: self._tap_die(player, s)))
                if not state.second_take:
                    button(tr(P + "pass"), lambda: self._decide(player, Pass()), "secondary")
                    for card, rect in self._hand_rects(state, player):
                        if card in ACTION_CARDS:
                            widgets.append(CardWidget(card, rect, lambda c=card: self._pick_card(player, c)))
            else:
                self._chooser_widgets(player, ch, widgets, button)
                done = ch.ready()
                if ch.kind == "reroll-some" and done is not None:
                    focus = button(tr(P + "reroll_n", n=len(done.dice)), lambda: self._play(player))
                if ch.stage == "confirm":
                    focus = button(tr(P + "play_it"), lambda: self._play(player))
                if ch.stage == "at":
                    button(tr(P + "no_target"), lambda: self._no_target(player), "secondary")
                if ch.stage == "to":
                    faces = ch.faces_to()
                    picked_kind = ch.picked[0][1][0] if ch.picked else "B"
                    for k, f in enumerate(faces):
                        rect = pygame.Rect(col.x + (k % 3) * 108, y + (k // 3) * 106, 96, 96)
                        fb = FaceButton(rect, picked_kind, f, self.theme_name, self.symbols,
                                        lambda f=f: self._choose_to(player, f))
                        buttons.append(fb)
                        focus = focus or fb
                    y += ((len(faces) + 2) // 3) * 106 + 6
                button(tr(P + "cancel") if not ch.picked else tr(P + "back"),
                       lambda: self._back(player), "secondary", 96)
        self.buttons = buttons
        all_widgets = widgets + buttons
        if focus is None and self.ui.focus in all_widgets:
            focus = self.ui.focus
        if focus is None:
            live = [w for w in all_widgets if isinstance(w, DieWidget)] or all_widgets
            focus = live[0] if live else None
        self.ui.set(all_widgets, focus=focus)

    def _chooser_widgets(self, player: int, ch: Chooser, widgets: list[Widget], button: Any) -> None:
        if ch.stage in ("dice", "at"):
            for s in sorted(self.tray, key=lambda d: (d.y // 80, d.x)):
                if ch.can_pick_tray(s.ident, s.die):
                    widgets.append(DieWidget(s, lambda s=s: self._tap_die(player, s)))
        if ch.stage == "own":
            for s in self.strips[player]:
                if ch.can_pick_own(s.die):
                    widgets.append(DieWidget(s, lambda s=s: self._tap_own(player, s)))

    def _hand_rects(self, state: State, seat: int) -> list[tuple[str, pygame.Rect]]:
        if self.viewer() != seat:
            return []
        cards = self.hand_cards(state, seat)
        return list(zip(cards, layout.hand_spots(len(cards)), strict=True))

    def _throw(self, gesture: dict[str, Any] | None) -> None:
        player = self.human_to_act()
        state = self.match.state
        if player is None or state.phase != "cast":
            return
        if gesture is None:
            entry, direction, speed = self._throw_plan(player)
        else:
            entry, direction, speed = gesture["entry"], gesture["direction"], gesture["speed"]
        self.pending_throw = {"entry": entry, "direction": direction, "speed": speed}
        self.buttons = []
        self.ui.set([])
        before = self.match.state
        self._after(before, self.match.chance_step(), CHANCE)

    def _decide(self, player: int, action: Any) -> None:
        if self.submit(player, action):
            self._end_turn_ui()

    def _end_turn_ui(self) -> None:
        self.chooser = None
        self.selected_card = None
        self.buttons = []
        self.ui.set([])

    def _tap_die(self, player: int, s: DieSprite) -> None:
        ch = self.chooser
        if ch is None:
            self.picked_ident = s.ident
            if not self.submit(player, Take(s.die)):
                self.picked_ident = None
            else:
                self._end_turn_ui()
            return
        if not ch.can_pick_tray(s.ident, s.die):
            self.say(tr(P + "not_your_die"))
            return
        ch.pick_tray(s.ident, s.die)
        self.services.sounds.play("ui_click")
        self._after_choice(player)

    def _tap_own(self, player: int, s: DieSprite) -> None:
        ch = self.chooser
        if ch is None or not ch.can_pick_own(s.die):
            self.say(tr(P + "not_your_die"))
            return
        ch.pick_own(s.ident, s.die)
        self.services.sounds.play("ui_click")
        self._after_choice(player)

    def _no_target(self, player: int) -> None:
        if self.chooser is not None:
            self.chooser.no_target()
            self._after_choice(player)

    def _choose_to(self, player: int, face: int) -> None:
        if self.chooser is not None:
            self.chooser.choose_to(face)
            self._after_choice(player)

    def _after_choice(self, player: int) -> None:
        ch = self.chooser
        if ch is None:
            return
        done = ch.ready()
        if done is not None and ch.kind in ("swap", "throw-back", "fix-black", "nudge-white"):
            self._play(player)
            return
        self._refresh_ui(player)

    def _back(self, player: int) -> None:
        ch = self.chooser
        if ch is not None and ch.back():
            self._refresh_ui(player)
            return
        self.chooser = None
        self._refresh_ui(player)

    def _play(self, player: int) -> None:
        ch = self.chooser
        if ch is None:
            return
        action = ch.ready()
        if action is None:
            return
        if ch.picked:
            self.picked_ident = ch.picked[0][0]
        if self.submit(player, action):
            self._end_turn_ui()
        else:
            self.picked_ident = None

    def _pick_card(self, player: int, card: str) -> None:
        state = self.match.state
        if state.phase == "discard":
            self.selected_card = None if self.selected_card == card else card
            self.services.sounds.play("ui_click")
            self._refresh_ui(player)
            return
        if card not in ACTION_CARDS:
            return
        legal = self.module.legal_actions(state, player)
        options = [a for a in legal if isinstance(a, Play) and a.card == card]
        if not options:
            if any(isinstance(a, Play) for a in legal):
                self.say(tr(P + "card_cannot"))
            else:
                self.submit(player, Play(card))  # the core says why no card may be played now
            return
        self.chooser = Chooser(card, ACTION_CARDS[card], options)
        self.services.sounds.play("card_slide")
        self._refresh_ui(player)

    def handle_turn(self, event: ui.UIEvent, player: int) -> None:
        state = self.match.state
        if state.phase == "cast" and self._throw_gesture(event):
            return
        if event.kind in (ui.POINTER_DOWN, ui.POINTER_UP) and event.pos and self._dice_pointer(event, player):
            return
        if event.kind == ui.BACK and self.chooser is not None:
            self._back(player)
            return
        self.ui.handle(event)

    def _dice_pointer(self, event: ui.UIEvent, player: int) -> bool:
        """A tap near a die picks it (nearest centre wins, so close dice never steal taps)."""
        if self.match.state.phase != "turn":
            return False
        if any(w.rect.collidepoint(event.pos) for w in self.buttons):
            return False
        candidates: list[tuple[DieSprite, bool]] = [(s, False) for s in self.tray]
        if self.chooser is not None and self.chooser.stage == "own":
            candidates += [(s, True) for s in self.strips[player]]
        best, best_d = None, float(PICK_RADIUS)
        for s, own in candidates:
            d = math.dist(event.pos, s.pos)
            if d < best_d:
                best, best_d = (s, own), d
        if event.kind == ui.POINTER_DOWN:
            self.pressed_die = best[0] if best else None
            return best is not None
        pressed, self.pressed_die = self.pressed_die, None
        if best is None or pressed is not best[0]:
            return pressed is not None
        s, own = best
        if own:
            self._tap_own(player, s)
        else:
            self._tap_die(player, s)
        return True

    def _throw_gesture(self, event: ui.UIEvent) -> bool:
        """Press in the tray, drag and let go: the dice fly from there, as fast as the flick."""
        if event.kind == ui.POINTER_DOWN and event.pos and layout.TRAY.collidepoint(event.pos):
            self.gesture = {"start": event.pos, "samples": [(self.time, event.pos)], "pos": event.pos}
            return True
        if self.gesture is None:
            return False
        if event.kind == ui.POINTER_MOVE and event.pos:
            self.gesture["pos"] = event.pos
            self.gesture["samples"].append((self.time, event.pos))
            self.gesture["samples"] = self.gesture["samples"][-8:]
            return True
        if event.kind == ui.POINTER_UP and event.pos:
            g, self.gesture = self.gesture, None
            g["samples"].append((self.time, event.pos))
            start = g["start"]
            dx, dy = event.pos[0] - start[0], event.pos[1] - start[1]
            if math.hypot(dx, dy) < DRAG_MIN:
                self.say(tr(P + "throw_prompt"))
                return True
            t0, p0 = g["samples"][0]
            for t, p in g["samples"]:
                if self.time - t <= 0.12:
                    t0, p0 = t, p
                    break
            elapsed = max(1 / 60, self.time - t0)
            vx, vy = (event.pos[0] - p0[0]) / elapsed, (event.pos[1] - p0[1]) / elapsed
            speed = math.hypot(vx, vy)
            if speed < 1.0:
                vx, vy, speed = dx, dy, 0.0
            left, top, right, bottom = layout.FLOOR
            margin = 130
            entry = (min(max(start[0], left + margin), right - margin),
                     min(max(start[1], top + 40), bottom - 40))
            self._throw({"entry": entry, "direction": (vx, vy),
                         "speed": min(1500.0, max(650.0, speed * 1.2))})
            return True
        return False

    # ------------------------------------------------------------ drawing

    def _static_layer(self, base: pygame.Surface) -> pygame.Surface:
        """The felt with the wooden tray drawn in once."""
        surf = base.copy()
        tray = layout.TRAY
        draw.blit_shadow(surf, tray, 30, 10, 16, 110)
        pygame.draw.rect(surf, (104, 62, 32), tray, border_radius=30)
        for i in range(layout.RIM):
            t = i / layout.RIM
            c = (round(150 - 50 * t), round(98 - 34 * t), round(52 - 20 * t))
            pygame.draw.rect(surf, c, tray.inflate(-2 * i, -2 * i), 2, border_radius=max(6, 30 - i))
        floor = tray.inflate(-2 * layout.RIM, -2 * layout.RIM)
        pygame.draw.rect(surf, (168, 120, 76), floor, border_radius=12)
        rng = random.Random(11)
        plank = 62
        for y in range(floor.y + plank, floor.bottom, plank):
            pygame.draw.line(surf, (140, 96, 58), (floor.x + 4, y), (floor.right - 4, y), 2)
        for _ in range(260):
            y = rng.randrange(floor.y + 4, floor.bottom - 4)
            x = rng.randrange(floor.x + 4, floor.right - 80)
            end = min(floor.right - 6, x + rng.randrange(40, 180))
            pygame.draw.line(surf, (156, 110, 68), (x, y), (end, y), 1)
        for i in range(12):  # the rim's shadow on the floor
            a = int(60 * (1 - i / 12) ** 2)
            edge = pygame.Surface(floor.inflate(-2 * i, -2 * i).size, pygame.SRCALPHA)
            pygame.draw.rect(edge, (40, 20, 8, a), edge.get_rect(), 2, border_radius=12)
            surf.blit(edge, (floor.x + i, floor.y + i))
        pygame.draw.rect(surf, (196, 146, 90), tray, 2, border_radius=30)
        return surf.convert() if pygame.display.get_surface() is not None else surf

    def draw_table(self, surface: pygame.Surface) -> None:
        s = self.shown
        self._draw_info(surface, s)
        jitter = (math.sin(self.time * 90) * 7 * self.shake, math.cos(self.time * 77) * 5 * self.shake)
        ch = self.chooser if self.human_to_act() is not None else None
        picked = ch.chosen_ids() if ch else set()
        focus = self.ui.focus if self.human_to_act() is not None else None
        tm, sy = self.theme_name, self.symbols
        for d in sorted(self.tray, key=lambda q: (q.z > 0, q.y)):
            pos = (d.x + jitter[0], d.y + jitter[1])
            self._blit_die(surface, d, pos, tm, sy)
            if ch is not None and ch.stage in ("dice", "at", "own", "to", "confirm"):
                if d.ident in picked:
                    rect = d.rect(8).move(round(jitter[0]), round(jitter[1]))
                    pygame.draw.rect(surface, theme.GOLD_LIGHT, rect, 5, border_radius=16)
                elif ch.stage not in ("dice", "at") or not ch.can_pick_tray(d.ident, d.die):
                    veil = d.rect(2)
                    surface.blit(draw.panel(veil.size, colour=(0, 0, 0), alpha=120, radius=14), veil)
            if focus is not None and isinstance(focus, DieWidget) and focus.sprite is d:
                draw_focus(surface, d.rect(10), 16)
        if self.rattle is not None:
            x, y = self.rattle["pos"]
            t = self.rattle["t"]
            for k in range(self.rattle["n"]):
                ox = math.sin(t * 40 + k * 1.7) * 10 + (k % 3 - 1) * 30
                oy = math.cos(t * 33 + k) * 8 + (k // 3) * 28 - 20
                dice.blit(surface, "WBR"[k % 3] if k < 5 else "W", (k % 6) + 1, (x + ox, y + oy), 44,
                          t * 6 + k, 40, tm, sy)
        self._draw_hand(surface, s)
        self._draw_controls(surface, s)
        if self.gesture is not None:
            a, b = self.gesture["start"], self.gesture["pos"]
            pygame.draw.line(surface, theme.GOLD, a, b, 6)
            pygame.draw.circle(surface, theme.GOLD_LIGHT, b, 14, 4)

    def _blit_die(self, surface: pygame.Surface, d: DieSprite, pos: tuple[float, float], tm: str,
                  sy: bool) -> None:
        if d.squash < 0.98:
            img = dice.squashed(d.kind, d.face, round(d.size), tm, sy, d.squash)
            sh = dice.shadow(round(d.size))
            surface.blit(sh, sh.get_rect(center=(round(pos[0] + 4 + d.z * 0.3), round(pos[1] + 4 + d.z * 0.3))))
            surface.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1] - d.z * 0.25))))
            return
        dice.blit(surface, d.kind, d.face, pos, round(d.size), d.angle, d.z, tm, sy, d.alpha)

    def _draw_info(self, surface: pygame.Surface, s: State) -> None:
        w, b, r = dice_in_play(s.num_players)
        colour_words = ("orange", "blue") if self.theme_name == "combo" else ("white", "black")
        from game.take_it_dice.state import total_rounds

        rounds = total_rounds(s.num_players)
        key = ("info", min(s.round + 1, rounds), rounds, s.starter, len(s.tray), s.combo_draw_size,
               s.action_draw_size, self.theme_name, self.symbols)
        rect = layout.INFO

        def paint(img: pygame.Surface) -> None:
            img.blit(draw.panel(rect.size, alpha=200), (0, 0))
            head = fonts.text(tr(P + "round", n=min(s.round + 1, rounds), of=rounds), 36, theme.GOLD, "display")
            img.blit(head, (18, 12))
            starter = tr(P + "starter", name=self.seats[s.starter]["name"])
            size = fonts.fit_size(starter, theme.SIZE_LABEL, rect.w - 36, "bold")
            img.blit(fonts.text(starter, size, theme.CREAM, "bold"), (18, 60))
            x = 18
            for kind, count in (("W", w), ("B", b), ("R", r)):
                img.blit(dice.icon(kind, 0, 34, self.theme_name, self.symbols), (x, 102))
                t = fonts.text(f"{count}", theme.SIZE_LABEL, theme.CREAM, "bold")
                img.blit(t, (x + 40, 104))
                x += 86
            img.blit(fonts.text(tr(P + "in_tray", n=len(s.tray)), theme.SIZE_LABEL, theme.CREAM_DIM),
                     (18, 146))
            img.blit(combo_cards.card_back((60, 84), "combo"), (60, 196))
            img.blit(combo_cards.card_back((60, 84), "action"), (rect.w - 150, 196))
            for x0, n in ((60, s.combo_draw_size), (rect.w - 150, s.action_draw_size)):
                t = fonts.text(str(n), theme.SIZE_LABEL, theme.CREAM, "bold")
                img.blit(t, t.get_rect(midleft=(x0 + 68, 238)))

        image = cached(key, rect.size, paint)
        surface.blit(image, rect)
        del colour_words

    def _draw_hand(self, surface: pygame.Surface, s: State) -> None:
        viewer = self.viewer()
        state = self.hand_state()
        if viewer is None:
            seat = state.turn if state.phase in ("turn", "discard") else state.starter
            nc, na = state.hand_sizes[seat]
            label = tr(P + "hand_of", name=self.seats[seat]["name"])
            img = fonts.text(label, theme.SIZE_LABEL, theme.CREAM_DIM, "bold")
            surface.blit(img, (layout.HAND_LEFT + 10, layout.HAND_Y + 4))
            for k in range(nc + na):
                back = combo_cards.card_back((150, 200), "combo" if k < nc else "action")
                surface.blit(back, (layout.HAND_LEFT + 10 + k * 120, layout.HAND_Y + 44))
            return
        cards = self.hand_cards(state, viewer)
        rects = layout.hand_spots(len(cards))
        human = self.human_to_act()
        focus = self.ui.focus if human is not None else None
        chooser_card = self.chooser.card if self.chooser is not None and human is not None else None
        phase = self.match.state.phase if human is not None else ""
        for card, rect in zip(cards, rects, strict=True):
            if card in self.hand_hidden:
                continue
            lift = 0
            focused = isinstance(focus, CardWidget) and focus.card == card
            if card == chooser_card or card == self.selected_card or focused:
                lift = 24
            r = rect.move(0, -lift)
            draw.blit_shadow(surface, r, 16, 6, 10, 90)
            surface.blit(self.card_image(card), r)
            dim = phase == "turn" and chooser_card is not None and card != chooser_card
            if dim:
                surface.blit(draw.panel(r.size, colour=(0, 0, 0), alpha=110, radius=16), r)
            if card == chooser_card or card == self.selected_card:
                colour = theme.VERMILLION if card == self.selected_card else theme.GOLD_LIGHT
                pygame.draw.rect(surface, colour, r.inflate(8, 8), 5, border_radius=20)
            if focused:
                draw_focus(surface, r, 18)

    def _prompt(self, s: State) -> tuple[str, bool]:
        human = self.human_to_act()
        state = self.match.state
        if self.animator.busy or self.finished or self.handover_to is not None:
            return "", False
        if human is None:
            if state.phase == "cast":
                return tr(P + "wait_throw", name=self.seats[state.starter]["name"]), False
            if state.phase == "turn":
                return tr(P + "turn_of", name=self.seats[state.turn]["name"]), False
            if state.phase == "discard":
                return tr(P + "discard_wait", name=self.seats[state.turn]["name"]), False
            return "", False
        if state.phase == "cast":
            return tr(P + "throw_prompt"), True
        if state.phase == "discard":
            return tr(P + "discard_prompt"), True
        ch = self.chooser
        if ch is not None:
            if ch.stage == "confirm":
                return tr(P + "choose.confirm", title=tr(P + "kind." + ch.kind)), True
            if ch.stage in ("to", "at"):
                return tr(P + f"choose.{ch.kind}.{ch.stage}"), True
            return tr(P + "choose." + ch.kind), True
        if state.second_take:
            return tr(P + "second_take"), True
        legal = self.module.legal_actions(state, human)
        if any(isinstance(a, Play) for a in legal):
            return tr(P + "your_turn"), True
        return tr(P + "your_turn_no_card"), True

    def _draw_controls(self, surface: pygame.Surface, s: State) -> None:
        text, mine = self._prompt(s)
        if text:
            lines = [(text, theme.SIZE_BODY, theme.CREAM if mine else theme.CREAM_DIM, "bold")]
            if self.chooser is not None and mine:
                kind = self.chooser.kind
                lines.insert(0, (tr(P + "kind." + kind), 36, theme.GOLD, "display"))
            image = paint_panel_text(layout.PROMPT, lines, theme.GOLD if mine else None)
            if mine:
                draw.blit_glow(surface, layout.PROMPT, theme.GOLD, 18, 12)
            surface.blit(image, layout.PROMPT)
        if self.human_to_act() is not None and self.handover_to is None:
            focus = self.ui.focus
            for b in self.buttons:
                b.draw(surface, b is focus)

    def draw_log(self, surface: pygame.Surface) -> None:
        lines = list(self.log_lines)[-4:]
        if not lines:
            return
        width = 620
        rect = pygame.Rect(theme.WIDTH - width - 44, theme.HEIGHT - 44 - 40 * len(lines) - 20,
                           width, 40 * len(lines) + 20)
        surface.blit(draw.panel(rect.size, alpha=150, radius=14), rect)
        for k, line in enumerate(lines):
            colour = theme.CREAM if k == len(lines) - 1 else theme.CREAM_DIM
            text = _fit_line(line, width - 32)
            surface.blit(fonts.text(text, theme.SIZE_LABEL, colour), (rect.x + 16, rect.y + 10 + 40 * k))

    def draw_seats(self, surface: pygame.Surface) -> None:
        super().draw_seats(surface)
        s = self.shown
        rects = self.seat_rects()
        viewer = self.viewer()
        for i, rect in enumerate(rects):
            strip = layout.strip_rect(rect)
            passed = s.passed[i] and s.phase in ("turn", "roll")
            surface.blit(draw.panel(strip.size, colour=(20, 40, 28), alpha=150 if not passed else 90,
                                    radius=14), strip)
            self._draw_strip_side(surface, strip, s, i, viewer)
            tm, sy = self.theme_name, self.symbols
            for d in self.strips[i]:
                self._blit_die(surface, d, d.pos, tm, sy)
            if passed:
                surface.blit(draw.panel(strip.size, colour=(0, 0, 0), alpha=70, radius=14), strip)
        ch = self.chooser if self.human_to_act() is not None else None
        if ch is not None and ch.stage == "own":
            for d in self.strips[self.human_to_act() or 0]:
                if ch.can_pick_own(d.die):
                    pygame.draw.rect(surface, theme.GOLD_LIGHT, d.rect(6), 4, border_radius=10)
            if isinstance(self.ui.focus, DieWidget):
                draw_focus(surface, self.ui.focus.rect, 12)
        if self.stage is not None:
            self._draw_stage(surface, self.stage)
        for d in self.ghosts:
            self._blit_die(surface, d, d.pos, self.theme_name, self.symbols)
        for c in self.cards:
            self._draw_card_sprite(surface, c)
        if self.summary is not None:
            self._draw_summary(surface)
        for p in self.popups:
            draw_popup(surface, p)
        if self.banner is not None:
            draw_banner(surface, layout.BANNER, self.banner)

    def _draw_strip_side(self, surface: pygame.Surface, strip: pygame.Rect, s: State, seat: int,
                         viewer: int | None) -> None:
        nc, na = s.hand_sizes[seat]
        key = ("side", nc, na, s.minus[seat], len(s.score_piles[seat]))

        def paint(img: pygame.Surface) -> None:
            img.blit(combo_cards.card_back((28, 40), "combo"), (2, 4))
            t = fonts.text(str(nc), theme.SIZE_LABEL, theme.CREAM, "bold")
            img.blit(t, (34, 6))
            img.blit(combo_cards.card_back((28, 40), "action"), (52, 4))
            t = fonts.text(str(na), theme.SIZE_LABEL, theme.CREAM, "bold")
            img.blit(t, (84 - 2, 6))
            combo_cards.chip(img, (16, 68), 13)
            t = fonts.text(str(s.minus[seat]), theme.SIZE_LABEL, (250, 170, 120), "bold")
            img.blit(t, (34, 52))
            pygame.draw.rect(img, (246, 238, 220), pygame.Rect(54, 54, 22, 30), border_radius=4)
            pygame.draw.line(img, theme.BLUISH_GREEN, (58, 70), (63, 76), 3)
            pygame.draw.line(img, theme.BLUISH_GREEN, (63, 76), (72, 60), 3)
            t = fonts.text(str(len(s.score_piles[seat])), theme.SIZE_LABEL, theme.CREAM, "bold")
            img.blit(t, (80, 52))

        image = cached(key, (104, 92), paint)
        surface.blit(image, (strip.right - 106, strip.y + 2))

    def _draw_card_sprite(self, surface: pygame.Surface, c: CardSprite) -> None:
        image = c.image
        w, h = image.get_size()
        sw, sh = max(2, round(w * c.scale)), max(2, round(h * c.scale))
        if (sw, sh) != (w, h):
            image = pygame.transform.smoothscale(image, (sw, sh))
        surface.blit(image, image.get_rect(center=(round(c.x), round(c.y))))

    def _draw_stage(self, surface: pygame.Surface, st: ScoreStage) -> None:
        panel = layout.PANEL
        if st.appear < 1:
            panel = panel.inflate(-round(80 * (1 - st.appear)), -round(40 * (1 - st.appear)))
        key = ("stage", st.player, st.points, st.minus, st.total, tuple(st.reasons), st.name)

        def paint(img: pygame.Surface) -> None:
            r = img.get_rect()
            img.blit(draw.panel(r.size, alpha=240, radius=24, border=theme.GOLD), (0, 0))
            title = fonts.shadowed(st.name, 52, theme.GOLD)
            img.blit(title, (30, 18))
            colour = theme.BLUISH_GREEN if st.total > 0 else theme.VERMILLION if st.total < 0 else theme.CREAM
            line = tr(P + "score_line", points=st.points, minus=st.minus, total=f"{st.total:+d}")
            t = fonts.text(line, 36, colour, "display")
            img.blit(t, t.get_rect(topright=(r.w - 30, 30)))
            if not st.cards:
                t = fonts.text(tr(P + "no_combo"), theme.SIZE_BODY, theme.CREAM_DIM, "bold")
                img.blit(t, (40, 200))
            ux = r.w - 300
            img.blit(fonts.text(tr(P + "unused"), theme.SIZE_LABEL, theme.CREAM_DIM, "bold"), (ux, 118))
            for k, reason in enumerate(st.reasons):
                t = fonts.text(reason, theme.SIZE_LABEL, (250, 170, 120), "bold")
                img.blit(t, (ux, 330 + k * 32))

        image = cached(key, layout.PANEL.size, paint)
        if panel.size != image.get_size():
            image = pygame.transform.smoothscale(image, panel.size)
        surface.blit(image, panel)
        if st.appear < 0.95:
            return
        for k, (card, _, _, _) in enumerate(st.cards):
            rect = st.card_rects[k]
            f = st.flips[k] if k < len(st.flips) else 0.0
            if f <= 0.0:
                surface.blit(self.card_image(card, rect.size), rect)
                continue
            # Flip to the back, then away to the seat's score pile.
            seat = self.seat_rects()[st.player]
            goal = (seat.right - 60, seat.bottom + 50)
            cx = rect.centerx + (goal[0] - rect.centerx) * f
            cy = rect.centery + (goal[1] - rect.centery) * f
            width = abs(math.cos(math.pi * min(1.0, f * 2)))
            img = self.card_image(card, rect.size) if f < 0.25 else combo_cards.card_back(rect.size, "combo")
            scale = 1 - 0.75 * f
            w = max(2, round(rect.w * scale * (width if f < 0.5 else 1)))
            img = pygame.transform.smoothscale(img, (w, max(2, round(rect.h * scale))))
            surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
        ux, uy = st.unused_spot
        for k in range(st.chips_shown):
            combo_cards.chip(surface, (ux + 10 + (k % 6) * 40, uy + 120 + (k // 6) * 36), 16)
        for d in self.stage_dice:
            self._blit_die(surface, d, d.pos, self.theme_name, self.symbols)

    def _draw_summary(self, surface: pygame.Surface) -> None:
        rows = self.summary or []
        rect = pygame.Rect(0, 0, 760, 130 + 62 * len(rows))
        rect.center = layout.TRAY.center
        key = ("summary", self.summary_round, tuple(rows))

        def paint(img: pygame.Surface) -> None:
            r = img.get_rect()
            img.blit(draw.panel(r.size, alpha=240, radius=24, border=theme.GOLD), (0, 0))
            title = fonts.shadowed(tr(P + "summary", n=self.summary_round), 52, theme.GOLD)
            img.blit(title, title.get_rect(midtop=(r.centerx, 18)))
            for k, (name, total, score) in enumerate(rows):
                y = 100 + k * 62
                img.blit(fonts.text(name, theme.SIZE_BODY + 4, theme.CREAM, "bold"), (40, y))
                colour = theme.BLUISH_GREEN if total > 0 else theme.VERMILLION if total < 0 else theme.CREAM
                t = fonts.text(f"{total:+d}", 40, colour, "display")
                img.blit(t, t.get_rect(topright=(r.w - 260, y - 4)))
                g = fonts.text(tr(P + "summary_total", n=score), theme.SIZE_BODY, theme.CREAM_DIM, "bold")
                img.blit(g, g.get_rect(topright=(r.w - 40, y)))

        surface.blit(cached(key, rect.size, paint), rect)
