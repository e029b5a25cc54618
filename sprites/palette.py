"""The palettes: one set of colours for the screens and the pieces alike, in three looks.

- `house`: the house look of STYLE.md (piece hues after Okabe–Ito).
- `colour-blind`: piece hues chosen from the Okabe–Ito and Paul Tol colour-blind safe sets so
  that every pair that tells pieces apart stays far apart (CIEDE2000) under simulated
  protanopia, deuteranopia and tritanopia (tests/test_palette_colour_vision.py measures it).
- `high-contrast`: the colour-blind piece hues with dark outlines, pure white text on black
  panels and a darker felt, so text reaches 7:1 against what is behind it.

Colour is never the only cue whatever the palette: every piece also has its symbol or mark.
The module's upper-case names are the current palette's colours; `use()` switches them and
tells every drawing cache to start again (through `scaling.restyle`), so a switch costs one
redraw, never a per-frame lookup. Scenes read the colours through `scenes.ui.theme`; sprites read
them from here as `palette.NAME` (not imported by value, so a switch reaches them).
"""

from __future__ import annotations

from typing import Any

RGB = tuple[int, int, int]

PALETTES = ("house", "colour-blind", "high-contrast")

_UI_HOUSE: dict[str, Any] = {
    "FELT_EDGE": (29, 88, 55),
    "FELT_MIDDLE": (42, 116, 74),  # a shade under STYLE.md's #2E7D50: light text on it reads 4.5:1
    "RIM_DARK": (107, 66, 38),
    "RIM_LIGHT": (139, 90, 43),
    "WALNUT": (43, 29, 20),
    "WALNUT_ALPHA": 218,  # ~85% opaque panels
    "WALNUT_LIGHT": (74, 52, 37),
    "CREAM": (244, 234, 213),
    "CREAM_DIM": (196, 184, 160),
    "GOLD": (224, 176, 74),
    "GOLD_LIGHT": (246, 210, 128),
    "VERMILLION": (213, 94, 0),
    "BLUISH_GREEN": (0, 158, 115),
    "SHADOW": (0, 0, 0, 80),
    "INK": (40, 30, 22),
    "OUTLINE": None,  # a dark line around every piece (high contrast)
}
_UI_HIGH_CONTRAST: dict[str, Any] = {
    **_UI_HOUSE,
    "FELT_EDGE": (8, 38, 22),
    "FELT_MIDDLE": (14, 58, 34),
    "WALNUT": (0, 0, 0),
    "WALNUT_ALPHA": 246,
    "WALNUT_LIGHT": (40, 40, 40),
    "CREAM": (255, 255, 255),
    "CREAM_DIM": (232, 232, 232),
    "GOLD": (255, 226, 90),  # 7:1 on the house's brown rows (results, tonight's table), not only on black
    "GOLD_LIGHT": (255, 236, 150),
    "VERMILLION": (255, 128, 64),
    "BLUISH_GREEN": (64, 224, 176),
    "INK": (0, 0, 0),
    "OUTLINE": (0, 0, 0),
}
_UI: dict[str, dict[str, Any]] = {"house": _UI_HOUSE, "colour-blind": _UI_HOUSE,
                                  "high-contrast": _UI_HIGH_CONTRAST}

# Pieces: each palette gives every colour key its hue; the symbol belongs to the colour, not the
# palette, so a player who learnt "star is yellow" keeps it in every palette.
SYMBOLS = {"red": "circle", "yellow": "star", "green": "leaf", "blue": "square", "purple": "diamond",
           "black": "cross", "white": "cross"}
_PIECES_HOUSE: dict[str, RGB] = {
    "red": (213, 94, 0), "yellow": (245, 199, 16), "green": (0, 158, 115), "blue": (0, 114, 178),
    "purple": (204, 121, 167), "black": (34, 34, 36), "white": (238, 234, 224)}
# Pyramids (red, yellow, green, blue, black): Tol's red, Okabe–Ito's yellow, Tol's teal and a deep
# blue apart in lightness; the lowest simulated CIEDE2000 of a pair is 28.8 (house: 12.1).
_PYRAMIDS_SAFE: dict[str, RGB] = {
    "red": (204, 51, 17), "yellow": (240, 228, 66), "green": (68, 170, 153), "blue": (31, 78, 153),
    "black": (17, 17, 17), "white": (240, 240, 240), "purple": (170, 51, 119)}
# Tiles (red, yellow, green, blue, purple): Tol's muted set, lowest simulated CIEDE2000 17.8.
_TILES_SAFE: dict[str, RGB] = {
    "red": (238, 102, 119), "yellow": (247, 225, 26), "green": (17, 119, 51), "blue": (86, 180, 233),
    "purple": (170, 51, 119), "black": (17, 17, 17), "white": (240, 240, 240)}
# The pyramids game says "red" (the printed game's colour, its lesson and rules): the house draws
# that pyramid red, Tol's red, not the tiles' vermilion, which people see as orange.
_PYRAMIDS_HOUSE: dict[str, RGB] = {**_PIECES_HOUSE, "red": _PYRAMIDS_SAFE["red"]}
_PIECES: dict[str, dict[str, dict[str, RGB]]] = {
    "house": {"pyramids": _PYRAMIDS_HOUSE, "tiles": _PIECES_HOUSE},
    "colour-blind": {"pyramids": _PYRAMIDS_SAFE, "tiles": _TILES_SAFE},
    "high-contrast": {"pyramids": _PYRAMIDS_SAFE, "tiles": _TILES_SAFE},
}

