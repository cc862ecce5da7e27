"""Tune Agricola's valuation constants (engine/games/agricola/heuristic.py) on self-play absolute score.

The player is a one-ply greedy over the hard bot's own leaf view (`GreedyBot(leaf=True)`, the hard search's
inner policy) with a little noise, so a game takes about a second; hard reads the same valuation at its
leaves, so what the greedy player gains is then checked on hard with `python -m engine botstats`.
A coordinate search: each constant in turn is scaled (or, from zero, set) to a few values, and a value is
kept when the mean score over the same fixed seeds rises by more than `min_gain`.

    python -m engine.tools.tune_agricola --games 30 --seed 5000 [--sweeps 2] [--family]
"""
from __future__ import annotations

import argparse
import json
import statistics
from collections.abc import Callable

from engine.arena import play_out
from engine.bots.greedy import GreedyBot
from engine.core.match import Match, derived_seed
from engine.games.agricola import heuristic as H
from engine.games.agricola.data import CLAY, REED, STONE, WOOD

_MATERIALS = {"wood": WOOD, "clay": CLAY, "reed": REED, "stone": STONE}
NAMES = ["ACTION", "FREE_ROOM", "CROP", "BEG", "INCOME", "HAND_SHARE", "CARD_WEIGHT", "GRAIN_V", "VEG_V",
         "FOOD_V", "BAKE", "ROOM_PLAN", "RENO_PLAN", "SOW_PLAN", "COOK", "CARD_BASE"]
NAMES += [f"MATERIAL.{m}" for m in _MATERIALS]
START = {"ROOM_PLAN": 1.0, "RENO_PLAN": 0.5, "SOW_PLAN": 0.5, "COOK": 0.1, "CARD_BASE": 0.5}  # a zero's first try


def get(name: str) -> float:
    if name.startswith("MATERIAL."):
        return H.MATERIAL[_MATERIALS[name.split(".")[1]]]
    return float(getattr(H, name))


def put(name: str, value: float) -> None:
    if name.startswith("MATERIAL."):
        H.MATERIAL[_MATERIALS[name.split(".")[1]]] = value
    else:
        setattr(H, name, value)


def play(seed: int, options: dict | None, noise: float) -> list[tuple[int, int, float, float]]:
    """One 2-player game of the greedy leaf player: (score, begging cards, people, cards played) per seat."""
    match = Match("agricola", 2, derived_seed(seed, "match"), options)
    bots = [GreedyBot(derived_seed(seed, "bot", i), noise=noise, leaf=True) for i in range(2)]
    play_out(match, bots)
    s = match.state
    stats = [match.game.bot.seat_stats(s, p) for p in range(2)]
    return [(s.scores()[p], int(s.begging[p]), stats[p]["people"], stats[p].get("cards", 0.0))  # type: ignore[attr-defined]
            for p in range(2)]


def measure(games: int, seed: int, options: dict | None, noise: float) -> dict[str, float]:
    rows = [r for g in range(games) for r in play(seed + g, options, noise)]
    scores = [r[0] for r in rows]
    return {"mean": statistics.fmean(scores), "min": min(scores),
            "begging": sum(1 for r in rows if r[1]) / len(rows), "people": statistics.fmean(r[2] for r in rows),
            "cards": statistics.fmean(r[3] for r in rows)}


def objective(m: dict[str, float]) -> float:
    """Mean score, a seat-game with begging weighing as a few points more than its cards."""
    return m["mean"] - 5.0 * m["begging"]


def search(names: list[str], run: Callable[[], dict[str, float]], sweeps: int, min_gain: float) -> None:
    best = run()
    print(json.dumps({"start": best, "objective": objective(best)}), flush=True)
    for _ in range(sweeps):
        for name in names:
            x0 = get(name)
            tries = [0.5 * x0, 1.5 * x0, 2.5 * x0] if x0 else [START.get(name, 0.5), 2 * START.get(name, 0.5)]
            for x in tries:
                put(name, x)
                m = run()
                kept = objective(m) > objective(best) + min_gain
                print(json.dumps({"name": name, "value": round(x, 4), **m, "kept": kept}), flush=True)
                if kept:
                    best, x0 = m, x
            put(name, x0)
    print(json.dumps({"final": {n: round(get(n), 4) for n in names}, **best}), flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--sweeps", type=int, default=1)
    ap.add_argument("--noise", type=float, default=0.3)
    ap.add_argument("--min-gain", type=float, default=0.3)
    ap.add_argument("--family", action="store_true")
    ap.add_argument("--only", default="", help="comma-separated constants to search (default: all)")
    ap.add_argument("--set", default="", help="name=value,... to start from")
    a = ap.parse_args()
    for kv in filter(None, a.set.split(",")):
        k, v = kv.split("=")
        put(k, float(v))
    options = {"family": True} if a.family else None
    names = a.only.split(",") if a.only else NAMES
    search(names, lambda: measure(a.games, a.seed, options, a.noise), a.sweeps, a.min_gain)


if __name__ == "__main__":
    main()
