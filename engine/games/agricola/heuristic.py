"""The bots' valuation (placeholder until the full heuristic): score margins."""
from __future__ import annotations

from engine.games.agricola.state import AgState


def evaluate_all(s: AgState) -> list[float]:
    from engine.games.agricola.scoring import score
    values = [float(score(s, p)) for p in range(s.num_players)]
    if len(values) == 1:
        return values
    return [v - max(x for q, x in enumerate(values) if q != p) for p, v in enumerate(values)]
