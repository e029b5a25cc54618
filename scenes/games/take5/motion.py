"""Take 5's core events turned into motion on the table.

One function per event, `on_<event>(scene, event, before, step, rest)`, queued on the scene's
animator; `rest` is the step's events after this one (a sixth card's row sweep needs the card
that comes next). ANIMATIONS is the written-out table the scene dispatches through, so a new
event in the core is noticed (tests check that every event is here or in LOG_ONLY).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.take5 import State
from game.take5 import events as ev
from game.take5.cards import HAND_SIZE
from scenes.games.take5 import hud, layout
from scenes.table.input_words import said
from scenes.table.popup_place import clear_of
from scenes.ui import theme
from scenes.ui.effects import Popup
from scenes.ui.text import tr
from sprites.anim import Call, Parallel, Sequence, Tween, Wait, attr_tween, ease_out_back, ease_out_cubic

if TYPE_CHECKING:
    from scenes.games.take5.scene import Take5Scene

P = "take5."


def sound(scene: Take5Scene, name: str) -> Call:
    """A sound at its place in the queue."""
    return Call(lambda: scene.services.sounds.play(name))


def drop(scene: Take5Scene, cards: list[int]) -> None:
    """Forget the sprites of cards that flew off the table (and were not dealt again meanwhile)."""
    for c in cards:
        if scene.role.get(c) == "fly":
            scene.sprites.pop(c, None)
            scene.role.pop(c, None)


def deal_to(scene: Take5Scene, card: int, goal: tuple[float, float], scale: float, delay: float,
            role: str) -> Sequence:
    """A card leaves the deck face down, slides to `goal` and turns face up."""
    def make() -> None:
        s = scene.sprite(card, layout.DECK, 0.8, 1.0)
        s.pos, s.scale, s.flip, s.alpha, s.z = layout.DECK, 0.8, 1.0, 255.0, 2
        scene.role[card] = role
        if role == "hand":
            scene.hand = sorted({*scene.hand, card})

    s_ref = scene.sprite(card, layout.DECK, 0.8, 1.0)
    s_ref.alpha = 0.0
    scene.role.setdefault(card, "fly")
    return Sequence([Wait(delay), Call(make),
                     attr_tween(s_ref, 0.34, ease_out_cubic, pos=goal, scale=scale),
                     attr_tween(s_ref, 0.18, ease_out_cubic, flip=0.0),
                     Call(lambda: setattr(s_ref, "z", 0))])


def on_round_dealt(scene: Take5Scene, e: ev.RoundDealt, before: State, step: Any, rest: list) -> None:
    old = [c for row in scene.rows_shown for c in row]

    def clear() -> None:
        scene.round_bh = [0] * len(scene.seats)
        scene.reveal = []
        scene.chosen_row = None
        for c in old:
            scene.role[c] = "fly"

    away = [attr_tween(scene.sprite(c), 0.32, ease_out_cubic, delay=0.02 * k, pos=layout.DECK, alpha=0.0,
                       scale=0.6) for k, c in enumerate(old)]
    scene.animator.add(Sequence([Call(clear), Parallel(away), Call(lambda: drop(scene, old))]))
    deals: list[Any] = []
    for k, card in enumerate(e.rows):
        deals.append(deal_to(scene, card, layout.slot_centre(k, 0), 1.0, 0.08 * k, "row"))
    viewer = scene.viewer()
    hand = step.state.hands[viewer] if viewer is not None else None
    if hand:
        ordered = sorted(hand)
        for k, card in enumerate(ordered):
            deals.append(deal_to(scene, card, layout.hand_spot(k, len(ordered)), layout.HAND_SCALE,
                                 0.3 + 0.045 * k, "hand"))
    scene.animator.add(sound(scene, "card_slide"))
    scene.animator.add(Parallel(deals))


def on_card_picked(scene: Take5Scene, e: ev.CardPicked, before: State, step: Any, rest: list) -> None:
    gone = set(before.hands[e.player] or ()) - set(step.state.hands[e.player] or ())
    if not gone:
        return
    card = next(iter(gone))
    goal = scene.pick_spot(e.player)
    if e.player == scene.viewer() and card in scene.hand:
        s = scene.sprite(card)

        def leave() -> None:
            scene.role[card] = "fly"
            s.z = 3
            scene.hand = [c for c in scene.hand if c != card]
            scene.lifted = None
            scene.services.sounds.play("card_slide")

        close_up = []
        remaining = [c for c in scene.hand if c != card]
        for k, c in enumerate(remaining):
            close_up.append(attr_tween(scene.sprite(c), 0.26, ease_out_cubic,
                                       pos=layout.hand_spot(k, len(remaining)), lift=0.0))
        fly = attr_tween(s, 0.34, ease_out_cubic, pos=goal, scale=layout.PICK_SCALE, flip=1.0, lift=0.0)
        scene.animator.add(Sequence([Call(leave), Parallel([fly, *close_up]),
                                     Call(lambda: setattr(s, "z", 0))]))
        return
    rect = scene.seat_rects()[e.player]
    s = scene.sprite(card, rect.center, 0.2, 1.0)
    s.pos, s.scale, s.flip = rect.center, 0.2, 1.0
    scene.role[card] = "pick"
    scene.services.sounds.play("card_slide", 0.5)
    scene.animator.add_background(attr_tween(s, 0.26, ease_out_back, pos=goal, scale=layout.PICK_SCALE))


def on_cards_revealed(scene: Take5Scene, e: ev.CardsRevealed, before: State, step: Any, rest: list) -> None:
    n = len(e.cards)
    moves: list[Any] = [Tween(0.3, lambda t: setattr(scene, "hand_drop", t), ease_out_cubic)]
    sprites = []
    for k, (card, seat) in enumerate(e.cards):
        s = scene.sprite(card, scene.pick_spot(seat), layout.PICK_SCALE, 1.0)
        sprites.append(s)
        moves.append(attr_tween(s, 0.42, ease_out_cubic, delay=0.035 * k,
                                pos=layout.reveal_spot(k, n), scale=1.0, flip=1.0))

    def start() -> None:
        scene.reveal = list(e.cards)
        scene.lifted = None
        for card, _ in e.cards:
            scene.role[card] = "reveal"
        scene.services.sounds.play("card_slide")

    flips = [attr_tween(s, 0.22, ease_out_cubic, flip=0.0) for s in sprites]
    scene.animator.add(Sequence([Call(start), Parallel(moves), Wait(0.12), sound(scene, "card_flip"),
                                 Parallel(flips), Wait(0.45)]))


def on_card_placed(scene: Take5Scene, e: ev.CardPlaced, before: State, step: Any, rest: list) -> None:
    s = scene.sprite(e.card)
    r = e.row - 1

    def start() -> None:
        s.z, s.glow = 3, None
        scene.role[e.card] = "fly"
        scene.services.sounds.play("card_slide")

    def land() -> None:
        s.z, s.lift = 0, 0.0
        scene.role[e.card] = "row"
        if e.position == 1:
            scene.rows_shown[r] = [e.card]
        else:
            scene.rows_shown[r].append(e.card)
        scene.reveal = [(c, p) for c, p in scene.reveal if c != e.card]

    goal = layout.slot_centre(r, e.position - 1)
    scene.animator.add(Sequence([Call(start), attr_tween(s, 0.34, ease_out_back, pos=goal, lift=0.0),
                                 Call(land), Wait(0.1)]))


def on_row_choice_needed(scene: Take5Scene, e: ev.RowChoiceNeeded, before: State, step: Any, rest: list) -> None:
    s = scene.sprite(e.card)

    def lift() -> None:
        s.glow = theme.GOLD
        scene.services.sounds.play("ui_hover")

    scene.animator.add(Sequence([Call(lift), attr_tween(s, 0.22, ease_out_back, lift=26.0)]))


def text_rects(scene: Take5Scene) -> list[pygame.Rect]:
    """What holds words and numbers on this table: a pop-up keeps clear of it."""
    rects = [*scene.seat_rects(), *(layout.row_rect(r) for r in range(4)), layout.PLAY_BUTTON, layout.SEEN]
    if scene.log_strip.rect is not None:
        rects.append(scene.log_strip.rect)
    return rects


def bullhead_popup(text: str, spot: tuple[float, float], colour: tuple[int, int, int]) -> Popup:
    """"+7" with a bullhead on a dark red plate, edged in its own colour."""
    return Popup(text, spot, colour, size=56, life=1.2, plate_colour=(60, 20, 8), border=colour, rise=60.0,
                 icon=hud.head_icon)


def on_row_taken(scene: Take5Scene, e: ev.RowTaken, before: State, step: Any, rest: list) -> None:
    r = e.row - 1
    items: list[Any] = []
    placed = next((x for x in rest if isinstance(x, ev.CardPlaced)), None)
    if e.reason == "sixth" and placed is not None:
        s = scene.sprite(placed.card)

        def to_danger() -> None:
            s.z = 3
            scene.role[placed.card] = "fly"
            scene.services.sounds.play("card_slide")

        def alarm() -> None:
            scene.row_flash[r] = 1.0

        items += [Call(to_danger), attr_tween(s, 0.3, ease_out_cubic, pos=layout.slot_centre(r, 5), lift=0.0),
                  Call(alarm), Wait(0.35)]
    else:
        bot = e.player in scene.bots
        items += [Call(lambda: setattr(scene, "chosen_row", r)), Wait(0.7 if bot else 0.25)]
    seat_rect = scene.seat_rects()[e.player]
    sweeps = []
    for k, card in enumerate(e.cards):
        sweeps.append(attr_tween(scene.sprite(card), 0.42, ease_out_cubic, delay=0.05 * k, pos=seat_rect.center,
                                 scale=0.35, alpha=150.0))

    def lift_off() -> None:
        scene.rows_shown[r] = []
        for card in e.cards:
            scene.role[card] = "fly"
            scene.sprites[card].z = 2

    def landed() -> None:
        drop(scene, list(e.cards))
        scene.chosen_row = None
        scene.round_bh[e.player] += e.bullheads
        scene.seat_pop[e.player] = 1.0
        colour = theme.DANGER if e.bullheads >= 5 else theme.GOLD_LIGHT
        if seat_rect.y != layout.TOP_Y:  # a side seat has open felt beside it; under a top seat lie the
            # rows' labels and cards, so there the seat's own "+10 now" swelling says it (seat_pop)
            spot = (seat_rect.right + 110, seat_rect.centery) if seat_rect.x < 960 else (seat_rect.x - 110,
                                                                                         seat_rect.centery)
            scene.popups.append(clear_of(bullhead_popup(f"+{e.bullheads}", spot, colour), text_rects(scene)))
        if e.bullheads >= 5:
            scene.services.sounds.play("bust_sting")
        else:
            scene.services.sounds.impact("chip_drop", 200.0 + 300.0 * e.bullheads, scene.pan(seat_rect.centerx))

    items += [Call(lift_off), Parallel(sweeps), Call(landed), Wait(0.2)]
    scene.animator.add(Sequence(items))


def on_turn_ended(scene: Take5Scene, e: ev.TurnEnded, before: State, step: Any, rest: list) -> None:
    def done() -> None:
        scene.reveal = []

    scene.animator.add(Call(done))
    if e.turn < HAND_SIZE:
        scene.animator.add(Tween(0.28, lambda t: setattr(scene, "hand_drop", 1.0 - t), ease_out_cubic))


def on_round_scored(scene: Take5Scene, e: ev.RoundScored, before: State, step: Any, rest: list) -> None:
    low = min(e.totals)
    rows = [(scene.seats[i]["name"], e.bullheads[i], e.totals[i], e.totals[i] == low)
            for i in range(len(scene.seats))]
    over = any(isinstance(x, ev.GameOver) for x in step.events)  # the last summary leads to the results
    title = tr(P + "summary.final") if over else tr(P + "summary.title", n=e.round)
    footer = said(scene, P + "summary.tap_results" if over else P + "summary.tap")  # the input used

    def open_summary() -> None:
        scene.totals = list(e.totals)
        scene.summary = hud.Summary(title, rows, footer, over)

    scene.animator.add(Sequence([Wait(0.3), sound(scene, "round_chime"), Call(open_summary)]))


ANIMATIONS = {
    ev.RoundDealt: on_round_dealt,
    ev.CardPicked: on_card_picked,
    ev.CardsRevealed: on_cards_revealed,
    ev.RowChoiceNeeded: on_row_choice_needed,
    ev.RowTaken: on_row_taken,
    ev.CardPlaced: on_card_placed,
    ev.TurnEnded: on_turn_ended,
    ev.RoundScored: on_round_scored,
}

LOG_ONLY = frozenset({
    ev.GameOver,  # the final round's summary says it, then the results screen
})

# Events the side log leaves out: the seats already show them (a face-down pick, a turn's end).
NOT_LOGGED = (ev.CardPicked, ev.TurnEnded)
