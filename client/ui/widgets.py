"""Simple widgets drawn with our own palette: buttons and a button column (no external GUI kit)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from client.ui import theme

Action = Callable[[], None]
_BUTTON_CACHE: dict[int, tuple[tuple, pygame.Surface]] = {}


@dataclass(slots=True)
class Button:
    """A button in design coordinates. `label` is a callable so the text follows the language."""
    x: float
    y: float
    w: float
    h: float
    label: Callable[[], str]
    action: Action
    enabled: Callable[[], bool] = lambda: True
    icon: str | None = None  # art name, e.g. "ui/icons/undo"
    primary: bool = False
    hovered: bool = False
    name: str = ""

    def rect(self, app) -> pygame.Rect:
        return app.viewport.rect(self.x, self.y, self.w, self.h)

    def draw(self, surface: pygame.Surface, app) -> None:
        r = self.rect(app)
        on = self.enabled()
        key = (r.size, self.label(), on, self.hovered, app.viewport.scale, app.fonts.scale)
        cache = _BUTTON_CACHE.get(id(self))
        if cache is None or cache[0] != key:
            surf = pygame.Surface(r.size, pygame.SRCALPHA)
            self.paint(surf, app, pygame.Rect(0, 0, r.w, r.h), on)
            cache = (key, surf)
            if len(_BUTTON_CACHE) > 400:
                _BUTTON_CACHE.clear()
            _BUTTON_CACHE[id(self)] = cache
        surface.blit(cache[1], r)

    def paint(self, surface: pygame.Surface, app, r: pygame.Rect, on: bool) -> None:
        fill = theme.GOLD if (self.primary and on) else theme.PAPYRUS
        if self.hovered and on:
            fill = theme.HILITE
        if not on:
            fill = (120, 120, 112)
        theme.panel(surface, r, fill=fill, border=theme.INK, radius=app.viewport.px(14), width=app.viewport.px(3))
        size = app.viewport.px(min(30, self.h * 0.42))
        text = app.fonts.fit(self.label(), size, r.w - app.viewport.px(24) - (r.h if self.icon else 0),
                             theme.INK if on else (70, 70, 66), bold=True)
        if self.icon:
            isz = int(r.h * 0.62)
            img = app.images.get(self.icon, (isz, isz))
            total = isz + app.viewport.px(10) + text.get_width()
            x = r.centerx - total // 2
            surface.blit(img, (x, r.centery - isz // 2))
            surface.blit(text, (x + isz + app.viewport.px(10), r.centery - text.get_height() // 2))
        else:
            surface.blit(text, text.get_rect(center=r.center))


class ButtonSet:
    """Hover and click handling for a list of buttons; returns True when the event was used."""

    def __init__(self, buttons: list[Button]) -> None:
        self.buttons = buttons

    def draw(self, surface: pygame.Surface, app) -> None:
        for b in self.buttons:
            b.draw(surface, app)

    def handle(self, event: pygame.event.Event, app) -> bool:
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                hov = b.rect(app).collidepoint(event.pos)
                if hov != b.hovered:
                    b.hovered = hov
                    app.invalidate()
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b in self.buttons:
                if b.rect(app).collidepoint(event.pos) and b.enabled():
                    app.invalidate()
                    b.action()
                    return True
        return False

    def by_name(self, name: str) -> Button:
        return next(b for b in self.buttons if b.name == name)

