"""Make the table's sound effects from nothing but arithmetic (this script is their source).

    python sounds/make_sounds.py        # writes card.wav, coin.wav, stamp.wav, shuffle.wav, win.wav here

Mono, 22,050 Hz, 16-bit: small files (each well under 100 KB). The noise comes from a seeded
generator, so running the script again produces the same bytes.
"""

import math
import random
import wave
from array import array
from pathlib import Path

RATE = 22050
HERE = Path(__file__).resolve().parent


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix(into: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    need = start + len(sound) - len(into)
    if need > 0:
        into.extend([0.0] * need)
    for i, v in enumerate(sound):
        into[start + i] += v * gain


def noise_burst(seconds: float, rng: random.Random, attack: float, decay: float, smooth: float) -> list[float]:
    """Filtered noise with a quick attack and an exponential tail: paper sliding on felt."""
    out, last = [], 0.0
    n = int(RATE * seconds)
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        last += (rng.uniform(-1, 1) - last) * smooth   # one-pole low-pass: smaller `smooth` = duller
        out.append(last * env)
    return out


def tone(seconds: float, partials: list[tuple[float, float, float]]) -> list[float]:
    """Sum of decaying sines: (frequency Hz, amplitude, decay seconds)."""
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        out.append(sum(a * math.exp(-t / d) * math.sin(2 * math.pi * f * t) for f, a, d in partials))
    return out


def card(rng: random.Random) -> list[float]:
    swish = noise_burst(0.16, rng, 0.008, 0.035, 0.35)
    snap = noise_burst(0.05, rng, 0.001, 0.008, 0.9)
    mix(swish, snap, 0.045, 0.5)
    return swish


def coin(rng: random.Random) -> list[float]:
    ring = tone(0.45, [(2093, 0.5, 0.12), (3136, 0.3, 0.08), (4699, 0.2, 0.05), (5588, 0.12, 0.03)])
    clink = noise_burst(0.02, rng, 0.0005, 0.004, 0.95)
    mix(ring, clink, 0.0, 0.6)
    return ring


def stamp(rng: random.Random) -> list[float]:
    n = int(RATE * 0.22)
    thump = []
    for i in range(n):
        t = i / RATE
        f = 140 - 80 * min(1.0, t / 0.08)          # a falling pitch: wood meeting the table
        thump.append(0.9 * math.exp(-t / 0.05) * math.sin(2 * math.pi * f * t))
    mix(thump, noise_burst(0.04, rng, 0.0005, 0.006, 0.6), 0.0, 0.5)
    return thump


def shuffle(rng: random.Random) -> list[float]:
    out = silence(0.05)
    at = 0.0
    for _ in range(26):                           # a riffle: many tiny card snaps speeding up, then a bridge
        mix(out, noise_burst(0.03, rng, 0.001, 0.006, 0.7), at, rng.uniform(0.35, 0.6))
        at += rng.uniform(0.018, 0.03)
    mix(out, noise_burst(0.25, rng, 0.02, 0.07, 0.25), at + 0.02, 0.8)
    return out


def win(rng: random.Random) -> list[float]:
    out = silence(0.05)
    notes = [523.25, 659.25, 783.99, 1046.5]      # C major arpeggio, then the chord rings
    for k, f in enumerate(notes):
        mix(out, tone(0.5, [(f, 0.45, 0.18), (2 * f, 0.12, 0.1)]), 0.11 * k)
    mix(out, tone(0.8, [(f, 0.22, 0.35) for f in notes]), 0.46)
    return out


def write_wav(path: Path, samples: list[float], peak: float = 0.8) -> int:
    top = max(1e-9, max(abs(v) for v in samples))
    scale = peak * 32767 / top
    fade = int(0.01 * RATE)                       # no click at the very end
    for i in range(1, min(fade, len(samples)) + 1):
        samples[-i] *= i / fade
    pcm = array("h", (int(max(-32767, min(32767, v * scale))) for v in samples))
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return path.stat().st_size


SOUNDS = {"card": card, "coin": coin, "stamp": stamp, "shuffle": shuffle, "win": win}


def main(folder: Path = HERE) -> dict[str, int]:
    sizes = {}
    for name, make in SOUNDS.items():
        rng = random.Random(f"menagerie-{name}")
        sizes[name] = write_wav(folder / f"{name}.wav", make(rng))
    return sizes


if __name__ == "__main__":
    for name, size in main().items():
        print(f"{name}.wav  {size / 1024:.1f} KB")
