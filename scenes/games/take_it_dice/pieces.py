"""Pieces on the table and the motions made of them: dice (in the tray, flying, on the seats'
strips), floating cards, and the throw that hands dice to the physics tray until they rest."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from scenes.games.take_it_dice import layout
from sprites.anim import Tween, arc_point, carry, ease_in_out_cubic
from sprites.dice_physics import DiceTray, throw_starts

_ids = itertools.count(1)


@dataclass
class DieSprite:
    """One die as drawn. `value` is the core's face; `face` is what shows (differs mid-tumble)."""

    kind: str
    value: int
    x: float = 0.0
    y: float = 0.0
    z: float = 0.0
    angle: float = 0.0
    size: float = layout.DIE
    alpha: int = 255
    squash: float = 1.0  # 1: flat face; towards 0: mid-turn (fix, nudge, swap)
    face: int = 0
    lifted: bool = False  # cupped by an action card, about to be cast again
    ident: int = field(default_factory=lambda: next(_ids))

    def __post_init__(self) -> None:
        if not self.face:
            self.face = self.value

    @property
    def die(self) -> str:
        return f"{self.kind}{self.value}"

    @property
    def pos(self) -> tuple[float, float]:
        return (self.x, self.y)

    def set_value(self, value: int) -> None:
        self.value = value
        self.face = value

    def rect(self, pad: int = 0) -> pygame.Rect:
        r = pygame.Rect(0, 0, round(self.size) + 2 * pad, round(self.size) + 2 * pad)
        r.center = (round(self.x), round(self.y))
        return r


@dataclass
class CardSprite:
    """A card in motion (dealt, played, scored): its picture, place, scale, and flip."""

    image: pygame.Surface
    x: float
    y: float
    scale: float = 1.0
    flip: float = 0.0  # 0 face up .. 1 face down (the back shows past the middle)
    back: pygame.Surface | None = None
    alpha: int = 255


def fly(die: DieSprite, goal: tuple[float, float], duration: float = 0.4, size: float | None = None,
        lift: float = 60.0, delay: float = 0.0, on_start: Callable[[], None] | None = None,
        on_done: Callable[[], None] | None = None, square: bool = True) -> Tween:
    """A die lifted and carried across the table on a small arc, landing square."""
    return carry(die, goal, duration, size_attr="size", size=size, lift=lift, delay=delay, square=square,
                 on_start=on_start, on_done=on_done)


def move_card(card: CardSprite, goal: tuple[float, float], duration: float = 0.35,
              scale: float | None = None, delay: float = 0.0, lift: float = 0.0,
              on_start: Callable[[], None] | None = None,
              on_done: Callable[[], None] | None = None) -> Tween:
    start: dict[str, object] = {}

    def capture() -> None:
        if on_start:
            on_start()
        start.update(pos=(card.x, card.y), scale=card.scale)

    def apply(t: float) -> None:
        a = start["pos"]
        card.x, card.y = arc_point(a, goal, t, lift)  # type: ignore[arg-type]
        if scale is not None:
            card.scale = float(start["scale"]) + (scale - float(start["scale"])) * t  # type: ignore[arg-type]

    return Tween(duration, apply, ease_in_out_cubic, delay, on_start=capture, on_done=on_done)


class Settle:
    """Waits while the tray's dice tumble (the world is stepped by the scene's `tick`).

    `start` hands dice to the world (a throw, a reroll, a throw-back); the motion is over when
    every die rests. A skip tidies the tray at once: every die square, inside and apart.
    """

    def __init__(self, world: DiceTray, start: Callable[[], None],
                 watch: Callable[[float], None] | None = None, timeout: float = 3.0) -> None:
        self.world = world
        self.start = start
        self.watch = watch
        self.started = False
        self.done = False
        self.elapsed = 0.0
        self.timeout = timeout

    def update(self, dt: float) -> bool:
        if self.done:
            return True
        if not self.started:
            self.started = True
            self.start()
            return False
        self.elapsed += dt
        if self.watch:
            self.watch(self.elapsed)
        if not self.world.busy or self.elapsed > self.timeout:
            self.finish()
        return self.done

    def finish(self) -> None:
        if self.done:
            return
        if not self.started:
            self.started = True
            self.start()
        if self.watch:
            self.watch(99.0)
        if self.world.busy:
            self.world.tidy()
        self.done = True


def cast_into(world: DiceTray, sprites: list[DieSprite], entry: tuple[float, float],
              direction: tuple[float, float], speed: float, rng: random.Random) -> None:
    """Fling dice into the tray from `entry` towards `direction`."""
    starts = throw_starts(len(sprites), entry, direction, speed, rng, layout.HALF)
    for sprite, st in zip(sprites, starts, strict=True):
        world.add(sprite.ident, layout.HALF, **st)  # type: ignore[arg-type]
        sprite.x, sprite.y = st["pos"]  # type: ignore[misc]
        sprite.z = float(st["z"])  # type: ignore[arg-type]
        sprite.size = layout.DIE


def free_spot(taken: list[tuple[float, float]], rng: random.Random) -> tuple[float, float]:
    """A place on the tray floor away from the dice already there (for dice placed, not cast)."""
    left, top, right, bottom = layout.FLOOR
    h = layout.HALF + 6
    best, best_d = (left + h, top + h), -1.0
    for _ in range(80):
        p = (rng.uniform(left + h, right - h), rng.uniform(top + h, bottom - h))
        d = min((max(abs(p[0] - q[0]), abs(p[1] - q[1])) for q in taken), default=1e9)
        if d > 2 * h + 8:
            return p
        if d > best_d:
            best, best_d = p, d
    return best
