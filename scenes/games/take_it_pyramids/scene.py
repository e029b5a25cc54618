"""The Take It or Leave It (pyramids) table.

Shown from the core's states and events only: the bag, the size buttons with the black risk
(`black_risk`/`bag_counts`), pyramids popping out and tumbling under pymunk (the colour is the
core's, the physics only carries it), the pot in a size-by-colour grid with its value and
breakdown (`pot`), busts pouring a size into the discard area, offers answered in bubbles,
refills, round ends, the dealer chip and the cycle counter.
"""

from __future__ import annotations

import math
import random
from typing import Any

import pygame

from game.take_it_pyramids import (
    COLORS,
    SIZES,
    Draw,
    Leave,
    Phase,
    PotValue,
    Pyramid,
    State,
    Take,
    bag_counts,
    black_risk,
    pot,
    pyramid,
)
from game.take_it_pyramids import events as ev
from scenes.games.take_it_pyramids import layout
from scenes.games.take_it_pyramids.hud import (
    Banner,
    Bubble,
    Popup,
    SizeButton,
    cached,
    draw_banner,
    draw_bubble,
    draw_popup,
    draw_pot,
)
from scenes.games.take_it_pyramids.motion import Later, Piece, Tumble, slide
from scenes.shell import input as ui
from scenes.table.game_scene import GameScene
from scenes.ui import theme
from scenes.ui.text import tr
from scenes.ui.widgets import Button, Widget
from sprites import bag as bag_art
from sprites import draw, fonts, pyramids
from sprites.anim import Call, Parallel, Sequence, Tween, Wait, ease_out_back, ease_out_cubic
from sprites.pyramid_physics import TumbleWorld

P = "take_it_pyramids."
SIZE_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_s: 0, pygame.K_m: 1, pygame.K_l: 2}
DRAG_MIN = 24  # px a pointer must travel before a press counts as a drag


