"""The parameters of the "any time" kinds (card_anytime.py), the baking kinds (card_baking.py), the house
kinds (card_house.py) and the cooking kinds (card_cooking.py), validated when a deck file is read; joined into
`card_params.PARAMS`."""
from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from engine.games.agricola.card_params import P
from engine.games.agricola.data import Good, Goods


class Trade(P):
    """Any time, as often as the goods allow: `give[i]` from the supply for `get[i]` (option i)."""
    give: list[Goods] = Field(min_length=1)
    get: list[Goods] = Field(min_length=1)

    @model_validator(mode="after")
    def _pairs(self) -> Trade:
        if len(self.give) != len(self.get):
            raise ValueError(f"give has {len(self.give)} entries and get {len(self.get)}: they pair up")
        for i, (a, b) in enumerate(zip(self.give, self.get, strict=True)):
            if not any(a.values()) or not any(b.values()):
                raise ValueError(f"trade {i}: give and get each need a good")
        return self


class StackBuy(P):
    """A stack on the card (bottom to top); any time, the top one for `price`."""
    stack: list[Good] = Field(min_length=1)
    price: Goods = Field(min_length=1)


class FreeRoomOnce(P):
    """Once a game, any time the house has at least `rooms` rooms (of material `house`; -1: any): a room free."""
    rooms: int = Field(ge=1)
    house: int = Field(-1, ge=-1, le=2)


class RenovateAnyTime(P):
    """Any time, a house of material `house` (0 wood, 1 clay) renovates to the next, paying as usual."""
    house: int = Field(0, ge=0, le=1)


class BakedBonus(P):
    """Goods when the owner (`anyone`: any seat) has baked; `per_grain`: per grain baked; `own_action`: not for a
    bake a card offered."""
    goods: Goods = Field(min_length=1)
    anyone: bool = False
    per_grain: bool = False
    own_action: bool = False


class BakeToo(P):
    pass


class LastWithRooms(P):
    """Goods once, when the owner is the last seat whose house has only `rooms` rooms."""
    rooms: int = Field(2, ge=1)
    goods: Goods = Field(min_length=1)


class RenovateSkip(P):
    pass


class AltCost(P):
    """`cost` instead of the usual cost of `on` ("room", "renovate"), for a house of material `house` (-1: any)."""
    on: list[Literal["room", "renovate"]] = Field(min_length=1)
    cost: Goods = Field(min_length=1)
    house: int = Field(-1, ge=-1, le=2)


class SwapCost(P):
    """For `on`: 1 to `most` of `good` in a cost may be paid with as many of `by` instead."""
    on: list[Literal["room", "renovate"]] = Field(min_length=1)
    good: Good
    by: Good
    most: int = Field(ge=1)


class LessChoice(P):
    """The improvements `on` (major or card ids) cost `less` fewer of one of `among`, the seat's choice."""
    on: list[str] = Field(min_length=1)
    among: list[Good] = Field(min_length=1)
    less: int = Field(1, ge=1)


class MajorAsMinor(P):
    majors: list[str] = Field(min_length=1)  # major improvement ids


class CookPairs(P):
    """Every second good cooked in a round with one of `sources` (improvement or card ids): `goods`."""
    sources: list[str] = Field(min_length=1)
    goods: Goods = Field(min_length=1)


class ConvertChoice(P):
    """A conversion of `good` with one of `sources`: `bonus`, or instead a second `good` for `second`."""
    good: Good
    sources: list[str] = Field(min_length=1)
    bonus: Goods = Field(min_length=1)
    second: Goods = Field(min_length=1)


ANYTIME_PARAMS: dict[str, type[P]] = {
    "trade": Trade, "stack_buy": StackBuy, "free_room_once": FreeRoomOnce, "renovate_any_time": RenovateAnyTime,
    "baked_bonus": BakedBonus, "bake_too": BakeToo, "last_with_rooms": LastWithRooms, "renovate_skip": RenovateSkip,
    "major_as_minor": MajorAsMinor, "alt_cost": AltCost, "swap_cost": SwapCost,
    "less_choice": LessChoice,
    "cook_pairs": CookPairs, "convert_choice": ConvertChoice,
}
