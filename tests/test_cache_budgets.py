"""Every cache stays within its stated budget after a bot game of each table, and a table that
is left leaves nothing behind: its pictures and the rules cores' memos are dropped (issue 39).

A count, not a timing: what the caches hold is read from them, the same on any machine."""

from __future__ import annotations

import sys
from typing import Any

import pytest

from game import GAMES
from scenes.table import left_behind
from sprites import fonts, surface_cache
from tools import bench


def over_budget() -> list[str]:
    """The caches holding more than their budget (one picture larger than its cache's whole cap
    is allowed: it is kept alone rather than drawn every frame)."""
    return [f"{name}: {used} bytes of {cap} in {count} pictures"
            for name, (used, cap, count) in surface_cache.budgets().items() if used > cap and count > 1]


def module_memos() -> dict[str, dict[Any, Any]]:
    return {f"{module}.{name}": getattr(sys.modules[module], name)
            for module, name in left_behind.DICT_MEMOS if module in sys.modules}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_bot_game_keeps_every_cache_in_budget_and_leaves_nothing_behind(game_id: str) -> None:
    seen: dict[str, Any] = {}

    def at_the_end() -> None:  # the table is still up: its caches are full
        seen["over"] = over_budget()
        seen["pool"] = surface_cache.total_bytes()
        seen["fonts"] = fonts.fonts_open()
        seen["memos"] = [(c, c.cache_info()) for c in left_behind.memo_caches()]  # type: ignore[attr-defined]
        seen["module memos"] = {k: len(v) for k, v in module_memos().items()}

    frames = bench.frame_times(game_id, 400, size=(1920, 1080), before_leaving=at_the_end)
    assert len(frames) > 100
    assert seen["pool"] > 0, "the table drew nothing through the pool"
    assert seen["over"] == []
    assert seen["pool"] <= surface_cache.POOL.budget
    assert seen["fonts"] <= fonts.FONTS_KEPT
    for cached, info in seen["memos"]:
        assert info.maxsize is None or info.currsize <= info.maxsize, cached
    assert all(size <= 200_001 for size in seen["module memos"].values()), seen["module memos"]
    # Left (the bench's app.finish leaves the table as the menu does): nothing of it stays.
    assert surface_cache.total_bytes() == 0
    assert all(c.cache_info().currsize == 0 for c in left_behind.memo_caches())  # type: ignore[attr-defined]
    assert all(len(memo) == 0 for memo in module_memos().values())


def test_the_game_memos_found_include_the_bots_look_ups() -> None:
    """The sweep finds the caches the bots fill (if it found none, 'nothing left' would be empty)."""
    import game.pyramid_power.board
    import game.take_it_pyramids.bots  # noqa: F401

    names = {getattr(c, "__qualname__", "") for c in left_behind.memo_caches()}
    assert {"outcomes", "mask_value", "layout"} <= names
    assert set(module_memos()) >= {"game.pyramid_power.board._FITS"}


def test_a_picture_larger_than_its_cache_is_kept_alone_not_redrawn() -> None:
    import pygame

    pool = surface_cache._Pool(budget=10**9)
    pool.put(1, "small", pygame.Surface((10, 10), pygame.SRCALPHA), cap=10**6)
    pool.put(2, "a", pygame.Surface((10, 10), pygame.SRCALPHA), cap=1000)
    pool.put(2, "big", pygame.Surface((100, 100), pygame.SRCALPHA), cap=1000)
    assert pool.get(2, "big") is not None and pool.get(2, "a") is None
    assert pool.get(1, "small") is not None
