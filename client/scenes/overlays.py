"""Overlays: pause menu, confirmation, message (a damaged save, a failed bot), settings,
rules, and every move so far (as the viewer may read them)."""
from __future__ import annotations

import time
from typing import Any

import pygame

from client.games import next_id, table_ids, table_info
from client.i18n import lang, t
from client.session.launch import saves_dir
from client.session.log import log_lines
from client.ui import theme
from client.ui.menu import MenuItem, MenuScene
from engine.core import records
from engine.core.registry import all_games, get_game

SCROLL_KEYS = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: 10, pygame.K_PAGEUP: -10}


class Confirm(MenuScene):
    name = "confirm"

    def __init__(self, app: Any, question: str, on_yes: Any, detail: str = "") -> None:
        self.question, self.on_yes, self.detail = question, on_yes, detail
        super().__init__(app, overlay=True)

    def title(self) -> str:
        return self.question

    def subtitle(self) -> str:
        return self.detail  # what saying yes means, below the question

    def items(self) -> list[MenuItem]:
        return [("yes", lambda: t("yes"), self.yes, None), ("no", lambda: t("no"), self.back, None)]

    def yes(self) -> None:
        self.app.scenes.pop()
        self.on_yes()


class Message(MenuScene):
    """A dialog with a heading, wrapped text and OK (a damaged save lands here, never a traceback)."""

    name = "message"
    width = 900

    def __init__(self, app: Any, heading: str, text: str) -> None:
        self.heading, self.text = heading, text
        super().__init__(app, overlay=True)

    def title(self) -> str:
        return self.heading

    def subtitle(self) -> str:
        return self.text  # wrapped to the dialog's width by MenuScene.heading_lines

    def items(self) -> list[MenuItem]:
        return [("ok", lambda: t("ok"), self.back, None)]


class BotFailed(Message):
    """A bot could not move: what it said, and Retry; the game waits meanwhile (save and undo work)."""

    name = "bot_failed"

    def __init__(self, app: Any, session: Any) -> None:
        self.session = session
        err = session.bot_error
        seat = session.seats[err.seat]
        super().__init__(app, t("bot.failed", name=seat.name, level=t("level." + err.level)), err.message)

    def items(self) -> list[MenuItem]:
        return [("retry", lambda: t("bot.retry"), self.retry, None), ("ok", lambda: t("ok"), self.back, None)]

    def retry(self) -> None:
        self.session.retry_bot()
        self.back()


class PauseMenu(MenuScene):
    name = "pause"

    def __init__(self, app: Any, table: Any) -> None:
        self.table = table
        super().__init__(app, overlay=True)

    def title(self) -> str:
        return t("menu.heading")

    def items(self) -> list[MenuItem]:
        scenes, session = self.app.scenes, self.table.session
        return [
            ("resume", lambda: t("menu.resume"), self.back, None),
            ("save", lambda: t("menu.save"), self.save, lambda: not self.table.demo),
            ("retry", lambda: t("bot.retry"), self.retry, lambda: session.bot_error is not None),
            ("all_moves", lambda: t("menu.all_moves"), lambda: scenes.push("all_moves", self.table), None),
            ("rules", lambda: t("title.rules"), lambda: scenes.push("rules", session.match.game.id), None),
            ("settings", lambda: t("title.settings"), lambda: scenes.push("settings"), None),
            ("title", lambda: t("menu.to_title"), self.to_title, None),
            ("quit", lambda: t("title.quit"), self.quit, None),
        ]

    def quit(self) -> None:
        if self.table.demo or self.table.session.over():
            self.app.quit()
        else:
            self.app.scenes.push("confirm", t("title.quit_confirm"), self.app.quit, t("unfinished.kept"))

    def save(self) -> None:
        path = saves_dir() / time.strftime(f"{self.table.session.match.game.id}-%Y%m%d-%H%M%S.json")
        try:
            records.save(self.table.session.record(), path)
        except OSError as err:
            self.back()
            self.table.show_toast(t("menu.save_failed", reason=err.strerror or type(err).__name__), 6)
            return
        self.back()
        self.table.show_toast(t("menu.saved", name=path.name))

    def retry(self) -> None:
        self.table.session.retry_bot()
        self.back()

    def to_title(self) -> None:
        self.app.scenes.push("confirm", t("unfinished.leave"), lambda: self.app.scenes.reset("title"),
                             t("unfinished.kept"))


