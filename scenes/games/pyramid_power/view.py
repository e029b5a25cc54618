"""What the Pyramid Power drawing is given: plain values the scene gathers once a frame.

The drawing modules (hud.py, overlay.py) read only these, never the scene, so what they show
is decided in one place (`PyramidPowerScene.view`) and they can be drawn from a test's numbers.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.pyramid_power import Placed
from scenes.games.pyramid_power.camera import Camera
from scenes.games.pyramid_power.effects import Flyer
from scenes.ui.effects import Popup

Cell = tuple[int, int]
Point = tuple[float, float]


@dataclass(frozen=True)
class Spaces:
    """Where the chosen tile fits, shown only to the person choosing."""

    tile: str
    turn: int
    fits: Mapping[Cell, int]  # cells it fits as turned now, with what each would score
    turned: Collection[Cell]  # cells where it fits only turned another way (dashed)
    target: Cell | None       # under the drag, the keyboard focus or the pointer


@dataclass(frozen=True)
class TrayTile:
    tile: str
    pos: Point
    turn: int
    chosen: bool
    playable: bool
    drawn: bool  # the drawn tile that must be placed now (tagged)


@dataclass(frozen=True)
class Tray:
    """The hand of the seat to act, large."""

    name: str
    solo_person: bool       # the only person at the table: "Your tiles"
    hint_key: str | None    # the line top right (None once the game is over)
    tiles: Sequence[TrayTile]


@dataclass(frozen=True)
class SeatView:
    name: str
    line: str  # "Hard bot · 3 tiles"
    score: int
    acting: bool


@dataclass(frozen=True)
class Drag:
    """The chosen tile under a finger or the mouse."""

    tile: str
    turn: int
    pos: tuple[int, int]
    fits: Mapping[Cell, int]


@dataclass(frozen=True)
class Best:
    """The solitaire best scores for these options, after the game."""

    rows: Sequence[Mapping[str, Any]]
    place: int | None  # this game's row, or None when it was not kept
    score: int
    wild: bool
    go: str  # how to go on to the results, in the words of the input the person used


@dataclass(frozen=True)
class TableView:
    cam: Camera  # the board's projection: cells to screen points and back
    tile_size: int
    symbols: bool
    time: float
    board: Sequence[Placed]
    flash: Mapping[Cell, float]
    spaces: Spaces | None
    supply: int
    supply_pulse: float
    person: bool  # a person is choosing now (the tray glows)
    tray: Tray | None
    strips: Sequence[tuple[pygame.Rect, Sequence[str]]]  # every seat's hand (none in solitaire)
    seats: Sequence[SeatView]
    seat_rects: Sequence[pygame.Rect]
    log: Sequence[str]
    pointer: tuple[int, int]
    flyers: Sequence[Flyer]
    drag: Drag | None
    popups: Sequence[Popup]
    notice: str
    notice_time: float
    best: Best | None
