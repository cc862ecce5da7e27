"""The server's heart: the games in memory, one serial command queue per game, bots, storage and fan-out.

Each loaded game (a `Room`) has a queue and one task that takes its items in order: a player's command, a
bot's answer, or "read the new moves from the database". A command is checked (a repeat of an applied
`cmd_id`, the seat to move, the version, the engine's `why_illegal`), played with the chance outcomes after
it, committed in one transaction, and only then is every connected viewer sent its new snapshot.

With PostgreSQL several processes share the games (server/cluster.py).
"""
from __future__ import annotations

import asyncio
import concurrent.futures as cf
import contextlib
import json
import logging
import multiprocessing as mp
import random
import secrets
import threading
import time
import uuid
from typing import Any

from client.session.bots import answer
from engine.core.errors import BodogeError
from engine.procs import end_with_parent
from server import messages as msg
from server.cluster import Cluster
from server.live import (
    BotMove,
    Command,
    Conn,
    Live,
    Settings,
    StandIn,
    Sync,
    Undo,
    connected_seats,
    new_token,
    token_hash,
)
from server.room import Room
from server.seats import Seats
from server.store import Append, Conflict, GameRow, PostgresStore, SeatRow, Store, open_store

__all__ = ["Command", "Conn", "Hub", "Live", "Settings", "StandIn", "Undo"]

log = logging.getLogger("bodoge.server")


