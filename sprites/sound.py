"""The sound player: one `SoundBoard` that plays the effects in `sounds/`.

The app calls `configure_mixer()` before `pygame.init()`, then `board.open()` once. When there is
no audio device, or the mixer will not open, the board logs one line and stays silent: every
method still works and simply does nothing, so sound can never crash a game or a kiosk.

Physics collisions go through `impact(kind, impulse)`, which turns the impulse into a volume and
a pitch variant and rate-limits them (a global cap per short window, a minimum gap per kind,
quieter hits dropped first) so twenty dice landing at once make a clatter, not noise.

Usage::

    from sprites.sound import SoundBoard, configure_mixer

    configure_mixer()            # before pygame.init()
    pygame.init()
    board = SoundBoard(volume=settings.volume, muted=settings.muted)
    board.open()                 # False (and one log line) when silent
    board.play("card_flip")
    board.impact("die_wood", arbiter.total_impulse.length, pan=-0.4)
    board.set_volume(0.5); board.set_muted(True)
    board.close()
"""

from __future__ import annotations

import contextlib
import logging
import math
import random
import time
from collections import deque
from collections.abc import Callable, Mapping
from pathlib import Path

import pygame

import sounds

log = logging.getLogger("tumble_table.sound")

# One fixed format for the whole app: the files are 22050 Hz 16-bit mono; stereo output lets
# impacts be panned to where they happen on the table. 512 frames is ~23 ms of latency.
FREQUENCY = 22050
SIZE = -16
CHANNELS = 2
BUFFER = 512
NUM_CHANNELS = 16  # simultaneous voices; impacts never steal a voice, event sounds may

# Default impulse range per impact kind: (softest audible, full volume), in the pymunk units of
# `Arbiter.total_impulse.length`. Below the first a contact is a resting touch and stays silent.
# The volume follows the logarithm of the impulse between them (loudness is heard in ratios).
DEFAULT_IMPULSE_RANGE: tuple[float, float] = (20.0, 2000.0)


def configure_mixer() -> None:
    """Fixes the mixer format before `pygame.init()` (which would otherwise open a default one)."""
    with contextlib.suppress(Exception):  # a pygame built without its mixer: stay silent later
        pygame.mixer.pre_init(FREQUENCY, SIZE, CHANNELS, BUFFER)


class ImpactLimiter:
    """Decides which collision sounds may play; pure (no pygame), so it is easy to test.

    - at most `max_per_window` impacts in any `window` seconds, all kinds together;
    - as the window fills, the bar a hit's loudness must clear rises, so quiet hits are the
      first to go when many bodies collide at once;
    - per kind, hits closer than `min_gap` seconds are merged into the first, unless the new
      one is clearly harder (a slam right after a touch should still be heard).
    """

    def __init__(self, max_per_window: int = 4, window: float = 0.1, min_gap: float = 0.02,
                 louder_by: float = 0.3) -> None:
        self.max_per_window = max_per_window
        self.window = window
        self.min_gap = min_gap
        self.louder_by = louder_by
        self._recent: deque[float] = deque()
        self._last: dict[str, tuple[float, float]] = {}

    def bar(self, count: int) -> float:
        """The loudness a hit needs when `count` hits are already in the window (0 when empty)."""
        return 0.6 * count / self.max_per_window

    def admit(self, kind: str, loudness: float, now: float) -> bool:
        """True when a hit of this kind and loudness (0..1) at time `now` should sound."""
        while self._recent and now - self._recent[0] >= self.window:
            self._recent.popleft()
        count = len(self._recent)
        if count >= self.max_per_window or loudness <= 0.0 or loudness < self.bar(count):
            return False
        last = self._last.get(kind)
        if last is not None and now - last[0] < self.min_gap and loudness < last[1] + self.louder_by:
            return False
        self._recent.append(now)
        self._last[kind] = (now, loudness)
        return True


