"""Colour words follow the dice on screen: with the orange & blue palette a card says "Reroll
blue" and the log "orange 4", not the white and black of the printed game.

The table sets the palette when it opens (one table plays at a time); every dice word with a
colour in it is asked for here, and a catalog entry `<key>.<palette>` wins over `<key>` when the
palette is not the classic one.
"""

from __future__ import annotations

from scenes.ui.text import has, tr

CLASSIC = "classic"
_palette = CLASSIC


def use(palette: str) -> None:
    """The palette of the table now open (its `theme` rule option)."""
    global _palette
    _palette = palette


def palette() -> str:
    return _palette


def ptr(key: str, **values: object) -> str:
    """`tr(key)`, in the open table's dice colours when its catalog has words for them."""
    if _palette != CLASSIC and has(f"{key}.{_palette}"):
        key = f"{key}.{_palette}"
    return tr(key, **values)
