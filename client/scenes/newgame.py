"""New game: the game, the player count, each seat human or a bot level, the game's options, a seed.

The games are the table registry's; the options are the engine's (`option_specs(game.options_model)`):
a bool is a toggle, a choice cycles, an int steps; labels and help in the UI language, falling back
to the field name. Nothing here knows any one game.
"""
from __future__ import annotations

import random
from typing import Any

import pygame

from client.games import next_id, table_ids, table_info
from client.i18n import lang, t
from client.scenes.stack import Scene
from client.session.game_session import SeatSpec
from client.session.launch import new_session, start_game
from client.session.names import seat_names
from client.settings import Setup
from client.ui import theme
from client.ui.keys import KeyFocus
from client.ui.widgets import Button, ButtonSet
from engine.bots import LEVELS
from engine.core.options import OptionSpec, option_specs
from engine.core.registry import get_game

SEAT_KINDS = ("human", *LEVELS)
DEFAULT_SEATS = ["human", "medium", "medium", "medium", "medium"]
# Two columns mirrored about the screen's middle (960): seats left, options right; a game without
# options has its seats alone in the middle.
OPTIONS_X, OPTIONS_W, OPTION_ROW = 1000, 760, 118
SEATS_X, SEATS_W = 160, 760
TOP = 350  # the first seat and the first option


def option_label(spec: OptionSpec) -> str:
    """The option's label in the UI language; a field without a title reads as its name."""
    text = spec.label.text(lang()).strip()
    return text[:1].upper() + text[1:] if text else spec.name


def value_label(spec: OptionSpec, value: Any) -> str:
    if spec.kind == "bool":
        return t("on" if value else "off")
    if spec.kind == "choice":
        return spec.value_text(value).text(lang())
    return str(value)


