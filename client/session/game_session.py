"""A game in the client: the match, who sits where, bots, undo/redo, autosave and the event outbox.

The session only ever asks the engine: `why_illegal` before a move, `apply` through the match, and
`legal_moves` for nothing but the bots'. The table drains `events` to animate.
"""
from __future__ import annotations

import contextlib
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from client.session import undo as undo_rules
from client.session.bots import InlineBots, WorkerBots
from engine.core import records
from engine.core.events import Event
from engine.core.game import CHANCE, TERMINAL
from engine.core.match import Match

HINT_LEVEL = "hard"


@dataclass(slots=True)
class SeatSpec:
    kind: str = "human"  # "human" or "bot"
    level: str | None = None
    name: str = ""


class GameSession:
    def __init__(self, match: Match, seats: list[SeatSpec], bots: WorkerBots | InlineBots,
                 autosave: Path | None = None, bot_seconds: float | None = 1.0,
                 bot_iterations: int | None = None) -> None:
        self.match = match
        self.seats = seats
        for i, s in enumerate(seats):
            s.name = s.name or f"P{i + 1}"
        self.bots = bots
        self.autosave_path = autosave
        self.bot_seconds = bot_seconds
        self.bot_iterations = bot_iterations
        self.actors: list[int] = self._replay_actors(match)
        self.redo_moves: list[tuple[Any, int]] = []
        self.events: list[Event] = []
        self.generation = 0
        self.pending: Any = None  # key of the outstanding bot request
        self.ready: Any = None  # (key, move) of a bot reply waiting to be played
        self.hint_key: Any = None
        self.hint: Any = None
        self.error: str | None = None
        self._save_thread: threading.Thread | None = None

    @staticmethod
    def _replay_actors(match: Match) -> list[int]:
        if not match.moves:
            return []
        replay = Match(match.game, match.num_players, match.seed, match.options)
        actors = []
        for move in match.moves:
            actors.append(replay.state.current_player())
            replay.state.apply_trusted(move)
        return actors

    # --- questions ----------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.match.state

    def to_move(self) -> int:
        return self.match.state.current_player()

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].kind == "human"

    def human_to_move(self) -> bool:
        return self.is_human(self.to_move())

    def thinking(self) -> bool:
        return self.pending is not None

    def over(self) -> bool:
        return self.to_move() == TERMINAL

    def can_undo(self) -> bool:
        return undo_rules.undo_target(self.actors, self.humans(), self.to_move()) is not None

    def can_redo(self) -> bool:
        return bool(self.redo_moves)

    # --- playing ------------------------------------------------------------------------------
    def try_play(self, move: Any) -> str | None:
        """Play a human's move; returns the engine's reason if it is illegal (state unchanged)."""
        reason = self.match.state.why_illegal(move)
        if reason is not None:
            return reason
        self.redo_moves.clear()
        self._apply(move, self.to_move())
        return None

    def _apply(self, move: Any, actor: int) -> None:
        self.match.play(move, self.events)
        self.actors.append(actor)
        self.generation += 1
        self.pending = self.ready = self.hint_key = self.hint = None
        self.autosave()

    def advance(self) -> bool:
        """Let chance and bots move (one move at most). True if a move was played."""
        self.poll()
        who = self.to_move()
        if who == TERMINAL or self.is_human(who):
            return False
        if who == CHANCE:
            self.match.resolve_chance(self.events)
            self.actors.append(CHANCE)
            self.generation += 1
            self.autosave()
            return True
        if self.ready is not None and self.ready[0] == self._key(who):
            move = self.ready[1]
            self.ready = None
            self.redo_moves.clear()
            self._apply(move, who)
            return True
        if self.pending is None:
            self._request(who, self.seats[who].level or "easy", self._key(who))
            self.pending = self._key(who)
        return False

    def _key(self, seat: int) -> tuple:
        return ("move", self.generation, seat)

    def _request(self, seat: int, level: str, key: Any) -> None:
        seconds = self.bot_seconds if self.bot_iterations is None else None
        seed = self.match.seed * 7919 + len(self.match.moves) * 31 + seat
        self.bots.request((key, level, seed, seconds, self.bot_iterations, self.state.observation(seat), seat))

    def poll(self) -> None:
        while (reply := self.bots.poll()) is not None:
            key, move, err = reply
            if err:
                self.error = err
            if key == self.pending:
                self.pending = None
                if move is not None:
                    self.ready = (key, move)
            elif key == self.hint_key:
                self.hint_key = None
                self.hint = move

    def request_hint(self) -> None:
        """Ask the hard bot what the human to move should play; `hint` is set when it answers."""
        who = self.to_move()
        if not self.is_human(who) or self.hint_key is not None:
            return
        self.hint = None
        self.hint_key = ("hint", self.generation, who)
        self._request(who, HINT_LEVEL, self.hint_key)

    # --- undo / redo --------------------------------------------------------------------------
    def undo(self) -> bool:
        target = undo_rules.undo_target(self.actors, self.humans(), self.to_move())
        if target is None:
            return False
        popped = list(zip(self.match.moves[target:], self.actors[target:], strict=True))
        self.redo_moves = popped + self.redo_moves
        self._rebuild(target)
        return True

    def redo(self) -> bool:
        span = undo_rules.redo_span([a for _, a in self.redo_moves], self.humans())
        if not span:
            return False
        for move, actor in self.redo_moves[:span]:
            if self.match.state.why_illegal(move) is not None:
                self.redo_moves.clear()
                return False
            self.match.play(move, self.events)
            self.actors.append(actor)
        del self.redo_moves[:span]
        self.generation += 1
        self.pending = self.ready = self.hint_key = self.hint = None
        self.autosave()
        return True

    def _rebuild(self, ply: int) -> None:
        self.match = self.match.rewound(ply)
        del self.actors[ply:]
        self.events.clear()
        self.events.append(Event("rewound", {"ply": ply}))
        self.generation += 1
        self.pending = self.ready = self.hint_key = self.hint = None
        self.autosave()

    # --- saving -------------------------------------------------------------------------------
    def record(self) -> records.Record:
        seats = [records.Seat(name=s.name[:40], kind="bot" if s.kind == "bot" else "human", level=s.level)
                 for s in self.seats]
        return records.record_of(self.match, seats)

    def autosave(self) -> None:
        if self.autosave_path is None:
            return
        record = self.record()
        path = self.autosave_path
        self.flush()
        # fsync can take milliseconds: write in a thread so frames keep coming.
        self._save_thread = threading.Thread(target=_save_quietly, args=(record, path), daemon=True)
        self._save_thread.start()

    def flush(self) -> None:
        if self._save_thread is not None:
            self._save_thread.join()
            self._save_thread = None

    def close(self) -> None:
        self.flush()


def _save_quietly(record: records.Record, path: Path) -> None:
    with contextlib.suppress(OSError):  # a full disk must not end the game; the next move tries again
        records.save(record, path)


def seats_from_record(record: records.Record) -> list[SeatSpec]:
    return [SeatSpec(s.kind, s.level, s.name) for s in record.seats]


def load_session(path: Path, bots: WorkerBots | InlineBots, **kw: Any) -> GameSession:
    """Load a record file as a session; raises RecordError (with a readable message) if it is bad."""
    try:
        raw = Path(path).read_bytes()
    except OSError as err:
        raise records.RecordError(f"cannot read {path}: {err.strerror}") from None
    if not raw.strip():
        raise records.RecordError(f"{path} is empty or missing")
    record = records.parse(raw)
    match = records.replay(record)
    return GameSession(match, seats_from_record(record), bots, **kw)
