"""Sprites that fly across a table and words that float up: the shared part of every game's animator."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from client.anim.tween import Sprite, Tween, Tweener, ease_in_out, linear


@dataclass(slots=True)
class Counter:
    value: float


@dataclass(slots=True)
class SpriteAnimator:
    tweener: Tweener
    sprites: list[Sprite] = field(default_factory=list)
    hidden: set = field(default_factory=set)  # board places drawn empty until a sprite lands there
    floats: list[tuple[Sprite, str]] = field(default_factory=list)  # floating words ("Pass", "+5")

    def fly(self, image: str, src: tuple, dst: tuple, duration: float, delay: float = 0.0,
            fade: bool = False, on_land: Any = None, blocking: bool = True) -> Sprite:
        sp = Sprite(image, src[0], src[1], src[2], src[3])
        self.sprites.append(sp)
        tw = self.tweener
        landing = tw.landing
        if not fade:  # a piece arriving: not drawn at its place until it lands (no piece twice)
            landing.add(image, dst)

        def land() -> None:
            if sp in self.sprites:
                self.sprites.remove(sp)
                if not fade:
                    landing.remove(image, dst)
            if on_land:
                on_land()
        for prop, end in zip(("x", "y", "w", "h"), dst, strict=True):
            tw.add(Tween(sp, prop, end, duration, ease_in_out, delay, blocking=blocking))
        if fade:
            tw.add(Tween(sp, "alpha", 0.0, duration, linear, delay, blocking=blocking))
        tw.add(Tween(Counter(0), "value", 1, duration, linear, delay, on_finish=land, blocking=blocking))
        return sp

    def fly_to(self, image: str, src: tuple, dst: tuple, key: Any, duration: float, delay: float = 0.0) -> None:
        """Fly into a board place that stays drawn empty (`key` in `hidden`) until the sprite lands."""
        self.hidden.add(key)
        self.fly(image, src, dst, duration, delay, on_land=lambda: self.hidden.discard(key))

    def word(self, text: str, at: tuple[float, float], color: str = "ink") -> None:
        sp = Sprite("", at[0], at[1], 0, 0, label=text)
        self.floats.append((sp, color))
        self.tweener.add(Tween(sp, "y", at[1] - 50, 1.1, linear, blocking=False))

        def gone() -> None:
            self.floats = [f for f in self.floats if f[0] is not sp]
        self.tweener.add(Tween(sp, "alpha", 0.0, 1.1, linear, on_finish=gone, blocking=False))

    def clear_sprites(self) -> None:
        self.tweener.clear()
        self.sprites.clear()
        self.hidden.clear()
        self.floats.clear()


def spread(rects: list[Any]) -> list[Any]:
    """Floating words that would overlap, moved apart: each rect (pygame.Rect) that collides with one placed
    before it goes up above that one, so two gains said at one place ("+8 food", "−12 food") stack."""
    placed: list[Any] = []
    for r in rects:
        r = r.copy()
        moved = True
        while moved:
            moved = False
            for q in placed:
                if r.colliderect(q):
                    r.bottom = q.top - 2
                    moved = True
        placed.append(r)
    return placed
