"""The bots' valuation: each seat's points so far plus what its position is likely worth by the end,
as a margin over the best other seat.

What a position is worth: the majorities still to be scored, counted as they stand (a completed order
counts as delivered, since one placement delivers it); the final conversions (Marks, cubes) and penalties
(undelivered orders, the lit/dark imbalance) as they would be now, softened while there is time to change
them; orders by how far they are filled; workers not yet placed this shift.
"""
from __future__ import annotations

from engine.games.coal_baron.scoring import places
from engine.games.coal_baron.state import CBState

# points-ish weights, tuned by self-play probes (docs/bench.md)
ORDER_START = 0.25  # share of an order's points an unfilled order is worth
ORDER_FILLED = 0.85  # share a completed, undelivered order is worth
WORKER = 1.2  # a worker still to place this shift
CAGE_CUBE = 0.35  # a cube in the cage or storage (closer to an order than one on a cart)
CART_CUBE = 0.15
MONEY_EARLY = 0.45  # a Mark's worth early in the game (it buys tiles); 0.2 at the end (5 Marks = 1 point)


def _progress(s: CBState) -> float:
    """How far the game is, 0 at the start and 1 at the end."""
    full = s.t.setup[s.num_players].workers
    n = s.num_players
    used = sum(full - w for w in s.workers) / (full * n)
    return min(1.0, ((s.shift - 1) + used) / s.t.shifts)


def _majorities(s: CBState, coal: list[list[int]], trans: list[list[int]]) -> list[float]:
    n = s.num_players
    t = s.t
    out = [0.0] * n
    shifts_left = [k for k in range(s.shift, t.shifts + 1)]
    two = n == 2
    for category, table, counts in (("coal", t.coal, coal), ("transport", t.transport, trans)):
        times = sum(1 for k in shifts_left if k >= t.from_shift[category])
        if not times:
            continue
        for i, (first, second) in enumerate(table):
            pts = places([counts[p][i] for p in range(n)], first, second, two)
            for p in range(n):
                out[p] += times * pts[p] * 0.8
    if s.shift <= t.shifts:
        for level, (first, second) in enumerate(t.empty_carts):
            pts = places([s.empty_carts(p, level) for p in range(n)], first, second, two)
            weight = 0.3 + 0.6 * (s.shift == t.shifts)
            for p in range(n):
                out[p] += weight * pts[p]
    return out


def evaluate_all(s: CBState) -> list[float]:
    n = s.num_players
    t = s.t
    if s.to_move == -2:  # terminal: the real margins
        return _margins([float(v) for v in s.vp])
    progress = _progress(s)
    coal = [s.dcol[4 * p:4 * p + 4] for p in range(n)]
    trans = [s.dtrans[4 * p:4 * p + 4] for p in range(n)]
    values = [float(v) for v in s.vp]
    for p in range(n):
        for card, need, _ in s.held[p]:
            size = t.order_size[card]
            share = ORDER_START + (ORDER_FILLED - ORDER_START) * (size - len(need)) / size
            values[p] += share * t.order_points[card] - 1.0 * progress
            if not need:
                for c in t.order_need[card]:
                    coal[p][c] += 1
                trans[p][t.order_transport[card]] += size
        money_worth = MONEY_EARLY - (MONEY_EARLY - 0.2) * progress
        values[p] += s.money[p] * money_worth
        b = 4 * p
        loose = sum(s.cage[b:b + 4]) + sum(s.storage[b:b + 4])
        on_carts = sum(s.pit[16 * p:16 * p + 16])
        values[p] += loose * CAGE_CUBE + on_carts * CART_CUBE
        values[p] -= 2.0 * abs(s.lit[p] - s.dark[p]) * (0.4 + 0.6 * progress)
        values[p] += WORKER * s.workers[p]
    for p, v in enumerate(_majorities(s, coal, trans)):
        values[p] += v
    return _margins(values)


def _margins(values: list[float]) -> list[float]:
    out = []
    for p, v in enumerate(values):
        best = max(x for q, x in enumerate(values) if q != p)
        out.append(v - best)
    return out
