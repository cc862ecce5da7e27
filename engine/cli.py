"""`python -m engine list|selfplay|botstats|replay|review|bench|tournament|summarize|check-data`: a contract."""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from engine import arena
from engine.bots import LEVELS
from engine.core import records
from engine.core.errors import BodogeError
from engine.core.options import options_from_pairs
from engine.core.registry import all_games, get_game


def _print(result: dict[str, Any], as_json: bool) -> None:
    if as_json:
        print(json.dumps(result))
        return
    for k, v in result.items():
        if isinstance(v, float):
            v = round(v, 3)
        elif isinstance(v, list):
            v = [round(x, 2) if isinstance(x, float) else x for x in v]
        print(f"{k:>20}: {v}")


def cmd_list(args: argparse.Namespace) -> None:
    games = [{"id": g.id, "name": g.names["en"], "name_ja": g.names["ja"],
              "players": [g.min_players, g.max_players]} for g in all_games()]
    if args.json:
        print(json.dumps({"games": games}, ensure_ascii=False))
    else:
        for g in games:
            print(f"{g['id']:<12} {g['name']} / {g['name_ja']}  ({g['players'][0]}–{g['players'][1]} players)")


def _levels(text: str) -> list[str]:
    levels = [x.strip() for x in text.split(",") if x.strip()]
    for lv in levels:
        if lv not in LEVELS:
            raise ValueError(f"unknown bot level {lv!r} (levels: {', '.join(LEVELS)})")
    return levels


def _options(args: argparse.Namespace) -> dict[str, Any]:
    """The player count checked and the `--option` pairs as validated options (OptionError if bad)."""
    game = get_game(args.game)
    game.check_players(args.players)
    return options_from_pairs(game, args.option, args.players)


def _with_options(result: dict[str, Any], options: dict[str, Any]) -> dict[str, Any]:
    return {**result, "options": options}  # a figure is only worth what it says it measured


def cmd_selfplay(args: argparse.Namespace) -> None:
    options = _options(args)
    result = arena.selfplay(args.game, args.players, args.games, args.seed, _levels(args.bots), options=options)
    _print(_with_options(result, options), args.json)


def cmd_botstats(args: argparse.Namespace) -> None:
    from engine import botstats
    options = _options(args)
    rows = botstats.seat_games(args.game, args.players, _levels(args.bots), args.games, args.seed,
                               args.iterations, options, args.jobs)
    if args.json:
        for row in rows:
            print(json.dumps(row))
    result = {"game": args.game, "players": args.players, "bots": args.bots, "seed": args.seed,
              **botstats.summary(rows)}
    _print(_with_options(result, options), args.json)


def cmd_replay(args: argparse.Namespace) -> None:
    match = records.load(args.record)
    s = match.state
    result = {"game": match.game.id, "moves": len(match.moves), "terminal": s.is_terminal(),
              "scores": s.scores(), "breakdown": s.breakdown(), "by_epoch": s.scores_by_epoch(),
              "state_hash": s.state_hash(), "winner": s.winners() if s.is_terminal() else None}
    _print(result, args.json)


def cmd_review(args: argparse.Namespace) -> None:
    from engine import review

    review.check_level(args.level)
    match = records.load(args.record)
    game = match.game
    judged = review.review(match, args.seat - 1, args.level, args.iterations)
    total = round(sum(j.loss for j in judged), 3)
    if args.json:
        for j in judged:
            print(json.dumps(j.to_json(game)))
        print(json.dumps({"total": total, "decisions": len(judged), "seat": args.seat, "level": args.level}))
        return
    for j, (played, preferred) in zip(judged, review.described(match, judged), strict=True):
        line = f"{j.ply:>5}  {played}" if j.loss == 0 else f"{j.ply:>5}  {played}  (-{j.loss:.1f}: {preferred})"
        print(line)
    print(f"seat {args.seat}: {len(judged)} decisions judged by {args.level}, total loss {total}")


def cmd_bench(args: argparse.Namespace) -> None:
    options = _options(args)
    result = arena.bench(args.game, args.players, args.seconds, options=options, games_timed=args.games)
    _print(_with_options(result, options), args.json)


def cmd_tournament(args: argparse.Namespace) -> None:
    options = _options(args)
    _levels(f"{args.a},{args.b}")
    result = arena.tournament(args.game, args.players, args.a, args.b, args.games, args.seed,
                              iterations=args.iterations, seconds=args.seconds, workers=args.jobs, options=options,
                              out=args.out, resume=args.resume)
    _print(_with_options(result, options), args.json)


def cmd_summarize(args: argparse.Namespace) -> None:
    _print(arena.summarize(arena.read_rows(args.file)), args.json)


def cmd_fit(args: argparse.Namespace) -> None:
    from pathlib import Path

    from engine.tools.fit import fit
    get_game(args.game).check_players(args.players)
    hold = tuple(x.strip() for x in (args.hold or "").split(",") if x.strip())
    result = fit(args.game, args.players, _levels(args.bots), args.games, args.seed, args.every, args.nodes,
                 Path(args.out) if args.out else None, Path(args.rows) if args.rows else None, args.strength,
                 args.level, args.jobs, [Path(f) for f in args.also], hold)
    _print(result, args.json)


