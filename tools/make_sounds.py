"""Synthesizes every sound effect into 16-bit mono 22050 Hz WAV files.

Run ``python -m tools.make_sounds [out_dir]`` (default: the ``sounds/`` folder) to rebuild them.
Standard library only (the app bundle stays lean), and every random choice comes from a
``random.Random`` seeded with the effect's name, so a rebuild gives identical bytes.

The recipes model the physics loosely:

- struck solids (a die on wood, a plastic clink, a chime) are *modal*: a sum of exponentially
  damped sine partials at inharmonic ratios; soft damped wood has few low partials that die in
  tens of milliseconds, hard plastic has bright partials that ring longer;
- friction and cloth (a card sliding, a bag rustling) are band-passed noise under a smooth
  envelope, roughened by a slow random modulation;
- many small collisions (dice rattling in a hand) are many tiny modal clicks scattered in time;
- musical cues (bust, round end, win) are additive tones with simple note envelopes.
"""

from __future__ import annotations

import array
import cmath
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

from sounds import IMPACTS, ONE_SHOTS, SOUND_DIR, VARIANTS, file_name

RATE = 22050
NYQUIST = RATE / 2
TAU = 2 * math.pi

# Pitch of impact variant 1..4: lighter hits sound a little higher, heavy ones a little lower.
VARIANT_PITCH: tuple[float, ...] = (1.12, 1.0, 0.9, 0.8)

Buffer = list[float]


# --- building blocks ---------------------------------------------------------------------------


def silence(seconds: float) -> Buffer:
    """A buffer of zeros to mix parts into."""
    return [0.0] * round(seconds * RATE)


def add_partial(buf: Buffer, start: float, freq: float, amp: float, decay: float, phase: float = 0.0,
                attack: float = 0.0) -> None:
    """Mixes one exponentially damped sine (a vibration mode) into `buf` from `start` seconds.

    A complex rotation per sample is far cheaper than sin() and exp() per sample. `decay` is
    the time constant in seconds; `attack` (seconds) softens the onset for bowed/blown tones.
    """
    if freq <= 0 or freq >= NYQUIST * 0.95:
        return  # above Nyquist it would alias into a wrong, lower pitch
    i0 = round(start * RATE)
    step = cmath.exp(complex(-1.0 / (decay * RATE), TAU * freq / RATE))
    z = amp * cmath.exp(complex(0.0, phase))
    n_attack = max(1, int(attack * RATE))
    for i in range(i0, len(buf)):
        k = i - i0
        if k < n_attack and attack > 0:
            buf[i] += z.imag * (0.5 - 0.5 * math.cos(math.pi * k / n_attack))
        else:
            buf[i] += z.imag
        z *= step
        if (k & 63) == 0 and abs(z) < 1e-5:
            break


def modal_hit(buf: Buffer, start: float, modes: list[tuple[float, float, float]], scale: float = 1.0,
              pitch: float = 1.0, rng: random.Random | None = None) -> None:
    """Strikes a set of modes (freq Hz, amplitude, decay s) at `start`, optionally with jitter."""
    for freq, amp, decay in modes:
        f = freq * pitch
        phase = 0.0
        if rng is not None:
            f *= 1.0 + rng.uniform(-0.02, 0.02)
            phase = rng.uniform(0.0, 0.3)
        add_partial(buf, start, f, amp * scale, decay, phase)


