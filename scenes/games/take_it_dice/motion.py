"""The core's events turned into motion on the table, and the table that says which motion
shows which event (`ANIMATIONS`), with the events that only reach the log (`LOG_ONLY`).

Every motion is `on_<event>(scene, event, step)`: it queues animations on `scene.animator` and
decides nothing about the rules; `step` carries what the whole step needs (the state after it,
the run of deals that slide out together, whether a player's score is the round's first).
Action cards move in `card_motion`, the round's scoring in `score_motion`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.take_it_dice import events as ev
from game.take_it_dice.cards import COMBO_CARDS
from game.take_it_dice.state import State, sort_dice
from scenes.games.take_it_dice import card_motion, layout, log_words, score_motion
from scenes.games.take_it_dice.card_motion import DECK_SPOT, DISCARD_SPOT, card_off, card_on
from scenes.games.take_it_dice.pieces import CardSprite, DieSprite, Settle, cast_into, fly, move_card
from scenes.ui import theme
from scenes.ui.effects import Banner, Popup
from scenes.ui.text import tr
from sprites import combo_cards, motion_policy
from sprites.anim import Call, Later, Parallel, Sequence, Tween, Wait, ease_out_back, ease_out_cubic

if TYPE_CHECKING:
    from scenes.games.take_it_dice.scene import TakeItDiceScene

P = "take_it_dice."


@dataclass
class StepMotion:
    """What the motions of one step share."""

    after: State  # the state once the step is over
    first_score: bool = True  # the first PlayerScored of a step sweeps the tray
    deals: list[ev.CardsDealt] = field(default_factory=list)  # a run of deals, not yet queued


# ------------------------------------------------------------ dealing


def on_cards_dealt(scene: TakeItDiceScene, e: ev.CardsDealt, step: StepMotion) -> None:
    """Deals move together: the run is queued by `end_deals` when another event (or the step)
    comes."""
    step.deals.append(e)


def end_deals(scene: TakeItDiceScene, step: StepMotion) -> None:
    """Every seat's new cards (of the run of deals) slide out of the draw piles at once."""
    if not step.deals:
        return
    deals, step.deals = step.deals, []
    after = step.after

    def make() -> Any:
        scene.hand_source = after
        moves: list[Any] = []
        for e in deals:
            moves += _deal_moves(scene, e, after)
        return Parallel(moves) if moves else None

    scene.animator.add(Later(make))


def _deal_moves(scene: TakeItDiceScene, e: ev.CardsDealt, after: State) -> list[Any]:
    new = list(e.combo) + list(e.action)
    viewer = scene.viewer()
    moves: list[Any] = []
    if viewer == e.player:
        cards = scene.hand_cards(after, e.player)
        rects = layout.hand_spots(len(cards))
        for k, card in enumerate(new):
            if card not in cards:
                continue
            scene.hand_hidden.add(card)
            sprite = CardSprite(scene.card_image(card), *DECK_SPOT, scale=0.3)
            moves.append(move_card(sprite, rects[cards.index(card)].center, 0.34, scale=1.0,
                                   delay=0.06 * k, lift=60,
                                   on_start=lambda s=sprite: card_on(scene, s),
                                   on_done=lambda s=sprite, c=card: card_motion.card_home(scene, s, c)))
    else:
        strip = layout.strip_rect(scene.seat_rects()[e.player])
        for k, card in enumerate(new):
            kind = "combo" if card in COMBO_CARDS else "action"
            sprite = CardSprite(combo_cards.card_back((60, 80), kind), *DECK_SPOT, scale=0.6)
            moves.append(move_card(sprite, (strip.right - 48, strip.centery), 0.3, scale=0.4,
                                   delay=0.05 * k, lift=40,
                                   on_start=lambda s=sprite: card_on(scene, s),
                                   on_done=lambda s=sprite: card_off(scene, s)))
    return moves


def on_draw_pile_rebuilt(scene: TakeItDiceScene, e: ev.DrawPileRebuilt, step: StepMotion) -> None:
    text = tr(P + "pile_rebuilt", kind=log_words.pile_word(e.kind, scene.match.state.options.edition))
    scene.animator.add(Call(lambda: scene.popups.append(
        Popup(text, (layout.TRAY.centerx, layout.TRAY.y + 80), theme.CREAM, 36, 1.8, rise=50.0))))


# ------------------------------------------------------------ banners


def on_round_started(scene: TakeItDiceScene, e: ev.RoundStarted, step: StepMotion) -> None:
    detail = tr(P + "round_banner_detail", name=scene.seats[e.starter]["name"])
    banner = Banner(tr(P + "round_banner", n=e.round + 1, of=e.rounds_total), [(detail, theme.CREAM)])
    show_banner(scene, banner, 0.75)


def on_game_over(scene: TakeItDiceScene, e: ev.GameOver, step: StepMotion) -> None:
    names = ", ".join(scene.seats[p]["name"] for p in e.winners)
    scene.animator.add(Call(lambda: scene.services.sounds.play("winner_fanfare")))
    show_banner(scene, Banner(tr(P + "game_over"), [(names, theme.CREAM)]), 1.0)


def show_banner(scene: TakeItDiceScene, banner: Banner, hold: float) -> None:
    def put() -> None:
        scene.banner = banner

    def gone() -> None:
        if scene.banner is banner:
            scene.banner = None

    scene.animator.add(Sequence([
        Tween(0.25, lambda t: setattr(banner, "appear", t), ease_out_back, on_start=put),
        Wait(hold),
        Tween(0.18, lambda t: setattr(banner, "appear", 1 - t), ease_out_cubic),
        Call(gone)]))


