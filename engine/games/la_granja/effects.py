"""La Granja's effect vocabulary: every helper effect (助手) and craft marker (建物マーカー) as an effect kind,
written once; cards and buildings name a kind and its parameters in the data (effects_schema.py).

A seat's helpers and craft markers are installed in `state.fx` (`refresh`); the rules ask the hooks of
hooks.py with `modify` and `trigger`. A coloured helper works only in its phase(s) (its `phases` mask,
0 = every phase); a "1x" helper is marked in `state.used` when used and cleared when the round ends.
"""
from __future__ import annotations

from typing import Any

from engine.core.effects import Effect, EffectKind, Modifier, Reaction, Vocabulary, modify
from engine.core.events import emit
from engine.games.la_granja import deliveries, pending, rewards
from engine.games.la_granja import holdings as h
from engine.games.la_granja.effects_schema import ACTIVATED, CRAFT_PARAMS, EFFECT_PARAMS
from engine.games.la_granja.goods import MARKET_GOODS, REVENUE, TRANSPORT, UPGRADES
from engine.games.la_granja.hooks import (
    BARROW_DONE,
    BUILDING_DONE,
    CRAFT_TAKEN,
    DEN,
    DONKEYS,
    EXTRA_HOOKS,
    FINAL_RATE,
    FREE_EXTRA,
    HAND_LIMIT,
    HARVEST,
    INCOME,
    MARKER_REMOVED,
    REMOVAL_VP,
    RESERVE,
    ROOF_COST,
    SECOND_OPTION,
    SIESTA_BONUS,
    TABLEAU,
    USE,
)
from engine.games.la_granja.hooks import (
    REVENUE as ON_REVENUE,
)
from engine.games.la_granja.state import LGState


def active(s: LGState, e: Effect) -> bool:
    """Whether a helper's effect works in the current phase."""
    mask = e.param("phases", 0)
    return not mask or bool(mask & h.phase(s))


def _helper(name: str, modifiers: dict[str, Modifier] | None = None,
            reactions: dict[str, Reaction] | None = None) -> EffectKind:
    """A helper's kind: each of its modifiers and reactions works only while the helper is active."""
    def mod(fn: Modifier) -> Modifier:
        return lambda s, p, value, e, **kw: fn(s, p, value, e, **kw) if active(s, e) else value

    def react(fn: Reaction) -> Reaction:
        def run(s: LGState, p: int, e: Effect, **kw: Any) -> None:
            if active(s, e):
                fn(s, p, e, **kw)
        return run
    return EffectKind(name, {k: mod(f) for k, f in (modifiers or {}).items()},
                      {k: react(f) for k, f in (reactions or {}).items()})


# --- helper effects that change a value ------------------------------------------------------------------
def _plus(s: LGState, p: int, value: int, e: Effect, **_: Any) -> int:
    return value + e.param("amount")  # type: ignore[no-any-return]


def _minus(s: LGState, p: int, value: int, e: Effect, **_: Any) -> int:
    return value - e.param("amount")  # type: ignore[no-any-return]


Prices = tuple[list[int], list[int], list[int]]


def _buy_discount(s: LGState, p: int, t: Prices, e: Effect) -> Prices:
    t[0][e.param("good")] -= e.param("amount")
    return t


def _sell_bonus(s: LGState, p: int, t: Prices, e: Effect) -> Prices:
    t[1][e.param("good")] += e.param("amount")
    return t


def _upgrade_discount(s: LGState, p: int, t: Prices, e: Effect) -> Prices:
    good, amount = e.param("good"), e.param("amount")
    for src, dst in UPGRADES.items():
        if good in ("any", dst):
            t[2][src] -= amount
    return t


def _final_rate(s: LGState, p: int, value: int, e: Effect, good: int) -> int:
    return value + e.param("amount") if e.param("good") == good else value  # type: ignore[no-any-return]


def _first_unused(s: LGState, p: int, value: int, e: Effect, **_: Any) -> int:
    """The first 1x helper of its kind not yet used this round (its card id), else what came before."""
    return value or (0 if e.source in s.used[p] else e.source)


def _porter(s: LGState, p: int, value: int, e: Effect, face: int) -> int:
    return _first_unused(s, p, value, e) if face in e.param("faces") else value


# --- helper effects that react -----------------------------------------------------------------------------
def _gain(s: LGState, p: int, e: Effect, **_: Any) -> None:
    h.give_all(s, p, e.param("gain"))


def _revenue_bonus(s: LGState, p: int, e: Effect, face: int) -> None:
    if e.param("face") == face:
        h.give_all(s, p, e.param("gain"))


