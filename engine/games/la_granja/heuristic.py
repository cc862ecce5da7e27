"""A La Granja evaluation in points, for bots: a seat's expected final VP minus the best opponent's.

Expected VP = VP now + what its holdings are likely still to score: silver and goods at their end or
delivery value, barrows and building rows in progress (by how full they are), market markers times the
scorings left, the siesta position before this round's scoring, and the farm engine (fields, extensions,
helpers, permanent craft markers, unused roofs) times the rounds left.

Each of those is a named term (`TERMS`, computed once by `seat_terms`); the evaluation is their weighted sum.
`HAND_WEIGHTS` are the hand-tuned weights (medium's judgement, and the prior of the learned evaluation,
engine/bots/learned.py); `python -m engine fit la-granja` refits them on self-play outcomes for hard.
"""
from __future__ import annotations

from operator import mul

from engine.games.la_granja import effects
from engine.games.la_granja.goods import (
    BUTCHER,
    DELI,
    GREENGROCER,
    MERCHANT_HOUSE,
    SILVER,
    TRADE,
    VILLAGE_STORE,
    VP,
    WAINWRIGHT,
)
from engine.games.la_granja.holdings import counts, siesta_after
from engine.games.la_granja.state import LGState
from engine.games.la_granja.steps import STEP
from engine.games.la_granja.transport import donkey_yield

SCORING_STEP, EXTRA_STEP = STEP["scoring"], STEP["extra"]
DONKEYS_STEP, SIESTA_STEP, DELIVERIES_STEP = STEP["donkeys"], STEP["siesta"], STEP["deliveries"]

# end value of one stored good in VP (sale price / 5; processed goods: their chance of a later use), the
# worth of a good an open row or barrow of the seat still needs, and of a good already delivered there
# (LOADED_VALUE plus the progress term exceed NEEDED_VALUE, so a delivery always looks like progress).
# Tuned by greedy self-play (40-game matches, seat-balanced).
END_VALUE = (0.0, 0.0, 0.2, 0.2, 0.4, 0.6, 0.3, 0.4, 0.5)
NEEDED_VALUE = 1.2
LOADED_VALUE = 0.8  # per good already on a barrow or building row, on top of the progress term
CRAFT_PER_ROUND = {MERCHANT_HOUSE: 0.6, WAINWRIGHT: 0.6, VILLAGE_STORE: 0.5, DELI: 0.8, GREENGROCER: 0.5,
                   BUTCHER: 0.4}

# The terms of a seat's value, in this order. "_left" terms are counts times the whole rounds still to come;
# `market` is the seat's market markers times the scorings left; `final_cash` is the end conversion's VP once
# only the last scoring remains (then the other holdings' terms are 0).
TERMS = (
    "vp", "silver", "trade", "needed", "surplus", "loaded", "barrow_progress", "row_progress", "market",
    "siesta", "field_spaces_left", "extensions_left", "helpers_left", "crafts_left", "roofs", "hand",
    "final_cash", "silver_left", "goods_left", "pending_deliveries", "pending_siesta", "donkeys_left",
)
HAND_WEIGHTS = {
    "vp": 1.0, "silver": 1.0, "trade": 0.9, "needed": NEEDED_VALUE, "surplus": 1.0, "loaded": LOADED_VALUE,
    "barrow_progress": 1.0, "row_progress": 1.0, "market": 1.0, "siesta": 1.0, "field_spaces_left": 0.25,
    "extensions_left": 0.35, "helpers_left": 0.3, "crafts_left": 1.0, "roofs": 0.8, "hand": 0.4,
    "final_cash": 1.0,
}
# The expert's judgement: the hand weights, and the donkeys the others do not see (`donkey_terms`): a delivery
# still to be made is worth about what delivering a good the seat needs adds to its terms (a point), a siesta
# point its VP, and an unused marker's donkey for a later pick less than that, net of the hat it forgoes.
EXPERT_WEIGHTS = {**HAND_WEIGHTS, "pending_deliveries": 1.0, "pending_siesta": 1.0, "donkeys_left": 0.4}
BANKED = ("vp", "final_cash")  # exact points: the fit keeps their weight at 1
_HAND = tuple(HAND_WEIGHTS.get(name, 0.0) for name in TERMS)
EXPERT = tuple(EXPERT_WEIGHTS.get(name, 0.0) for name in TERMS)
_ZERO = [0.0] * len(TERMS)
_VP, _MARKET, _SIESTA, _FINAL = (TERMS.index(n) for n in ("vp", "market", "siesta", "final_cash"))


