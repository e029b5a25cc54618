"""How each resolved Pyramid Power event moves on the table, and the table that says which.

`ANIMATIONS` maps every animated event class to its `on_<event>(scene, event, step)` function;
`LOG_ONLY` lists the events that only reach the log. The functions queue motion on the scene's
animator and change the scene's shown model (`scene.disp`) as tiles land; they decide nothing.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.pyramid_power import Placed
from game.pyramid_power import events as ev
from game.pyramid_power.board import sides_of
from game.pyramid_power.grid import points_up
from game.pyramid_power.tiles import TILE_POINTS
from scenes.games.pyramid_power import layout as L
from scenes.games.pyramid_power.effects import Flyer
from scenes.table.popup_place import clear_of
from scenes.ui import theme
from scenes.ui.effects import Popup
from scenes.ui.text import tr, trn
from sprites.anim import Call, Parallel, Sequence, Tween, Wait, ease_in_out_cubic, ease_out_back, ease_out_cubic, linear

if TYPE_CHECKING:
    from scenes.games.pyramid_power.scene import PyramidPowerScene

Point = tuple[float, float]
Launch = tuple[Point, float]  # where a person let go of a tile, and its size there


@dataclass(frozen=True)
class StepMotion:
    """What the motion of one resolved step may need beyond its event."""

    after: Any              # the state after the step (the deal looks at whose turn it is)
    launch: Launch | None   # a tile dropped by a person flies on from where it was let go


# ------------------------------------------------------------------ shared pieces


def fly_in(scene: PyramidPowerScene, tile: str, target: Callable[[], Point], size: float, up: bool,
           duration: float, delay: float, on_land: Callable[[], None], flip: bool = True) -> Sequence:
    """A tile from the supply, turning face up on the way, to `target()` (a point)."""
    sides = sides_of(tile, 0)
    flyer = Flyer(sides, TILE_POINTS[tile], up, L.supply_centre(), 104, face_down=flip)
    start = L.supply_centre()

    def begin() -> None:
        scene.flyers.append(flyer)

    def move(t: float) -> None:
        tx, ty = target()
        flyer.pos = (start[0] + (tx - start[0]) * t, start[1] + (ty - start[1]) * t - 60 * math.sin(math.pi * t))
        flyer.size = 104 + (size - 104) * t
        if flip:
            flyer.flip = abs(math.cos(math.pi * t))
            flyer.face_down = t < 0.5
        flyer.lift = 1 - t

    def land() -> None:
        if flyer in scene.flyers:
            scene.flyers.remove(flyer)
        on_land()

    return Sequence([Wait(delay), Call(begin), Tween(duration, move, ease_in_out_cubic), Call(land)])


def popup(scene: PyramidPowerScene, text: str, pos: Point, size: int, colour: tuple[int, int, int],
          detail: str = "", rise: float = 60.0, life: float = 1.1, backed: bool = False) -> None:
    """A shared pop-up, aged by the animator's background (so a skip clears it, as motion)."""
    shown = Popup(text, pos, colour, size=size, life=life, detail=detail, plate=backed, rise=rise)
    seats = [*scene.seat_rects(), *([scene.log_strip.rect] if scene.log_strip.rect is not None else [])]
    scene.popups.append(clear_of(shown, seats))  # never over a seat's name or score, nor the log

    def age(t: float) -> None:
        shown.time = t * life

    def done() -> None:
        if shown in scene.popups:
            scene.popups.remove(shown)

    scene.animator.add_background(Tween(life, age, linear, on_done=done))


# ------------------------------------------------------------------ one function per event


def on_dealt(scene: PyramidPowerScene, event: ev.Dealt, step: StepMotion) -> None:
    scene.disp.supply = event.supply_left + 1
    for hand in scene.disp.hands:
        hand.clear()
    rects = scene.seat_rects()
    items = []
    order = [(p, h[i]) for i in range(max(len(h) for h in event.hands))
             for p, h in enumerate(event.hands) if i < len(h)]
    for k, (p, tile) in enumerate(order):
        hand = event.hands[p]
        index = hand.index(tile)
        if p == step.after.current:
            target = _big_target(len(hand), index)
            size, up = L.BIG, True
        else:
            x, y, up = L.strip_slots(rects[p], len(hand))[index]
            target = _fixed_target((x, y))
            size = L.SMALL
        items.append(fly_in(scene, tile, target, size, up, 0.34, 0.05 * k, _dealt_arrival(scene, p, tile, target)))
    scene.animator.add(Parallel(items))


def _big_target(count: int, index: int) -> Callable[[], Point]:
    return lambda: L.big_slots(count)[index]


def _fixed_target(point: Point) -> Callable[[], Point]:
    return lambda: point


