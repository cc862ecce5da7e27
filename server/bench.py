"""`python -m server.bench`: load on loopback (a `make bench` figure, never a test).

Starts `bodoge serve` on a temporary SQLite database, then plays GAMES games at once (Ra, La Granja, Coal
Baron and Agricola's family game in turn), each with three people on their own websocket who play random
legal moves, for at most MOVES commands per game and SECONDS in all. Prints one JSON object: commands per
second, the latency from sending a command to the new snapshot having reached every seat of the game
(p50, p95, max, in ms), the CPU time the server and the clients spent per command (what load does not
change), and the server's memory per game (its resident size with the games loaded, less
its size before, over the number of games). Compare speeds as ratios to calibrate.py run alongside.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import select
import subprocess
import sys
import tempfile
import time
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from server.client import create_game, join_game

GAMES = [("ra", {}), ("la-granja", {}), ("coal-baron", {}), ("agricola", {"family": True})]


def cpu_seconds(pid: int) -> float:
    """The process's user + system CPU time so far."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


async def _next_snapshot(ws: ClientConnection, after: int, deadline: float) -> dict[str, Any]:
    while True:
        raw = await asyncio.wait_for(ws.recv(), max(0.01, deadline - time.monotonic()))
        m: dict[str, Any] = json.loads(raw)
        if m["type"] == "snapshot" and m["version"] > after:
            return m
        if m["type"] == "reject":
            raise RuntimeError(f"a legal move was refused: {m['reason']['en']}")


async def play(base: str, game_id: str, tokens: list[str], moves: int, deadline: float, rng: random.Random,
               latencies: list[float]) -> int:
    url = "ws" + base[4:] + f"/ws/{game_id}"
    conns = [await connect(url, max_size=2 ** 24) for _ in tokens]
    try:
        latest = []
        for ws, token in zip(conns, tokens, strict=True):
            await ws.send(json.dumps({"type": "hello", "token": token, "last_version": 0}))
            latest.append(await _next_snapshot(ws, -1, deadline))
        done = 0
        while done < moves and time.monotonic() < deadline and not latest[0]["over"]:
            i = next(i for i, s in enumerate(latest) if s["legal"])
            v = latest[i]["version"]
            start = time.perf_counter()
            await conns[i].send(json.dumps({"type": "command", "cmd_id": f"{game_id}-{v}", "expected_version": v,
                                            "move": rng.choice(latest[i]["legal"])}))
            latest = [await _next_snapshot(ws, v, deadline) for ws in conns]
            latencies.append(time.perf_counter() - start)
            done += 1
        return done
    finally:
        for ws in conns:
            await ws.close()


async def run(base: str, games: list[tuple[str, list[str]]], moves: int,
              seconds: float) -> tuple[int, list[float], float]:
    latencies: list[float] = []
    deadline = time.monotonic() + seconds
    start = time.perf_counter()
    counts = await asyncio.gather(*(play(base, gid, tokens, moves, deadline, random.Random(i), latencies)
                                    for i, (gid, tokens) in enumerate(games)))
    return sum(counts), latencies, time.perf_counter() - start


def start_server(db: str, data: str) -> tuple[subprocess.Popen[bytes], str]:
    env = {**os.environ, "BODOGE_DATA_DIR": data}
    proc = subprocess.Popen([sys.executable, "-m", "client", "serve", "--port", "0", "--db", db],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    assert proc.stdout is not None
    ready, _, _ = select.select([proc.stdout], [], [], 60)
    line = proc.stdout.readline().decode().strip() if ready else ""
    if not line.startswith("bodoge server listening on "):
        proc.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    return proc, line.rsplit(" ", 1)[1]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m server.bench")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--moves", type=int, default=150, help="commands per game at most")
    p.add_argument("--seconds", type=float, default=120.0, help="the whole run's bound")
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="bodoge-bench-") as tmp:
        proc, base = start_server(os.path.join(tmp, "games.db"), tmp)
        try:
            idle = rss_kib(proc.pid)
            games = []
            for i in range(args.games):
                game, options = GAMES[i % len(GAMES)]
                gid, invite = create_game(base, game, ["human"] * 3, options, seed=1000 + i)
                games.append((gid, [join_game(base, gid, invite, f"P{k + 1}")[1] for k in range(3)]))
            cpu = cpu_seconds(proc.pid), time.process_time()
            count, lat, wall = asyncio.run(run(base, games, args.moves, args.seconds))
            loaded = rss_kib(proc.pid)
            server_cpu, client_cpu = cpu_seconds(proc.pid) - cpu[0], time.process_time() - cpu[1]
        finally:
            proc.terminate()
            proc.wait(timeout=30)
    lat.sort()
    pick = (lambda q: round(1000 * lat[min(len(lat) - 1, int(q * len(lat)))], 1)) if lat else (lambda q: None)
    print(json.dumps({"games": args.games, "clients": 3 * args.games, "commands": count,
                      "seconds": round(wall, 2), "commands_per_second": round(count / wall, 1),
                      "p50_ms": pick(0.5), "p95_ms": pick(0.95), "max_ms": pick(1.0),
                      "server_cpu_ms_per_command": round(1000 * server_cpu / max(1, count), 2),
                      "clients_cpu_ms_per_command": round(1000 * client_cpu / max(1, count), 2),
                      "server_rss_idle_mib": round(idle / 1024, 1),
                      "server_kib_per_game": round((loaded - idle) / max(1, args.games))}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
