"""Regenerate tests/data/corpus.json.gz: seeded bot games of every registered game and player count,
with their final scores and winners. `test_corpus.py` replays every record and expects the same result,
so a refactor that changes behaviour is caught. Run: `python tests/data/make_corpus.py` (a few minutes).
"""
from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path
from typing import Any

from engine.arena import play_out
from engine.bots import make_bot
from engine.core.match import Match

OUT = Path(__file__).with_name("corpus.json.gz")
LEVELS = ("random", "easy", "medium", "hard")
# (game, players, options, games): 25 games per player count, levels rotating through the seats.
PLAN: list[tuple[str, int, dict[str, Any], int]] = [
    ("ra", n, {}, 25) for n in (2, 3, 4, 5)
] + [
    ("la-granja", n, {}, 22) for n in (1, 2, 3, 4)
] + [
    ("la-granja", n, {"draft": True}, 5) for n in (2, 3, 4)
] + [("la-granja", 2, {"village_store_own_bonus": False}, 5)]


def play(game_id: str, n: int, options: dict, seed: int) -> dict:
    levels = [LEVELS[(seed + i) % len(LEVELS)] for i in range(n)]
    match = Match(game_id, n, seed, options)
    bots = [make_bot(lv, seed=seed * 31 + i, iterations=40 if lv == "hard" else None)
            for i, lv in enumerate(levels)]
    play_out(match, bots)
    s = match.state
    return {"game": game_id, "players": n, "options": match.options, "seed": seed, "levels": levels,
            "moves": [match.game.move_to_json(m) for m in match.moves],
            "scores": s.scores(), "winners": s.winners(), "state_hash": s.state_hash()}


def main() -> None:
    from engine.core.registry import get_game

    games = []
    for game_id, n, options, count in PLAN:
        known = get_game(game_id).options_model.model_fields
        if any(k not in known for k in options):
            print(f"skip {game_id} {options}: not an option of this version", file=sys.stderr)
            continue
        for g in range(count):
            games.append(play(game_id, n, options, 1000 * n + g))
        print(f"{game_id} {n}p {options}: {count} games", file=sys.stderr)
    with gzip.open(OUT, "wt", encoding="utf-8") as f:
        json.dump({"format": "bodoge-corpus", "games": games}, f, separators=(",", ":"))
    print(f"{len(games)} games -> {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
