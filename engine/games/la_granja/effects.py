"""What each helper effect of the vocabulary does (effects_schema.py says what parameters it takes).

A coloured helper works only in its phase(s); an uncoloured one in every phase. "1x" helpers are
marked in `state.used` when used and cleared when the round ends.
Passive effects are read where the rule they change lives, through `passive` / `passive_sum`.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engine.games.la_granja import holdings as h
from engine.games.la_granja.effects_schema import ACTIVATED
from engine.games.la_granja.goods import (
    FOOD,
    GRAIN,
    GRAPE,
    MEAT,
    OLIVE,
    PIG,
    REVENUE,
    SILVER,
    TRANSPORT,
    WINE,
)
from engine.games.la_granja.state import LGState


def active(s: LGState, p: int, card: int) -> bool:
    c = s.t.cards[card]
    return not c.phases or bool(c.phases & h.phase(s))  # type: ignore[union-attr]


def passive(s: LGState, p: int, effect: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """(card, params) of seat p's helpers with this effect that work in the current phase."""
    ph = h.phase(s)
    cards = s.t.cards
    for cid in s.helpers[p]:
        c = cards[cid]
        if c.effect == effect and (not c.phases or c.phases & ph):  # type: ignore[union-attr]
            yield cid, c.params  # type: ignore[union-attr]


def passive_sum(s: LGState, p: int, effect: str, key: str, **match: Any) -> int:
    total = 0
    if p >= s.num_players or not s.helpers[p]:
        return 0
    for _, params in passive(s, p, effect):
        if all(params.get(k) == v for k, v in match.items()):
            total += params[key]
    return total


def unused_once(s: LGState, p: int, effect: str) -> int:
    """A seat's unused 1x helper with this effect that works now, or 0."""
    for cid, _ in passive(s, p, effect):
        if cid not in s.used[p]:
            return cid
    return 0


# --- prices (cost changes) -----------------------------------------------------------------------
def upgrade_cost(s: LGState, p: int, target: int) -> int:
    base = s.t.upgrade_cost[target]
    if not s.helpers[p]:
        return base
    off = 0
    for _, params in passive(s, p, "upgrade_discount"):
        g = params["good"]
        if g == "any" or g == target:
            off += params["amount"]
    return max(0, base - off)


def price_table(s: LGState, p: int) -> tuple[list[int], list[int], list[int]]:
    """(buy, sell, upgrade cost by source good) for seat p now, helpers included, in one pass."""
    t = s.t
    cards = t.cards
    for c in s.helpers[p]:
        if cards[c].prices:  # type: ignore[union-attr]
            break
    else:
        return t.buy, t.sell, t.upgrade_from
    buy, sell, up = t.buy[:], t.sell[:], t.upgrade_from[:]
    ph = h.phase(s)
    for cid in s.helpers[p]:
        c = cards[cid]
        if c.phases and not c.phases & ph:  # type: ignore[union-attr]
            continue
        e, prm = c.effect, c.params  # type: ignore[union-attr]
        if e == "buy_discount":
            buy[prm["good"]] -= prm["amount"]
        elif e == "sell_bonus":
            sell[prm["good"]] += prm["amount"]
        elif e == "upgrade_discount":
            for src, dst in UPGRADE_TO.items():
                if prm["good"] in ("any", dst):
                    up[src] -= prm["amount"]
    for g in UPGRADABLE:
        buy[g] = max(buy[g], sell[g], 0)
        up[g] = max(up[g], 0)
    return buy, sell, up


def sell_price(s: LGState, p: int, g: int) -> int:
    if not s.helpers[p]:
        return s.t.sell[g]
    return s.t.sell[g] + passive_sum(s, p, "sell_bonus", "amount", good=g)


def buy_price(s: LGState, p: int, g: int) -> int:
    """Ruling: a good is never bought for less than it sells for, so no helper pair makes money."""
    price = s.t.buy[g] - passive_sum(s, p, "buy_discount", "amount", good=g)
    return max(price, sell_price(s, p, g), 0)


