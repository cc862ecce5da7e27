"""Drawing in design coordinates: art from the image cache, text from the font cache, panels."""
from __future__ import annotations

from typing import Any

import pygame

from client.assets.text import is_cjk
from client.ui import theme

Box = tuple[float, float, float, float]


class Painter:
    def __init__(self, app: Any) -> None:
        self.app = app

    def rect(self, box: Box) -> pygame.Rect:
        return self.app.viewport.rect(*box)

    def art(self, surface: pygame.Surface, name: str, box: Box, alpha: int = 255) -> None:
        if self.app.landing.covers(name, box):
            return  # this piece is still flying here (client/anim/landing.py)
        r = self.rect(box)
        if alpha >= 255:
            surface.blit(self.app.images.get(name, r.size), r)
        elif alpha > 0:
            surface.blit(self.app.images.faded(name, r.size, alpha // 8 * 8), r)

    def text(self, surface: pygame.Surface, s: str, size: float, pos: tuple[float, float], color=theme.INK,
             bold: bool = False, anchor: str = "topleft", max_w: float | None = None) -> pygame.Rect:
        vp = self.app.viewport
        px = vp.px(size)
        img = (self.app.fonts.fit(s, px, vp.px(max_w), color, bold) if max_w
               else self.app.fonts.render(s, px, color, bold))
        r = img.get_rect(**{anchor: vp.point(*pos)})
        surface.blit(img, r)
        return r

    def size_for(self, size: float, height: float) -> float:
        """`size`, or less when the text-size setting would make a line taller than `height` (design px): for
        text in a slot of fixed height (a list row, a line under a heading)."""
        return min(size, height / (1.36 * self.app.fonts.scale))

    def wrapped(self, surface: pygame.Surface, s: str, size: float, box: Box, color=theme.INK,
                max_lines: int = 2, centred: bool = False) -> None:
        """Text wrapped into `box` (design coordinates), centred vertically (and across with `centred`);
        shrinks only if still too long."""
        vp = self.app.viewport
        x, y, w, h = box
        grow = self.app.fonts.scale  # the text-size setting makes lines taller too
        latin = not any(map(is_cjk, s))
        while True:
            lines = self.app.fonts.wrap(s, vp.px(size), vp.px(w))
            fits = len(lines) <= max_lines and len(lines) * size * 1.25 * grow <= h + size * 0.3
            if fits and latin and len(lines) > 1 and " ".join(lines).split() != s.split():
                fits = False  # a word cut in two ("Woodcu / tter") reads worse than a smaller size
            if fits or size <= 9:
                break
            size *= 0.9
        lines = lines[:max_lines]
        step = size * 1.25 * grow
        top = y + (h - step * len(lines)) / 2
        for i, line in enumerate(lines):
            if centred:
                self.text(surface, line, size, (x + w / 2, top + i * step), color, anchor="midtop", max_w=w)
            else:
                self.text(surface, line, size, (x, top + i * step), color, max_w=w)

    def panel(self, surface: pygame.Surface, box: Box, fill=theme.PAPYRUS, border=theme.SAND, radius: float = 12,
              width: float = 3) -> None:
        vp = self.app.viewport
        theme.panel(surface, self.rect(box), fill=fill, border=border, radius=vp.px(radius),
                    width=vp.px(width) if width else 0)

    def glow(self, surface: pygame.Surface, box: Box, color=theme.HILITE, width: float = 4,
             radius: float = 10) -> None:
        vp = self.app.viewport
        theme.glow(surface, self.rect(box), color, vp.px(width), vp.px(radius))
