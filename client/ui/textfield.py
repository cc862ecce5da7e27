"""A one-line text field in design coordinates: typing (SDL text input, so an IME works), Backspace, Ctrl+V
pastes, a click focuses it. A set of fields moves focus with Tab."""
from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from client.ui import theme


def clipboard_text() -> str:
    """The clipboard's text, or "" where there is none (a headless run)."""
    with contextlib.suppress(Exception):
        import pygame.scrap as scrap
        got = scrap.get_text()  # type: ignore[attr-defined]
        return got if isinstance(got, str) else ""
    return ""


@dataclass
class TextField:
    x: float
    y: float
    w: float
    h: float
    label: Callable[[], str]
    value: str = ""
    limit: int = 200
    focused: bool = False
    name: str = ""

    def rect(self, app: Any) -> pygame.Rect:
        return app.viewport.rect(self.x, self.y, self.w, self.h)

    def type(self, text: str) -> None:
        self.value = (self.value + "".join(ch for ch in text if ch.isprintable()))[:self.limit]

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
            return True
        if event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.type(clipboard_text().strip())
            return True
        return False

    def draw(self, surface: pygame.Surface, app: Any) -> None:
        vp, fonts = app.viewport, app.fonts
        label = fonts.render(self.label(), vp.px(22), theme.SAND, True)
        surface.blit(label, vp.point(self.x, self.y - 34))
        r = self.rect(app)
        theme.panel(surface, r, fill=theme.PAPYRUS, border=theme.GOLD if self.focused else theme.SAND,
                    radius=vp.px(8), width=vp.px(4 if self.focused else 2))
        shown = self.value + ("|" if self.focused else "")
        img = fonts.render(shown, vp.px(28), theme.INK)
        room = r.w - vp.px(24)
        area = pygame.Rect(max(0, img.get_width() - room), 0, room, img.get_height())  # the end stays in view
        surface.blit(img, (r.x + vp.px(12), r.centery - img.get_height() // 2), area)


class FieldSet:
    """Fields on one screen: the focused one takes text; Tab and Shift+Tab move; a click picks one."""

    def __init__(self, fields: list[TextField]) -> None:
        self.fields = fields
        if fields:
            fields[0].focused = True

    def focused(self) -> TextField | None:
        return next((f for f in self.fields if f.focused), None)

    def focus(self, field: TextField | None) -> None:
        for f in self.fields:
            f.focused = f is field

    def handle(self, event: pygame.event.Event, app: Any) -> bool:
        current = self.focused()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((f for f in self.fields if f.rect(app).collidepoint(event.pos)), None)
            if hit is not None:
                self.focus(hit)
                app.invalidate()
                return True
            return False
        if event.type == pygame.TEXTINPUT and current is not None:
            current.type(event.text)
            app.invalidate()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and self.fields:
            i = self.fields.index(current) if current is not None else -1
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self.focus(self.fields[(i + step) % len(self.fields)])
            app.invalidate()
            return True
        if event.type == pygame.KEYDOWN and current is not None and current.key(event):
            app.invalidate()
            return True
        return False

    def draw(self, surface: pygame.Surface, app: Any) -> None:
        for f in self.fields:
            f.draw(surface, app)