def noise(seconds: float, rng: random.Random) -> Buffer:
    """White noise in [-1, 1]."""
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def biquad(x: Buffer, kind: str, freq: float, q: float = 0.707) -> Buffer:
    """RBJ-cookbook biquad filter ('lowpass', 'highpass' or 'bandpass' with 0 dB peak)."""
    freq = min(freq, NYQUIST * 0.95)
    w0 = TAU * freq / RATE
    cw, alpha = math.cos(w0), math.sin(w0) / (2 * q)
    if kind == "lowpass":
        b0, b1, b2 = (1 - cw) / 2, 1 - cw, (1 - cw) / 2
    elif kind == "highpass":
        b0, b1, b2 = (1 + cw) / 2, -(1 + cw), (1 + cw) / 2
    elif kind == "bandpass":
        b0, b1, b2 = alpha, 0.0, -alpha
    else:
        raise ValueError(kind)
    a0, a1, a2 = 1 + alpha, -2 * cw, 1 - alpha
    b0, b1, b2, a1, a2 = b0 / a0, b1 / a0, b2 / a0, a1 / a0, a2 / a0
    y: Buffer = []
    x1 = x2 = y1 = y2 = 0.0
    for s in x:
        out = b0 * s + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, s, y1, out
        y.append(out)
    return y


def sweep_bandpass(x: Buffer, freq_at: Callable[[float], float], q: float) -> Buffer:
    """A band-pass whose centre follows `freq_at(t)`, recomputed every 32 samples (a swish)."""
    y: Buffer = []
    x1 = x2 = y1 = y2 = 0.0
    b0 = b2 = a1 = a2 = 0.0
    for i, s in enumerate(x):
        if i % 32 == 0:
            w0 = TAU * min(freq_at(i / RATE), NYQUIST * 0.9) / RATE
            alpha = math.sin(w0) / (2 * q)
            a0 = 1 + alpha
            b0, b2, a1, a2 = alpha / a0, -alpha / a0, -2 * math.cos(w0) / a0, (1 - alpha) / a0
        out = b0 * s + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, s, y1, out
        y.append(out)
    return y


def smooth_random(seconds: float, rate_hz: float, rng: random.Random, depth: float) -> Buffer:
    """A slow random wobble around 1.0 (friction roughness): noise points joined by cosine."""
    n = round(seconds * RATE)
    step = max(1, int(RATE / rate_hz))
    points = [1.0 + rng.uniform(-depth, depth) for _ in range(n // step + 2)]
    out = []
    for i in range(n):
        j, frac = divmod(i, step)
        w = 0.5 - 0.5 * math.cos(math.pi * frac / step)
        out.append(points[j] * (1 - w) + points[j + 1] * w)
    return out


def mix_into(buf: Buffer, part: Buffer, start: float = 0.0, gain: float = 1.0) -> None:
    """Adds `part` into `buf` from `start` seconds, clipping what runs past the end."""
    i0 = round(start * RATE)
    for k, s in enumerate(part[: max(0, len(buf) - i0)]):
        buf[i0 + k] += s * gain


def envelope(buf: Buffer, fn: Callable[[float], float]) -> Buffer:
    """Multiplies each sample by fn(t seconds)."""
    return [s * fn(i / RATE) for i, s in enumerate(buf)]


def ar_env(attack: float, decay: float) -> Callable[[float], float]:
    """Raised-cosine attack then exponential decay (time constant `decay`)."""

    def fn(t: float) -> float:
        if t < attack:
            return 0.5 - 0.5 * math.cos(math.pi * t / attack)
        return math.exp(-(t - attack) / decay)

    return fn


def finish(buf: Buffer, peak: float, fade_in: float = 0.001, fade_out: float = 0.015) -> Buffer:
    """Removes DC, normalizes the peak to `peak` (headroom below 1.0) and fades both ends.

    The fades are raised cosines so the file never starts or stops on a jump (a click).
    """
    mean = sum(buf) / len(buf)
    out = [s - mean for s in buf]
    n_in, n_out = max(1, int(fade_in * RATE)), max(1, int(fade_out * RATE))
    for i in range(min(n_in, len(out))):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(out))):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    top = max(abs(s) for s in out) or 1.0
    return [s * peak / top for s in out]


def write_wav(target: Path, buf: Buffer) -> None:
    """Writes 16-bit mono little-endian PCM at RATE."""
    pcm = array.array("h", (max(-32767, min(32767, round(s * 32767))) for s in buf))
    if sys.byteorder == "big":
        pcm.byteswap()
    with wave.open(str(target), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())


