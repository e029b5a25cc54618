"""Headless test set-up: no screen, no sound card, and a private home for settings and saves."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Tests speak English whatever the machine's language (a test that wants another sets it): the
# app's default is the system language, read from these variables (scenes/shell/language.py).
for _name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"
# Whatever runs before a test's own home is set (a module's fixture, collection) still never
# writes to the user's real data folder: the whole run gets a scratch home first.
os.environ["TUMBLE_TABLE_HOME"] = tempfile.mkdtemp(prefix="tumble-table-tests-")
atexit.register(shutil.rmtree, os.environ["TUMBLE_TABLE_HOME"], True)



@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test keeps settings, saves and logs in its own folder, never the user's."""
    monkeypatch.setenv("TUMBLE_TABLE_HOME", str(tmp_path / "home"))


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """A test that switches the language (a setting, `--lang`) or opens an orange & blue dice
    table leaves English and the classic dice words behind it."""
    yield
    from scenes.games.take_it_dice import palette_words
    from scenes.ui.text import set_language

    set_language("en")
    palette_words.use(palette_words.CLASSIC)


@pytest.fixture(autouse=True)
def logical_scale_after() -> Iterator[None]:
    """A test that opens a window bigger than 1080p leaves drawing at scale 1 behind it; every
    test draws strictly (a plain surface drawn onto a scaled layer is an error, not a blur)."""
    os.environ["TUMBLE_TABLE_STRICT_SCALE"] = "1"
    yield
    from sprites import scaling

    scaling.set_scale(1.0)


@pytest.fixture
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots answer at once (their 400–800 ms pause is for people, not for tests)."""
    monkeypatch.setattr("scenes.table.bot_runner.THINK_MIN", 0.0)
    monkeypatch.setattr("scenes.table.bot_runner.THINK_MAX", 0.0)
