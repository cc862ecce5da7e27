"""Starting games: a new match, a loaded save (or a dialog saying why not), the shared bot driver.

The table is opened by name (`app.scenes.reset("table", ...)`), so this module imports no scene."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from client.games import table_ids, table_info
from client.i18n import lang, t
from client.paths import data_dir
from client.session import unfinished
from client.session.bots import InlineBots, WorkerBots
from client.session.game_session import GameSession, SeatSpec, check_seats, load_session
from engine.core.errors import RecordError
from engine.core.match import Match
from engine.core.userfile import is_regular


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


def session_kwargs(app: Any, autosave: Path | None = None) -> dict[str, Any]:
    return {"autosave": autosave, "bot_seconds": app.settings.bot_seconds,
            "bot_iterations": app.options.bot_iterations, "bot_seed": app.options.bot_seed}


def new_session(app: Any, game_id: str, seats: list[SeatSpec], seed: int | None = None,
                options: dict[str, Any] | None = None, autosave: bool = True) -> GameSession:
    check_seats(seats)  # an unknown bot level is refused before any match or session exists
    seed = random.randrange(1, 10**9) if seed is None else seed
    match = Match(game_id, len(seats), seed, options)
    path = None
    if autosave:  # a game of its own: no other game's autosave is touched
        unfinished.prune()
        path = unfinished.new_autosave_path(game_id)
    return GameSession(match, seats, bots(app), **session_kwargs(app, path))


def start_game(app: Any, session: GameSession, demo: bool = False) -> None:
    app.scenes.reset("table", session, demo=demo)


def load_game(app: Any, path: Path) -> GameSession:
    """Raises RecordError with a readable message when the file is damaged, foreign, or names a seat
    the client cannot play; then nothing was started and no file was written."""
    session = load_session(path, bots(app), **session_kwargs(app))
    game = session.match.game
    # an autosave goes on where it is; any other save goes on in an autosave of its own
    session.autosave_path = path if unfinished.is_autosave(path) else unfinished.new_autosave_path(game.id)
    unshown = unshown_variant(game, session.match.options)
    if unshown is not None:  # a variant this table cannot show (Agricola's full game): say so, start nothing
        session.close()
        raise RecordError(unshown)
    return session


def unshown_variant(game: Any, options: dict[str, Any]) -> str | None:
    """Why the table cannot show a match with these options (a variant it plays only at its default), or None."""
    fixed = table_info(game.id).fixed_options if game.id in table_ids() else ()
    chosen = game.parse_options(options)
    for name in fixed:
        if getattr(chosen, name) != game.options_model.model_fields[name].default:
            return t("load.variant", game=game.names.get(lang(), game.id), option=name, value=getattr(chosen, name))
    return None


def open_save(app: Any, path: Path) -> None:
    """Open a save at the table, or say in a dialog why it cannot be opened (never a traceback)."""
    try:
        session = load_game(app, path)
    except RecordError as err:
        app.scenes.push("message", t("load.damaged"), str(err))
        return
    start_game(app, session)


def playing(app: Any) -> Any:
    """The table of a game in progress (not the demo, not over), or None."""
    for scene in app.scenes.scenes:
        session = getattr(scene, "session", None)
        if scene.name == "table" and not getattr(scene, "demo", False) and session is not None and not session.over():
            return scene
    return None


def drop_file(app: Any, path: Path) -> None:
    """A file dropped on the window: only a regular file is opened, and a game in progress is left only
    when the player says so (it stays in Continue)."""
    if not is_regular(path):
        app.scenes.push("message", t("load.damaged"), t("unfinished.not_a_file", name=path.name))
        return
    if playing(app) is None:
        open_save(app, path)
        return
    app.scenes.push("confirm", t("unfinished.leave_for", name=path.name), lambda: open_save(app, path),
                    t("unfinished.kept"))


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def save_files() -> list[Path]:
    """Every save and autosave, newest first."""
    def mtime(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return 0.0
    return sorted([*unfinished.autosaves(), *saves_dir().glob("*.json")], key=mtime, reverse=True)
