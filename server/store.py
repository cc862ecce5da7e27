"""The games' storage: SQLite (one process, WAL) or PostgreSQL (several processes), one schema.

Every method is synchronous and runs on the server's one database thread (server/dbthread.py), so a
transaction is a plain function: it commits before it returns, and the caller acknowledges only then.
Moves are rows (chance outcomes too: a restart replays them and never draws again); a checkpoint (the
state hash) every CHECKPOINT_EVERY moves lets a resumed game prove it replayed to the same position.
PostgreSQL adds a lease per game (which process owns it), a commands table (a non-owner forwards a
player's command through it) and NOTIFY on the channel `bodoge` (a change, a forwarded command, a result).
"""
from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

CHECKPOINT_EVERY = 25
CHANNEL = "bodoge"

SCHEMA = [
    """CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY, game TEXT NOT NULL, players INTEGER NOT NULL, options TEXT NOT NULL,
        seed BIGINT NOT NULL, invite_hash TEXT NOT NULL, engine_version TEXT NOT NULL,
        bot_seconds REAL NOT NULL, created DOUBLE PRECISION NOT NULL, version INTEGER NOT NULL DEFAULT 0,
        over INTEGER NOT NULL DEFAULT 0)""",
    """CREATE TABLE IF NOT EXISTS seats (
        game_id TEXT NOT NULL, seat INTEGER NOT NULL, kind TEXT NOT NULL, level TEXT, name TEXT NOT NULL,
        token_hash TEXT, PRIMARY KEY (game_id, seat))""",
    """CREATE TABLE IF NOT EXISTS moves (
        game_id TEXT NOT NULL, ply INTEGER NOT NULL, move TEXT NOT NULL, actor INTEGER NOT NULL,
        seat INTEGER, cmd_id TEXT, PRIMARY KEY (game_id, ply))""",
    "CREATE UNIQUE INDEX IF NOT EXISTS moves_cmd ON moves (game_id, seat, cmd_id)",
    """CREATE TABLE IF NOT EXISTS checkpoints (
        game_id TEXT NOT NULL, ply INTEGER NOT NULL, state_hash TEXT NOT NULL, PRIMARY KEY (game_id, ply))""",
]
PG_SCHEMA = [
    """CREATE TABLE IF NOT EXISTS leases (
        game_id TEXT PRIMARY KEY, owner TEXT NOT NULL, expires DOUBLE PRECISION NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS commands (
        id BIGSERIAL PRIMARY KEY, game_id TEXT NOT NULL, seat INTEGER NOT NULL, cmd_id TEXT NOT NULL,
        expected_version INTEGER NOT NULL, move TEXT NOT NULL, origin TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending', reason TEXT)""",
]


class Conflict(Exception):
    """The game's version in the database is not the one this process built on (another owner wrote)."""


@dataclass(slots=True)
class SeatRow:
    seat: int
    kind: str  # "human" or "bot"
    level: str | None
    name: str
    taken: bool  # a human seat someone joined


@dataclass(slots=True)
class GameRow:
    id: str
    game: str
    players: int
    options: dict[str, Any]
    seed: int
    invite_hash: str
    engine_version: str
    bot_seconds: float
    version: int
    over: bool


@dataclass(slots=True)
class MoveRow:
    ply: int
    move: dict[str, Any]
    actor: int
    seat: int | None  # the seat whose command it was (None: chance, a bot)
    cmd_id: str | None


@dataclass(slots=True)
class Append:
    """One command's moves to commit: the game, its version before them, the rows, the checkpoints
    reached, whether the game is over, and the forwarded command row they answer (PostgreSQL)."""

    game_id: str
    before: int
    rows: list[MoveRow]
    hashes: dict[int, str]
    over: bool
    command: int | None = None


