"""The effect kinds of occupations and minor improvements, each written once, on the hooks of the shared
vocabulary (and Agricola's own: `on_buy` is also a card's "when played"; `others_take`, `after_work`,
`use_occupied`). The majors' kinds (cook, bake, bake_on_buy, harvest_convert) serve cards as well.

An effect's `source` is `CARD_BASE` + the card's index; what a played card remembers is `state.k.store[card]`.
Kinds that need a seat's choice push a decision (`card_decisions.py`); the rest act at once.
"""
from __future__ import annotations

from typing import Any

from engine.core.effects import (
    BONUS_POINTS,
    COST,
    END_SCORING,
    FEEDING,
    HARVEST_FIELD,
    ON_GOODS_ENTER,
    ON_TAKE_GOODS,
    PHASE_START,
    RETURN_HOME,
    Effect,
    EffectKind,
)
from engine.games.agricola.card_scoring import (
    _cost,
    _cost_less,
    _discard_begging,
    _end_gain,
    _no_negative,
    _points,
    _return_loan,
)
from engine.games.agricola.data import ANIMALS, FOOD, NG, G
from engine.games.agricola.sources import CARD_BASE

ON_PLAY = "on_buy"            # the majors' "when bought" is a card's "when played"
OTHERS_TAKE = "others_take"   # another seat is taking goods (they are not yet in its supply)
AFTER_WORK = "after_work"     # every person is placed, before they return home
USE_OCCUPIED = "use_occupied"  # modify: whether a seat may use a space another seat's person is on
FOOD_DUE = "food_due"         # modify: the food a seat's people eat at feeding
CONVERTED = "converted"       # a seat converted goods to food (a cooking, a craft conversion)
BUILT = "improvement_built"   # some seat (every seat hears it) acquired an improvement
STABLE_BUILT = "stable_built"  # the seat built a stable
RENOVATED = "renovated"       # the seat's house changed material
SCORE = "score"               # modify: a seat's points by category, before they are added up
OCC_COUNT = "occupation_count"  # modify: how many occupations a seat counts as having (prerequisites)
OCC_PLAY = "occupation_play"  # a seat is about to pay for an occupation
CARD_HOOKS = (OTHERS_TAKE, AFTER_WORK, USE_OCCUPIED, FOOD_DUE, CONVERTED, BUILT, STABLE_BUILT, RENOVATED, SCORE,
              OCC_COUNT, OCC_PLAY)


def _card(e: Effect) -> int:
    return e.source - CARD_BASE


def gain(s: Any, p: int, goods: tuple[int, ...], why: str = "") -> None:
    """Goods from a card straight into the supply (not a take: on-taking abilities do not react)."""
    from engine.core.effects import trigger
    from engine.core.events import emit
    from engine.games.agricola.data import GOODS
    from engine.games.agricola.goods import settle_animals
    b = NG * p
    for g, k in enumerate(goods):
        if k:
            s.goods[b + g] += k
    emit(s.ev, "card_goods", seat=p, goods={GOODS[g]: k for g, k in enumerate(goods) if k}, card=why)
    trigger(s.fx, p, ON_GOODS_ENTER, s, space=-1, goods=tuple(goods))
    if any(goods[g] for g in ANIMALS):
        settle_animals(s, p)


def _id(s: Any, e: Effect) -> str:
    return str(s.k.ct.cards[_card(e)].id)


# --- when played --------------------------------------------------------------------------------------------
def _gain(s: Any, p: int, e: Effect) -> None:
    gain(s, p, e.param("goods"), _id(s, e))


def _gain_choice(s: Any, p: int, e: Effect) -> None:
    from engine.games.agricola.card_decisions import GainChoice
    s.pending.append(GainChoice(p, _card(e)))


def schedule(e: Effect, r: int) -> tuple[int, ...]:
    """The rounds a `round_goods` effect played in round `r` lays goods on (only rounds still to come)."""
    last = 14
    if e.param("rounds"):
        rounds: list[int] = list(e.param("rounds"))
    elif e.param("next"):
        rounds = list(range(r + 1, r + 1 + e.param("next")))
    elif e.param("offsets"):
        rounds = [r + o for o in e.param("offsets")]
    else:
        lo = max(e.param("from_round", 0), r + 1)
        parity = e.param("parity", "")
        rounds = [x for x in range(lo, e.param("to_round", last) + 1)
                  if not parity or (x % 2 == 1) == (parity == "odd")]
    return tuple(x for x in rounds if r < x <= last)


def _round_goods(s: Any, p: int, e: Effect) -> None:
    s.k.store[_card(e)] = schedule(e, s.round)


