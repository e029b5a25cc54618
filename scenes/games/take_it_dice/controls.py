"""A person's input on their turn: the Throw button or a flick across the tray, a tap (or keys,
or the gamepad through the focus group) on a die to take it, Pass, an action card and then its
arguments on the tray (guided by `Chooser`), and what to discard at the round's end. Every move
ends in `scene.submit(player, action)`; what is legal comes only from the core."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.take_it_dice.cards import ACTION_CARDS
from game.take_it_dice.state import Discard, Keep, Pass, Play, Split, State, Stop, Take
from scenes.games.take_it_dice import layout
from scenes.games.take_it_dice.choose import Chooser
from scenes.games.take_it_dice.palette_words import ptr
from scenes.games.take_it_dice.pieces import DieSprite
from scenes.games.take_it_dice.widgets import CardWidget, DieWidget, FaceButton
from scenes.shell import input as ui
from scenes.table.input_words import said
from scenes.ui.text import tr
from scenes.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from scenes.games.take_it_dice.scene import TakeItDiceScene

P = "take_it_dice."
DRAG_MIN = 30  # px a pointer must travel in the tray before a press counts as a fling
PICK_RADIUS = 58  # a tap this close to a die's centre picks it (a 116 px target)


# ------------------------------------------------------------ the buttons of a turn


def start_turn(scene: TakeItDiceScene, player: int) -> None:
    scene.chooser = None
    scene.selected_card = None
    scene.gesture = None
    refresh(scene, player)


def refresh(scene: TakeItDiceScene, player: int | None = None) -> None:
    """Build the buttons and pressable pieces for what the person may do now."""
    if player is None:
        player = scene.human_to_act()
    if player is None:
        scene.buttons = []
        scene.ui.set([])
        return
    state = scene.match.state
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
        focus = button(tr(P + "throw"), lambda: throw(scene, None))
    elif state.phase == "split":
        # First edition: this seat chooses its own hand of five (task + action cards).
        for c in (4, 3, 5, 2, 1, 0):
            b = button(tr(P + "split_choice", c=c, a=5 - c),
                       lambda c=c: _decide(scene, player, Split(c)), "primary" if c == 4 else "secondary", 76)
            focus = focus or b
    elif state.phase == "discard":
        if scene.selected_card is not None:
            focus = button(tr(P + "discard_it"),
                           lambda: _decide(scene, player, Discard(scene.selected_card)), "danger")
        keep = button(tr(P + "keep"), lambda: _decide(scene, player, Keep()), "secondary")
        focus = focus or keep
        for card, rect in _hand_rects(scene, state, player):
            widgets.append(CardWidget(card, rect, lambda c=card: _pick_card(scene, player, c)))
    elif state.phase == "turn":
        ch = scene.chooser
        if ch is None:
            for s in sorted(scene.tray, key=lambda d: (d.y // 80, d.x)):
                widgets.append(DieWidget(s, lambda s=s: tap_die(scene, player, s)))
            if state.second_take and Stop() in scene.module.legal_actions(state, player):
                focus = button(tr(P + "stop"), lambda: _decide(scene, player, Stop()), "secondary")
            if not state.second_take:
                button(tr(P + "pass"), lambda: _decide(scene, player, Pass()), "secondary")
                for card, rect in _hand_rects(scene, state, player):
                    if card in ACTION_CARDS:
                        widgets.append(CardWidget(card, rect, lambda c=card: _pick_card(scene, player, c)))
        else:
            _chooser_widgets(scene, player, ch, widgets)
            done = ch.ready()
            if ch.kind == "reroll-some" and done is not None:
                focus = button(tr(P + "reroll_n", n=len(done.dice)), lambda: _play(scene, player))
            if ch.stage == "confirm":
                focus = button(tr(P + "play_it"), lambda: _play(scene, player))
            if ch.stage == "at":
                button(tr(P + "no_target"), lambda: _no_target(scene, player), "secondary")
            if ch.stage == "to":
                faces = ch.faces_to()
                picked_kind = ch.picked[0][1][0] if ch.picked else "B"
                for k, f in enumerate(faces):
                    rect = pygame.Rect(col.x + (k % 3) * 108, y + (k // 3) * 106, 96, 96)
                    fb = FaceButton(rect, picked_kind, f, scene.theme_name, scene.symbols,
                                    lambda f=f: _choose_to(scene, player, f))
                    buttons.append(fb)
                    focus = focus or fb
                y += ((len(faces) + 2) // 3) * 106 + 6
            button(tr(P + "cancel") if not ch.picked else tr(P + "back"),
                   lambda: _back(scene, player), "secondary", 96)
    scene.buttons = buttons
    all_widgets = widgets + buttons
    if focus is None and scene.ui.focus in all_widgets:
        focus = scene.ui.focus
    if focus is None:
        live = [w for w in all_widgets if isinstance(w, DieWidget)] or all_widgets
        focus = live[0] if live else None
    scene.ui.set(all_widgets, focus=focus)


def _chooser_widgets(scene: TakeItDiceScene, player: int, ch: Chooser, widgets: list[Widget]) -> None:
    if ch.stage in ("dice", "at"):
        for s in sorted(scene.tray, key=lambda d: (d.y // 80, d.x)):
            if ch.can_pick_tray(s.ident, s.die):
                widgets.append(DieWidget(s, lambda s=s: tap_die(scene, player, s)))
    if ch.stage == "own":
        for s in scene.strips[player]:
            if ch.can_pick_own(s.die):
                widgets.append(DieWidget(s, lambda s=s: _tap_own(scene, player, s)))


def _hand_rects(scene: TakeItDiceScene, state: State, seat: int) -> list[tuple[str, pygame.Rect]]:
    if scene.viewer() != seat:
        return []
    cards = scene.hand_cards(state, seat)
    return list(zip(cards, layout.hand_spots(len(cards)), strict=True))


def prompt(scene: TakeItDiceScene) -> tuple[str, bool]:
    """What the controls panel says now, and whether it speaks to the person at the screen."""
    human = scene.human_to_act()
    state = scene.match.state
    if scene.animator.busy or scene.finished or scene.handover_to is not None:
        return "", False
    if human is None:
        if state.phase == "cast":
            return tr(P + "wait_throw", name=scene.seats[state.starter]["name"]), False
        if state.phase == "turn":
            return tr(P + "turn_of", name=scene.seats[state.turn]["name"]), False
        if state.phase == "discard":
            return tr(P + "discard_wait", name=scene.seats[state.turn]["name"]), False
        if state.phase == "split":
            return tr(P + "split_wait", name=scene.seats[state.turn]["name"]), False
        return "", False
    if state.phase == "cast":
        return tr(P + "throw_prompt"), True
    if state.phase == "discard":
        return tr(P + "discard_prompt"), True
    if state.phase == "split":
        return tr(P + "split_prompt"), True
    ch = scene.chooser
    if ch is not None:
        if ch.stage == "confirm":
            return tr(P + "choose.confirm", title=ptr(P + "kind." + ch.kind)), True
        if ch.stage in ("to", "at"):
            return ptr(P + f"choose.{ch.kind}.{ch.stage}"), True
        return ptr(P + "choose." + ch.kind), True
    if state.second_take:
        return tr(P + ("second_or_stop" if state.options.edition == "first" else "second_take")), True
    legal = scene.module.legal_actions(state, human)
    if any(isinstance(a, Play) for a in legal):
        return said(scene, P + "your_turn"), True
    return said(scene, P + "your_turn_no_card"), True


# ------------------------------------------------------------ moves


def throw(scene: TakeItDiceScene, gesture: dict[str, Any] | None) -> None:
    """The person's cast: chance moves now, the dice flying as the flick (or a plan) says."""
    player = scene.human_to_act()
    state = scene.match.state
    if player is None or state.phase != "cast":
        return
    if gesture is None:
        entry, direction, speed = scene.throw_plan(player)
    else:
        entry, direction, speed = gesture["entry"], gesture["direction"], gesture["speed"]
    scene.pending_throw = {"entry": entry, "direction": direction, "speed": speed}
    scene.buttons = []
    scene.ui.set([])
    if not scene.chance_now():  # refused (a lesson's note first): the throw's buttons come back
        scene.pending_throw = None
        scene.turn_started(player)


