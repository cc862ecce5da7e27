"""Hover text: a table says what the piece under the pointer is (`GameTable.tooltip(pos)`), the table
scene remembers it on mouse motion and draws it beside the pointer. Drawing reads, never decides."""
from __future__ import annotations

from typing import Any

import pygame

from client.ui import theme

OFFSET = (22, 26)  # design px from the pointer, so the text never sits under it
MAX_W = 520


class Tooltips:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.pos: tuple[float, float] | None = None
        self.text: str | None = None

    def hover(self, pos: tuple[float, float], text: str | None) -> None:
        """The pointer moved to `pos` (design px), over something described by `text` (None: nothing)."""
        if text != self.text or (text and pos != self.pos):
            self.app.invalidate()
        self.pos, self.text = pos, text or None

    def clear(self) -> None:
        if self.text:
            self.app.invalidate()
        self.text = None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.text or self.pos is None:
            return
        vp = self.app.viewport
        img = self.app.fonts.fit(self.text, vp.px(20), vp.px(MAX_W), theme.INK, True)
        r = img.get_rect(topleft=vp.point(self.pos[0] + OFFSET[0], self.pos[1] + OFFSET[1]))
        pad = vp.px(8)
        box = r.inflate(pad * 2, pad * 2)
        screen = surface.get_rect()
        box.clamp_ip(screen)  # near the right or bottom edge it moves in rather than off screen
        theme.panel(surface, box, fill=theme.PAPYRUS, border=theme.INK, radius=vp.px(8), width=vp.px(2))
        surface.blit(img, img.get_rect(center=box.center))