class Hub(Seats, Cluster):
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.owner = uuid.uuid4().hex
        self.live: dict[str, Live] = {}
        self.forwarded: dict[int, tuple[Conn, str]] = {}
        self._dbpool = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="bodoge-db")
        self._bots: cf.Executor | None = None
        self.store: Store | None = None
        self._loading: dict[str, asyncio.Future[Live | None]] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._stop = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self.broken: dict[str, str] = {}  # games whose stored moves do not replay here, and why
        self._commits: list[tuple[Append, asyncio.Future[None]]] = []
        self._committing = False

    # --- start and stop -----------------------------------------------------------------------
    async def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self.store = await self.db(open_store, self.settings.db)
        await self.db(self.store.setup)
        if self.settings.bot_workers > 0:
            self._bots = cf.ProcessPoolExecutor(self.settings.bot_workers, mp_context=mp.get_context("spawn"),
                                               initializer=end_with_parent)
        else:
            self._bots = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="bodoge-bots")
        if self.clustered:
            threading.Thread(target=self._listen, daemon=True, name="bodoge-listen").start()
            self._spawn(self._leases())
        else:
            for game_id in await self.db(self.store.unfinished):  # resume every game, bots included
                if game_id not in self.broken:
                    await self.get(game_id)

    async def stop(self) -> None:
        self._stop.set()
        for t in list(self._tasks):
            t.cancel()
        for lv in self.live.values():
            if lv.task is not None:
                lv.task.cancel()
        if isinstance(self.store, PostgresStore):
            with contextlib.suppress(Exception):
                await self.db(self.store.release, self.owner)
        if self._bots is not None:
            self._bots.shutdown(wait=False, cancel_futures=True)
        if self.store is not None:
            await self.db(self.store.close)
        self._dbpool.shutdown(wait=False)

    # --- games --------------------------------------------------------------------------------
    async def create(self, row: GameRow, seats: list[SeatRow]) -> None:
        assert self.store is not None
        room = Room(row, seats)  # raises on bad options before anything is stored
        applied = room.settle()
        await self.db(self.store.create_game, row, seats)
        await self.commit(Append(row.id, 0, applied.rows, applied.hashes, room.over()))

    async def commit(self, item: Append) -> None:
        """Store one command's moves; returns once they are committed (raises what the store raised).
        Commits wait for each other: whatever piled up while one was on disk goes in the next, together."""
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._commits.append((item, fut))
        if not self._committing:
            self._committing = True
            self._spawn(self._flush())
        await fut

    async def _flush(self) -> None:
        assert self.store is not None
        try:
            while self._commits:
                batch, self._commits = self._commits, []
                try:
                    results = await self.db(self.store.append, [item for item, _ in batch])
                except Exception as err:  # noqa: BLE001 - the whole transaction failed: every item is refused
                    results = [err] * len(batch)
                for (_, fut), res in zip(batch, results, strict=True):
                    if fut.done():
                        continue
                    if res is None:
                        fut.set_result(None)
                    else:
                        fut.set_exception(res)
        finally:
            self._committing = False

    async def get(self, game_id: str) -> Live | None:
        """The game in memory, loaded from the database (and its lease taken, if free) on first use."""
        lv = self.live.get(game_id)
        if lv is not None or game_id in self.broken:
            return lv
        pending = self._loading.get(game_id)
        if pending is not None:
            return await asyncio.shield(pending)
        fut: asyncio.Future[Live | None] = asyncio.get_running_loop().create_future()
        self._loading[game_id] = fut
        try:
            lv = await self._load(game_id)
            fut.set_result(lv)
            return lv
        except BaseException as err:
            fut.set_exception(err)
            raise
        finally:
            del self._loading[game_id]

    async def _load(self, game_id: str) -> Live | None:
        assert self.store is not None
        row = await self.db(self.store.game, game_id)
        if row is None:
            return None
        seats = await self.db(self.store.seats, game_id)
        try:
            room = Room(row, seats)
            room.replay(await self.db(self.store.moves, game_id), await self.db(self.store.checkpoints, game_id))
        except (BodogeError, ValueError, KeyError) as err:  # another engine version's game, or a damaged one
            log.error("game %s (began with engine %s) cannot be resumed: %s", game_id, row.engine_version, err)
            self.broken[game_id] = str(err)
            return None
        lv = Live(room, owned=not self.clustered)
        now = time.monotonic()
        lv.away = {s.seat: now for s in room.seats if s.kind == "human"}  # nobody is connected yet
        self.live[game_id] = lv
        lv.task = asyncio.ensure_future(self._work(lv))
        if self.clustered:
            await self._try_own(lv)
        else:
            self._kick(lv)
        return lv

    async def join(self, game_id: str, invite: str, name: str | None) -> tuple[int, str] | dict[str, str] | None:
        assert self.store is not None
        row = await self.db(self.store.game, game_id)
        if row is None:
            return None
        if not secrets.compare_digest(token_hash(invite), row.invite_hash):
            return msg.WRONG_INVITE
        token = new_token()
        seat = await self.db(self.store.join, game_id, name, token_hash(token))
        if seat is None:
            return msg.FULL
        lv = self.live.get(game_id)
        if lv is not None:
            lv.queue.put_nowait(Sync())
        return seat, token

    async def seat_of(self, game_id: str, token: str) -> int | None:
        assert self.store is not None
        return await self.db(self.store.seat_of_token, game_id, token_hash(token))

    # --- connections --------------------------------------------------------------------------
    def attach(self, lv: Live, conn: Conn) -> None:
        """A socket said hello. A player coming back takes their seat back from its stand-in bot."""
        lv.conns.add(conn)
        seat = conn.viewer
        if seat is not None:
            lv.away.pop(seat, None)
            if lv.room.stand_in.pop(seat, None) is not None:
                lv.room.invalidate()
                lv.bot_asked = -1
                for other in list(lv.conns):
                    if other is not conn:
                        other.send(lv.room.snapshot(other.viewer))
        conn.send(lv.room.snapshot(conn.viewer))
        self.tell_presence(lv)

    def detach(self, lv: Live, conn: Conn) -> None:
        """A socket closed. A finished game nobody watches any more leaves memory (the database keeps it)."""
        lv.conns.discard(conn)
        if conn.viewer is not None and conn.viewer not in connected_seats(lv):
            lv.away[conn.viewer] = time.monotonic()
            self.tell_presence(lv)
        if not lv.conns and lv.room.over() and lv.queue.empty() and self.live.get(lv.room.id) is lv:
            del self.live[lv.room.id]
            if lv.task is not None:
                lv.task.cancel()

    def broadcast(self, lv: Live) -> None:
        for conn in list(lv.conns):
            conn.send(lv.room.snapshot(conn.viewer))

    async def submit(self, lv: Live, cmd: Command) -> None:
        """A player's command: into the game's queue here, or to its owner through the database."""
        if lv.owned or not self.clustered:
            lv.queue.put_nowait(cmd)
            return
        assert isinstance(self.store, PostgresStore) and cmd.conn is not None
        row = await self.db(self.store.forward, lv.room.id, cmd.seat, cmd.cmd_id, cmd.expected, cmd.move, self.owner)
        self.forwarded[row] = (cmd.conn, cmd.cmd_id)

    # --- the serial queue ---------------------------------------------------------------------
    async def _work(self, lv: Live) -> None:
        while True:
            item = await lv.queue.get()
            try:
                if isinstance(item, Command):
                    await self._command(lv, item)
                elif isinstance(item, BotMove):
                    await self._bot_move(lv, item)
                elif isinstance(item, Undo):
                    await self._undo(lv, item)
                elif isinstance(item, StandIn):
                    self._stand_in(lv, item)
                else:
                    await self._sync(lv, item)
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - one bad item must not stop the game's queue
                log.exception("game %s: %r failed", lv.room.id, item)

    def _reject(self, lv: Live, cmd: Command, reason: dict[str, str]) -> Any:
        text = json.dumps({"type": "reject", "cmd_id": cmd.cmd_id, "reason": reason}, ensure_ascii=False)
        if cmd.conn is not None:
            cmd.conn.send(text)
        if cmd.forwarded is not None:
            assert isinstance(self.store, PostgresStore)
            return self.db(self.store.finish, cmd.forwarded, lv.room.id, "rejected", reason)
        return None

    def _check(self, lv: Live, cmd: Command) -> tuple[Any, dict[str, str] | None]:
        """The move, or why the command is refused."""
        room = lv.room
        if room.over():
            return None, msg.GAME_OVER
        if room.to_move() != cmd.seat:
            return None, msg.OUT_OF_TURN
        if cmd.expected != room.version:
            return None, msg.stale(room.version)
        try:
            move = room.game.move_from_json(cmd.move)
        except BodogeError as err:
            return None, msg.bad_move(str(err))
        reason = room.state.why_illegal(move)
        if reason is not None:
            return None, msg.text_json_reason(reason)
        return move, None

    async def _command(self, lv: Live, cmd: Command) -> None:
        room = lv.room
        if (cmd.seat, cmd.cmd_id) in room.commands:  # a repeat: applied once; the sender is sent where things are
            if cmd.conn is not None:
                cmd.conn.send(room.snapshot(cmd.conn.viewer))
            if cmd.forwarded is not None:
                assert isinstance(self.store, PostgresStore)
                await self.db(self.store.finish, cmd.forwarded, room.id, "repeat", None)
            return
        move, reason = self._check(lv, cmd)
        if reason is not None:
            waiting = self._reject(lv, cmd, reason)
            if waiting is not None:
                await waiting
            return
        await self._commit(lv, cmd.seat, move, cmd.cmd_id, cmd)

    async def _commit(self, lv: Live, seat: int, move: Any, cmd_id: str | None, cmd: Command | None) -> None:
        assert self.store is not None
        room = lv.room
        before = room.version
        applied = room.play(seat, move, cmd_id)
        try:
            await self.commit(Append(room.id, before, applied.rows, applied.hashes, room.over(),
                                     cmd.forwarded if cmd is not None else None))
        except Exception as err:  # noqa: BLE001 - nothing stored: the move is taken back and refused
            room.rewind(before)
            room.commands.discard((seat, cmd_id)) if cmd_id is not None else None
            if isinstance(err, Conflict):
                lv.owned = False
                lv.queue.put_nowait(Sync())
            else:
                log.exception("game %s: storing move %d failed", room.id, before + 1)
            if cmd is not None:
                waiting = self._reject(lv, cmd, msg.RETRY)
                if waiting is not None:
                    await waiting
            return
        self.broadcast(lv)
        self._kick(lv)

    async def _sync(self, lv: Live, item: Sync) -> None:
        assert self.store is not None
        room = lv.room
        if item.rewind is not None and item.rewind < room.version:
            room.rewind(item.rewind)
        rows = await self.db(self.store.moves, room.id, room.version)
        room.seats = await self.db(self.store.seats, room.id)
        room.replay(rows)
        room.invalidate()
        self.broadcast(lv)
        if lv.owned:
            if self.clustered:
                await self._pull(lv)
            self._kick(lv)

    # --- bots ---------------------------------------------------------------------------------
    def _kick(self, lv: Live) -> None:
        """If a bot is to move (and this process owns the game), ask it once for this version."""
        room = lv.room
        seat = room.to_move()
        if not lv.owned or seat < 0 or not room.is_bot(seat) or lv.bot_asked == room.version:
            return
        lv.bot_asked = room.version
        legal = room.state.legal_moves()
        if len(legal) == 1:
            lv.queue.put_nowait(BotMove(seat, room.version, legal[0]))
            return
        seconds = room.turn.seconds(seat)
        seed = room.match.seed * 7919 + room.version * 31 + seat
        level = room.bot_level(seat)
        req = (("move", room.version, seat), level, seed, seconds, None, room.state.observation(seat), seat)
        self._spawn(self._think(lv, req, seat, room.version, legal))

    async def _think(self, lv: Live, req: Any, seat: int, version: int, legal: list[Any]) -> None:
        assert self._bots is not None
        start = time.perf_counter()
        try:
            _, move, err = await asyncio.get_running_loop().run_in_executor(self._bots, answer, req)
        except Exception as exc:  # noqa: BLE001 - a broken worker: the seat still moves
            move, err = None, repr(exc)
        lv.room.turn.thought(seat, time.perf_counter() - start)
        if move is None:  # a bot that failed plays a legal move at random rather than stop the table
            log.warning("game %s: the bot of seat %d failed (%s); it plays at random", lv.room.id, seat, err)
            move = random.Random(version).choice(legal)
        lv.queue.put_nowait(BotMove(seat, version, move))

    async def _bot_move(self, lv: Live, bm: BotMove) -> None:
        room = lv.room
        if not lv.owned or bm.version != room.version or room.to_move() != bm.seat or not room.is_bot(bm.seat):
            return  # stale, or the seat's player came back while its stand-in thought
        if room.state.why_illegal(bm.move) is not None:
            lv.bot_asked = -1
            self._kick(lv)
            return
        await self._commit(lv, bm.seat, bm.move, None, None)
