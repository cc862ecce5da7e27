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
        """The first button's top: a little below the middle, lower or higher when large text makes the heading
        and the buttons together taller than that leaves room for (the dialog stays on screen)."""
        y = 540 - (count * (self.button_h + 14)) / 2 + 90
        title, sub = self.heading_lines()
        head = self.heading_height(title, sub) + 30 + (30 if self.transparent else 0)  # and the box's margin
        buttons = count * (self.button_h + 14) - 14 + (40 if self.transparent else 0)
        if y - head < 16:
            y = 16 + head
        if y + buttons > 1064:
            y = max(16 + head, 1064 - buttons)
        return y

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

    # --- the dialog's box and its text ---------------------------------------------------------
    TITLE_SIZE, SUB_SIZE = 48, 24
    MAX_TITLE_LINES, MAX_SUB_LINES = 3, 6

    def text_width(self) -> float:
        """How wide heading lines may be (design px): inside the dialog's box, or the screen's width."""
        return self.width + 60 if self.transparent else 1700

    def heading_lines(self) -> tuple[list[str], list[str]]:
        """The title and the subtitle wrapped to the dialog's width at the window's scale, so every
        line fits its box (a long question, a damaged save's message, a Japanese heading)."""
        vp, fonts = self.app.viewport, self.app.fonts
        width = vp.px(self.text_width())
        title = fonts.wrap(self.title(), vp.px(self.TITLE_SIZE), width, bold=True) if self.title() else []
        sub: list[str] = []
        for part in self.subtitle().split("\n") if self.subtitle() else []:
            sub += fonts.wrap(part, vp.px(self.SUB_SIZE), width)
        return title[:self.MAX_TITLE_LINES], sub[:self.MAX_SUB_LINES]

    def line_h(self, size: float, bold: bool) -> float:
        """A line's height (design px) at this size: the font's own line spacing, text size included."""
        vp = self.app.viewport
        font = self.app.fonts.font(vp.px(size), bold)
        return (max(font.get_linesize(), font.get_height()) + 1) / vp.scale  # +1: rounding to pixels

    def heading_height(self, title: list[str], sub: list[str]) -> float:
        return (self.line_h(self.TITLE_SIZE, True) * len(title) + 8 * bool(sub)
                + self.line_h(self.SUB_SIZE, False) * len(sub))

    def heading_top(self, title: list[str], sub: list[str]) -> float:
        b = self.buttons.buttons
        return (b[0].y - 30 - self.heading_height(title, sub)) if b else 200

    def panel_box(self) -> tuple[float, float, float, float] | None:
        """The dialog's box (design px) around its heading and buttons; None on a full screen."""
        b = self.buttons.buttons
        if not self.transparent or not b:
            return None
        title, sub = self.heading_lines()
        top = self.heading_top(title, sub) - 30
        bottom = b[-1].y + b[-1].h + 40
        return (960 - self.width / 2 - 50, top, self.width + 100, bottom - top)

    def text_blits(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Every heading line as drawn: its image and where (window px). Drawing only blits these."""
        vp, fonts = self.app.viewport, self.app.fonts
        title, sub = self.heading_lines()
        y = self.heading_top(title, sub)
        width = vp.px(self.text_width())
        out = []
        rows = ([(ln, self.TITLE_SIZE, theme.GOLD, True) for ln in title]
                + [(ln, self.SUB_SIZE, theme.PAPYRUS, False) for ln in sub])
        for i, (text, size, color, bold) in enumerate(rows):
            if i == len(title) and title:
                y += 8  # a little air between the heading and the text below it
            img = fonts.fit(text, vp.px(size), width, color, bold)
            out.append((img, img.get_rect(midtop=vp.point(960, y))))
            y += self.line_h(size, bold)
        return out

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.app.viewport
        if self.transparent:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((10, 16, 22, 170))
            surface.blit(shade, (0, 0))
            box = self.panel_box()
            if box is not None:
                theme.panel(surface, vp.rect(*box), fill=theme.BG_DARK, border=theme.GOLD, radius=vp.px(20),
                            width=vp.px(3))
        else:
            surface.fill(theme.BG)
        self.draw_heading(surface)
        self.buttons.draw(surface, self.app)

    def draw_heading(self, surface: pygame.Surface) -> None:
        for img, rect in self.text_blits():
            surface.blit(img, rect)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            else:
                self.keys.handle(event, self.buttons, self.app)
            return True
        self.buttons.handle(event, self.app)
        return True  # menus are modal
