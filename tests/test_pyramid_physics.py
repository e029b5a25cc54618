"""The pyramid tumble: fixed steps, everything comes to rest inside the table and apart."""

from __future__ import annotations

import itertools
import math
import random

import pytest

from sprites.pyramid_physics import STEP, TumbleWorld, overlap_depth

BOUNDS = (560.0, 210.0, 1150.0, 830.0)
HALVES = (23.0, 30.0, 38.0)


def corners(t) -> list[tuple[float, float]]:
    x, y = t.pos
    out = []
    for k in range(4):
        a = t.angle + math.pi / 4 + k * math.pi / 2
        r = t.half * math.sqrt(2.0)
        out.append((x + r * math.cos(a), y + r * math.sin(a)))
    return out


def drop_many(seed: int, count: int, spacing_steps: int = 30) -> TumbleWorld:
    rng = random.Random(seed)
    world = TumbleWorld(BOUNDS, seed=seed)
    left, top, right, bottom = BOUNDS
    for k in range(count):
        world.add(k, rng.choice(HALVES),
                  (rng.uniform(left, right), rng.uniform(top, bottom)),
                  (rng.uniform(-1600, 1600), rng.uniform(-1600, 1600)),
                  spin=rng.uniform(-16, 16), z=rng.uniform(0, 120), vz=rng.uniform(0, 700),
                  angle=rng.uniform(0, math.tau))
        for _ in range(spacing_steps):
            world.step()
    for _ in range(int(8.0 / STEP)):
        if world.all_resting():
            break
        world.step()
    return world


@pytest.mark.parametrize("seed", range(40))
def test_random_drops_rest_inside_and_apart(seed: int) -> None:
    count = 1 + seed % 8
    world = drop_many(seed, count)
    assert world.all_resting(), "every pyramid comes to rest"
    left, top, right, bottom = BOUNDS
    slack = 1.5  # the shape's rounding radius and the solver's slop
    for t in world.tumblers.values():
        assert t.z == 0.0
        for x, y in corners(t):
            assert left - slack <= x <= right + slack and top - slack <= y <= bottom + slack, (seed, t.key, x, y)
    for a, b in itertools.combinations(world.tumblers.values(), 2):
        assert overlap_depth(a, b) <= slack, (seed, a.key, b.key, overlap_depth(a, b))


def test_a_single_throw_settles_within_about_a_second_and_a_half() -> None:
    world = TumbleWorld(BOUNDS, seed=3)
    world.add("p", 30.0, (600, 400), (950, 120), spin=12.0, z=60, vz=520)
    steps = 0
    while not world.resting("p"):
        world.step()
        steps += 1
        assert steps < 400
    assert steps * STEP <= 1.6


def test_advance_uses_fixed_steps_whatever_the_frame_time() -> None:
    a = TumbleWorld(BOUNDS, seed=1)
    b = TumbleWorld(BOUNDS, seed=1)
    for w in (a, b):
        w.add("p", 30.0, (700, 500), (800, -300), spin=9.0, z=40, vz=400)
    for _ in range(120):
        a.advance(1 / 120)
    ran = 0
    for dt in [1 / 30, 1 / 144, 1 / 60, 1 / 50, 0.001] * 40:
        if ran >= 120:
            break
        ran += b.advance(min(dt, (120 - ran) * STEP + 1e-9))
    assert ran == 120
    assert a.tumblers["p"].pos == pytest.approx(b.tumblers["p"].pos)
    assert a.tumblers["p"].angle == pytest.approx(b.tumblers["p"].angle)


def test_collisions_and_landings_report_impacts() -> None:
    world = TumbleWorld(BOUNDS, seed=2)
    world.add("a", 30.0, (700, 500), (1200, 0), z=50, vz=300)
    world.add("b", 30.0, (900, 500), (-1200, 0))
    kinds = set()
    for _ in range(240):
        world.step()
        kinds.update(i.kind for i in world.take_impacts())
    assert "felt" in kinds and "piece" in kinds
