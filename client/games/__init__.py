"""Per-game table modules: client/games/<package>/ behind the `GameTable` interface (base.py)."""
from __future__ import annotations

from importlib import import_module
from typing import Any

# game id -> "module:class" of its table; imported on demand so one game's art never slows another
TABLES = {"ra": "client.games.ra.table:RaTable", "la-granja": "client.games.la_granja.table:LaGranjaTable"}


def table_for(app: Any, session: Any, tweener: Any, demo: bool = False) -> Any:
    """The game table for the session's game."""
    module, cls = TABLES[session.match.game.id].split(":")
    return getattr(import_module(module), cls)(app, session, tweener, demo)
