"""A game in the client: the match, who sits where, bots, undo/redo, autosave and the event outbox.

The session only ever asks the engine: `why_illegal` before a move, `apply` through the match, and
`legal_moves` for nothing but the bots'. The table drains `events` to animate. `log` has one entry per
move: who made it and what each viewer may read of it (client/session/log.py).

A bot that fails (an exception in the worker) stops the game where it is, with `bot_error` set for
the table to show; nothing is asked again until the player retries, undoes or loads. A worker process
that dies is restarted by the driver, which says so (`WORKER_DIED`): what was asked is asked again
(`worker_restarts` counts it for the table). A seat naming a bot level nobody knows is refused before a
session exists (`check_seats`). An autosave that cannot be written leaves the game going: `save_failed`
holds why until a later autosave works (every move tries again).
"""
from __future__ import annotations

import secrets
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from client.session import undo as undo_rules
from client.session.bot_turn import BotTurn
from client.session.bots import WORKER_DIED, InlineBots, WorkerBots
from client.session.log import PERIOD_STARTS, LogEntry, Note, entry_for
from client.session.scoring import ScoringTracker, notes_of
from engine.bots import LEVELS
from engine.core import records
from engine.core.errors import RecordError
from engine.core.events import Event
from engine.core.game import CHANCE, TERMINAL
from engine.core.match import Match

HINT_LEVEL = "hard"


@dataclass(slots=True)
class SeatSpec:
    kind: str = "human"  # "human" or "bot"
    level: str | None = None
    name: str = ""


@dataclass(frozen=True, slots=True)
class BotError:
    """A bot's request failed: whose, and the worker's one-line reason (never a traceback)."""
    seat: int
    level: str
    message: str


def check_seats(seats: list[SeatSpec]) -> None:
    """Refuse seats the client cannot play: RecordError names the seat and the known levels."""
    for i, s in enumerate(seats):
        if s.kind not in ("human", "bot"):
            raise RecordError(f"seat {i + 1} ({s.name or '?'}): unknown kind {s.kind!r} (human or bot)")
        if s.kind == "bot" and s.level not in LEVELS:
            raise RecordError(f"seat {i + 1} ({s.name or '?'}): unknown bot level {s.level!r} "
                                      f"(levels: {', '.join(LEVELS)})")


