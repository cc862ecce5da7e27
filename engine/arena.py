"""Playing whole games between bots: self-play, benchmarks and seat-balanced tournaments."""
from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TypeVar

from engine.bots import make_bot
from engine.bots.base import SEARCH_LEVELS
from engine.core.game import CHANCE, GameState
from engine.core.match import Match, derived_seed
from engine.procs import end_with_parent

T = TypeVar("T")
R = TypeVar("R")

MAX_DECISIONS = 20_000  # far beyond any real game (La Granja, 4 players: ~450); a bot caught in a loop


@dataclass
class GameResult:
    scores: list[int]
    winners: list[int]
    decisions: int
    decision_ms: list[list[float]] = field(default_factory=list)  # per seat
    unspent: list[list[int]] = field(default_factory=list)  # per scoring round, per seat: `Game.bot.unspent` at its end
    breakdown: list[dict[str, int]] = field(default_factory=list)  # per seat: the final score by category
    stats: list[dict[str, float]] = field(default_factory=list)  # per seat: `Game.bot.seat_stats` at the end
    turn_ms: list[float] = field(default_factory=list)  # per seat: its longest turn (consecutive decisions)


def play_game(game_id: str, levels: Sequence[str], seed: int, iterations: int | None = None,
              seconds: float | None = None, options: dict | None = None) -> GameResult:
    """One game to the end; bot i sits in seat i and sees only its observation."""
    n = len(levels)
    match = Match(game_id, n, derived_seed(seed, "match"), options)
    bots = [make_bot(lv, seed=derived_seed(seed, "bot", i), iterations=iterations if lv in SEARCH_LEVELS else None,
                     seconds=seconds if lv in SEARCH_LEVELS else None) for i, lv in enumerate(levels)]
    times: list[list[float]] = [[] for _ in range(n)]
    decisions = 0
    state = match.state
    game = match.game
    unspent: list[list[int]] = []
    turn_ms = [0.0] * n
    turn_seat, turn_t = -1, 0.0  # the seat whose run of decisions is under way, and its thinking so far
    while not state.is_terminal():
        seat = state.current_player()
        left = game.bot.unspent(state)
        rounds = len(state.scores_by_epoch())
        if seat == CHANCE:
            match.resolve_chance()
            _round_ended(state, rounds, left, unspent)
            continue
        if decisions >= MAX_DECISIONS:
            raise RuntimeError(f"{game_id} seed {seed} ({', '.join(levels)}): no end after {decisions} decisions; "
                               "a bot is going round in circles")
        t0 = time.perf_counter()
        move = bots[seat].choose(state.observation(seat), seat)
        dt = (time.perf_counter() - t0) * 1000
        times[seat].append(dt)
        turn_t = turn_t + dt if seat == turn_seat else dt
        turn_seat = seat
        turn_ms[seat] = max(turn_ms[seat], turn_t)
        match.play(move)
        _round_ended(state, rounds, left, unspent)
        decisions += 1
    stats = [game.bot.seat_stats(state, p) for p in range(n)]
    for p, extra in enumerate(game.bot.record_stats(match.rewound(0).state, match.moves)):
        stats[p] = {**stats[p], **extra}
    return GameResult(state.scores(), state.winners(), decisions, times, unspent, state.breakdown(), stats, turn_ms)


def play_out(match: Match, bots: Sequence[Any]) -> None:
    """Play `match` to its end: chance from the match's RNG, each seat's move from its bot, which sees only that
    seat's observation."""
    s = match.state
    while not s.is_terminal():
        seat = s.current_player()
        if seat == CHANCE:
            match.resolve_chance()
            continue
        match.play(bots[seat].choose(s.observation(seat), seat))


def _round_ended(state: GameState, rounds: int, left: list[int] | None, unspent: list[list[int]]) -> None:
    """Keep what each seat had unspent just before a scoring round ended (Ra: face-up suns)."""
    if left is not None and len(state.scores_by_epoch()) > rounds:
        unspent.append(left)


def _play_packed(args: tuple) -> GameResult:
    return play_game(*args)


def play_many(jobs: list[tuple], workers: int) -> Iterator[GameResult]:
    """The games' results in the jobs' order, each as soon as it and those before it are done."""
    return parallel_map(_play_packed, jobs, workers)


