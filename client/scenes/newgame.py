"""New game: game, player count, each seat human or a bot level, seed, options."""
from __future__ import annotations

import random

import pygame

from client.i18n import lang, t
from client.scenes.launch import new_session, start_game
from client.scenes.stack import Scene
from client.session.game_session import SeatSpec
from client.ui import theme
from client.ui.widgets import Button, ButtonSet
from engine.core.registry import get_game

SEAT_KINDS = ("human", "random", "easy", "medium", "hard")
GAMES = ("ra", "la-granja")
OPTIONS = {"ra": {"god_on_disaster": False}, "la-granja": {"full_value_removal_scores": True}}


class NewGameScene(Scene):
    def __init__(self, app, game_id: str = "ra") -> None:
        super().__init__(app)
        self.game = get_game(game_id)
        self.players = 3
        self.kinds = ["human", "medium", "medium", "medium", "medium"]
        self.seed = random.randrange(1, 10**6)
        self.options = {g: dict(o) for g, o in OPTIONS.items()}
        self.buttons = ButtonSet([])
        self.rebuild()

    def seats(self) -> list[SeatSpec]:
        out = []
        for i in range(self.players):
            k = self.kinds[i]
            out.append(SeatSpec("human", None, f"P{i + 1}") if k == "human"
                       else SeatSpec("bot", k, f"{t('level.' + k)} {i + 1}"))
        return out

    def rebuild(self) -> None:
        b: list[Button] = [Button(560, 160, 800, 56, lambda: self.game.names.get(lang(), self.game.id),
                                  self.next_game, primary=True, name="game")]
        b.append(Button(560, 230, 90, 70, lambda: "−", self.fewer, lambda: self.players > self.game.min_players,
                        name="fewer"))
        b.append(Button(1270, 230, 90, 70, lambda: "+", self.more, lambda: self.players < self.game.max_players,
                        name="more"))
        for i in range(self.players):
            b.append(Button(760, 330 + i * 80, 500, 66, (lambda i=i: f"P{i + 1}: {t('seat.' + self.kinds[i])}"),
                            (lambda i=i: self.cycle(i)), name=f"seat{i}"))
        for k, name in enumerate(OPTIONS[self.game.id]):
            b.append(Button(560, 750 - 70 * k, 800, 60, (lambda n=name: t(
                f"newgame.opt.{n}", value=t("on" if self.options[self.game.id][n] else "off"))),
                (lambda n=name: self.toggle_option(n)), name="option" if k == 0 else f"option{k}"))
        b.append(Button(560, 825, 800, 60, lambda: t("newgame.seed", seed=self.seed), self.reseed, name="seed"))
        b.append(Button(560, 920, 380, 80, lambda: t("newgame.back"), self.back, name="back"))
        b.append(Button(980, 920, 380, 80, lambda: t("newgame.start"), self.start, primary=True, name="start"))
        self.buttons = ButtonSet(b)
        self.app.invalidate()

    def fewer(self) -> None:
        self.players = max(self.game.min_players, self.players - 1)
        self.rebuild()

    def more(self) -> None:
        self.players = min(self.game.max_players, self.players + 1)
        self.rebuild()

    def cycle(self, i: int) -> None:
        self.kinds[i] = SEAT_KINDS[(SEAT_KINDS.index(self.kinds[i]) + 1) % len(SEAT_KINDS)]

    def toggle_option(self, name: str) -> None:
        opts = self.options[self.game.id]
        opts[name] = not opts[name]

    def next_game(self) -> None:
        self.game = get_game(GAMES[(GAMES.index(self.game.id) + 1) % len(GAMES)])
        self.players = max(self.game.min_players, min(self.game.max_players, self.players))
        self.rebuild()

    def reseed(self) -> None:
        self.seed = random.randrange(1, 10**6)

    def back(self) -> None:
        self.app.stack.pop()

    def start(self) -> None:
        session = new_session(self.app, self.game.id, self.seats(), self.seed, dict(self.options[self.game.id]))
        start_game(self.app, session)

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.app.viewport
        surface.fill(theme.BG)
        img = self.app.fonts.fit(t("newgame.heading", game=self.game.names.get(lang(), self.game.id)),
                                 vp.px(52), vp.px(1800), theme.GOLD, True)
        surface.blit(img, img.get_rect(midtop=vp.point(960, 90)))
        img = self.app.fonts.render(t("newgame.players", n=self.players), vp.px(36), theme.PAPYRUS, True)
        surface.blit(img, img.get_rect(center=vp.point(960, 265)))
        self.buttons.draw(surface, self.app)

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