class TakeItPyramidsScene(GameScene):
    name = "game"

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
        self.size_buttons = [SizeButton(rect, k, lambda k=k: self._pick_size(k))
                             for k, rect in enumerate(layout.SIZE_BUTTONS)]
        self.decide_buttons: list[Button] = []
        self.ui.on_refused = self._refused
        self._grid_cache: dict[tuple[str, bool], pygame.Surface] = {}
        self._plain_table = self.table
        self.table = self._static_layer()
        self.chip_pos = (0.0, 0.0)
        self.sync(self.shown)

    @property
    def palette(self) -> str:
        return self.shown.options.palette

    @property
    def symbols(self) -> bool:
        return bool(self.services.settings.colour_symbols)

    def look(self, p: Pyramid) -> str:
        return pyramids.look_key(p.color, self.palette)

    def bust_word(self) -> str:
        return tr(P + "colour." + ("white" if self.palette == "xeno" else "black"))

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

    def draw_seats(self, surface: pygame.Surface) -> None:
        super().draw_seats(surface)
        rects = self.seat_rects()
        s = self.shown
        for i, rect in enumerate(rects):
            if i not in s.in_round and s.phase is not Phase.OVER and i in s.contenders:
                veil = draw.panel(rect.size, colour=(0, 0, 0), alpha=70, radius=18)
                surface.blit(veil, rect)
        # The dealer chip.
        x, y = self.chip_pos
        pygame.draw.circle(surface, (0, 0, 0), (round(x + 3), round(y + 4)), 23)
        pygame.draw.circle(surface, theme.GOLD, (round(x), round(y)), 22)
        pygame.draw.circle(surface, theme.GOLD_LIGHT, (round(x), round(y)), 22, 3)
        d = fonts.text("D", 28, theme.INK, "display")
        surface.blit(d, d.get_rect(center=(round(x), round(y))))
        for i, rect in enumerate(rects):
            bubble = self.bubbles.get(i) or self._waiting_bubble(i)
            if bubble is not None:
                draw_bubble(surface, rect, bubble)

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
        self._discard_next = len(before.discarded)
        for event in step.events:
            handler = getattr(self, "_on_" + type(event).__name__, None)
            if handler is not None:
                handler(event)

    def _on_SizeChosen(self, e: ev.SizeChosen) -> None:
        k = SIZES.index(e.size)

        def start() -> None:
            self.lit_size = k
            self.refresh_buttons(self.shown)
            self.services.sounds.play("bag_rustle")

        def wobble(t: float) -> None:
            self.bag_squash = 0.10 * math.sin(math.pi * 2 * t) * (1 - t)
            self.bag_tilt = 6 * math.sin(math.pi * 3 * t) * (1 - t)

        self.animator.add(Tween(0.42, wobble, lambda t: t, on_start=start))

    def _tumble(self, p: Pyramid, heavy: bool = False) -> tuple[Piece, Tumble]:
        piece = Piece(p, self.look(p))
        tumble: Tumble

        def begin() -> None:
            self.loose.append(piece)
            self.tumbles.append(tumble)

        tumble = Tumble(piece, self.world, self.rng, on_start=begin, heavy=heavy)
        return piece, tumble

    def _into_pot(self, p: Pyramid, value: PotValue) -> None:
        piece, tumble = self._tumble(p)
        self.animator.add(tumble)
        goal = layout.cell_spot(p.size_index, p.color_index)
        self.animator.add(slide(piece, goal, 0.34, square=True, lift=14,
                                on_done=lambda: self._landed(piece, value)))

    def _landed(self, piece: Piece, value: PotValue) -> None:
        if piece in self.loose:
            self.loose.remove(piece)
        self.pot_pieces[piece.pyr] = piece
        old = self.pot_shown
        spot = (piece.x, piece.y - 80)
        if len(value.trios) > len(old.trios):
            self.popups.append(Popup(tr(P + "trio_pop"), spot, theme.GOLD_LIGHT))
        if len(value.size_sets) > len(old.size_sets):
            self.popups.append(Popup(tr(P + "set_pop"), (spot[0], spot[1] - 50), theme.GOLD_LIGHT))
        self.pot_shown = value
        self.pot_pop = 1.0
        self.services.sounds.impact("pyramid_clink", 300.0, self._pan(piece.x))

    def _on_PyramidDrawn(self, e: ev.PyramidDrawn) -> None:
        self._into_pot(pyramid(e.size, e.color), e.pot)

    def _on_BlackJoinsPot(self, e: ev.BlackJoinsPot) -> None:
        text = tr(P + "black_joins", size=tr(P + "size." + e.size).lower(), colour=e.color_shown)
        self.animator.add(Call(lambda: self.popups.append(
            Popup(text, (layout.GRID.centerx, layout.GRID.y - 10), theme.GOLD_LIGHT, 36, life=2.2))))
        self._into_pot(pyramid(e.size, "black"), e.pot)

    def _on_BlackBust(self, e: ev.BlackBust) -> None:
        black, *rest = e.discarded
        piece, tumble = self._tumble(black, heavy=True)
        self.animator.add(tumble)
        word = self.bust_word()

        def bust() -> None:
            self.services.sounds.play("bust_sting")
            self.shake = 1.0
            self.busts_shown = e.bust_count
            self.bust_pop = 1.0
            key = "bubble.bust_white" if self.palette == "xeno" else "bubble.bust"
            self.bubbles[e.player] = Bubble(tr(P + key), theme.VERMILLION, 1.8)
            self.popups.append(Popup(tr(P + "bust_title", colour=word.capitalize(), count=e.bust_count),
                                     (piece.x, piece.y - 90), theme.VERMILLION, 52, life=1.6))

        self.animator.add(Call(bust))
        self.animator.add(Wait(0.35))
        first = self._discard_next
        self._discard_next += len(e.discarded)
        self.animator.add(slide(piece, layout.discard_spot(first), 0.34, scale=layout.DISCARD_SCALE,
                                on_done=lambda: self._to_discard(piece)))
        if rest:
            self.animator.add(self._bag_pose(-24, 0.22))
            pours = []
            for k, p in enumerate(rest):
                poured = Piece(p, self.look(p))
                pours.append(slide(poured, layout.discard_spot(first + 1 + k), 0.42,
                                   scale=layout.DISCARD_SCALE, lift=90, delay=0.09 * k,
                                   on_start=lambda q=poured: self._from_mouth(q),
                                   on_done=lambda q=poured: self._to_discard(q)))
            self.animator.add(Parallel(pours))
            self.animator.add(self._bag_pose(0, 0.2))

    def _from_mouth(self, piece: Piece) -> None:
        piece.place(layout.MOUTH)
        piece.angle = self.rng.uniform(0, math.tau)
        self.loose.append(piece)
        self.services.sounds.impact("pyramid_clink", 150.0, self._pan(piece.x))

    def _to_discard(self, piece: Piece) -> None:
        if piece in self.loose:
            self.loose.remove(piece)
        self.discards.append(piece)
        self.services.sounds.impact("pyramid_clink", 220.0, self._pan(piece.x))

    def _bag_pose(self, tilt: float, duration: float, squash: float = 0.0) -> Tween:
        start: dict[str, float] = {}

        def capture() -> None:
            start.update(tilt=self.bag_tilt, squash=self.bag_squash)

        def apply(t: float) -> None:
            self.bag_tilt = start["tilt"] + (tilt - start["tilt"]) * t
            self.bag_squash = start["squash"] + (squash - start["squash"]) * t

        return Tween(duration, apply, ease_out_cubic, on_start=capture)

    def _pour_back(self) -> Later:
        """Every pyramid on the table flies back into the bag (a refill, or a new round)."""

        def make() -> Sequence:
            pieces = [*self.pot_pieces.values(), *self.discards, *self.loose]
            moves = []
            for k, piece in enumerate(pieces):
                moves.append(slide(piece, layout.MOUTH, 0.4, scale=0.45, lift=70, delay=0.035 * k,
                                   on_done=lambda q=piece: self._into_bag(q)))
            return Sequence([self._bag_pose(10, 0.15, 0.0), Parallel(moves),
                             Call(lambda: self.services.sounds.play("bag_rustle")),
                             self._bag_pose(0, 0.25, 0.0)])

        return Later(make)

    def _into_bag(self, piece: Piece) -> None:
        for group in (self.loose, self.discards):
            if piece in group:
                group.remove(piece)
        self.pot_pieces.pop(piece.pyr, None)
        self.bag_squash = 0.06

    def _on_BagRefilled(self, e: ev.BagRefilled) -> None:
        self._discard_next = 0
        banner = Banner(tr(P + "refill"), [(tr(P + "refill_banked", n=e.banked), (140, 210, 190))])
        self._show_banner(banner, 1.3, then=self._pour_back())

        def bank() -> None:
            self.pot_shown = PotValue(e.banked, 0, (), (), e.banked)
            self.pot_pop = 1.0

        self.animator.add(Call(bank))

    def _show_banner(self, banner: Banner, hold: float, then: Any = None) -> None:
        def put() -> None:
            self.banner = banner

        def gone() -> None:
            if self.banner is banner:
                self.banner = None

        appear = Tween(0.28, lambda t: setattr(banner, "appear", t), ease_out_back, on_start=put)
        items: list[Any] = [appear, Wait(hold)]
        if then is not None:
            items.append(then)
        items += [Tween(0.2, lambda t: setattr(banner, "appear", 1 - t), ease_out_cubic), Call(gone)]
        self.animator.add(Sequence(items))

    def _answer(self, seat: int, text: str, colour: tuple[int, int, int], points: int = 0,
                wait: float = 0.45) -> None:
        def say() -> None:
            self.bubbles[seat] = Bubble(text, colour, 1.5)
            if points:
                rect = self.seat_rects()[seat]
                self.popups.append(Popup(f"+{points}", (rect.centerx, rect.bottom + 90), theme.BLUISH_GREEN, 56))
                self.services.sounds.impact("chip_drop", 500.0, self._pan(rect.centerx))

        self.animator.add(Call(say))
        self.animator.add(Wait(wait))

    def _on_OfferMade(self, e: ev.OfferMade) -> None:
        self.offer_points[e.player] = e.points

    def _on_OfferTaken(self, e: ev.OfferTaken) -> None:
        self._answer(e.player, tr(P + "bubble.take", n=e.points), theme.BLUISH_GREEN, e.points, 0.6)

    def _on_OfferLeft(self, e: ev.OfferLeft) -> None:
        self._answer(e.player, tr(P + "bubble.leave"), theme.CREAM, 0, 0.3)

    def _on_DrawerTook(self, e: ev.DrawerTook) -> None:
        self._answer(e.player, tr(P + "bubble.take", n=e.points), theme.BLUISH_GREEN, e.points, 0.6)

    def _on_DrawerLeft(self, e: ev.DrawerLeft) -> None:
        self._answer(e.player, tr(P + "bubble.draw_again"), theme.CREAM, 0, 0.3)

    def _on_BagPassed(self, e: ev.BagPassed) -> None:
        self.animator.add(Wait(0.15))

    def _on_RoundEnded(self, e: ev.RoundEnded) -> None:
        word = self.bust_word()
        title = (tr(P + "third_black", colour=word, n=e.round_number) if e.third_black
                 else tr(P + "round_over", n=e.round_number))
        lines: list[tuple[str, tuple[int, int, int]]] = []
        for seat, gain in enumerate(e.gains):
            if gain:
                lines.append((tr(P + "gain_line", name=self.seats[seat]["name"], n=gain), (120, 220, 180)))
        for seat in e.zeroed:
            lines.append((tr(P + "nothing_line", name=self.seats[seat]["name"]), (255, 150, 90)))
        if not lines:
            lines.append((tr(P + "nobody_scored"), theme.CREAM))
        self.animator.add(Call(lambda: self.services.sounds.play("round_chime")))
        banner = Banner(title, lines[:5], theme.VERMILLION if e.third_black else theme.GOLD)
        self._show_banner(banner, 1.9)

        def reset() -> None:
            self.busts_shown = 0
            self.pot_shown = PotValue(0, 0, (), (), 0)
            self.offer_points.clear()

        self.animator.add(self._pour_back())
        self.animator.add(Call(reset))
        self._discard_next = 0

    def _on_DealerPassed(self, e: ev.DealerPassed) -> None:
        goal = self.chip_spot(e.to_player)
        self.animator.add(Tween(0.45, lambda t: setattr(self, "chip_pos", _towards(self, goal, t)),
                                ease_out_cubic, on_start=lambda: setattr(self, "_chip_from", self.chip_pos)))

    def _on_CycleStarted(self, e: ev.CycleStarted) -> None:
        if not e.tie_break:
            self._show_banner(Banner(tr(P + "cycle_start", n=e.cycle, of=e.cycles)), 0.8)

    def _on_TieBreakBegins(self, e: ev.TieBreakBegins) -> None:
        names = tr(P + "and").join(self.seats[p]["name"] for p in e.players)
        self._show_banner(Banner(tr(P + "tie_break", names=names, n=e.score),
                                 [(tr(P + "tie_break_detail"), theme.CREAM)]), 1.8)

    def _on_RoundStarted(self, e: ev.RoundStarted) -> None:
        text = tr(P + "round_start", n=e.round_number, name=self.seats[e.dealer]["name"])
        self.animator.add(Call(lambda: self.popups.append(
            Popup(text, (875, 520), theme.CREAM, 44, life=1.6))))

    # ------------------------------------------------------------ frame upkeep

    def tick(self, dt: float) -> None:
        scaled = dt * self.animator.speed
        self.world.advance(scaled)
        for tumble in self.tumbles:
            tumble.follow()
        self.tumbles = [t for t in self.tumbles if not t.done]
        for impact in self.world.take_impacts():
            self.services.sounds.impact("pyramid_clink", impact.impulse, self._pan(impact.x))
        for seat in list(self.bubbles):
            self.bubbles[seat].time -= dt
            if self.bubbles[seat].time <= 0:
                del self.bubbles[seat]
        for popup in self.popups:
            popup.time += scaled
        self.popups = [p for p in self.popups if p.time < p.life]
        self.pot_pop = max(0.0, self.pot_pop - scaled * 3.0)
        self.bust_pop = max(0.0, self.bust_pop - scaled * 2.0)
        self.shake = max(0.0, self.shake - scaled * 3.5)

    def _pan(self, x: float) -> float:
        return max(-1.0, min(1.0, x / theme.WIDTH * 2 - 1))

    # ------------------------------------------------------------ a person's turn

    def turn_started(self, player: int) -> None:
        state = self.match.state
        self.drag = None
        self.refresh_buttons(state)
        if state.phase is Phase.DRAW:
            live = [b for b in self.size_buttons if b.count]
            for b in self.size_buttons:
                b.live = True
                b.enabled = b.count > 0
            self.decide_buttons = []
            self.ui.set(self.size_buttons, focus=live[0] if live else self.size_buttons[0])
            return
        if state.phase is Phase.OFFER:
            points = self.offer_points.get(player, (pot(state).total + 1) // 2)
            leave = tr(P + "leave_it")
        else:
            points = pot(state).total
            leave = tr(P + "leave_draw")
        take_rect, leave_rect = layout.DECIDE_BUTTONS
        take = Button(take_rect, tr(P + "take_it", n=points), lambda: self._decide(player, Take()))
        skip = Button(leave_rect, leave, lambda: self._decide(player, Leave()), style="secondary")
        self.decide_buttons = [take, skip]
        for b in self.size_buttons:
            b.live = False
        self.ui.set(self.decide_buttons, focus=take)

    def _end_turn_ui(self) -> None:
        self.drag = None
        self.decide_buttons = []
        for b in self.size_buttons:
            b.live = False
        self.ui.set([])

    def _pick_size(self, k: int) -> None:
        player = self.human_to_act()
        if player is None:
            return
        if self.submit(player, Draw(SIZES[k])):
            self._end_turn_ui()

    def _decide(self, player: int, action: Any) -> None:
        if self.submit(player, action):
            self._end_turn_ui()

    def _refused(self, widget: Widget) -> None:
        """A greyed size was chosen anyway: the core says why, and nothing changes."""
        if isinstance(widget, SizeButton):
            player = self.human_to_act()
            if player is not None:
                self.submit(player, Draw(widget.size))

    def handle_turn(self, event: ui.UIEvent, player: int) -> None:
        phase = self.match.state.phase
        if event.kind == ui.KEY:
            if phase is Phase.DRAW and event.key in SIZE_KEYS:
                self._pick_size(SIZE_KEYS[event.key])
                return
            if phase in (Phase.OFFER, Phase.DECIDE) and event.key in (pygame.K_t, pygame.K_l):
                self._decide(player, Take() if event.key == pygame.K_t else Leave())
                return
        if phase is Phase.DRAW and self._drag_event(event, player):
            return
        self.ui.handle(event)

    def _drag_event(self, event: ui.UIEvent, player: int) -> bool:
        """Press a size, drag it into the bag, let go: a draw. A tap on a size draws too."""
        if event.kind == ui.POINTER_DOWN and event.pos:
            for button in self.size_buttons:
                if button.rect.collidepoint(event.pos):
                    self.drag = {"size": button.size_index, "start": event.pos, "pos": event.pos, "moved": False}
                    button.pressed = True
                    return True
            return False
        if self.drag is None:
            return False
        if event.kind == ui.POINTER_MOVE and event.pos:
            self.drag["pos"] = event.pos
            if math.dist(event.pos, self.drag["start"]) > DRAG_MIN:
                self.drag["moved"] = True
            return True
        if event.kind == ui.POINTER_UP and event.pos:
            drag, self.drag = self.drag, None
            for button in self.size_buttons:
                button.pressed = False
            k = drag["size"]
            on_bag = layout.BAG_DROP.collidepoint(event.pos)
            tapped = self.size_buttons[k].rect.collidepoint(event.pos) and not drag["moved"]
            if on_bag or tapped:
                self._pick_size(k)
            elif drag["moved"]:
                self.say(tr(P + "drop_on_bag"))
            return True
        return False

    # ------------------------------------------------------------ drawing

    def _static_layer(self) -> pygame.Surface:
        """Things that never move (arena stitching, discard tray, grid cells), drawn once."""
        key = (self.palette, self.symbols)
        surf = self._grid_cache.get(key)
        if surf is not None:
            return surf
        surf = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
        left, top, right, bottom = layout.ARENA
        arena = pygame.Rect(left - 6, top - 6, right - left + 12, bottom - top + 12)
        pygame.draw.rect(surf, (255, 255, 255, 10), arena, border_radius=26)
        for x in range(arena.x + 20, arena.right - 20, 26):
            pygame.draw.line(surf, (230, 240, 220, 46), (x, arena.y), (x + 13, arena.y), 2)
            pygame.draw.line(surf, (230, 240, 220, 46), (x, arena.bottom), (x + 13, arena.bottom), 2)
        for y in range(arena.y + 20, arena.bottom - 20, 26):
            pygame.draw.line(surf, (230, 240, 220, 46), (arena.x, y), (arena.x, y + 13), 2)
            pygame.draw.line(surf, (230, 240, 220, 46), (arena.right, y), (arena.right, y + 13), 2)
        tray = layout.DISCARD
        surf.blit(draw.panel(tray.size, colour=(20, 40, 28), alpha=120, radius=20), tray)
        label = fonts.text(tr(P + "discarded"), theme.SIZE_LABEL, theme.CREAM_DIM, "bold")
        surf.blit(label, (tray.x + 18, tray.y + 8))
        grid = layout.GRID.inflate(16, 16)
        surf.blit(draw.panel(grid.size, colour=(18, 44, 30), alpha=130, radius=20), grid)
        for si in range(len(SIZES)):
            for ci, colour in enumerate(COLORS):
                cell = layout.cell(si, ci).inflate(-10, -8)
                pygame.draw.rect(surf, (255, 255, 255, 16), cell, border_radius=14)
                pygame.draw.rect(surf, (255, 255, 255, 34), cell, 2, border_radius=14)
                ghost, (ax, ay) = pyramids.image(si, pyramids.look_key(colour, self.palette), 0, self.symbols)
                ghost = ghost.copy()
                ghost.set_alpha(52)
                x, y = layout.cell_spot(si, ci)
                surf.blit(ghost, (round(x - ax), round(y - ay)))
        table = self._plain_table.copy()
        table.blit(surf, (0, 0))
        if pygame.display.get_surface() is not None:
            table = table.convert()
        self._grid_cache[key] = table
        return table

    def draw_table(self, surface: pygame.Surface) -> None:
        s = self.shown
        jitter = (math.sin(self.time * 90) * 9 * self.shake, math.cos(self.time * 77) * 6 * self.shake)
        self.table = self._static_layer()  # the felt with the tray, grid and arena drawn in once
        self._draw_info(surface, s)
        # The bag, and who holds it.
        bx, by = layout.BAG_CENTRE
        bag_art.blit(surface, (bx + jitter[0], by + jitter[1]), *layout.BAG_SIZE, self.bag_tilt, self.bag_squash)
        if s.phase is not Phase.OVER:
            name = self.seats[s.drawer]["name"]
            key = "your_draw" if (self.human_to_act() == s.drawer and s.phase is Phase.DRAW) else "holds_bag"
            tag = fonts.text(tr(P + key, name=name), theme.SIZE_LABEL, theme.CREAM, "bold")
            rect = tag.get_rect(center=(bx, by + 185)).inflate(28, 12)
            surface.blit(draw.panel(rect.size, alpha=200, radius=14), rect)
            surface.blit(tag, tag.get_rect(center=rect.center))
        focus = self.ui.focus if self.human_to_act() is not None else None
        for button in self.size_buttons:
            button.draw(surface, button is focus)
        # The pot, the discards and the pyramids on the move.
        draw_pot(surface, layout.POT_PANEL, self.pot_shown, self.pot_pop)
        symbols = self.symbols
        for piece in sorted(self.pot_pieces.values(), key=lambda q: q.y):
            self._blit_piece(surface, piece, symbols)
        for piece in self.discards:
            self._blit_piece(surface, piece, symbols)
        for piece in sorted(self.loose, key=lambda q: q.y):
            self._blit_piece(surface, piece, symbols, jitter)
        self._draw_prompt(surface, s)
        if self.drag is not None and self.drag["moved"]:
            over = layout.BAG_DROP.collidepoint(self.drag["pos"])
            if over:
                pygame.draw.ellipse(surface, theme.GOLD, layout.BAG_DROP.inflate(-40, -120).move(0, -40), 5)
            x, y = self.drag["pos"]
            pyramids.blit(surface, self.drag["size"], pyramids.look_key("green", self.palette), (x, y + 30),
                          0.2, 12, symbols, alpha=200)
        for popup in self.popups:
            draw_popup(surface, popup)
        if self.banner is not None:
            draw_banner(surface, layout.BANNER, self.banner)

    def _blit_piece(self, surface: pygame.Surface, piece: Piece, symbols: bool,
                    jitter: tuple[float, float] = (0.0, 0.0)) -> None:
        pyramids.blit(surface, piece.pyr.size_index, piece.look, (piece.x + jitter[0], piece.y + jitter[1]),
                      piece.angle, piece.z, symbols, piece.scale, piece.alpha)

    def _draw_info(self, surface: pygame.Surface, s: State) -> None:
        key = ("info", s.round_number, s.cycle, s.cycles, self.busts_shown, round(self.bust_pop, 1),
               self.palette, self.symbols)
        size = layout.INFO.inflate(24, 24).size
        image = cached(key, size, lambda img: self._paint_info(img, pygame.Rect(12, 12, *layout.INFO.size), s))
        surface.blit(image, layout.INFO.move(-12, -12))

    def _paint_info(self, surface: pygame.Surface, rect: pygame.Rect, s: State) -> None:
        surface.blit(draw.panel(rect.size, alpha=190), rect)
        head = tr(P + "round", n=s.round_number)
        if s.tie_break:
            cycle = tr(P + "tie_cycle", n=s.cycle - s.cycles)
        else:
            cycle = tr(P + "cycle", n=min(s.cycle, s.cycles), of=s.cycles)
        surface.blit(fonts.text(head, theme.SIZE_BODY + 4, theme.GOLD, "display"), (rect.x + 22, rect.y + 12))
        colour = theme.VERMILLION if s.tie_break else theme.CREAM_DIM
        cyc = fonts.text(cycle, theme.SIZE_LABEL, colour, "bold")
        surface.blit(cyc, cyc.get_rect(topright=(rect.right - 20, rect.y + 18)))
        label_key = "whites" if self.palette == "xeno" else "blacks"
        label = fonts.text(tr(P + label_key), theme.SIZE_LABEL, theme.CREAM, "bold")
        surface.blit(label, (rect.x + 22, rect.y + 72))
        look = pyramids.look_key("black", self.palette)
        for k in range(3):
            centre = (rect.x + 200 + k * 100, rect.y + 84)
            filled = k < self.busts_shown
            r = 32
            if filled and k == self.busts_shown - 1 and self.bust_pop > 0:
                r += int(10 * self.bust_pop)
            pygame.draw.circle(surface, (16, 30, 22), centre, r)
            pygame.draw.circle(surface, theme.VERMILLION if filled else (110, 100, 86), centre, r, 3)
            if filled:
                icon = pyramids.icon(0, look, self.symbols, 0.95)
                surface.blit(icon, icon.get_rect(center=(centre[0], centre[1] - 4)))
            else:
                n = fonts.text(str(k + 1), theme.SIZE_LABEL, (120, 110, 96), "display")
                surface.blit(n, n.get_rect(center=centre))

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
        rect = layout.PROMPT
        surface.blit(draw.panel(rect.size, alpha=200, radius=18, border=theme.GOLD), rect)
        size = fonts.fit_size(text, theme.SIZE_BODY, rect.w - 40, "bold")
        image = fonts.text(text, size, theme.CREAM, "bold")
        surface.blit(image, image.get_rect(center=rect.center))


def _towards(scene: TakeItPyramidsScene, goal: tuple[float, float], t: float) -> tuple[float, float]:
    a = getattr(scene, "_chip_from", goal)
    return (a[0] + (goal[0] - a[0]) * t, a[1] + (goal[1] - a[1]) * t)

