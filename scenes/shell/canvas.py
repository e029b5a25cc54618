"""Which surface the scenes draw on, for the window they are shown in.

Scenes always draw on a 1920x1080 logical canvas. In a window no bigger than that, it is the
window itself when it is exactly that size (a fullscreen 1080p TV: no copy at all), else an
offscreen surface the presenter scales into the window. In a bigger window (1440p, a 4K table)
scenes draw at the window's own pixel density instead (sprites/scaling.py): a Layer over the
window, or over an offscreen surface the size of the letterboxed picture, which is then placed
unscaled. So text and edges are as sharp on a 4K table as on a 1080p TV.
"""

from __future__ import annotations

from typing import Any

from sprites import scaling
from sprites.recording import RecordingCanvas


def viewport(window_size: tuple[int, int], canvas_size: tuple[int, int]) -> tuple[float, int, int]:
    """(scale, x offset, y offset) of the logical canvas inside a window of `window_size`."""
    ww, wh = window_size
    cw, ch = canvas_size
    scale = min(ww / cw, wh / ch)
    return scale, (ww - round(cw * scale)) // 2, (wh - round(ch * scale)) // 2


class CanvasKeeper:
    """Hands out the canvas for the current window and shows it there."""

    def __init__(self, pygame: Any, size: tuple[int, int], record_at_one: bool = False) -> None:
        self.pg = pygame
        self.size = size
        self.record_at_one = record_at_one  # a real window exactly 1080p records too
        self.offscreen = pygame.Surface(size).convert()
        self.sharp: RecordingCanvas | None = None
        self.wrapped: scaling.Layer | None = None

    def canvas(self, window: Any) -> Any:
        """The surface to draw on; sets the drawing scale to the window's (see the docstring)."""
        scale = viewport(window.get_size(), self.size)[0]
        if scale <= 1.0:
            scaling.set_scale(1.0)
            exact = window.get_size() == self.size
            scaling.set_layers(exact and self.record_at_one)
            if exact and self.record_at_one:
                return self._recorder(window, 1.0)
            plain = window if exact else self.offscreen
            return self._speaking_layers(plain) if self.sharp is not None else plain
        scaling.set_scale(scale)
        scaling.set_layers(False)
        size = (scaling.px(self.size[0], scale), scaling.px(self.size[1], scale))
        held = self.sharp
        if window.get_size() == size:
            target = window
        elif held is not None and held.surf is not window and held.surf.get_size() == size:
            target = held.surf
        else:
            target = self.pg.Surface(size).convert()
        return self._recorder(target, scale)

    def _speaking_layers(self, plain: Any) -> scaling.Layer:
        """A plain canvas wrapped as a Layer, once Layers have been drawn in this window: the
        scenes on the stack may still hold pictures made as Layers (a 4K window made smaller),
        which a plain surface could not take."""
        held = self.wrapped
        if held is None or held.surf is not plain:
            held = self.wrapped = scaling.Layer(plain, 1.0, self.size)
        return held

    def _recorder(self, target: Any, scale: float) -> RecordingCanvas:
        held = self.sharp
        if held is None or held.surf is not target or held.s != scale:
            held = self.sharp = RecordingCanvas(target, scale, self.size)
        return held

    def present(self, presenter: Any, window: Any) -> None:
        """Show the canvas in the window, letterboxed (only the rows that changed: window.py)."""
        canvas = self.canvas(window)
        if isinstance(canvas, RecordingCanvas):  # at the window's density: placed, not scaled
            boxes = canvas.finish()
            ww, wh = window.get_size()
            pw, ph = canvas.surf.get_size()
            presenter.present(window, canvas.surf, (1.0, (ww - pw) // 2, (wh - ph) // 2), boxes)
            return
        presenter.present(window, scaling.pixels(canvas), viewport(window.get_size(), self.size))