def _decide(scene: TakeItDiceScene, player: int, action: Any) -> None:
    if scene.submit(player, action):
        _end_turn_ui(scene)


def _end_turn_ui(scene: TakeItDiceScene) -> None:
    scene.chooser = None
    scene.selected_card = None
    scene.buttons = []
    scene.ui.set([])


def tap_die(scene: TakeItDiceScene, player: int, s: DieSprite) -> None:
    """A tray die pressed: taken at once, or picked for the chosen card."""
    ch = scene.chooser
    if ch is None:
        scene.picked_ident = s.ident
        if not scene.submit(player, Take(s.die)):
            scene.picked_ident = None
        else:
            _end_turn_ui(scene)
        return
    if not ch.can_pick_tray(s.ident, s.die):
        scene.say(tr(P + "not_your_die"))
        return
    ch.pick_tray(s.ident, s.die)
    scene.services.sounds.play("ui_click")
    _after_choice(scene, player)


def lay_own_dice(scene: TakeItDiceScene) -> None:
    """While a person must pick one of their own dice (throw back), their dice leave the small
    strip and lie big and apart under it (tap targets of 72 px); afterwards they go back."""
    if scene.animator.busy:
        return
    human = scene.human_to_act()
    ch = scene.chooser
    want = human if human is not None and human >= 0 and ch is not None and ch.stage == "own" else None
    if want == scene.own_big:
        return
    rects = scene.seat_rects()
    if scene.own_big is not None and scene.own_big < len(scene.strips):
        strip = scene.strips[scene.own_big]
        spots, size = layout.strip_spots(rects[scene.own_big], len(strip))
        for d, (x, y) in zip(strip, spots, strict=True):
            d.x, d.y, d.size = x, y, size
    if want is not None:
        strip = scene.strips[want]
        for d, (x, y) in zip(strip, layout.own_pick_spots(rects[want], len(strip)), strict=True):
            d.x, d.y, d.size = x, y, layout.PICK_DIE
    scene.own_big = want


