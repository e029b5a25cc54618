"""The dice tray: every throw ends within ~1.5 s of simulated time with every die inside the
tray, square to it (a readable face) and apart from the others; the fixed step makes the result
independent of the frame time."""

from __future__ import annotations

import math
import random

import pytest

from sprites.dice_physics import HARD_LIMIT, QUARTER, STEP, DiceTray, throw_starts

BOUNDS = (414.0, 318.0, 1506.0, 746.0)  # the scene's tray floor
HALF = 33.0


def thrown(seed: int, count: int = 20) -> DiceTray:
    rng = random.Random(seed)
    world = DiceTray(BOUNDS, seed)
    left, top, right, bottom = BOUNDS
    side = rng.choice(("top", "bottom", "left", "right"))
    if side == "top":
        entry, direction = (rng.uniform(left + 260, right - 260), top + 40), (rng.uniform(-1.2, 1.2), 1.0)
    elif side == "bottom":
        entry, direction = (rng.uniform(left + 260, right - 260), bottom - 40), (rng.uniform(-1.2, 1.2), -1.0)
    elif side == "left":
        entry, direction = (left + 40, rng.uniform(top + 150, bottom - 150)), (1.0, rng.uniform(-0.6, 0.6))
    else:
        entry, direction = (right - 40, rng.uniform(top + 150, bottom - 150)), (-1.0, rng.uniform(-0.6, 0.6))
    for k, start in enumerate(throw_starts(count, entry, direction, rng.uniform(600, 1500), rng, HALF)):
        world.add(k, HALF, **start)  # type: ignore[arg-type]
    return world


def assert_tidy(world: DiceTray) -> None:
    left, top, right, bottom = BOUNDS
    dice = list(world.dice.values())
    for d in dice:
        assert d.resting
        x, y = d.pos
        assert left + HALF - 0.5 <= x <= right - HALF + 0.5, (x, y)
        assert top + HALF - 0.5 <= y <= bottom - HALF + 0.5, (x, y)
        turns = d.angle / QUARTER
        assert abs(turns - round(turns)) < 1e-6, d.angle  # flat and square: a readable face
    for i, a in enumerate(dice):
        for b in dice[i + 1:]:
            dx, dy = abs(a.pos[0] - b.pos[0]), abs(a.pos[1] - b.pos[1])
            assert dx >= 2 * HALF - 0.5 or dy >= 2 * HALF - 0.5, (a.key, b.key, dx, dy)


@pytest.mark.parametrize("seed", range(48))
def test_twenty_dice_come_to_rest_inside_apart_and_flat(seed: int) -> None:
    world = thrown(seed)
    used = 0.0
    while world.busy:
        world.step()
        used += STEP
        assert used <= HARD_LIMIT + 2 * STEP, "a throw must be over within ~1.5 s"
    assert_tidy(world)


def test_frame_time_does_not_change_the_throw() -> None:
    """Fixed steps: the same throw fed by 60 Hz, 144 Hz or ragged frames ends the same."""
    ends = []
    for frames in ([1 / 60] * 120, [1 / 144] * 300, [random.Random(1).uniform(0.001, 0.05) for _ in range(200)]):
        world = thrown(5)
        total = 0.0
        for dt in frames:
            world.advance(dt)
            total += dt
            if total >= 1.6:
                break
        assert not world.busy
        ends.append(sorted((k, round(d.pos[0], 6), round(d.pos[1], 6)) for k, d in world.dice.items()))
    assert ends[0] == ends[1] == ends[2]


def test_dice_cast_again_among_resting_dice_settle_too() -> None:
    """A reroll: some dice kicked where they lie, the others only knocked; all settle tidy."""
    world = thrown(3, 14)
    world.run_until_rest()
    rng = random.Random(9)
    for key in list(world.dice)[:4]:
        a = rng.uniform(0, math.tau)
        world.kick(key, (math.cos(a) * 600, math.sin(a) * 600), spin=10.0, vz=380.0)
    assert world.busy
    used = world.run_until_rest()
    assert used <= HARD_LIMIT + 2 * STEP
    assert_tidy(world)


def test_a_skip_tidies_at_once() -> None:
    world = thrown(11)
    for _ in range(20):
        world.step()
    assert world.busy
    world.tidy()
    assert not world.busy
    assert_tidy(world)


def test_collisions_are_reported_for_sounds() -> None:
    world = thrown(2)
    kinds = set()
    while world.busy:
        world.step()
        kinds.update(i.kind for i in world.take_impacts())
    assert {"die_die", "die_wood"} <= kinds