def seat_terms(s: LGState, p: int) -> list[float]:
    """Seat p's `TERMS`, each an amount in (roughly) VP before its weight."""
    t = s.t
    g = s.goods[p]
    before_scoring = s.step < SCORING_STEP
    left = 6 - s.round  # whole rounds still to come
    scorings = left + (1 if before_scoring else 0)
    if s.round == 6 and s.step > EXTRA_STEP:  # only the last scoring and the end conversion remain
        out = _ZERO[:]
        cash = g[SILVER] + sum(g[k] * effects.final_rate(s, p, k) for k in (2, 3, 4, 5, TRADE))
        out[_VP] = float(g[VP])
        out[_FINAL] = cash // t.silver_per_vp + 0.01 * (cash % t.silver_per_vp)
        if before_scoring:
            out[_MARKET] = float(s.market.count(p) + sum(x.count(p) for x in s.grey))
            out[_SIESTA] = float(t.siesta_points[s.siesta[p]])
        return out
    cards = t.cards
    # goods still needed by the seat's barrows and open building rows, and their progress terms
    need = [0] * 9
    loaded = 0
    barrow_progress = row_progress = 0.0
    loads = s.loads[p]
    for i, cid in enumerate(s.barrows[p]):
        c = cards[cid]
        bn, load = c.barrow_need, loads[i]
        for k in c.barrow_kinds:
            if 2 <= k <= 8:
                need[k] += bn[k] - load[k]
        on = sum(load)
        worth = c.barrow_value + 0.9 + 0.8 * scorings
        frac = on / sum(bn)
        loaded += on
        barrow_progress += worth * (0.2 + 0.6 * frac) if scorings else worth * frac * 0.5
    done = s.done[p]
    rows = s.rows[p]
    for b in range(1, 7):
        if done >> b & 1:
            continue
        row = rows[b - 1]
        if b not in s.blocked:
            row_need = t.building_need[b - 1]
            for k in t.building_kinds[b - 1]:
                if 2 <= k <= 8:
                    need[k] += row_need[k] - row[k]
        delivered = sum(row)
        if delivered:
            row_progress += delivered / len(t.building_rows[b - 1]) * (s.round + 3) * 0.7
            loaded += delivered
    have = counts(s, p)
    needed = surplus = 0.0
    goods = 0
    for k in range(2, 9):
        useful = min(have[k], need[k])
        needed += useful
        surplus += END_VALUE[k] * max(0, g[k] - useful)
        goods += have[k]
    silver = g[SILVER] / t.silver_per_vp
    pending_deliveries, pending_siesta, donkeys_left = donkey_terms(s, p, int(needed))
    return [
        float(g[VP]), silver, float(g[TRADE]), needed, surplus, float(loaded), barrow_progress, row_progress,
        float((s.market.count(p) + sum(x.count(p) for x in s.grey)) * scorings),
        float(t.siesta_points[s.siesta[p]]) if before_scoring else 0.0,
        float(left * sum(cards[f].spaces for f in s.fields[p])), float(left * len(s.exts[p])),
        float(left * len(s.helpers[p])), left * sum(CRAFT_PER_ROUND[b] for b in s.crafts[p]),
        float(len(s.roofs[p])), float(len(s.hand[p])) if s.hand_counts is None else 0.0,
        0.0, silver * left, float(goods * left), pending_deliveries, pending_siesta, donkeys_left,
    ]


def donkey_terms(s: LGState, p: int, useful: int) -> tuple[float, float, float]:
    """The transport phase's donkeys, which the other terms do not see until they are used: the deliveries of
    the seat's picked marker still to be made (at most its `useful` goods, those its rows and barrows still
    need), the siesta VP its hats will add before this round's scoring while the pick is still secret, and the
    donkeys its markers still unused are likely to bring in this half's later picks (their mean per pick).
    From the extra deliveries to the round's scoring all three are 0 for every seat, the unused markers too:
    that is how the expert was measured (docs/bench.md, fifteenth session), so it stays until a count of a
    change that keeps them there."""
    step = s.step
    if step > DELIVERIES_STEP:
        return 0.0, 0.0, 0.0
    pending = siesta = 0.0
    picked = s.donkey[p] != 0
    if step == DONKEYS_STEP and picked:  # picked, not yet revealed
        deliveries, steps = donkey_yield(s, p, s.donkey[p])
        points = s.t.siesta_points
        pending = float(min(deliveries, useful))
        siesta = float(points[siesta_after(s, p, steps)] - points[s.siesta[p]])
    elif step > SIESTA_STEP:  # revealed: the deliveries left
        pending = float(min(s.deliveries[p], useful))
    picks = 2 - (s.round - 1) % 3 + (0 if step > DONKEYS_STEP or picked else 1)  # still to come this half
    if not picks:
        return pending, siesta, 0.0
    used = s.donkeys_used[p]
    unused = [d for d in (1, 2, 3, 4) if not used >> d & 1]
    return pending, siesta, picks * sum(unused) / len(unused)


def seat_value(s: LGState, p: int, weights: tuple[float, ...] = _HAND) -> float:
    """Seat p's expected final VP under `weights` (one per term; the hand-tuned ones by default)."""
    return sum(map(mul, weights, seat_terms(s, p)))


def evaluate(s: LGState, p: int) -> float:
    return evaluate_all(s)[p]  # every seat is valued either way: mine, and the best of the others


def evaluate_all(s: LGState, weights: tuple[float, ...] = _HAND) -> list[float]:
    """`evaluate` for every seat, each seat valued once (the search calls this at every leaf)."""
    values = [seat_value(s, q, weights) for q in range(s.num_players)]
    if len(values) == 1:
        return values
    out = []
    for p, v in enumerate(values):
        out.append(v - max(x for q, x in enumerate(values) if q != p))
    return out
