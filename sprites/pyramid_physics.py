"""Pyramids tumbling on the table, seen from above: pymunk for the slide, a simple hop for height.

The table is a flat rectangle (no gravity in the plane). Each pyramid is a square body that
slides with kinetic friction, spins down, bounces off the walls and off the other pyramids.
Height is a small ballistic hop kept beside the body (`z`, `vz`): a pyramid popping out of the
bag flies, lands with a bounce or two, then slides to a stop.

The world always advances in fixed steps of `STEP` (1/120 s), whatever the frame time; the
caller feeds real (speed-scaled) time to `advance` and the remainder is carried over.
The rules core has already decided which pyramid this is; the physics only moves it.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import pymunk

from sprites.table_world import (
    STEP,
    FixedSteps,
    Impact,
    clamp_inside,
    clamp_speed,
    first_contact,
    push_inside,
    walled_space,
)

GRAVITY_Z = 2600.0  # px/s² pulling the hop back down
BOUNCE_Z = 0.34  # restitution of a landing
REST_VZ = 140.0  # a landing slower than this does not bounce
SLIDE_FRICTION = 1150.0  # px/s² of deceleration while on the felt
SPIN_FRICTION = 22.0  # rad/s² of spin lost while on the felt
MAX_SPEED = 1300.0  # px/s; keeps a step far shorter than a piece, so nothing tunnels
REST_SPEED = 6.0
REST_SPIN = 0.25
REST_TIME = 0.08  # seconds a body must stay slow before it counts as resting
TIRED_AFTER = 1.6  # seconds; from then on friction grows so every tumble ends promptly
WALL = 24.0  # wall thickness (radius of the static segments, all outside the bounds)
PIECE = 1  # collision type of pyramids
WALLS = 2


@dataclass
class Tumbler:
    """One pyramid in the world."""

    key: object
    body: pymunk.Body
    shape: pymunk.Poly
    half: float  # half the base side
    z: float = 0.0
    vz: float = 0.0
    age: float = 0.0
    slow_for: float = 0.0
    resting: bool = False
    landings: int = 0

    @property
    def pos(self) -> tuple[float, float]:
        p = self.body.position
        return (p.x, p.y)

    @property
    def angle(self) -> float:
        return self.body.angle

    @property
    def grounded(self) -> bool:
        return self.z <= 0.0 and self.vz == 0.0


@dataclass
class TumbleWorld(FixedSteps):
    """A rectangle of table, `bounds` = (left, top, right, bottom) in screen pixels."""

    bounds: tuple[float, float, float, float]
    seed: int = 0
    tumblers: dict[object, Tumbler] = field(default_factory=dict)
    impacts: list[Impact] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self.space = walled_space(self.bounds, WALL, elasticity=0.55, friction=0.5, slop=0.2, wall_type=WALLS)
        self.carry = 0.0
        self.time = 0.0
        self.space.on_collision(PIECE, None, post_solve=self._post_solve)

    # ------------------------------------------------------------ bodies

    def add(self, key: object, half: float, pos: tuple[float, float], velocity: tuple[float, float],
            spin: float = 0.0, z: float = 0.0, vz: float = 0.0, angle: float = 0.0) -> Tumbler:
        """Drop a pyramid (a square of side 2*half) at `pos`, moving and hopping."""
        self.remove(key)
        mass = 0.6 + (half / 30.0) ** 2
        body = pymunk.Body(mass, pymunk.moment_for_box(mass, (2 * half, 2 * half)))
        body.position = self._inside(pos, half)
        body.velocity = _clamp_speed(velocity)
        body.angular_velocity = spin
        body.angle = angle
        shape = pymunk.Poly.create_box(body, (2 * half, 2 * half), radius=1.0)
        shape.elasticity = 0.45
        shape.friction = 0.45
        shape.collision_type = PIECE
        self.space.add(body, shape)
        tumbler = Tumbler(key, body, shape, half, z=z, vz=vz)
        self.tumblers[key] = tumbler
        return tumbler

    def remove(self, key: object) -> None:
        tumbler = self.tumblers.pop(key, None)
        if tumbler is not None:
            self.space.remove(tumbler.body, tumbler.shape)

    def clear(self) -> None:
        for key in list(self.tumblers):
            self.remove(key)
        self.carry = 0.0

    def resting(self, key: object) -> bool:
        tumbler = self.tumblers.get(key)
        return tumbler is None or tumbler.resting

    def all_resting(self) -> bool:
        return all(t.resting for t in self.tumblers.values())

    # ------------------------------------------------------------ time

    def step(self) -> None:
        """One fixed step of 1/120 s."""
        if not self.tumblers:
            self.time += STEP
            return
        self.space.step(STEP)
        self.time += STEP
        for t in self.tumblers.values():
            self._hop(t)
            self._rub(t)
            self._keep_inside(t)

    def _hop(self, t: Tumbler) -> None:
        t.age += STEP
        if t.z <= 0.0 and t.vz == 0.0:
            return
        t.vz -= GRAVITY_Z * STEP
        t.z += t.vz * STEP
        if t.z <= 0.0:
            t.z = 0.0
            speed = -t.vz
            self.impacts.append(Impact(t.body.mass * speed * 1.6, t.body.position.x, "felt"))
            t.landings += 1
            t.vz = speed * BOUNCE_Z if speed > REST_VZ else 0.0
            # A landing on a corner kicks the spin and the slide a little.
            t.body.angular_velocity += self.rng.uniform(-3.0, 3.0) * min(1.0, speed / 600.0)

    def _rub(self, t: Tumbler) -> None:
        body = t.body
        if t.resting:
            body.velocity = (0.0, 0.0)
            body.angular_velocity = 0.0
            return
        tired = 1.0 + max(0.0, t.age - TIRED_AFTER) * 6.0
        if t.grounded:
            v = body.velocity
            speed = v.length
            drop = SLIDE_FRICTION * tired * STEP
            body.velocity = (0.0, 0.0) if speed <= drop else v * ((speed - drop) / speed)
            w = body.angular_velocity
            spin_drop = SPIN_FRICTION * tired * STEP
            body.angular_velocity = 0.0 if abs(w) <= spin_drop else w - math.copysign(spin_drop, w)
        else:
            body.velocity = _clamp_speed(body.velocity)
        slow = (t.grounded and body.velocity.length < REST_SPEED
                and abs(body.angular_velocity) < REST_SPIN)
        t.slow_for = t.slow_for + STEP if slow else 0.0
        if t.slow_for >= REST_TIME and not self._overlaps(t):
            t.resting = True
            body.velocity = (0.0, 0.0)
            body.angular_velocity = 0.0

    def _overlaps(self, t: Tumbler) -> bool:
        for other in self.tumblers.values():
            if other is t:
                continue
            if overlap_depth(t, other) > 1.0:
                return True
        return False

    def _keep_inside(self, t: Tumbler) -> None:
        push_inside(self.space, t.body, t.half * math.sqrt(2.0) if t.z > 0 else _reach(t), self.bounds)

    def _inside(self, pos: tuple[float, float], half: float) -> tuple[float, float]:
        return clamp_inside(pos, half * math.sqrt(2.0), self.bounds)

    def _post_solve(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        impact = first_contact(arbiter, PIECE, "piece", "wall")
        if impact is not None:
            self.impacts.append(impact)

    def take_impacts(self) -> list[Impact]:
        out, self.impacts = self.impacts, []
        return out


def _reach(t: Tumbler) -> float:
    """How far the square reaches from its centre along x or y at its current angle."""
    a = t.body.angle
    return t.half * (abs(math.cos(a)) + abs(math.sin(a)))


def _clamp_speed(v: tuple[float, float] | pymunk.Vec2d) -> pymunk.Vec2d:
    return clamp_speed(v, MAX_SPEED)


def overlap_depth(a: Tumbler, b: Tumbler) -> float:
    """How deep two resting pyramids overlap (0 when apart); for tests and checks."""
    if not a.shape.bb.intersects(b.shape.bb):
        return 0.0
    try:
        points = a.shape.shapes_collide(b.shape).points
    except AssertionError:  # pymunk asserts on an empty contact set: the shapes do not touch
        return 0.0
    return max((-p.distance for p in points), default=0.0)
