"""Scoring phase (得点フェイズ, red) and the end of the game (最終得点計算)."""
from __future__ import annotations

from engine.games.la_granja import effects
from engine.games.la_granja import holdings as h
from engine.games.la_granja.goods import GRAIN, GRAPE, OLIVE, PIG, SILVER, TRADE, VP
from engine.games.la_granja.state import LGState


def market_markers(s: LGState, p: int) -> int:
    """Own markers on market spaces and on the grey building hexes (ruling: both count)."""
    return s.market.count(p) + sum(g.count(p) for g in s.grey)


def scoring_phase(s: LGState) -> None:
    """1 VP per market marker; siesta VP by position; reset the track in turn order; clear 1x markers."""
    pts = s.t.siesta_points
    for p in s.order:
        h.gain_vp(s, p, market_markers(s, p), "market_scoring")
        h.gain_vp(s, p, pts[s.siesta[p]], "siesta")
    restack(s)
    for p in range(s.num_players):
        s.used[p].clear()
        s.donkey[p] = 0
        s.extra_used[p] = 0
        s.deliveries[p] = 0
    s.reserved = (-1, 0)
    s.display.clear()  # unbought roofs leave the game


def restack(s: LGState) -> None:
    """All discs back to the bottom space: the last seat lowest, the start player on top."""
    for p in reversed(s.order):
        s.siesta[p] = 0
        s.stack_top += 1
        s.height[p] = s.stack_top


def final_conversion(s: LGState) -> None:
    """Stored olive/grain/grape/pig and trade goods become silver (not field crops, not upgraded goods);
    then every 5 silver is 1 VP, the rest stays as the tie-break."""
    for p in range(s.num_players):
        g = s.goods[p]
        for good in (OLIVE, GRAIN, GRAPE, PIG, TRADE):
            if g[good]:
                g[SILVER] += g[good] * effects.final_rate(s, p, good)
                g[good] = 0
        vp = g[SILVER] // s.t.silver_per_vp
        g[SILVER] -= vp * s.t.silver_per_vp
        h.gain_vp(s, p, vp, "final_silver")


def winners(s: LGState) -> list[int]:
    best = max((s.goods[p][VP], s.goods[p][SILVER]) for p in range(s.num_players))
    return [p for p in range(s.num_players) if (s.goods[p][VP], s.goods[p][SILVER]) == best]
