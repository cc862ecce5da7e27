"""Keyboard use of any set of buttons: Tab / Shift+Tab and the arrow keys move a visible focus over the
enabled buttons (wrapping round), Enter or Space presses the focused one. Menus, dialogs, New game and
Results share it; Escape stays each scene's own (it means "back")."""
from __future__ import annotations

from typing import Any

import pygame

FORWARD = (pygame.K_DOWN, pygame.K_RIGHT)
BACKWARD = (pygame.K_UP, pygame.K_LEFT)
PRESS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class KeyFocus:
    def __init__(self) -> None:
        self.index = 0

    def handle(self, event: pygame.event.Event, buttons: Any, app: Any) -> bool:
        """True when the key was a focus key (moved or pressed); False for any other event."""
        if event.type != pygame.KEYDOWN:
            return False
        enabled = [b for b in buttons.buttons if b.enabled()]
        if not enabled:
            return event.key in FORWARD + BACKWARD + PRESS + (pygame.K_TAB,)
        back = event.key == pygame.K_TAB and bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        if event.key in PRESS:
            enabled[self.index % len(enabled)].action()
            app.invalidate()
            return True
        if event.key in BACKWARD or back:
            self.index = (self.index - 1) % len(enabled)
        elif event.key in FORWARD or event.key == pygame.K_TAB:
            self.index = (self.index + 1) % len(enabled)
        else:
            return False
        focused = enabled[self.index]
        for b in buttons.buttons:
            b.hovered = b.focused = b is focused
        app.invalidate()
        return True
