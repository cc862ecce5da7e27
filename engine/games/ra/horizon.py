"""Ra's scoring at a search horizon: what the seats would hold if the epoch ended now.

The `search` bot's plain judgement: points so far, the epoch's scoring of what each seat holds
now, the monuments (kept to the end), and a fixed value for each face-up sun still to spend. A running
auction is judged as if its high bid stands (as the heuristic does).
"""
from __future__ import annotations

from functools import cache

from engine.games.ra import scoring
from engine.games.ra.heuristic import settled
from engine.games.ra.state import RaState
from engine.games.ra.tiles import EPOCHS, MONUMENTS, SUN_HIGHEST, SUN_LOWEST

SUN_VALUE = 2.0  # points per face-up sun still to spend this epoch
_MONUMENTS = slice(MONUMENTS[0], MONUMENTS[-1] + 1)


@cache
def _monuments(counts: tuple[int, ...]) -> int:
    """Monument points of a holding's monument counts (few distinct holdings: cached)."""
    held = [0] * MONUMENTS[0] + list(counts)
    return scoring.monument_points(held)


def monument_points(held: list[int]) -> int:
    return _monuments(tuple(held[_MONUMENTS]))


def horizon_scores(s: RaState) -> list[float]:
    s = settled(s)
    if s.is_terminal():
        return [float(x) for x in s.scores()]
    gains = scoring.epoch_points(s)
    out = []
    for p in range(s.num_players):
        v = sum(s.cats[p]) + sum(gains[p]) + monument_points(s.held[p])
        out.append(v + SUN_VALUE * len(s.up[p]))
    if s.epoch == EPOCHS:  # the sun-disk totals are scored soon
        suns = scoring.most_and_fewest([s.sun_total(p) for p in range(s.num_players)], SUN_HIGHEST, SUN_LOWEST)
        out = [v + x for v, x in zip(out, suns, strict=True)]
    return out
