"""Automation around the loop, not inside it: input scripts, injected faults, frame limits,
"stop once the results have shown", and samplers (the soak tool) are loop hooks.

The loop calls `before_frame(app)` before it reads events and `after_frame(app)` after it has
presented a frame; a hook that returns True from `after_frame` ends the run. A plain game
with no automation flags has no hooks at all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

RESULTS_LINGER_FRAMES = 90  # --until-over lets the results show for a moment (1.5 s)


class LoopHook(Protocol):
    def before_frame(self, app: Any) -> None: ...
    def after_frame(self, app: Any) -> bool: ...


class ScriptHook:
    """Posts an input script's events as real window events when their frame comes."""

    def __init__(self, player: Any) -> None:
        self.player = player

    def before_frame(self, app: Any) -> None:
        self.player.post_due(app.frame)

    def after_frame(self, app: Any) -> bool:
        return False


class FaultHook:
    """`--inject-fault N`: the active scene fails on purpose at frame N (crash-guard drills)."""

    def __init__(self, frame: int) -> None:
        self.frame = frame

    def before_frame(self, app: Any) -> None:
        if app.frame == self.frame:
            app.fault_due = True

    def after_frame(self, app: Any) -> bool:
        return False


class FrameLimit:
    """`--frames N`: stop after N frames."""

    def __init__(self, frames: int) -> None:
        self.frames = frames

    def before_frame(self, app: Any) -> None:
        pass

    def after_frame(self, app: Any) -> bool:
        return app.frame >= self.frames


class UntilOver:
    """`--until-over`: stop a moment after a game's results have shown."""

    def __init__(self) -> None:
        self.waited = 0

    def before_frame(self, app: Any) -> None:
        pass

    def after_frame(self, app: Any) -> bool:
        if app.game_over_shown:
            self.waited += 1
        return self.waited > RESULTS_LINGER_FRAMES


class EveryFrame:
    """Calls `sample(app)` after each frame (the soak tool measures memory this way)."""

    def __init__(self, sample: Callable[[Any], None]) -> None:
        self.sample = sample

    def before_frame(self, app: Any) -> None:
        pass

    def after_frame(self, app: Any) -> bool:
        self.sample(app)
        return False


def hooks_for(opts: Any, script_player: Any | None) -> list[LoopHook]:
    """The hooks the command-line flags ask for, in the order they run."""
    hooks: list[LoopHook] = []
    if script_player is not None:
        hooks.append(ScriptHook(script_player))
    if opts.inject_fault is not None:
        hooks.append(FaultHook(opts.inject_fault))
    if opts.frames is not None:
        hooks.append(FrameLimit(opts.frames))
    if opts.until_over:
        hooks.append(UntilOver())
    return hooks