def final_rate(s: LGState, p: int, g: int) -> int:
    return s.t.sell[g] + passive_sum(s, p, "final_rate", "amount", good=g)


def roof_cost(s: LGState, p: int) -> int:
    return max(0, s.round - passive_sum(s, p, "roof_discount", "amount"))


# --- activated helpers -----------------------------------------------------------------------------
UPGRADABLE = (OLIVE, GRAIN, GRAPE, PIG)
UPGRADE_TO = {OLIVE: FOOD, GRAIN: FOOD, GRAPE: WINE, PIG: MEAT}


def can_upgrade_any(s: LGState, p: int) -> bool:
    have = h.counts(s, p)
    return bool(have[OLIVE] or have[GRAIN] or have[GRAPE] or have[PIG])


def helper_usable(s: LGState, p: int, cid: int) -> bool:
    """Can seat p use this helper's ability now (its own turn, right phase, unused if 1x, affordable)?"""
    from engine.games.la_granja.deliveries import can_deliver_any

    c = s.t.cards[cid]
    e = c.effect  # type: ignore[union-attr]
    if e not in ACTIVATED or cid not in s.helpers[p] or not active(s, p, cid):
        return False
    if c.once and cid in s.used[p]:  # type: ignore[union-attr]
        return False
    prm = c.params  # type: ignore[union-attr]
    if "cost" in prm and not h.can_pay(s, p, prm["cost"]):
        return False
    if e == "round_revenue":
        return h.phase(s) == REVENUE
    if e == "free_upgrade":
        return can_upgrade_any(s, p)
    if e == "play_card":
        return bool(s.hand[p])
    if e == "draw_card":
        return bool(s.deck or s.discard)
    if e == "deliver":
        return h.phase(s) == TRANSPORT and can_deliver_any(s, p)
    return True


def use_helper(s: LGState, p: int, cid: int) -> None:
    from engine.games.la_granja import kinds

    c = s.t.cards[cid]
    prm = c.params  # type: ignore[union-attr]
    if c.once:  # type: ignore[union-attr]
        s.used[p].append(cid)
    if "cost" in prm:
        h.pay(s, p, prm["cost"])
    e = c.effect  # type: ignore[union-attr]
    h.emit(s, "helper_used", seat=p, card=cid)
    if e == "gain" or e == "convert":
        h.give_all(s, p, prm["gain"])
    elif e == "free_upgrade":
        s.pending.append((kinds.K_UPGRADE, p, prm["count"], 0))
    elif e == "play_card":
        s.pending.append((kinds.K_PLAY, p, 1, 0))
    elif e == "draw_card":
        s.pending.append((kinds.K_DRAW, p, 1, 0))
    elif e == "deliver":
        s.pending.append((kinds.K_DELIVER, p, prm["count"], 0))
    elif e == "siesta_steps":
        h.gain_siesta(s, p, prm["count"])
    elif e == "round_revenue":
        s.pending.append((kinds.K_REVENUE, p, s.round, 0))


def income_effects(s: LGState, p: int) -> None:
    for _, prm in passive(s, p, "income"):
        h.give_all(s, p, prm["gain"])


def harvest_bonus(s: LGState, p: int) -> None:
    cards = s.t.cards
    for _, prm in passive(s, p, "harvest_bonus"):
        crop = prm["crop"]
        if any(cards[f].crop == crop for f in s.fields[p]):  # type: ignore[union-attr]
            h.give(s, p, crop, prm["amount"])


def revenue_bonus(s: LGState, p: int, face: int) -> None:
    for _, prm in passive(s, p, "revenue_bonus"):
        if prm["face"] == face:
            h.give_all(s, p, prm["gain"])


__all__ = ["SILVER", "active", "passive", "passive_sum", "unused_once", "upgrade_cost", "sell_price",
           "buy_price", "final_rate", "roof_cost", "helper_usable", "use_helper"]
