"""A La Granja evaluation in points, for bots: own expected final VP minus the best opponent's."""
from __future__ import annotations

from engine.games.la_granja.state import LGState


def seat_value(s: LGState, p: int) -> float:
    return float(s.goods[p][1])


def evaluate(s: LGState, p: int) -> float:
    mine = seat_value(s, p)
    others = [seat_value(s, q) for q in range(s.num_players) if q != p]
    return mine - (max(others) if others else 0.0)
