"""Pieces in flight, so no piece is drawn twice.

The state a table draws is already the state after the move, so a piece flying to its place would
also be drawn standing there. While a sprite flies, the animator notes its image and destination box
here; `Painter.art` skips drawing that image at that box (the piece is still on its way), and the layer
cache (`ZoneCache`) repaints a zone when the set of pieces in flight changes. Every game gets it by
flying sprites; a view only has to draw a piece with the image and box its animation flies to.
"""
from __future__ import annotations

from collections import Counter

Box = tuple[float, float, float, float]


def _key(image: str, box: Box) -> tuple[str, tuple[float, ...]]:
    return (image, tuple(round(v, 1) for v in box))


class Landing:
    def __init__(self) -> None:
        self.flying: Counter[tuple[str, tuple[float, ...]]] = Counter()

    def add(self, image: str, box: Box) -> None:
        self.flying[_key(image, box)] += 1

    def remove(self, image: str, box: Box) -> None:
        k = _key(image, box)
        self.flying[k] -= 1
        if self.flying[k] <= 0:
            del self.flying[k]

    def covers(self, image: str, box: Box) -> bool:
        return bool(self.flying) and _key(image, box) in self.flying

    def key(self) -> frozenset:
        """For layer caches: changes exactly when a piece takes off or lands."""
        return frozenset(self.flying)

    def clear(self) -> None:
        self.flying.clear()
