"""The registry of game tables: found by looking, like the engine's (`engine/core/registry.py`).

Every package under `client/games/` other than `common` is a game's table; its `__init__` defines
`INFO`, a `TableInfo` (base.py): how to get its `GameTable` class (imported on demand, so one game's
art never slows another's start) and the facts the shared screens show — title art, rules text. Its
id is the package name with hyphens (`la_granja` -> `la-granja`), the id of an engine game. New game,
demo, rules and title list the games found here; adding a game touches no shared file.
"""
from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import Any

from client.games.base import GameTable, TableInfo

SHARED = frozenset({"common"})  # packages that are the layer every table uses, not a game


@cache
def _packages() -> dict[str, str]:
    found = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.ispkg and info.name not in SHARED and not info.name.startswith("_"):
            found[info.name.replace("_", "-")] = f"{__name__}.{info.name}"
    return found


def table_ids() -> list[str]:
    """The ids of every game that has a table, in menu order (`TableInfo.menu_order`, then id)."""
    return list(_menu(tuple(_packages())))


@cache
def _menu(ids: tuple[str, ...]) -> tuple[str, ...]:  # keyed by the packages found, which tests may change
    return tuple(sorted(ids, key=lambda g: (table_info(g).menu_order, g)))


def table_info(game_id: str) -> TableInfo:
    packages = _packages()
    if game_id not in packages:
        raise KeyError(f"no table for game {game_id!r} (tables: {', '.join(packages)})")
    info = importlib.import_module(packages[game_id]).INFO
    if not isinstance(info, TableInfo):
        raise RuntimeError(f"{packages[game_id]}.INFO is not a TableInfo")
    return info


def next_id(game_id: str, step: int = 1) -> str:
    """The game after (or before) `game_id` in the registry's order: for cycling buttons."""
    ids = table_ids()
    if game_id not in ids:
        return ids[0]
    return ids[(ids.index(game_id) + step) % len(ids)]


def table_for(app: Any, session: Any, tweener: Any, demo: bool = False) -> GameTable:
    """The game table for the session's game."""
    cls = table_info(session.match.game.id).table()
    return cls(app, session, tweener, demo)
