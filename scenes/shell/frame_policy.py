"""When to draw at all: a still screen is drawn a few times a second, not sixty.

The game keeps stepping at 60 Hz (timers, the kiosk's idle clock, bots), but drawing and
presenting a frame that looks exactly like the last one is wasted work: on a fanless kiosk PC it
was most of a core on the still menu. After a few frames in a row that came out identical, the
screen counts as still: it is redrawn only every `POLL_FRAMES` passes (a tenth of a second) to notice change that comes
without input (a timer, a bot's move), and at once after any input or window event.

A scene may know better than the pixel watch: `Scene.is_still()` returning True skips even the
polls (until input), False keeps drawing every frame; the default None leaves it to the watch.
"""

from __future__ import annotations

from typing import Any

STILL_AFTER = 4  # identical frames in a row before the screen counts as still
POLL_FRAMES = 6  # passes of the loop between redraws of a still screen (0.1 s at 60 Hz)


class FramePolicy:
    """Decides, each pass of the loop, whether to draw; learns from what was drawn."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self.same = 0
        self.since_draw = 0
        self.woken = True
        self.draws = 0
        self.skips = 0

    @property
    def still(self) -> bool:
        return self.same >= STILL_AFTER

    def wake(self) -> None:
        """Input, a window event or a scene change: draw the next frame."""
        self.woken = True
        self.same = 0

    def should_draw(self, scene: Any) -> bool:
        if not self.enabled or self.woken:
            return True
        hint = scene.is_still() if scene is not None and hasattr(scene, "is_still") else None
        if hint is False:
            return True
        if not self.still:
            return True
        if hint is None and self.since_draw + 1 >= POLL_FRAMES:
            return True
        self.since_draw += 1
        self.skips += 1
        return False

    def drawn(self, changed: bool) -> None:
        self.draws += 1
        self.woken = False
        self.since_draw = 0
        self.same = 0 if changed else self.same + 1
