"""Sounds made by our own code (no audio files): short mono 16-bit waveforms from a few recipes —
a rattle of clicks for dice, a wooden knock for tiles, a bright ping for coins, a paper swish for
cards, a two-note chime for "your turn". Pure Python (`array`), a few milliseconds for the set.
"""
from __future__ import annotations

import math
import random
from array import array
from collections.abc import Callable

RATE = 22050


def _env(i: int, n: int, attack: float = 0.005, decay: float = 8.0) -> float:
    """Quick attack, exponential decay over the sound's length."""
    t = i / RATE
    return min(1.0, t / attack) * math.exp(-decay * i / n)


def _pcm(samples: list[float], gain: float = 0.6) -> array:
    """16-bit samples peaking at `gain` of full scale (each recipe is loud as its gain says)."""
    peak = max((abs(s) for s in samples), default=0.0) or 1.0
    return array("h", (int(max(-1.0, min(1.0, s * gain / peak)) * 32767) for s in samples))


def tone(freqs: tuple[float, ...], seconds: float, decay: float = 8.0, start: float = 0.0) -> list[float]:
    n = int(RATE * seconds)
    out = [0.0] * int(RATE * start) + [0.0] * n
    base = int(RATE * start)
    for i in range(n):
        e = _env(i, n, decay=decay)
        out[base + i] = e * sum(math.sin(2 * math.pi * f * i / RATE) for f in freqs) / len(freqs)
    return out


def noise(seconds: float, decay: float, seed: int, smooth: float = 0.0) -> list[float]:
    rng = random.Random(seed)
    n = int(RATE * seconds)
    out, last = [], 0.0
    for i in range(n):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)  # a low-pass for softer noise
        out.append(last * _env(i, n, decay=decay))
    return out


def mix(*parts: list[float]) -> list[float]:
    n = max(len(p) for p in parts)
    return [sum(p[i] for p in parts if i < len(p)) for i in range(n)]


def dice() -> array:
    clicks = [[0.0] * int(RATE * d) + noise(0.025, 12, seed=k) for k, d in enumerate((0, 0.05, 0.09, 0.16, 0.2))]
    return _pcm(mix(*clicks), 0.5)


def tile() -> array:
    return _pcm(mix(tone((180.0, 260.0), 0.12, decay=14), noise(0.05, 20, seed=7, smooth=0.6)), 0.7)


def coin() -> array:
    return _pcm(mix(tone((1480.0, 2220.0), 0.22, decay=9), tone((1760.0,), 0.18, decay=10, start=0.05)), 0.4)


def card() -> array:
    return _pcm(noise(0.14, 6, seed=3, smooth=0.85), 0.8)


def chime() -> array:
    return _pcm(mix(tone((660.0, 1320.0), 0.35, decay=5), tone((880.0, 1760.0), 0.45, decay=5, start=0.14)), 0.35)


RECIPES: dict[str, Callable[[], array]] = {"dice": dice, "tile": tile, "coin": coin, "card": card, "chime": chime}