def on_round_ended(scene: TakeItDiceScene, e: ev.RoundEnded, step: StepMotion) -> None:
    scores = scene.module.scores(step.after)
    rows = [(scene.seats[p]["name"], e.totals[p], scores[p]) for p in range(len(scene.seats))]

    def show() -> None:
        scene.summary = rows
        scene.summary_round = e.round + 1
        scene.services.sounds.play("round_chime")

    def hide() -> None:
        scene.summary = None

    scene.animator.add(Sequence([Call(show), Wait(1.7), Call(hide)]))


# ------------------------------------------------------------ the dice


def on_dice_cast(scene: TakeItDiceScene, e: ev.DiceCast, step: StepMotion) -> None:
    """The dice fly into the tray (from a person's flick, else a plan) and tumble to rest."""
    plan = scene.pending_throw
    scene.pending_throw = None
    if plan is None:
        entry, direction, speed = scene.throw_plan(e.player)
    else:
        entry, direction, speed = plan["entry"], plan["direction"], plan["speed"]

    def rattle_on() -> None:
        scene.services.sounds.play("dice_rattle")
        scene.rattle = {"pos": entry, "t": 0.0, "n": min(6, len(e.dice))}

    def start() -> None:
        scene.rattle = None
        for s in scene.tray:
            scene.world.remove(s.ident)
        scene.tray = [DieSprite(d[0], int(d[1])) for d in e.dice]
        cast_into(scene.world, scene.tray, entry, direction, speed, scene.rng)
        scene.tick_faces()

    rattle = 0.0 if plan is not None else motion_policy.quick(0.32)  # reduced motion: landed by 0.3 s
    scene.animator.add(Sequence([Call(rattle_on), Wait(rattle), Settle(scene.world, start), Wait(0.12)]))


def on_die_taken(scene: TakeItDiceScene, e: ev.DieTaken, step: StepMotion) -> None:
    """The die flies from the tray into its place in the taker's sorted strip."""
    prefer = scene.picked_ident

    def make() -> Any:
        s = scene.find(e.die, prefer=prefer)
        if s is None:
            return None
        scene.tray.remove(s)
        scene.world.remove(s.ident)
        strip = scene.strips[e.player]
        faces = sort_dice([d.die for d in strip] + [e.die])
        index = faces.index(e.die)
        strip.insert(index, s)
        spots, size = layout.strip_spots(scene.seat_rects()[e.player], len(strip))
        moves: list[Any] = []
        for k, d in enumerate(strip):
            if d is s:
                moves.append(fly(s, spots[k], 0.42, size=size, lift=90,
                                 on_done=lambda: scene.services.sounds.impact("die_wood", 500.0,
                                                                              scene.pan(s.x))))
            else:
                moves.append(fly(d, spots[k], 0.25, size=size, lift=0))
        return Parallel(moves)

    scene.animator.add(Later(make))
    scene.picked_ident = None


# ------------------------------------------------------------ words by a seat


def on_passed(scene: TakeItDiceScene, e: ev.Passed, step: StepMotion) -> None:
    def say() -> None:
        scene.say_at(e.player, tr(P + "passes"), theme.CREAM_DIM)
        scene.services.sounds.play("ui_click")

    scene.animator.add(Call(say))
    scene.animator.add(Wait(0.3))


def on_card_discarded(scene: TakeItDiceScene, e: ev.CardDiscarded, step: StepMotion) -> None:
    def make() -> Any:
        pos, scale = scene.card_from(e.player, e.card)
        sprite = CardSprite(scene.card_image(e.card), *pos, scale=scale)
        scene.hand_hidden.add(e.card)
        scene.say_at(e.player, tr(P + "discards"), theme.CREAM_DIM)
        return move_card(sprite, DISCARD_SPOT, 0.4, scale=0.3, lift=50,
                         on_start=lambda: card_on(scene, sprite),
                         on_done=lambda: card_off(scene, sprite))

    scene.animator.add(Later(make))


def on_card_kept(scene: TakeItDiceScene, e: ev.CardKept, step: StepMotion) -> None:
    scene.animator.add(Call(lambda: scene.say_at(e.player, tr(P + "keeps"), theme.CREAM_DIM)))
    scene.animator.add(Wait(0.25))


# ------------------------------------------------------------ the table

ANIMATIONS: dict[type, Callable[..., None]] = {
    ev.CardsDealt: on_cards_dealt,
    ev.DrawPileRebuilt: on_draw_pile_rebuilt,
    ev.RoundStarted: on_round_started,
    ev.DiceCast: on_dice_cast,
    ev.DieTaken: on_die_taken,
    ev.Passed: on_passed,
    ev.ActionPlayed: card_motion.on_action_played,
    ev.DiceRerolled: card_motion.on_dice_rerolled,
    ev.DieChanged: card_motion.on_die_changed,
    ev.DiceSwapped: card_motion.on_dice_swapped,
    ev.PlayerScored: score_motion.on_player_scored,
    ev.RoundEnded: on_round_ended,
    ev.CardDiscarded: on_card_discarded,
    ev.CardKept: on_card_kept,
    ev.GameOver: on_game_over,
}

# Every event of this game has its motion; none is only logged.
# A hand split and a take-two stop change no piece on the table: the log line and prompt say it.
LOG_ONLY: frozenset[type] = frozenset({ev.SplitChosen, ev.StoppedAfterOne})
