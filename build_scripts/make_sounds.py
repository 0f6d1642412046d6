"""Synthesize the game's sounds into assets/sounds/ as 16-bit mono WAV files.

    python build_scripts/make_sounds.py

Everything is made from sine waves, filtered noise and plucked strings
(Karplus-Strong) with a fixed random seed, so running it again gives the same
files.  The results are committed; the game only reads them.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "sounds"


def silence(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def mix(into: list[float], sound: list[float], at: float = 0.0, gain: float = 1.0) -> list[float]:
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain
    return into


def noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1, 1) for _ in range(int(seconds * RATE))]


def lowpass(samples: list[float], cutoff: float) -> list[float]:
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in samples:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(samples: list[float], cutoff: float) -> list[float]:
    low = lowpass(samples, cutoff)
    return [x - l for x, l in zip(samples, low)]


def envelope(samples: list[float], attack: float, decay: float) -> list[float]:
    """A fast attack then an exponential decay (``decay`` = seconds to fall to 1/e)."""
    out = []
    for i, v in enumerate(samples):
        t = i / RATE
        gain = min(1.0, t / attack) if attack > 0 else 1.0
        out.append(v * gain * math.exp(-max(0.0, t - attack) / decay))
    return out


def tone(freq: float, seconds: float, decay: float, phase: float = 0.0, glide_to: float | None = None) -> list[float]:
    out, ph = [], phase
    n = int(seconds * RATE)
    for i in range(n):
        f = freq if glide_to is None else freq + (glide_to - freq) * (i / n)
        ph += 2 * math.pi * f / RATE
        out.append(math.sin(ph) * math.exp(-i / RATE / decay))
    return out


def pluck(freq: float, seconds: float, rng: random.Random, brightness: float = 0.5, damping: float = 0.996):
    """Karplus-Strong: a noise burst circulating in a delay line, softened each pass."""
    period = max(2, int(RATE / freq))
    line = lowpass([rng.uniform(-1, 1) for _ in range(period)], 2000 + 6000 * brightness)
    out = []
    for i in range(int(seconds * RATE)):
        j = i % period
        nxt = line[(j + 1) % period]
        v = line[j]
        line[j] = damping * 0.5 * (v + nxt)
        out.append(v)
    return out


def normalize(samples: list[float], peak: float = 0.85) -> list[float]:
    top = max(1e-9, max(abs(v) for v in samples))
    return [v * peak / top for v in samples]


def fade_out(samples: list[float], seconds: float) -> list[float]:
    n = min(len(samples), int(seconds * RATE))
    out = list(samples)
    for i in range(n):
        out[len(out) - n + i] *= 1 - i / n
    return out


def write(name: str, samples: list[float], peak: float = 0.85) -> Path:
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{name}.wav"
    data = normalize(samples, peak)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767)) for v in data))
    return path


# -- the sounds -------------------------------------------------------------------

def click(rng):
    tick = envelope(highpass(noise(0.03, rng), 1500), 0.0005, 0.004)
    knock = envelope(tone(1400, 0.04, 0.01), 0.0005, 0.01)
    return mix(tick, knock, 0, 0.6)


def card_flip(rng):
    swish = lowpass(highpass(noise(0.12, rng), 900), 5000)
    swish = [v * math.sin(math.pi * i / len(swish)) ** 2 for i, v in enumerate(swish)]
    snap = envelope(highpass(noise(0.03, rng), 2500), 0.0005, 0.006)
    return mix(swish, snap, 0.1, 1.4)


def card_slide(rng):
    rub = lowpass(highpass(noise(0.28, rng), 400), 2600)
    return [v * math.sin(math.pi * i / len(rub)) * (1 - i / len(rub)) ** 0.5 for i, v in enumerate(rub)]


def coin(rng):
    def clink(scale):
        parts = [tone(f * scale, 0.6, d) for f, d in ((2090, 0.25), (3150, 0.16), (4860, 0.1), (6300, 0.06))]
        ring = [sum(p[i] for p in parts) for i in range(len(parts[0]))]
        hit = envelope(highpass(noise(0.01, rng), 3000), 0.0002, 0.003)
        return mix(ring, hit, 0, 2.0)
    out = clink(1.0)
    return mix(out, clink(1.07), 0.07, 0.6)


def thud(rng):
    body = tone(95, 0.35, 0.09, glide_to=48)
    sack = envelope(lowpass(noise(0.25, rng), 500), 0.002, 0.05)
    jingle = [v * 0.15 for v in coin(rng)]
    return mix(mix(body, sack, 0, 1.2), jingle, 0.02, 1.0)


def chime(rng):
    out = silence(1.6)
    for k, (f, at) in enumerate(((659.3, 0.0), (830.6, 0.12), (987.8, 0.24), (1318.5, 0.36))):
        note = [a + 0.4 * b for a, b in zip(tone(f, 1.2, 0.45), tone(f * 2.01, 1.2, 0.2))]
        mix(out, envelope(note, 0.003, 10), at, 0.8 if k < 3 else 1.0)
    return out


def whoosh(rng):
    n = noise(0.45, rng)
    out, y = [], 0.0
    for i, x in enumerate(n):
        t = i / len(n)
        a = 1 - math.exp(-2 * math.pi * (300 + 3500 * math.sin(math.pi * t)) / RATE)
        y += a * (x - y)
        out.append(y * math.sin(math.pi * t) ** 1.5)
    return out


NOTE = {name: 440.0 * 2 ** ((i - 9) / 12) for i, name in enumerate(
    ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"])}


def hz(name: str, octave: int) -> float:
    return NOTE[name] * 2 ** (octave - 4)


def theme(rng):
    """A slow finger-picked desert ballad: Am - G - F - E, twice, on a plucked guitar."""
    beat = 0.34  # one picked eighth note
    bars = [
        (("A", 2), [("A", 3), ("C", 4), ("E", 4), ("A", 4)]),
        (("G", 2), [("G", 3), ("B", 3), ("D", 4), ("G", 4)]),
        (("F", 2), [("F", 3), ("A", 3), ("C", 4), ("F", 4)]),
        (("E", 2), [("E", 3), ("G#", 3), ("B", 3), ("E", 4)]),
    ]
    pattern = [0, 2, 1, 3, 2, 1, 3, 2]
    out = silence(beat * 8 * len(bars) * 2 + 3)
    t = 0.0
    for rep in range(2):
        for b, (bass, chord) in enumerate(bars):
            mix(out, pluck(hz(*bass), 3.0, rng, 0.3, 0.9975), t, 0.9)
            for k, idx in enumerate(pattern):
                mix(out, pluck(hz(*chord[idx]), 1.8, rng, 0.55, 0.996), t + k * beat, 0.45)
            t += beat * 8
    # resolve home on A minor
    mix(out, pluck(hz("A", 2), 3.0, rng, 0.3, 0.9975), t, 0.9)
    for k, n in enumerate((("A", 3), ("C", 4), ("E", 4), ("A", 4))):
        mix(out, pluck(hz(*n), 2.5, rng, 0.55, 0.997), t + k * 0.06, 0.4)
    lowered = lowpass(out, 3500)
    return fade_out(lowered[: int((t + 2.5) * RATE)], 2.0)


SOUNDS = {
    "click": (click, 0.6), "card_flip": (card_flip, 0.7), "card_slide": (card_slide, 0.6), "coin": (coin, 0.7),
    "thud": (thud, 0.85), "chime": (chime, 0.6), "whoosh": (whoosh, 0.6), "theme": (theme, 0.5),
}


def main(argv: list[str] | None = None) -> int:
    names = (argv if argv else None) or list(SOUNDS)
    for name in names:
        fn, peak = SOUNDS[name]
        path = write(name, fn(random.Random(sum(map(ord, name)))), peak)
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size // 1024} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
