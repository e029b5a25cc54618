"""Dice as drawn: a rounded cube face with bevel and pips, pre-rendered per colour, value, size
and angle, and a soft shadow that grows with height.

Colours (STYLE.md): white = ivory with dark pips, black = #222 with ivory pips, red joker =
#C62828 with white star-shaped pips; the `combo` theme swaps white/black for orange #E69F00 and
blue #0072B2. Colour is never alone: with colour symbols on, white dice have round pips, black
dice square pips and jokers star pips, so the three read apart in grey too.

Kinds are the notation's letters: "W", "B", "R"; "*" (either colour: a die split white/black)
only appears as an icon on cards. Value 0 is a blank die (a colour-only requirement).
"""

from __future__ import annotations

import math

import pygame

from sprites import palette, pen, scaling, transforms
from sprites.surface_cache import surface_cache

PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.28, 0.28), (0.72, 0.72)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.28, 0.25), (0.72, 0.25), (0.28, 0.5), (0.72, 0.5), (0.28, 0.75), (0.72, 0.75)),
}
ANGLE_STEP = 5  # degrees between pre-rendered rotations (a die looks the same every 90°)


def colours(kind: str, theme: str = "classic") -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """(body, pips) of a die kind in a theme, in the current palette."""
    table = palette.dice()
    if kind == "R":
        return table["R"]
    return table.get(theme, table["classic"])[kind]


def _shade(c: tuple[int, int, int], f: float) -> tuple[int, int, int]:
    if f >= 0:
        return tuple(round(v + (255 - v) * f) for v in c)  # type: ignore[return-value]
    return tuple(round(v * (1 + f)) for v in c)  # type: ignore[return-value]


def _star(target: pygame.Surface, colour: tuple[int, ...], centre: tuple[float, float], r: float) -> None:
    cx, cy = centre
    points = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        points.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pen.polygon(target, colour, points)


def pip_shape(kind: str, symbols: bool) -> str:
    if kind == "R":
        return "star"
    if kind == "B" and symbols:
        return "square"
    return "circle"


def _pips(surf: pygame.Surface, kind: str, value: int, box: pygame.Rect, colour: tuple[int, ...],
          shape: str, body: tuple[int, int, int]) -> None:
    s = box.w
    r = s * (0.1 if value != 1 else 0.13)
    if shape == "star":
        r *= 1.45
    for fx, fy in PIPS.get(value, ()):
        cx, cy = box.x + fx * s, box.y + fy * s
        if shape == "star":
            _star(surf, colour, (cx, cy), r)
        elif shape == "square":
            rect = pygame.Rect(0, 0, round(r * 1.8), round(r * 1.8))
            rect.center = (round(cx), round(cy))
            pen.rect(surf, colour, rect, border_radius=max(1, round(r * 0.3)))
        else:
            # A pip is a small hollow: a darker rim towards the light, the pip inside.
            pen.circle(surf, _shade(body, -0.18), (cx, cy - r * 0.12), r * 1.08)
            pen.circle(surf, colour, (cx, cy), r)


def _corner_marks(surf: pygame.Surface, box: pygame.Rect, colour: tuple[int, ...]) -> None:
    """The dark die's body mark: a small wedge in each corner (no pip goes there), so the two
    colours of dice differ by a mark on the body as well as by colour and pip shape."""
    k = box.w * 0.17
    for (x, y), (dx, dy) in (((box.left, box.top), (1, 1)), ((box.right, box.top), (-1, 1)),
                             ((box.right, box.bottom), (-1, -1)), ((box.left, box.bottom), (1, -1))):
        x += dx * box.w * 0.06
        y += dy * box.w * 0.06
        pen.polygon(surf, (*colour[:3], 210), [(x, y), (x + dx * k, y), (x, y + dy * k)])


