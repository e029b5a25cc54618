"""The canvas that draws only what changed: a frame's drawing calls recorded, compared with the
last frame's, and replayed only inside the boxes where they differ.

Scenes redraw their whole picture every frame, which is simple and always right. At 4K the pixels
of that picture cost more than a frame's time, and finding afterwards which pixels changed means
reading them all once more. Here every call a scene makes on the canvas (a blit, a fill, a shape
from sprites.pen) is kept as an operation with a key: what it draws, where, how. At the end of the
frame the keys are compared with the last frame's: an operation that is new or gone marks its box
as damaged, and a layer drawn again whose own pixels changed since (it counts its versions,
sprites/scaling.py) marks the boxes that changed in it. Then, inside each damaged box only, every
operation touching the box is replayed in order with the box as clip: the very pixels a whole
redraw gives there, and elsewhere the pixels are those of the last frame, which were the same.

A layer changed after it was recorded in the same frame is copied first, so the replay shows it as
it was when drawn. Operations only reordered (same keys, another order) are not noticed; scenes
draw in a fixed order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from sprites.scaling import Layer, physical, px, to_logical, to_physical

MERGE_GAP = 24  # physical pixels: damaged boxes closer than this are drawn as one
WHOLE = 0.55  # damage over this share of the canvas: the frame is replayed whole
MAX_BOXES = 24
JOIN_WASTE = 1.5  # a union at most this much bigger than its two parts is drawn as one box


def _key_part(value: Any) -> Any:
    """A hashable stand-in for an argument (rects and colours are mutable in pygame)."""
    if isinstance(value, pygame.Rect):
        return ("R", value.x, value.y, value.w, value.h)
    if isinstance(value, (list, tuple)):
        return tuple(_key_part(v) for v in value)
    if isinstance(value, pygame.Color):
        return tuple(value)
    return value


class Op:
    """One drawing call: its key, its box on the canvas (physical), and how to replay it."""

    __slots__ = ("args", "box", "clip", "key", "kind", "layer", "version")

    def __init__(self, kind: str, key: Any, box: pygame.Rect, clip: pygame.Rect | None, args: tuple[Any, ...],
                 layer: Layer | None = None) -> None:
        self.kind = kind
        self.key = key
        self.box = box if clip is None else box.clip(clip)
        self.clip = clip
        self.args = args
        self.layer = layer
        self.version = layer.version if layer is not None else 0


class RecordingCanvas(Layer):
    """A Layer over the window's pixels whose drawing calls are recorded for the frame's end."""

    __slots__ = ("_clip", "drawn", "full", "ops", "prev", "watched")
    records = True

    def __init__(self, surf: pygame.Surface, s: float, size: tuple[int, int]) -> None:
        super().__init__(surf, s, size)
        self.ops: list[Op] = []
        self.prev: list[Op] = []
        self._clip: pygame.Rect | None = None
        self.full = True  # the first frame is drawn whole
        self.watched: dict[int, Layer] = {}
        self.drawn: list[pygame.Rect] = []  # the boxes the last finished frame drew

    # --- recording
    def _add(self, op: Op) -> None:
        if op.box.w > 0 and op.box.h > 0:
            self.ops.append(op)

    def blit(self, source: Any, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
        s = self.s
        pos = (px(dest[0], s), px(dest[1], s))
        parea = None if area is None else to_physical(area, s)
        layer = source if isinstance(source, Layer) and source.s == s else None
        pixels = physical(source, s)
        if parea is None:
            box = pygame.Rect(pos, pixels.get_size())
        else:  # only the part of the area inside the source is drawn
            inside = parea.clip(pixels.get_rect())
            box = pygame.Rect(pos[0] + inside.x - parea.x, pos[1] + inside.y - parea.y, *inside.size)
        alpha = pixels.get_alpha()
        key = ("b", id(layer) if layer is not None else ("plain", id(pixels)), pos,
               _key_part(parea), special_flags, alpha)
        if layer is not None:
            layer.watcher = self
            self.watched[id(layer)] = layer
        self._add(Op("b", (key, _key_part(self._clip)), box, self._clip, (pixels, pos, parea, special_flags, alpha),
                     layer))
        return to_logical(box, s)

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        box = self.surf.get_rect() if rect is None else to_physical(rect, self.s).clip(self.surf.get_rect())
        colour = _key_part(color)
        key = ("f", colour, _key_part(box), special_flags)
        self._add(Op("f", (key, _key_part(self._clip)), box, self._clip, (colour, box, special_flags)))
        return to_logical(box, self.s)

    def record_draw(self, fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any],
                    box: pygame.Rect) -> None:
        """A shape from sprites.pen, its arguments already in physical pixels."""
        key = ("d", fn.__name__, _key_part(args), _key_part(tuple(sorted(kwargs.items()))))
        self._add(Op("d", (key, _key_part(self._clip)), box, self._clip, (fn, args, kwargs)))

    def set_clip(self, rect: Any) -> None:
        self._clip = None if rect is None else to_physical(rect, self.s).clip(self.surf.get_rect())

    def get_clip(self) -> pygame.Rect:
        return to_logical(self._clip, self.s) if self._clip is not None else pygame.Rect((0, 0), self.size)

    def subsurface(self, rect: Any) -> Layer:
        raise TypeError("the recording canvas has no subsurfaces: draw on it, or on a layer of your own")

    def copy(self) -> Layer:
        raise TypeError("the recording canvas cannot be copied mid-frame; copy the window after it is shown")

    def snapshot(self, layer: Layer) -> None:
        """`layer` is about to change after being drawn this frame: the ops keep a copy of it."""
        copy = layer.surf.copy()
        for op in self.ops:
            if op.layer is layer:
                _, pos, area, flags, alpha = op.args
                op.args = (copy, pos, area, flags, alpha)
                op.layer = None
                op.key = (("b", ("copy", id(copy)), pos, _key_part(area), flags, alpha), op.key[1])
        layer.watcher = None
        self.watched.pop(id(layer), None)

    def begin_frame(self) -> None:
        """A frame starts: calls recorded since the last finish (a frame drawn and never shown)
        are dropped, so the next finish compares with the last frame shown."""
        if self.ops:
            self._release()
            self.ops = []
        self._clip = None

    def _release(self) -> None:
        for layer in self.watched.values():
            layer.watcher = None
        self.watched.clear()

    # --- the frame's end
    def finish(self) -> list[pygame.Rect]:
        """Draw what changed since the last frame; the physical boxes drawn (none: all the same)."""
        self._release()
        ops, prev = self.ops, self.prev
        canvas = self.surf.get_rect()
        boxes = [canvas] if self.full else _merge([b.clip(canvas) for b in _damage(prev, ops)], canvas)
        for box in boxes:
            self._replay(ops, box)
        self.surf.set_clip(None)
        self.prev, self.ops = ops, []
        self._clip = None
        self.full = False
        self.drawn = boxes
        if boxes:
            self.version += 1
        return boxes

    def redraw_into(self, target: pygame.Surface) -> None:
        """The last finished frame drawn whole onto `target` (tests compare it with the canvas)."""
        self._replay(self.prev, target.get_rect(), target)
        target.set_clip(None)

    def _replay(self, ops: list[Op], box: pygame.Rect, target: pygame.Surface | None = None) -> None:
        surf = self.surf if target is None else target
        for op in ops:
            if not op.box.colliderect(box):
                continue
            surf.set_clip(box if op.clip is None else box.clip(op.clip))
            if op.kind == "b":
                pixels, pos, area, flags, alpha = op.args
                if pixels.get_alpha() != alpha:
                    pixels.set_alpha(alpha)
                surf.blit(pixels, pos, area, flags)
            elif op.kind == "f":
                colour, rect, flags = op.args
                surf.fill(colour, rect, flags)
            else:
                fn, args, kwargs = op.args
                fn(surf, *args, **kwargs)


def _damage(prev: list[Op], ops: list[Op]) -> list[pygame.Rect]:
    """Boxes where the two frames' operations differ: ops new or gone, ops drawn in another
    order than before, and the changed parts of layers drawn again."""
    boxes: list[pygame.Rect] = []
    if len(prev) == len(ops) and all(a.key == b.key for a, b in zip(prev, ops, strict=True)):
        pairs = list(zip(prev, ops, strict=True))
    else:
        waiting: dict[Any, list[tuple[int, Op]]] = {}
        for index, op in enumerate(prev):
            waiting.setdefault(op.key, []).append((index, op))
        pairs = []
        latest = -1
        for op in ops:
            same = waiting.get(op.key)
            if not same:
                boxes.append(op.box)
                continue
            index, old = same.pop(0)
            if index < latest:  # drawn before something it used to be drawn after
                boxes.append(op.box)
            latest = max(latest, index)
            pairs.append((old, op))
        boxes.extend(op.box for group in waiting.values() for _, op in group)
    for old, new in pairs:
        layer = new.layer
        if layer is None or old.version == new.version:
            continue
        pos, area = new.args[1], new.args[2]
        changed = layer.changed_since(old.version)
        if changed is None or any(b is None for b in changed):
            boxes.append(new.box)
            continue
        shift = (pos[0] - area.x, pos[1] - area.y) if area is not None else pos
        boxes.extend(b.move(shift).clip(new.box) for b in changed if b is not None)
    return [b for b in boxes if b.w > 0 and b.h > 0]


def _merge(boxes: list[pygame.Rect], canvas: pygame.Rect) -> list[pygame.Rect]:
    """Fewer boxes: two are joined when their union wastes little (a die's old and new place),
    not when it would span empty felt between far-apart pieces; the whole canvas once most of
    it is damaged or the boxes are many. Boxes that still overlap are joined at the end, so no
    pixel is replayed twice."""
    merged: list[pygame.Rect] = []
    for box in sorted(boxes, key=lambda b: (b.y, b.x)):
        for i in range(len(merged) - 1, -1, -1):  # the nearest are the newest
            if _worth_joining(merged[i], box):
                merged[i] = merged[i].union(box)
                break
        else:
            merged.append(box)
        if len(merged) > MAX_BOXES:  # many small boxes: the one around them all
            return _bounded([boxes[0].unionall(boxes[1:])], canvas)
    i = 0
    while i < len(merged):
        j = i + 1
        while j < len(merged):
            if merged[i].colliderect(merged[j]):
                merged[i] = merged[i].union(merged.pop(j))
                j = i + 1
            else:
                j += 1
        i += 1
    return _bounded(merged, canvas)


def _bounded(merged: list[pygame.Rect], canvas: pygame.Rect) -> list[pygame.Rect]:
    """The boxes, or the whole canvas once most of it is damaged."""
    area = sum(b.w * b.h for b in merged)
    return [canvas] if area > WHOLE * canvas.w * canvas.h else merged


def _worth_joining(a: pygame.Rect, b: pygame.Rect) -> bool:
    if not a.inflate(MERGE_GAP, MERGE_GAP).colliderect(b):
        return False
    union = a.union(b)
    return union.w * union.h <= JOIN_WASTE * (a.w * a.h + b.w * b.h) or a.contains(b) or b.contains(a)