def click(seconds: float, rng: random.Random, centre: float, q: float, decay: float) -> Buffer:
    """A contact transient: a few milliseconds of band-passed noise, the 'tick' of hard contact."""
    burst = envelope(noise(seconds, rng), ar_env(0.0003, decay))
    return biquad(burst, "bandpass", centre, q)


# --- impacts (pitch factor p: variant 1 high ... 4 low) -----------------------------------------


def die_wood(p: float, rng: random.Random) -> Buffer:
    """A die landing on a wooden tray: heavily damped wood modes, a low body and a tiny tick.

    Wood is lossy, so its few low modes (a few hundred Hz) die within ~40 ms: a dry "tock".
    """
    buf = silence(0.16)
    modal_hit(buf, 0.0, [
        (170, 0.5, 0.035),    # table board thump
        (430, 1.0, 0.028),    # main "tock" mode
        (980, 0.55, 0.016),
        (1720, 0.3, 0.010),
        (2650, 0.18, 0.006),  # the die's own hard edge, very short
    ], pitch=p, rng=rng)
    mix_into(buf, click(0.01, rng, 3200 * p, 1.2, 0.0012), gain=0.9)
    return finish(buf, 0.7)


def die_die(p: float, rng: random.Random) -> Buffer:
    """Two plastic dice knocking: small stiff bodies, so high inharmonic modes and a sharp tick."""
    buf = silence(0.09)
    modal_hit(buf, 0.0, [
        (1450, 0.35, 0.018),
        (2600, 1.0, 0.011),
        (3900, 0.8, 0.009),
        (5450, 0.55, 0.007),
        (7100, 0.35, 0.005),
    ], pitch=p, rng=rng)
    mix_into(buf, click(0.008, rng, 5200 * p, 1.0, 0.0008), gain=1.0)
    return finish(buf, 0.7)


def pyramid_clink(p: float, rng: random.Random) -> Buffer:
    """A hard plastic pyramid on the table: bright partials at shell-like ratios ringing ~0.2 s,
    the highest dying first (plastic damps high modes more)."""
    buf = silence(0.36)
    base = 1650
    modal_hit(buf, 0.0, [
        (base * 1.0, 1.0, 0.09),
        (base * 2.32, 0.75, 0.065),
        (base * 3.11, 0.45, 0.045),
        (base * 4.27, 0.35, 0.03),
        (base * 5.62, 0.2, 0.018),
        (240, 0.25, 0.02),  # the table answering, briefly
    ], pitch=p, rng=rng)
    mix_into(buf, click(0.008, rng, 6000, 1.0, 0.0008), gain=0.7)
    return finish(buf, 0.7, fade_out=0.03)


def chip_drop(p: float, rng: random.Random) -> Buffer:
    """A plastic chip dropped flat: a disc's modes struck by a bounce that repeats, ever smaller
    and sooner (a bouncing body loses a fixed share of speed per bounce)."""
    buf = silence(0.3)
    disc = [(2400, 1.0, 0.03), (2400 * 1.59, 0.7, 0.022), (2400 * 2.14, 0.45, 0.015),
            (2400 * 2.65, 0.3, 0.01), (520, 0.35, 0.02)]
    t, gap, amp = 0.0, 0.075, 1.0
    for _ in range(5):
        modal_hit(buf, t, disc, scale=amp, pitch=p, rng=rng)
        mix_into(buf, click(0.006, rng, 5500, 1.0, 0.0006), start=t, gain=0.6 * amp)
        t += gap
        gap *= 0.62
        amp *= 0.5
    return finish(buf, 0.7)


