"""Action cards shown as what they do: the card slides out big, then the dice it names are
cupped and cast again, turned to a new face, swapped or knocked by a thrown-back die; plus the
small card moves shared with dealing and discarding (a card entering and leaving the table)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from game.take_it_dice import events as ev
from scenes.games.take_it_dice import layout
from scenes.games.take_it_dice.pieces import CardSprite, DieSprite, Settle, fly, free_spot, move_card
from scenes.ui import theme
from scenes.ui.effects import Popup
from scenes.ui.text import tr
from sprites.anim import Call, Later, Parallel, Sequence, Tween, Wait, ease_out_cubic

if TYPE_CHECKING:
    from scenes.games.take_it_dice.motion import StepMotion
    from scenes.games.take_it_dice.scene import TakeItDiceScene

P = "take_it_dice."
DECK_SPOT = (layout.INFO.x + 90, layout.INFO.bottom - 70)
DISCARD_SPOT = (layout.INFO.x + 230, layout.INFO.bottom - 70)


# ------------------------------------------------------------ cards on and off the table


def card_on(scene: TakeItDiceScene, sprite: CardSprite) -> None:
    scene.cards.append(sprite)
    scene.services.sounds.play("card_slide")


def card_off(scene: TakeItDiceScene, sprite: CardSprite) -> None:
    if sprite in scene.cards:
        scene.cards.remove(sprite)


def card_home(scene: TakeItDiceScene, sprite: CardSprite, card: str) -> None:
    """A dealt card has reached the viewer's hand: the hand now draws it."""
    card_off(scene, sprite)
    scene.hand_hidden.discard(card)


def chips_at(scene: TakeItDiceScene, seat: int, n: int) -> None:
    scene.say_at(seat, tr(P + "minus", n=n), theme.VERMILLION, 48)
    strip = layout.strip_rect(scene.seat_rects()[seat])
    scene.services.sounds.impact("chip_drop", 600.0, scene.pan(strip.centerx))


# ------------------------------------------------------------ playing a card


def on_action_played(scene: TakeItDiceScene, e: ev.ActionPlayed, step: StepMotion) -> None:
    """The card slides to the controls, what it names gets ready, and it goes to the discards."""
    card_pos, scale = scene.card_from(e.player, e.card)
    sprite = CardSprite(scene.card_image(e.card), *card_pos, scale=scale)
    spot = layout.CONTROLS.center

    def on() -> None:
        scene.hand_hidden.add(e.card)
        card_on(scene, sprite)

    items: list[Any] = [move_card(sprite, spot, 0.32, scale=1.2, lift=40, on_start=on)]
    prep: list[Any] = []
    if e.kind in ("reroll-black", "reroll-red", "reroll-some"):
        prep.append(Later(lambda: _lift_for_reroll(scene, e)))
    elif e.kind == "take-two":
        prep.append(Call(lambda: scene.say_at(e.player, tr(P + "takes_two"), theme.GOLD_LIGHT)))
    elif e.kind == "throw-back":
        prep.append(Later(lambda: _hold_own_die(scene, e)))
    if e.minus:
        prep.append(Call(lambda: chips_at(scene, e.player, e.minus)))
    items.append(Parallel([Wait(0.5), *prep]))
    items.append(move_card(sprite, DISCARD_SPOT, 0.25, scale=0.3, on_done=lambda: card_off(scene, sprite)))
    scene.animator.add(Sequence(items))


def _lift_for_reroll(scene: TakeItDiceScene, e: ev.ActionPlayed) -> Any:
    if e.kind == "reroll-some":
        faces = list(e.dice)
    else:
        colour = "B" if e.kind == "reroll-black" else "R"
        faces = [s.die for s in scene.tray if s.kind == colour]
    chosen: list[DieSprite] = []
    used: set[int] = set()
    for f in faces:
        s = scene.find(f, used, prefer=scene.picked_ident)
        if s is not None:
            used.add(s.ident)
            chosen.append(s)
    for s in chosen:
        s.lifted = True

    def lift(t: float) -> None:
        for s in chosen:
            s.z = 26 * t
            s.angle = 0.3 * math.sin(t * math.pi * 2) * (1 - t)

    return Tween(0.3, lift, ease_out_cubic, on_start=lambda: scene.services.sounds.play("dice_rattle"))


def _hold_own_die(scene: TakeItDiceScene, e: ev.ActionPlayed) -> Any:
    strip = scene.strips[e.player]
    own = next((s for s in strip if s.die == e.dice[0]), None)
    if own is None:
        return None
    strip.remove(own)
    own.lifted = True
    scene.tray.append(own)
    entry = layout.entry_for(scene.seat_rects()[e.player])
    target = scene.find(e.at) if e.at else None
    if target is not None:
        target.lifted = True
    return fly(own, entry, 0.35, size=layout.DIE, lift=70, square=False)


