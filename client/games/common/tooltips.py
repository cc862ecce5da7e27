"""Hover text: a table says what the piece under the pointer is (`GameTable.tooltip(pos)`), the table
scene remembers it on mouse motion and draws it beside the pointer. Drawing reads, never decides."""
from __future__ import annotations

from typing import Any

import pygame

from client.ui import theme

OFFSET = (22, 26)  # design px from the pointer, so the text never sits under it
MAX_W = 480
SIZE = 20


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

    def lines(self) -> list[tuple[str, bool]]:
        """The text as drawn: its first line bold (the thing's name), each line wrapped to the width."""
        vp, fonts = self.app.viewport, self.app.fonts
        out: list[tuple[str, bool]] = []
        for i, part in enumerate((self.text or "").split("\n")):
            out += [(line, i == 0) for line in fonts.wrap(part, vp.px(SIZE), vp.px(MAX_W))]
        return out

    def draw(self, surface: pygame.Surface) -> None:
        if not self.text or self.pos is None:
            return
        vp = self.app.viewport
        imgs = [self.app.fonts.render(line, vp.px(SIZE), theme.INK, bold) for line, bold in self.lines()]
        step = vp.px(SIZE * 1.3)
        w = max(img.get_width() for img in imgs)
        r = pygame.Rect(vp.point(self.pos[0] + OFFSET[0], self.pos[1] + OFFSET[1]), (w, step * len(imgs)))
        pad = vp.px(10)
        box = r.inflate(pad * 2, pad * 2)
        box.clamp_ip(surface.get_rect())  # near the right or bottom edge it moves in rather than off screen
        theme.panel(surface, box, fill=theme.PAPYRUS, border=theme.INK, radius=vp.px(8), width=vp.px(2))
        for i, img in enumerate(imgs):
            surface.blit(img, (box.x + pad, box.y + pad + i * step))
