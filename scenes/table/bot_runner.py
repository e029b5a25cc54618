"""Bots think off the frame loop, so the screen never freezes while a hard bot searches.

In a live window a bot's choice is computed on a worker thread. Headless runs (`--frames`)
compute it at once instead, so the same flags always show the same frames. Either way the bot
waits a short, human-feeling pause before its move appears (STYLE.md: 400–800 ms).
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

THINK_MIN, THINK_MAX = 0.4, 0.8


class BotRunner:
    """One worker for every bot at a table: one bot thinks at a time, as at a real table."""

    def __init__(self, synchronous: bool, seed: int | str = 0) -> None:
        self.synchronous = synchronous
        self.rng = random.Random(f"think/{seed}")
        self.pool = None if synchronous else ThreadPoolExecutor(max_workers=1,
                                                                thread_name_prefix="bot")
        self.player: int | None = None
        self.future: Future[Any] | None = None
        self.result: Any = None
        self.has_result = False
        self.pause = 0.0

    @property
    def thinking(self) -> int | None:
        """The seat whose bot is choosing now, if any."""
        return self.player

    def start(self, player: int, bot: Any, view_state: Any, pause_scale: float = 1.0) -> None:
        """Begin choosing for `player` with `bot` (the bot sees only its view)."""
        self.player = player
        self.pause = self.rng.uniform(THINK_MIN, THINK_MAX) * pause_scale
        if self.pool is None:
            self.result = bot.choose(view_state, player)
            self.has_result = True
        else:
            self.has_result = False
            self.future = self.pool.submit(bot.choose, view_state, player)

    def poll(self, dt: float) -> tuple[int, Any] | None:
        """(player, action) once the bot has chosen and its pause is over."""
        if self.player is None:
            return None
        self.pause -= dt
        if not self.has_result and self.future is not None and self.future.done():
            self.result = self.future.result()  # re-raises a bot's exception here, in the scene
            self.has_result = True
        if self.has_result and self.pause <= 0:
            player, action = self.player, self.result
            self.cancel()
            return player, action
        return None

    def cancel(self) -> None:
        self.player = None
        self.future = None
        self.has_result = False
        self.result = None

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
