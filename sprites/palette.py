"""The house palette (STYLE.md): one set of colours for the screens and the pieces alike.

Scenes read it through `scenes.ui.theme`; sprites import it from here (sprites never import scenes).
"""

from __future__ import annotations

FELT_EDGE = (31, 94, 59)
FELT_MIDDLE = (46, 125, 80)
RIM_DARK = (107, 66, 38)
RIM_LIGHT = (139, 90, 43)
WALNUT = (43, 29, 20)
WALNUT_ALPHA = 218  # ~85% opaque panels
WALNUT_LIGHT = (74, 52, 37)
CREAM = (244, 234, 213)
CREAM_DIM = (196, 184, 160)
GOLD = (224, 176, 74)
GOLD_LIGHT = (246, 210, 128)
VERMILLION = (213, 94, 0)
BLUISH_GREEN = (0, 158, 115)
SHADOW = (0, 0, 0, 80)
INK = (40, 30, 22)

# Piece colours after Okabe–Ito, each with its symbol (colour is never the only cue).
PIECE_COLOURS = {
    "red": ((213, 94, 0), "circle"),
    "yellow": ((245, 199, 16), "star"),
    "green": ((0, 158, 115), "leaf"),
    "blue": ((0, 114, 178), "square"),
    "purple": ((204, 121, 167), "diamond"),
    "black": ((26, 26, 26), "cross"),
}