class NewGameScene(Scene):
    name = "newgame"
    heading_key = "newgame.heading"  # Play online's host screen is this screen with its own heading

    def __init__(self, app: Any, game_id: str | None = None) -> None:
        super().__init__(app)
        last = app.settings.last_setup
        remembered = last.game in table_ids()
        self.game = get_game(game_id or (last.game if remembered else table_ids()[0]))
        self.players = self.clamp_players(last.players if remembered and last.players else 3)
        known = [k for k in last.kinds if k in SEAT_KINDS]
        self.kinds = known + DEFAULT_SEATS[len(known):]
        self.seed = random.randrange(1, 10**6)
        # game id -> option values chosen so far (the last start's, where the game still has them)
        self.values: dict[str, dict[str, Any]] = {g: dict(v) for g, v in last.options.items()}
        self.buttons = ButtonSet([])
        self.keys = KeyFocus()  # Tab / arrows over the buttons, Enter presses (Start when none is chosen)
        self.rebuild()

    def clamp_players(self, n: int) -> int:
        return max(self.game.min_players, min(self.game.max_players, n))

    # --- what is chosen ---------------------------------------------------------------------------
    def game_name(self) -> str:
        return str(self.game.names.get(lang(), self.game.names.get("en", self.game.id)))

    def specs(self) -> list[OptionSpec]:
        """The options a person sets here; a text option (a data file path) is the command line's."""
        fixed = table_info(self.game.id).fixed_options if self.game.id in table_ids() else ()
        return [s for s in option_specs(self.game.options_model) if s.kind != "str" and s.name not in fixed]

    def options(self) -> dict[str, Any]:
        chosen = self.values.get(self.game.id, {})
        return {s.name: chosen[s.name] if self.valid(s, chosen.get(s.name)) else s.default for s in self.specs()}

    @staticmethod
    def valid(spec: OptionSpec, value: Any) -> bool:
        """A remembered value the option still takes (a setting file is the user's to edit)."""
        if spec.kind == "bool":
            return isinstance(value, bool)
        if spec.kind == "choice":
            return value in (spec.choices or ())
        if spec.kind == "int":
            return (isinstance(value, int) and (spec.low is None or value >= spec.low)
                    and (spec.high is None or value <= spec.high))
        return False

    def set_option(self, spec: OptionSpec, value: Any) -> None:
        self.values.setdefault(self.game.id, {})[spec.name] = value

    def names(self) -> list[str]:
        return seat_names(self.kinds[:self.players])

    def seats(self) -> list[SeatSpec]:
        names = self.names()
        return [SeatSpec("human", None, names[i]) if k == "human" else SeatSpec("bot", k, names[i])
                for i, k in enumerate(self.kinds[:self.players])]

    def players_label(self) -> str:
        return t("newgame.players_one" if self.players == 1 else "newgame.players", n=self.players)

    def seats_x(self) -> float:
        """The seat column's left edge: beside the options, or in the middle when there are none."""
        return SEATS_X if self.specs() else 960 - SEATS_W / 2

    # --- buttons ----------------------------------------------------------------------------------
    def rebuild(self) -> None:
        b: list[Button] = [Button(560, 160, 800, 56, lambda: t("newgame.game", game=self.game_name()),
                                  self.next_game, lambda: len(table_ids()) > 1, primary=True, name="game"),
                           Button(560, 230, 90, 70, lambda: "−", self.fewer,
                                  lambda: self.players > self.game.min_players, name="fewer"),
                           Button(1270, 230, 90, 70, lambda: "+", self.more,
                                  lambda: self.players < self.game.max_players, name="more")]
        b += [self.seat_button(i) for i in range(self.players)]
        for k, spec in enumerate(self.specs()):
            b += self.option_buttons(spec, TOP + k * OPTION_ROW, "option" if k == 0 else f"option{k}")
        b.append(Button(560, 825, 800, 60, lambda: t("newgame.seed", seed=self.seed), self.reseed, name="seed"))
        b.append(Button(560, 920, 380, 80, lambda: t("newgame.back"), self.back, name="back"))
        b.append(Button(980, 920, 380, 80, lambda: t("newgame.start"), self.start, primary=True, name="start"))
        self.buttons = ButtonSet(b)
        self.app.invalidate()

    def seat_button(self, i: int) -> Button:
        def label() -> str:
            kind = t("seat." + self.kinds[i])
            if self.kinds[i] != "human":  # a bot's name is its level already
                return t("newgame.seat_bot", n=i + 1, kind=kind)
            return t("newgame.seat_label", n=i + 1, name=self.names()[i], kind=kind)
        return Button(self.seats_x(), TOP + i * 80, SEATS_W, 66, label, lambda: self.cycle(i), name=f"seat{i}")

    def option_buttons(self, spec: OptionSpec, y: float, name: str) -> list[Button]:
        """A toggle (bool), a cycle (choice), a stepper (int)."""
        def label() -> str:
            return f"{option_label(spec)}: {value_label(spec, self.options()[spec.name])}"
        if spec.kind == "int":
            w = OPTIONS_W - 180
            return [Button(OPTIONS_X, y, 80, 60, lambda: "−", lambda: self.step(spec, -1),
                           lambda: self.can_step(spec, -1), name=name + "_less"),
                    Button(OPTIONS_X + 90, y, w, 60, label, lambda: None, name=name),
                    Button(OPTIONS_X + 100 + w, y, 80, 60, lambda: "+", lambda: self.step(spec, 1),
                           lambda: self.can_step(spec, 1), name=name + "_more")]
        return [Button(OPTIONS_X, y, OPTIONS_W, 60, label, lambda: self.change(spec), name=name)]

    # --- actions ----------------------------------------------------------------------------------
    def change(self, spec: OptionSpec) -> None:
        value = self.options()[spec.name]
        if spec.kind == "bool":
            value = not value
        elif spec.kind == "choice" and spec.choices:
            i = spec.choices.index(value) if value in spec.choices else -1
            value = spec.choices[(i + 1) % len(spec.choices)]
        self.set_option(spec, value)

    def can_step(self, spec: OptionSpec, by: int) -> bool:
        value = self.options()[spec.name] + by
        return (spec.low is None or value >= spec.low) and (spec.high is None or value <= spec.high)

    def step(self, spec: OptionSpec, by: int) -> None:
        if self.can_step(spec, by):
            self.set_option(spec, self.options()[spec.name] + by)

    def fewer(self) -> None:
        self.players = max(self.game.min_players, self.players - 1)
        self.rebuild()

    def more(self) -> None:
        self.players = min(self.game.max_players, self.players + 1)
        self.rebuild()

    def cycle(self, i: int) -> None:
        self.kinds[i] = SEAT_KINDS[(SEAT_KINDS.index(self.kinds[i]) + 1) % len(SEAT_KINDS)]

    def next_game(self) -> None:
        self.game = get_game(next_id(self.game.id))
        self.players = max(self.game.min_players, min(self.game.max_players, self.players))
        self.rebuild()

    def remember(self) -> None:
        """This setup is the one the screen opens with next time (settings)."""
        values = dict(self.values)
        values[self.game.id] = self.options()
        self.app.settings.last_setup = Setup(game=self.game.id, players=self.players, kinds=list(self.kinds),
                                             options=values)
        self.app.save_settings()

    def reseed(self) -> None:
        self.seed = random.randrange(1, 10**6)

    def back(self) -> None:
        self.app.scenes.pop()

    def start(self) -> None:
        self.remember()
        start_game(self.app, new_session(self.app, self.game.id, self.seats(), self.seed, self.options()))

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        vp = self.app.viewport
        surface.fill(theme.BG)
        size = min(56, 96 / (1.36 * self.app.fonts.scale))  # above the game's button, at any text size
        img = self.app.fonts.fit(t(self.heading_key, game=self.game_name()), vp.px(size), vp.px(1700), theme.GOLD,
                                 True)
        surface.blit(img, img.get_rect(midtop=vp.point(960, 60)))
        img = self.app.fonts.render(self.players_label(), vp.px(36), theme.PAPYRUS, True)
        surface.blit(img, img.get_rect(center=vp.point(960, 265)))
        specs = self.specs()
        headings = [(t("newgame.seats_heading"), self.seats_x())]
        if specs:
            headings.append((t("newgame.options_heading"), OPTIONS_X))
        for text, x in headings:
            img = self.app.fonts.render(text, vp.px(24), theme.SAND, True)
            surface.blit(img, img.get_rect(bottomleft=vp.point(x, TOP - 8)))
        if not specs:
            img = self.app.fonts.render(t("newgame.no_options"), vp.px(22), theme.MUTED)
            surface.blit(img, img.get_rect(midtop=vp.point(960, TOP + len(self.kinds[:self.players]) * 80 + 10)))
        for k, spec in enumerate(specs):
            self.draw_help(surface, spec, TOP + k * OPTION_ROW + 64)
        self.draw_levels(surface, TOP + self.players * 80 + (10 if specs else 44))
        self.buttons.draw(surface, self.app)

    def draw_levels(self, surface: pygame.Surface, y: float) -> None:
        """A line on each bot level seated, what it plays like (as many as fit above the seed)."""
        vp = self.app.viewport
        levels = [k for k in LEVELS if k in self.kinds[:self.players]]
        step = max(28.0, 19 * 1.36 * self.app.fonts.scale)  # large text: lines further apart
        for i, level in enumerate(levels):
            if y + i * step + step - 2 > 820:
                break
            img = self.app.fonts.fit(t(f"level_help.{level}"), vp.px(19), vp.px(SEATS_W), theme.SAND)
            surface.blit(img, vp.point(self.seats_x() + 4, y + i * step))

    def draw_help(self, surface: pygame.Surface, spec: OptionSpec, y: float) -> None:
        vp = self.app.viewport
        text = spec.help.text(lang())
        step = max(25.0, 19 * 1.32 * self.app.fonts.scale)  # large text: lines further apart
        for i, line in enumerate(self.app.fonts.wrap(text, vp.px(19), vp.px(OPTIONS_W))[:2] if text else []):
            img = self.app.fonts.render(line, vp.px(19), theme.SAND)
            surface.blit(img, vp.point(OPTIONS_X + 4, y + 2 + i * step))

    def resize(self) -> None:
        self.rebuild()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        focused = any(b.hovered for b in self.buttons.buttons)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not focused:
            self.start()
            return True
        if self.keys.handle(event, self.buttons, self.app):
            return True
        self.buttons.handle(event, self.app)
        return True


