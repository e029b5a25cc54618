"""Drawing at the screen's own pixel density: logical 1920x1080 coordinates, physical pixels.

Every scene places things on a 1920x1080 canvas. A 4K table showing that canvas doubled looks
soft, so on a screen bigger than the canvas every surface is made at the output scale instead and
every drawing call maps its logical coordinates once. A `Layer` is such a surface: it holds the
physical pixels and answers in logical units (`get_size`, `blit`, `fill`, clips), so scene code
is the same at every scale. Drawing goes through `sprites.pen` and `sprites.transforms`, which
accept a Layer or a plain surface.

At scale 1 (1080p and smaller windows) no Layer is ever made: `surface()` hands back a plain
pygame surface and the helpers pass calls straight through, so those pixels are exactly as
before and cost nothing extra.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from functools import wraps
from typing import Any, TypeVar

import pygame

F = TypeVar("F", bound=Callable[..., Any])
MARKS = 24  # changed boxes a layer remembers; older changes count as "anywhere"

_state = {"scale": 1.0, "generation": 0, "layers": False}
_listeners: list[Callable[[], None]] = []


def scale() -> float:
    """Physical pixels per logical pixel for everything drawn from now on."""
    return _state["scale"]


def generation() -> int:
    """Bumped at every scale change, so holders of drawn layers can tell theirs are stale."""
    return int(_state["generation"])


def set_scale(value: float) -> bool:
    """Draw at `value` from now on (1.0 = logical pixels); True when it changed.

    Caches keyed by scale drop their old entries through the listeners."""
    value = float(value)
    if value <= 0 or value != value:
        raise ValueError(f"scale must be positive, not {value!r}")
    if abs(value - _state["scale"]) < 1e-9:
        return False
    _state["scale"] = value
    _state["generation"] += 1
    for listener in list(_listeners):
        listener()
    return True


def set_layers(on: bool) -> bool:
    """At scale 1, make Layers all the same (for the recording canvas of a 1080p window, which
    needs every surface it is given to count its changes); True when it changed."""
    if bool(on) == _state["layers"]:
        return False
    _state["layers"] = bool(on)
    _state["generation"] += 1
    for listener in list(_listeners):
        listener()
    return True


def restyle() -> None:
    """The look changed at the same scale (a palette or the text size, sprites/palette.py and
    sprites/fonts.py): every cache starts again and every scene makes its pictures again, as
    after a scale change. Called only when a setting changes, never per frame."""
    _state["generation"] += 1
    for listener in list(_listeners):
        listener()


def layered() -> bool:
    """Whether new surfaces are Layers (any scale but 1, or the 1080p recording canvas)."""
    return _state["scale"] != 1.0 or bool(_state["layers"])


def on_change(listener: Callable[[], None]) -> None:
    """Call `listener` after every scale change (caches clear themselves)."""
    _listeners.append(listener)


def strict() -> bool:
    """Tests set TUMBLE_TABLE_STRICT_SCALE=1 so a plain surface drawn onto a Layer (a drawing
    helper that was missed) fails loudly instead of being scaled up soft."""
    return os.environ.get("TUMBLE_TABLE_STRICT_SCALE") == "1"


def px(value: float, s: float) -> int:
    """A logical coordinate in physical pixels (one rounding rule everywhere, so edges meet)."""
    return int(value * s + 0.5) if value >= 0 else -int(-value * s + 0.5)


def to_physical(rect: Any, s: float) -> pygame.Rect:
    """A logical rectangle (Rect or tuple) as the physical one covering the same area."""
    r = rect if isinstance(rect, pygame.Rect) else pygame.Rect(rect)
    x0, y0 = px(r.x, s), px(r.y, s)
    return pygame.Rect(x0, y0, px(r.right, s) - x0, px(r.bottom, s) - y0)


def to_logical(rect: pygame.Rect, s: float) -> pygame.Rect:
    """A physical rectangle in logical units (the smallest logical box holding it)."""
    x0, y0 = int(rect.x // s), int(rect.y // s)
    return pygame.Rect(x0, y0, -int(-rect.right // s) - x0, -int(-rect.bottom // s) - y0)


class Layer:
    """A surface of physical pixels that speaks logical units (see the module docstring).

    Only what the scenes use is here; anything else is an AttributeError, so a call that would
    mix units cannot slip through."""

    __slots__ = ("marks", "offset", "parent", "s", "size", "surf", "version", "watcher")

    def __init__(self, surf: pygame.Surface, s: float, size: Sequence[int] | None = None) -> None:
        self.surf = surf
        self.s = s
        if size is None:
            size = (max(1, round(surf.get_width() / s)), max(1, round(surf.get_height() / s)))
        self.size = (int(size[0]), int(size[1]))
        self.version = 0  # bumped by every change to the pixels (the recorder's damage finder)
        self.marks: list[tuple[int, pygame.Rect | None]] = []  # (version, physical box changed)
        self.parent: Layer | None = None  # for a subsurface: the layer whose pixels it shares
        self.offset = (0, 0)
        self.watcher: Any = None  # a recorder holding this layer in the frame it is recording

    def changing(self) -> None:
        """About to change pixels: a recorder that drew this layer (or a parent) this frame
        keeps a copy of it as it was."""
        layer: Layer | None = self
        while layer is not None:
            if layer.watcher is not None:
                layer.watcher.snapshot(layer)
            layer = layer.parent

    def touched(self, box: pygame.Rect | None) -> None:
        """Note that the pixels in `box` (physical; None: anywhere) changed, here and in parents."""
        layer: Layer | None = self
        while layer is not None:
            layer.version += 1
            layer.marks.append((layer.version, box))
            if len(layer.marks) > MARKS:
                del layer.marks[0]
            if box is not None:
                box = box.move(layer.offset)
            layer = layer.parent

    def changed_since(self, version: int) -> list[pygame.Rect | None] | None:
        """The physical boxes changed after `version`; None when that is no longer known."""
        if version == self.version:
            return []
        if not self.marks or self.marks[0][0] > version + 1:
            return None
        return [box for v, box in self.marks if v > version]

    records = False  # the recording canvas (sprites/recording.py) keeps calls instead of drawing

    def __repr__(self) -> str:
        return f"<Layer {self.size[0]}x{self.size[1]} at {self.s:g}x>"

    # --- size and shape, in logical units
    def get_size(self) -> tuple[int, int]:
        return self.size

    def get_width(self) -> int:
        return self.size[0]

    def get_height(self) -> int:
        return self.size[1]

    def get_rect(self, **where: Any) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.size)
        for name, value in where.items():
            setattr(rect, name, value)
        return rect

    # --- drawing
    def blit(self, source: Any, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
        s = self.s
        pixels = physical(source, s)
        pos = (px(dest[0], s), px(dest[1], s))
        if area is not None:
            area = to_physical(area, s)
        self.changing()
        drawn = self.surf.blit(pixels, pos, area, special_flags)
        self.touched(drawn)
        return to_logical(drawn, s)

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        target = None if rect is None else to_physical(rect, self.s)
        self.changing()
        drawn = self.surf.fill(color, target, special_flags)
        self.touched(drawn)
        return to_logical(drawn, self.s)

    def set_clip(self, rect: Any) -> None:
        self.surf.set_clip(None if rect is None else to_physical(rect, self.s))

    def get_clip(self) -> pygame.Rect:
        return to_logical(self.surf.get_clip(), self.s)

    def subsurface(self, rect: Any) -> Layer:
        r = rect if isinstance(rect, pygame.Rect) else pygame.Rect(rect)
        phys = to_physical(r, self.s).clip(self.surf.get_rect())
        child = Layer(self.surf.subsurface(phys), self.s, r.size)
        child.parent, child.offset = self, phys.topleft
        return child

    # --- copies and formats keep the scale
    def copy(self) -> Layer:
        return Layer(self.surf.copy(), self.s, self.size)

    def convert(self, *args: Any) -> Layer:
        return Layer(self.surf.convert(*args), self.s, self.size)

    def convert_alpha(self, *args: Any) -> Layer:
        return Layer(self.surf.convert_alpha(*args), self.s, self.size)

    # --- unit-free properties pass straight through
    def set_alpha(self, *args: Any) -> None:
        self.surf.set_alpha(*args)

    def get_alpha(self) -> int | None:
        return self.surf.get_alpha()

    def set_colorkey(self, *args: Any) -> None:
        self.changing()
        self.surf.set_colorkey(*args)
        self.touched(None)

    def get_flags(self) -> int:
        return self.surf.get_flags()

    def get_parent(self) -> Any:
        return self.surf.get_parent()


def surface(size: Sequence[float], flags: int = 0) -> Any:
    """A new surface of `size` logical pixels: plain at scale 1, else a Layer."""
    s = _state["scale"]
    w, h = int(size[0]), int(size[1])
    if s == 1.0:
        surf = pygame.Surface((w, h), flags)
        return Layer(surf, 1.0, (w, h)) if _state["layers"] else surf
    return Layer(pygame.Surface((max(1, px(w, s)), max(1, px(h, s))), flags), s, (w, h))


def adopt(image: pygame.Surface) -> Any:
    """A plain image (made pixel by pixel, or loaded) taken into the current scale, scaled smooth.

    For pictures with no edges worth keeping sharp (noise, gradients); the drawing helpers make
    everything else at full density from the start."""
    s = _state["scale"]
    if isinstance(image, Layer) or not layered():
        return image
    w, h = image.get_size()
    if s == 1.0:
        return Layer(image, 1.0, (w, h))
    return Layer(pygame.transform.smoothscale(image, (max(1, px(w, s)), max(1, px(h, s)))), s, (w, h))


def physical(source: Any, s: float) -> pygame.Surface:
    """The pixels to put on a target of scale `s`.

    A Layer from before a scale change is rescaled (correct, soft, and only until its holder
    redraws it); a plain surface counts as drawn at scale 1."""
    if isinstance(source, Layer):
        if source.s == s:
            return source.surf
        if strict():
            raise TypeError(f"a layer made at {source.s:g}x drawn onto a {s:g}x one: remake it when "
                            "the scale changes (Scene.rescaled, or a cache keyed by scale)")
        return pygame.transform.smoothscale(source.surf, (max(1, px(source.size[0], s)),
                                                           max(1, px(source.size[1], s))))
    if s == 1.0:
        return source
    if strict():
        raise TypeError(f"a plain {source.get_size()} surface drawn onto a {s:g}x layer: "
                        "make it with sprites.scaling.surface() or adopt() it")
    w, h = source.get_size()
    return pygame.transform.smoothscale(source, (max(1, px(w, s)), max(1, px(h, s))))


def pixels(image: Any) -> pygame.Surface:
    """The physical pixels of a Layer or plain surface (screenshots, pixel comparisons)."""
    return image.surf if isinstance(image, Layer) else image


def per_scale(maxsize: int) -> Callable[[F], F]:
    """Like `functools.lru_cache`, for drawing functions: one entry per arguments and scale,
    all dropped when the scale changes."""
    from collections import OrderedDict

    def wrap(fn: F) -> F:
        store: OrderedDict[Any, Any] = OrderedDict()

        @wraps(fn)
        def cached(*args: Any, **kwargs: Any) -> Any:
            key = (args, tuple(sorted(kwargs.items())), _state["scale"])
            hit = store.get(key)
            if hit is not None:
                store.move_to_end(key)
                return hit
            value = fn(*args, **kwargs)
            store[key] = value
            if len(store) > maxsize:
                store.popitem(last=False)
            return value

        cached.cache_clear = store.clear  # type: ignore[attr-defined]
        on_change(store.clear)
        return cached  # type: ignore[return-value]

    return wrap
