"""Game registry: id -> Game instance, found by looking, not by a list to edit.

Every package under `engine/games/` whose `__init__` defines `GAME` is a game; its id is the package
name with hyphens (`la_granja` -> `la-granja`), which its `Game.id` must equal. Packages are imported
lazily, on first use, so one game's data never slows another's start. Adding a game touches no file
here.
"""
from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from pathlib import Path

import engine.games
from engine.core.game import Game
from engine.core.meta import GameMeta

_CACHE: dict[str, Game] = {}


@cache
def _modules() -> dict[str, str]:
    found = {}
    for info in sorted(pkgutil.iter_modules(engine.games.__path__), key=lambda m: m.name):
        if info.ispkg and not info.name.startswith("_"):
            found[info.name.replace("_", "-")] = f"engine.games.{info.name}"
    return found


def game_ids() -> list[str]:
    return list(_modules())


def get_game(game_id: str) -> Game:
    modules = _modules()
    if game_id not in modules:
        known = ", ".join(modules)
        raise KeyError(f"unknown game {game_id!r} (known: {known})")
    if game_id not in _CACHE:
        game = importlib.import_module(modules[game_id]).GAME
        if game.id != game_id:
            raise RuntimeError(f"engine.games package for {game_id!r} defines a game with id {game.id!r}")
        _CACHE[game_id] = game
    return _CACHE[game_id]


@cache
def game_meta(game_id: str) -> GameMeta:
    """A game's names, player counts and pitch, read from its `meta.toml` without importing its rules (the
    title and the demo need only these)."""
    modules = _modules()
    if game_id not in modules:
        raise KeyError(f"unknown game {game_id!r} (known: {', '.join(modules)})")
    folder = modules[game_id].rsplit(".", 1)[1]
    return GameMeta.read(Path(engine.games.__path__[0]) / folder)


def all_games() -> list[Game]:
    return [get_game(g) for g in _modules()]
