"""Fitting a learned evaluation (a benchmark job, never part of the tests): `python -m engine fit <game>`.

Self-play games between the given levels; at every `every`-th decision each seat's features are kept,
and once the game ends each row is labelled with that seat's final score. Rows and labels are centred per
position (the mean over its seats taken off), because the search reads only margins between seats. Ridge
least squares (normal equations, solved here: no numpy needed) gives one weight per feature; they are
written beside the game as `weights.json`, with what they were fitted on.
"""
from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any

from engine.bots import make_bot
from engine.bots.base import SEARCH_LEVELS
from engine.bots.learned import weights_file
from engine.core.game import CHANCE, Game
from engine.core.match import Match, derived_seed
from engine.core.registry import get_game

RIDGE = 1.0  # added to the diagonal: keeps rarely-seen features from wild weights
PRIOR_STRENGTH = 0.05  # per row: how hard the weights are pulled towards the game's prior


def positions(game: Game, players: int, levels: list[str], games: int, seed: int, every: int,
              nodes: int | None, jobs: int = 1) -> tuple[list[list[float]], list[float]]:
    """Centred feature rows and centred final scores from `games` self-play games (game g from seed + g
    alone, so that `jobs` processes give the same rows as one)."""
    from engine.arena import parallel_map

    tasks = [(game.id, players, levels, seed + g, every, nodes) for g in range(games)]
    xs: list[list[float]] = []
    ys: list[float] = []
    for gx, gy in parallel_map(_game_rows_packed, tasks, jobs):
        xs += gx
        ys += gy
    return xs, ys


def _game_rows_packed(task: tuple[str, int, list[str], int, int, int | None]) -> tuple[list[list[float]], list[float]]:
    return game_rows(*task)


def game_rows(game_id: str, players: int, levels: list[str], seed: int, every: int,
              nodes: int | None) -> tuple[list[list[float]], list[float]]:
    """One self-play game's rows: the levels shuffled over the seats, every `every`-th decision's features per
    seat, each labelled with that seat's final score (both centred on the position's mean over seats)."""
    game = get_game(game_id)
    order = levels[:]
    random.Random(seed).shuffle(order)
    match = Match(game.id, players, derived_seed(seed, "match"))
    bots = [make_bot(lv, seed=derived_seed(seed, "bot", i), iterations=nodes if lv in SEARCH_LEVELS else None)
            for i, lv in enumerate(order)]
    s = match.state
    kept: list[list[list[float]]] = []
    decision = 0
    while not s.is_terminal():
        seat = s.current_player()
        if seat == CHANCE:
            match.resolve_chance()
            continue
        if decision % every == 0:
            kept.append(game.bot.eval_features(s))
        decision += 1
        match.play(bots[seat].choose(s.observation(seat), seat))
    final = [float(x) for x in s.scores()]
    mean_y = sum(final) / players
    xs: list[list[float]] = []
    ys: list[float] = []
    for rows in kept:
        mean = [sum(col) / players for col in zip(*rows, strict=True)]
        for p, row in enumerate(rows):
            xs.append([a - b for a, b in zip(row, mean, strict=True)])
            ys.append(final[p] - mean_y)
    return xs, ys


