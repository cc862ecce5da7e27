"""`bodoge`: the desktop client's command line (a contract: tests and benchmarks call it).

bodoge [--game ID --players N --seats human,hard,... --option KEY=VALUE ...] [--seed S] [--lang ja|en]
       [--load FILE | --replay FILE] [--demo] [--fullscreen] [--size WxH]
       [--headless --frames N --screenshot PNG --stats]
bodoge serve [--host H] [--port P] [--db DB]     # the game server (server/cli.py): never imports pygame
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.bots import LEVELS

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before anything imports pygame (client.games does)


def table_ids() -> list[str]:
    """The games with a table here (imported when asked: `bodoge serve` never loads pygame)."""
    from client.games import table_ids as ids
    return list(ids())


class ArgError(Exception):
    pass


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise ArgError(message)


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise ArgError(f"--size must look like 1280x720, not {text!r}") from None
    if not (16 <= w <= 16384 and 16 <= h <= 16384):
        raise ArgError(f"--size {text}: width and height must be between 16 and 16384")
    return w, h


def build_parser() -> Parser:
    p = Parser(prog="bodoge", description="bodoge — board games on the desktop.")
    p.add_argument("--game", help=f"start a game at once: {' or '.join(table_ids())}")
    p.add_argument("--players", type=int, help="number of players")
    p.add_argument("--seats", help="comma-separated: human or a bot level (random, easy, medium, search, hard, expert)")
    p.add_argument("--option", action="append", metavar="KEY=VALUE",
                   help="a game option, repeatable (needs --game): --option draft=true")
    p.add_argument("--seed", type=int, help="match seed")
    p.add_argument("--bot-seed", type=int, help="the bots' own random seed (separate from --seed)")
    p.add_argument("--lang", choices=("ja", "en"), help="language (default: system locale or settings)")
    p.add_argument("--load", metavar="FILE", help="open a saved game")
    p.add_argument("--replay", metavar="FILE", help="open a record (a save, a finished game) in the replay viewer")
    p.add_argument("--demo", action="store_true", help="bots play in a loop; any key returns to the title")
    p.add_argument("--fullscreen", action="store_true")
    p.add_argument("--size", default="1280x720", help="window size WxH (default 1280x720)")
    p.add_argument("--headless", action="store_true", help="no window (SDL dummy drivers)")
    p.add_argument("--frames", type=int, help="exit after N frames")
    p.add_argument("--screenshot", metavar="PNG", help="save the last frame as PNG at exit")
    p.add_argument("--stats", action="store_true", help="print frame-time statistics as JSON at exit")
    return p


@dataclass
class Launch:
    """What the checked command line asks for."""

    size: tuple[int, int]
    seats: list[str] | None = None  # with --game: human or a bot level, per seat
    options: dict[str, Any] = field(default_factory=dict)


def check_game(args: argparse.Namespace, launch: Launch) -> None:
    from engine.core.errors import BodogeError
    from engine.core.options import options_from_pairs
    from engine.core.registry import get_game
    if args.game not in table_ids():  # a game has to have a table to be played here
        raise ArgError(f"unknown game {args.game!r} (known: {', '.join(table_ids())})")
    game = get_game(args.game)
    seats = None
    if args.seats:
        seats = [s.strip().lower() for s in args.seats.split(",")]
        bad = [s for s in seats if s not in ("human", *LEVELS)]
        if bad:
            raise ArgError(f"--seats: {bad[0]!r} is not 'human' or a bot level ({', '.join(LEVELS)})")
    n = args.players if args.players is not None else (len(seats) if seats else 3)
    if not game.min_players <= n <= game.max_players:
        raise ArgError(f"{game.names['en']} is for {game.min_players}-{game.max_players} players, not {n}")
    if seats is not None and len(seats) != n:
        raise ArgError(f"--seats names {len(seats)} seats but --players is {n}")
    launch.seats = seats or ["human"] + ["medium"] * (n - 1)
    try:
        launch.options = options_from_pairs(game, args.option, n)
    except BodogeError as err:
        raise ArgError(f"--option: {err}") from None


def check(args: argparse.Namespace) -> Launch:
    launch = Launch(parse_size(args.size))
    if args.frames is not None and args.frames < 1:
        raise ArgError("--frames must be at least 1")
    if args.game is not None:
        check_game(args, launch)
    elif args.players is not None or args.seats or args.option:
        raise ArgError("--players, --seats and --option need --game")
    if args.load and not Path(args.load).exists():
        raise ArgError(f"--load: no such file {args.load}")
    if args.replay and not Path(args.replay).exists():
        raise ArgError(f"--replay: no such file {args.replay}")
    return launch


def main(argv: list[str] | None = None) -> int:
    args_in = sys.argv[1:] if argv is None else argv
    if args_in[:1] == ["serve"]:
        from server.cli import main as serve
        return serve(args_in[1:])
    try:
        args = build_parser().parse_args(args_in)
        launch = check(args)
    except ArgError as err:
        print(f"bodoge: {err}\nTry 'bodoge --help'.", file=sys.stderr)
        return 2
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    return run(args, launch)


def run(args: argparse.Namespace, launch: Launch) -> int:
    from client.app import App, Options
    from client.session import launch as starting
    from client.session import unfinished
    from client.session.game_session import SeatSpec
    from client.settings import load_settings

    unfinished.sweep()  # temp files a crash left, an older bodoge's autosave moved in, the oldest pruned
    settings = load_settings()
    if args.lang:
        settings.lang = args.lang
    app = App(settings, Options(size=launch.size, fullscreen=args.fullscreen, headless=args.headless,
                                  bot_seed=args.bot_seed))
    app.scenes.push("title")
    if args.demo:
        from client.session.demo import start_demo
        start_demo(app, args.seed)
    elif args.load:
        starting.open_save(app, Path(args.load))
    elif args.replay:
        from client.session.replay import open_replay
        open_replay(app, Path(args.replay))
    elif args.game:
        from client.session.names import seat_names
        kinds = list(launch.seats or [])
        specs = [SeatSpec("human", None, name) if k == "human" else SeatSpec("bot", k, name)
                 for k, name in zip(kinds, seat_names(kinds), strict=True)]
        starting.start_game(app, starting.new_session(app, args.game, specs, args.seed, launch.options))
    try:
        app.run(args.frames)
        if args.screenshot:
            app.screenshot(args.screenshot)
    finally:
        app.close()
        starting.close_bots(app)
    if args.stats:
        print(json.dumps(app.stats()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
