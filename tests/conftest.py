"""Headless test set-up: no screen, no sound card, and a private home for settings and saves."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


import pytest


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test keeps settings, saves and logs in its own folder, never the user's."""
    monkeypatch.setenv("TUMBLE_TABLE_HOME", str(tmp_path / "home"))


@pytest.fixture
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots answer at once (their 400–800 ms pause is for people, not for tests)."""
    monkeypatch.setattr("scenes.table.bot_runner.THINK_MIN", 0.0)
    monkeypatch.setattr("scenes.table.bot_runner.THINK_MAX", 0.0)
