"""What a table leaves behind, dropped when it is left.

A table fills the picture pool with its cards, tiles and dice, and its bots fill the rules
cores' memo caches (`functools.lru_cache` in `game.*`). Neither is asked for again until a
game is set up anew, yet kept they held 60 MB of pictures, and the memos pinned tens of MB
more of the heap: Python cannot hand back a heap page while one long-lived entry sits on it
among a search's freed nodes. The next table fills them again in its first frames.
"""

from __future__ import annotations

import sys

from sprites import surface_cache

# Memos kept in a module's own dict (module, name): bounded by their modules, dropped here too.
DICT_MEMOS: tuple[tuple[str, str], ...] = (
    ("game.pyramid_power.board", "_FITS"), ("game.pyramid_power.lookahead", "_BEST"))


def memo_caches() -> list[object]:
    """The rules cores' `lru_cache`d functions loaded now (bots' look-ups, board layouts)."""
    found: dict[int, object] = {}
    for name, module in list(sys.modules.items()):
        if not name.startswith("game.") or module is None:
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and hasattr(value, "cache_info"):
                found[id(value)] = value
    return list(found.values())


def forget_table() -> None:
    """Drop the left table's pictures and the rules cores' memos (the caller collects after)."""
    surface_cache.release_all()
    for cached in memo_caches():
        cached.cache_clear()  # type: ignore[attr-defined]
    for module_name, name in DICT_MEMOS:
        memo = getattr(sys.modules.get(module_name), name, None)
        if isinstance(memo, dict):
            memo.clear()
