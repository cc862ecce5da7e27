"""Replays: a record shown move by move at the game's own table, read-only, and the finished games kept.

`ReplaySession` is a `GameSession` whose match is the record's first `ply` moves (`goto`): no bot is asked,
no hint, no undo, and no move from the table reaches the engine (`try_play` refuses); only the record's own
moves are replayed, by the engine. Its `log` is the full game's log cut at `ply`, so the log steps with the
board. Whose eyes the table is drawn for (`viewer_seat`): while the game is unfinished, one seat's own (the
record's person, or nobody's secrets when only bots sat); once it is over the whole record is public, and the
viewer may switch between the seats (`next_viewer`).

Finished games are kept in `finished/` of the user data folder, one record each (`keep`), newest first
(`finished_games`), the oldest pruned beyond KEEP.
"""
from __future__ import annotations

import hashlib
import time
from pathlib import Path
from typing import Any

from client.paths import data_dir
from client.session.game_session import GameSession, SeatSpec, seats_from_record
from engine.core import records
from engine.core.errors import RecordError
from engine.core.match import Match

KEEP = 200  # finished games kept
READ_ONLY = "a replay is read-only"


class ReplaySession(GameSession):
    def __init__(self, full: Match, seats: list[SeatSpec], bots: Any, ply: int | None = None) -> None:
        super().__init__(full, seats, bots, autosave=None, bot_seconds=None)
        self.full = full
        self.full_log = list(self.log)
        self.over_at_end = full.state.is_terminal()
        people = [i for i, s in enumerate(seats) if s.kind == "human"]
        self.viewer_seat: int | None = people[0] if people else (0 if self.over_at_end else None)
        self.ply = len(full.moves)
        self.goto(len(full.moves) if ply is None else ply)

    @property
    def total(self) -> int:
        return len(self.full.moves)

    def goto(self, ply: int) -> None:
        """Show the position after the record's first `ply` moves: one move played forward, or the match
        rebuilt from its start (a step back, a jump), so every ply is exactly the straight replay's."""
        ply = max(0, min(self.total, ply))
        if ply == self.ply + 1 and self.match is not self.full:
            self.match.play(self.full.moves[ply - 1])
        elif ply != self.ply or self.match is self.full:
            self.match = self.full.rewound(ply)
        self.ply = ply
        self.log = self.full_log[:ply]
        self.events.clear()
        self.generation += 1

    def step(self, delta: int) -> None:
        self.goto(self.ply + delta)

    def next_viewer(self) -> bool:
        """The next seat's view, once the game is over (the whole record is public then). False: not allowed."""
        if not self.over_at_end:
            return False
        n = self.full.num_players
        self.viewer_seat = 0 if self.viewer_seat is None else (self.viewer_seat + 1) % n
        self.generation += 1
        return True

    # --- read-only: the table asks, nothing acts ---------------------------------------------------
    def humans(self) -> list[int]:
        return [] if self.viewer_seat is None else [self.viewer_seat]

    def human_to_move(self) -> bool:
        return False

    def try_play(self, move: Any) -> str | None:
        return READ_ONLY

    def advance(self) -> bool:
        return False

    def prefetch(self) -> None:
        return None

    def request_hint(self) -> None:
        return None

    def undo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    def autosave(self) -> None:
        return None


def load_replay(path: Path, bots: Any) -> ReplaySession:
    """A record file as a replay; RecordError (readable) when it cannot be opened."""
    from client.session.launch import unshown_variant
    record = records.parse(records.read_record(path))
    match = records.replay(record)
    unshown = unshown_variant(match.game, match.options)
    if unshown is not None:
        raise RecordError(unshown)
    return ReplaySession(match, seats_from_record(record), bots)


# --- finished games ---------------------------------------------------------------------------------
def finished_dir() -> Path:
    path = data_dir() / "finished"
    path.mkdir(parents=True, exist_ok=True)
    return path


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def finished_games() -> list[Path]:
    """The finished games kept, newest first."""
    return sorted(finished_dir().glob("*.json"), key=_mtime, reverse=True)


def keep(session: GameSession) -> Path | None:
    """Keep a finished game's record (once: a game seen again, a loaded finished save, is not kept twice);
    prune beyond KEEP. None when it is not over, or the disk refused (nothing else depends on it)."""
    match = session.match
    if not match.state.is_terminal():
        return None
    try:
        record = session.record()
    except OSError:  # an online game whose record did not come: nothing to keep
        return None
    digest = hashlib.sha256(records.dumps(record.model_copy(update={"seats": []})).encode()).hexdigest()[:12]
    folder = finished_dir()
    if any(folder.glob(f"*-{digest}.json")):
        return None
    path = folder / f"{match.game.id}-{time.strftime('%Y%m%d-%H%M%S')}-{digest}.json"
    try:
        records.save(record, path)
    except OSError:
        return None
    prune()
    return path


def prune(keep_n: int = KEEP) -> None:
    for path in finished_games()[keep_n:]:
        path.unlink(missing_ok=True)


def export(session: ReplaySession) -> Path:
    """The replayed record written as a save (the Load list shows it; the file can be shared). OSError if the
    disk refuses."""
    from client.session.launch import saves_dir
    full = session.full
    seats = [records.Seat(name=s.name[:40], kind="bot" if s.kind == "bot" else "human", level=s.level)
             for s in session.seats]
    path = saves_dir() / f"{full.game.id}-replay-{time.strftime('%Y%m%d-%H%M%S')}.json"
    records.save(records.record_of(full, seats), path)
    return path


def open_replay(app: Any, path: Path) -> None:
    """Open a record in the viewer (the scene "replay"), or say in a dialog why it cannot be (never a traceback)."""
    from client.i18n import t
    from client.session.launch import bots
    try:
        session = load_replay(path, bots(app))
    except RecordError as err:
        app.scenes.push("message", t("replay.cannot_open"), str(err))
        return
    app.scenes.reset("replay", session)
