"""Real `bodoge serve` processes on 127.0.0.1 and real websocket clients, every wait bounded by a deadline."""
from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from server.client import GameClient, create_game, join_game

START_SECONDS = 60.0  # a cold start imports the engine and opens the database; the machine may be busy
MOVE_SECONDS = 60.0  # the longest wait for one change (a bot's turn included)


class ServerProcess:
    """`python -m client serve --port 0 ...` (the `bodoge serve` entry point); `base` is its http://host:port."""

    def __init__(self, db: str, data_dir: Path, *extra: str) -> None:
        self.db = db
        self.data_dir = data_dir
        self.extra = extra
        self.proc: subprocess.Popen[bytes] | None = None
        self.base = ""
        self.log = data_dir / f"server-{time.monotonic_ns()}.log"

    def start(self) -> ServerProcess:
        env = {**os.environ, "BODOGE_DATA_DIR": str(self.data_dir), "PYTHONUNBUFFERED": "1"}
        args = [sys.executable, "-m", "client", "serve", "--host", "127.0.0.1", "--port", "0", "--db", self.db,
                *self.extra]
        with open(self.log, "ab") as err:
            self.proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=err, env=env)
        assert self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout], [], [], START_SECONDS)
        line = self.proc.stdout.readline().decode().strip() if ready else ""
        prefix = "bodoge server listening on http://"
        if not line.startswith(prefix):
            self.kill()
            raise AssertionError(f"no listening line, got {line!r}; log: {self.log.read_text()[-2000:]}")
        self.base = "http://" + line[len(prefix):]
        return self

    def kill(self) -> None:
        """`kill -9`: no goodbye, nothing flushed."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()


def seated(base: str, game: str, seats: list[str], options: dict[str, Any] | None = None, seed: int = 1,
           bases: list[str] | None = None) -> tuple[str, list[GameClient]]:
    """A new game with every human seat joined and connected (the i-th human on bases[i] if given)."""
    game_id, invite = create_game(base, game, seats, options, seed=seed, bot_seconds=0.05)
    clients = []
    for i in range(seats.count("human")):
        where = bases[i % len(bases)] if bases else base
        _, token = join_game(where, game_id, invite, f"Person {i + 1}")
        c = GameClient(where, game_id, token)
        c.connect()
        clients.append(c)
    return game_id, clients


def drain(clients: list[GameClient]) -> None:
    """Read every message already waiting."""
    for c in clients:
        while c.recv(0) is not None:
            pass


def play_until(clients: list[GameClient], rng: random.Random, stop_at: int | None = None, max_moves: int = 5000) -> int:
    """Humans play random legal moves (bots move on the server) until the game ends or reaches `stop_at`
    moves; returns the version reached. Every wait has a deadline; a reject fails."""
    for _ in range(max_moves):
        drain(clients)
        top = max(c.version for c in clients)
        latest = next(c for c in clients if c.version == top).snapshot
        assert latest is not None
        if latest["over"] or (stop_at is not None and top >= stop_at):
            for c in clients:  # every viewer is sent every change: wait until each has this one
                if c.version < top:
                    c.wait(lambda m, top=top: m["type"] == "snapshot" and m["version"] >= top, MOVE_SECONDS)
            return top
        turn = [c for c in clients if latest["to_move"] is not None and c.snapshot
                and c.snapshot["seat"] == latest["to_move"]]
        if turn and turn[0].version < top:  # its snapshot is on the way
            turn[0].wait(lambda m, top=top: m["type"] == "snapshot" and m["version"] >= top, MOVE_SECONDS)
        elif turn:
            c = turn[0]
            assert c.snapshot is not None and c.snapshot["legal"], "the seat to move was sent no legal moves"
            cmd = c.send(rng.choice(c.snapshot["legal"]), top)
            got = c.wait(lambda m, cmd=cmd, top=top: (m["type"] == "reject" and m["cmd_id"] == cmd)
                         or (m["type"] == "snapshot" and m["version"] > top), MOVE_SECONDS)
            assert got["type"] == "snapshot", f"a legal move was refused: {got}"
        else:  # a bot's turn (or chance's): wait for the next change
            clients[0].wait(lambda m, top=top: m["type"] == "snapshot" and m["version"] > top, MOVE_SECONDS)
    raise AssertionError(f"the game did not end in {max_moves} decisions")