def _round_goods_due(s: Any, p: int, e: Effect, phase: str = "") -> None:
    if phase == "round_start" and s.round in s.k.store.get(_card(e), ()):
        gain(s, p, e.param("goods"), _id(s, e))


def _marker_stack(s: Any, p: int, e: Effect) -> None:
    s.k.store[_card(e)] = len(e.param("stack"))


# --- taking goods ---------------------------------------------------------------------------------------------
def _space_bonus(s: Any, p: int, e: Effect, space: int = -1, taken: tuple[int, ...] = ()) -> None:
    if space < 0 or s.t.space_ids[space] not in e.param("spaces"):
        return
    c = _card(e)
    stamp = (s.round, len(s.k.placed[p]))  # once a placement, however many parts of it take goods
    if s.k.store.get(c) == stamp:
        return
    s.k.store[c] = stamp
    later = e.param("later")
    goods = later if any(later) and s.round >= e.param("later_from") else e.param("goods")
    inbound = s.inbound
    for g, k in enumerate(goods):
        inbound[g] += k
    for g, k in enumerate(e.param("at_least")):
        if inbound[g] < k:
            inbound[g] = k


def _space_choice(s: Any, p: int, e: Effect, space: int = -1, taken: tuple[int, ...] = ()) -> None:
    if space < 0 or s.t.space_ids[space] not in e.param("spaces"):
        return
    later = e.param("later")
    options = later if later and s.round >= e.param("later_from") else e.param("options")
    if len(options) == 1:
        for g, k in enumerate(options[0]):
            s.inbound[g] += k
        return
    from engine.games.agricola.card_decisions import ChooseBonus
    s.pending.append(ChooseBonus(p, _card(e), tuple(options)))


def _exchange_take(s: Any, p: int, e: Effect, space: int = -1, taken: tuple[int, ...] = ()) -> None:
    """Only goods that were lying on the space (its accumulated goods) can be left there [R]."""
    if space < 0 or not taken:
        return
    spaces = e.param("spaces")
    if spaces and s.t.space_ids[space] not in spaces:
        return
    g = G[e.param("good")]
    if not spaces and not s.acc[space][g]:
        return
    if taken[g] >= e.param("amount") and s.inbound[g] >= e.param("amount"):
        from engine.games.agricola.card_decisions import Exchange
        s.pending.append(Exchange(p, _card(e), space))


def can_act(s: Any, p: int, act: str) -> bool:
    from engine.games.agricola import building, fields
    if act == "plow":
        return bool(fields.plowable(s, p))
    if act == "room":
        return bool(building.room_cells(s, p))
    return building.can_build_stable(s, p, 0)


def start_act(s: Any, p: int, act: str) -> None:
    """An action a card gives: plow 1 field, build 1 stable without wood, or 1 room free."""
    from engine.games.agricola import building, fields
    from engine.games.agricola.card_decisions import FreeRoom
    if act == "plow":
        s.pending.append(fields.Plow(p))
    elif act == "room":
        s.pending.append(FreeRoom(p))
    else:
        s.pending.append(building.BuildStables(p, 0, 1))


def _on_play(s: Any, p: int, e: Effect) -> None:
    if can_act(s, p, e.param("act")):
        start_act(s, p, e.param("act"))


def _pay_to_act(s: Any, p: int, e: Effect, phase: str = "") -> None:
    rounds = e.param("rounds")
    if phase != "round_start" or (rounds and s.round not in rounds):
        return
    if not e.param("house") <= s.house[p] < e.param("below") or not can_act(s, p, e.param("act")):
        return
    if all(s.goods[NG * p + g] >= k for g, k in enumerate(e.param("pay"))):
        from engine.games.agricola.card_decisions import PayToAct
        s.pending.append(PayToAct(p, _card(e)))


def _feeding_trade(s: Any, p: int, e: Effect) -> None:
    give = e.param("give")
    if all(s.goods[NG * p + g] >= k for g, k in enumerate(give)) and any(s.animals(p)):
        from engine.games.agricola.card_decisions import FeedingTrade
        s.pending.append(FeedingTrade(p, _card(e)))


def _convert_bonus(s: Any, p: int, e: Effect, good: int = -1, source: int = -1, count: int = 1) -> None:
    if good != G[e.param("good")] or source < 0:
        return
    from engine.games.agricola.sources import name
    sources = e.param("sources")
    if sources and name(s, source) not in sources:
        return
    gain(s, p, tuple(k * count for k in e.param("goods")), _id(s, e))


def _convert_keep(s: Any, p: int, e: Effect, good: int = -1, source: int = -1, count: int = 1) -> None:
    if good == G[e.param("good")]:
        c = _card(e)
        s.k.store[c] = s.k.store.get(c, 0) + count