def _dealt_arrival(scene: PyramidPowerScene, p: int, tile: str, target: Callable[[], Point]) -> Callable[[], None]:
    def arrive() -> None:
        scene.disp.hands[p] = sorted([*scene.disp.hands[p], tile])
        if p == scene.disp.current:
            scene.big_pos[tile] = list(target())
        scene.services.sounds.play("card_slide", volume=0.35)
    return arrive


def on_start_turned(scene: PyramidPowerScene, event: ev.StartTurned, step: StepMotion) -> None:
    def target() -> Point:
        return scene.cam.cell_screen(event.cell)

    def land() -> None:
        scene.disp.board = [Placed(event.cell, event.tile, event.turn)]
        scene.services.sounds.play("tile_snap")
        scene.flash[event.cell] = 1.0

    scene.animator.add(fly_in(scene, event.tile, target, scene.draw_size, points_up(event.cell), 0.45, 0.1, land))
    scene.animator.add(Wait(0.2))


def on_tile_placed(scene: PyramidPowerScene, event: ev.TilePlaced, step: StepMotion) -> None:
    launch = step.launch
    up = points_up(event.cell)
    flyer = Flyer("".join(event.sides), TILE_POINTS[event.tile], up, (0.0, 0.0), L.BIG)
    holder: dict[str, Any] = {}

    def begin() -> None:
        origin = launch or scene.tile_origin(event.player, event.tile)
        holder["from"], holder["size"] = origin
        flyer.pos, flyer.size = origin
        hand = scene.disp.hands[event.player]
        if event.tile in hand:
            hand.remove(event.tile)
        scene.big_pos.pop(event.tile, None)
        scene.flyers.append(flyer)

    def move(t: float) -> None:
        sx, sy = holder["from"]
        tx, ty = scene.cam.cell_screen(event.cell)
        lift = 0 if launch else 40
        flyer.pos = (sx + (tx - sx) * t, sy + (ty - sy) * t - lift * math.sin(math.pi * t))
        flyer.size = holder["size"] + (scene.draw_size - holder["size"]) * t

    def settle(t: float) -> None:
        flyer.pos = scene.cam.cell_screen(event.cell)
        flyer.size = scene.draw_size
        flyer.scale = 1.14 + (1.0 - 1.14) * t
        flyer.lift = max(0.0, 1 - t)

    def land() -> None:
        if flyer in scene.flyers:
            scene.flyers.remove(flyer)
        scene.disp.board.append(Placed(event.cell, event.tile, event.turn))
        scene.disp.scores[event.player] = event.score
        if event.from_draw:
            scene.disp.drawn = None
        scene.services.sounds.play("tile_snap")
        _score_popups(scene, event)
        scene.recentre()  # auto-zoom: the board keeps filling the free space as it grows

    distance = 0.42 if launch is None else 0.22
    scene.animator.add(Sequence([Call(begin), Tween(distance, move, ease_in_out_cubic),
                                 Tween(0.2, settle, ease_out_back), Call(land), Wait(0.25)]))


def _score_popups(scene: PyramidPowerScene, event: ev.TilePlaced) -> None:
    x, y = scene.cam.cell_screen(event.cell)
    detail = ""
    if event.scored_touching:
        detail = " ".join([f"+{event.own_points}", *(f"+{p}" for _, _, p in event.touching)])
        for cell, _, pts in event.touching:
            scene.flash[cell] = 1.0
            nx, ny = scene.cam.cell_screen(cell)
            popup(scene, f"+{pts}", (nx, ny - 10), 34, theme.GOLD_LIGHT, rise=30, life=1.0)
    scene.flash[event.cell] = 1.0
    colour = theme.GOLD if event.scored_touching else theme.CREAM
    popup(scene, f"+{event.points}", (x, y - 30), 60, colour, detail=detail, life=1.3)


def on_draw_chosen(scene: PyramidPowerScene, event: ev.DrawChosen, step: StepMotion) -> None:
    def pulse() -> None:
        scene.services.sounds.play("bag_rustle")
        scene.animator.add_background(Tween(0.35, lambda t: setattr(scene, "supply_pulse", math.sin(math.pi * t)),
                                            ease_out_cubic))

    scene.animator.add(Sequence([Call(pulse), Wait(0.2)]))


