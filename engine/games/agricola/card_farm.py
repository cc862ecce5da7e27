"""The farm's card effect kinds: what the farm can house (capacity), breeding, fields on cards, sowing,
plowing more than one field, and building fences. Each kind is written once, on a hook named after the
rule it changes; the rules ask the hooks where they happen (`farm.CAPACITY` in `state.farm_changed`,
`YOUNG` in breeding, `SOW_TARGETS`/`SOWN` in sowing, `FIELD_CROPS` in scoring, `PLOWED` after a space's
plow, `FENCING`/`FENCES_BUILT` in fencing) and never name a card.

A field on a card holds its crop in `state.k.store[card]` as (good, count); an empty one holds nothing.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from engine.core.decisions import Decision
from engine.core.effects import HARVEST_FIELD, Effect, EffectKind, modify
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.agricola import reasons
from engine.games.agricola.card_effects import ON_PLAY, gain
from engine.games.agricola.card_moves import DECLINE, Decline, UseCard
from engine.games.agricola.data import ANIMALS, FOOD, GOODS, NG, G
from engine.games.agricola.farm import CAPACITY, Housing
from engine.games.agricola.sources import CARD_BASE
from engine.games.agricola.state import AgState

YOUNG = "young"                # modify: the young each species gets when it breeds (sheep, boar, cattle)
SOW_TARGETS = "sow_targets"    # modify: the empty fields outside the farmyard, ((card, crops), ...)
SOWN = "sown"                  # modify: how many crops one sowing lays on a field (context: good)
FIELD_CROPS = "field_crops"    # modify: crops lying on fields outside the farmyard (context: good)
PLOWED = "plowed"              # a space's plow action plowed its field (context: space)
FENCING = "fencing"            # modify: a fencing action's (free fences, fences paid before they count)
FENCES_BUILT = "fences_built"  # a fencing action built its first fences
FARM_HOOKS = (CAPACITY, YOUNG, SOW_TARGETS, SOWN, FIELD_CROPS, PLOWED, FENCING, FENCES_BUILT)

OFFER = reasons.CARD_OFFER
USE = UseCard()


def _card(e: Effect) -> int:
    return e.source - CARD_BASE


def _id(s: Any, c: int) -> str:
    return str(s.k.ct.cards[c].id)


def _animals(goods: tuple[int, ...], default: int = 0) -> tuple[int, int, int]:
    a, b, c = (goods[g] or default for g in ANIMALS)
    return a, b, c


def _effect(s: Any, c: int, kind: str) -> Effect:
    for k, params in s.k.ct.cards[c].effects:
        if k == kind:
            return Effect(k, params, CARD_BASE + c)
    raise LookupError(kind)


# --- capacity: every kind changes the farm's `Housing`; playing the card sums the farm up afresh -------------
def _refresh(s: Any, p: int, e: Effect) -> None:
    s.farm_changed(p)


def _pasture_more(s: Any, p: int, value: Housing, e: Effect) -> Housing:
    more = _animals(e.param("animals"))
    old = value.pasture_more
    return replace(value, pasture_more=(old[0] + more[0], old[1] + more[1], old[2] + more[2]))


def _stable_holds(s: Any, p: int, value: Housing, e: Effect) -> Housing:
    holds = _animals(e.param("animals"), 1)
    count = e.param("count")
    if count:
        return replace(value, big_stables=value.big_stables + (holds,) * count)
    old = value.stable
    return replace(value, stable=(max(old[0], holds[0]), max(old[1], holds[1]), max(old[2], holds[2])))


def _card_places(s: Any, p: int, value: Housing, e: Effect) -> Housing:
    return replace(value, places=value.places + e.param("places"))


def _mixed_pastures(s: Any, p: int, value: Housing, e: Effect) -> Housing:
    return replace(value, mixed=True)


# --- breeding --------------------------------------------------------------------------------------------------
def _more_young(s: Any, p: int, value: tuple[int, int, int], e: Effect,
                have: tuple[int, int, int] = (0, 0, 0)) -> tuple[int, int, int]:
    i = ANIMALS.index(G[e.param("good")])
    if have[i] < e.param("at_least") or value[i] >= e.param("young"):
        return value
    out = list(value)
    out[i] = e.param("young")
    return out[0], out[1], out[2]


# --- fields on cards --------------------------------------------------------------------------------------------
def _field_target(s: Any, p: int, value: tuple, e: Effect) -> tuple:
    c = _card(e)
    if s.k.store.get(c):
        return value
    return (*value, (c, tuple(G[x] for x in e.param("crops"))))


def _field_crops(s: Any, p: int, value: int, e: Effect, good: int = -1) -> int:
    held = s.k.store.get(_card(e))
    return value + held[1] if held and held[0] == good else value


def _harvest_card_field(s: Any, p: int, e: Effect) -> None:
    c = _card(e)
    held = s.k.store.get(c)
    if not held:
        return
    g, n = held
    if n > 1:
        s.k.store[c] = (g, n - 1)
    else:
        del s.k.store[c]
    s.goods[NG * p + g] += 1
    emit(s.ev, "card_field_harvested", seat=p, card=_id(s, c), good=GOODS[g])
    if e.param("food"):
        s.pending.append(CropToFood(p, c, g))


def sow_on_card(s: Any, p: int, ident: str, g: int, n: int) -> None:
    """Sowing `n` of good `g` on the field that card `ident` is (the sowing rule checked it is empty)."""
    s.k.store[s.k.ct.index[ident]] = (g, n)


def card_fields(s: Any, p: int) -> list[tuple[str, str, int]]:
    """(card, crop or "", count) of each field on a card the seat has played, for the table."""
    k = s.k
    if k is None:
        return []
    out = []
    for c in k.played[p]:
        if any(kind == "card_field" for kind, _ in k.ct.cards[c].effects):
            held = k.store.get(c)
            out.append((k.ct.cards[c].id, GOODS[held[0]] if held else "", held[1] if held else 0))
    return out


@dataclass(frozen=True, slots=True)
class CropToFood(Decision[AgState]):
    """A crop just harvested from a card's field: convert it to the card's food?"""

    seat: int
    card: int
    good: int
    PROMPT: ClassVar[Text] = Text("Convert the harvested crop to food?", "収穫した作物を食料にしますか？")

    def legal_moves(self, state: AgState) -> list:
        return [USE, DECLINE]

    def explain(self, state: AgState, move: object) -> Reason:
        return OFFER

    def apply(self, state: AgState, move: UseCard | Decline) -> None:
        state.pending.pop()
        if isinstance(move, Decline):
            return
        food = _effect(state, self.card, "card_field").param("food")
        b = NG * self.seat
        state.goods[b + self.good] -= 1
        state.goods[b + FOOD] += food
        emit(state.ev, "card_converted", seat=self.seat, card=_id(state, self.card), good=GOODS[self.good],
             food=food)


# --- sowing ------------------------------------------------------------------------------------------------------
def _sow_more(s: Any, p: int, value: int, e: Effect, good: int = -1) -> int:
    return value + e.param("more") if good == G[e.param("good")] else value


def _gain_sow(s: Any, p: int, e: Effect) -> None:
    """Played: goods of one crop, then (optionally) one sowing of that crop at once."""
    from engine.games.agricola import fields
    g = G[e.param("good")]
    gain(s, p, tuple(e.param("amount") if x == g else 0 for x in range(NG)), _id(s, _card(e)))
    if fields.can_sow(s, p, (g,)):
        s.pending.append(fields.Sow(p, crop=g, most=1, optional=True))


# --- plowing ------------------------------------------------------------------------------------------------------
def _uses_left(s: Any, e: Effect) -> bool:
    uses = e.param("uses")
    return not uses or s.k.store.get(_card(e), 0) < uses


def _can_pay(s: Any, p: int, pay: tuple[int, ...]) -> bool:
    b = NG * p
    return all(s.goods[b + g] >= k for g, k in enumerate(pay) if k)


def _plow_more(s: Any, p: int, e: Effect, space: int = -1) -> None:
    from engine.games.agricola import fields
    if space < 0 or s.t.space_ids[space] not in e.param("spaces") or not _uses_left(s, e):
        return
    if fields.plowable(s, p) and _can_pay(s, p, e.param("pay")):
        s.pending.append(PlowOffer(p, _card(e)))


@dataclass(frozen=True, slots=True)
class PlowOffer(Decision[AgState]):
    """After a space's plow: use the card (pay, use it up once) to plow more fields?"""

    seat: int
    card: int
    PROMPT: ClassVar[Text] = Text("Use the card to plow more fields?", "カードを使ってさらに畑を耕しますか？")

    def legal_moves(self, state: AgState) -> list:
        return [USE, DECLINE]

    def explain(self, state: AgState, move: object) -> Reason:
        return OFFER

    def settle(self, state: AgState) -> bool:
        """An offer that another card's plow left without a field to plow (or its price) lapses."""
        from engine.games.agricola import fields
        e = _effect(state, self.card, "plow_more")
        if fields.plowable(state, self.seat) and _can_pay(state, self.seat, e.param("pay")):
            return False
        state.pending.pop()
        return True

    def apply(self, state: AgState, move: UseCard | Decline) -> None:
        state.pending.pop()
        if isinstance(move, Decline):
            return
        from engine.games.agricola import fields
        e = _effect(state, self.card, "plow_more")
        b = NG * self.seat
        for g, k in enumerate(e.param("pay")):
            state.goods[b + g] -= k
        if e.param("uses"):
            state.k.store[self.card] = state.k.store.get(self.card, 0) + 1
        emit(state.ev, "card_used", seat=self.seat, card=_id(state, self.card))
        state.pending.append(fields.PlowFields(self.seat, e.param("fields")))