def tile_snap(p: float, rng: random.Random) -> Buffer:
    """A tile snapping into its seat: a crisp high click, then 12 ms later a damped low thud."""
    buf = silence(0.13)
    modal_hit(buf, 0.0, [(3100, 1.0, 0.006), (4700, 0.7, 0.004), (6900, 0.4, 0.003)], pitch=p, rng=rng)
    mix_into(buf, click(0.006, rng, 4500, 1.2, 0.0007), gain=0.8)
    modal_hit(buf, 0.012, [(210, 0.9, 0.03), (520, 0.7, 0.018), (1150, 0.3, 0.009)], pitch=p, rng=rng)
    return finish(buf, 0.7)


IMPACT_RECIPES: dict[str, Callable[[float, random.Random], Buffer]] = {
    "die_wood": die_wood,
    "die_die": die_die,
    "pyramid_clink": pyramid_clink,
    "chip_drop": chip_drop,
    "tile_snap": tile_snap,
}


# --- one-shots ---------------------------------------------------------------------------------


def dice_rattle(rng: random.Random) -> Buffer:
    """Dice shaken in a cupped hand: dozens of tiny dice-on-dice clicks clustered at each turn of
    the shake (where the dice hit the palm), muffled by the hand (low-pass) over a soft skin rub."""
    dur = 0.46
    buf = silence(dur)
    strokes = (0.04, 0.18, 0.32)  # three turns of the wrist, where the dice hit the palm
    hits = [centre + abs(rng.gauss(0.0, 0.025)) for centre in strokes for _ in range(12)]
    hits += [rng.uniform(0.0, 0.4) for _ in range(22)]  # dice tumbling over each other between
    for t in sorted(hits):
        if t > dur - 0.04:
            continue
        near = min(abs(t - c) for c in strokes)
        f = rng.uniform(2000, 3600)
        modal_hit(buf, t, [(f, 1.0, 0.006), (f * 1.51, 0.6, 0.004), (f * 2.2, 0.3, 0.003)],
                  scale=rng.uniform(0.3, 1.0) * (1.0 if near < 0.05 else 0.35), rng=rng)
    muffled = biquad(buf, "lowpass", 4200, 0.7)
    rub = biquad(noise(dur, rng), "bandpass", 900, 0.8)
    wobble = smooth_random(dur, 25, rng, 0.5)
    rub = [r * w * 0.05 for r, w in zip(rub, wobble, strict=True)]
    return finish([a + b for a, b in zip(muffled, rub, strict=True)], 0.65, fade_in=0.004, fade_out=0.04)


def card_slide(rng: random.Random) -> Buffer:
    """A card sliding over felt: broadband paper-on-cloth hiss whose band drops a little as the
    card slows, under a smooth swell and a slow friction flutter."""
    dur = 0.32
    hiss = sweep_bandpass(noise(dur, rng), lambda t: 4200 - 5000 * t, 0.9)
    body = biquad(noise(dur, rng), "bandpass", 1300, 0.7)
    flutter = smooth_random(dur, 40, rng, 0.35)

    def env(t: float) -> float:
        rise = 0.5 - 0.5 * math.cos(math.pi * min(t / 0.06, 1.0))
        return rise * math.exp(-max(0.0, t - 0.06) / 0.09)

    parts = zip(hiss, body, flutter, strict=True)
    out = [(h + 0.5 * b) * f * env(i / RATE) for i, (h, b, f) in enumerate(parts)]
    return finish(out, 0.55, fade_in=0.004, fade_out=0.04)


def card_flip(rng: random.Random) -> Buffer:
    """A card flipped: a quick rising 'fwip' of air and paper, then a soft slap as it lands."""
    dur = 0.17
    buf = silence(dur)
    swish = sweep_bandpass(noise(0.08, rng), lambda t: 1200 + 50000 * t, 2.5)
    swish = envelope(swish, lambda t: math.sin(math.pi * min(t / 0.08, 1.0)) ** 2)
    mix_into(buf, swish, 0.0, 1.0)
    slap = biquad(envelope(noise(0.06, rng), ar_env(0.0008, 0.008)), "lowpass", 2200, 0.8)
    mix_into(buf, slap, 0.075, 1.6)
    modal_hit(buf, 0.075, [(180, 0.25, 0.02), (420, 0.15, 0.01)])
    return finish(buf, 0.6, fade_in=0.003, fade_out=0.03)


