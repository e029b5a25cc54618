"""Sound: every effect has a file that loads, the synthesizer is repeatable, and the board is safe.

The board must play under SDL's dummy audio driver and stay silent, with one log line and no
exception, when the audio driver does not exist (a kiosk without a sound card).
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import wave
from array import array
from pathlib import Path

import pytest

import sounds
from sprites.sound import ImpactLimiter, SoundBoard
from tools import make_sounds

ROOT = Path(__file__).resolve().parent.parent


def read_samples(p: Path) -> tuple[wave._wave_params, list[int]]:
    """The WAV's parameters and its samples as ints."""
    with wave.open(str(p), "rb") as w:
        params = w.getparams()
        pcm = array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        pcm.byteswap()
    return params, list(pcm)


@pytest.fixture
def mixer(monkeypatch: pytest.MonkeyPatch):
    """An open pygame mixer on the dummy audio driver (no sound card needed)."""
    import pygame

    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    opened_here = pygame.mixer.get_init() is None
    yield pygame
    if opened_here:
        pygame.mixer.quit()


class FakeClock:
    """A clock the test moves by hand, so rate limits are tested without sleeping."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


# --- the files -------------------------------------------------------------------------------


def test_every_effect_has_a_file() -> None:
    for name in sounds.EFFECTS:
        for p in sounds.paths(name):
            assert p.is_file(), f"{name}: {p.name} is missing; run python -m tools.make_sounds"
    on_disk = {p.name for p in sounds.SOUND_DIR.glob("*.wav")}
    assert on_disk == {p.name for p in sounds.all_files()}, "stray or missing WAV files"
    assert set(sounds.IMPACTS) | set(sounds.ONE_SHOTS) == set(sounds.EFFECTS)


def test_files_are_short_clean_16_bit_mono() -> None:
    total = 0
    for p in sounds.all_files():
        params, pcm = read_samples(p)
        assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050), p.name
        seconds = len(pcm) / params.framerate
        limit = 2.0 if p.stem == "winner_fanfare" else 1.3 if p.stem == "round_chime" else 0.75
        assert 0.03 < seconds <= limit, (p.name, seconds)
        if p.stem.rsplit("_", 1)[0] in sounds.IMPACTS:
            assert seconds < 0.4, (p.name, seconds)
        peak = max(abs(s) for s in pcm)
        assert 0.15 * 32767 < peak < 0.8 * 32767, (p.name, peak)  # audible, with headroom
        # Faded in and out: no jump at either end (a click).
        assert abs(pcm[0]) < 0.02 * 32767 and abs(pcm[-1]) < 0.002 * 32767, p.name
        assert abs(sum(pcm) / len(pcm)) < 0.01 * 32767, f"{p.name}: DC offset"
        total += p.stat().st_size
    assert total < 1_000_000, total


def test_synthesizer_is_deterministic_and_files_are_current(tmp_path: Path) -> None:
    first = make_sounds.build(tmp_path / "a")
    second = make_sounds.build(tmp_path / "b")
    for a, b in zip(first, second, strict=True):
        assert a.read_bytes() == b.read_bytes(), a.name
        committed = sounds.SOUND_DIR / a.name
        assert committed.read_bytes() == a.read_bytes(), f"{a.name} is stale; rebuild the sounds"


def test_path_names() -> None:
    assert sounds.path("die_wood", 3).name == "die_wood_3.wav"
    assert sounds.path("card_flip").name == "card_flip.wav"
    assert len(sounds.paths("die_die")) == sounds.VARIANTS
    with pytest.raises(KeyError):
        sounds.path("kazoo")
    with pytest.raises(ValueError):
        sounds.path("die_wood", sounds.VARIANTS + 1)


# --- the board with a (dummy) device ----------------------------------------------------------


def test_every_file_loads_and_plays_on_the_dummy_driver(mixer) -> None:
    board = SoundBoard()
    assert board.open() and board.enabled
    for p in sounds.all_files():
        assert mixer.mixer.Sound(str(p)).get_length() > 0.03, p.name
    for name in sounds.EFFECTS:
        assert board.play(name), name
    board.close()
    assert not board.enabled
    assert not board.play("ui_click")


def test_volume_and_mute(mixer) -> None:
    board = SoundBoard(volume=0.7)
    assert board.open()
    assert board.volume == 0.7
    board.set_volume(3.0)
    assert board.volume == 1.0
    board.set_volume(-1.0)
    assert board.volume == 0.0
    assert not board.play("ui_click"), "volume 0 plays nothing"
    board.set_volume(0.5)
    assert board.play("ui_click")
    board.set_muted(True)
    assert board.muted and not board.play("ui_click")
    assert not board.impact("die_wood", 1e6)
    board.set_muted(False)
    assert board.play("ui_click")
    with pytest.raises(KeyError):
        board.play("kazoo")
    with pytest.raises(KeyError):
        board.impact("card_flip", 100.0)  # not an impact kind
    board.close()


def test_rate_limiter_caps_twenty_dice(mixer) -> None:
    clock = FakeClock()
    board = SoundBoard(clock=clock)
    assert board.open()
    played = 0
    for i in range(20):  # twenty dice landing within 10 ms
        clock.now += 0.0005
        played += board.impact("die_wood" if i % 2 else "die_die", 1500.0)
    assert 1 <= played <= board.limiter.max_per_window
    assert not board.impact("die_wood", 5.0), "a resting touch below the soft impulse is silent"
    clock.now += 0.5
    assert board.impact("die_wood", 1500.0), "after the window the next hit sounds"
    board.close()


def test_limiter_drops_quiet_hits_first() -> None:
    lim = ImpactLimiter(max_per_window=4, window=0.1, min_gap=0.02)
    assert lim.admit("die_wood", 0.9, 0.0)
    assert lim.admit("die_die", 0.9, 0.001)
    assert not lim.admit("pyramid_clink", 0.1, 0.002), "quiet hit dropped while the window fills"
    assert lim.admit("pyramid_clink", 0.8, 0.003), "a loud hit still gets through"
    assert not lim.admit("die_wood", 0.5, 0.005), "same kind inside the minimum gap"
    assert lim.admit("die_wood", 1.0, 0.006) is False, "cap of 4 not reached, but gap still applies"
    assert lim.admit("chip_drop", 1.0, 0.007)
    assert not lim.admit("tile_snap", 1.0, 0.008), "window full"
    assert lim.admit("pyramid_clink", 0.1, 0.2), "an empty window takes even a quiet hit"
    assert not lim.admit("tile_snap", 0.0, 0.5), "zero loudness never sounds"


def test_louder_hit_cuts_through_the_gap() -> None:
    lim = ImpactLimiter(max_per_window=8, window=0.1, min_gap=0.02, louder_by=0.3)
    assert lim.admit("die_wood", 0.2, 0.0)
    assert not lim.admit("die_wood", 0.3, 0.005)
    assert lim.admit("die_wood", 0.9, 0.01)


def test_loudness_follows_impulse() -> None:
    board = SoundBoard(impulse_range={"die_wood": (10.0, 1000.0)})
    values = [board.loudness("die_wood", i) for i in (5, 10, 20, 100, 500, 1000, 1e9)]
    assert values[0] == 0.0 and values[1] == 0.0 and values[-1] == 1.0
    assert values == sorted(values)
    assert math.isclose(board.loudness("die_wood", 100.0), 0.5)
    assert board.loudness("die_wood", float("nan")) == 0.0


# --- the board without a device ---------------------------------------------------------------

SILENT_SCRIPT = r"""
import json, logging, os
records = []
class Keep(logging.Handler):
    def emit(self, record):
        records.append(record.getMessage())
