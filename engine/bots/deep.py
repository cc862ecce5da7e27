"""Hard (Ra): the reference search (engine/bots/search.py) with a judgement that looks ahead.

The search is the same: every legal move, iterative deepening under a node budget, a transposition
table, several worlds per decision. What changes is what it reads at the depth limit: the learned
evaluation (engine/bots/learned.py: a linear model over the game's features, fitted on self-play
outcomes), which weighs the suns still to spend, tempo (suns held when the others have none), what the
bag may still bring and what an epoch's end would score now, instead of the plain scoring at the horizon.
The expert reads weights of its own, fitted on hard's games (`learned.evaluation`).
"""
from __future__ import annotations

from engine.bots.learned import learned
from engine.bots.search import SAMPLES, Evaluate, SearchBot


class DeepBot(SearchBot):
    def __init__(self, seed: int = 0, nodes: int | None = None, seconds: float | None = None,
                 samples: int = SAMPLES, chance_width: int = 1, chance_levels: int = 1, level: str = "hard",
                 evaluate: Evaluate = learned) -> None:
        super().__init__(seed, nodes=nodes, seconds=seconds, samples=samples, chance_width=chance_width,
                         chance_levels=chance_levels, evaluate=evaluate, level=level)