def _feeding_bake(s: Any, p: int, e: Effect) -> None:
    from engine.games.agricola.fields import start_bake
    start_bake(s, p)


def _on_built(s: Any, p: int, e: Effect, builder: int = -1, bakes: bool = False, ident: str = "") -> None:
    if e.param("bakes") and not bakes:
        return
    if e.param("own") and builder != p:
        return
    gain(s, p, e.param("goods"), _id(s, e))


def _stable_goods(s: Any, p: int, e: Effect, count: int = 0) -> None:
    got = e.param("by_count")
    if 0 < count <= len(got) and any(got[count - 1]):
        gain(s, p, got[count - 1], _id(s, e))


def _house_round_goods(s: Any, p: int, e: Effect, **_: Any) -> None:
    """From the time the house is of `house` material (or better): goods on every round still to come."""
    c = _card(e)
    if c in s.k.store or s.house[p] < e.param("house"):
        return
    s.k.store[c] = tuple(range(s.round + 1, 15))


def _house_round_due(s: Any, p: int, e: Effect, phase: str = "") -> None:
    if phase == "round_start" and s.round in s.k.store.get(_card(e), ()):
        gain(s, p, e.param("goods"), _id(s, e))


def _occ_count(s: Any, p: int, value: int, e: Effect) -> int:
    return value + e.param("extra")


def _occ_rebate(s: Any, p: int, e: Effect) -> None:
    gain(s, p, e.param("goods"), _id(s, e))


def _take_bonus(s: Any, p: int, e: Effect, space: int = -1, taken: tuple[int, ...] = ()) -> None:
    """Reads what was taken from the space (`taken`), not what other abilities added to it [R]."""
    if space < 0 or not taken:
        return
    when = e.param("when")
    if not any(taken[g] for g in when):
        return
    if e.param("only") and any(k for g, k in enumerate(taken) if k and g not in when):
        return
    for g, k in enumerate(e.param("goods")):
        s.inbound[g] += k


def _stone_buyer_first(s: Any, e: Effect, space: int, taken: tuple[int, ...]) -> bool:
    """Whether this take from a space is the round's first of the card's good, by anyone; the card is then
    spent for the round."""
    c = _card(e)
    if space < 0 or not taken or not taken[G[e.param("good")]] or s.k.store.get(c) == s.round:
        return False
    s.k.store[c] = s.round
    return True


def _stone_buyer_own(s: Any, p: int, e: Effect, space: int = -1, taken: tuple[int, ...] = ()) -> None:
    _stone_buyer_first(s, e, space, taken)  # the owner took the first: nothing to buy this round


def _stone_buyer(s: Any, p: int, e: Effect, taker: int = -1, space: int = -1,
                 taken: tuple[int, ...] = ()) -> None:
    c = _card(e)
    if taker == p or not _stone_buyer_first(s, e, space, taken):
        return
    price = e.param("price")
    if all(s.goods[NG * p + x] >= k for x, k in enumerate(price) if k):
        from engine.games.agricola.card_decisions import BuyFromTaker
        s.pending.append(BuyFromTaker(p, c, taker))


def _marker_enter(s: Any, p: int, e: Effect, space: int = -1, goods: tuple[int, ...] = ()) -> None:
    c = _card(e)
    height = s.k.store.get(c, 0)
    if height <= 0:
        return
    top = G[e.param("stack")[height - 1]]
    if goods and goods[top]:
        s.k.store[c] = height - 1
        s.goods[NG * p + top] += 1  # the marker joins the goods that entered; no second reaction
        from engine.core.events import emit
        emit(s.ev, "card_goods", seat=p, goods={e.param("stack")[height - 1]: 1}, card=_id(s, e))


# --- phases ---------------------------------------------------------------------------------------------------
def _spread(s: Any, p: int, e: Effect, phase: str = "") -> None:
    if phase != "work_start":
        return
    sp = s.t.space_index.get(e.param("space"), -1)
    onto = [s.t.space_index.get(x, -1) for x in e.param("onto")]
    if sp in s.board and all(o in s.board for o in onto) and s.stock[NG * sp + G[e.param("good")]] > 0:
        from engine.games.agricola.card_decisions import Spread
        s.pending.append(Spread(p, _card(e)))


def _return_home_take(s: Any, p: int, e: Effect) -> None:
    g = G[e.param("gives")]
    t = s.t
    if not any(t.space_acc[sp][g] or any(part.goods[g] for part in t.space_parts[sp] if part.op == "take")
               for sp in s.k.placed[p]):
        return
    sp = t.space_index.get(e.param("space"), -1)
    if sp not in s.board:
        return
    b = NG * sp
    got = tuple(s.stock[b:b + NG])
    if any(got):
        s.stock[b:b + NG] = [0] * NG
        gain(s, p, got, _id(s, e))


