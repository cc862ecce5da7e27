"""Starting games: a new match, a loaded save, the shared bot driver."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from client.paths import autosave_path, data_dir
from client.session.bots import InlineBots, WorkerBots
from client.session.game_session import GameSession, SeatSpec, load_session
from engine.core.match import Match


def bots(app: Any) -> WorkerBots | InlineBots:
    """One bot driver per app: a spawned worker process, or inline bots for tests."""
    driver = getattr(app, "_bots", None)
    if driver is None:
        driver = InlineBots() if app.options.inline_bots else WorkerBots()
        app._bots = driver
    return driver


def close_bots(app: Any) -> None:
    driver = getattr(app, "_bots", None)
    if driver is not None:
        driver.close()
        app._bots = None


def session_kwargs(app: Any, autosave: bool = True) -> dict[str, Any]:
    return {"autosave": autosave_path() if autosave else None, "bot_seconds": app.settings.bot_seconds,
            "bot_iterations": app.options.bot_iterations}


def new_session(app: Any, game_id: str, seats: list[SeatSpec], seed: int | None = None,
                options: dict[str, Any] | None = None, autosave: bool = True) -> GameSession:
    seed = random.randrange(1, 10**9) if seed is None else seed
    match = Match(game_id, len(seats), seed, options)
    return GameSession(match, seats, bots(app), **session_kwargs(app, autosave))


def start_game(app: Any, session: GameSession, demo: bool = False) -> None:
    from client.scenes.table import TableScene
    app.stack.reset(TableScene(app, session, demo=demo))


def load_game(app: Any, path: Path) -> GameSession:
    """Raises RecordError with a readable message when the file is damaged or foreign."""
    return load_session(path, bots(app), **session_kwargs(app))


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def save_files() -> list[Path]:
    files = sorted(saves_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    auto = autosave_path()
    return ([auto] if auto.exists() else []) + files
