"""Take It or Leave It (pyramids) core events turned into motion on the table.

One function per event, `on_<event>(scene, event)`, queued on the scene's animator: a size
reached for wobbles the bag, a draw pops and tumbles into the pot, a bust thuds and pours a
size into the discards, answers show in bubbles, refills and round ends pour everything back.
ANIMATIONS is the written-out table the scene dispatches through (tests check that every event
of the core is in it or in LOG_ONLY).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.take_it_pyramids import SIZES, PotValue, Pyramid, pyramid
from game.take_it_pyramids import events as ev
from scenes.games.take_it_pyramids import layout
from scenes.games.take_it_pyramids.hud import Bubble
from scenes.games.take_it_pyramids.log_words import colour_word
from scenes.games.take_it_pyramids.pieces import Piece, Tumble, slide
from scenes.table.popup_place import clear_of
from scenes.ui import theme
from scenes.ui.effects import Banner, Popup
from scenes.ui.text import tr
from sprites.anim import Call, Later, Parallel, Sequence, Tween, Wait, ease_out_back, ease_out_cubic

if TYPE_CHECKING:
    from scenes.games.take_it_pyramids.scene import TakeItPyramidsScene as Scene

P = "take_it_pyramids."
Colour = tuple[int, int, int]


NEWS_SPOTS = ((875.0, 330.0), (875.0, 420.0), (875.0, 510.0))  # the arena's open top: the pot's news


def text_rects(scene: Scene) -> list[pygame.Rect]:
    """What holds words and numbers on this table: a pop-up keeps clear of it."""
    rects = [*scene.seat_rects(), layout.POT_PANEL, layout.INFO, *layout.SIZE_BUTTONS]
    if scene.log_strip.rect is not None:
        rects.append(scene.log_strip.rect)
    return rects


def add_popup(scene: Scene, popup: Popup) -> None:
    scene.popups.append(clear_of(popup, text_rects(scene)))


def words(text: str, pos: tuple[float, float], colour: Colour, size: int = 44, life: float = 1.1) -> Popup:
    """A few words with no plate that float up and fade (+8, trio!, size set!)."""
    return Popup(text, pos, colour, size=size, life=life, plate=False, rise=70.0)


# ------------------------------------------------------------------ building blocks


def tumble(scene: Scene, p: Pyramid, heavy: bool = False) -> tuple[Piece, Tumble]:
    """A pyramid popping out of the bag (it joins the loose pieces when its pop starts)."""
    piece = Piece(p, scene.look(p))
    motion: Tumble

    def begin() -> None:
        scene.loose.append(piece)
        scene.tumbles.append(motion)

    motion = Tumble(piece, scene.world, scene.rng, on_start=begin, heavy=heavy)
    return piece, motion


def into_pot(scene: Scene, p: Pyramid, value: PotValue) -> None:
    piece, pop = tumble(scene, p)
    scene.animator.add(pop)
    goal = layout.cell_spot(p.size_index, p.color_index)
    scene.animator.add(slide(piece, goal, 0.34, square=True, lift=14,
                             on_done=lambda: landed(scene, piece, value)))


def landed(scene: Scene, piece: Piece, value: PotValue) -> None:
    """A drawn pyramid reached its cell: the pot's figure moves, a new trio or set says so."""
    if piece in scene.loose:
        scene.loose.remove(piece)
    scene.pot_pieces[piece.pyr] = piece
    old = scene.pot_shown
    if len(value.trios) > len(old.trios):  # the news of the pot, over the open felt beside it
        add_popup(scene, words(tr(P + "trio_pop"), NEWS_SPOTS[1], theme.GOLD_LIGHT))
    if len(value.size_sets) > len(old.size_sets):
        add_popup(scene, words(tr(P + "set_pop"), NEWS_SPOTS[0], theme.GOLD_LIGHT))
    scene.pot_shown = value
    scene.pot_pop = 1.0
    scene.services.sounds.impact("pyramid_clink", 300.0, scene.pan(piece.x))