class GameSession:
    def __init__(self, match: Match, seats: list[SeatSpec], bots: WorkerBots | InlineBots,
                 autosave: Path | None = None, bot_seconds: float | None = 1.0,
                 bot_iterations: int | None = None, bot_seed: int | None = None) -> None:
        check_seats(seats)
        if len(seats) != match.num_players:
            raise RecordError(f"{len(seats)} seats for a game of {match.num_players} players")
        self.match = match
        self.seats = seats
        for i, s in enumerate(seats):
            s.name = s.name or f"P{i + 1}"
        self.bots = bots
        self.autosave_path = autosave
        self.bot_seconds = bot_seconds
        self.bot_iterations = bot_iterations
        # The bots' and the hint's randomness: its own number, never derived from the match's secret (which
        # keys chance), so no bot request tells anything of the draws to come. Fixed only when asked (tests).
        self.bot_seed = secrets.randbits(62) if bot_seed is None else bot_seed
        self.scoring = ScoringTracker(match.game, match.state)
        self.log: list[LogEntry] = self._replay_log(match)
        self.redo_moves: list[tuple[Any, int]] = []
        self.events: list[Event] = []
        self.generation = 0
        self.pending: Any = None  # key of the outstanding bot request
        self.ready: Any = None  # (key, move) of a bot reply waiting to be played
        self.hint_key: Any = None
        self.hint: Any = None
        self.bot_error: BotError | None = None
        self.hint_error: str | None = None
        self.turn = BotTurn(budget=bot_seconds or 1.0)  # a bot's thinking is budgeted per turn
        self._asked_at = 0.0  # when the outstanding move request was sent
        self._save_thread: threading.Thread | None = None
        self.save_failed: str | None = None  # why the last autosave could not be written (None: it was)
        self.worker_restarts = 0  # how often the bots' process died and was restarted

    def _replay_log(self, match: Match) -> list[LogEntry]:
        """The log of a loaded match, notes and scorings included (the tracker starts at its beginning)."""
        if not match.moves:
            return []
        replay = Match(match.game, match.num_players, match.seed, match.options)
        self.scoring = ScoringTracker(match.game, replay.state)
        log: list[LogEntry] = []
        for move in match.moves:
            entry = entry_for(replay.state, move, replay.state.current_player())
            events: list[Event] = []
            replay.state.apply_trusted(move, events)
            log.append(self._annotated(entry, replay.state, events, len(log) + 1))
        return log

    def _annotated(self, entry: LogEntry, state: Any, events: list[Event], ply: int) -> LogEntry:
        """The entry with what its move did in words: the engine's narration of its events (each
        visible as its event is), and the summary of a scoring it ended (per viewer)."""
        notes: list[Note] = []
        scoring_at = None  # the summary of a scoring this move ended goes before the next period's first line
        for ev in events:
            text = state.narrate(ev)
            if text is None:
                continue
            header = ev.kind in PERIOD_STARTS
            if header and scoring_at is None:
                scoring_at = len(notes)
            notes.append(Note(text, None if ev.private_to is None else (ev.private_to,), header))
        summaries = self.scoring.after(ply, state, by_chance=entry.actor == CHANCE)
        if summaries is not None:
            at = len(notes) if scoring_at is None else scoring_at
            notes[at:at] = [Note(text, viewers) for text, viewers in notes_of(self.match.game, summaries)]
        if not notes:
            return entry
        return LogEntry(entry.actor, entry.private_to, entry.text, entry.hidden, tuple(notes))

    @property
    def actors(self) -> list[int]:
        """The seat that made each move (CHANCE for chance outcomes), for the undo rules."""
        return [e.actor for e in self.log]

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

    def _play(self, move: Any, actor: int) -> None:
        entry = entry_for(self.match.state, move, actor)  # asked before the move changes the position
        start = len(self.events)
        self.match.play(move, self.events)
        self.log.append(self._annotated(entry, self.match.state, self.events[start:], len(self.log) + 1))
        self.turn.moved(actor)

    def _apply(self, move: Any, actor: int) -> None:
        self._play(move, actor)
        self._moved()

    def _moved(self) -> None:
        self.generation += 1
        self.pending = self.ready = self.hint_key = self.hint = None
        self.bot_error = None
        self.hint_error = None
        self.autosave()

    def advance(self) -> bool:
        """Let chance and bots move (one move at most). True if a move was played."""
        self.poll()
        who = self.to_move()
        if who == TERMINAL or self.is_human(who):
            return False
        if who == CHANCE:
            before = self.match.state.clone()
            start = len(self.events)
            move = self.match.resolve_chance(self.events)
            self.log.append(self._annotated(entry_for(before, move, CHANCE), self.match.state, self.events[start:],
                                            len(self.log) + 1))
            self.generation += 1
            self.autosave()
            return True
        if self.bot_error is not None:  # stopped until the player retries (or undoes, or loads)
            return False
        if self.ready is None and self.pending is None:
            self.prefetch()
        if self.ready is not None and self.ready[0] == self._key(who):
            move = self.ready[1]
            self.ready = None
            self.redo_moves.clear()
            self._apply(move, who)
            return True
        return False

    def prefetch(self) -> None:
        """Ask the bot to move now, while the table still shows the last move: its thinking and the
        showing overlap. A decision with one legal move needs no bot (it is ready at once)."""
        who = self.to_move()
        if (who < 0 or self.is_human(who) or self.bot_error is not None or self.pending is not None
                or self.ready is not None):
            return
        moves = self.match.state.legal_moves()
        if len(moves) == 1:
            self.ready = (self._key(who), moves[0])
            return
        self._request(who, self.seats[who].level or "easy", self._key(who))
        self.pending = self._key(who)
        self._asked_at = time.perf_counter()

    def _key(self, seat: int) -> tuple:
        return ("move", self.generation, seat)

    def _request(self, seat: int, level: str, key: Any) -> None:
        seconds = None
        if self.bot_iterations is None:  # a move shares its turn's budget; a hint gets the whole of it
            seconds = self.turn.seconds(seat, self._factor(level)) if key[0] == "move" else self.bot_seconds
        seed = self.bot_seed * 7919 + len(self.match.moves) * 31 + seat
        self.bots.request((key, level, seed, seconds, self.bot_iterations, self.state.observation(seat), seat))

    def _factor(self, level: str) -> int:
        """How many times hard's thinking `level` gets (the expert: its game's `expert_factor`)."""
        return self.match.game.bot.expert_factor if level == "expert" else 1

    def poll(self) -> None:
        while (reply := self.bots.poll()) is not None:
            key, move, err = reply
            if key == WORKER_DIED:  # the driver restarted it: what it was asked is asked again
                self.worker_restarts += 1
                self.pending = None
                if self.hint_key is not None:
                    self.hint_key, self.hint, self.hint_error = None, None, err
            elif key == self.pending:
                self.pending = None
                self.turn.thought(key[2], time.perf_counter() - self._asked_at)
                if err or move is None:
                    seat = key[2]
                    self.bot_error = BotError(seat, self.seats[seat].level or "", err or "no move")
                else:
                    self.ready = (key, move)
            elif key == self.hint_key:
                self.hint_key = None
                self.hint = move
                self.hint_error = err if err or move is None else None

    def retry_bot(self) -> None:
        """Ask the failed bot again (the next `advance` sends the request)."""
        self.bot_error = None

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
            self._play(move, actor)
        del self.redo_moves[:span]
        self._moved()
        return True

    def _rebuild(self, ply: int) -> None:
        self.match = self.match.rewound(ply)
        del self.log[ply:]
        self.scoring.truncate(ply)
        self.events.clear()
        self.events.append(Event("rewound", {"ply": ply}))
        self._moved()

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
        self._save_thread = threading.Thread(target=self._save, args=(record, path), daemon=True)
        self._save_thread.start()

    def flush(self) -> None:
        if self._save_thread is not None:
            self._save_thread.join()
            self._save_thread = None

    def close(self) -> None:
        self.flush()

    def _save(self, record: records.Record, path: Path) -> None:
        """A full disk or an unwritable folder must not end the game: say why, and the next move tries again."""
        try:
            records.save(record, path)
        except OSError as err:
            self.save_failed = err.strerror or type(err).__name__
        else:
            self.save_failed = None


def seats_from_record(record: records.Record) -> list[SeatSpec]:
    return [SeatSpec(s.kind, s.level, s.name) for s in record.seats]


def load_session(path: Path, bots: WorkerBots | InlineBots, **kw: Any) -> GameSession:
    """Load a record file as a session; raises RecordError (with a readable message) if it is bad."""
    record = records.parse(records.read_record(path))
    seats = seats_from_record(record)
    check_seats(seats)  # before the replay, and before anything could write the autosave
    match = records.replay(record)
    return GameSession(match, seats, bots, **kw)
