"""Small overlays of the table: a choice among legal moves, and the hot-seat pass-the-screen curtain."""
from __future__ import annotations

from typing import Any

import pygame

from client.i18n import t
from client.scenes.stack import Scene
from client.ui import theme
from client.ui.menu import MenuItem, MenuScene

PAGE = 9  # moves per page: with "more", "previous" and "cancel" the column still fits 1080 design px


class ChoicePopup(MenuScene):
    """Several legal moves match one gesture: the player picks one (Escape cancels). Long lists (the
    "All moves…" button in a busy turn) are paged, so every legal move can be reached."""

    name = "choice"
    width = 760
    button_h = 56

    def __init__(self, app: Any, table: Any, moves: list[Any], heading: str = "") -> None:
        self.table, self.moves, self.heading = table, moves, heading
        self.page = 0
        super().__init__(app, overlay=True)

    def pages(self) -> int:
        return max(1, -(-len(self.moves) // PAGE))

    def title(self) -> str:
        title = self.heading or t("table.choose")
        if self.pages() == 1:
            return title
        return t("table.choose_page", title=title, page=self.page + 1, pages=self.pages())

    def top_y(self, count: int) -> float:
        return 540 - (count * (self.button_h + 14)) / 2 + 50

    def items(self) -> list[MenuItem]:
        shown = self.moves[self.page * PAGE:(self.page + 1) * PAGE]
        out = [self.choice(i, m) for i, m in enumerate(shown)]
        if self.page + 1 < self.pages():
            out.append(("more", lambda: t("table.more_choices"), lambda: self.turn(1), None))
        if self.page > 0:
            out.append(("previous", lambda: t("table.previous_choices"), lambda: self.turn(-1), None))
        return out + [("cancel", lambda: t("table.cancel"), self.back, None)]

    def choice(self, i: int, move: Any) -> MenuItem:
        return (f"choice{i}", lambda: str(self.table.game.choice_label(move)), lambda: self.pick(move), None)

    def turn(self, step: int) -> None:
        self.page = max(0, min(self.pages() - 1, self.page + step))
        self.focus = 0
        self.rebuild()
        self.app.invalidate()

    def pick(self, move: Any) -> None:
        self.app.stack.remove(self)
        self.table.play(move)


class Curtain(Scene):
    """Hot seat: the next player's private view stays hidden until they click (pass the screen)."""

    name = "curtain"

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
