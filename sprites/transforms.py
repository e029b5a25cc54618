"""`pygame.transform` for layers: resize, turn and recolour at the layer's own density.

A Layer (sprites/scaling.py) in gives a Layer out at the same scale. A size asked for is in
logical pixels, so a plain picture resized to a logical size while the screen is scaled comes out
as a Layer of full density (how the felt and shadows are made from small drafts).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from sprites import scaling
from sprites.scaling import Layer, px


def _resized(fn: Any, image: Any, size: Sequence[float]) -> Any:
    w, h = max(0, int(size[0])), max(0, int(size[1]))
    if isinstance(image, Layer):
        s = image.s
        return Layer(fn(image.surf, (max(1, px(w, s)) if w else 0, max(1, px(h, s)) if h else 0)), s, (w, h))
    s = scaling.scale()
    if not scaling.layered():
        return fn(image, (w, h))
    return Layer(fn(image, (max(1, px(w, s)) if w else 0, max(1, px(h, s)) if h else 0)), s, (w, h))


def smoothscale(image: Any, size: Sequence[float]) -> Any:
    return _resized(pygame.transform.smoothscale, image, size)


def scale(image: Any, size: Sequence[float]) -> Any:
    return _resized(pygame.transform.scale, image, size)


def smoothscale_by(image: Any, factor: float) -> Any:
    if not isinstance(image, Layer):
        return pygame.transform.smoothscale_by(image, factor)
    w, h = image.size
    return Layer(pygame.transform.smoothscale_by(image.surf, factor), image.s,
                 (max(1, round(w * factor)), max(1, round(h * factor))))


def rotate(image: Any, angle: float) -> Any:
    if not isinstance(image, Layer):
        return pygame.transform.rotate(image, angle)
    return Layer(pygame.transform.rotate(image.surf, angle), image.s)


def rotozoom(image: Any, angle: float, zoom: float) -> Any:
    if not isinstance(image, Layer):
        return pygame.transform.rotozoom(image, angle, zoom)
    return Layer(pygame.transform.rotozoom(image.surf, angle, zoom), image.s)


def grayscale(image: Any) -> Any:
    if not isinstance(image, Layer):
        return pygame.transform.grayscale(image)
    return Layer(pygame.transform.grayscale(image.surf), image.s, image.size)


def flip(image: Any, flip_x: bool, flip_y: bool) -> Any:
    if not isinstance(image, Layer):
        return pygame.transform.flip(image, flip_x, flip_y)
    return Layer(pygame.transform.flip(image.surf, flip_x, flip_y), image.s, image.size)
