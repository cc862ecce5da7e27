"""A small blocking client of `bodoge serve` (docs/protocol.md), for a network thread, tests and the bench.

No pygame, no asyncio: the desktop client runs it in a thread and hands snapshots to the table through a
queue, as it does with the bot worker. `GameClient` keeps the newest snapshot; `reconnect` says hello again
with the token and the last version seen, and a command re-sent with the same `cmd_id` is applied once.
"""
from __future__ import annotations

import contextlib
import json
import time
import urllib.error
import urllib.request
import uuid
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

MAX_SIZE = 16 * 1024 * 1024


class ServerError(Exception):
    """The server refused a request: its HTTP status and its reason (en, ja)."""

    def __init__(self, status: int, reason: dict[str, str]) -> None:
        super().__init__(f"{status}: {reason.get('en', reason)}")
        self.status = status
        self.reason = reason


def _http(method: str, url: str, body: Any = None, timeout: float = 10.0) -> Any:
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            return json.loads(resp.read())
    except urllib.error.HTTPError as err:
        try:
            reason = json.loads(err.read()).get("error") or {}
        except ValueError:
            reason = {}
        raise ServerError(err.code, reason or {"en": str(err), "ja": str(err)}) from None


def create_game(base: str, game: str, seats: list[str], options: dict[str, Any] | None = None,
                seed: int | None = None, bot_seconds: float | None = None, timeout: float = 30.0) -> tuple[str, str]:
    """Start a game on the server at `base` (http://host:port); (game_id, invite)."""
    body: dict[str, Any] = {"game": game, "players": len(seats), "seats": seats, "options": options or {}}
    if seed is not None:
        body["seed"] = seed
    if bot_seconds is not None:
        body["bot_seconds"] = bot_seconds
    got = _http("POST", f"{base}/api/games", body, timeout)
    return got["game_id"], got["invite"]


def join_game(base: str, game_id: str, invite: str, name: str | None = None) -> tuple[int, str]:
    """Take the next free human seat; (seat, token). ServerError 403 (wrong invite) or 409 (full)."""
    got = _http("POST", f"{base}/api/games/{game_id}/join", {"invite": invite, "name": name})
    return got["seat"], got["token"]


def game_info(base: str, game_id: str) -> dict[str, Any]:
    """The game's public facts: game, players, options, seats (ServerError 404 for an unknown game)."""
    got: dict[str, Any] = _http("GET", f"{base}/api/games/{game_id}")
    return got


def game_record(base: str, game_id: str) -> dict[str, Any]:
    """The finished game's record (ServerError 409 before the end)."""
    got: dict[str, Any] = _http("GET", f"{base}/api/games/{game_id}/record")
    return got


class GameClient:
    """One websocket to one game, as a seat (with its token) or a spectator (token None)."""

    def __init__(self, base: str, game_id: str, token: str | None = None) -> None:
        self.base = base
        self.game_id = game_id
        self.token = token
        self.snapshot: dict[str, Any] | None = None
        self.ws: ClientConnection | None = None
        self.kept: list[dict[str, Any]] | None = None  # every message received, when a list is put here

    @property
    def version(self) -> int:
        return int(self.snapshot["version"]) if self.snapshot else 0

    def connect(self, timeout: float = 10.0) -> dict[str, Any]:
        """Open the socket, say hello, and wait for the first snapshot (returned)."""
        url = "ws" + self.base[4:] + f"/ws/{self.game_id}"
        self.ws = connect(url, open_timeout=timeout, max_size=MAX_SIZE, close_timeout=2, legacy=True)
        self.ws.send(json.dumps({"type": "hello", "token": self.token, "last_version": self.version}))
        first = self.recv(timeout)
        if first is None or first.get("type") != "snapshot":
            reason = (first or {}).get("reason") or {"en": "no snapshot came", "ja": "スナップショットが届きません"}
            raise ServerError(0, reason)
        return first

    def reconnect(self, timeout: float = 10.0) -> dict[str, Any]:
        self.close()
        return self.connect(timeout)

    def recv(self, timeout: float) -> dict[str, Any] | None:
        """The next message (a snapshot is also kept as `snapshot`), or None when none came in time."""
        assert self.ws is not None
        try:
            raw = self.ws.recv(timeout=timeout)
        except TimeoutError:
            return None
        message: dict[str, Any] = json.loads(raw)
        if self.kept is not None:
            self.kept.append(message)
        if message.get("type") == "snapshot":
            self.snapshot = message
        return message

    def send(self, move: dict[str, Any], expected_version: int | None = None, cmd_id: str | None = None) -> str:
        """Send a command; its cmd_id (new unless given: give the same one to retry it safely)."""
        assert self.ws is not None
        cmd_id = cmd_id or uuid.uuid4().hex
        version = self.version if expected_version is None else expected_version
        self.ws.send(json.dumps({"type": "command", "cmd_id": cmd_id, "expected_version": version, "move": move}))
        return cmd_id

    def wait(self, until: Any, timeout: float = 10.0) -> dict[str, Any]:
        """Read messages until `until(message)` is true; that message. TimeoutError past the deadline."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no awaited message within {timeout} s")
            message = self.recv(left)
            if message is not None and until(message):
                return message

    def close(self) -> None:
        if self.ws is not None:
            with contextlib.suppress(ConnectionClosed, OSError):
                self.ws.close()
            self.ws = None
