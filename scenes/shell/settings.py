"""Player settings, kept between runs in the user's config folder."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scenes.shell import storage

SPEEDS = (0.5, 1.0, 1.5, 2.0)
BOT_PACES = (1.6, 1.0, 0.4)  # how long bots pause before a move: relaxed, normal, quick


@dataclass
class Settings:
    fullscreen: bool = False
    volume: float = 0.8
    muted: bool = False
    speed: float = 1.0
    colour_symbols: bool = True
    kiosk: bool = False
    idle_seconds: int = 90
    bot_pace: float = 1.0
    kiosk_pin: int = 0  # the host's PIN before the kiosk's Settings and Quit; 0: none

    def clamp(self) -> Settings:
        self.volume = min(1.0, max(0.0, float(self.volume)))
        self.speed = min(SPEEDS, key=lambda s: abs(s - float(self.speed)))
        self.idle_seconds = max(15, min(3600, int(self.idle_seconds)))
        self.kiosk_pin = max(0, min(999999, int(self.kiosk_pin)))
        self.bot_pace = min(BOT_PACES, key=lambda p: abs(p - float(self.bot_pace)))
        return self


def settings_path() -> Path:
    return storage.config_dir() / "settings.json"


def load() -> tuple[Settings, bool]:
    """The saved settings and whether a damaged file had to be set aside."""
    try:
        data = storage.read_json(settings_path())
    except storage.Damaged:
        return Settings(), True
    if data is None:
        return Settings(), False
    if not isinstance(data, dict):
        storage.set_aside(settings_path())
        return Settings(), True
    known = {f.name: f for f in dataclasses.fields(Settings)}
    values: dict[str, Any] = {}
    for name, value in data.items():
        f = known.get(name)
        if f is None:
            continue
        default = f.default
        if isinstance(default, bool) != isinstance(value, bool) or not isinstance(value, (int, float)):
            storage.set_aside(settings_path())
            return Settings(), True
        values[name] = type(default)(value)
    return Settings(**values).clamp(), False


def save(settings: Settings) -> None:
    storage.write_json_atomic(settings_path(), dataclasses.asdict(settings))
