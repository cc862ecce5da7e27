"""Self-play figures read against people: a level playing every seat, over a dozen seat-games with fixed
seeds, each seat's score, its score by category, how it played (`Game.seat_stats`) and its longest turn.

The goals for the bots are absolute (Agricola's hard: a mean of 40 over 12 seat-games of 2 players, none under 20),
so this is the measure a bot change is judged by; `python -m engine botstats agricola --players 2 --games 6`.
Search levels play at a fixed iteration budget (the game's own unless `iterations` is given), so a busy
machine slows a run without changing its figures; the turn times are wall time and only as good as the
machine was idle.
"""
from __future__ import annotations

from collections.abc import Sequence

from engine.arena import GameResult, play_many


def seat_games(game_id: str, players: int, levels: Sequence[str], games: int, seed: int,
               iterations: int | None = None, options: dict | None = None, workers: int = 1) -> list[dict]:
    """One row per seat of each game: seed, seat, level, score, categories, stats, turn_ms."""
    if len(levels) == 1:
        levels = list(levels) * players
    if len(levels) != players:
        raise ValueError(f"--bots lists {len(levels)} levels for {players} players")
    jobs = [(game_id, list(levels), seed + g, iterations, None, options) for g in range(games)]
    rows: list[dict] = []
    for g, r in enumerate(play_many(jobs, workers)):
        rows.extend(_rows(r, seed + g, levels))
    return rows


def _rows(r: GameResult, seed: int, levels: Sequence[str]) -> list[dict]:
    return [{"seed": seed, "seat": p, "level": levels[p], "score": r.scores[p], "won": p in r.winners,
             "categories": r.breakdown[p], "stats": r.stats[p], "turn_ms": round(r.turn_ms[p], 1)}
            for p in range(len(r.scores))]


def _mean(values: list[float]) -> float:
    return round(sum(values) / len(values), 2) if values else 0.0


def summary(rows: list[dict]) -> dict:
    """Means over the seat-games, the worst one, and each stat's mean (and, for counts that should stay
    rare, in how many seat-games it was above zero)."""
    scores = [r["score"] for r in rows]
    worst = min(rows, key=lambda r: r["score"]) if rows else None
    cats = sorted({c for r in rows for c in r["categories"]}, key=lambda c: list(rows[0]["categories"]).index(c)
                  if c in rows[0]["categories"] else 99)
    stats = sorted({k for r in rows for k in r["stats"]})
    return {
        "seat_games": len(rows),
        "mean": _mean(scores),
        "min": min(scores, default=0),
        "max": max(scores, default=0),
        "worst": None if worst is None else {"seed": worst["seed"], "seat": worst["seat"], "score": worst["score"]},
        "categories": {c: _mean([r["categories"].get(c, 0) for r in rows]) for c in cats},
        "stats": {k: _mean([r["stats"].get(k, 0.0) for r in rows]) for k in stats},
        "stats_nonzero": {k: sum(1 for r in rows if r["stats"].get(k, 0.0)) for k in stats},
        "max_turn_s": round(max((r["turn_ms"] for r in rows), default=0.0) / 1000, 2),
    }