# Dice: theme -> kind -> (body, pips); the red joker is the same in both themes.
_DICE_HOUSE = {
    "classic": {"W": ((247, 243, 232), (44, 36, 30)), "B": ((34, 34, 34), (247, 243, 232))},
    "combo": {"W": ((230, 159, 0), (40, 28, 10)), "B": ((0, 114, 178), (247, 243, 232))},
    "R": ((198, 40, 40), (255, 255, 255)),
}
_DICE_SAFE = {
    "classic": {"W": ((247, 243, 232), (30, 24, 20)), "B": ((20, 20, 20), (250, 248, 240))},
    "combo": {"W": ((240, 170, 0), (30, 20, 0)), "B": ((0, 90, 160), (255, 255, 255))},
    "R": ((204, 51, 17), (255, 255, 255)),
}
_DICE = {"house": _DICE_HOUSE, "colour-blind": _DICE_SAFE, "high-contrast": _DICE_SAFE}

# Take 5 bullhead tiers: value -> (band fill, head ink, centre number colour).
_TIERS_HOUSE = {
    1: ((232, 224, 204), (104, 84, 66), (46, 34, 26)),
    2: ((124, 176, 222), (16, 52, 96), (0, 84, 150)),
    3: ((246, 204, 64), (96, 62, 0), (150, 100, 0)),
    5: ((232, 112, 56), (84, 18, 0), (196, 64, 0)),
    7: ((166, 92, 178), (46, 6, 60), (128, 40, 140)),
}
_TIERS_SAFE = {  # lowest simulated CIEDE2000 of a pair: 24.6 (house: 14.2)
    1: ((238, 238, 238), (90, 72, 56), (40, 30, 22)),
    2: ((102, 153, 204), (10, 30, 70), (0, 70, 130)),
    3: ((255, 176, 0), (70, 40, 0), (140, 90, 0)),
    5: ((204, 51, 17), (255, 236, 226), (170, 40, 10)),
    7: ((102, 51, 153), (246, 232, 250), (90, 40, 140)),
}
_TIERS_HIGH_CONTRAST = {  # the safe bands, the centre numbers darker: 7:1 on the card's face
    **_TIERS_SAFE,
    2: (_TIERS_SAFE[2][0], _TIERS_SAFE[2][1], (0, 52, 100)),
    3: (_TIERS_SAFE[3][0], _TIERS_SAFE[3][1], (96, 58, 0)),
    5: (_TIERS_SAFE[5][0], _TIERS_SAFE[5][1], (128, 26, 4)),
    7: (_TIERS_SAFE[7][0], _TIERS_SAFE[7][1], (70, 28, 112)),
}
_TIERS = {"house": _TIERS_HOUSE, "colour-blind": _TIERS_SAFE, "high-contrast": _TIERS_HIGH_CONTRAST}
_DANGER = {"house": (226, 74, 40), "colour-blind": (213, 94, 0), "high-contrast": (255, 112, 48)}

_state: dict[str, str] = {"name": "house"}

# The current palette's names (filled in by `use` just below); listed for type checkers and readers.
FELT_EDGE: RGB
FELT_MIDDLE: RGB
RIM_DARK: RGB
RIM_LIGHT: RGB
WALNUT: RGB
WALNUT_ALPHA: int
WALNUT_LIGHT: RGB
CREAM: RGB
CREAM_DIM: RGB
GOLD: RGB
GOLD_LIGHT: RGB
VERMILLION: RGB
BLUISH_GREEN: RGB
SHADOW: tuple[int, int, int, int]
INK: RGB
OUTLINE: RGB | None
PIECE_COLOURS: dict[str, tuple[RGB, str]]
DANGER: RGB


def current() -> str:
    return _state["name"]


def use(name: str) -> bool:
    """Switch to palette `name` (one of PALETTES); True when it changed. Drawing caches restart."""
    if name not in PALETTES:
        raise ValueError(f"unknown palette {name!r}; choose one of: {', '.join(PALETTES)}")
    changed = name != _state["name"]
    _state["name"] = name
    globals().update(_UI[name])
    pieces = _PIECES[name]["pyramids"]
    globals()["PIECE_COLOURS"] = {k: (pieces[k], SYMBOLS[k]) for k in
                                  ("red", "yellow", "green", "blue", "purple", "black")}
    globals()["DANGER"] = _DANGER[name]
    if changed:
        from sprites import scaling

        scaling.restyle()
    return changed


def pieces(game: str) -> dict[str, RGB]:
    """Colour key -> hue of a game's pieces (`pyramids` or `tiles`) in the current palette."""
    return _PIECES[_state["name"]][game]


def dice() -> dict[str, Any]:
    """Dice colours in the current palette: theme -> kind -> (body, pips), and "R" the joker's."""
    return _DICE[_state["name"]]


def tiers() -> dict[int, tuple[RGB, RGB, RGB]]:
    """Take 5 bullhead value -> (band fill, head ink, number colour) in the current palette."""
    return _TIERS[_state["name"]]


def high_contrast() -> bool:
    return _state["name"] == "high-contrast"


use("house")
