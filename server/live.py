"""The pieces a hub is made of: a socket's outbox, the items of a game's queue, a loaded game, the settings."""
from __future__ import annotations

import asyncio
import contextlib
import hashlib
import secrets
from dataclasses import dataclass, field
from typing import Any

from server.room import Room, Viewer


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(24)  # 192 random bits


@dataclass(eq=False)
class Conn:
    """One websocket: who it is for and what is waiting to be sent to it (newest snapshot last)."""

    viewer: Viewer
    outbox: asyncio.Queue[str | None] = field(default_factory=lambda: asyncio.Queue(maxsize=256))

    def send(self, text: str) -> None:
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:  # a client that reads nothing: it is dropped, and may reconnect
            with contextlib.suppress(asyncio.QueueEmpty):
                while True:
                    self.outbox.get_nowait()
            self.outbox.put_nowait(None)


@dataclass(slots=True)
class Command:
    seat: int
    cmd_id: str
    expected: int
    move: Any
    conn: Conn | None  # the local sender; None for a command forwarded through the database
    forwarded: int | None = None  # its row in the commands table


@dataclass(slots=True)
class BotMove:
    seat: int
    version: int
    move: Any


@dataclass(slots=True)
class Undo:
    """A seat takes back its last move of this turn (docs/protocol.md)."""

    seat: int
    cmd_id: str
    expected: int
    conn: Conn | None


@dataclass(slots=True)
class StandIn:
    """A seated player hands an away player's seat to a bot (`level`)."""

    by: int
    seat: int
    level: str
    cmd_id: str
    conn: Conn | None


@dataclass(slots=True)
class Sync:
    """Read the moves the database has beyond this replica's (after forgetting those past `rewind`: an undo)."""

    rewind: int | None = None


@dataclass
class Live:
    room: Room
    queue: asyncio.Queue[Any] = field(default_factory=asyncio.Queue)
    conns: set[Conn] = field(default_factory=set)
    owned: bool = True
    bot_asked: int = -1  # the version a bot was last asked at
    pulled: set[int] = field(default_factory=set)  # forwarded command rows already queued
    task: asyncio.Task[None] | None = None
    away: dict[int, float] = field(default_factory=dict)  # seat -> since when (monotonic) nobody holds it


def connected_seats(lv: Live) -> set[int]:
    return {c.viewer for c in lv.conns if c.viewer is not None}


@dataclass
class Settings:
    db: str
    bot_seconds: float = 1.0
    bot_workers: int = 1
    lease_seconds: float = 6.0
    engine_version: str = "0"
    grace_seconds: float = 60.0  # how long a seat must be away before the others may hand it to a bot
