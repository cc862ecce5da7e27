"""Design coordinates (1920x1080) to window pixels: one uniform scale, centred (letterboxed)."""
from __future__ import annotations

import pygame

DESIGN_W, DESIGN_H = 1920, 1080


class Viewport:
    def __init__(self, size: tuple[int, int]) -> None:
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = max(1, size[0]), max(1, size[1])
        self.size = (w, h)
        self.scale = min(w / DESIGN_W, h / DESIGN_H)
        self.ox = (w - DESIGN_W * self.scale) / 2
        self.oy = (h - DESIGN_H * self.scale) / 2

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        s = self.scale
        return pygame.Rect(round(self.ox + x * s), round(self.oy + y * s), max(1, round(w * s)),
                           max(1, round(h * s)))

    def point(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.ox + x * self.scale), round(self.oy + y * self.scale))

    def to_design(self, pos: tuple[int, int]) -> tuple[float, float]:
        return ((pos[0] - self.ox) / self.scale, (pos[1] - self.oy) / self.scale)

    def px(self, design: float) -> int:
        """A design length (font size, line width) in pixels; at least 1."""
        return max(1, round(design * self.scale))
