"""What every tumbling thing on the table shares: a walled pymunk space stepped at a fixed rate.

Dice in the tray and pyramids out of the bag move in the same kind of world, seen from above:
a rectangle of floor with thick static walls just outside it, bodies that slide and spin, a
fixed step of 1/120 s fed from real (speed-scaled) time with the remainder carried over, and
first contacts reported as impacts for the sounds. The games' own modules add their bodies and
how those hop, rub and come to rest.
"""

from __future__ import annotations

from dataclasses import dataclass

import pymunk

from sprites import motion_policy

STEP = 1.0 / 120.0

Bounds = tuple[float, float, float, float]  # left, top, right, bottom, in screen pixels


@dataclass
class Impact:
    """A collision worth a sound: its impulse, where on the table it happened, and its kind."""

    impulse: float
    x: float
    kind: str


def walled_space(bounds: Bounds, wall: float, elasticity: float, friction: float, slop: float,
                 wall_type: int) -> pymunk.Space:
    """A space with four thick walls lying just outside `bounds` (nothing pokes through)."""
    space = pymunk.Space()
    space.iterations = 20
    space.collision_slop = slop
    left, top, right, bottom = bounds
    corners = [(left - wall, top - wall), (right + wall, top - wall), (right + wall, bottom + wall),
               (left - wall, bottom + wall)]
    for a, b in zip(corners, corners[1:] + corners[:1], strict=True):
        segment = pymunk.Segment(space.static_body, a, b, wall)
        segment.elasticity = elasticity
        segment.friction = friction
        segment.collision_type = wall_type
        space.add(segment)
    return space


class FixedSteps:
    """Turns frame time into whole fixed steps; the remainder waits for the next frame."""

    carry = 0.0

    def step(self) -> None:
        raise NotImplementedError

    def advance(self, dt: float, max_steps: int = 60) -> int:
        """Run as many fixed steps as `dt` (plus the carried remainder) holds; returns how many.
        Under reduced motion a frame holds more physics time (sprites.motion_policy)."""
        dt = motion_policy.physics_time(dt)
        self.carry = min(self.carry + max(0.0, dt), max_steps * STEP)
        steps = 0
        while self.carry >= STEP - 1e-9:
            self.carry -= STEP
            self.step()
            steps += 1
        return steps


def first_contact(arbiter: pymunk.Arbiter, body_type: int, same: str, other: str,
                  scale: float = 1.0) -> Impact | None:
    """The impact of a first contact (None for resting contact): `same` when two bodies of
    `body_type` meet, `other` when one meets a wall."""
    if not arbiter.is_first_contact:
        return None
    impulse = arbiter.total_impulse.length
    if impulse <= 0:
        return None
    points = arbiter.contact_point_set.points
    x = points[0].point_a.x if points else 0.0
    a, b = arbiter.shapes
    kind = same if a.collision_type == b.collision_type == body_type else other
    return Impact(impulse * scale, x, kind)


def push_inside(space: pymunk.Space, body: pymunk.Body, reach: float, bounds: Bounds) -> bool:
    """A safety net: a body pushed past a wall is put back and bounced, never lost."""
    left, top, right, bottom = bounds
    x, y = body.position
    vx, vy = body.velocity
    moved = False
    if x - reach < left:
        x, vx, moved = left + reach, abs(vx) * 0.5, True
    elif x + reach > right:
        x, vx, moved = right - reach, -abs(vx) * 0.5, True
    if y - reach < top:
        y, vy, moved = top + reach, abs(vy) * 0.5, True
    elif y + reach > bottom:
        y, vy, moved = bottom - reach, -abs(vy) * 0.5, True
    if moved:
        body.position = (x, y)
        body.velocity = (vx, vy)
        space.reindex_shapes_for_body(body)
    return moved


def clamp_inside(pos: tuple[float, float], reach: float, bounds: Bounds) -> tuple[float, float]:
    left, top, right, bottom = bounds
    return (min(max(pos[0], left + reach), right - reach), min(max(pos[1], top + reach), bottom - reach))


def clamp_speed(v: tuple[float, float] | pymunk.Vec2d, limit: float) -> pymunk.Vec2d:
    """Keep a body slow enough that one step moves it far less than its size (no tunnelling)."""
    vec = pymunk.Vec2d(*v)
    speed = vec.length
    return vec * (limit / speed) if speed > limit else vec
