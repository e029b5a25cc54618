"""The house look (STYLE.md) as constants, so every scene draws from one palette and type scale."""

from __future__ import annotations

# The colours live with the sprites (sprites never import scenes); scenes read them from here.
from sprites.palette import (  # noqa: F401
    BLUISH_GREEN,
    CREAM,
    CREAM_DIM,
    FELT_EDGE,
    FELT_MIDDLE,
    GOLD,
    GOLD_LIGHT,
    INK,
    PIECE_COLOURS,
    RIM_DARK,
    RIM_LIGHT,
    SHADOW,
    VERMILLION,
    WALNUT,
    WALNUT_ALPHA,
    WALNUT_LIGHT,
)

WIDTH, HEIGHT = 1920, 1080  # the logical canvas; the window shows it letterboxed at any size
FPS = 60
STEP = 1.0 / FPS

# Type sizes at 1080p (body never below 28 px).
SIZE_BODY = 32
SIZE_LABEL = 28
SIZE_SMALL = 28
SIZE_BUTTON = 34
SIZE_HEADING = 60
SIZE_TITLE = 96

TOUCH_MIN = 96  # smallest side of anything a finger must hit
RADIUS = 18
