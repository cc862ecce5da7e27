"""A centred column of buttons with a title: the shape of the title screen and of every menu."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from client.scenes.stack import Scene
from client.ui import theme
from client.ui.keys import KeyFocus
from client.ui.widgets import Button, ButtonSet

MenuItem = tuple[str, Callable[[], str], Callable[[], Any], Callable[[], bool] | None]  # name, label, action, enabled


class MenuScene(Scene):
    """Buttons stacked in the middle. Overlays dim what is below. Escape runs `back`."""

    width = 560
    button_h = 68

    def __init__(self, app: Any, overlay: bool = False) -> None:
        super().__init__(app)
        self.transparent = overlay
        self.buttons = ButtonSet([])
        self.keys = KeyFocus()
        self.rebuild()

    @property
    def focus(self) -> int:
        return self.keys.index

    @focus.setter
    def focus(self, index: int) -> None:
        self.keys.index = index

    def title(self) -> str:
        return ""

    def subtitle(self) -> str:
        return ""

    def items(self) -> list[MenuItem]:
        return []

    def back(self) -> None:
        self.app.stack.pop()

    def top_y(self, count: int) -> float:
        return 540 - (count * (self.button_h + 14)) / 2 + 90

    def rebuild(self) -> None:
        items = self.items()
        y = self.top_y(len(items))
        x = 960 - self.width / 2
        out = []
        for i, (name, label, action, enabled) in enumerate(items):
            out.append(Button(x, y + i * (self.button_h + 14), self.width, self.button_h, label, action,
                              enabled or (lambda: True), primary=(i == 0), name=name))
        self.buttons = ButtonSet(out)

    def resize(self) -> None:
        self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.app.viewport
        if self.transparent:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((10, 16, 22, 170))
            surface.blit(shade, (0, 0))
            b = self.buttons.buttons
            if b:
                sub = self.subtitle()
                top = b[0].y - 120 - 34 * (len(sub.split("\n")[:3]) if sub else 0)  # room for the heading's lines
                bottom = b[-1].y + b[-1].h + 40
                theme.panel(surface, vp.rect(960 - self.width / 2 - 50, top, self.width + 100, bottom - top),
                            fill=theme.BG_DARK, border=theme.GOLD, radius=vp.px(20), width=vp.px(3))
        else:
            surface.fill(theme.BG)
        self.draw_heading(surface)
        self.buttons.draw(surface, self.app)

    def draw_heading(self, surface: pygame.Surface) -> None:
        vp = self.app.viewport
        b = self.buttons.buttons
        sub = self.subtitle()
        lines = sub.split("\n")[:3] if sub else []
        y = (b[0].y - 100 - 34 * len(lines)) if b else 200
        img = self.app.fonts.fit(self.title(), vp.px(48), vp.px(1800), theme.GOLD, True)
        surface.blit(img, img.get_rect(midtop=vp.point(960, y)))
        if lines:
            for i, line in enumerate(lines):
                img = self.app.fonts.fit(line, vp.px(24), vp.px(1700), theme.PAPYRUS)
                surface.blit(img, img.get_rect(midtop=vp.point(960, y + 64 + i * 32)))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            else:
                self.keys.handle(event, self.buttons, self.app)
            return True
        self.buttons.handle(event, self.app)
        return True  # menus are modal