def cmd_check_data(args: argparse.Namespace) -> None:
    print(get_game(args.game).check_data(args.file))


def _option_argument(s: argparse.ArgumentParser) -> None:
    s.add_argument("--option", action="append", metavar="KEY=VALUE",
                   help="a game option, repeatable: --option draft=true")


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m engine", description="bodoge rules engine")
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("list", help="the games and their player counts")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_list)

    s = sub.add_parser("selfplay", help="bots play whole games; counts errors")
    s.add_argument("game")
    s.add_argument("--players", type=int, required=True)
    s.add_argument("--games", type=int, default=10)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--bots", default="random", help="a level for all seats, or one per seat: random,easy,...")
    _option_argument(s)
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_selfplay)

    s = sub.add_parser("botstats", help="a level in every seat: per seat-game scores, categories and stats")
    s.add_argument("game")
    s.add_argument("--players", type=int, required=True)
    s.add_argument("--games", type=int, default=6, help="games (each gives one seat-game per seat)")
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--bots", default="hard", help="a level for all seats, or one per seat")
    s.add_argument("--iterations", type=int, default=None, help="search levels' budget (default: the game's own)")
    s.add_argument("--jobs", type=int, default=1, help="worker processes")
    _option_argument(s)
    s.add_argument("--json", action="store_true", help="every seat-game as a JSON line, then the summary")
    s.set_defaults(func=cmd_botstats)

    s = sub.add_parser("replay", help="replay a record file; final scores and state hash")
    s.add_argument("record")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_replay)

    s = sub.add_parser("review", help="judge a seat's decisions in a record: each move's loss against the judge's pick")
    s.add_argument("record")
    s.add_argument("--seat", type=int, required=True, help="the seat to review, from 1")
    s.add_argument("--level", default="expert", help="the judging bot (a search level: search, hard, expert)")
    s.add_argument("--iterations", type=int, default=None, help="the judge's budget (default: the level's own)")
    s.add_argument("--json", action="store_true", help="one JSON object per decision, then a line with the total")
    s.set_defaults(func=cmd_review)

    s = sub.add_parser("bench", help="random games per second, µs per decision and per clone")
    s.add_argument("game")
    s.add_argument("--players", type=int, required=True)
    s.add_argument("--seconds", type=float, default=5.0)
    s.add_argument("--games", type=int, default=None,
                   help="time exactly this many games for the slowest decision (instead of --seconds)")
    _option_argument(s)
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_bench)

    s = sub.add_parser("tournament", help="bot A against bot B, seat-balanced, with a 95%% interval")
    s.add_argument("game")
    s.add_argument("--players", type=int, required=True)
    s.add_argument("--a", required=True)
    s.add_argument("--b", required=True)
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--iterations", type=int, default=None,
                   help="search budget of the search levels (search: positions; hard, expert: iterations)")
    s.add_argument("--seconds", type=float, default=None, help="search levels' budget in seconds per decision")
    s.add_argument("--jobs", type=int, default=2, help="worker processes")
    s.add_argument("--out", default=None, help="append each game to this file as one JSON line as it ends")
    s.add_argument("--resume", action="store_true", help="the games already in --out count; play only the others")
    _option_argument(s)
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_tournament)

    s = sub.add_parser("summarize", help="a tournament's figures from its --out file (games so far)")
    s.add_argument("file")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_summarize)

    s = sub.add_parser("fit", help="fit the learned evaluation's weights on self-play (a benchmark job)")
    s.add_argument("game")
    s.add_argument("--players", type=int, default=2)
    s.add_argument("--games", type=int, default=200)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--bots", default="search", help="a level for all seats, or one per seat (seats shuffled)")
    s.add_argument("--every", type=int, default=3, help="keep every this many decisions' positions")
    s.add_argument("--nodes", type=int, default=1000, help="the search levels' budget while fitting")
    s.add_argument("--out", default=None, help="write here instead of engine/games/<game>/weights.json")
    s.add_argument("--rows", default=None, help="keep the positions in this file (read back if it exists)")
    s.add_argument("--strength", type=float, default=0.05, help="pull towards the game's prior weights, per row")
    s.add_argument("--level", default=None, help="write that level's own weights (weights-<level>.json)")
    s.add_argument("--jobs", type=int, default=1, help="processes playing the games")
    s.add_argument("--hold", default=None, help="comma-separated features kept at their prior weight")
    s.add_argument("--also", action="append", default=[], help="an earlier fit's --rows file to add (repeatable)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_fit)

    s = sub.add_parser("check-data", help="validate a component data file")
    s.add_argument("game")
    s.add_argument("file")
    s.set_defaults(func=cmd_check_data)
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        args.func(args)
    except (BodogeError, ValueError, KeyError) as err:
        msg = err.args[0] if isinstance(err, KeyError) and err.args else str(err)
        print(f"error: {msg}", file=sys.stderr)
        return 2
    except OSError as err:  # a file named on the command line that cannot be read or written
        print(f"error: {err.filename or ''}: {err.strerror or err}", file=sys.stderr)
        return 2
    return 0
