"""The title screen: continue, new game, load, replays, play online, demo, rules, settings, quit; art of each game."""
from __future__ import annotations

from typing import Any

import pygame

from client.games import table_ids, table_info
from client.i18n import lang, t
from client.session import unfinished
from client.session.demo import start_demo
from client.ui.menu import MenuItem, MenuScene
from engine.core.registry import game_meta

# Places for art around the menu column (design px); games' art fills them by turns.
ART_SLOTS = ((300, 300, 300, 340), (1340, 360, 260, 260), (1600, 60, 170, 170), (360, 720, 150, 150),
             (1430, 700, 150, 150), (140, 60, 150, 150))


def title_art() -> list[tuple[str, tuple[float, float, float, float]]]:
    """Each game's title art, taken one from each game by turns, into the slots."""
    lists = [list(table_info(g).title_art) for g in table_ids()]
    names = [lst[i] for i in range(max(map(len, lists), default=0)) for lst in lists if i < len(lst)]
    return list(zip(names, ART_SLOTS, strict=False))


class TitleScene(MenuScene):
    name = "title"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.art = title_art()

    def title(self) -> str:
        return t("title.heading")

    def subtitle(self) -> str:
        names = [game_meta(g).names for g in table_ids()]  # no game's rules are loaded here
        return t("title.tagline", games=" · ".join(n.get(lang(), n["en"]) for n in names))

    def items(self) -> list[MenuItem]:
        scenes = self.app.scenes
        return [
            ("continue", lambda: t("title.continue") if unfinished.unfinished() else t("title.continue_none"),
             self.continue_game, lambda: bool(unfinished.unfinished())),
            ("new", lambda: t("title.new_game"), lambda: scenes.push("newgame"), None),
            ("load", lambda: t("title.load"), lambda: scenes.push("load"), None),
            ("replays", lambda: t("title.replays"), lambda: scenes.push("replays"), None),
            ("online", lambda: t("online.title_item"), lambda: scenes.push("online"), None),
            ("demo", lambda: t("title.demo"), self.demo, None),
            ("rules", lambda: t("title.rules"), self.rules, None),
            ("settings", lambda: t("title.settings"), lambda: scenes.push("settings"), None),
            ("quit", lambda: t("title.quit"), self.app.quit, None),
        ]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        vp = self.app.viewport
        for name, box in self.art:
            r = vp.rect(*box)
            surface.blit(self.app.images.get(name, r.size), r)

    def back(self) -> None:
        self.app.scenes.push("confirm", t("title.quit_confirm"), self.app.quit)

    def rules(self) -> None:
        """Straight to the rules when there is one game, else first which game (the rules picker)."""
        ids = table_ids()
        self.app.scenes.push("rules", ids[0]) if len(ids) == 1 else self.app.scenes.push("rules_picker")

    def continue_game(self) -> None:
        """The unfinished games, to pick one (each keeps its own autosave)."""
        self.app.scenes.push("continue")

    def demo(self) -> None:
        start_demo(self.app)
