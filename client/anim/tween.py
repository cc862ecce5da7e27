"""Tweens as small data objects (after Tuxemon): target, property, duration, easing, on-finish.

A `Tweener` advances them; `blocking` tweens make the table wait (no input, no next move) until
they finish. `skip()` jumps every tween to its end. Speed scales time (settings).
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from client.anim.landing import Landing


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 0.5 - math.cos(math.pi * t) / 2


def ease_out_back(t: float) -> float:
    c = 1.5
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


@dataclass(slots=True)
class Tween:
    target: Any
    prop: str
    end: float
    duration: float
    easing: Callable[[float], float] = ease_out_cubic
    delay: float = 0.0
    on_finish: Callable[[], None] | None = None
    blocking: bool = True
    start: float | None = None  # taken from the target when the tween begins
    elapsed: float = 0.0
    done: bool = False

    def step(self, dt: float) -> None:
        if self.done:
            return
        if self.delay > 0:
            self.delay -= dt
            if self.delay > 0:
                return
            dt = -self.delay
            self.delay = 0
        if self.start is None:
            self.start = float(getattr(self.target, self.prop))
        self.elapsed += dt
        t = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        setattr(self.target, self.prop, self.start + (self.end - self.start) * self.easing(t))
        if t >= 1.0:
            self.finish()

    def finish(self) -> None:
        if self.done:
            return
        setattr(self.target, self.prop, self.end)
        self.done = True
        if self.on_finish is not None:
            self.on_finish()


class Tweener:
    def __init__(self, landing: Landing | None = None) -> None:
        self.tweens: list[Tween] = []
        self.speed = 1.0
        self.landing = landing if landing is not None else Landing()  # pieces in flight (anim/landing.py)

    def add(self, tween: Tween) -> Tween:
        self.tweens.append(tween)
        return tween

    def update(self, dt: float) -> None:
        for tw in list(self.tweens):
            tw.step(dt * self.speed)
        self.tweens = [tw for tw in self.tweens if not tw.done]

    def skip(self) -> None:
        # on_finish callbacks may add tweens; finish until none is left
        for _ in range(20):
            if not self.tweens:
                return
            current, self.tweens = self.tweens, []
            for tw in current:
                tw.finish()

    def blocking(self) -> bool:
        return any(tw.blocking for tw in self.tweens)

    def active(self) -> bool:
        return bool(self.tweens)

    def clear(self) -> None:
        self.tweens.clear()
        self.landing.clear()  # nothing flies any more


@dataclass(slots=True)
class Sprite:
    """Something that flies across the table: an image at a design position and size."""
    image: str
    x: float
    y: float
    w: float
    h: float
    alpha: float = 255.0
    label: str = ""