def on_tile_drawn(scene: PyramidPowerScene, event: ev.TileDrawn, step: StepMotion) -> None:
    name = scene.seats[event.player]["name"]
    key = "pyramid_power.drawn_must" if event.must_place else "pyramid_power.drawn_keep"
    show = (L.TRAY.centerx, L.TRAY.y - 120)
    flyer_holder: dict[str, Flyer] = {}

    def arrive_show() -> None:
        flyer = Flyer(sides_of(event.tile, 0), TILE_POINTS[event.tile], True, show, 150)
        flyer.lift = 1.0
        flyer_holder["f"] = flyer
        scene.flyers.append(flyer)
        scene.notice = tr(key, name=name)
        scene.notice_time = 2.6

    def into_hand() -> None:
        flyer = flyer_holder.get("f")
        if flyer in scene.flyers:
            scene.flyers.remove(flyer)
        scene.disp.hands[event.player] = sorted([*scene.disp.hands[event.player], event.tile])
        scene.disp.supply = event.supply_left
        if event.must_place:
            scene.disp.drawn = event.tile
        if event.player == scene.disp.current:
            scene.big_pos[event.tile] = [float(show[0]), float(show[1])]

    def drop_count() -> None:
        scene.disp.supply = event.supply_left

    fly = fly_in(scene, event.tile, lambda: show, 150, True, 0.45, 0.0, arrive_show)
    scene.animator.add(Sequence([Call(drop_count), fly, Wait(0.9), Call(into_hand), Wait(0.2)]))


def on_hand_refilled(scene: PyramidPowerScene, event: ev.HandRefilled, step: StepMotion) -> None:
    p = event.player

    def target() -> Point:
        hand = sorted([*scene.disp.hands[p], event.tile])
        return L.big_slots(len(hand))[hand.index(event.tile)]

    def arrive() -> None:
        scene.disp.hands[p] = sorted([*scene.disp.hands[p], event.tile])
        scene.big_pos[event.tile] = list(target())
        scene.services.sounds.play("card_slide", volume=0.4)

    def count() -> None:
        scene.disp.supply = event.supply_left

    scene.animator.add(Sequence([Call(count), fly_in(scene, event.tile, target, L.BIG, True, 0.26, 0.0, arrive)]))


def on_turn_passed(scene: PyramidPowerScene, event: ev.TurnPassed, step: StepMotion) -> None:
    def pass_on() -> None:
        scene.disp.current = event.player

    scene.animator.add(Call(pass_on))


def on_game_over(scene: PyramidPowerScene, event: ev.GameOver, step: StepMotion) -> None:
    def show_end() -> None:
        name = scene.seats[event.player]["name"] if event.player < len(scene.seats) else ""
        scene.notice = tr(f"pyramid_power.end.{event.reason}", name=name)
        scene.notice_time = 4.0
        rects = scene.seat_rects()
        for k, bonus in enumerate(event.bonuses):
            rect = rects[bonus.player]
            colour = theme.BLUISH_GREEN if bonus.amount >= 0 else theme.VERMILLION
            if k == 0 or bonus.player != event.bonuses[k - 1].player:
                total = sum(b.amount for b in event.bonuses if b.player == bonus.player)
                popup(scene, f"{total:+d}", (rect.right - 60, rect.bottom + 40), 60, colour, rise=30, life=3.0)
            if len(scene.seats) > 1:
                who = scene.seats[bonus.player]["name"]
                line = tr("pyramid_power.bonus_line", name=who, points=f"{bonus.amount:+d}",
                          why=_bonus_text(scene, bonus))
                popup(scene, line, (L.BOARD.centerx, L.BOARD.y + 130 + 66 * k), 40, colour, rise=10,
                      life=3.4, backed=True)
        scene.disp.scores = list(event.scores)
        scene.services.sounds.play("winner_fanfare" if event.reason != "solitaire_stuck" else "round_chime")
        if len(scene.seats) == 1:
            scene.record_best(event)

    scene.animator.add(Sequence([Call(show_end), Wait(1.4)]))


def _bonus_text(scene: PyramidPowerScene, bonus: ev.Bonus) -> str:
    if bonus.from_player is not None:
        return tr("pyramid_power.bonus.from", name=scene.seats[bonus.from_player]["name"])
    if scene.match.state.end_reason == "supply_empty":
        return tr("pyramid_power.bonus.fewest")
    if bonus.amount >= 0:
        return tr("pyramid_power.bonus.cleared")
    return trn("pyramid_power.bonus.stuck.one", "pyramid_power.bonus.stuck.other", len(bonus.tiles))


# ------------------------------------------------------------------ the table

ANIMATIONS: dict[type, Callable[..., None]] = {
    ev.Dealt: on_dealt,
    ev.StartTurned: on_start_turned,
    ev.TilePlaced: on_tile_placed,
    ev.DrawChosen: on_draw_chosen,
    ev.TileDrawn: on_tile_drawn,
    ev.HandRefilled: on_hand_refilled,
    ev.TurnPassed: on_turn_passed,
    ev.GameOver: on_game_over,
}

LOG_ONLY: frozenset[type] = frozenset({
    ev.TileKept,  # the TileDrawn before it already carried the tile into the hand
})