# --- fences -------------------------------------------------------------------------------------------------------
def _free_fences(s: Any, p: int, value: tuple[int, int], e: Effect) -> tuple[int, int]:
    free, owed = value
    return free + e.param("count"), max(owed, e.param("after"))


def _fence_goods(s: Any, p: int, e: Effect) -> None:
    c = _card(e)
    times = s.k.store.get(c, 0)
    s.k.store[c] = times + 1
    gain(s, p, e.param("later") if times else e.param("first"), _id(s, c))


def _fence_stable(s: Any, p: int, e: Effect) -> None:
    from engine.games.agricola import building
    if building.can_build_stable(s, p, 0):
        s.pending.append(building.BuildStables(p, 0, 1))


def _fence_space(s: Any, p: int, e: Effect) -> None:
    """Played: fence a pasture of `cells` cells at once, the fences free of wood."""
    from engine.games.agricola import fencing
    decision = fencing.BuildFences(p, free=fencing.NO_LIMIT, size=e.param("cells"), most=1)
    if decision.steps(s):
        s.pending.append(decision)


FARM_KINDS = [
    EffectKind("pasture_more", modifiers={CAPACITY: _pasture_more}, reactions={ON_PLAY: _refresh}),
    EffectKind("stable_holds", modifiers={CAPACITY: _stable_holds}, reactions={ON_PLAY: _refresh}),
    EffectKind("card_places", modifiers={CAPACITY: _card_places}, reactions={ON_PLAY: _refresh}),
    EffectKind("mixed_pastures", modifiers={CAPACITY: _mixed_pastures}, reactions={ON_PLAY: _refresh}),
    EffectKind("more_young", modifiers={YOUNG: _more_young}),
    EffectKind("card_field", modifiers={SOW_TARGETS: _field_target, FIELD_CROPS: _field_crops},
               reactions={HARVEST_FIELD: _harvest_card_field}),
    EffectKind("sow_more", modifiers={SOWN: _sow_more}),
    EffectKind("gain_sow", reactions={ON_PLAY: _gain_sow}),
    EffectKind("plow_more", reactions={PLOWED: _plow_more}),
    EffectKind("free_fences", modifiers={FENCING: _free_fences}),
    EffectKind("fence_goods", reactions={FENCES_BUILT: _fence_goods}),
    EffectKind("fence_stable", reactions={FENCES_BUILT: _fence_stable}),
    EffectKind("fence_space", reactions={ON_PLAY: _fence_space}),
]


def sow_targets(s: Any, p: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """(card, crops it takes) of the seat's empty fields on cards."""
    if s.k is None:
        return ()
    return modify(s.fx, p, SOW_TARGETS, (), s)  # type: ignore[no-any-return]