def expert_factors() -> str:
    """How many times a hard bot's thinking the expert gets, over the games (each game's `expert_factor`)."""
    factors = sorted({g.bot.expert_factor for g in all_games()})
    return f"{factors[0]}" if len(factors) == 1 else f"{factors[0]}–{factors[-1]}"


class SettingsMenu(MenuScene):
    name = "settings"

    def title(self) -> str:
        return t("settings.heading")

    def __init__(self, app: Any) -> None:
        super().__init__(app, overlay=True)

    button_h = 58

    def items(self) -> list[MenuItem]:
        s = self.app.settings
        return [
            ("lang", lambda: t("settings.lang", value=t("settings.lang_" + s.lang)), self.cycle_lang, None),
            ("speed", lambda: t("settings.speed", value=f"{s.anim_speed:g}×"), self.cycle_speed, None),
            ("pace", lambda: t("settings.pace", value=t("settings.pace_" + s.bot_pace)), self.cycle_pace, None),
            ("think", lambda: t("settings.think_turn", value=f"{s.bot_seconds:g}", factor=expert_factors()),
             self.cycle_think, None),
            ("text", lambda: t("settings.text_size", value=f"{round(s.text_scale * 100)} %"), self.cycle_text, None),
            ("colour_blind", lambda: t("settings.colour_blind", value=t("on" if s.colour_blind else "off")),
             lambda: self.app.set_colour_blind(not s.colour_blind), None),
            ("volume", lambda: t("settings.volume", value=f"{round(s.volume * 100)} %"), self.cycle_volume, None),
            ("mute", lambda: t("settings.sound", value=t("off" if s.muted else "on")), self.toggle_mute, None),
            ("fullscreen", lambda: t("settings.fullscreen"), self.app.toggle_fullscreen, None),
            ("back", lambda: t("newgame.back"), self.back, None),
        ]

    @staticmethod
    def next_of(options: list[Any], cur: Any, default: Any) -> Any:
        return options[(options.index(cur) + 1) % len(options)] if cur in options else default

    def cycle_pace(self) -> None:
        s = self.app.settings
        s.bot_pace = self.next_of(["fast", "normal", "slow"], s.bot_pace, "normal")
        self.app.save_settings()

    def cycle_text(self) -> None:
        self.app.set_text_scale(self.next_of([1.0, 1.15, 1.3, 1.5, 0.9], self.app.settings.text_scale, 1.0))

    def cycle_volume(self) -> None:
        s = self.app.settings
        s.volume = self.next_of([0.0, 0.3, 0.6, 1.0], s.volume, 0.6)
        self.app.save_settings()
        self.app.sound.play("coin")  # hear the new volume

    def toggle_mute(self) -> None:
        self.app.settings.muted = not self.app.settings.muted
        self.app.save_settings()

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


