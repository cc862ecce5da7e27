"""Rules from the title: first which game (every game with a table, from the registry), then its rules.
A game that registers a table brings its rules here without touching this file."""
from __future__ import annotations

from typing import Any

from client.games import table_ids
from client.i18n import lang, t
from client.ui.menu import MenuItem, MenuScene
from engine.core.registry import get_game


def game_name(game_id: str) -> str:
    names = get_game(game_id).names
    return str(names.get(lang(), names.get("en", game_id)))


class RulesPicker(MenuScene):
    name = "rules_picker"

    def __init__(self, app: Any) -> None:
        super().__init__(app, overlay=True)

    def title(self) -> str:
        return t("rules.pick")

    def items(self) -> list[MenuItem]:
        out: list[MenuItem] = [self.item(g) for g in table_ids()]
        return out + [("back", lambda: t("newgame.back"), self.back, None)]

    def item(self, game_id: str) -> MenuItem:
        return (f"rules_{game_id}", lambda: game_name(game_id), lambda: self.app.scenes.push("rules", game_id), None)