class SoundBoard:
    """Plays named effects through pygame's mixer, or nothing at all when audio is unavailable.

    A board that was never opened, failed to open, or was closed is silent: `play` and
    `impact` return False, the rest are no-ops. Unknown effect names raise `KeyError` in
    both states, so a typo shows up in headless tests too.
    """

    def __init__(self, volume: float = 1.0, muted: bool = False, *,
                 clock: Callable[[], float] = time.monotonic,
                 sound_dir: Path | None = None,
                 limiter: ImpactLimiter | None = None,
                 impulse_range: Mapping[str, tuple[float, float]] | None = None,
                 seed: int = 0) -> None:
        self._volume = _clamp(volume)
        self._muted = bool(muted)
        self._clock = clock
        self._dir = sound_dir or sounds.SOUND_DIR
        self.limiter = limiter or ImpactLimiter()
        self._ranges = dict(impulse_range or {})
        self._rng = random.Random(seed)  # variant jitter: varied, yet repeatable in tests
        self._sounds: dict[str, list[pygame.mixer.Sound]] = {}
        self._opened = False
        self._owns_mixer = False

    # --- state ---------------------------------------------------------------------------------

    @property
    def enabled(self) -> bool:
        """True when the mixer is open and effects are loaded (sound can actually come out)."""
        return self._opened

    @property
    def volume(self) -> float:
        """Master volume 0..1, applied to every sound started from now on."""
        return self._volume

    @property
    def muted(self) -> bool:
        """While muted nothing plays (the volume setting is kept)."""
        return self._muted

    def set_volume(self, volume: float) -> None:
        """Sets the master volume, clamped to 0..1 (a kiosk may want it quieter)."""
        self._volume = _clamp(volume)

    def set_muted(self, muted: bool) -> None:
        """Mutes (stopping what is playing) or unmutes."""
        self._muted = bool(muted)
        if self._muted and self._opened:
            with contextlib.suppress(Exception):  # the device vanished: nothing to stop
                pygame.mixer.stop()

    # --- lifetime ------------------------------------------------------------------------------

    def open(self) -> bool:
        """Opens the mixer (once, fixed format) and loads every effect; False means silent.

        Any failure (no device, no driver, missing files) is logged as one line and leaves a
        silent board instead of raising.
        """
        if self._opened:
            return True
        try:
            if pygame.mixer.get_init() is None:
                pygame.mixer.init(FREQUENCY, SIZE, CHANNELS, BUFFER)
                self._owns_mixer = True
            pygame.mixer.set_num_channels(NUM_CHANNELS)
            loaded: dict[str, list[pygame.mixer.Sound]] = {}
            for name in sounds.EFFECTS:
                loaded[name] = [pygame.mixer.Sound(str(self._dir / p.name)) for p in sounds.paths(name)]
        except Exception as exc:
            log.warning("sound off, running silently: %s", exc)
            self._release_mixer()
            return False
        self._sounds = loaded
        self._opened = True
        return True

    def close(self) -> None:
        """Stops everything, drops the loaded sounds and closes the mixer if this board opened it."""
        if self._opened:
            with contextlib.suppress(Exception):
                pygame.mixer.stop()
        self._sounds = {}
        self._opened = False
        self._release_mixer()

    def _release_mixer(self) -> None:
        if self._owns_mixer:
            with contextlib.suppress(Exception):
                pygame.mixer.quit()
            self._owns_mixer = False

    # --- playing -------------------------------------------------------------------------------

    def play(self, name: str, volume: float = 1.0, pan: float = 0.0) -> bool:
        """Plays a one-shot effect (any effect; impacts use their middle variant).

        `pan` runs from -1 (left) to 1 (right). Event sounds may take over the oldest voice
        when all are busy, since a bust or a win must be heard. True if a sound started.
        """
        files = self._files(name)
        if not self._opened or self._muted:
            return False
        return self._start(files[len(files) // 2 if len(files) > 1 else 0], volume, pan, force=True)

    def impact(self, kind: str, impulse: float, pan: float = 0.0) -> bool:
        """Plays a collision of `kind` (see `sounds.IMPACTS`) with the given impulse magnitude.

        A harder hit is louder and uses a lower-pitched variant (a heavier blow excites the
        body more deeply); a small seeded jitter keeps repeated hits from sounding identical.
        Returns True if the hit sounded, False if it was silent, too soft or rate-limited.
        """
        if kind not in sounds.IMPACTS:
            raise KeyError(f"unknown impact kind {kind!r}; known: {', '.join(sounds.IMPACTS)}")
        if not self._opened or self._muted:
            return False
        loud = self.loudness(kind, impulse)
        if not self.limiter.admit(kind, loud, self._clock()):
            return False
        variants = self._sounds[kind]
        index = min(len(variants) - 1, int(loud * len(variants)))
        index = max(0, min(len(variants) - 1, index + self._rng.choice((-1, 0, 0, 1))))
        return self._start(variants[index], 0.15 + 0.85 * loud, pan, force=False)

    def loudness(self, kind: str, impulse: float) -> float:
        """Maps an impulse to 0..1 on a log scale between the kind's (soft, full) impulses."""
        lo, hi = self._ranges.get(kind, DEFAULT_IMPULSE_RANGE)
        if not impulse > lo:  # also catches NaN
            return 0.0
        return _clamp(math.log(impulse / lo) / math.log(hi / lo))

    def _files(self, name: str) -> list[pygame.mixer.Sound]:
        if name not in sounds.EFFECTS:
            raise KeyError(f"unknown sound effect {name!r}; known: {', '.join(sounds.EFFECTS)}")
        return self._sounds.get(name, [])

    def _start(self, sound: pygame.mixer.Sound, volume: float, pan: float, force: bool) -> bool:
        level = _clamp(volume) * self._volume
        if level <= 0.0:
            return False
        try:
            channel = pygame.mixer.find_channel(force)
            if channel is None:
                return False
            channel.play(sound)
            pan = max(-1.0, min(1.0, pan))
            # Playing resets a channel's volume, so set it afterwards; panning fades the far side only.
            channel.set_volume(level * min(1.0, 1.0 - pan), level * min(1.0, 1.0 + pan))
        except Exception:  # pragma: no cover - the device vanished mid-game: stay quiet, not dead
            return False
        return True


def _clamp(v: float) -> float:
    """Clamps to 0..1 (NaN becomes 0)."""
    return max(0.0, min(1.0, v)) if v == v else 0.0
