"""`bodoge serve [--host H] [--port P] [--db DB]`: one asyncio process serving games over HTTP and WebSockets.

The first line printed is exactly `bodoge server listening on http://HOST:PORT` (PORT the real one when
`--port 0` let the system pick), printed once the database is open and the unfinished games are resumed.
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import socket
import sys
from importlib import metadata
from typing import Any

DEFAULT_PORT = 8765
ENV_BOT_SECONDS = "BODOGE_BOT_SECONDS"


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="bodoge serve", description="Serve bodoge games to other machines.")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (0.0.0.0: every interface, for a LAN)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help="port (0: any free port)")
    p.add_argument("--db", help="SQLite file (default: games.db in the user data folder) or a postgresql:// URL")
    p.add_argument("--bot-seconds", type=float, default=None,
                   help=f"a bot's thinking time per turn (default 1.0, or ${ENV_BOT_SECONDS})")
    p.add_argument("--bot-workers", type=int, default=1, help="bot processes (0: a thread in this process)")
    p.add_argument("--lease-seconds", type=float, default=6.0,
                   help="PostgreSQL: how long a game stays owned by a process that stopped renewing")
    p.add_argument("--exit-with-stdin", action="store_true",
                   help="stop when standard input closes (a desktop client hosting a game: it ends with its host)")
    p.add_argument("--grace-seconds", type=float, default=60.0,
                   help="how long a player must be away before the others may hand the seat to a bot")
    return p


def engine_version() -> str:
    try:
        return metadata.version("bodoge")
    except metadata.PackageNotFoundError:
        return "0+unknown"


def default_db() -> str:
    from client.paths import data_dir  # pygame-free: the user data folder, BODOGE_DATA_DIR overriding it
    return str(data_dir() / "games.db")


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if not 0 <= args.port <= 65535:
        print("bodoge serve: --port must be 0-65535", file=sys.stderr)
        return 2
    seconds = args.bot_seconds if args.bot_seconds is not None else float(os.environ.get(ENV_BOT_SECONDS, "1.0"))
    if not 0 < seconds <= 30 or args.bot_workers < 0 or args.lease_seconds <= 0 or args.grace_seconds < 0:
        print("bodoge serve: --bot-seconds must be in (0, 30], --bot-workers ≥ 0, --lease-seconds > 0, "
              "--grace-seconds ≥ 0", file=sys.stderr)
        return 2
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    try:
        sock = socket.socket(socket.AF_INET6 if ":" in args.host else socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((args.host, args.port))
        sock.listen(128)
    except OSError as err:
        print(f"bodoge serve: cannot listen on {args.host}:{args.port}: {err.strerror}", file=sys.stderr)
        return 1
    port = sock.getsockname()[1]
    return asyncio.run(_serve(args, seconds, sock, port))


async def _serve(args: argparse.Namespace, seconds: float, sock: socket.socket, port: int) -> int:
    import uvicorn

    from server.app import build_app
    from server.hub import Settings

    settings = Settings(db=args.db or default_db(), bot_seconds=seconds, bot_workers=args.bot_workers,
                        lease_seconds=args.lease_seconds, engine_version=engine_version(),
                        grace_seconds=args.grace_seconds)
    host = f"[{args.host}]" if ":" in args.host else args.host

    def ready() -> None:
        print(f"bodoge server listening on http://{host}:{port}", flush=True)

    app = build_app(settings, ready)
    config = uvicorn.Config(app, log_level="warning", ws_max_size=64 * 1024, lifespan="on",
                            ws_ping_interval=20.0, ws_ping_timeout=20.0)
    server = uvicorn.Server(config)
    if args.exit_with_stdin:
        _exit_with_stdin(server, asyncio.get_running_loop())
    await server.serve(sockets=[sock])
    return 0


def _exit_with_stdin(server: Any, loop: asyncio.AbstractEventLoop) -> None:
    """Stop the server once standard input reaches its end: the parent closed it, exited, or was killed."""
    import threading

    def watch() -> None:
        with contextlib.suppress(OSError, ValueError):
            while sys.stdin.buffer.read(4096):
                pass
        loop.call_soon_threadsafe(setattr, server, "should_exit", True)

    threading.Thread(target=watch, name="stdin-watch", daemon=True).start()