def _tap_own(scene: TakeItDiceScene, player: int, s: DieSprite) -> None:
    ch = scene.chooser
    if ch is None or not ch.can_pick_own(s.die):
        scene.say(tr(P + "not_your_die"))
        return
    ch.pick_own(s.ident, s.die)
    scene.services.sounds.play("ui_click")
    _after_choice(scene, player)


def _no_target(scene: TakeItDiceScene, player: int) -> None:
    if scene.chooser is not None:
        scene.chooser.no_target()
        _after_choice(scene, player)


def _choose_to(scene: TakeItDiceScene, player: int, face: int) -> None:
    if scene.chooser is not None:
        scene.chooser.choose_to(face)
        _after_choice(scene, player)


def _after_choice(scene: TakeItDiceScene, player: int) -> None:
    ch = scene.chooser
    if ch is None:
        return
    done = ch.ready()
    if done is not None and ch.kind in ("swap", "throw-back", "fix-black", "nudge-white"):
        _play(scene, player)
        return
    refresh(scene, player)


def _back(scene: TakeItDiceScene, player: int) -> None:
    ch = scene.chooser
    if ch is not None and ch.back():
        refresh(scene, player)
        return
    scene.chooser = None
    refresh(scene, player)


def _play(scene: TakeItDiceScene, player: int) -> None:
    ch = scene.chooser
    if ch is None:
        return
    action = ch.ready()
    if action is None:
        return
    if ch.picked:
        scene.picked_ident = ch.picked[0][0]
    if scene.submit(player, action):
        _end_turn_ui(scene)
    else:
        scene.picked_ident = None


