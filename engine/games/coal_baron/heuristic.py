"""The bots' valuation: each seat's points so far plus what its position is likely worth by the end, as a
margin over the best other seat.

What a position is worth:
- orders by how far they are filled (each filled spot keeps its share, so a fill is never a loss), a
  completed one nearly its points (one placement delivers it); an order the seat's own cubes can finish
  a share more: what the turn sets up, not only where it ends;
- cubes by where they are and whether an open spot wants them: a cube in storage or in the cage is closer
  to an order than one on a cart; a cube no spot wants is worth what it may still become (an order to come,
  or its share of the final conversion), and a wanted cube never less;
- the majorities still to be scored, counted as they stand (completed orders count as delivered);
- Marks; workers not yet placed: each at least the Mark the bank gives, the first KEEP more (they buy the
  shift's next actions); the lit/dark penalty as it would be now (softened while it can change);
- during a mining action, what its remaining work steps will still achieve by a simple plan (so a step
  along the plan keeps the value and stopping early loses it).
"""
from __future__ import annotations

from engine.core.game import TERMINAL
from engine.games.coal_baron.mining import Mine
from engine.games.coal_baron.scoring import places
from engine.games.coal_baron.state import CBState

# points-ish weights, tuned by self-play probes (docs/bench.md)
ORDER_START = 0.12  # share of an order's points an unfilled order is worth
ORDER_FILLED = 0.75  # share a completed, undelivered order is worth (delivering makes it sure)
NEAR = 0.75  # share of a spot's value a matching cube in storage or in a cage at the surface is worth
FAR = 0.65  # ... a matching cube on a cart
LOOSE = 1 / 3  # a cube no spot wants: the final conversion
# A worker still to place this shift is worth at least a Mark (the bank always takes one), and the first
# KEEP of them this much more: they buy the shift's next actions. Every worker is placed before the shift
# ends, so workers beyond those buy only what ousting or the bank gives; a flat 0.9 for each made a seat
# with 7-8 workers keep them by going to the bank rather than pay two workers for a space worth more.
WORKER = 0.9
KEEP = 6
FINISH = 0.25  # share of an order's unfilled points added when the cubes the seat owns can finish it
PARKED = 0.05  # the cage at a level with nothing to load (a small tie-break against a step for nothing)
MONEY_EARLY = 0.2  # a Mark's worth (it buys tiles early; 5 Marks = 1 point at the end)
MAJORITY = 0.8  # weight of a majority still to be scored, as it stands now
IMBALANCE = 1.0  # points a lit/dark difference costs at the end (softened while it can still be evened out)
# points a cube of each colour typically fills on an order (points / cubes of the cards): what a cube on a
# cart may still become while there is time to take an order for it
TYPICAL = (1.6, 2.6, 3.4, 4.4)
PROSPECT = 0.6


def _progress(s: CBState) -> float:
    """How far the game is, 0 at the start and 1 at the end."""
    full = s.t.setup[s.num_players].workers
    used = sum(full - w for w in s.workers) / (full * s.num_players)
    return min(1.0, ((s.shift - 1) + used) / s.t.shifts)


def _spot_values(s: CBState, p: int) -> list[list[float]]:
    """Per colour, the value of filling each open spot of the seat's orders (best first)."""
    t = s.t
    spots: list[list[float]] = [[], [], [], []]
    gain = ORDER_FILLED - ORDER_START
    for card, need, _ in s.held[p]:
        per = gain * t.order_points[card] / t.order_size[card]
        for c in need:
            spots[c].append(per)
    for row in spots:
        row.sort(reverse=True)
    return spots


def _cubes(s: CBState, p: int, spots: list[list[float]], progress: float) -> float:
    """Cubes matched to the spots that want them, nearest first; the rest at their prospect of an order
    to come (fading over the game) or the final conversion."""
    b = 4 * p
    at_surface = s.cage_level[p] == 0
    value = 0.0
    pit = s.pit
    for c in range(4):
        row = spots[c]
        near = s.storage[b + c] + (s.cage[b + c] if at_surface else 0)
        far = (0 if at_surface else s.cage[b + c]) + pit[16 * p + c] + pit[16 * p + 4 + c] + pit[16 * p + 8 + c] \
            + pit[16 * p + 12 + c]
        spare = max(LOOSE, PROSPECT * TYPICAL[c] * (1 - progress))
        i = 0
        for _ in range(near):  # a cube an order wants is worth at least what any cube may still become
            value += max(row[i] * NEAR, spare) if i < len(row) else spare
            i += 1
        for _ in range(far):
            value += max(row[i] * FAR, spare) if i < len(row) else spare
            i += 1
    return value