class TextPage(MenuScene):
    """A page of wrapped text on papyrus, scrolled with the wheel or arrow keys; OK closes it."""

    width = 400
    box = (260, 130, 1400, 790)
    size = 24
    step = 34

    def __init__(self, app: Any) -> None:
        self.offset = 0
        self._wrapped: tuple[tuple, list[str]] | None = None
        super().__init__(app, overlay=True)

    def text_lines(self) -> list[str]:
        return []

    def lines(self) -> list[str]:
        """The text wrapped to the box at the window's scale (cached; computing it changes nothing)."""
        vp = self.app.viewport
        raw = self.text_lines()
        key = (tuple(raw), vp.scale, lang())
        if self._wrapped is None or self._wrapped[0] != key:
            width = vp.px(self.box[2] - 60)
            out: list[str] = []
            for line in raw:
                out += self.app.fonts.wrap(line, vp.px(self.size), width) if line else [""]
            self._wrapped = (key, out)
        return self._wrapped[1]

    def line_step(self) -> float:
        """The font's own line spacing, at least `step` (larger text in settings needs taller lines)."""
        return max(float(self.step), self.line_h(self.size, False))

    def per_page(self) -> int:
        return max(1, int((self.box[3] - 50) // self.line_step()))

    def scroll(self, rows: int) -> None:
        self.offset = max(0, min(self.offset + rows, max(0, len(self.lines()) - self.per_page())))
        self.app.invalidate()

    def items(self) -> list[MenuItem]:
        return [("back", lambda: t("ok"), self.back, None)]

    def top_y(self, count: int) -> float:
        return 960

    def panel_box(self) -> tuple[float, float, float, float] | None:
        """One dialog box around the heading, the page and the buttons (the page is its widest part)."""
        x, _y, w, _h = self.box
        b = self.buttons.buttons
        bottom = (b[-1].y + b[-1].h + 24) if b else 1050
        return (x - 30, 30, w + 60, bottom - 30)

    def text_blits(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        vp, fonts = self.app.viewport, self.app.fonts
        x, y, w, _h = self.box
        img = fonts.fit(self.title(), vp.px(44), vp.px(w - 40), theme.GOLD, True)
        out = [(img, img.get_rect(midtop=vp.point(960, 50)))]
        lines = self.lines()
        offset = max(0, min(self.offset, max(0, len(lines) - self.per_page())))
        for i, line in enumerate(lines[offset:offset + self.per_page()]):
            img = fonts.fit(line, vp.px(self.size), vp.px(w - 60), theme.INK)
            out.append((img, img.get_rect(topleft=vp.point(x + 30, y + 24 + i * self.line_step()))))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.app.viewport
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((10, 16, 22, 170))
        surface.blit(shade, (0, 0))
        outer = self.panel_box()
        assert outer is not None
        theme.panel(surface, vp.rect(*outer), fill=theme.BG_DARK, border=theme.GOLD, radius=vp.px(20),
                    width=vp.px(3))
        theme.panel(surface, vp.rect(*self.box), fill=theme.PAPYRUS, border=theme.GOLD, radius=vp.px(16))
        for img, rect in self.text_blits():
            surface.blit(img, rect)
        self.buttons.draw(surface, self.app)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * 3)
            return True
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll(SCROLL_KEYS[event.key])
            return True
        return super().handle(event)


class RulesOverlay(TextPage):
    """A game's rules in short. Opened from the title it names no game and can switch between them."""

    name = "rules"

    def __init__(self, app: Any, game: str | None = None) -> None:
        self.fixed = game is not None
        self.game = game or table_ids()[0]
        super().__init__(app)

    def title(self) -> str:
        g = get_game(self.game)
        return t("rules.heading", game=g.names.get(lang(), g.names["en"]))

    def text_lines(self) -> list[str]:
        return [*t(table_info(self.game).rules).split("\n"), "", t("rules.keys")]

    def items(self) -> list[MenuItem]:
        if self.fixed or len(table_ids()) < 2:
            return super().items()
        return [("back", lambda: t("ok"), self.back, None), ("game", lambda: t("rules.other_game"), self.other, None)]

    def top_y(self, count: int) -> float:
        return 960 - (count - 1) * 41

    def other(self) -> None:
        self.game = next_id(self.game)
        self.offset = 0
        self.app.invalidate()


class AllMovesOverlay(TextPage):
    """Every move so far, as the table's viewer may read them (a secret of another seat stays one)."""

    name = "all_moves"
    size = 22
    step = 32

    def __init__(self, app: Any, table: Any) -> None:
        self.table = table
        super().__init__(app)
        self.offset = len(self.lines())  # open at the newest move (clamped when drawn)
        self.scroll(0)

    def title(self) -> str:
        return t("menu.all_moves")

    def text_lines(self) -> list[str]:
        s = self.table.session
        return log_lines(s.log, [seat.name for seat in s.seats], self.table.reader(), lang(),
                         self.table.game.log_chance) or [t("table.no_moves")]
