"""Major improvements: their effect kinds (written once, in the shared effect vocabulary's terms), buying
one, and what the rules ask of the effects a seat has installed.

The data (`data/family.toml`) names each major's effects as kinds with parameters; buying installs them
in the state's `EffectIndex`. The rules never name a major: they ask the hooks —
- `any_time` (cook): food for a good converted at any time;
- `bake`: food per grain, and how many grain one bake action may take;
- `on_buy`: what happens when the improvement is bought (an oven may bake; the Well lays out food);
- `harvest_convert`: once each harvest, a good to food (Joinery, Pottery, Basketmaker's Workshop);
- `bonus_points`: end-of-game points for goods left.
The full game's minor improvements and occupations will add their kinds to this vocabulary.
"""
from __future__ import annotations

from typing import Any

from engine.core.effects import (
    ANY_TIME,
    BONUS_POINTS,
    COST,
    Effect,
    EffectIndex,
    EffectKind,
    Vocabulary,
    modify,
    trigger,
)
from engine.core.events import emit
from engine.games.agricola.card_actions import ACTION_HOOKS, ACTION_KINDS
from engine.games.agricola.card_anytime import ANYTIME_HOOKS, ANYTIME_KINDS
from engine.games.agricola.card_baking import BAKING_HOOKS, BAKING_KINDS
from engine.games.agricola.card_cooking import COOKING_KINDS
from engine.games.agricola.card_effects import BUILT, CARD_HOOKS, CARD_KINDS
from engine.games.agricola.card_farm import FARM_HOOKS, FARM_KINDS
from engine.games.agricola.card_house import HOUSE_HOOKS, HOUSE_KINDS
from engine.games.agricola.data import NG, G
from engine.games.agricola.state import AgState

BAKE = "bake"
ON_BUY = "on_buy"
HARVEST_CONVERT = "harvest_convert"  # modify: the once-a-harvest conversions (listed at feeding)


def _cook(state: Any, seat: int, value: int, effect: Effect, good: int = -1) -> int:
    rate = effect.param(_NAMES[good], 0) if good >= 0 else 0
    if rate > value and effect.param("needs") and not owns_any(state, seat, effect.param("needs")):
        return value  # a card's cooking that needs an improvement the seat does not have
    return rate if rate > value else value


def owns_any(s: Any, p: int, idents: tuple[str, ...]) -> bool:
    """Whether the seat has one of these improvements (majors or played cards, by id)."""
    t = s.t
    if any(t.major_index.get(i, -1) >= 0 and s.major_owner[t.major_index[i]] == p for i in idents):
        return True
    k = s.k
    return k is not None and any(k.ct.index.get(i, -1) in k.played[p] for i in idents)


def _bake(state: Any, seat: int, value: list, effect: Effect) -> list:
    return value + [(effect.source, effect.param("food"), effect.param("most", 0))]


def _bake_on_buy(state: AgState, seat: int, effect: Effect) -> None:
    from engine.games.agricola.fields import start_bake
    start_bake(state, seat, optional=True)


def _round_food(state: AgState, seat: int, effect: Effect) -> None:
    """Food on each of the next rounds' spaces, taken at the start of those rounds."""
    n = state.num_players
    food = effect.param("food", 1)
    for r in range(state.round + 1, min(state.t.g.rounds, state.round + effect.param("rounds", 0)) + 1):
        state.round_food[r * n + seat] += food


def _harvest_convert(state: Any, seat: int, value: list, effect: Effect) -> list:
    return value + [(effect.source, G[effect.param("good")], effect.param("food"))]


def _end_bonus(state: AgState, seat: int, value: int, effect: Effect) -> int:
    have = state.goods[NG * seat + G[effect.param("good")]]
    return value + sum(1 for k in effect.param("at", ()) if have >= k)


_NAMES = ("wood", "clay", "reed", "stone", "grain", "vegetable", "food", "sheep", "boar", "cattle")

VOCABULARY = Vocabulary("agricola", [
    EffectKind("cook", modifiers={ANY_TIME: _cook}),
    EffectKind("bake", modifiers={BAKE: _bake}),
    EffectKind("bake_on_buy", reactions={ON_BUY: _bake_on_buy}),
    EffectKind("round_food", reactions={ON_BUY: _round_food}),
    EffectKind("harvest_convert", modifiers={HARVEST_CONVERT: _harvest_convert}),
    EffectKind("end_bonus", modifiers={BONUS_POINTS: _end_bonus}),
    *CARD_KINDS,
    *ACTION_KINDS,
    *FARM_KINDS,
    *ANYTIME_KINDS,
    *BAKING_KINDS,
    *HOUSE_KINDS,
    *COOKING_KINDS,
], extra_hooks=(BAKE, ON_BUY, HARVEST_CONVERT, *CARD_HOOKS, *ACTION_HOOKS, *FARM_HOOKS, *ANYTIME_HOOKS,
                *BAKING_HOOKS, *HOUSE_HOOKS))


def new_index(n: int) -> EffectIndex:
    return EffectIndex(VOCABULARY, n)


