"""Player settings, kept between runs in the user's config folder."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scenes.shell import json_files, storage
from scenes.shell.accessibility import apply_looks, host_choice, host_settings, remember_host, to_keep

__all__ = ["Settings", "apply_looks", "host_choice", "load", "remember_host", "save", "settings_path"]
from scenes.ui.catalogs import LANGUAGES
from sprites.fonts import TEXT_SIZES
from sprites.palette import PALETTES

SPEEDS = (0.5, 1.0, 1.5, 2.0)
PINS = (1000, 999999)  # a host PIN is 4 to 6 digits, never starting with 0 (host_pin.pin_problem)
BOT_PACES = (1.6, 1.0, 0.4)  # how long bots pause before a move: relaxed, normal, quick


@dataclass
class Settings:
    fullscreen: bool = False
    volume: float = 0.8
    muted: bool = False
    speed: float = 1.0
    kiosk: bool = False
    idle_seconds: int = 90
    bot_pace: float = 1.0
    kiosk_pin: int = 0  # the host's PIN before the kiosk's Settings and Quit; 0: none
    language: str = ""  # a code of scenes.ui.catalogs.LANGUAGES; "": not chosen, the system's
    text_size: str = "normal"  # a key of sprites.fonts.TEXT_SIZES (1.0, 1.25, 1.5 times)
    palette: str = "house"  # one of sprites.palette.PALETTES
    reduced_motion: bool = False  # no shake, confetti or flashing; pieces shown where they land at once

    def clamp(self) -> Settings:
        self.volume = min(1.0, max(0.0, float(self.volume)))
        self.speed = min(SPEEDS, key=lambda s: abs(s - float(self.speed)))
        self.idle_seconds = max(15, min(3600, int(self.idle_seconds)))
        pin = int(self.kiosk_pin)  # a hand-edited PIN the pad could never take (12, 1234567) is no PIN:
        self.kiosk_pin = pin if PINS[0] <= pin <= PINS[1] else 0  # a kiosk then asks its host for one
        self.bot_pace = min(BOT_PACES, key=lambda p: abs(p - float(self.bot_pace)))
        if self.text_size not in TEXT_SIZES:
            self.text_size = "normal"
        if self.palette not in PALETTES:
            self.palette = "house"
        if self.language not in LANGUAGES:
            self.language = ""  # a language this program does not have (any more): the system's
        return self


def settings_path() -> Path:
    return storage.config_dir() / "settings.json"


def _schema() -> json_files.Schema:
    """Known fields must have their type; numbers must be finite and sane (they are clamped after);
    unknown fields are ignored (a newer program may have written them)."""
    fields: dict[str, json_files.Schema] = {}
    for f in dataclasses.fields(Settings):
        if isinstance(f.default, bool):
            fields[f.name] = json_files.Bool()
        elif isinstance(f.default, str):
            fields[f.name] = json_files.Str(max_len=16)  # "high-contrast" is the longest value
        else:
            fields[f.name] = json_files.Num(-1e9, 1e9)
    return json_files.Obj(optional=fields)


def load() -> tuple[Settings, bool]:
    """The saved settings and whether a damaged file had to be set aside (never raises)."""
    data, damaged = json_files.load_own(settings_path(), _schema())
    if data is None:
        return Settings(), damaged
    known = {f.name: f for f in dataclasses.fields(Settings)}
    values: dict[str, Any] = {name: type(known[name].default)(value)
                              for name, value in data.items() if name in known}
    return Settings(**values).clamp(), False


def save(settings: Settings) -> None:
    """Write the settings (not while another program holds this home)."""
    if storage.saving_paused():
        return
    settings = dataclasses.replace(settings)
    for name, value in host_settings().items():  # a kiosk visitor's text size and motion are for
        setattr(settings, name, value)           # their game: a stop mid-game never keeps them
    to_keep(settings)  # `--palette`, `--text-size`, `--reduced-motion` choose for their run only
    storage.write_json_atomic(settings_path(), dataclasses.asdict(settings))
