"""Small overlays of the table: a choice among legal moves, and the hot-seat pass-the-screen curtain."""
from __future__ import annotations

from typing import Any

import pygame

from client.i18n import t
from client.scenes.menu import MenuScene
from client.scenes.stack import Scene
from client.ui import theme

MAX_CHOICES = 11


class ChoicePopup(MenuScene):
    """Several legal moves match one gesture: the player picks one (Escape cancels)."""

    width = 760
    button_h = 56

    def __init__(self, app: Any, table: Any, moves: list[Any], heading: str = "") -> None:
        self.table, self.moves, self.heading = table, moves[:MAX_CHOICES], heading
        super().__init__(app, overlay=True)

    def title(self) -> str:
        return self.heading or t("table.choose")

    def items(self):
        out = [(f"choice{i}", (lambda m=m: self.table.game.choice_label(m)), (lambda m=m: self.pick(m)), None)
               for i, m in enumerate(self.moves)]
        return out + [("cancel", lambda: t("table.cancel"), self.back, None)]

    def pick(self, move: Any) -> None:
        self.app.stack.remove(self)
        self.table.play(move)


class Curtain(Scene):
    """Hot seat: the next player's private view stays hidden until they click (pass the screen)."""

    def __init__(self, app: Any, table: Any, seat: int) -> None:
        super().__init__(app)
        self.table, self.seat = table, seat

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.app.viewport
        surface.fill(theme.BG_DARK)
        name = self.table.session.seats[self.seat].name
        for text, size, y, color in ((t("table.curtain", name=name), 56, 430, theme.GOLD),
                                     (t("table.curtain_hint", name=name), 30, 540, theme.PAPYRUS)):
            img = self.app.fonts.fit(text, vp.px(size), vp.px(1700), color, True)
            surface.blit(img, img.get_rect(center=vp.point(960, y)))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP or (event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)):
            self.table.unlocked = self.seat
            self.app.stack.remove(self)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.open_menu()
            return True
        return True