def _harvest_bonus(s: LGState, p: int, e: Effect) -> None:
    crop = e.param("crop")  # only a seat owning a field of that crop (ruling)
    if any(s.t.cards[f].crop == crop for f in s.fields[p]):
        h.give(s, p, crop, e.param("amount"))


def _completion_vp(target: str) -> Reaction:
    def react(s: LGState, p: int, e: Effect, **_: Any) -> None:
        if e.param("target") == target:
            h.gain_vp(s, p, e.param("amount"), "cards")
    return react


def _vp(s: LGState, p: int, e: Effect, **_: Any) -> None:
    h.gain_vp(s, p, e.param("amount"), "cards")


HELPER_KINDS = [
    _helper("upgrade_discount", {TABLEAU: _upgrade_discount}),
    _helper("buy_discount", {TABLEAU: _buy_discount}),
    _helper("sell_bonus", {TABLEAU: _sell_bonus}),
    _helper("final_rate", {FINAL_RATE: _final_rate}),
    _helper("roof_discount", {ROOF_COST: _minus}),
    _helper("revenue_bonus", reactions={ON_REVENUE: _revenue_bonus}),
    _helper("two_options", {SECOND_OPTION: _porter}),
    _helper("reserve_space", {RESERVE: _first_unused}),
    _helper("income", reactions={INCOME: _gain}),
    _helper("harvest_bonus", reactions={HARVEST: _harvest_bonus}),
    _helper("completion_vp", reactions={BUILDING_DONE: _completion_vp("building"),
                                        BARROW_DONE: _completion_vp("barrow")}),
    _helper("removal_vp", {REMOVAL_VP: _plus}),
    _helper("removed_vp", reactions={MARKER_REMOVED: _vp}),
    _helper("free_extra_delivery", {FREE_EXTRA: _plus}),
    _helper("siesta_bonus", {SIESTA_BONUS: _plus}),
    _helper("pig_space", {DEN: _plus}),
    _helper("hand_limit", {HAND_LIMIT: _plus}),
]


# --- activated helpers: a free action uses them ------------------------------------------------------------
# An activated helper gives a reward word (rewards.py) `count` times (or once), goods, or a revenue space.
HELPER_REWARDS = {"free_upgrade": "upgrade", "play_card": "play", "draw_card": "draw", "deliver": "deliver",
                  "siesta_steps": "siesta"}
PHASE_ONLY = {"round_revenue": REVENUE, "deliver": TRANSPORT}  # used only in that phase, coloured or not


def _use_reward(s: LGState, p: int, e: Effect) -> None:
    rewards.REWARDS.give(HELPER_REWARDS[e.kind], s, p, e.param("count", 1))


def _use_round_revenue(s: LGState, p: int, e: Effect) -> None:
    s.pending.append(pending.RevenueChoice(p, s.round))  # the revenue space numbered like the round


ACTIVATED_KINDS = [
    *(EffectKind(k, reactions={USE: _use_reward}) for k in HELPER_REWARDS),
    EffectKind("gain", reactions={USE: _gain}),
    EffectKind("convert", reactions={USE: _gain}),  # its cost is paid as any helper's cost
    EffectKind("round_revenue", reactions={USE: _use_round_revenue}),
]


def usable(s: LGState, p: int, e: Effect) -> bool:
    """Can seat p use this activated helper now (right phase, unused if 1x, affordable, does something)?"""
    if not active(s, e) or (e.param("once") and e.source in s.used[p]):
        return False
    cost = e.param("cost")
    if cost is not None and not h.can_pay(s, p, cost):
        return False
    only = PHASE_ONLY.get(e.kind)
    if only is not None and h.phase(s) != only:
        return False
    word = HELPER_REWARDS.get(e.kind)
    return word is None or rewards.feasible(word, s, p)


def usable_helpers(s: LGState, p: int) -> list[int]:
    return [e.source for e in s.fx.installed(p, USE) if usable(s, p, e)]


def use_helper(s: LGState, p: int, cid: int) -> None:
    e = next(e for e in s.fx.installed(p, USE) if e.source == cid)
    if e.param("once"):
        s.used[p].append(cid)
    cost = e.param("cost")
    if cost is not None:
        h.pay(s, p, cost)
    emit(s.ev, "helper_used", seat=p, card=cid)
    VOCABULARY[e.kind].reactions[USE](s, p, e)


# --- craft markers: an immediate side (CRAFT_TAKEN) and a permanent one ----------------------------------
def _craft_now(s: LGState, p: int, e: Effect) -> None:
    h.give_all(s, p, e.param("now"), "crafts")


def _craft_each(s: LGState, p: int, e: Effect, **_: Any) -> None:
    h.give_all(s, p, e.param("each"), "crafts")


def _grocer(s: LGState, p: int, e: Effect, **_: Any) -> None:
    s.pending.append(pending.GreengrocerChoice(p))