def _after_work(s: Any, p: int, e: Effect) -> None:
    from engine.games.agricola.card_decisions import MoveAfterWork, after_work_targets
    if after_work_targets(s, p, _card(e)):
        s.pending.append(MoveAfterWork(p, _card(e)))


def _harvest_food(s: Any, p: int, e: Effect) -> None:
    have = s.goods[NG * p + G[e.param("good")]]
    per = e.param("per")
    food = have // per if per else sum(1 for k in e.param("at") if have >= k)
    if food:
        gain(s, p, tuple(food if g == FOOD else 0 for g in range(NG)), _id(s, e))


def _feeding_take(s: Any, p: int, e: Effect) -> None:
    from engine.games.agricola.card_decisions import TakeFromField, field_targets
    if field_targets(s, p, _card(e)):
        s.pending.append(TakeFromField(p, _card(e)))


def _food_due(s: Any, p: int, value: int, e: Effect) -> int:
    per = s.t.g.food_per_person
    adults = s.people[p] - s.newborn[p]
    return value - max(0, adults - e.param("full")) * (per - 1)


# --- placing (the end of the game and costs: card_scoring.py) --------------------------------------------
def _use_occupied(s: Any, p: int, value: bool, e: Effect, space: int = -1) -> bool:
    return value or s.t.space_ids[space] in e.param("spaces")


CARD_KINDS = [
    EffectKind("gain", reactions={ON_PLAY: _gain}),
    EffectKind("gain_choice", reactions={ON_PLAY: _gain_choice}),
    EffectKind("round_goods", reactions={ON_PLAY: _round_goods, PHASE_START: _round_goods_due}),
    EffectKind("space_bonus", reactions={ON_TAKE_GOODS: _space_bonus}),
    EffectKind("take_bonus", reactions={ON_TAKE_GOODS: _take_bonus}),
    EffectKind("space_choice", reactions={ON_TAKE_GOODS: _space_choice}),
    EffectKind("exchange_take", reactions={ON_TAKE_GOODS: _exchange_take}),
    EffectKind("on_play", reactions={ON_PLAY: _on_play}),
    EffectKind("pay_to_act", reactions={PHASE_START: _pay_to_act}),
    EffectKind("feeding_trade", reactions={FEEDING: _feeding_trade}),
    EffectKind("convert_bonus", reactions={CONVERTED: _convert_bonus}),
    EffectKind("convert_keep", reactions={CONVERTED: _convert_keep}),
    EffectKind("feeding_bake", reactions={FEEDING: _feeding_bake}),
    EffectKind("on_built", reactions={BUILT: _on_built}),
    EffectKind("stable_goods", reactions={STABLE_BUILT: _stable_goods}),
    EffectKind("house_round_goods", reactions={ON_PLAY: _house_round_goods, RENOVATED: _house_round_goods,
                                               PHASE_START: _house_round_due}),
    EffectKind("no_negative", modifiers={SCORE: _no_negative}),
    EffectKind("occupation_count", modifiers={OCC_COUNT: _occ_count}),
    EffectKind("occupation_rebate", reactions={OCC_PLAY: _occ_rebate}),
    EffectKind("cost_less", modifiers={COST: _cost_less}),
    EffectKind("discard_begging", reactions={END_SCORING: _discard_begging}),
    EffectKind("stone_buyer", reactions={OTHERS_TAKE: _stone_buyer, ON_TAKE_GOODS: _stone_buyer_own}),
    EffectKind("marker_stack", reactions={ON_PLAY: _marker_stack, ON_GOODS_ENTER: _marker_enter}),
    EffectKind("harvest_food", reactions={HARVEST_FIELD: _harvest_food}),
    EffectKind("points", modifiers={BONUS_POINTS: _points}),
    EffectKind("use_occupied", modifiers={USE_OCCUPIED: _use_occupied}),
    EffectKind("return_home_take", reactions={RETURN_HOME: _return_home_take}),
    EffectKind("move_after_work", reactions={AFTER_WORK: _after_work}),
    EffectKind("spread_goods", reactions={PHASE_START: _spread}),
    EffectKind("feeding_take", reactions={FEEDING: _feeding_take}),
    EffectKind("food_due", modifiers={FOOD_DUE: _food_due}),
    EffectKind("return_loan", reactions={END_SCORING: _return_loan}),
    EffectKind("end_gain", reactions={END_SCORING: _end_gain}),
    EffectKind("room_cost", modifiers={COST: _cost}),
    EffectKind("renovate_less", modifiers={COST: _cost}),
]