def ridge(xs: list[list[float]], ys: list[float], ridge: float = RIDGE,
          prior: list[float] | None = None) -> list[float]:
    """argmin |X w − y|² + ridge·|w − prior|², by Gaussian elimination on the normal equations.
    The prior (the game's own scoring written as weights) is where the weights stay unless the data
    disagree: outcomes of self-play confound much (a seat far ahead also holds its suns), and weights
    fitted freely taught the search to hoard suns and score nothing."""
    k = len(xs[0])
    w0 = prior or [0.0] * k
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for x, y in zip(xs, ys, strict=True):
        for i in range(k):
            xi = x[i]
            if xi:
                b[i] += xi * y
                row = a[i]
                for j in range(k):
                    row[j] += xi * x[j]
    for i in range(k):
        a[i][i] += ridge
        b[i] += ridge * w0[i]
    return solve(a, b)


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    k = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(k):
        pivot = max(range(c, k), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(k):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [m[i][k] / m[i][i] for i in range(k)]


def r_squared(xs: list[list[float]], ys: list[float], w: list[float]) -> float:
    mean = sum(ys) / len(ys)
    total = sum((y - mean) ** 2 for y in ys) or 1.0
    resid = sum((y - sum(a * b for a, b in zip(w, x, strict=True))) ** 2 for x, y in zip(xs, ys, strict=True))
    return 1.0 - resid / total


def fit(game_id: str, players: int, levels: list[str], games: int, seed: int = 0, every: int = 3,
        nodes: int | None = None, out: Path | None = None, rows: Path | None = None,
        strength: float = PRIOR_STRENGTH, level: str | None = None, jobs: int = 1,
        also: list[Path] | None = None, hold: tuple[str, ...] = ()) -> dict[str, Any]:
    """Play (or, with `rows` already on disk, read back) the positions, fit, write the weights file: the
    common one, or with `level` that level's own (`weights-<level>.json`). `strength`: the pull towards the
    game's prior, per position row. `jobs`: processes playing the games (the same rows as one). `also`:
    the `rows` files of earlier fits, whose positions join these. `hold`: features kept at their prior weight
    (hard's Ra weights hold the last-epoch features at 0, the prior: fitted before they were added)."""
    game = get_game(game_id)
    if len(levels) == 1:
        levels = levels * players
    t0 = time.perf_counter()
    if rows is not None and rows.is_file():
        data = json.loads(rows.read_text(encoding="utf-8"))
        xs, ys = data["xs"], data["ys"]
    else:
        xs, ys = positions(game, players, levels, games, seed, every, nodes, jobs)
        if rows is not None:
            rows.write_text(json.dumps({"xs": xs, "ys": ys}), encoding="utf-8")
    joined = []
    for path in also or []:
        data = json.loads(path.read_text(encoding="utf-8"))
        xs, ys = xs + data["xs"], ys + data["ys"]
        joined.append({"file": path.name, "rows": len(data["xs"])})
    names = game.bot.eval_feature_names
    prior = [game.bot.eval_prior.get(name, 0.0) for name in names]
    # Fixed columns (points already banked) keep their prior weight: taken off the target, not fitted.
    unknown = sorted(set(hold) - set(names))
    if unknown:
        raise ValueError(f"no such feature in {game_id}: {', '.join(unknown)} (features: {', '.join(names)})")
    free = [i for i, name in enumerate(names) if name not in game.bot.eval_fixed and name not in hold]
    fixed = [i for i in range(len(names)) if i not in free]
    ys_free = [y - sum(prior[i] * x[i] for i in fixed) for x, y in zip(xs, ys, strict=True)]
    fitted = ridge([[x[i] for i in free] for x in xs], ys_free, RIDGE + strength * len(xs), [prior[i] for i in free])
    w = prior[:]
    for i, v in zip(free, fitted, strict=True):
        w[i] = v
    result = {
        "game": game_id, "players": players, "levels": levels, "games": games, "seed": seed, "every": every,
        "nodes": nodes, **({"also": joined} if joined else {}), **({"held": list(hold)} if hold else {}),
        "rows": len(xs), "prior_strength": strength, "r2": round(r_squared(xs, ys, w), 4),
        "r2_prior": round(r_squared(xs, ys, prior), 4), "seconds": round(time.perf_counter() - t0, 1),
        "weights": {name: round(v, 5) for name, v in zip(game.bot.eval_feature_names, w, strict=True)},
    }
    path = out or Path(__file__).resolve().parent.parent / "games" / game_id.replace("-", "_") / weights_file(level)
    path.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    return {**result, "file": str(path)}
