"""The house look (STYLE.md) as constants, so every scene draws from one palette and type scale.

The colours are the current palette's (sprites/palette.py: house, colour-blind, high contrast),
read through this module as `theme.GOLD` (never imported by value), so a palette switch reaches
every scene without any of them holding an old colour.
"""

from __future__ import annotations

from sprites import palette, scaling

COLOUR_NAMES = ("BLUISH_GREEN", "CREAM", "CREAM_DIM", "DANGER", "FELT_EDGE", "FELT_MIDDLE", "GOLD", "GOLD_LIGHT",
                "INK", "OUTLINE", "PIECE_COLOURS", "RIM_DARK", "RIM_LIGHT", "SHADOW", "VERMILLION", "WALNUT",
                "WALNUT_ALPHA", "WALNUT_LIGHT")


def _sync() -> None:
    """Copy the current palette's colours here: plain module names, so reading one costs
    nothing per frame; a palette switch (which restyles) copies them again."""
    globals().update({name: getattr(palette, name) for name in COLOUR_NAMES})


_sync()
scaling.on_change(_sync)


WIDTH, HEIGHT = 1920, 1080  # the logical canvas; the window shows it letterboxed at any size
FPS = 60
STEP = 1.0 / FPS

# Type sizes at 1080p (body never below 28 px); the text size setting multiplies them when
# drawn (sprites/fonts.py), so layouts keep asking for these.
SIZE_BODY = 32
SIZE_LABEL = 28
SIZE_SMALL = 28
SIZE_BUTTON = 34
SIZE_HEADING = 60
SIZE_TITLE = 96

TOUCH_MIN = 96  # smallest side of anything a finger must hit
RADIUS = 18
