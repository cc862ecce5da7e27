"""Overlays: pause menu, confirmation, message (e.g. a damaged save), load list, settings, rules."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from client.i18n import t
from client.scenes.menu import MenuScene
from engine.core.errors import RecordError


class Confirm(MenuScene):
    def __init__(self, app: Any, question: str, on_yes: Any) -> None:
        self.question, self.on_yes = question, on_yes
        super().__init__(app, overlay=True)

    def title(self) -> str:
        return self.question

    def items(self):
        return [("yes", lambda: t("yes"), self.yes, None), ("no", lambda: t("no"), self.back, None)]

    def yes(self) -> None:
        self.app.stack.pop()
        self.on_yes()


class Message(MenuScene):
    """A dialog with a heading, wrapped text and OK (a damaged save lands here, never a traceback)."""

    width = 900

    def __init__(self, app: Any, heading: str, text: str) -> None:
        self.heading, self.text = heading, text
        super().__init__(app, overlay=True)

    def title(self) -> str:
        return self.heading

    def subtitle(self) -> str:
        lines = self.app.fonts.wrap(self.text, 24, 1000)
        return "\n".join(lines[:3])

    def items(self):
        return [("ok", lambda: t("ok"), self.back, None)]


def open_save(app: Any, path: Path) -> None:
    from client.scenes.launch import load_game, start_game
    try:
        session = load_game(app, path)
    except RecordError as err:
        app.stack.push(Message(app, t("load.damaged"), str(err)))
        return
    start_game(app, session)


class LoadMenu(MenuScene):
    width = 900

    def title(self) -> str:
        return t("load.heading")

    def subtitle(self) -> str:
        return t("load.drop") if self.files() else t("load.none") + " " + t("load.drop")

    def files(self) -> list[Path]:
        from client.scenes.launch import save_files
        return save_files()[:7]

    def items(self):
        out = [(f"file{i}", (lambda p=p: p.name), (lambda p=p: open_save(self.app, p)), None)
               for i, p in enumerate(self.files())]
        return out + [("back", lambda: t("newgame.back"), self.back, None)]


class PauseMenu(MenuScene):
    def __init__(self, app: Any, table: Any) -> None:
        self.table = table
        super().__init__(app, overlay=True)

    def title(self) -> str:
        return t("menu.heading")

    def items(self):
        return [
            ("resume", lambda: t("menu.resume"), self.back, None),
            ("save", lambda: t("menu.save"), self.save, lambda: not self.table.demo),
            ("rules", lambda: t("title.rules"),
             lambda: self.app.stack.push(RulesOverlay(self.app, self.table.session.match.game.id)), None),
            ("settings", lambda: t("title.settings"), lambda: self.app.stack.push(SettingsMenu(self.app)), None),
            ("title", lambda: t("menu.to_title"), self.to_title, None),
            ("quit", lambda: t("title.quit"), self.app.quit, None),
        ]

    def save(self) -> None:
        import time

        from client.scenes.launch import saves_dir
        from engine.core import records
        path = saves_dir() / time.strftime(f"{self.table.session.match.game.id}-%Y%m%d-%H%M%S.json")
        records.save(self.table.session.record(), path)
        self.back()
        self.table.show_toast(t("menu.saved", name=path.name))

    def to_title(self) -> None:
        from client.scenes.title import TitleScene
        self.app.stack.push(Confirm(self.app, t("menu.to_title_confirm"),
                                    lambda: self.app.stack.reset(TitleScene(self.app))))


class SettingsMenu(MenuScene):
    def title(self) -> str:
        return t("settings.heading")

    def __init__(self, app: Any) -> None:
        super().__init__(app, overlay=True)

    def items(self):
        s = self.app.settings
        return [
            ("lang", lambda: t("settings.lang", value=t("settings.lang_" + s.lang)), self.cycle_lang, None),
            ("speed", lambda: t("settings.speed", value=f"{s.anim_speed:g}×"), self.cycle_speed, None),
            ("think", lambda: t("settings.think", value=f"{s.bot_seconds:g}"), self.cycle_think, None),
            ("fullscreen", lambda: t("settings.fullscreen"), self.app.toggle_fullscreen, None),
            ("back", lambda: t("newgame.back"), self.back, None),
        ]

    def cycle_lang(self) -> None:
        order = ["auto", "ja", "en"]
        self.app.set_lang(order[(order.index(self.app.settings.lang) + 1) % 3])

    def cycle_speed(self) -> None:
        speeds = [0.5, 1.0, 1.5, 2.0, 3.0]
        cur = self.app.settings.anim_speed
        self.app.settings.anim_speed = speeds[(speeds.index(cur) + 1) % len(speeds)] if cur in speeds else 1.0
        self.app.save_settings()

    def cycle_think(self) -> None:
        options = [0.5, 1.0, 2.0, 4.0]
        cur = self.app.settings.bot_seconds
        self.app.settings.bot_seconds = options[(options.index(cur) + 1) % 4] if cur in options else 1.0
        self.app.save_settings()


class RulesOverlay(MenuScene):
    """The rules of Ra in short, scrolled with the wheel or arrow keys."""

    width = 400

    def __init__(self, app: Any, game: str = "ra") -> None:
        self.offset = 0
        self.game = game
        super().__init__(app, overlay=True)

    def title(self) -> str:
        return t("rules.heading") if self.game == "ra" else t(f"rules.heading_{self.game}")

    def items(self):
        return [("back", lambda: t("ok"), self.back, None)]

    def top_y(self, count: int) -> float:
        return 960

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        vp = self.app.viewport
        from client.ui import theme
        box = vp.rect(260, 130, 1400, 790)
        theme.panel(surface, box, fill=theme.PAPYRUS, border=theme.GOLD, radius=vp.px(16))
        lines = self.app.fonts.wrap(t(f"rules.{self.game}"), vp.px(24), box.w - vp.px(60))
        per = max(1, int((790 - 50) // 34))
        self.offset = max(0, min(self.offset, max(0, len(lines) - per)))
        for i, line in enumerate(lines[self.offset:self.offset + per]):
            img = self.app.fonts.render(line, vp.px(24), theme.INK)
            surface.blit(img, (box.x + vp.px(30), box.y + vp.px(24) + i * vp.px(34)))

    def draw_heading(self, surface: pygame.Surface) -> None:
        vp = self.app.viewport
        from client.ui import theme
        img = self.app.fonts.fit(self.title(), vp.px(44), vp.px(1400), theme.GOLD, True)
        surface.blit(img, img.get_rect(midtop=vp.point(960, 50)))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.offset -= event.y * 3
            self.app.invalidate()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_PAGEDOWN,
                                                          pygame.K_PAGEUP):
            step = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: 10, pygame.K_PAGEUP: -10}[event.key]
            self.offset += step
            self.app.invalidate()
            return True
        return super().handle(event)
