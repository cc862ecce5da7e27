"""Benchmark (never part of the tests): do the card values win? Two medium bots play the full game with the
draft; one values cards (card_values.py) in all it does, the other (`--against`) either drafts at random
and plays like the first (`random-draft`), or knows no card values at all (`no-values`: its draft is then
random too, as the bots' was before the values). Paired: each deal is played twice with the seats swapped.

    python -m engine.games.agricola.card_bench --pairs 20 [--against no-values] [--out games.jsonl]
"""
from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any

from engine.arena import wilson_interval
from engine.bots import make_bot
from engine.bots.base import Bot
from engine.core.game import CHANCE, GameState, Move
from engine.core.match import Match
from engine.games.agricola import card_values
from engine.games.agricola.draft import DraftPick


class RandomDrafter:
    """A bot that picks its draft cards at random and plays like `inner` otherwise."""

    def __init__(self, inner: Bot, seed: int) -> None:
        self.inner = inner
        self.level = inner.level
        self.rng = random.Random(seed)

    def choose(self, observation: GameState, player: int) -> Move:
        pending = getattr(observation, "pending", None)
        if pending and isinstance(pending[-1], DraftPick):
            return self.rng.choice(observation.legal_moves())
        return self.inner.choose(observation, player)


class NoValues:
    """A bot that decides as if every card were worth nothing (the heuristic's card term is off while it
    chooses; the bots share one process, so the values are swapped out and back around its decision)."""

    def __init__(self, inner: Bot) -> None:
        self.inner = inner
        self.level = inner.level

    def choose(self, observation: GameState, player: int) -> Move:
        real = card_values.by_index
        card_values.by_index = _zeros  # type: ignore[assignment]
        try:
            return self.inner.choose(observation, player)
        finally:
            card_values.by_index = real  # type: ignore[assignment]


def _zeros(ct: object) -> list[float]:
    return [0.0] * len(ct.cards)  # type: ignore[attr-defined]


def play(seed: int, value_seat: int, level: str = "medium", against: str = "random-draft") -> dict:
    match = Match("agricola", 2, seed, {"family": False, "draft": True})
    bots: list[Bot] = [make_bot(level, seed * 7 + i) for i in range(2)]
    other = 1 - value_seat
    bots[other] = (RandomDrafter(bots[other], seed * 7 + 5) if against == "random-draft"
                   else NoValues(RandomDrafter(bots[other], seed * 7 + 5)))
    s: Any = match.state
    while not s.is_terminal():
        seat = s.current_player()
        if seat == CHANCE:
            match.resolve_chance()
            continue
        match.play(bots[seat].choose(s.observation(seat), seat))
    scores = list(s.scores())
    return {"seed": seed, "value_seat": value_seat, "against": against, "scores": scores,
            "winners": list(s.winners()), "played": [len(x) for x in s.k.played]}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description="medium drafting by card value against medium drafting at random")
    ap.add_argument("--pairs", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--level", default="medium")
    ap.add_argument("--against", choices=("random-draft", "no-values"), default="random-draft")
    ap.add_argument("--out", type=Path)
    a = ap.parse_args(argv)
    wins = 0.0
    margins = []
    for i in range(a.pairs):
        for seat in (0, 1):
            r = play(a.seed + i, seat, a.level, a.against)
            w = r["winners"]
            wins += 1.0 / len(w) if seat in w else 0.0
            margins.append(r["scores"][seat] - r["scores"][1 - seat])
            if a.out:
                with a.out.open("a", encoding="utf-8") as f:
                    f.write(json.dumps(r) + "\n")
    n = len(margins)
    lo, hi = wilson_interval(wins, n)
    print(f"card values against {a.against}: won {wins} of {n} ({wins / n:.1%}, 95 % interval {lo:.1%}-{hi:.1%}), "
          f"mean margin {sum(margins) / n:+.1f}")


if __name__ == "__main__":
    main()