def _pick_card(scene: TakeItDiceScene, player: int, card: str) -> None:
    state = scene.match.state
    if state.phase == "discard":
        scene.selected_card = None if scene.selected_card == card else card
        scene.services.sounds.play("ui_click")
        refresh(scene, player)
        return
    if card not in ACTION_CARDS:
        return
    legal = scene.module.legal_actions(state, player)
    options = [a for a in legal if isinstance(a, Play) and a.card == card]
    if not options:
        if any(isinstance(a, Play) for a in legal):
            scene.say(tr(P + "card_cannot"))
        else:
            scene.submit(player, Play(card))  # the core says why no card may be played now
        return
    scene.chooser = Chooser(card, ACTION_CARDS[card], options)
    scene.services.sounds.play("card_slide")
    refresh(scene, player)


# ------------------------------------------------------------ pointer, keys, gamepad


def handle(scene: TakeItDiceScene, event: ui.UIEvent, player: int) -> None:
    state = scene.match.state
    if state.phase == "cast" and _throw_gesture(scene, event):
        return
    if event.kind in (ui.POINTER_DOWN, ui.POINTER_UP) and event.pos and _dice_pointer(scene, event, player):
        return
    if event.kind == ui.BACK and scene.chooser is not None:
        _back(scene, player)
        return
    scene.ui.handle(event)


def _dice_pointer(scene: TakeItDiceScene, event: ui.UIEvent, player: int) -> bool:
    """A tap near a die picks it (nearest centre wins, so close dice never steal taps)."""
    if scene.match.state.phase != "turn":
        return False
    if any(w.rect.collidepoint(event.pos) for w in scene.buttons):
        return False
    candidates: list[tuple[DieSprite, bool]] = [(s, False) for s in scene.tray]
    if scene.chooser is not None and scene.chooser.stage == "own":
        candidates += [(s, True) for s in scene.strips[player]]
    best, best_d = None, float(PICK_RADIUS)
    for s, own in candidates:
        d = math.dist(event.pos, s.pos)
        if d < best_d:
            best, best_d = (s, own), d
    if event.kind == ui.POINTER_DOWN:
        scene.pressed_die = best[0] if best else None
        return best is not None
    pressed, scene.pressed_die = scene.pressed_die, None
    if best is None or pressed is not best[0]:
        return pressed is not None
    s, own = best
    if own:
        _tap_own(scene, player, s)
    else:
        tap_die(scene, player, s)
    return True


def _throw_gesture(scene: TakeItDiceScene, event: ui.UIEvent) -> bool:
    """Press in the tray, drag and let go: the dice fly from there, as fast as the flick."""
    if event.kind == ui.POINTER_DOWN and event.pos and layout.TRAY.collidepoint(event.pos):
        scene.gesture = {"start": event.pos, "samples": [(scene.time, event.pos)], "pos": event.pos}
        return True
    if scene.gesture is None:
        return False
    if event.kind == ui.POINTER_MOVE and event.pos:
        scene.gesture["pos"] = event.pos
        scene.gesture["samples"].append((scene.time, event.pos))
        scene.gesture["samples"] = scene.gesture["samples"][-8:]
        return True
    if event.kind == ui.POINTER_UP and event.pos:
        g, scene.gesture = scene.gesture, None
        g["samples"].append((scene.time, event.pos))
        start = g["start"]
        dx, dy = event.pos[0] - start[0], event.pos[1] - start[1]
        if math.hypot(dx, dy) < DRAG_MIN:
            scene.say(tr(P + "throw_prompt"))
            return True
        t0, p0 = g["samples"][0]
        for t, p in g["samples"]:
            if scene.time - t <= 0.12:
                t0, p0 = t, p
                break
        elapsed = max(1 / 60, scene.time - t0)
        vx, vy = (event.pos[0] - p0[0]) / elapsed, (event.pos[1] - p0[1]) / elapsed
        speed = math.hypot(vx, vy)
        if speed < 1.0:
            vx, vy, speed = dx, dy, 0.0
        left, top, right, bottom = layout.FLOOR
        margin = 130
        entry = (min(max(start[0], left + margin), right - margin),
                 min(max(start[1], top + 40), bottom - 40))
        throw(scene, {"entry": entry, "direction": (vx, vy),
                      "speed": min(1500.0, max(650.0, speed * 1.2))})
        return True
    return False