def _plan(s: CBState, p: int, steps: int, spots: list[list[float]]) -> float:
    """What `steps` work steps will still add by a simple plan: fill from storage and the cage, then one
    trip to the level whose carts hold most of what the spots want."""
    b = 4 * p
    level = s.cage_level[p]
    left = steps
    value = 0.0
    used = [0, 0, 0, 0]  # spots taken by the plan, per colour
    for c in range(4):  # storage, from anywhere
        k = min(s.storage[b + c], len(spots[c]), left)
        for i in range(k):
            value += spots[c][i] * (1 - NEAR)
        used[c] += k
        left -= k
    cage = s.cage[b:b + 4]
    want = sum(min(cage[c], len(spots[c]) - used[c]) for c in range(4))
    if want and left:
        if level:
            left -= 1
            level = 0
        for c in range(4):
            k = min(cage[c], len(spots[c]) - used[c], left)
            for i in range(used[c], used[c] + k):
                value += spots[c][i] * (1 - FAR if s.cage_level[p] else 1 - NEAR)
            used[c] += k
            left -= k
    room = s.t.cage_capacity - sum(cage)
    best = 0.0
    for lv in range(4):
        trip = left - (0 if level == lv + 1 else 1) - 1  # there, and back up
        k_max = min(room, trip // 2)
        if k_max <= 0:
            continue
        base = 16 * p + 4 * lv
        gain = 0.0
        k = 0
        for c in range(4):
            have = s.pit[base + c]
            for i in range(used[c], len(spots[c])):
                if not have or k >= k_max:
                    break
                gain += spots[c][i] * (1 - FAR)
                have -= 1
                k += 1
        best = max(best, gain)
    return value + best


def _score_table(out: list[float], table: tuple, counts: list[list[int]], weight: float, two: bool) -> None:
    n = len(counts)
    for i, (first, second) in enumerate(table):
        values = [counts[p][i] for p in range(n)]
        if max(values) <= 0:
            continue
        for p, pts in enumerate(places(values, first, second, two)):
            if pts:
                out[p] += weight * pts


def _majorities(s: CBState, coal: list[list[int]], trans: list[list[int]]) -> list[float]:
    n = s.num_players
    t = s.t
    out = [0.0] * n
    two = n == 2
    for category, table, counts in (("coal", t.coal, coal), ("transport", t.transport, trans)):
        times = t.shifts + 1 - max(s.shift, t.from_shift[category])
        if times > 0:
            _score_table(out, table, counts, times * MAJORITY, two)
    empty = [[s.empty_carts(p, level) for level in range(4)] for p in range(n)]
    _score_table(out, t.empty_carts, empty, 0.3 + 0.6 * (s.shift == t.shifts), two)
    return out


def _finishable(s: CBState, p: int) -> float:
    """Points of the seat's unfinished orders that the cubes it owns (storage, cage, carts) can finish, the
    orders worth most a cube served first: what its next mining actions can turn into deliveries."""
    t = s.t
    b = 4 * p
    have = [s.storage[b + c] + s.cage[b + c] + s.pit[16 * p + c] + s.pit[16 * p + 4 + c] + s.pit[16 * p + 8 + c]
            + s.pit[16 * p + 12 + c] for c in range(4)]
    total = 0.0
    for card, need, _ in sorted(s.held[p], key=lambda h: -t.order_points[h[0]] / t.order_size[h[0]]):
        if not need:
            continue
        want = [0, 0, 0, 0]
        for c in need:
            want[c] += 1
        if all(have[c] >= want[c] for c in range(4)):
            for c in range(4):
                have[c] -= want[c]
            total += t.order_points[card] * len(need) / t.order_size[card]
    return total


def evaluate_all(s: CBState) -> list[float]:
    n = s.num_players
    t = s.t
    if s.to_move == TERMINAL:  # the real margins
        return _margins([float(v) for v in s.vp])
    progress = _progress(s)
    coal = [s.dcol[4 * p:4 * p + 4] for p in range(n)]
    trans = [s.dtrans[4 * p:4 * p + 4] for p in range(n)]
    values = [float(v) for v in s.vp]
    money_worth = MONEY_EARLY - (MONEY_EARLY - 0.2) * progress
    mining = s.pending[-1] if s.pending and isinstance(s.pending[-1], Mine) else None
    for p in range(n):
        v = 0.0
        for card, need, _ in s.held[p]:
            size = t.order_size[card]
            if need:  # each spot already filled keeps its share: a fill is progress, never a loss
                points = t.order_points[card]
                v += ORDER_START * points - progress + (ORDER_FILLED - ORDER_START) * points * (size - len(need)) / size
            else:
                v += ORDER_FILLED * t.order_points[card] - progress
                for c in t.order_need[card]:
                    coal[p][c] += 1
                trans[p][t.order_transport[card]] += size
        spots = _spot_values(s, p)
        v += _cubes(s, p, spots, progress)
        if mining is not None and mining.seat == p:
            v += _plan(s, p, mining.steps, spots)
        v += s.money[p] * money_worth
        v -= IMBALANCE * abs(s.lit[p] - s.dark[p]) * progress * progress  # time to even it out early on
        w = s.workers[p]
        v += money_worth * w + WORKER * min(w, KEEP)
        v += FINISH * _finishable(s, p)
        if s.cage_level[p] and not any(s.pit[16 * p + 4 * (s.cage_level[p] - 1):16 * p + 4 * s.cage_level[p]]):
            v -= PARKED  # the cage left where nothing is to load: a step spent for nothing
        values[p] += v
    for p, v in enumerate(_majorities(s, coal, trans)):
        values[p] += v
    return _margins(values)


def _margins(values: list[float]) -> list[float]:
    out = []
    for p, v in enumerate(values):
        best = max(x for q, x in enumerate(values) if q != p)
        out.append(v - best)
    return out
