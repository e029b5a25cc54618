"""Draws each effect's waveform and spectrogram into PNGs, so a person can judge them by eye.

Run ``python -m tools.inspect_sounds OUT_DIR [--from SOUND_DIR]``. It writes one PNG per file
plus ``_all.png`` (every effect side by side) and prints a line of numbers per file: duration,
peak, RMS, spectral centroid and the time the level takes to fall 40 dB below its peak.

What to look for: a knock has a sharp attack, a fast decay and its energy in a few low bands; a
clink has bright high partials as thin horizontal lines that ring longer; a slide or rustle is
a broad smear of noise under a smooth envelope; a chime or fanfare shows stacked harmonic lines.

Pure Python (a small radix-2 FFT) plus pygame for drawing; nothing else to install.
"""

from __future__ import annotations

import cmath
import math
import os
import sys
import wave
from array import array
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # after the environment above: the dummy video driver must be chosen first

from sounds import SOUND_DIR, all_files

WIDTH = 900
WAVE_H = 130
SPEC_H = 256
TITLE_H = 28
FFT_N = 512
FLOOR_DB = -80.0

# A dark-to-bright colour ramp (black, purple, orange, pale yellow) for the spectrogram.
RAMP = ((0, 0, 0), (60, 15, 100), (180, 50, 90), (250, 140, 40), (255, 250, 200))


def read_wav(p: Path) -> tuple[list[float], int]:
    """Reads a 16-bit mono WAV into floats in [-1, 1]."""
    with wave.open(str(p), "rb") as w:
        if w.getsampwidth() != 2 or w.getnchannels() != 1:
            raise ValueError(f"{p.name}: expected 16-bit mono")
        rate = w.getframerate()
        pcm = array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        pcm.byteswap()
    return [s / 32768.0 for s in pcm], rate


def fft(x: list[complex]) -> list[complex]:
    """Iterative radix-2 FFT; len(x) must be a power of two."""
    n = len(x)
    a = list(x)
    j = 0
    for i in range(1, n):  # bit-reversal permutation
        bit = n >> 1
        while j & bit:
            j ^= bit
            bit >>= 1
        j |= bit
        if i < j:
            a[i], a[j] = a[j], a[i]
    size = 2
    while size <= n:
        w_step = cmath.exp(-2j * math.pi / size)
        half = size // 2
        for start in range(0, n, size):
            w = 1 + 0j
            for k in range(start, start + half):
                t = a[k + half] * w
                a[k + half] = a[k] - t
                a[k] += t
                w *= w_step
        size *= 2
    return a


