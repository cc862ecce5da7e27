"""The parameters of each card effect kind, validated when a deck file is read.

Each model checks one kind's parameters and turns them into plain, hashable values (`runtime()`): goods
tables become 10-tuples, good names their index, lists tuples. What each kind does is in
`card_effects.py`; this file only says what a kind takes.
"""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.games.agricola.data import G, Good, Goods, vec

_GOOD_FIELDS: tuple[str, ...] = ()  # good names stay names (the majors' kinds read them so)


class P(BaseModel):
    model_config = ConfigDict(extra="forbid")

    def runtime(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k, v in self:
            if isinstance(v, dict):
                out[k] = vec(v)
            elif isinstance(v, list) and v and isinstance(v[0], dict):
                out[k] = tuple(vec(x) for x in v)
            elif isinstance(v, list):
                out[k] = tuple(G[x] if k == "when" else x for x in v)
            elif k in _GOOD_FIELDS and isinstance(v, str):
                out[k] = G[v]
            else:
                out[k] = v
        return out


class Gain(P):
    goods: Goods = Field(min_length=1)


class GainChoice(P):
    options: list[Goods] = Field(min_length=2)


class RoundGoods(P):
    """Goods on future round spaces: the listed rounds, or the next `next` rounds, or rounds `from_round`
    to `to_round` (of a `parity`), or the current round plus each of `offsets`; only rounds still to come."""
    goods: Goods = Field(min_length=1)
    rounds: list[int] = []
    next: int = Field(0, ge=0)
    from_round: int = Field(0, ge=0, le=14)
    to_round: int = Field(14, ge=1, le=14)
    parity: Literal["", "odd", "even"] = ""
    offsets: list[int] = []


class SpaceBonus(P):
    spaces: list[str] = Field(min_length=1)
    goods: Goods = {}
    later: Goods = {}          # from round `later_from` on, these instead of `goods`
    later_from: int = Field(0, ge=0, le=14)
    at_least: Goods = {}       # the take is raised to at least these amounts


class SpaceChoice(P):
    """On a space: one of `options` added to the take (from round `later_from`: one of `later`)."""
    spaces: list[str] = Field(min_length=1)
    options: list[Goods] = Field(min_length=1)
    later: list[Goods] = []
    later_from: int = Field(0, ge=0, le=14)


class ExchangeTake(P):
    """Taking at least `amount` of `good` (from `spaces`, or any space with goods lying on it): may leave
    `amount` of it on the space for `goods`."""
    good: Good
    amount: int = Field(ge=1)
    goods: Goods = Field(min_length=1)
    spaces: list[str] = []


class OnPlay(P):
    """When played: an action at once (plow 1 field; build 1 stable without paying wood; 1 room free)."""
    act: Literal["plow", "stable", "room"]


class PayToAct(P):
    """At the start of each round (or of the listed `rounds`), with a house of at least `house` and below
    `below` material: may pay `pay` (possibly nothing) to act (plow 1 field; build 1 room free)."""
    house: int = Field(0, ge=0, le=2)
    below: int = Field(3, ge=1, le=3)
    rounds: list[int] = []
    pay: Goods = {}
    act: Literal["plow", "room"]


class FeedingTrade(P):
    """At feeding: may give `give` for 1 animal of a kind the seat already has."""
    give: Goods = Field(min_length=1)


class DiscardBegging(P):
    most: int = Field(ge=1)
    order: int = 0


class ConvertBonus(P):
    good: Good
    sources: list[str] = []    # improvement or card ids (empty: any)
    goods: Goods = Field(min_length=1)  # per good converted


class ConvertKeep(P):
    good: Good                 # each one converted is kept on the card (counted by `points`, measure "kept")


class OnBuilt(P):
    goods: Goods = Field(min_length=1)
    bakes: bool = False        # only an improvement that bakes
    own: bool = False          # only the owner's own


class StableGoods(P):
    by_count: list[Goods] = Field(min_length=1)  # goods for the seat's 1st, 2nd, ... stable


class HouseRoundGoods(P):
    house: int = Field(ge=1, le=2)  # from a house of clay (1) or stone (2)
    goods: Goods = Field(min_length=1)


class NoNegative(P):
    except_: list[str] = Field([], alias="except")  # categories still scored below zero

    def runtime(self) -> dict[str, Any]:
        return {"except": tuple(self.except_)}


class OccupationCount(P):
    extra: int = Field(ge=1)


class OccupationRebate(P):
    goods: Goods = Field(min_length=1)


class CostLess(P):
    less: Goods = Field(min_length=1)
    on: list[str] = Field(min_length=1)  # "room", "renovate", "major", "minor", or an improvement/card id


class TakeBonus(P):
    when: list[Good] = Field(min_length=1)  # the take (from a person's action) has any of these goods
    only: bool = False                       # ... and no other goods at all
    goods: Goods = Field(min_length=1)


class StoneBuyer(P):
    good: Good = "stone"
    price: Goods = {"food": 1}   # what the owner pays the taker
    extra: Goods = {"food": 1}   # what the taker also gets from the supply


class MarkerStack(P):
    stack: list[Good] = Field(min_length=1)  # bottom to top


class Cook(P):
    wood: int = 0
    clay: int = 0
    reed: int = 0
    stone: int = 0
    grain: int = 0
    vegetable: int = 0
    sheep: int = 0
    boar: int = 0
    cattle: int = 0
    needs: list[str] = []  # only while the seat has one of these improvements (ids)


class Bake(P):
    food: int = Field(ge=1)
    most: int = Field(0, ge=0)


class Nothing(P):
    pass


class HarvestConvert(P):
    good: Good
    food: int = Field(ge=1)


class HarvestFood(P):
    good: Good
    at: list[int] = []   # 1 food for each threshold reached
    per: int = Field(0, ge=0)  # or 1 food per this many


class Points(P):
    measure: Literal["stone_rooms", "wood_rooms", "house_level", "pasture_cells", "occupations_after",
                     "improvements", "most_animals", "top_categories", "kept"]
    at: list[int] = []        # thresholds ...
    points: list[int] = []    # ... and the points each gives (the highest reached counts)
    per: int = 0              # or points per unit
    by_players: list[int] = []  # or, when the measure is met, points by player count (from 1 player)


class UseOccupied(P):
    spaces: list[str] = Field(min_length=1)


class ReturnHomeTake(P):
    gives: Good                # a space the seat used this round gives this good directly
    space: str                 # then it takes everything lying on this space


class MoveAfterWork(P):
    from_spaces: list[str] = Field(min_length=1)
    to_spaces: list[str] = []
    to_op: str = ""            # or any free space with a part of this op


class SpreadGoods(P):
    good: Good
    space: str
    onto: list[str] = Field(min_length=2)


class FeedingTake(P):
    good: Good
    gives: Good
    amount: int = Field(ge=1)


class ReturnLoan(P):
    goods: Goods = Field(min_length=1)
    penalty: int = -1
    order: int = 1


class EndGain(P):
    order: int = 2


class FoodDue(P):
    full: int = Field(ge=0)    # at most this many people eat the full amount; the others 1 food


class RoomCost(P):
    material: int = Field(ge=0)
    reed: int = Field(-1, ge=-1)   # -1: the reed as it is
    house: int = Field(-1, ge=-1, le=2)  # only for a house of this material (0 wood, 1 clay, 2 stone); -1: any


class RenovateLess(P):
    less: int = Field(ge=0)


PARAMS: dict[str, type[P]] = {
    "gain": Gain, "gain_choice": GainChoice, "round_goods": RoundGoods, "space_bonus": SpaceBonus,
    "take_bonus": TakeBonus, "stone_buyer": StoneBuyer, "marker_stack": MarkerStack, "cook": Cook, "bake": Bake,
    "bake_on_buy": Nothing, "harvest_convert": HarvestConvert, "harvest_food": HarvestFood, "points": Points,
    "use_occupied": UseOccupied, "return_home_take": ReturnHomeTake, "move_after_work": MoveAfterWork,
    "spread_goods": SpreadGoods, "feeding_take": FeedingTake, "return_loan": ReturnLoan, "end_gain": EndGain,
    "food_due": FoodDue, "room_cost": RoomCost, "renovate_less": RenovateLess, "space_choice": SpaceChoice,
    "exchange_take": ExchangeTake, "on_play": OnPlay, "discard_begging": DiscardBegging,
    "convert_bonus": ConvertBonus, "convert_keep": ConvertKeep, "feeding_bake": Nothing, "on_built": OnBuilt,
    "stable_goods": StableGoods, "house_round_goods": HouseRoundGoods, "no_negative": NoNegative,
    "occupation_count": OccupationCount, "pay_to_act": PayToAct, "feeding_trade": FeedingTrade,
    "occupation_rebate": OccupationRebate, "cost_less": CostLess,
}

# --- the kinds of card_actions.py (extra and changed actions): their models build on P, so they join here ----------
from engine.games.agricola.card_params_actions import ACTION_PARAMS  # noqa: E402

PARAMS.update(ACTION_PARAMS)