def from_mouth(scene: Scene, piece: Piece) -> None:
    piece.place(layout.MOUTH)
    piece.angle = scene.rng.uniform(0, math.tau)
    scene.loose.append(piece)
    scene.services.sounds.impact("pyramid_clink", 150.0, scene.pan(piece.x))


def to_discard(scene: Scene, piece: Piece) -> None:
    if piece in scene.loose:
        scene.loose.remove(piece)
    scene.discards.append(piece)
    scene.services.sounds.impact("pyramid_clink", 220.0, scene.pan(piece.x))


def bag_pose(scene: Scene, tilt: float, duration: float, squash: float = 0.0) -> Tween:
    """The bag leans and squashes from wherever it is to the given pose."""
    start: dict[str, float] = {}

    def capture() -> None:
        start.update(tilt=scene.bag_tilt, squash=scene.bag_squash)

    def apply(t: float) -> None:
        scene.bag_tilt = start["tilt"] + (tilt - start["tilt"]) * t
        scene.bag_squash = start["squash"] + (squash - start["squash"]) * t

    return Tween(duration, apply, ease_out_cubic, on_start=capture)


def pour_back(scene: Scene) -> Later:
    """Every pyramid on the table flies back into the bag (a refill, or a new round)."""

    def make() -> Sequence:
        pieces = [*scene.pot_pieces.values(), *scene.discards, *scene.loose]
        moves = []
        for k, piece in enumerate(pieces):
            moves.append(slide(piece, layout.MOUTH, 0.4, scale=0.45, lift=70, delay=0.035 * k,
                               on_done=lambda q=piece: into_bag(scene, q)))
        return Sequence([bag_pose(scene, 10, 0.15, 0.0), Parallel(moves),
                         Call(lambda: scene.services.sounds.play("bag_rustle")),
                         bag_pose(scene, 0, 0.25, 0.0)])

    return Later(make)


def into_bag(scene: Scene, piece: Piece) -> None:
    for group in (scene.loose, scene.discards):
        if piece in group:
            group.remove(piece)
    scene.pot_pieces.pop(piece.pyr, None)
    scene.bag_squash = 0.06


def show_banner(scene: Scene, banner: Banner, hold: float, then: Any = None) -> None:
    """The banner grows in, holds (while `then` plays, if given) and fades."""
    def put() -> None:
        scene.banner = banner

    def gone() -> None:
        if scene.banner is banner:
            scene.banner = None

    appear = Tween(0.28, lambda t: setattr(banner, "appear", t), ease_out_back, on_start=put)
    items: list[Any] = [appear, Wait(hold)]
    if then is not None:
        items.append(then)
    items += [Tween(0.2, lambda t: setattr(banner, "appear", 1 - t), ease_out_cubic), Call(gone)]
    scene.animator.add(Sequence(items))


def answer(scene: Scene, seat: int, text: str, colour: Colour, points: int = 0, wait: float = 0.45) -> None:
    """A seat's answer in its bubble, with the points it took floating under it."""
    def say() -> None:
        scene.bubbles[seat] = Bubble(text, colour, 1.5)
        if points:
            rect = scene.seat_rects()[seat]
            add_popup(scene, words(f"+{points}", (rect.centerx, rect.bottom + 90), theme.BLUISH_GREEN, 56))
            scene.services.sounds.impact("chip_drop", 500.0, scene.pan(rect.centerx))

    scene.animator.add(Call(say))
    scene.animator.add(Wait(wait))


# ------------------------------------------------------------------ one function per event


def on_size_chosen(scene: Scene, e: ev.SizeChosen) -> None:
    k = SIZES.index(e.size)

    def start() -> None:
        scene.lit_size = k
        scene.refresh_buttons(scene.shown)
        scene.services.sounds.play("bag_rustle")

    def wobble(t: float) -> None:
        scene.bag_squash = 0.10 * math.sin(math.pi * 2 * t) * (1 - t)
        scene.bag_tilt = 6 * math.sin(math.pi * 3 * t) * (1 - t)

    scene.animator.add(Tween(0.42, wobble, lambda t: t, on_start=start))