def spectrogram(samples: list[float], columns: int, size: int = FFT_N) -> list[list[float]]:
    """Short-time spectra in dB (relative to the loudest cell), one per output column.

    `size` trades time detail for frequency detail; short clicks read better with 256.
    """
    window = [0.5 - 0.5 * math.cos(2 * math.pi * i / (size - 1)) for i in range(size)]
    n = len(samples)
    cols: list[list[float]] = []
    for c in range(columns):
        centre = int((c + 0.5) * n / columns)
        seg = [complex(samples[i] * window[k], 0.0) if 0 <= (i := centre - size // 2 + k) < n else 0j
               for k in range(size)]
        spec = fft(seg)[: size // 2]
        cols.append([20 * math.log10(abs(v) + 1e-9) for v in spec])
    top = max(max(col) for col in cols)
    return [[max(FLOOR_DB, v - top) for v in col] for col in cols]


def colour(db: float) -> tuple[int, int, int]:
    """Maps FLOOR_DB..0 dB onto RAMP."""
    x = (db - FLOOR_DB) / -FLOOR_DB * (len(RAMP) - 1)
    i = min(int(x), len(RAMP) - 2)
    f = x - i
    a, b = RAMP[i], RAMP[i + 1]
    return (int(a[0] + (b[0] - a[0]) * f), int(a[1] + (b[1] - a[1]) * f), int(a[2] + (b[2] - a[2]) * f))


def stats(samples: list[float], rate: int) -> dict[str, float]:
    """Numbers that go with the picture: duration, peak, RMS, centroid, 40 dB decay time."""
    peak = max(abs(s) for s in samples)
    rms = math.sqrt(sum(s * s for s in samples) / len(samples))
    # Spectral centroid from a single whole-file FFT (zero-padded to a power of two).
    n = 1 << max(9, (len(samples) - 1).bit_length())
    spec = [abs(v) for v in fft([complex(s, 0) for s in samples] + [0j] * (n - len(samples)))[: n // 2]]
    total = sum(spec) or 1.0
    centroid = sum(i * rate / n * m for i, m in enumerate(spec)) / total
    # Time from the peak until a 5 ms RMS window stays 40 dB down.
    win = max(1, rate // 200)
    i_peak = max(range(len(samples)), key=lambda i: abs(samples[i]))
    decay = 0.0
    for start in range(len(samples) - win, i_peak, -win):
        level = math.sqrt(sum(s * s for s in samples[start: start + win]) / win)
        if level > peak * 0.01:
            decay = (start + win - i_peak) / rate
            break
    return {"dur": len(samples) / rate, "peak": peak, "rms": rms, "centroid": centroid, "decay40": decay}


def draw(p: Path, font: pygame.font.Font) -> tuple[pygame.Surface, dict[str, float]]:
    """One picture: title and stats, the waveform, and the spectrogram with a kHz scale."""
    samples, rate = read_wav(p)
    st = stats(samples, rate)
    surf = pygame.Surface((WIDTH, TITLE_H + WAVE_H + SPEC_H))
    surf.fill((20, 20, 24))
    title = (f"{p.stem}   {st['dur'] * 1000:.0f} ms   peak {st['peak']:.2f}   rms {st['rms']:.3f}   "
             f"centroid {st['centroid']:.0f} Hz   -40 dB after {st['decay40'] * 1000:.0f} ms")
    surf.blit(font.render(title, True, (235, 235, 235)), (6, 5))
    # Waveform: min/max per pixel column, with a faint zero line.
    mid = TITLE_H + WAVE_H // 2
    pygame.draw.line(surf, (70, 70, 80), (0, mid), (WIDTH, mid))
    n = len(samples)
    for x in range(WIDTH):
        chunk = samples[x * n // WIDTH: max(x * n // WIDTH + 1, (x + 1) * n // WIDTH)]
        lo, hi = min(chunk), max(chunk)
        top_y, bottom_y = mid - int(hi * WAVE_H / 2), mid - int(lo * WAVE_H / 2)
        pygame.draw.line(surf, (120, 200, 255), (x, top_y), (x, bottom_y))
    # Spectrogram: columns of FFT bins, low frequencies at the bottom.
    size = 256 if st["dur"] < 0.3 else FFT_N
    cols = spectrogram(samples, WIDTH // 3, size)
    top = TITLE_H + WAVE_H
    bins = size // 2
    row_h = SPEC_H // bins
    for c, col in enumerate(cols):
        for b in range(bins):
            surf.fill(colour(col[b]), (c * 3, top + SPEC_H - (b + 1) * row_h, 3, row_h))
    for khz in (1, 2, 5, 10):
        y = top + SPEC_H - int(khz * 1000 / (rate / 2) * SPEC_H)
        pygame.draw.line(surf, (90, 90, 90), (0, y), (12, y))
        surf.blit(font.render(f"{khz} kHz", True, (160, 160, 160)), (16, y - 8))
    return surf, st


def main(argv: list[str] | None = None) -> int:
    """Command line: OUT_DIR [--from SOUND_DIR]."""
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print(__doc__)
        return 2
    out_dir = Path(args[0])
    src = Path(args[args.index("--from") + 1]) if "--from" in args else SOUND_DIR
    out_dir.mkdir(parents=True, exist_ok=True)
    pygame.font.init()
    font = pygame.font.Font(None, 20)
    files = [src / f.name for f in all_files()]
    pics: list[pygame.Surface] = []
    for f in files:
        surf, st = draw(f, font)
        pygame.image.save(surf, str(out_dir / f"{f.stem}.png"))
        pics.append(surf)
        print(f"{f.stem:16s} {st['dur'] * 1000:5.0f} ms  peak {st['peak']:.2f}  rms {st['rms']:.3f}  "
              f"centroid {st['centroid']:5.0f} Hz  -40dB {st['decay40'] * 1000:4.0f} ms")
    # Contact sheet: three across, at half size.
    w, h = WIDTH // 2, (TITLE_H + WAVE_H + SPEC_H) // 2
    across = 3
    sheet = pygame.Surface((w * across, h * math.ceil(len(pics) / across)))
    for i, s in enumerate(pics):
        sheet.blit(pygame.transform.smoothscale(s, (w, h)), ((i % across) * w, (i // across) * h))
    pygame.image.save(sheet, str(out_dir / "_all.png"))
    print(f"pictures in {out_dir}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