# ------------------------------------------------------------ what the card does


def on_die_changed(scene: TakeItDiceScene, e: ev.DieChanged, step: StepMotion) -> None:
    def make() -> Any:
        s = scene.find(e.old)
        if s is None:
            return None
        new_value = int(e.new[1])
        delta = new_value - int(e.old[1])
        text = f"{delta:+d}" if e.kind == "nudge-white" else f"→ {new_value}"
        return _turn_die(scene, s, new_value, text)

    scene.animator.add(Later(make))


def _turn_die(scene: TakeItDiceScene, s: DieSprite, value: int, text: str) -> Tween:
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
        scene.popups.append(Popup(text, (s.x, s.y - 50), theme.GOLD_LIGHT, 48, 1.1, rise=50.0))
        scene.services.sounds.impact("die_wood", 400.0, scene.pan(s.x))

    def done() -> None:
        s.set_value(value)
        s.squash, s.z = 1.0, 0.0
        scene.services.sounds.impact("die_wood", 250.0, scene.pan(s.x))

    return Tween(0.5, apply, lambda t: t, on_start=start, on_done=done)


def on_dice_swapped(scene: TakeItDiceScene, e: ev.DiceSwapped, step: StepMotion) -> None:
    def make() -> Any:
        w = scene.find(e.white_old)
        b = scene.find(e.black_old, exclude={w.ident} if w else set())
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
            scene.ghosts.extend([ga, gb])
            scene.services.sounds.play("card_flip")

        def done() -> None:
            w.set_value(wv)
            b.set_value(bv)
            for s in (w, b):
                s.squash, s.z = 1.0, 0.0
            scene.ghosts = []
            scene.services.sounds.impact("die_die", 400.0, scene.pan(w.x))

        return Tween(0.7, apply, lambda t: t, on_start=start, on_done=done)

    scene.animator.add(Later(make))


def on_dice_rerolled(scene: TakeItDiceScene, e: ev.DiceRerolled, step: StepMotion) -> None:
    """Cupped dice are kicked back into the tumble; a thrown-back die flies at its target and
    knocks it."""
    knock: dict[str, Any] = {}

    def start() -> None:
        used: set[int] = set()
        if e.kind == "throw-back":
            (own_old, own_new), *rest = e.changes
            own = scene.find(own_old, used, lifted=True)
            if own is None:
                spot = layout.entry_for(scene.seat_rects()[e.player])
                own = DieSprite(own_old[0], int(own_old[1]), *spot)
                scene.tray.append(own)
            used.add(own.ident)
            own.value = int(own_new[1])
            target = None
            if rest:
                target = scene.find(rest[0][0], used, lifted=True)
                if target is not None:
                    used.add(target.ident)
                    target.value = int(rest[0][1][1])
            goal = target.pos if target is not None else layout.TRAY.center
            dx, dy = goal[0] - own.x, goal[1] - own.y
            dist = math.hypot(dx, dy) or 1.0
            speed = 1350.0
            scene.world.add(own.ident, layout.HALF, own.pos, (dx / dist * speed, dy / dist * speed),
                            spin=scene.rng.choice((-1, 1)) * 12, z=max(own.z, 30.0), vz=260.0)
            knock.update(own=own, target=target, done=False)
            return
        for old, new in e.changes:
            s = scene.find(old, used, lifted=True)
            if s is None:
                spot = free_spot([d.pos for d in scene.tray], scene.rng)
                s = DieSprite(old[0], int(old[1]), *spot)
                scene.tray.append(s)
                scene.world.place(s.ident, layout.HALF, s.pos)
            used.add(s.ident)
            s.value = int(new[1])
            s.lifted = False
            a = scene.rng.uniform(0, math.tau)
            v = scene.rng.uniform(380, 650)
            scene.world.kick(s.ident, (math.cos(a) * v, math.sin(a) * v),
                             spin=scene.rng.choice((-1, 1)) * scene.rng.uniform(8, 14), vz=380.0)
        scene.services.sounds.impact("die_wood", 800.0, 0.0)

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
            scene.world.kick(target.ident, (dx / dist * 700, dy / dist * 700), spin=10.0, vz=300.0)
            scene.shake = 0.6
            scene.services.sounds.impact("die_die", 1500.0, scene.pan(target.x))

    scene.animator.add(Settle(scene.world, start, watch))
    scene.animator.add(Wait(0.1))
