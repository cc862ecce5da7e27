"""The parameters of the farm's card effect kinds (`card_farm.py`): capacity, breeding, fields on cards,
sowing, plowing and fences. Joined into `card_params.PARAMS`."""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.games.agricola.card_params import Nothing, P
from engine.games.agricola.data import Goods

Animal = Literal["sheep", "boar", "cattle"]
Crop = Literal["grain", "vegetable"]


class PastureMore(P):
    """Each pasture holds this many more animals of the species it holds."""
    animals: dict[Animal, int] = Field(min_length=1)


class StableHolds(P):
    """Unfenced stables hold this many animals of one species (each of them; or `count` of them)."""
    animals: dict[Animal, int] = Field(min_length=1)
    count: int = Field(0, ge=0)


class CardPlaces(P):
    """Places on the card, each holding one animal of any kind."""
    places: int = Field(ge=1)


class MoreYoung(P):
    """At breeding, a species with at least `at_least` animals gets `young` young (as many as fit)."""
    good: Animal
    at_least: int = Field(ge=2)
    young: int = Field(ge=2)


class CardField(P):
    """The card is a field outside the farmyard for these crops; a crop harvested from it may become `food`."""
    crops: list[Crop] = Field(min_length=1)
    food: int = Field(0, ge=0)


class SowMore(P):
    """Each sowing of `good` lays `more` crops more on the field."""
    good: Crop
    more: int = Field(ge=1)


class GainSow(P):
    """Played: `amount` of a crop, which may be sown at once (one field)."""
    good: Crop
    amount: int = Field(1, ge=1)


class PlowMore(P):
    """After the plow of one of `spaces`: pay `pay` to plow up to `fields` more (at most `uses` times a game;
    0: every time)."""
    spaces: list[str] = Field(min_length=1)
    fields: int = Field(ge=1)
    uses: int = Field(0, ge=0)
    pay: Goods = {}


class FreeFences(P):
    """In each fencing action, `count` fences free of wood once `after` fences are paid for."""
    count: int = Field(ge=1)
    after: int = Field(0, ge=0)


class FenceGoods(P):
    """The first fencing action after the card is played gives `first`; each later one `later`."""
    first: Goods = Field(min_length=1)
    later: Goods = Field(min_length=1)


class FenceSpace(P):
    """Played: fence a pasture of this many cells at once, its fences free of wood."""
    cells: int = Field(1, ge=1)


FARM_PARAMS: dict[str, type[P]] = {
    "pasture_more": PastureMore, "stable_holds": StableHolds, "card_places": CardPlaces,
    "mixed_pastures": Nothing, "more_young": MoreYoung, "card_field": CardField, "sow_more": SowMore,
    "gain_sow": GainSow, "plow_more": PlowMore, "free_fences": FreeFences, "fence_goods": FenceGoods,
    "fence_stable": Nothing, "fence_space": FenceSpace,
}