def bag_rustle(rng: random.Random) -> Buffer:
    """A hand in a cloth bag of pyramids: crackly cloth (sparse noise grains of random size,
    band-passed) swelling and fading, with a few muffled clinks of pieces inside."""
    dur = 0.45
    grains = [0.0] * int(dur * RATE)
    for i in range(len(grains)):
        if rng.random() < 0.08:
            grains[i] = rng.uniform(-1, 1) * rng.random() ** 2
    cloth = biquad(biquad(grains, "highpass", 900, 0.7), "lowpass", 5200, 0.7)
    swell = smooth_random(dur, 18, rng, 0.6)

    def env(t: float) -> float:
        return math.sin(math.pi * min(t / dur, 1.0)) ** 0.7

    buf = [c * s * env(i / RATE) for i, (c, s) in enumerate(zip(cloth, swell, strict=True))]
    inside = silence(dur)
    for t in (0.09, 0.2, 0.27):
        modal_hit(inside, t, [(1650, 1.0, 0.05), (3830, 0.6, 0.035)], pitch=rng.uniform(0.85, 1.15), rng=rng)
    inside = biquad(inside, "lowpass", 1800, 0.7)  # through cloth: dull
    mix_into(buf, inside, 0.0, 0.18)
    return finish(buf, 0.55, fade_in=0.01, fade_out=0.05)


def ui_click(rng: random.Random) -> Buffer:
    """A button press: a crisp tick and a short sine blip that drops a little in pitch."""
    buf = silence(0.05)
    mix_into(buf, click(0.004, rng, 4000, 1.0, 0.0005), gain=0.6)
    n = len(buf)
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = 1300 + 500 * math.exp(-t / 0.006)
        phase += TAU * f / RATE
        buf[i] += math.sin(phase) * math.exp(-t / 0.01)
    return finish(buf, 0.45, fade_in=0.0005, fade_out=0.01)


def ui_hover(rng: random.Random) -> Buffer:
    """Focus moving: a very soft, short, high sine 'tip' with a gentle onset (never a click)."""
    buf = silence(0.06)
    add_partial(buf, 0.0, 2350, 1.0, 0.014, attack=0.004)
    add_partial(buf, 0.0, 4700, 0.15, 0.008, attack=0.004)
    return finish(buf, 0.22, fade_in=0.002, fade_out=0.015)


def brassy_note(buf: Buffer, start: float, length: float, freq: float, amp: float,
                glide_to: float | None = None, vibrato: float = 0.0, bright: float = 1.0) -> None:
    """A horn-like note: harmonics 1/n, brightness that blooms on the attack and then settles,
    optional glide to another pitch and vibrato. Harmonics above Nyquist are left out."""
    i0 = int(start * RATE)
    n = int(length * RATE)
    phase = 0.0
    for k in range(n):
        if i0 + k >= len(buf):
            break
        t = k / RATE
        f = freq if glide_to is None else freq * (glide_to / freq) ** min(1.0, t / length)
        f *= 1.0 + vibrato * math.sin(TAU * 5.5 * t) * min(1.0, t / 0.15)
        phase += TAU * f / RATE
        att = min(1.0, t / 0.018)
        rel = min(1.0, (length - t) / 0.05)
        env = att * max(0.0, rel) * (0.75 + 0.25 * math.exp(-t / 0.08))
        brightness = bright * (0.55 + 0.45 * math.exp(-t / 0.1))
        s = 0.0
        h = 1
        while h * f < NYQUIST * 0.9 and h <= 10:
            s += math.sin(h * phase) * (brightness ** (h - 1)) / h
            h += 1
        buf[i0 + k] += s * env * amp