def on_pyramid_drawn(scene: Scene, e: ev.PyramidDrawn) -> None:
    into_pot(scene, pyramid(e.size, e.color), e.pot)


def on_black_joins_pot(scene: Scene, e: ev.BlackJoinsPot) -> None:
    # The size as a plural word ("litlir"): Icelandic says "Fjórir litlir", not "Fjórir lítill".
    text = tr(P + "black_joins", size=tr(P + "size_many." + e.size), colour=colour_word(e.color_shown))
    scene.animator.add(Call(lambda: add_popup(scene,
        words(text, NEWS_SPOTS[2], theme.GOLD_LIGHT, 36, life=2.2))))
    into_pot(scene, pyramid(e.size, "black"), e.pot)


def on_black_bust(scene: Scene, e: ev.BlackBust) -> None:
    black, *rest = e.discarded
    piece, pop = tumble(scene, black, heavy=True)
    scene.animator.add(pop)
    word = scene.bust_word()

    def bust() -> None:
        scene.services.sounds.play("bust_sting")
        scene.shake = 1.0
        scene.busts_shown = e.bust_count
        scene.bust_pop = 1.0
        key = "bubble.bust_white" if scene.palette == "xeno" else "bubble.bust"
        scene.bubbles[e.player] = Bubble(tr(P + key), theme.VERMILLION, 1.8)
        add_popup(scene, words(tr(P + "bust_title", colour=word.capitalize(), count=e.bust_count),
                                  (piece.x, piece.y - 90), theme.VERMILLION, 52, life=1.6))

    scene.animator.add(Call(bust))
    scene.animator.add(Wait(0.35))
    first = scene.discard_next
    scene.discard_next += len(e.discarded)
    scene.animator.add(slide(piece, layout.discard_spot(first), 0.34, scale=layout.DISCARD_SCALE,
                             on_done=lambda: to_discard(scene, piece)))
    if rest:
        scene.animator.add(bag_pose(scene, -24, 0.22))
        pours = []
        for k, p in enumerate(rest):
            poured = Piece(p, scene.look(p))
            pours.append(slide(poured, layout.discard_spot(first + 1 + k), 0.42,
                               scale=layout.DISCARD_SCALE, lift=90, delay=0.09 * k,
                               on_start=lambda q=poured: from_mouth(scene, q),
                               on_done=lambda q=poured: to_discard(scene, q)))
        scene.animator.add(Parallel(pours))
        scene.animator.add(bag_pose(scene, 0, 0.2))


def on_bag_refilled(scene: Scene, e: ev.BagRefilled) -> None:
    scene.discard_next = 0
    banner = Banner(tr(P + "refill"), [(tr(P + "refill_banked", n=e.banked), (140, 210, 190))])
    show_banner(scene, banner, 1.3, then=pour_back(scene))

    def bank() -> None:
        scene.pot_shown = PotValue(e.banked, 0, (), (), e.banked)
        scene.pot_pop = 1.0

    scene.animator.add(Call(bank))


def on_offer_made(scene: Scene, e: ev.OfferMade) -> None:
    scene.offer_points[e.player] = e.points  # the asked seat's bubble and buttons name the offer


def on_offer_taken(scene: Scene, e: ev.OfferTaken) -> None:
    answer(scene, e.player, tr(P + "bubble.take", n=e.points), theme.BLUISH_GREEN, e.points, 0.6)


def on_offer_left(scene: Scene, e: ev.OfferLeft) -> None:
    answer(scene, e.player, tr(P + "bubble.leave"), theme.CREAM, 0, 0.3)


def on_drawer_took(scene: Scene, e: ev.DrawerTook) -> None:
    answer(scene, e.player, tr(P + "bubble.take", n=e.points), theme.BLUISH_GREEN, e.points, 0.6)


