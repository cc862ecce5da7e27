"""Benchmark (never part of the tests): do the card values win? Two medium bots play the full game with the
draft; one values cards (card_values.py) in all it does, the other (`--against`) either drafts at random
and plays like the first (`random-draft`), or knows no card values at all (`no-values`: its draft is then
random too, as the bots' was before the values), or values cards by another fit (`--against-file`: an
older card_values.json, in the draft and in play). Paired: each deal is played twice with the seats swapped.

    python -m engine.tools.agricola_card_bench --pairs 20 [--against no-values | --against-file old.json]
        [--jobs 2] [--out games.jsonl]
"""
from __future__ import annotations

import argparse
import json
import random
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from engine.arena import play_out, wilson_interval
from engine.bots import make_bot
from engine.bots.base import Bot
from engine.core.game import GameState, Move
from engine.core.match import Match, derived_seed
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


class OtherValues:
    """A bot that decides with other card values (`values(ct)`: every card's value by index); the bots share
    one process, so the values are swapped in and back out around its decision."""

    def __init__(self, inner: Bot, values: Any, hand_share: float | None = None) -> None:
        self.inner = inner
        self.level = inner.level
        self.values = values
        self.hand_share = hand_share  # another share of a card in the hand (heuristic.HAND_SHARE), if given

    def choose(self, observation: GameState, player: int) -> Move:
        from engine.games.agricola import heuristic
        real, share = card_values.by_index, heuristic.HAND_SHARE
        card_values.by_index = self.values  # type: ignore[assignment]
        if self.hand_share is not None:
            heuristic.HAND_SHARE = self.hand_share
        try:
            return self.inner.choose(observation, player)
        finally:
            card_values.by_index = real  # type: ignore[assignment]
            heuristic.HAND_SHARE = share


def _zeros(ct: object) -> list[float]:
    return [0.0] * len(ct.cards)  # type: ignore[attr-defined]


def _from_file(path: Path) -> Any:
    table = {k: float(v) for k, v in json.loads(path.read_text(encoding="utf-8"))["values"].items()}
    vals = sorted(table.values())
    median = vals[len(vals) // 2] if vals else 0.0
    return lambda ct: [table.get(card.id, median) for card in ct.cards]


def play(seed: int, value_seat: int, level: str = "medium", against: str = "random-draft",
         hand_share: float | None = None) -> dict:
    """One game; `against` is random-draft, no-values, the path of another values file, or `same` (the same
    values; with `hand_share`, the other seat's share of a card in the hand differs)."""
    match = Match("agricola", 2, derived_seed(seed, "match"), {"family": False, "draft": True})
    bots: list[Bot] = [make_bot(level, derived_seed(seed, "bot", i)) for i in range(2)]
    other = 1 - value_seat
    if against == "random-draft":
        bots[other] = RandomDrafter(bots[other], derived_seed(seed, "drafter"))
    elif against == "no-values":
        bots[other] = OtherValues(RandomDrafter(bots[other], derived_seed(seed, "drafter")), _zeros)
    elif against == "same":
        bots[other] = OtherValues(bots[other], card_values.by_index, hand_share)
    else:
        bots[other] = OtherValues(bots[other], _from_file(Path(against)), hand_share)
    play_out(match, bots)
    s: Any = match.state
    scores = list(s.scores())
    return {"seed": seed, "value_seat": value_seat, "against": against, "scores": scores,
            "winners": list(s.winners()), "played": [len(x) for x in s.k.played]}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description="medium drafting by card value against medium drafting at random")
    ap.add_argument("--pairs", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--level", default="medium")
    ap.add_argument("--against", choices=("random-draft", "no-values", "same"), default="random-draft")
    ap.add_argument("--against-file", type=Path, help="another card_values.json to play against")
    ap.add_argument("--against-hand-share", type=float, help="the other seat's share of a card in the hand "
                    "(with --against same or --against-file)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", type=Path)
    a = ap.parse_args(argv)
    against = str(a.against_file) if a.against_file else a.against
    wins = 0.0
    margins = []
    played = [0, 0]
    tasks = [(a.seed + i, seat, a.level, against, a.against_hand_share) for i in range(a.pairs) for seat in (0, 1)]
    with ProcessPoolExecutor(max(1, a.jobs)) as pool:
        results = list(pool.map(_play_packed, tasks))
    for r in results:
        seat = r["value_seat"]
        played[0] += r["played"][seat]
        played[1] += r["played"][1 - seat]
        w = r["winners"]
        wins += 1.0 / len(w) if seat in w else 0.0
        margins.append(r["scores"][seat] - r["scores"][1 - seat])
        if a.out:
            with a.out.open("a", encoding="utf-8") as f:
                f.write(json.dumps(r) + "\n")
    n = len(margins)
    lo, hi = wilson_interval(wins, n)
    print(f"card values against {against}: won {wins} of {n} ({wins / n:.1%}, 95 % interval {lo:.1%}-{hi:.1%}), "
          f"mean margin {sum(margins) / n:+.1f}; cards played a game {played[0] / n:.1f} against {played[1] / n:.1f}")


def _play_packed(args: tuple) -> dict:
    return play(*args)


if __name__ == "__main__":
    main()
