"""Game registry: id -> Game instance. Game packages are imported lazily, on first use."""
from __future__ import annotations

import importlib

from engine.core.game import Game

# id -> module that defines GAME. A game is listed here once its engine exists.
_MODULES: dict[str, str] = {
    "ra": "engine.games.ra",
    "la-granja": "engine.games.la_granja",
}
_CACHE: dict[str, Game] = {}


def game_ids() -> list[str]:
    return list(_MODULES)


def get_game(game_id: str) -> Game:
    if game_id not in _MODULES:
        known = ", ".join(_MODULES)
        raise KeyError(f"unknown game {game_id!r} (known: {known})")
    if game_id not in _CACHE:
        _CACHE[game_id] = importlib.import_module(_MODULES[game_id]).GAME
    return _CACHE[game_id]


def all_games() -> list[Game]:
    return [get_game(g) for g in _MODULES]
