"""A seat's farm: gaining and paying goods and VP, pigs and the den, hand limit, capacities.

Harvest goods (olive, grain, grape) may lie in storage or on fields; paying one takes it from a
field first (ruling: that frees the space for the next harvest and keeps stored goods, which
count at the end, so it is always the better choice).
"""
from __future__ import annotations

from engine.core.effects import modify
from engine.core.events import emit
from engine.games.la_granja.goods import GRAPE, OLIVE, PIG, SILVER, TRADE, VP
from engine.games.la_granja.hooks import DEN, HAND_LIMIT
from engine.games.la_granja.state import CAT, LGState
from engine.games.la_granja.steps import STEP_PHASE


def phase(s: LGState) -> int:
    """The colour bit of the phase the current step belongs to (goods.FARM .. SCORING)."""
    return STEP_PHASE[s.step]


def gain_vp(s: LGState, p: int, n: int, cat: str) -> None:
    if n == 0 or p >= s.num_players:
        return
    s.goods[p][VP] += n
    s.vpcat[p][CAT[cat]] += n
    s.vpround[p][s.round - 1] += n
    # VP tokens are face down: only seat p may be shown this event
    emit(s.ev, "vp_scored" if n > 0 else "vp_paid", private_to=p, seat=p, amount=n, category=cat)


def count(s: LGState, p: int, g: int) -> int:
    """How many of good `g` seat p holds, crops on fields included."""
    n = s.goods[p][g]
    if OLIVE <= g <= GRAPE:
        fields, crops = s.fields[p], s.crops[p]
        t = s.t.cards
        for i, c in enumerate(fields):
            if crops[i] and t[c].crop == g:
                n += crops[i]
    return n


def counts(s: LGState, p: int) -> list[int]:
    """All nine farm goods of seat p at once, crops on fields included."""
    out = s.goods[p][:9]
    crops = s.crops[p]
    if crops:
        t = s.t.cards
        for c, n in zip(s.fields[p], crops, strict=True):
            if n:
                out[t[c].crop] += n
    return out


def take(s: LGState, p: int, g: int, n: int = 1) -> None:
    """Remove n of good g (fields first for harvest goods). The caller has checked `count`."""
    if OLIVE <= g <= GRAPE:
        fields, crops = s.fields[p], s.crops[p]
        t = s.t.cards
        for i, c in enumerate(fields):
            if n and crops[i] and t[c].crop == g:
                k = min(n, crops[i])
                crops[i] -= k
                n -= k
    if g == VP:
        gain_vp(s, p, -n, "spent")
    else:
        s.goods[p][g] -= n


def give(s: LGState, p: int, g: int, n: int = 1, cat: str = "cards") -> None:
    if n <= 0:
        return
    if g == VP:
        gain_vp(s, p, n, cat)
    elif g == PIG:
        for _ in range(n):
            gain_pig(s, p)
    else:
        s.goods[p][g] += n


def give_all(s: LGState, p: int, gains: tuple[int, ...], cat: str = "cards") -> None:
    for g, n in enumerate(gains):
        if n:
            give(s, p, g, n, cat)


def can_pay(s: LGState, p: int, cost: tuple[int, ...]) -> bool:
    for g, n in enumerate(cost):
        if n and (s.goods[p][g] if g in (SILVER, VP, TRADE) else count(s, p, g)) < n:
            return False
    return True


def pay(s: LGState, p: int, cost: tuple[int, ...]) -> None:
    for g, n in enumerate(cost):
        if n:
            take(s, p, g, n)


def den_capacity(s: LGState, p: int) -> int:
    t = s.t
    ext = sum(t.cards[c].ext_den for c in s.exts[p])
    return modify(s.fx, p, DEN, t.pig_den + t.den_per_extension * ext, s)  # type: ignore[no-any-return]


def gain_pig(s: LGState, p: int) -> None:
    """One pig into the den; with no room it is sold at once (seed: die face 1; ruled for every pig)."""
    if s.goods[p][PIG] < den_capacity(s, p):
        s.goods[p][PIG] += 1
    else:
        s.goods[p][SILVER] += s.t.sell[PIG]


def hand_limit(s: LGState, p: int) -> int:
    return modify(s.fx, p, HAND_LIMIT, s.t.hand_limit + len(s.exts[p]), s)  # type: ignore[no-any-return]


def extra_capacity(s: LGState, p: int) -> int:
    t = s.t
    return t.extra_deliveries + sum(t.cards[c].ext_delivery for c in s.exts[p])


def income_extensions(s: LGState, p: int) -> int:
    return sum(s.t.cards[c].ext_income for c in s.exts[p])


def siesta_after(s: LGState, p: int, steps: int) -> int:
    """The space seat p's siesta disc reaches `steps` up the track (it stops at the top)."""
    return min(len(s.t.siesta_points) - 1, s.siesta[p] + steps)


def gain_siesta(s: LGState, p: int, steps: int) -> None:
    """Move seat p's siesta disc up; a disc landing on a space lies on top of the discs there."""
    if steps <= 0:
        return
    s.siesta[p] = siesta_after(s, p, steps)
    s.stack_top += 1
    s.height[p] = s.stack_top
    emit(s.ev, "siesta_moved", seat=p, steps=steps, space=s.siesta[p])
