"""Starting an online game: a `bodoge serve` child process hosting here, or a friend's game joined.

Both block (a worker thread runs them, never a frame) until the first snapshot is in, and raise HostError
with a reason in both languages when they cannot: the server did not start, the address cannot be
reached, the invite is wrong, the game is full.
"""
from __future__ import annotations

import contextlib
import os
import queue
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from client.session.online import Address, NetLink, OnlineSession, base_url, parse_code, reason_of

HOST_EXTRA: tuple[str, ...] = ()  # extra `bodoge serve` arguments for a hosted server (tests narrow its bots)
LISTENING = "bodoge server listening on http://"
START_SECONDS = 30.0  # how long a hosted server may take to say it listens


def lan_address() -> str:
    """This machine's address on the local network (the one a route out would use), else 127.0.0.1."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("192.0.2.1", 9))  # no packet is sent: this only picks the interface
        return str(s.getsockname()[0])
    return "127.0.0.1"


class HostError(Exception):
    """The hosted server could not start: why, in en and ja."""

    def __init__(self, reason: dict[str, str]) -> None:
        super().__init__(reason["en"])
        self.reason = reason


class HostedServer:
    """`bodoge serve` as a child process. It ends with this client: its stdin is our pipe, and the server
    stops when that pipe closes (`--exit-with-stdin`), so even a killed client leaves no server behind."""

    def __init__(self, host: str, folder: Path, extra: tuple[str, ...] = ()) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.log = folder / "server.log"
        args = [sys.executable, "-m", "client", "serve", "--host", host, "--port", "0",
                "--db", str(folder / "games.db"), "--exit-with-stdin", *extra]
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        with open(self.log, "ab") as err:  # a file, not a pipe: a chatty server never blocks on a full pipe
            self.proc = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err, env=env)
        self.base = self._listening()

    def _listening(self) -> str:
        lines: queue.Queue[str] = queue.Queue()
        assert self.proc.stdout is not None
        out = self.proc.stdout
        threading.Thread(target=lambda: lines.put(out.readline().decode(errors="replace")), daemon=True).start()
        try:
            line = lines.get(timeout=START_SECONDS).strip()
        except queue.Empty:
            line = ""
        if not line.startswith(LISTENING):
            self.stop()
            err = self.log.read_text(errors="replace").strip() if self.log.exists() else ""
            why = err.splitlines()[-1] if err else line or "no answer"
            raise HostError({"en": f"the game server did not start: {why}",
                             "ja": f"ゲームサーバーを起動できませんでした: {why}"})
        return "http://" + line[len(LISTENING):]

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=5)
        for pipe in (self.proc.stdin, self.proc.stdout):
            if pipe is not None:
                with contextlib.suppress(OSError):
                    pipe.close()


# --- starting: hosting here, or joining a friend's game ------------------------------------------------
FIRST_SECONDS = 20.0  # how long the first snapshot may take


def wait_first(session: OnlineSession, timeout: float = FIRST_SECONDS) -> None:
    """Block (a worker thread, never a frame) until the first snapshot came; HostError when it does not."""
    deadline = time.monotonic() + timeout
    while not session.waiting:
        left = deadline - time.monotonic()
        if session.failed is not None:
            raise HostError(session.failed)
        if left <= 0:
            why = session.last_error or {"en": "no answer", "ja": "応答がありません"}
            raise HostError({"en": f"the game did not come: {why['en']}", "ja": f"ゲームが届きません: {why['ja']}"})
        with contextlib.suppress(queue.Empty):
            session._item(session.link.inbox.get(timeout=min(left, 0.5)))


def unreachable(base: str, err: BaseException) -> dict[str, str]:
    why = reason_of(err)
    return {"en": f"cannot reach the server at {base}: {why['en']}",
            "ja": f"{base} のサーバーに接続できません: {why['ja']}"}


def host_game(game: str, kinds: list[str], options: dict[str, Any], name: str, folder: Path, address: str,
              bot_seconds: float | None = None, extra: tuple[str, ...] = ()) -> OnlineSession:
    """Start a server here, create the game, take its first human seat; the session, its first snapshot in."""
    from server.client import ServerError, create_game, join_game
    server = HostedServer(address, folder, extra)
    try:
        game_id, invite = create_game(server.base, game, kinds, options, bot_seconds=bot_seconds)
        seat, token = join_game(server.base, game_id, invite, name)
        session = OnlineSession(game, len(kinds), options, seat, NetLink(server.base, game_id, token),
                                Address(server.base, game_id, invite), server)
        wait_first(session)
    except ServerError as err:
        server.stop()
        raise HostError(reason_of(err)) from None
    except BaseException:
        server.stop()
        raise
    return session


BAD_CODE = {"en": "The invite code looks like game.invite (the host's screen shows it).",
            "ja": "招待コードは ゲーム.招待 の形です（ホストの画面に出ています）。"}


def join_online(address: str, code: str, name: str) -> OnlineSession:
    """Join a game on a friend's server: the next free person's seat; HostError says why not."""
    from server.client import ServerError, game_info, join_game
    base = base_url(address)
    parsed = parse_code(code)
    if parsed is None:
        raise HostError(BAD_CODE)
    game_id, invite = parsed
    try:
        info = game_info(base, game_id)
        seat, token = join_game(base, game_id, invite, name)
    except ServerError as err:
        raise HostError(reason_of(err)) from None
    except (OSError, ValueError) as err:  # refused, no route, a timeout, not our server
        raise HostError(unreachable(base, err)) from None
    session = OnlineSession(str(info["game"]), int(info["players"]), dict(info.get("options") or {}), seat,
                            NetLink(base, game_id, token), Address(base, game_id, invite))
    try:
        wait_first(session)
    except BaseException:
        session.close()
        raise
    return session