def _store_now(s: LGState, p: int, e: Effect) -> None:
    h.gain_vp(s, p, e.param("now"), "crafts")


def _store_each(s: LGState, p: int, e: Effect, building: int) -> None:
    # The seed takes the marker (step 3) before the completion's VP (step 4, "+2 while you hold the Village
    # store"), so its own completion counts too; the option's other reading counts later completions only.
    if building != e.source or s.opts.get("village_store_own_bonus", True):
        h.gain_vp(s, p, e.param("each"), "crafts")


def _vp_each(s: LGState, p: int, e: Effect, **_: Any) -> None:
    h.gain_vp(s, p, e.param("each"), "crafts")


def _butcher_now(s: LGState, p: int, e: Effect) -> None:
    h.gain_vp(s, p, e.param("per_barrow") * len(s.barrows[p]), "crafts")


def _wainwright_now(s: LGState, p: int, e: Effect) -> None:
    h.gain_vp(s, p, s.t.siesta_points[s.siesta[p]], "crafts")  # VP of the disc's siesta space now
    if deliveries.can_deliver_any(s, p):  # and a delivery, which may be passed
        s.pending.append(pending.FreeDeliveries(p, e.param("deliveries")))


def _wainwright_donkeys(s: LGState, p: int, value: tuple[int, int], e: Effect) -> tuple[int, int]:
    return value[0] + e.param("donkeys"), value[1] + e.param("hats")


CRAFT_KINDS = [
    EffectKind("gain_each_farm_phase", reactions={CRAFT_TAKEN: _craft_now, INCOME: _craft_each}),
    EffectKind("choose_good_each_farm_phase", reactions={CRAFT_TAKEN: _grocer, INCOME: _grocer}),
    EffectKind("vp_per_completion", reactions={CRAFT_TAKEN: _store_now, BUILDING_DONE: _store_each}),
    EffectKind("vp_per_barrow", reactions={CRAFT_TAKEN: _butcher_now, BARROW_DONE: _vp_each}),
    EffectKind("wainwright", {DONKEYS: _wainwright_donkeys}, {CRAFT_TAKEN: _wainwright_now}),
]

VOCABULARY = Vocabulary("la-granja", HELPER_KINDS + ACTIVATED_KINDS + CRAFT_KINDS, extra_hooks=EXTRA_HOOKS)
assert set(VOCABULARY.kinds) == set(EFFECT_PARAMS) | set(CRAFT_PARAMS), "every effect of the data has a kind"
assert {k.name for k in ACTIVATED_KINDS} == ACTIVATED


# --- installing and asking -------------------------------------------------------------------------------
def refresh(s: LGState, p: int) -> None:
    """Install seat p's effects again from its helpers and craft markers (after either changes)."""
    fx, t = s.fx, s.t
    fx.clear(p)
    for cid in s.helpers[p]:
        fx.install(p, t.cards[cid].fx)
    for b in s.crafts[p]:
        fx.install(p, t.craft_effects[b - 1])


def take_craft(s: LGState, p: int, b: int) -> None:
    """Seat p takes building b's craft marker: its immediate side now, its permanent side from now on."""
    s.crafts[p].append(b)
    refresh(s, p)
    emit(s.ev, "craft_marker_taken", seat=p, building=b)
    e = s.t.craft_effects[b - 1]
    VOCABULARY[e.kind].reactions[CRAFT_TAKEN](s, p, e)


def price_table(s: LGState, p: int) -> tuple[list[int], list[int], list[int]]:
    """(buy, sell, upgrade cost by source good) for seat p now, helpers included.

    Ruling: a good is never bought for less than it sells for, so no helper pair makes money."""
    t = s.t
    if TABLEAU not in s.fx.by_seat[p]:
        return t.buy, t.sell, t.upgrade_from
    buy, sell, up = modify(s.fx, p, TABLEAU, (t.buy[:], t.sell[:], t.upgrade_from[:]), s)
    for g in MARKET_GOODS:
        buy[g] = max(buy[g], sell[g], 0)
        up[g] = max(up[g], 0)
    return buy, sell, up


def final_rate(s: LGState, p: int, g: int) -> int:
    """Silver for one stored good of kind g at the end conversion."""
    return modify(s.fx, p, FINAL_RATE, s.t.sell[g], s, good=g)  # type: ignore[no-any-return]


def roof_cost(s: LGState, p: int) -> int:
    """A roof tile costs the round number in silver (helpers may lower it, not below 0)."""
    return max(0, modify(s.fx, p, ROOF_COST, s.round, s))


__all__ = ["VOCABULARY", "active", "final_rate", "price_table", "refresh", "roof_cost", "take_craft",
           "usable_helpers", "use_helper"]
