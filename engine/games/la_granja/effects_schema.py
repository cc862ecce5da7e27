"""The parameters of each effect kind: helpers (助手の効果) and craft markers (建物マーカー).

Each model validates a card's `helper.params` (or a building's `effect.params`) at load and turns them
into plain, hashable values for the rules (`runtime()`): good names become good indices, goods tables
become 10-tuples, lists become tuples. What each kind does is in `effects.py`; this file only says what
parameters it takes.
"""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.games.la_granja.goods import GOOD_INDEX

GoodName = Literal["silver", "vp", "olive", "grain", "grape", "pig", "food", "wine", "meat", "trade"]


def goods_tuple(d: dict[str, int]) -> tuple[int, ...]:
    out = [0] * 10
    for k, v in d.items():
        out[GOOD_INDEX[k]] += v
    return tuple(out)


class P(BaseModel):
    model_config = ConfigDict(extra="forbid")

    def runtime(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k, v in self:
            if isinstance(v, dict):  # a goods table: cost, gain, now, each
                out[k] = goods_tuple(v)
            elif k in ("good", "crop") and v in GOOD_INDEX:
                out[k] = GOOD_INDEX[v]
            elif isinstance(v, list):
                out[k] = tuple(v)
            else:
                out[k] = v
        return out


Amount = Field(ge=1, le=5)


class UpgradeDiscount(P):
    good: Literal["food", "wine", "meat", "any"]
    amount: int = Amount


class TableauGood(P):
    good: Literal["olive", "grain", "grape", "pig"]
    amount: int = Amount


class FinalRate(P):
    good: Literal["olive", "grain", "grape", "pig", "trade"]
    amount: int = Amount


class AmountOnly(P):
    amount: int = Amount


class CountOnly(P):
    count: int = Amount


class NoParams(P):
    pass


class TwoOptions(P):
    faces: list[int] = Field(min_length=1, max_length=6)


class RevenueBonus(P):
    face: int = Field(ge=1, le=6)
    gain: dict[GoodName, int]


class Gain(P):
    gain: dict[GoodName, int]


class Cost(P):
    cost: dict[GoodName, int] = {}


class Convert(P):
    cost: dict[GoodName, int]
    gain: dict[GoodName, int]


class CompletionVp(P):
    target: Literal["barrow", "building"]
    amount: int = Amount


class HarvestBonus(P):
    crop: Literal["olive", "grain", "grape"]
    amount: int = Amount


EFFECT_PARAMS: dict[str, type[P]] = {
    # cost changes
    "upgrade_discount": UpgradeDiscount,
    "buy_discount": TableauGood,
    "sell_bonus": TableauGood,
    "final_rate": FinalRate,
    "roof_discount": AmountOnly,
    # revenue tweaks
    "revenue_bonus": RevenueBonus,
    "two_options": TwoOptions,
    "reserve_space": NoParams,
    "round_revenue": Cost,
    "income": Gain,
    "harvest_bonus": HarvestBonus,
    # conversions and gains
    "gain": Gain,
    "convert": Convert,
    "free_upgrade": CountOnly,
    "play_card": Cost,
    "draw_card": Cost,
    # VP reactions
    "completion_vp": CompletionVp,
    "removal_vp": AmountOnly,
    "removed_vp": AmountOnly,
    # delivery help
    "deliver": CountOnly,
    "free_extra_delivery": AmountOnly,
    # siesta and farm
    "siesta_bonus": AmountOnly,
    "siesta_steps": CountOnly,
    "pig_space": AmountOnly,
    "hand_limit": AmountOnly,
}

# Effects a player uses by choice (a `use_helper` move); the others act by themselves.
ACTIVATED = frozenset({"round_revenue", "gain", "convert", "free_upgrade", "play_card", "draw_card",
                       "deliver", "siesta_steps"})


# --- craft markers: an immediate side and a permanent one ---------------------------------------------
class GainNowAndEach(P):
    now: dict[GoodName, int]   # goods at once
    each: dict[GoodName, int]  # goods in each farm phase's income


class VpNowAndEach(P):
    now: int = Field(ge=0, le=10)   # VP at once
    each: int = Field(ge=0, le=10)  # VP on each building completion (Village store) or barrow (Butcher)


class VpPerBarrow(P):
    per_barrow: int = Field(ge=0, le=5)  # VP at once per barrow card on the farm
    each: int = Field(ge=0, le=10)       # VP on each later barrow completion


class Wainwright(P):
    deliveries: int = Field(ge=0, le=3)  # free deliveries at once (each may be passed)
    donkeys: int = Field(ge=0, le=3)     # added to every donkey marker picked
    hats: int = Field(ge=0, le=3)        # siesta hats added to every donkey marker picked


CRAFT_PARAMS: dict[str, type[P]] = {
    "gain_each_farm_phase": GainNowAndEach,       # Merchant house, Deli
    "choose_good_each_farm_phase": NoParams,      # Greengrocer: olive, grain, grape or pig
    "vp_per_completion": VpNowAndEach,            # Village store
    "vp_per_barrow": VpPerBarrow,                 # Butcher
    "wainwright": Wainwright,                     # Wainwright
}
