"""The round's scoring as motion: the tray is swept, a panel opens over it, each player's dice
fly onto the cards the core's scoring chose (`PlayerScored`), minus chips drop one by one, and
the cards flip away to the seat's score pile."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.take_it_dice import events as ev
from scenes.games.take_it_dice import layout
from scenes.games.take_it_dice.hud import ScoreStage
from scenes.games.take_it_dice.pieces import DieSprite, fly
from scenes.ui.text import tr
from sprites.anim import Call, Later, Parallel, Sequence, Tween, Wait, ease_out_cubic

if TYPE_CHECKING:
    from scenes.games.take_it_dice.motion import StepMotion
    from scenes.games.take_it_dice.scene import TakeItDiceScene

P = "take_it_dice."


def on_player_scored(scene: TakeItDiceScene, e: ev.PlayerScored, step: StepMotion) -> None:
    first = step.first_score
    step.first_score = False

    def make() -> Any:
        items: list[Any] = []
        if first and scene.tray:
            items.append(_sweep_tray(scene))
        stage = ScoreStage(e.player, scene.seats[e.player]["name"], list(e.placements), e.unused,
                           [tr(P + "reason." + r, n=n) for r, n in e.minus_reasons],
                           e.points, e.minus, e.total)
        _layout_stage(stage)
        flights: list[Any] = []
        pool = list(scene.strips[e.player])
        for k, (_, _, _, on_card) in enumerate(stage.cards):
            rect = stage.card_rects[k]
            for j, d in enumerate(on_card):
                s = next((x for x in pool if x.die == d), None)
                if s is None:
                    continue
                pool.remove(s)
                goal = (rect.x + 26 + (j % 4) * 46, rect.bottom + 32 + (j // 4) * 44)
                flights.append(fly(s, goal, 0.4, size=38, lift=70, delay=0.03 * len(flights),
                                   on_start=lambda x=s: _to_stage(scene, x, e.player)))
        ux, uy = stage.unused_spot
        for j, d in enumerate(e.unused):
            s = next((x for x in pool if x.die == d), None)
            if s is None:
                continue
            pool.remove(s)
            goal = (ux + (j % 5) * 44, uy + (j // 5) * 44)
            flights.append(fly(s, goal, 0.4, size=38, lift=50, delay=0.03 * len(flights),
                               on_start=lambda x=s: _to_stage(scene, x, e.player)))

        def show() -> None:
            scene.stage = stage
            scene.stage_dice = []

        chips = [Sequence([Call(lambda: _chip(scene, stage)), Wait(0.1)]) for _ in range(min(stage.minus, 10))]

        def flip(t: float) -> None:
            stage.flips = [t] * len(stage.cards)
            for s in scene.stage_dice:
                s.alpha = round(255 * (1 - t))

        def gone() -> None:
            scene.stage = None
            scene.stage_dice = []
            for s in list(scene.strips[e.player]):
                if s.alpha == 0:
                    scene.strips[e.player].remove(s)

        items += [Tween(0.2, lambda t: setattr(stage, "appear", t), ease_out_cubic, on_start=show),
                  Parallel(flights) if flights else Wait(0.1), *chips, Wait(0.45),
                  Tween(0.4, flip, ease_out_cubic,
                        on_start=lambda: scene.services.sounds.play("card_flip") if stage.cards else None),
                  Call(gone)]
        return Sequence(items)

    scene.animator.add(Later(make))


def _to_stage(scene: TakeItDiceScene, s: DieSprite, seat: int) -> None:
    if s in scene.strips[seat]:
        scene.strips[seat].remove(s)
    scene.stage_dice.append(s)


def _chip(scene: TakeItDiceScene, stage: ScoreStage) -> None:
    stage.chips_shown += 1
    scene.services.sounds.impact("chip_drop", 500.0, 0.0)


def _sweep_tray(scene: TakeItDiceScene) -> Any:
    dice_left = list(scene.tray)

    def fade(t: float) -> None:
        for s in dice_left:
            s.alpha = round(255 * (1 - t))
            s.z = 20 * t

    def gone() -> None:
        for s in dice_left:
            scene.world.remove(s.ident)
            if s in scene.tray:
                scene.tray.remove(s)

    return Tween(0.3, fade, ease_out_cubic, on_done=gone)


def _layout_stage(stage: ScoreStage) -> None:
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
