"""Sound in the running program: every effect the scenes ask for exists, and the program plays
with sound on, with sound off, and on a machine with no usable audio device."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import sounds

ROOT = Path(__file__).resolve().parent.parent
CALL = re.compile(r"(?:\.play|\.impact|_sound)\(\s*\"([a-z_]+)\"")


def test_every_effect_the_scenes_use_has_a_file() -> None:
    used: set[str] = set()
    for folder in ("scenes", "sprites"):
        for path in (ROOT / folder).rglob("*.py"):
            used.update(CALL.findall(path.read_text(encoding="utf-8")))
    assert {"card_flip", "bust_sting", "round_chime", "winner_fanfare", "die_wood"} <= used
    missing = sorted(used - set(sounds.EFFECTS))
    assert not missing, f"scenes play effects with no file: {missing}"
    for name in used:
        assert all(p.exists() for p in sounds.paths(name))


def run(tmp_path: Path, audio: str, muted: bool) -> subprocess.CompletedProcess[str]:
    home = tmp_path / f"home-{audio}-{muted}"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(json.dumps({"muted": muted, "volume": 0.5}))
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": audio, "TUMBLE_TABLE_HOME": str(home)}
    return subprocess.run([sys.executable, "-m", "scenes", "--game", "take_it_pyramids", "--players", "3",
                           "--autoplay", "--seed", "2", "--frames", "240"],
                          capture_output=True, text=True, env=env, timeout=120)


@pytest.mark.parametrize("audio, muted", [("dummy", False), ("dummy", True), ("nonexistent", False)])
def test_the_program_plays_with_sound_on_off_and_without_a_device(tmp_path: Path, audio: str,
                                                                   muted: bool) -> None:
    done = run(tmp_path, audio, muted)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    sound_lines = [line for line in done.stderr.splitlines() if "sound" in line.lower()]
    if audio == "nonexistent":
        assert len(sound_lines) == 1, done.stderr  # one plain line, then silence
    else:
        assert not sound_lines, done.stderr
