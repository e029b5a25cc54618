"""Colour words follow the colours as drawn, not the names of the printed game.

The pieces keep their colour keys ("red", "purple") in every palette (sprites/palette.py), but the
house palette draws "red" as Okabe–Ito's vermilion, an orange, and "purple" as a reddish purple
that people call pink; the colour-blind and high-contrast palettes draw "red" red and "purple" a
deep pink. A log line, a refusal or a lesson that names a colour asks here for the word of the
colour on screen, so "an orange side" is what the player sees (tests/test_colour_words.py checks
each word against the drawn colour's hue in every palette).
"""

from __future__ import annotations

from sprites import palette

DRAWN_AS: dict[str, dict[str, str]] = {  # palette -> colour key -> the word for how it is drawn
    "house": {"red": "orange", "purple": "pink"},
    "colour-blind": {"purple": "pink"},
    "high-contrast": {"purple": "pink"},
}


def colour_word(colour: str) -> str:
    """The word ("orange") for a piece colour key ("red") as the active palette draws it."""
    return DRAWN_AS.get(palette.current(), {}).get(colour, colour)


def tile_colour_values() -> dict[str, str]:
    """Pyramid Power's colour letters as words of the palette on screen, for sentences that name a
    colour by its letter ("{R}": "orange" in the house palette, "red" in the colour-blind one)."""
    from game.pyramid_power.tiles import COLOUR_NAMES
    from scenes.ui.text import tr

    return {letter: tr("pyramid_power.log.colour." + colour_word(name)) for letter, name in COLOUR_NAMES.items()}


def lesson_text(game_id: str, key: str, kind: str = "touch") -> str:
    """A lesson step's sentence, its colours named as drawn and its input words those of `kind`
    ("touch", "mouse", "key", "pad": `<key>.mouse` says "click" where `<key>` says "tap")."""
    from scenes.table.input_words import input_key
    from scenes.ui.text import tr

    key = input_key(key, kind)
    return tr(key, **tile_colour_values()) if game_id == "pyramid_power" else tr(key)
