"""Readable bot turns: each bot move gets a banner line ("Medium 2: invoked Ra") on
the board, the moves of one turn stacked so a quick run of them never blurs into one; the newest line
is bold, older ones fade. The pace setting says how long each bot move is shown before the next.

Every table gets it from the table scene; a game only says where the banner may sit
(`GameTable.banner_box`): a rectangle of its layout where nothing is drawn that a player needs now (a seat
panel place no seat uses, the log's older lines below its heading), never over the status, a seat's header
or the viewer's own board (`GameTable.keep_clear`, which a test checks at every player count and text
size). Lines that do not fit the box (large text) are left out, oldest first.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from client.ui import theme
from client.ui.paint import Painter

# The pause after each bot move, so a turn is seen step by step, and how long a line stays (the last turn's
# lines stay on while a person decides: `BotBanner.hold`).
PACE = {"fast": (0.3, 2.5), "normal": (0.75, 4.0), "slow": (1.3, 6.0)}
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
    life: float = 4.0
    hold: bool = False  # a person is deciding: the lines stand (they say what the bots just did)
    lines: list[BannerLine] = field(default_factory=list)
    _plates: dict[tuple, pygame.Surface] = field(default_factory=dict)  # painted plates by their look

    def add(self, text: str, seat: int) -> None:
        self.lines.append(BannerLine(text, seat))
        del self.lines[:-MAX_LINES]

    def update(self, dt: float) -> bool:
        """Age the lines; True when one went (the screen must be redrawn)."""
        if self.hold:  # the lines stand, at most to the point where they would begin to fade
            for line in self.lines:
                line.age = min(line.age + dt, max(line.age, self.life - FADE))
            return False
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

    def draw(self, surface: pygame.Surface, painter: Painter, box: tuple[float, float, float, float],
             marker: Any = None) -> list[pygame.Rect]:
        """The stack from the top of `box` (design px), oldest line first, as many of the newest lines as fit;
        `marker(surface, seat, centre, radius)` draws a seat's sign. Returns the screen rectangles drawn."""
        vp = painter.app.viewport
        x, y, width, height = box
        gap = vp.px(6)
        plates: list[tuple[BannerLine, pygame.Surface]] = []
        used = 0
        for i, line in enumerate(reversed(self.lines)):  # newest first, while they fit
            plate = self.plate(painter, line, i == 0, width, marker)
            if plates and used + gap + plate.get_height() > vp.px(height):
                break
            plates.insert(0, (line, plate))
            used += plate.get_height() + gap
        out = []
        top = vp.point(x, y)[1]
        centre = vp.point(x + width / 2, y)[0]
        for line, plate in plates:
            rect = plate.get_rect(midtop=(centre, top))
            plate.set_alpha(self.alpha(line))
            surface.blit(plate, rect)
            out.append(rect)
            top = rect.bottom + gap
        return out

    def plate(self, painter: Painter, line: BannerLine, newest: bool, width: float, marker: Any) -> pygame.Surface:
        """A line's plate, painted once per look (text, newest or not, size): a frame only blits it, so a
        banner costs no text layout while tweens run."""
        vp = painter.app.viewport
        key = (line.text, line.seat, newest, width, vp.scale, painter.app.fonts.scale)
        hit = self._plates.get(key)
        if hit is not None:
            return hit
        size = 26 if newest else 21
        fonts, room = painter.app.fonts, vp.px(width - 52)
        parts = fonts.wrap(line.text, vp.px(size), room, newest)
        if len(parts) > 2:  # a long move reads in two lines, the rest cut
            parts = [parts[0], parts[1] + "…"]
        imgs = [fonts.fit(part, vp.px(size), room, theme.WHITE, newest) for part in parts]
        text_h = sum(i.get_height() for i in imgs)
        box = pygame.Rect(0, 0, max(i.get_width() for i in imgs), text_h).inflate(vp.px(52), vp.px(12))
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        theme.panel(plate, plate.get_rect(), fill=(*theme.INK, 235), border=theme.GOLD if newest else theme.SAND,
                    radius=vp.px(12), width=vp.px(3 if newest else 2))
        y = (box.h - text_h) // 2
        for img in imgs:
            plate.blit(img, img.get_rect(midtop=(box.w // 2 + vp.px(12), y)))
            y += img.get_height()
        if marker is not None:
            marker(plate, line.seat, (vp.px(22), box.h // 2), vp.px(11))
        if len(self._plates) > 4 * MAX_LINES:  # only the lines shown now are worth keeping
            self._plates.clear()
        self._plates[key] = plate
        return plate


def spare_panel_or_log(table: Any, panels: int, painter: Painter) -> tuple[float, float, float, float]:
    """A table with `panels` places for other seats' panels (`other_0`…) and a log: the first place no seat
    uses, else the log's older lines below its heading."""
    from client.games.common.log import below_heading
    lay, n = table.layout, table.session.match.num_players
    if n - 1 < panels:
        x, y, w, h = lay.box(f"other_{n - 1}")
        return (x + 8, y + 6, w - 16, h - 12)
    return below_heading(painter, lay.box("log"), table.log.style)


def panels_and_heading(table: Any, painter: Painter, own: str) -> list[tuple[float, float, float, float]]:
    """What a banner must leave clear on a table with a status, other seats' panels, a log and the viewer's
    own board (`own`: its zone)."""
    from client.games.common.log import heading_box
    lay, n = table.layout, table.session.match.num_players
    return [lay.box("status"), lay.box(own), heading_box(painter, lay.box("log"), table.log.style),
            *(lay.box(f"other_{i}") for i in range(n - 1))]
