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


class Sync:
    """Read the moves the database has beyond this replica's."""


@dataclass
class Live:
    room: Room
    queue: asyncio.Queue[Any] = field(default_factory=asyncio.Queue)
    conns: set[Conn] = field(default_factory=set)
    owned: bool = True
    bot_asked: int = -1  # the version a bot was last asked at
    pulled: set[int] = field(default_factory=set)  # forwarded command rows already queued
    task: asyncio.Task[None] | None = None


@dataclass
class Settings:
    db: str
    bot_seconds: float = 1.0
    bot_workers: int = 1
    lease_seconds: float = 6.0
    engine_version: str = "0"
