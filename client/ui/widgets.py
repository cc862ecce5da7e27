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
    focused: bool = False  # the keyboard's button (KeyFocus): a ring round it and the Enter key's hint in it

    def rect(self, app) -> pygame.Rect:
        return app.viewport.rect(self.x, self.y, self.w, self.h)

    def draw(self, surface: pygame.Surface, app) -> None:
        r = self.rect(app)
        on = self.enabled()
        key = (r.size, self.label(), on, self.hovered, self.focused, app.viewport.scale, app.fonts.scale)
        cache = _BUTTON_CACHE.get(id(self))
        if cache is None or cache[0] != key:
            surf = pygame.Surface(r.size, pygame.SRCALPHA)
            self.paint(surf, app, pygame.Rect(0, 0, r.w, r.h), on)
            cache = (key, surf)
            if len(_BUTTON_CACHE) > 400:
                _BUTTON_CACHE.clear()
            _BUTTON_CACHE[id(self)] = cache
        surface.blit(cache[1], r)
        if self.focused and on:
            focus_ring(surface, r, app.viewport.px(5), app.viewport.px(16))

    def paint(self, surface: pygame.Surface, app, r: pygame.Rect, on: bool) -> None:
        fill = theme.GOLD if (self.primary and on) else theme.PAPYRUS
        if self.hovered and on:
            fill = theme.HILITE
        if not on:
            fill = (120, 120, 112)
        theme.panel(surface, r, fill=fill, border=theme.INK, radius=app.viewport.px(14), width=app.viewport.px(3))
        size = app.viewport.px(min(30, self.h * 0.42))
        chip = enter_chip(app, r.h) if self.focused and on else None
        if chip is not None:  # the Enter key's hint at the right end, the label beside it
            surface.blit(chip, chip.get_rect(midright=(r.right - app.viewport.px(10), r.centery)))
            r = pygame.Rect(r.x, r.y, r.w - chip.get_width() - app.viewport.px(10), r.h)
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


def focus_ring(surface: pygame.Surface, r: pygame.Rect, width: int, radius: int) -> None:
    """The keyboard's focus: a white ring with an ink edge outside `r`, seen on light and dark ground alike."""
    outer = r.inflate(4 * width, 4 * width)
    pygame.draw.rect(surface, theme.INK, outer, width=max(1, width // 2 + 1), border_radius=radius + 2 * width)
    pygame.draw.rect(surface, theme.WHITE, r.inflate(2 * width, 2 * width), width=width, border_radius=radius + width)


def enter_chip(app, height: int) -> pygame.Surface:
    """A small key cap "Enter ↵": what presses the focused button or piece."""
    from client.i18n import t
    img = app.fonts.render(t("keys.enter"), max(8, int(height * 0.3)), theme.WHITE, True)
    chip = pygame.Surface((img.get_width() + img.get_height(), int(img.get_height() * 1.3)), pygame.SRCALPHA)
    theme.panel(chip, chip.get_rect(), fill=theme.INK, border=theme.WHITE, radius=chip.get_height() // 3,
                width=max(1, chip.get_height() // 12))
    chip.blit(img, img.get_rect(center=chip.get_rect().center))
    return chip


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