class Store:
    """One connection; SQL written with `?` placeholders (psycopg's `%s` are put in by `_sql`)."""

    postgres = False
    errors: tuple[type[Exception], ...] = ()  # the driver's errors one item of a group commit may raise

    def _begin(self) -> None:
        """Open a write transaction (psycopg opens one by itself)."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn

    def _sql(self, sql: str) -> str:
        return sql

    def _exec(self, sql: str, args: tuple[Any, ...] = ()) -> Any:
        cur = self.conn.cursor()
        cur.execute(self._sql(sql), args)
        return cur

    def setup(self) -> None:
        for sql in SCHEMA + (PG_SCHEMA if self.postgres else []):
            self._exec(sql)
        self.conn.commit()

    def notify(self, payload: str) -> None:
        """Tell every server process (PostgreSQL only; delivered when the transaction commits)."""

    def close(self) -> None:
        self.conn.close()

    # --- games and seats --------------------------------------------------------------------
    def create_game(self, g: GameRow, seats: list[SeatRow]) -> None:
        try:
            self._begin()
            self._exec("INSERT INTO games (id, game, players, options, seed, invite_hash, engine_version, bot_seconds,"
                       " created, version, over) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0)",
                       (g.id, g.game, g.players, json.dumps(g.options), g.seed, g.invite_hash, g.engine_version,
                        g.bot_seconds, time.time()))
            for s in seats:
                self._exec("INSERT INTO seats (game_id, seat, kind, level, name, token_hash)"
                           " VALUES (?, ?, ?, ?, ?, NULL)", (g.id, s.seat, s.kind, s.level, s.name))
            self.conn.commit()
        except BaseException:
            self.conn.rollback()
            raise

    def game(self, game_id: str) -> GameRow | None:
        row = self._exec("SELECT id, game, players, options, seed, invite_hash, engine_version, bot_seconds, version,"
                         " over FROM games WHERE id = ?", (game_id,)).fetchone()
        self.conn.commit()
        if row is None:
            return None
        return GameRow(row[0], row[1], row[2], json.loads(row[3]), int(row[4]), row[5], row[6], float(row[7]),
                       row[8], bool(row[9]))

    def seats(self, game_id: str) -> list[SeatRow]:
        rows = self._exec("SELECT seat, kind, level, name, token_hash FROM seats WHERE game_id = ? ORDER BY seat",
                          (game_id,)).fetchall()
        self.conn.commit()
        return [SeatRow(r[0], r[1], r[2], r[3], r[4] is not None) for r in rows]

    def join(self, game_id: str, name: str | None, token_hash: str) -> int | None:
        """Give the first free human seat to a new token; its seat, or None when every human seat is taken."""
        try:
            for _ in range(8):  # another process may take the same seat first: try the next one
                self._begin()
                row = self._exec("SELECT min(seat) FROM seats WHERE game_id = ? AND kind = 'human'"
                                 " AND token_hash IS NULL", (game_id,)).fetchone()
                if row is None or row[0] is None:
                    self.conn.commit()
                    return None
                seat = int(row[0])
                cur = self._exec("UPDATE seats SET token_hash = ?, name = ? WHERE game_id = ? AND seat = ?"
                                 " AND token_hash IS NULL", (token_hash, name or f"P{seat + 1}", game_id, seat))
                if cur.rowcount == 1:
                    self.notify(json.dumps({"g": game_id, "seats": True}))
                    self.conn.commit()
                    return seat
                self.conn.commit()
            return None
        except BaseException:
            self.conn.rollback()
            raise

    def seat_of_token(self, game_id: str, token_hash: str) -> int | None:
        row = self._exec("SELECT seat FROM seats WHERE game_id = ? AND token_hash = ?",
                         (game_id, token_hash)).fetchone()
        self.conn.commit()
        return None if row is None else int(row[0])

    def unfinished(self) -> list[str]:
        rows = self._exec("SELECT id FROM games WHERE over = 0 ORDER BY created").fetchall()
        self.conn.commit()
        return [r[0] for r in rows]

    # --- moves ------------------------------------------------------------------------------
    def moves(self, game_id: str, after: int = 0) -> list[MoveRow]:
        rows = self._exec("SELECT ply, move, actor, seat, cmd_id FROM moves WHERE game_id = ? AND ply > ? ORDER BY ply",
                          (game_id, after)).fetchall()
        self.conn.commit()
        return [MoveRow(r[0], json.loads(r[1]), r[2], r[3], r[4]) for r in rows]

    def checkpoints(self, game_id: str) -> dict[int, str]:
        rows = self._exec("SELECT ply, state_hash FROM checkpoints WHERE game_id = ?", (game_id,)).fetchall()
        self.conn.commit()
        return {int(r[0]): r[1] for r in rows}

    def append(self, items: list[Append]) -> list[Exception | None]:
        """Commit the moves of several commands (each its own and the chance outcomes after it) in one
        transaction: a group commit, one disk flush for all. Each item is written only if its game is still
        at its `before` version; else its result is a Conflict and nothing of it is written (a savepoint)."""
        results: list[Exception | None] = []
        try:
            self._begin()
            for item in items:
                self._exec("SAVEPOINT item")
                try:
                    self._append(item)
                    results.append(None)
                except Exception as err:
                    if not isinstance(err, (Conflict, *self.errors)):
                        raise
                    self._exec("ROLLBACK TO SAVEPOINT item")
                    results.append(err)
                self._exec("RELEASE SAVEPOINT item")
            self.conn.commit()
        except BaseException:
            self.conn.rollback()
            raise
        return results

    def _append(self, item: Append) -> None:
        game_id, rows = item.game_id, item.rows
        after = item.before + len(rows)
        cur = self._exec("UPDATE games SET version = ?, over = ? WHERE id = ? AND version = ?",
                         (after, int(item.over), game_id, item.before))
        if cur.rowcount != 1:
            raise Conflict(game_id)
        for r in rows:
            self._exec("INSERT INTO moves (game_id, ply, move, actor, seat, cmd_id) VALUES (?, ?, ?, ?, ?, ?)",
                       (game_id, r.ply, json.dumps(r.move), r.actor, r.seat, r.cmd_id))
        for ply, h in item.hashes.items():
            self._exec("INSERT INTO checkpoints (game_id, ply, state_hash) VALUES (?, ?, ?)", (game_id, ply, h))
        if item.command is not None:
            self._exec("UPDATE commands SET status = 'done' WHERE id = ?", (item.command,))
        self.notify(json.dumps({"g": game_id, "v": after}))
        if item.command is not None:
            self.notify(json.dumps({"g": game_id, "done": item.command}))


    def truncate(self, game_id: str, before: int, ply: int) -> None:
        """An undo: forget the moves (and checkpoints) after `ply`, if the game is still at `before`."""
        try:
            self._begin()
            cur = self._exec("UPDATE games SET version = ? WHERE id = ? AND version = ?", (ply, game_id, before))
            if cur.rowcount != 1:
                raise Conflict(game_id)
            self._exec("DELETE FROM moves WHERE game_id = ? AND ply > ?", (game_id, ply))
            self._exec("DELETE FROM checkpoints WHERE game_id = ? AND ply > ?", (game_id, ply))
            self.notify(json.dumps({"g": game_id, "v": ply, "undo": True}))
            self.conn.commit()
        except BaseException:
            self.conn.rollback()
            raise


class SqliteStore(Store):
    errors = (sqlite3.Error,)

    def __init__(self, path: str) -> None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        # Transactions by hand (`_begin`): a group commit nests savepoints inside one.
        conn = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")  # a commit is on disk before the player is told
        conn.execute("PRAGMA busy_timeout=5000")
        super().__init__(conn)

    def _begin(self) -> None:
        self._exec("BEGIN IMMEDIATE")


class PostgresStore(Store):
    postgres = True

    def __init__(self, url: str) -> None:
        import psycopg
        self.errors = (psycopg.errors.IntegrityError,)
        super().__init__(psycopg.connect(url))

    def _sql(self, sql: str) -> str:
        return sql.replace("?", "%s")

    def notify(self, payload: str) -> None:
        self._exec("SELECT pg_notify(?, ?)", (CHANNEL, payload))

    # --- leases -----------------------------------------------------------------------------
    def acquire(self, game_id: str, owner: str, seconds: float) -> bool:
        """Own the game for `seconds` if nobody does (or its owner stopped renewing). True if we own it."""
        now = time.time()
        try:
            row = self._exec(
                "INSERT INTO leases (game_id, owner, expires) VALUES (?, ?, ?) ON CONFLICT (game_id) DO UPDATE"
                " SET owner = EXCLUDED.owner, expires = EXCLUDED.expires"
                " WHERE leases.owner = EXCLUDED.owner OR leases.expires < ? RETURNING owner",
                (game_id, owner, now + seconds, now)).fetchone()
            self.conn.commit()
        except BaseException:
            self.conn.rollback()
            raise
        return row is not None and row[0] == owner

    def renew(self, owner: str, game_ids: list[str], seconds: float) -> set[str]:
        """Renew our leases; the games we still own."""
        if not game_ids:
            return set()
        try:
            rows = self._exec("UPDATE leases SET expires = ? WHERE owner = ? AND game_id = ANY(?) RETURNING game_id",
                              (time.time() + seconds, owner, game_ids)).fetchall()
            self.conn.commit()
        except BaseException:
            self.conn.rollback()
            raise
        return {r[0] for r in rows}

    def release(self, owner: str) -> None:
        self._exec("DELETE FROM leases WHERE owner = ?", (owner,))
        self.conn.commit()

    # --- forwarded commands -----------------------------------------------------------------
    def forward(self, game_id: str, seat: int, cmd_id: str, expected: int, move: Any, origin: str) -> int:
        try:
            row = self._exec("INSERT INTO commands (game_id, seat, cmd_id, expected_version, move, origin)"
                             " VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
                             (game_id, seat, cmd_id, expected, json.dumps(move), origin)).fetchone()
            self.notify(json.dumps({"g": game_id, "cmd": int(row[0])}))
            self.conn.commit()
        except BaseException:
            self.conn.rollback()
            raise
        return int(row[0])

    def pending(self, game_id: str) -> list[tuple[int, int, str, int, Any, str]]:
        rows = self._exec("SELECT id, seat, cmd_id, expected_version, move, origin FROM commands"
                          " WHERE game_id = ? AND status = 'pending' ORDER BY id", (game_id,)).fetchall()
        self.conn.commit()
        return [(int(r[0]), r[1], r[2], r[3], json.loads(r[4]), r[5]) for r in rows]

    def finish(self, command: int, game_id: str, status: str, reason: dict[str, str] | None) -> None:
        """Mark a forwarded command answered without a move (rejected, or a repeat) and tell its origin."""
        try:
            self._exec("UPDATE commands SET status = ?, reason = ? WHERE id = ?",
                       (status, json.dumps(reason) if reason else None, command))
            self.notify(json.dumps({"g": game_id, "done": command}))
            self.conn.commit()
        except BaseException:
            self.conn.rollback()
            raise

    def command_result(self, command: int) -> tuple[str, dict[str, str] | None]:
        row = self._exec("SELECT status, reason FROM commands WHERE id = ?", (command,)).fetchone()
        self.conn.commit()
        if row is None:
            return "pending", None
        return row[0], json.loads(row[1]) if row[1] else None


def open_store(db: str) -> Store:
    if db.startswith(("postgresql://", "postgres://")):
        return PostgresStore(db)
    return SqliteStore(db)
