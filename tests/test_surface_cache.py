"""The shared cache pool (sprites/surface_cache.py) evicts least recently used entries, per cache
and over the whole budget, and keeps its byte counts right."""

from __future__ import annotations

import random

import pygame
import pytest

from sprites.surface_cache import _Pool, size_of


def surf(side: int) -> pygame.Surface:
    return pygame.Surface((side, side), pygame.SRCALPHA)


def test_a_cache_over_its_cap_loses_its_oldest_entry_and_others_keep_theirs() -> None:
    pool = _Pool(budget=10**9)
    one = size_of(surf(10))
    pool.put(1, "other", surf(10), cap=10 * one)
    for key in "abc":
        pool.put(2, key, surf(10), cap=2 * one + 1)
    assert pool.get(2, "a") is None and pool.get(2, "b") is not None and pool.get(2, "c") is not None
    pool.get(2, "b")  # b is now newer than c
    pool.put(2, "d", surf(10), cap=2 * one + 1)
    assert pool.get(2, "c") is None and pool.get(2, "b") is not None
    assert pool.get(1, "other") is not None
    assert pool.by_cache[2] == 2 * one and pool.used == 3 * one


def test_the_pool_budget_evicts_the_oldest_anywhere_and_counts_stay_right() -> None:
    rng = random.Random(3)
    one = size_of(surf(8))
    pool = _Pool(budget=20 * one)
    live: list[tuple[int, str]] = []  # a model of the LRU order
    for step in range(2000):
        cache, key = rng.randrange(3), str(rng.randrange(15))
        if rng.random() < 0.5 and pool.get(cache, key) is not None:
            live.remove((cache, key))
            live.append((cache, key))
            continue
        if (cache, key) in live:
            live.remove((cache, key))
        pool.put(cache, key, surf(8), cap=8 * one)
        live.append((cache, key))
        mine = [k for k in live if k[0] == cache]
        while len(mine) > 8:
            live.remove(mine.pop(0))
        while len(live) > 20:
            live.pop(0)
        assert list(pool.order) == live, step
        assert pool.used == len(live) * one
        assert all(pool.by_cache.get(c, 0) == sum(k[0] == c for k in live) * one for c in range(3))
    pool.clear(1)
    assert all(k[0] != 1 for k in pool.order) and pool.by_cache[1] == 0


def test_the_pool_gives_back_a_quarter_above_1440p_and_takes_it_again_below() -> None:
    from sprites import scaling, surface_cache

    mb = 1024 * 1024
    assert surface_cache.POOL.budget == surface_cache.POOL_MB * mb
    scaling.set_scale(2.0)
    assert surface_cache.POOL.budget == surface_cache.POOL_MB_LARGE * mb < surface_cache.POOL_MB * mb
    scaling.set_scale(4 / 3)
    assert surface_cache.POOL.budget == surface_cache.POOL_MB * mb
    scaling.set_scale(1.0)


def test_a_scene_change_trims_the_heap(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    from scenes.shell import scene

    trims: list[int] = []
    monkeypatch.setattr(scene, "_heap_trimmer", lambda: trims.append)
    scene.release_memory()
    assert trims == [0]
    monkeypatch.undo()
    if sys.platform.startswith("linux"):  # glibc here: the real trimmer is found and runs
        assert scene._heap_trimmer() is not None
        scene.trim_heap()