def _effects(s: AgState, major: int) -> list[Effect]:
    return [Effect(kind, params, major) for kind, params in s.t.majors[major].effects]


# --- buying ------------------------------------------------------------------------------------------------
def can_pay(s: AgState, p: int, cost: tuple[int, ...]) -> bool:
    b = NG * p
    goods = s.goods
    return all(goods[b + g] >= k for g, k in enumerate(cost) if k)


def pay(s: AgState, p: int, cost: tuple[int, ...]) -> None:
    b = NG * p
    for g, k in enumerate(cost):
        if k:
            s.goods[b + g] -= k


def purchases(s: AgState, p: int) -> list[tuple[int, int]]:
    """(major, returned major or -1) for every major the seat can buy now: by a cost it can pay, or by
    returning a major it owns that this one upgrades."""
    out = []
    for i, m in enumerate(s.t.majors):
        if s.major_owner[i] >= 0:
            continue
        if any(can_pay(s, p, c) for c in costs_of(s, p, i)):
            out.append((i, -1))
        out.extend((i, j) for j in m.upgrade if s.major_owner[j] == p)
    return out


def payable(s: AgState, p: int, major: int) -> list[int]:
    """The indices of the major's costs (`costs_of`) the seat can pay now."""
    return [k for k, c in enumerate(costs_of(s, p, major)) if can_pay(s, p, c)]


def buy(s: AgState, p: int, major: int, returning: int, cost: int = -1) -> None:
    """Buy it returning major `returning`, or paying cost `cost` (-1: the first the seat can pay)."""
    m = s.t.majors[major]
    if returning >= 0:
        s.major_owner[returning] = -1
        for e in _effects(s, returning):
            s.fx.remove(p, e)
    else:
        costs = costs_of(s, p, major)
        pay(s, p, costs[cost] if cost >= 0 else next(c for c in costs if can_pay(s, p, c)))
    s.major_owner[major] = p
    emit(s.ev, "major_bought", seat=p, major=m.id, returned=s.t.majors[returning].id if returning >= 0 else "")
    effects = _effects(s, major)
    for e in effects:
        s.fx.install(p, e)
    for e in effects:  # only this major's own on-buy effects react
        kind = VOCABULARY[e.kind]
        if ON_BUY in kind.reactions:
            kind.reactions[ON_BUY](s, p, e)
    if s.k is not None:
        built(s, p, m.id, any(kind == "bake" for kind, _ in m.effects))


def built(s: AgState, p: int, ident: str, bakes: bool) -> None:
    """Every seat's cards hear that seat p acquired an improvement (whether it bakes bread)."""
    for k in range(s.num_players):
        q = s.seat_after(p, k)
        trigger(s.fx, q, BUILT, s, builder=p, bakes=bakes, ident=ident)


def costs_of(s: AgState, p: int, major: int) -> tuple[tuple[int, ...], ...]:
    """A major's costs for the seat (the full game's cards may lower them)."""
    m = s.t.majors[major]
    if s.k is None:
        return m.costs
    costs = tuple(modify(s.fx, p, COST, c, s, what="major", ident=m.id) for c in m.costs)
    return options(s, p, costs, "major", m.id)


def options(s: AgState, p: int, costs: tuple[tuple[int, ...], ...], what: str,
            ident: str) -> tuple[tuple[int, ...], ...]:
    """The costs, with the other ways to pay cards offer (`cost_options`: Baking Tray's resource of choice)."""
    from engine.games.agricola.card_house import COST_OPTIONS
    if COST_OPTIONS not in s.fx.by_seat[p]:
        return costs
    return tuple(modify(s.fx, p, COST_OPTIONS, list(costs), s, what=what, ident=ident, house=s.house[p]))


# --- what the installed effects offer -------------------------------------------------------------------------
def cook_rate(s: AgState, p: int, good: int) -> tuple[int, int]:
    """(food, major) of the best any-time conversion of `good` (0, -1: none)."""
    best, source = 0, -1
    for e in s.fx.installed(p, ANY_TIME):
        rate = _cook(s, p, 0, e, good)
        if rate > best:
            best, source = rate, e.source
    return best, source


def bake_options(s: AgState, p: int) -> list[tuple[int, int, int]]:
    """(major, food per grain, most grain per bake action or 0: any) for each baking improvement."""
    out: list[tuple[int, int, int]] = []
    for e in s.fx.installed(p, BAKE):
        out = _bake(s, p, out, e)
    return out


def harvest_converters(s: AgState, p: int) -> list[tuple[int, int, int]]:
    """(major, good, food) of each once-a-harvest conversion."""
    out: list[tuple[int, int, int]] = []
    for e in s.fx.installed(p, HARVEST_CONVERT):
        out = _harvest_convert(s, p, out, e)
    return out


def bonus_points(s: AgState, p: int) -> int:
    return int(modify(s.fx, p, BONUS_POINTS, 0, s))


def card_points(s: AgState, p: int) -> int:
    return sum(m.points for i, m in enumerate(s.t.majors) if s.major_owner[i] == p)