class HostScene(NewGameScene):
    """New game's screen (game, players, seats, options) hosting online; the seed is the server's secret."""

    name = "online_host"
    heading_key = "online.host_heading"

    def rebuild(self) -> None:
        super().rebuild()
        self.buttons = ButtonSet([b for b in self.buttons.buttons if b.name != "seed"])
        start = next(b for b in self.buttons.buttons if b.name == "start")
        start.label = lambda: t("online.host_start")

    def start(self) -> None:
        from client.paths import data_dir
        from client.session import online_start
        kinds = self.kinds[:self.players]
        if "human" not in kinds:
            self.app.scenes.push("message", t("online.failed_heading"), t("online.need_human"))
            return
        self.remember()
        mine = kinds.index("human")
        game, options, name = self.game.id, self.options(), self.names()[mine]
        if name == t("seat.you"):  # everyone at an online table reads this name
            name = t("seat.player", n=mine + 1)
        seconds = self.app.settings.bot_seconds

        def work() -> Any:
            return online_start.host_game(game, list(kinds), options, name, data_dir() / "online",
                                          online_start.lan_address(), seconds, online_start.HOST_EXTRA)
        self.app.scenes.push("online_wait", t("online.starting"), work,
                             lambda s: self.app.scenes.replace("online_lobby", s))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        vp = self.app.viewport
        img = self.app.fonts.fit(t("online.host_note"), vp.px(22), vp.px(1400), theme.SAND)
        surface.blit(img, img.get_rect(center=vp.point(960, 855)))