logging.getLogger("tumble_table.sound").addHandler(Keep())
logging.getLogger("tumble_table.sound").propagate = False
import pygame
from sprites.sound import SoundBoard, configure_mixer
configure_mixer()
pygame.init()
board = SoundBoard(volume=0.5)
opened = board.open()
results = [board.play(n) for n in ("ui_click", "bust_sting", "winner_fanfare")]
results += [board.impact("die_wood", 10.0 ** k) for k in range(6)]
board.set_volume(0.2); board.set_muted(True); board.set_muted(False)
results.append(board.play("card_flip", volume=0.3, pan=-1.0))
board.close(); board.close()
print(json.dumps({"opened": opened, "enabled": board.enabled, "results": results, "log": records}))
"""


def run_board(driver: str) -> dict:
    env = dict(os.environ, SDL_AUDIODRIVER=driver, SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", SILENT_SCRIPT], env=env, cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_missing_audio_driver_runs_silently_with_one_log_line() -> None:
    out = run_board("nonexistent")
    assert out["opened"] is False and out["enabled"] is False
    assert not any(out["results"])
    assert len(out["log"]) == 1 and "silent" in out["log"][0], out["log"]


def test_runs_with_sound_on_in_a_fresh_process() -> None:
    out = run_board("dummy")
    assert out["opened"] is True
    assert out["results"][0] and out["results"][-1]
    assert out["log"] == []