def on_drawer_left(scene: Scene, e: ev.DrawerLeft) -> None:
    answer(scene, e.player, tr(P + "bubble.draw_again"), theme.CREAM, 0, 0.3)


def on_bag_passed(scene: Scene, e: ev.BagPassed) -> None:
    scene.animator.add(Wait(0.15))  # a beat before the next holder's name shows under the bag


def on_round_ended(scene: Scene, e: ev.RoundEnded) -> None:
    word = scene.bust_word()
    title = (tr(P + "third_black", colour=word, n=e.round_number) if e.third_black
             else tr(P + "round_over", n=e.round_number))
    lines: list[tuple[str, Colour]] = []
    for seat, gain in enumerate(e.gains):
        if gain:
            lines.append((tr(P + "gain_line", name=scene.seats[seat]["name"], n=gain), (120, 220, 180)))
    for seat in e.zeroed:
        lines.append((tr(P + "nothing_line", name=scene.seats[seat]["name"]), (255, 150, 90)))
    if not lines:
        lines.append((tr(P + "nobody_scored"), theme.CREAM))
    scene.animator.add(Call(lambda: scene.services.sounds.play("round_chime")))
    banner = Banner(title, lines[:5], theme.VERMILLION if e.third_black else theme.GOLD)
    show_banner(scene, banner, 1.9)

    def reset() -> None:
        scene.busts_shown = 0
        scene.pot_shown = PotValue(0, 0, (), (), 0)
        scene.offer_points.clear()

    scene.animator.add(pour_back(scene))
    scene.animator.add(Call(reset))
    scene.discard_next = 0


def on_dealer_passed(scene: Scene, e: ev.DealerPassed) -> None:
    goal = scene.chip_spot(e.to_player)
    start: dict[str, tuple[float, float]] = {}

    def move(t: float) -> None:
        a = start.get("from", goal)
        scene.chip_pos = (a[0] + (goal[0] - a[0]) * t, a[1] + (goal[1] - a[1]) * t)

    scene.animator.add(Tween(0.45, move, ease_out_cubic, on_start=lambda: start.update({"from": scene.chip_pos})))


def on_cycle_started(scene: Scene, e: ev.CycleStarted) -> None:
    if not e.tie_break:
        show_banner(scene, Banner(tr(P + "cycle_start", n=e.cycle, of=e.cycles)), 0.8)


def on_tie_break_begins(scene: Scene, e: ev.TieBreakBegins) -> None:
    names = tr(P + "and").join(scene.seats[p]["name"] for p in e.players)
    show_banner(scene, Banner(tr(P + "tie_break", names=names, n=e.score),
                              [(tr(P + "tie_break_detail"), theme.CREAM)]), 1.8)


def on_round_started(scene: Scene, e: ev.RoundStarted) -> None:
    text = tr(P + "round_start", n=e.round_number, name=scene.seats[e.dealer]["name"])
    scene.animator.add(Call(lambda: add_popup(scene, words(text, (875, 520), theme.CREAM, 44, life=1.6))))


ANIMATIONS = {
    ev.RoundStarted: on_round_started,
    ev.SizeChosen: on_size_chosen,
    ev.PyramidDrawn: on_pyramid_drawn,
    ev.BlackBust: on_black_bust,
    ev.BlackJoinsPot: on_black_joins_pot,
    ev.BagRefilled: on_bag_refilled,
    ev.OfferMade: on_offer_made,
    ev.OfferTaken: on_offer_taken,
    ev.OfferLeft: on_offer_left,
    ev.DrawerTook: on_drawer_took,
    ev.DrawerLeft: on_drawer_left,
    ev.BagPassed: on_bag_passed,
    ev.RoundEnded: on_round_ended,
    ev.DealerPassed: on_dealer_passed,
    ev.CycleStarted: on_cycle_started,
    ev.TieBreakBegins: on_tie_break_begins,
}

LOG_ONLY = frozenset({
    ev.GameOver,  # the results screen that follows shows the final scores and winners
})
