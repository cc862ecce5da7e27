"""Several `bodoge serve` processes on one PostgreSQL database (mixed into `server.hub.Hub`).

A process owns a game while it holds its lease (renewed every third of LEASE seconds); the others keep a
replica that follows the database when told by NOTIFY and forward their players' commands through the
commands table to the owner. A process whose players wait on a game nobody owns (its owner died) takes the
lease over.
"""
from __future__ import annotations

import asyncio
import concurrent.futures as cf
import json
import logging
import threading
from typing import Any

from server.live import Command, Conn, Live, Settings, Sync
from server.store import CHANNEL, PostgresStore, Store

log = logging.getLogger("bodoge.server")


class Cluster:
    """The hub's database thread, and what it does when the database is PostgreSQL."""

    settings: Settings
    store: Store | None
    owner: str
    live: dict[str, Live]
    forwarded: dict[int, tuple[Conn, str]]
    _dbpool: cf.ThreadPoolExecutor
    _tasks: set[asyncio.Task[Any]]
    _stop: threading.Event
    _loop: asyncio.AbstractEventLoop | None

    @property
    def clustered(self) -> bool:
        return isinstance(self.store, PostgresStore)

    async def db(self, fn: Any, *args: Any) -> Any:
        """Run `fn(*args)` on the database thread."""
        return await asyncio.get_running_loop().run_in_executor(self._dbpool, fn, *args)

    def _spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _try_own(self, lv: Live) -> None:
        assert isinstance(self.store, PostgresStore)
        if await self.db(self.store.acquire, lv.room.id, self.owner, self.settings.lease_seconds):
            lv.owned = True
            lv.bot_asked = -1
            lv.queue.put_nowait(Sync())  # read anything the last owner wrote, then its forwarded commands

    async def _pull(self, lv: Live) -> None:
        """Queue the commands other processes forwarded to this game."""
        assert isinstance(self.store, PostgresStore)
        for cid, seat, cmd_id, expected, move, _origin in await self.db(self.store.pending, lv.room.id):
            if cid not in lv.pulled:
                lv.pulled.add(cid)
                local = self.forwarded.pop(cid, None)
                lv.queue.put_nowait(Command(seat, cmd_id, expected, move, local[0] if local else None, cid))

    async def _leases(self) -> None:
        """Renew the leases of the games this process owns; take over a game whose owner went silent."""
        assert isinstance(self.store, PostgresStore)
        every = self.settings.lease_seconds / 3
        while True:
            await asyncio.sleep(every)
            owned = [gid for gid, lv in self.live.items() if lv.owned]
            try:
                kept = await self.db(self.store.renew, self.owner, owned, self.settings.lease_seconds)
                for gid in owned:
                    if gid not in kept:
                        self.live[gid].owned = False
                for lv in list(self.live.values()):
                    if not lv.owned and lv.conns and not lv.room.over():
                        await self._try_own(lv)
            except Exception:  # noqa: BLE001 - the database may be briefly away; try again next time
                log.exception("lease renewal failed")

    def _listen(self) -> None:
        """LISTEN on its own connection (a thread); each notification goes to the event loop."""
        import psycopg
        while not self._stop.is_set():
            try:
                with psycopg.connect(self.settings.db, autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    while not self._stop.is_set():
                        for n in conn.notifies(timeout=0.5):
                            assert self._loop is not None
                            self._loop.call_soon_threadsafe(self._notified, n.payload)
            except Exception:  # noqa: BLE001 - reconnect after a pause
                log.exception("LISTEN connection lost")
                self._stop.wait(0.5)

    def _notified(self, payload: str) -> None:
        try:
            note = json.loads(payload)
        except ValueError:
            return
        lv = self.live.get(note.get("g", ""))
        if "done" in note:
            self._spawn(self._answered(int(note["done"]), lv))
        if lv is None:
            return
        if "undo" in note and not lv.owned:  # another process took a move back: forget it here too
            lv.queue.put_nowait(Sync(rewind=int(note["v"])))
        elif "v" in note and note["v"] > lv.room.version or "seats" in note:
            lv.queue.put_nowait(Sync())
        elif "cmd" in note and lv.owned:
            self._spawn(self._pull(lv))

    async def _answered(self, command: int, lv: Live | None) -> None:
        """A command this process forwarded was refused or was a repeat: tell its sender."""
        waiting = self.forwarded.pop(command, None)
        if waiting is None:
            return
        conn, cmd_id = waiting
        assert isinstance(self.store, PostgresStore)
        status, reason = await self.db(self.store.command_result, command)
        if status == "done":  # applied: the snapshot comes with the new version
            return
        if status == "rejected" and reason is not None:
            conn.send(json.dumps({"type": "reject", "cmd_id": cmd_id, "reason": reason}, ensure_ascii=False))
        elif lv is not None:
            conn.send(lv.room.snapshot(conn.viewer))
