"""Dice tumbling in a wooden tray, seen from above: pymunk for the slide, a small hop for height.

The tray is a rectangle with a rim (static walls). Each die is a square body that flies in with a
hop (`z`, `vz`), lands, bounces off the rim and the other dice, slides with friction and spins
down. Near the end of its slide a die is turned, by a gentle spring, to the nearest quarter turn,
so every die comes to rest square to the table and readable. A throw is always over by
`HARD_LIMIT` seconds of simulated time: after `SETTLE_BY` the friction grows sharply, and at the
limit `tidy()` snaps every die square and pushes apart any that still touch (they never do by
much, so the correction is a few pixels).

The world advances in fixed steps of `STEP` (1/120 s) whatever the frame time; the caller feeds
real (speed-scaled) time to `advance` and the remainder is carried over. The rules core has
already decided every face; the physics only moves the dice.
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

QUARTER = math.pi / 2
GRAVITY_Z = 2800.0  # px/s² pulling the hop back down
BOUNCE_Z = 0.36  # restitution of a landing
REST_VZ = 160.0  # a landing slower than this does not bounce
SLIDE_FRICTION = 1500.0  # px/s² of deceleration while on the tray floor
SPIN_FRICTION = 26.0  # rad/s² of spin lost on the floor
MAX_SPEED = 1500.0  # px/s; keeps a step far shorter than a die, so nothing tunnels
ALIGN_SPEED = 300.0  # below this a grounded die starts turning square
ALIGN_GAIN = 16.0  # how hard the spring turns it (1/s)
REST_SPEED = 10.0
REST_ANGLE = 0.02
REST_TIME = 0.05
WAKE_SPEED = 45.0  # a resting die hit harder than this slides again
SETTLE_BY = 1.05  # seconds after a throw: from here friction grows fast
HARD_LIMIT = 1.45  # seconds after a throw: everything is tidied and at rest
GAP = 4.0  # px kept between resting dice
WALL = 30.0
DIE = 1
WALLS = 2


@dataclass
class Die:
    """One die in the tray."""

    key: object
    body: pymunk.Body
    shape: pymunk.Poly
    half: float
    z: float = 0.0
    vz: float = 0.0
    age: float = 0.0
    slow_for: float = 0.0
    resting: bool = False
    rolled: float = 0.0  # distance travelled while tumbling (drives the changing faces)
    tumbling: bool = False  # thrown: its face is not shown until it turns square

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

    @property
    def settling(self) -> bool:
        """Slow and on the floor: it shows its real face from now on."""
        return self.resting or (self.grounded and self.body.velocity.length < ALIGN_SPEED)


def nearest_quarter(angle: float) -> float:
    return round(angle / QUARTER) * QUARTER


@dataclass
class DiceTray(FixedSteps):
    """The tray's floor, `bounds` = (left, top, right, bottom) in screen pixels (inside the rim)."""

    bounds: tuple[float, float, float, float]
    seed: int = 0
    dice: dict[object, Die] = field(default_factory=dict)
    impacts: list[Impact] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self.space = walled_space(self.bounds, WALL, elasticity=0.6, friction=0.4, slop=0.3, wall_type=WALLS)
        self.carry = 0.0
        self.time = 0.0
        self.clock = HARD_LIMIT + 1.0  # time since the last throw (large: nothing in flight)
        self.space.on_collision(DIE, None, post_solve=self._post_solve)

    # ------------------------------------------------------------ bodies

    def add(self, key: object, half: float, pos: tuple[float, float],
            velocity: tuple[float, float] = (0.0, 0.0), spin: float = 0.0, z: float = 0.0,
            vz: float = 0.0, angle: float = 0.0, tumbling: bool = True) -> Die:
        """Put a die (a square of side 2*half) at `pos`; a moving one starts a new throw."""
        self.remove(key)
        mass = 1.0
        body = pymunk.Body(mass, pymunk.moment_for_box(mass, (2 * half, 2 * half)))
        body.position = self._inside(pos, half * math.sqrt(2.0))
        body.velocity = _clamp_speed(velocity)
        body.angular_velocity = spin
        body.angle = angle
        shape = pymunk.Poly.create_box(body, (2 * half, 2 * half), radius=1.5)
        shape.elasticity = 0.5
        shape.friction = 0.35
        shape.collision_type = DIE
        self.space.add(body, shape)
        die = Die(key, body, shape, half, z=z, vz=vz, tumbling=tumbling)
        moving = tumbling or z > 0 or math.hypot(*velocity) > 0 or spin
        if moving:
            self.clock = 0.0
        else:
            die.resting = True
            body.angle = nearest_quarter(angle)
        self.dice[key] = die
        return die

    def place(self, key: object, half: float, pos: tuple[float, float]) -> Die:
        """A die lying still, square to the table (a die already in the tray)."""
        return self.add(key, half, pos, tumbling=False)

    def kick(self, key: object, velocity: tuple[float, float], spin: float = 0.0,
             vz: float = 0.0, tumbling: bool = True) -> None:
        """Set a die moving again: cast again where it lies (tumbling), or only knocked."""
        die = self.dice.get(key)
        if die is None:
            return
        die.tumbling = tumbling
        die.resting = False
        die.slow_for = 0.0
        die.age = 0.0
        die.body.velocity = _clamp_speed(velocity)
        die.body.angular_velocity = spin
        if vz > 0:
            die.z = max(die.z, 1.0)
            die.vz = vz
        self.clock = 0.0

    def remove(self, key: object) -> None:
        die = self.dice.pop(key, None)
        if die is not None:
            self.space.remove(die.body, die.shape)

    def clear(self) -> None:
        for key in list(self.dice):
            self.remove(key)
        self.carry = 0.0

    def all_resting(self) -> bool:
        return all(d.resting for d in self.dice.values())

    @property
    def busy(self) -> bool:
        return not self.all_resting()

    # ------------------------------------------------------------ time

    def run_until_rest(self, limit: float = HARD_LIMIT + 0.1) -> float:
        """Step until every die rests (a skip, or a test); returns the simulated seconds used."""
        used = 0.0
        while self.busy and used < limit:
            self.step()
            used += STEP
        if self.busy:
            self.tidy()
        return used

    def step(self) -> None:
        """One fixed step of 1/120 s."""
        self.time += STEP
        self.clock += STEP
        if not self.dice or self.all_resting():
            return
        self.space.step(STEP)
        late = self.clock > SETTLE_BY
        for d in self.dice.values():
            self._hop(d)
            self._rub(d, late)
            self._keep_inside(d)
        if self.clock >= HARD_LIMIT:
            self.tidy()

    def _hop(self, d: Die) -> None:
        d.age += STEP
        if d.grounded:
            return
        d.vz -= GRAVITY_Z * STEP
        d.z += d.vz * STEP
        if d.z <= 0.0:
            d.z = 0.0
            speed = -d.vz
            self.impacts.append(Impact(speed * 2.2, d.body.position.x, "die_wood"))
            d.vz = speed * BOUNCE_Z if speed > REST_VZ else 0.0
            # A landing on an edge kicks the spin a little.
            d.body.angular_velocity += self.rng.uniform(-4.0, 4.0) * min(1.0, speed / 600.0)

    def _rub(self, d: Die, late: bool) -> None:
        body = d.body
        if d.resting:
            if body.velocity.length > WAKE_SPEED or abs(body.angular_velocity) > 2.0:
                d.resting = False  # knocked by a die in flight
                d.slow_for = 0.0
            else:
                body.velocity = (0.0, 0.0)
                body.angular_velocity = 0.0
                body.angle = nearest_quarter(body.angle)
                return
        v = body.velocity
        speed = v.length
        if not d.grounded:
            body.velocity = _clamp_speed(v)
            d.rolled += speed * STEP
            return
        tired = 1.0 + (max(0.0, self.clock - SETTLE_BY) * 14.0 if late else 0.0)
        drop = SLIDE_FRICTION * tired * STEP
        body.velocity = (0.0, 0.0) if speed <= drop else v * ((speed - drop) / speed)
        if speed > ALIGN_SPEED:
            d.rolled += speed * STEP
            w = body.angular_velocity
            spin_drop = SPIN_FRICTION * tired * STEP
            body.angular_velocity = 0.0 if abs(w) <= spin_drop else w - math.copysign(spin_drop, w)
        else:
            d.tumbling = False
            diff = nearest_quarter(body.angle) - body.angle
            want = max(-9.0, min(9.0, diff * ALIGN_GAIN * tired))
            body.angular_velocity += (want - body.angular_velocity) * 0.35
        diff = abs(nearest_quarter(body.angle) - body.angle)
        slow = body.velocity.length < REST_SPEED and diff < REST_ANGLE
        d.slow_for = d.slow_for + STEP if slow else 0.0
        if d.slow_for >= REST_TIME and not self._crowded(d):
            self._rest(d)

    def _rest(self, d: Die) -> None:
        d.resting = True
        d.tumbling = False
        d.z, d.vz = 0.0, 0.0
        d.body.velocity = (0.0, 0.0)
        d.body.angular_velocity = 0.0
        d.body.angle = nearest_quarter(d.body.angle)
        self.space.reindex_shapes_for_body(d.body)

    def _crowded(self, d: Die) -> bool:
        """True when another die is nearer than the gap kept between resting dice."""
        x, y = d.pos
        for other in self.dice.values():
            if other is d:
                continue
            ox, oy = other.pos
            reach = d.half + other.half + GAP * 0.5
            if abs(ox - x) < reach and abs(oy - y) < reach:
                return True
        return False

    def _keep_inside(self, d: Die) -> None:
        a = d.body.angle
        push_inside(self.space, d.body, d.half * (abs(math.cos(a)) + abs(math.sin(a))), self.bounds)

    def _inside(self, pos: tuple[float, float], reach: float) -> tuple[float, float]:
        return clamp_inside(pos, reach, self.bounds)

    # ------------------------------------------------------------ the end of a throw

    def tidy(self) -> None:
        """Every die at rest, square, inside the tray and apart (the end of every throw)."""
        left, top, right, bottom = self.bounds
        dice = list(self.dice.values())
        pos = {}
        for d in dice:
            d.body.angle = nearest_quarter(d.body.angle)
            pos[d.key] = list(self._inside(d.pos, d.half))
        for _ in range(400):
            moved = False
            for i, a in enumerate(dice):
                pa = pos[a.key]
                for b in dice[i + 1:]:
                    pb = pos[b.key]
                    need = a.half + b.half + GAP
                    dx, dy = pb[0] - pa[0], pb[1] - pa[1]
                    ox, oy = need - abs(dx), need - abs(dy)
                    if ox <= 0 or oy <= 0:
                        continue
                    moved = True
                    if ox < oy:
                        s = math.copysign(ox / 2 + 0.01, dx if dx else (1 if i % 2 else -1))
                        pa[0] -= s
                        pb[0] += s
                    else:
                        s = math.copysign(oy / 2 + 0.01, dy if dy else (1 if i % 2 else -1))
                        pa[1] -= s
                        pb[1] += s
            for d in dice:
                p = pos[d.key]
                p[0] = min(max(p[0], left + d.half), right - d.half)
                p[1] = min(max(p[1], top + d.half), bottom - d.half)
            if not moved:
                break
        for d in dice:
            d.body.position = tuple(pos[d.key])
            self._rest(d)
        self.clock = max(self.clock, HARD_LIMIT)

    # ------------------------------------------------------------ sounds

    def _post_solve(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        impact = first_contact(arbiter, DIE, "die_die", "die_wood", scale=2.0)
        if impact is not None:
            self.impacts.append(impact)

    def take_impacts(self) -> list[Impact]:
        out, self.impacts = self.impacts, []
        return out


def _clamp_speed(v: tuple[float, float] | pymunk.Vec2d) -> pymunk.Vec2d:
    return clamp_speed(v, MAX_SPEED)


def throw_starts(count: int, entry: tuple[float, float], direction: tuple[float, float],
                 speed: float, rng: random.Random, half: float) -> list[dict[str, object]]:
    """Start positions and motions for `count` dice flung from `entry` towards `direction`.

    The dice leave the hand in a loose cluster (from `entry` onwards), fanned a little around the direction, with some
    spread of speed and spin, and in the air (`z`, `vz`).
    """
    dx, dy = direction
    norm = math.hypot(dx, dy) or 1.0
    dx, dy = dx / norm, dy / norm
    px, py = -dy, dx  # across the throw
    out = []
    cols = max(1, math.ceil(math.sqrt(count)))
    for k in range(count):
        row, col = divmod(k, cols)
        across = (col - (cols - 1) / 2) * half * 2.3 + rng.uniform(-6, 6)
        back = row * half * 2.3 + rng.uniform(-6, 6)
        x = entry[0] + px * across + dx * back
        y = entry[1] + py * across + dy * back
        fan = rng.uniform(-0.55, 0.55)
        c, s = math.cos(fan), math.sin(fan)
        vx, vy = dx * c - dy * s, dx * s + dy * c
        v = speed * rng.uniform(0.6, 1.2)
        out.append({"pos": (x, y), "velocity": (vx * v, vy * v),
                    "spin": rng.choice((-1, 1)) * rng.uniform(6.0, 16.0),
                    "z": rng.uniform(40.0, 80.0), "vz": rng.uniform(200.0, 420.0),
                    "angle": rng.uniform(0, math.tau)})
    return out