def bust_sting(rng: random.Random) -> Buffer:
    """A bust: 'wah-waaah' — two descending muted-horn notes, the second sagging further down."""
    buf = silence(0.72)
    brassy_note(buf, 0.0, 0.2, 233.1, 0.9, bright=0.75)  # B-flat 3
    brassy_note(buf, 0.22, 0.5, 207.7, 1.0, glide_to=185.0, vibrato=0.012, bright=0.7)  # A-flat sagging
    dull = biquad(buf, "lowpass", 2200, 0.9)  # a mute in the bell
    return finish(dull, 0.42, fade_in=0.003, fade_out=0.06)


def round_chime(rng: random.Random) -> Buffer:
    """A round ends: a 'ding-dong' of two struck metal bars (free-bar mode ratios 1 : 2.76 : 5.40,
    the high modes dying first so a pure ring remains)."""
    buf = silence(1.25)
    for start, f in ((0.0, 1318.5), (0.28, 1046.5)):  # E6 then C6: a falling major third
        modal_hit(buf, start, [(f, 1.0, 0.38), (f * 2.76, 0.35, 0.12), (f * 5.40, 0.12, 0.04),
                               (f * 0.5, 0.08, 0.25)], rng=rng)
        mix_into(buf, click(0.005, rng, 6000, 1.0, 0.0005), start=start, gain=0.25)
    return finish(buf, 0.6, fade_in=0.001, fade_out=0.08)


def winner_fanfare(rng: random.Random) -> Buffer:
    """The winner: a quick major arpeggio C5-E5-G5 rising to a held C6 over the full chord."""
    buf = silence(1.7)
    notes = ((0.0, 523.25), (0.13, 659.25), (0.26, 783.99))
    for start, f in notes:
        brassy_note(buf, start, 0.16, f, 0.8)
    for f, a in ((1046.5, 0.9), (783.99, 0.35), (659.25, 0.35), (523.25, 0.35)):
        brassy_note(buf, 0.39, 1.25, f, a, vibrato=0.004 if f > 1000 else 0.0, bright=0.8)
    modal_hit(buf, 0.39, [(2093.0, 0.12, 0.5), (2093 * 2.76, 0.04, 0.15)])  # a glint of bell
    return finish(buf, 0.65, fade_in=0.002, fade_out=0.25)


ONE_SHOT_RECIPES: dict[str, Callable[[random.Random], Buffer]] = {
    "dice_rattle": dice_rattle,
    "card_slide": card_slide,
    "card_flip": card_flip,
    "bag_rustle": bag_rustle,
    "ui_click": ui_click,
    "ui_hover": ui_hover,
    "bust_sting": bust_sting,
    "round_chime": round_chime,
    "winner_fanfare": winner_fanfare,
}


def build(out_dir: Path = SOUND_DIR) -> list[Path]:
    """Synthesizes every effect into `out_dir` and returns the written paths."""
    assert set(IMPACT_RECIPES) == set(IMPACTS) and set(ONE_SHOT_RECIPES) == set(ONE_SHOTS)
    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for name in IMPACTS:
        for v in range(1, VARIANTS + 1):
            target = out_dir / file_name(name, v)
            # Seeded by name: each variant differs in its noise, yet a rebuild is identical.
            write_wav(target, IMPACT_RECIPES[name](VARIANT_PITCH[v - 1], random.Random(f"{name}_{v}")))
            written.append(target)
    for name in ONE_SHOTS:
        target = out_dir / file_name(name)
        write_wav(target, ONE_SHOT_RECIPES[name](random.Random(name)))
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    """Command line: rebuild into the given folder (default: the sounds package)."""
    args = sys.argv[1:] if argv is None else argv
    out_dir = Path(args[0]) if args else SOUND_DIR
    files = build(out_dir)
    total = sum(f.stat().st_size for f in files)
    print(f"wrote {len(files)} files, {total / 1024:.0f} KiB, to {out_dir}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