def parallel_map(fn: Callable[[T], R], jobs: list[T], workers: int) -> Iterator[R]:
    """`fn` of each job, in `workers` processes (one: here), in the jobs' order as each is done."""
    if workers <= 1 or len(jobs) <= 1:
        yield from map(fn, jobs)
        return
    with ProcessPoolExecutor(max_workers=workers, initializer=end_with_parent) as pool:
        yield from pool.map(fn, jobs, chunksize=1)


def wilson_interval(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    # rounded so that p = 0 or 1 gives the exact bound, not 0.9999999999999999
    return max(0.0, round(centre - half, 12)), min(1.0, round(centre + half, 12))


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    v = sorted(values)
    return v[min(len(v) - 1, int(q * len(v)))]


def tournament(game_id: str, players: int, a: str, b: str, games: int, seed: int = 0,
               iterations: int | None = None, seconds: float | None = None, workers: int = 1,
               options: dict | None = None, out: str | None = None, resume: bool = False) -> dict:
    """Bot A in one seat, bot B in all others; A's seat rotates game by game (seat-balanced).
    A tie for first counts as a shared win. With `out`, each game is appended to that file as one JSON
    line as soon as it ends (a long run stopped early still counts); `summarize` reads such a file. With `resume`
    the games already in `out` are this run's and are not played again (game g is seed + g, A in seat g mod
    players, whenever it is played); without it an `out` that holds games is an error, not a file to add to."""
    jobs = []
    for g in range(games):
        seat_a = g % players
        levels = [a if i == seat_a else b for i in range(players)]
        jobs.append((game_id, levels, seed + g, iterations, seconds, options))
    done = _games_done(out, jobs, resume) if out is not None else {}
    todo = [g for g in range(games) if seed + g not in done]
    rows = list(done.values())
    for g, r in zip(todo, play_many([jobs[g] for g in todo], workers), strict=True):
        row = {"game": game_id, "seed": seed + g, "levels": jobs[g][1], "seat_a": g % players, "scores": r.scores,
               "winners": r.winners, "decisions": r.decisions, "decision_ms_a": r.decision_ms[g % players],
               "unspent": r.unspent}
        rows.append(row)
        if out is not None:
            with open(out, "a", encoding="utf-8") as f:
                f.write(json.dumps(row) + "\n")
    return {"players": players, "a": a, "b": b, **summarize(rows)}


ROW_KEYS = frozenset({"game", "seed", "levels", "seat_a", "scores", "winners", "decision_ms_a"})


def read_rows(path: str) -> list[dict]:
    """A tournament's `--out` file: one game a line (blank lines skipped)."""
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as err:
                raise ValueError(f"{path}, line {n}: not a game's line ({err.msg})") from None
            if not isinstance(row, dict) or not row.keys() >= ROW_KEYS:
                raise ValueError(f"{path}, line {n}: not a game's line (a tournament writes "
                                 f"{', '.join(sorted(ROW_KEYS))})")
            rows.append(row)
    return rows


def _games_done(out: str, jobs: list[tuple], resume: bool) -> dict[int, dict]:
    """The games `out` already holds, by seed, each checked to be the game this run would play for its seed."""
    try:
        rows = read_rows(out)
    except FileNotFoundError:
        return {}
    if rows and not resume:
        raise ValueError(f"{out} already holds {len(rows)} games: --resume to go on with them, or another --out")
    game_of_seed = {job[2]: g for g, job in enumerate(jobs)}
    done: dict[int, dict] = {}
    for row in rows:
        g = game_of_seed.get(row["seed"])
        if g is None or row["game"] != jobs[g][0]:
            seeds = f"seeds {jobs[0][2]}–{jobs[-1][2]}" if jobs else "no games"
            raise ValueError(f"{out} holds {row['game']} seed {row['seed']}, not a game of this run ({seeds})")
        job = jobs[g]
        if row["levels"] != job[1] or row["seat_a"] != g % len(job[1]):
            raise ValueError(f"{out}: seed {row['seed']} was played as {row['levels']} (A in seat {row['seat_a']}), "
                             f"this run plays it as {job[1]}")
        if row["seed"] in done:
            raise ValueError(f"{out} holds seed {row['seed']} twice")
        done[row["seed"]] = row
    return done


def summarize(rows: list[dict]) -> dict:
    """Win rate of A with its Wilson interval, mean margin, A's decision times, and the mean unspent
    resources at each scoring round's end for A and for the others (Ra: face-up suns at an epoch's end)."""
    wins = 0.0
    margins = []
    times_a: list[float] = []
    left_a: dict[int, list[int]] = {}
    left_b: dict[int, list[int]] = {}
    for r in rows:
        seat_a, scores = r["seat_a"], r["scores"]
        if seat_a in r["winners"]:
            wins += 1 / len(r["winners"])
        margins.append(scores[seat_a] - max(s for i, s in enumerate(scores) if i != seat_a))
        times_a += r["decision_ms_a"]
        for k, left in enumerate(r.get("unspent", [])):
            left_a.setdefault(k, []).append(left[seat_a])
            left_b.setdefault(k, []).extend(x for i, x in enumerate(left) if i != seat_a)
    games = len(rows)
    low, high = wilson_interval(wins, games)
    return {
        "game": rows[0]["game"] if rows else "", "games": games,
        "win_rate_a": wins / max(1, games), "ci95_low": low, "ci95_high": high,
        "mean_margin_a": sum(margins) / max(1, games),
        "p95_decision_ms_a": percentile(times_a, 0.95), "max_decision_ms_a": max(times_a, default=0.0),
        "unspent_a": [round(sum(v) / len(v), 2) for _, v in sorted(left_a.items())],
        "unspent_others": [round(sum(v) / len(v), 2) for _, v in sorted(left_b.items())],
    }


def selfplay(game_id: str, players: int, games: int, seed: int, levels: Sequence[str],
             workers: int = 1, options: dict | None = None) -> dict:
    if len(levels) == 1:
        levels = list(levels) * players
    if len(levels) != players:
        raise ValueError(f"--bots lists {len(levels)} levels for {players} players")
    jobs = [(game_id, list(levels), seed + g, None, None, options) for g in range(games)]
    errors = 0
    results = []
    for job in jobs:
        try:
            results.append(_play_packed(job))
        except Exception:  # a crash is what self-play is for finding; count it and go on
            errors += 1
    n = max(1, len(results))
    return {
        "game": game_id, "players": players, "games": games, "errors": errors,
        "mean_scores": [sum(r.scores[i] for r in results) / n for i in range(players)],
        "mean_decisions": sum(r.decisions for r in results) / n,
        "wins": [sum(1 for r in results if i in r.winners) for i in range(players)],
    }


def bench(game_id: str, players: int, seconds: float = 5.0, options: dict | None = None,
          games_timed: int | None = None) -> dict:
    """Random games for about `seconds`: games/s, µs per decision (legal moves + apply), µs per clone,
    and the slowest single decision (over `games_timed` games when given, however long they take)."""
    rng = random.Random(1)
    games = decisions = 0
    worst = 0.0
    states: list[GameState] = []
    t_start = time.perf_counter()
    busy = 0.0
    while (games < games_timed) if games_timed else (time.perf_counter() - t_start < seconds):
        m = Match(game_id, players, seed=games, options=options)
        s = m.state
        t0 = time.perf_counter()
        while not s.is_terminal():
            t1 = time.perf_counter()
            if s.current_player() == CHANCE:
                s.apply_trusted(s.sample_chance(rng))
            else:
                s.apply_trusted(rng.choice(s.legal_moves()))
                decisions += 1
            dt = time.perf_counter() - t1
            if dt > worst:
                worst = dt
            if len(states) < 200 and rng.random() < 0.02:
                states.append(s.clone())
        busy += time.perf_counter() - t0
        games += 1
    # Clean timings without the per-step timer overhead: replay fixed seeds untimed.
    rng = random.Random(2)
    t0 = time.perf_counter()
    clean_games = clean_decisions = 0
    while time.perf_counter() - t0 < seconds / 2 or clean_games < 3:
        s = Match(game_id, players, seed=clean_games, options=options).state
        while not s.is_terminal():
            if s.current_player() == CHANCE:
                s.apply_trusted(s.sample_chance(rng))
            else:
                s.apply_trusted(rng.choice(s.legal_moves()))
                clean_decisions += 1
        clean_games += 1
    clean = time.perf_counter() - t0
    t0 = time.perf_counter()
    clones = 0
    while clones < 20000:
        for st in states:
            st.clone()
        clones += len(states)
        if not states:
            break
    clone_us = (time.perf_counter() - t0) / max(1, clones) * 1e6
    return {
        "game": game_id, "players": players, "games": clean_games,
        "games_per_second": clean_games / clean,
        "us_per_decision": clean / max(1, clean_decisions) * 1e6,
        "us_per_clone": clone_us, "max_decision_ms": worst * 1000, "max_decision_over_games": games,
        "decisions_per_game": clean_decisions / clean_games,
    }
