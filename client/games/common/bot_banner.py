"""Readable bot turns: each bot move gets a banner line ("Medium 2: invoked Ra") on
the board, the moves of one turn stacked so a quick run of them never blurs into one; the newest line
is bold, older ones fade. The pace setting says how long each bot move is shown before the next.

Every table gets it from the table scene; a game only says where the banner sits
(`GameTable.banner_anchor`, the midtop of the stack in design px).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from client.ui import theme
from client.ui.paint import Painter

# The pause after a bot's move (its first of a turn; a follow-up gets half) and how long a line stays.
PACE = {"fast": (0.2, 1.6), "normal": (0.45, 2.6), "slow": (1.0, 4.0)}
MAX_LINES = 3
FADE = 0.5  # seconds a line takes to fade at the end of its life


def pace_of(setting: str) -> tuple[float, float]:
    return PACE.get(setting, PACE["normal"])


@dataclass(slots=True)
class BannerLine:
    text: str
    seat: int
    age: float = 0.0


@dataclass(slots=True)
class BotBanner:
    life: float = 2.6
    lines: list[BannerLine] = field(default_factory=list)
    _plates: dict[tuple, pygame.Surface] = field(default_factory=dict)  # painted plates by their look

    def add(self, text: str, seat: int) -> None:
        self.lines.append(BannerLine(text, seat))
        del self.lines[:-MAX_LINES]

    def update(self, dt: float) -> bool:
        """Age the lines; True when one went (the screen must be redrawn)."""
        for line in self.lines:
            line.age += dt
        before = len(self.lines)
        self.lines = [ln for ln in self.lines if ln.age < self.life]
        return len(self.lines) != before

    def clear(self) -> None:
        self.lines.clear()

    def texts(self) -> list[str]:
        return [ln.text for ln in self.lines]

    def busy(self) -> bool:
        """A line is fading: frames must be drawn (a steady line needs no redraw)."""
        return any(self.life - ln.age < FADE for ln in self.lines)

    def alpha(self, line: BannerLine) -> int:
        left = self.life - line.age
        return 255 if left >= FADE else max(0, int(255 * left / FADE))

    def draw(self, surface: pygame.Surface, painter: Painter, anchor: tuple[float, float, float],
             marker: Any = None) -> None:
        """The stack below `anchor` (midtop and width, design px); `marker(surface, seat, centre, radius)`
        draws a seat's sign."""
        vp = painter.app.viewport
        x, y, width = anchor
        for i, line in enumerate(self.lines):
            newest = i == len(self.lines) - 1
            plate = self.plate(painter, line, newest, width, marker)
            box = plate.get_rect(midtop=vp.point(x, y))
            plate.set_alpha(self.alpha(line))
            surface.blit(plate, box)
            y += (box.h + vp.px(6)) / vp.scale

    def plate(self, painter: Painter, line: BannerLine, newest: bool, width: float, marker: Any) -> pygame.Surface:
        """A line's plate, painted once per look (text, newest or not, size): a frame only blits it, so a
        banner costs no text layout while tweens run."""
        vp = painter.app.viewport
        key = (line.text, line.seat, newest, width, vp.scale, painter.app.fonts.scale)
        hit = self._plates.get(key)
        if hit is not None:
            return hit
        size = 30 if newest else 24
        img = painter.app.fonts.fit(line.text, vp.px(size), vp.px(width - 64), theme.WHITE, newest)
        box = img.get_rect().inflate(vp.px(64), vp.px(14))
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        theme.panel(plate, plate.get_rect(), fill=(*theme.INK, 235), border=theme.GOLD if newest else theme.SAND,
                    radius=vp.px(12), width=vp.px(3 if newest else 2))
        plate.blit(img, img.get_rect(center=(box.w // 2 + vp.px(14), box.h // 2)))
        if marker is not None:
            marker(plate, line.seat, (vp.px(22), box.h // 2), vp.px(11))
        if len(self._plates) > 4 * MAX_LINES:  # only the lines shown now are worth keeping
            self._plates.clear()
        self._plates[key] = plate
        return plate
