"""Pyramids as drawn on the table and the moves made of them: a slide (or arc) across the
felt, and the pop out of the bag's mouth that tumbles to rest under pymunk. Kept apart from
`motion` (which decides which of these each core event gets) because they know nothing of
events or of the scene."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from game.take_it_pyramids import Pyramid
from scenes.games.take_it_pyramids import layout
from sprites import motion_policy, pyramids
from sprites.anim import Tween, arc_point, carry, ease_out_cubic
from sprites.pyramid_physics import TumbleWorld


@dataclass
class Piece:
    """One pyramid as drawn: where its base is, how high it hops, its turn, size and fade."""

    pyr: Pyramid
    look: str
    x: float = 0.0
    y: float = 0.0
    z: float = 0.0
    angle: float = 0.0
    scale: float = 1.0
    alpha: int = 255

    @property
    def pos(self) -> tuple[float, float]:
        return (self.x, self.y)

    def place(self, pos: tuple[float, float], scale: float | None = None) -> None:
        self.x, self.y = pos
        self.z = 0.0
        if scale is not None:
            self.scale = scale


def slide(piece: Piece, goal: tuple[float, float], duration: float = 0.34, scale: float | None = None,
          lift: float = 0.0, delay: float = 0.0, square: bool = False,
          on_start: Callable[[], None] | None = None,
          on_done: Callable[[], None] | None = None) -> Tween:
    """Move a piece across the table (a small arc when `lift` is given)."""
    return carry(piece, goal, duration, size_attr="scale", size=scale, lift=lift, delay=delay, square=square,
                 on_start=on_start, on_done=on_done)


class Tumble:
    """A pyramid pops out of the bag's mouth, lands in the arena and tumbles under pymunk to rest.

    The pop is a short arc (so the piece visibly leaves the mouth); then the body is given to the
    physics world with the arc's momentum; `update` reports done once the body rests. `finish`
    (a skip) takes the body out wherever it is, so nothing waits for physics.
    """

    def __init__(self, piece: Piece, world: TumbleWorld, rng: random.Random,
                 on_start: Callable[[], None] | None = None, heavy: bool = False) -> None:
        self.piece = piece
        self.world = world
        self.heavy = heavy
        self.on_start = on_start
        self.started = False
        self.in_world = False
        self.done = False
        self.pop_time = 0.0
        self.pop_duration = motion_policy.quick(0.2)  # reduced motion: rests within 0.3 s in all
        self.timeout = 3.0
        self.rng = rng
        self.land = (layout.ENTRY[0] + rng.uniform(0, 40), layout.ENTRY[1] + rng.uniform(-60, 160))
        if heavy:  # a black: a short, heavy hop that thuds down near the bag
            self.velocity = (rng.uniform(260, 420), rng.uniform(-80, 120))
            self.spin = rng.uniform(-3, 3)
            self.hop = (40.0, -250.0)
        else:
            self.velocity = (rng.uniform(720, 980), rng.uniform(-240, 320))
            self.spin = rng.choice((-1, 1)) * rng.uniform(7, 14)
            self.hop = (30.0, rng.uniform(380, 560))

    def update(self, dt: float) -> bool:
        if self.done:
            return True
        if not self.started:
            self.started = True
            self.piece.place(layout.MOUTH)
            self.piece.z = 10.0
            if self.on_start:
                self.on_start()
        if not self.in_world:
            self.pop_time += dt
            t = min(1.0, self.pop_time / self.pop_duration)
            e = ease_out_cubic(t)
            self.piece.x, self.piece.y = arc_point(layout.MOUTH, self.land, e, 0.0)
            self.piece.z = 10 + (self.hop[0] - 10) * t + 130 * math.sin(math.pi * t)
            self.piece.angle += self.spin * dt
            if t >= 1.0:
                self._enter_world()
            return False
        self.timeout -= dt
        body = self.world.tumblers.get(self)
        if body is None or body.resting or self.timeout <= 0:
            self.finish()
            return True
        return False

    def _enter_world(self) -> None:
        self.in_world = True
        half = pyramids.base_side(self.piece.pyr.size_index) / 2
        self.world.add(self, half, self.land, self.velocity, self.spin, z=self.hop[0], vz=self.hop[1],
                       angle=self.piece.angle)

    def follow(self) -> None:
        """Copy the body's place onto the piece (each frame, after the world stepped)."""
        body = self.world.tumblers.get(self)
        if body is not None:
            self.piece.x, self.piece.y = body.pos
            self.piece.z = body.z
            self.piece.angle = body.angle

    def finish(self) -> None:
        if self.done:
            return
        if not self.started:
            self.started = True
            if self.on_start:
                self.on_start()
            self.piece.place(self.land)
        self.follow()
        self.piece.z = 0.0
        self.world.remove(self)
        self.done = True