@surface_cache(8)
def face(kind: str, value: int, size: int, theme: str = "classic", symbols: bool = True) -> pygame.Surface:
    """An upright die face of `size` px (value 0: blank; kind "*": split white/black)."""
    surf = scaling.surface((size, size), pygame.SRCALPHA)
    rect = surf.get_rect()
    radius = max(3, round(size * 0.2))
    if kind == "*":
        white, wpip = colours("W", theme)
        black, bpip = colours("B", theme)
        mask = scaling.surface((size, size), pygame.SRCALPHA)
        pen.rect(mask, (255, 255, 255, 255), rect, border_radius=radius)
        half = scaling.surface((size, size), pygame.SRCALPHA)
        half.fill((*white, 255))
        pen.polygon(half, (*black, 255), [(size, 0), (size, size), (0, size)])
        half.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(half, (0, 0))
        pen.rect(surf, _shade(black, 0.35), rect, max(1, size // 22), border_radius=radius)
        box = rect.inflate(-size * 0.06, -size * 0.06)
        # Pips in both colours: dark on the white half, light on the black half (drawn as rings).
        for fx, fy in PIPS.get(value, ()):
            cx, cy = box.x + fx * box.w, box.y + fy * box.h
            r = box.w * (0.1 if value != 1 else 0.13)
            on_black = (cx - box.x) + (cy - box.y) > box.w
            pen.circle(surf, bpip if on_black else wpip, (cx, cy), r)
        return surf
    body, pip = colours(kind, theme)
    edge = _shade(body, -0.35 if sum(body) > 200 else 0.25)
    pen.rect(surf, edge, rect, border_radius=radius)
    inner = rect.inflate(-max(2, size // 14), -max(2, size // 14)).move(0, -max(1, size // 40))
    pen.rect(surf, body, inner, border_radius=max(2, radius - 2))
    # Light from above: a soft highlight band at the top of the face.
    glow = scaling.surface(inner.size, pygame.SRCALPHA)
    pen.rect(glow, (255, 255, 255, 38), pygame.Rect(0, 0, inner.w, inner.h // 2),
                     border_radius=max(2, radius - 2))
    surf.blit(glow, inner.topleft)
    pen.rect(surf, _shade(body, 0.3), inner, max(1, size // 40), border_radius=max(2, radius - 2))
    if kind == "B":
        _corner_marks(surf, inner, pip)
    _pips(surf, kind, value, inner, pip, pip_shape(kind, symbols), body)
    if kind == "R" and value == 0:
        _star(surf, pip, inner.center, inner.w * 0.28)
    return surf


@surface_cache(12)
def rotated(kind: str, value: int, size: int, theme: str, symbols: bool, step: int) -> pygame.Surface:
    """A face turned by `step` * ANGLE_STEP degrees (cached; rotation is the costly part)."""
    base = face(kind, value, size, theme, symbols)
    if step == 0:
        return base
    return transforms.rotozoom(base, step * ANGLE_STEP, 1.0)


@scaling.per_scale(64)
def shadow(size: int) -> pygame.Surface:
    """A soft round-cornered shadow, drawn small and scaled up (a cheap blur)."""
    pad = max(4, size // 5)
    w = size + 2 * pad
    small = scaling.surface((max(1, w // 4), max(1, w // 4)), pygame.SRCALPHA)
    pen.rect(small, (0, 0, 0, 90), pygame.Rect(pad // 4, pad // 4, max(1, size // 4),
                                                      max(1, size // 4)), border_radius=max(1, size // 20))
    return transforms.smoothscale(small, (w, w))


def angle_step(angle_rad: float) -> int:
    """The pre-rendered rotation nearest to an angle (pygame turns counter-clockwise)."""
    deg = -math.degrees(angle_rad) % 90.0
    return round(deg / ANGLE_STEP) % (90 // ANGLE_STEP)


class FlightBudget:
    """How many new pictures of dice in the air one frame may still make.

    A cast of twenty dice asks for dozens of turned faces it has never drawn (each die flickers
    through its faces at six sizes and six turns), and at 1440p or 4K each costs a few tenths of
    a millisecond: together more than a frame. Past the budget, a die in the air borrows the
    nearest picture already made (its face at a neighbouring turn or size), which nobody can
    tell in a spinning die; the picture it wanted is made on a later frame. Counted, not timed,
    so a frame draws the same on every run."""

    def __init__(self, per_frame: int) -> None:
        self.per_frame = per_frame
        self.left = per_frame

    def new_frame(self) -> None:
        self.left = self.per_frame

    def take(self) -> bool:
        if self.left <= 0:
            return False
        self.left -= 1
        return True


FLIGHT = FlightBudget(4)
TURNS = 90 // ANGLE_STEP
NEAR_TURNS = (0, 3, -3, 1, -1, 2, -2, 6, -6, 9)  # the nearest turns first (a die at rest has every turn)


def _in_flight(kind: str, value: int, px: int, theme: str, symbols: bool, turn: int) -> tuple[pygame.Surface, int]:
    """(picture, its size) of a die in the air: made if the budget allows, else borrowed."""
    image = rotated.peek(kind, value, px, theme, symbols, turn)
    if image is not None or FLIGHT.take():
        return (image if image is not None else rotated(kind, value, px, theme, symbols, turn)), px
    for size in (px, px - 6, px + 6, px - 12, px + 12):
        for near in NEAR_TURNS if size != px else NEAR_TURNS[1:]:  # the wanted one was looked up
            image = rotated.peek(kind, value, size, theme, symbols, (turn + near) % TURNS)
            if image is not None:
                return image, size
    return rotated(kind, value, px, theme, symbols, turn), px  # nothing near: made after all


def blit(surface: pygame.Surface, kind: str, value: int, centre: tuple[float, float], size: int,
         angle: float = 0.0, z: float = 0.0, theme: str = "classic", symbols: bool = True,
         alpha: int = 255) -> pygame.Rect:
    """Draw a die with its shadow; higher dice (z) look bigger and cast a farther shadow."""
    grow = 1.0 + min(0.45, z / 260.0)
    step = 2 if z <= 0 else 6  # in flight, coarser sizes: far fewer rotations to make
    px = max(8, round(size * grow / step) * step)
    x, y = centre
    turn = angle_step(angle)
    if z > 0:  # in the air a die spins fast: every third turn is enough, and three times fewer to make
        turn -= turn % 3
        image, px = _in_flight(kind, value, px, theme, symbols, turn)
    else:
        image = rotated(kind, value, px, theme, symbols, turn)
    sh = shadow(px)
    off = 4 + z * 0.35
    if alpha < 255:
        sh = sh.copy()
        sh.set_alpha(alpha)
    surface.blit(sh, sh.get_rect(center=(round(x + off), round(y + off))))
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    rect = image.get_rect(center=(round(x), round(y - z * 0.25)))
    surface.blit(image, rect)
    return rect


def squashed(kind: str, value: int, size: int, theme: str, symbols: bool, width: float) -> pygame.Surface:
    """A face squeezed sideways (0..1 of its width): the middle of a quarter roll or a flip."""
    base = face(kind, value, size, theme, symbols)
    w = max(2, round(size * max(0.05, width)))
    return _squash(base, w)


@surface_cache(6)
def _squash(base: pygame.Surface, w: int) -> pygame.Surface:
    return transforms.smoothscale(base, (w, base.get_height()))


def icon(kind: str, value: int, size: int, theme: str = "classic", symbols: bool = True) -> pygame.Surface:
    """A small flat die for cards and panels (no shadow)."""
    return face(kind, value, size, theme, symbols)


def parse(die: str) -> tuple[str, int]:
    """"W5" -> ("W", 5)."""
    return die[0], int(die[1])
