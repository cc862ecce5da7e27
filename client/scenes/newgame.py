"""New game: the game, the player count, each seat human or a bot level, the game's options, a seed.

The games are the table registry's; the options are the engine's (`option_specs(game.options_model)`):
a bool is a toggle, a choice cycles, an int steps; labels and help in the UI language, falling back
to the field name. Nothing here knows any one game.
"""
from __future__ import annotations

import random
from typing import Any

import pygame

from client.games import next_id, table_ids
from client.i18n import lang, t
from client.scenes.stack import Scene
from client.session.game_session import SeatSpec
from client.session.launch import new_session, start_game
from client.ui import theme
from client.ui.widgets import Button, ButtonSet
from engine.bots import LEVELS
from engine.core.options import OptionSpec, option_specs
from engine.core.registry import get_game

SEAT_KINDS = ("human", *LEVELS)
DEFAULT_SEATS = ["human", "medium", "medium", "medium", "medium"]
OPTIONS_X, OPTIONS_W, OPTION_ROW = 1000, 760, 118  # the options column, right of the seats
SEATS_X, SEATS_W = 160, 760
TOP = 350  # the first seat and the first option


def option_label(spec: OptionSpec) -> str:
    """The option's label in the UI language; a field without a title reads as its name."""
    text = spec.label.text(lang()).strip()
    return text[:1].upper() + text[1:] if text else spec.name


def value_label(spec: OptionSpec, value: Any) -> str:
    if spec.kind == "bool":
        return t("on" if value else "off")
    return str(value)


class NewGameScene(Scene):
    name = "newgame"

    def __init__(self, app: Any, game_id: str | None = None) -> None:
        super().__init__(app)
        self.game = get_game(game_id or table_ids()[0])
        self.players = max(self.game.min_players, min(self.game.max_players, 3))
        self.kinds = list(DEFAULT_SEATS)
        self.seed = random.randrange(1, 10**6)
        self.values: dict[str, dict[str, Any]] = {}  # game id -> option values chosen so far
        self.buttons = ButtonSet([])
        self.rebuild()

    # --- what is chosen ---------------------------------------------------------------------------
    def game_name(self) -> str:
        return str(self.game.names.get(lang(), self.game.names.get("en", self.game.id)))

    def specs(self) -> list[OptionSpec]:
        """The options a person sets here; a text option (a data file path) is the command line's."""
        return [s for s in option_specs(self.game.options_model) if s.kind != "str"]

    def options(self) -> dict[str, Any]:
        chosen = self.values.get(self.game.id, {})
        return {s.name: chosen.get(s.name, s.default) for s in self.specs()}

    def set_option(self, spec: OptionSpec, value: Any) -> None:
        self.values.setdefault(self.game.id, {})[spec.name] = value

    def seats(self) -> list[SeatSpec]:
        out = []
        for i in range(self.players):
            k = self.kinds[i]
            out.append(SeatSpec("human", None, f"P{i + 1}") if k == "human"
                       else SeatSpec("bot", k, f"{t('level.' + k)} {i + 1}"))
        return out

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
        return Button(SEATS_X + 100, TOP + i * 80, SEATS_W - 200, 66, lambda: f"P{i + 1}: {t('seat.' + self.kinds[i])}",
                      lambda: self.cycle(i), name=f"seat{i}")

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

    def reseed(self) -> None:
        self.seed = random.randrange(1, 10**6)

    def back(self) -> None:
        self.app.scenes.pop()

    def start(self) -> None:
        start_game(self.app, new_session(self.app, self.game.id, self.seats(), self.seed, self.options()))

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        vp = self.app.viewport
        surface.fill(theme.BG)
        img = self.app.fonts.fit(t("newgame.heading", game=self.game_name()), vp.px(56), vp.px(1700), theme.GOLD, True)
        surface.blit(img, img.get_rect(midtop=vp.point(960, 60)))
        img = self.app.fonts.render(t("newgame.players", n=self.players), vp.px(36), theme.PAPYRUS, True)
        surface.blit(img, img.get_rect(center=vp.point(960, 265)))
        for text, x in ((t("newgame.seats_heading"), SEATS_X + 100), (t("newgame.options_heading"), OPTIONS_X)):
            img = self.app.fonts.render(text, vp.px(24), theme.SAND, True)
            surface.blit(img, img.get_rect(bottomleft=vp.point(x, TOP - 8)))
        specs = self.specs()
        if not specs:
            img = self.app.fonts.render(t("newgame.no_options"), vp.px(24), theme.MUTED)
            surface.blit(img, vp.point(OPTIONS_X, TOP + 10))
        for k, spec in enumerate(specs):
            self.draw_help(surface, spec, TOP + k * OPTION_ROW + 64)
        self.buttons.draw(surface, self.app)

    def draw_help(self, surface: pygame.Surface, spec: OptionSpec, y: float) -> None:
        vp = self.app.viewport
        text = spec.help.text(lang())
        for i, line in enumerate(self.app.fonts.wrap(text, vp.px(19), vp.px(OPTIONS_W))[:2] if text else []):
            img = self.app.fonts.render(line, vp.px(19), theme.SAND)
            surface.blit(img, vp.point(OPTIONS_X + 4, y + 2 + i * 25))

    def resize(self) -> None:
        self.rebuild()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        self.buttons.handle(event, self.app)
        return True
