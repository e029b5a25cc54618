"""Tumble Table's sound effects: small WAV files the project synthesizes itself.

Every file here is made by `python -m tools.make_sounds` (standard library only, fixed seeds), so
anyone can rebuild them byte for byte; nothing is recorded or downloaded. The files are committed
so a fresh install needs no build step.

Effect names (what the scenes ask `sprites.sound.SoundBoard` for):

Impacts (physics collisions; each has `VARIANTS` pitch variants, `_1` lightest/highest pitched,
`_4` heaviest/lowest, played with `SoundBoard.impact(kind, impulse)`):

- ``die_wood``       a die landing on the wooden tray/table: short hollow "tock"
- ``die_die``        two dice knocking together: brighter, shorter plastic "clack"
- ``pyramid_clink``  a plastic pyramid hitting the table or another pyramid: bright ringing clink
- ``chip_drop``      a scoring chip dropped on the table: a tick and two or three small bounces
- ``tile_snap``      a triangle tile snapping into the grid: click then a seated thud

One-shots (game and UI events, played with `SoundBoard.play(name)`):

- ``dice_rattle``    dice shaken in a cupped hand before a cast
- ``card_slide``     a card sliding across the felt (deal, play to a row)
- ``card_flip``      a card flipped face up (reveal)
- ``bag_rustle``     a hand rummaging in the cloth bag of pyramids (draw)
- ``ui_click``       a button pressed
- ``ui_hover``       focus/hover moving onto something choosable (very soft)
- ``bust_sting``     a bust: two sad descending notes
- ``round_chime``    a round ends: a two-note bell "ding-dong"
- ``winner_fanfare`` the game is won: a bright major arpeggio
"""

from __future__ import annotations

from pathlib import Path

# Next to this module: works from a checkout, an installed wheel, an editable install and a
# PyInstaller bundle (which keeps package data beside the collected module).
SOUND_DIR: Path = Path(__file__).resolve().parent

# How many pitch variants each impact kind has on disk (name_1.wav ... name_N.wav).
VARIANTS: int = 4

IMPACTS: tuple[str, ...] = ("die_wood", "die_die", "pyramid_clink", "chip_drop", "tile_snap")

ONE_SHOTS: tuple[str, ...] = (
    "dice_rattle",
    "card_slide",
    "card_flip",
    "bag_rustle",
    "ui_click",
    "ui_hover",
    "bust_sting",
    "round_chime",
    "winner_fanfare",
)

# Every effect name the game may ask for, impacts first.
EFFECTS: tuple[str, ...] = IMPACTS + ONE_SHOTS


def variant_count(name: str) -> int:
    """How many files an effect has: impacts come in pitch variants, one-shots in one file."""
    if name in IMPACTS:
        return VARIANTS
    if name in ONE_SHOTS:
        return 1
    raise KeyError(f"unknown sound effect {name!r}")


def file_name(name: str, variant: int = 1) -> str:
    """The file name of one effect (variant counts from 1 and only matters for impacts)."""
    count = variant_count(name)
    if not 1 <= variant <= count:
        raise ValueError(f"{name!r} has variants 1..{count}, not {variant}")
    return f"{name}_{variant}.wav" if name in IMPACTS else f"{name}.wav"


def path(name: str, variant: int = 1) -> Path:
    """Where an effect's file lives; `variant` picks an impact's pitch variant (1 = highest)."""
    return SOUND_DIR / file_name(name, variant)


def paths(name: str) -> list[Path]:
    """All files of one effect, in variant order (lightest first)."""
    return [path(name, v) for v in range(1, variant_count(name) + 1)]


def all_files() -> list[Path]:
    """Every file the effects need, for loading and for tests."""
    return [p for name in EFFECTS for p in paths(name)]
