"""What a valid La Granja data file is: the pydantic models of the TOML sections, and the checks pydantic
cannot express (unique ids, counts, effect parameters, each building's fixed craft). Errors name file,
entry and field."""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.core.errors import DataError
from engine.games.la_granja.effects_schema import CRAFT_PARAMS, EFFECT_PARAMS
from engine.games.la_granja.goods import CRAFTS

NUM_CARDS = 66
Source = Literal["verified", "seed", "placeholder"]
Phase = Literal["farm", "revenue", "transport", "scoring"]
Crop = Literal["olive", "grain", "grape"]
DeliveryGood = Literal["olive", "grain", "grape", "pig", "food", "wine", "meat"]
Feature = Literal["delivery", "income", "den"]


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Names(_M):
    ja: str = Field(min_length=1)
    en: str = Field(min_length=1)


class HelperUse(_M):
    effect: str
    params: dict[str, Any] = {}
    phases: list[Phase] = []
    once: bool = False
    source: Source


class FieldUse(_M):
    crop: Crop
    spaces: int = Field(ge=1, le=4)
    source: Source


class BarrowUse(_M):
    goods: list[DeliveryGood] = Field(min_length=2, max_length=4)
    value: int = Field(ge=2, le=6)
    source: Source


class ExtensionUse(_M):
    features: list[Feature] = Field(min_length=1, max_length=2)
    source: Source


class CardModel(_M):
    id: int = Field(ge=1)
    name: Names
    source: Source
    helper: HelperUse
    field: FieldUse
    barrow: BarrowUse
    extension: ExtensionUse


class SellPrices(_M):
    source: Source
    olive: int = Field(ge=0)
    grain: int = Field(ge=0)
    grape: int = Field(ge=0)
    pig: int = Field(ge=0)
    trade: int = Field(ge=0)


class UpgradePrices(_M):
    source: Source
    food: int = Field(ge=0)
    wine: int = Field(ge=0)
    meat: int = Field(ge=0)


class BuyPrices(_M):
    olive: int = Field(ge=0)
    grain: int = Field(ge=0)
    grape: int = Field(ge=0)
    pig: int = Field(ge=0)


class PricesModel(_M):
    source: Source
    buy: BuyPrices
    sell: SellPrices
    upgrade: UpgradePrices


class FarmModel(_M):
    source: Source
    hand_limit: int = Field(ge=1, le=10)
    pig_den: int = Field(ge=0, le=20)
    den_per_extension: int = Field(ge=1, le=5)
    extra_deliveries: int = Field(ge=0, le=5)
    silver_per_vp: int = Field(ge=1)


class SiestaModel(_M):
    source: Source
    points: list[int] = Field(min_length=2, max_length=20)


class CraftEffect(_M):
    kind: str  # an effect kind of effects_schema.CRAFT_PARAMS
    params: dict[str, Any] = {}


class BuildingModel(_M):
    number: int = Field(ge=1, le=6)
    name: Names
    craft: str
    effect: CraftEffect  # what the craft marker does: now, and from then on
    row: list[DeliveryGood] = Field(min_length=1, max_length=5)
    hex: tuple[int, int]
    source: Source


class MarketHex(_M):
    hex: tuple[int, int]
    value: int = Field(ge=2, le=6)
    start: bool = False
    blocked_below_4: bool = False
    source: Source


class RoofModel(_M):
    id: int = Field(ge=1)
    round: int = Field(ge=1, le=6)
    function: Literal["olive", "grape", "grain_or_olive", "any_harvest", "two_harvest", "pig", "free_upgrade",
                      "delivery", "card", "vp", "silver", "flip", "siesta"]
    phases: list[Phase] = []
    source: Source


class DataFile(_M):
    """One data file; every section optional (a user file overrides the default sections it has)."""

    cards: list[CardModel] | None = None
    prices: PricesModel | None = None
    farm: FarmModel | None = None
    siesta: SiestaModel | None = None
    buildings: list[BuildingModel] | None = None
    market: list[MarketHex] | None = None
    roofs: list[RoofModel] | None = None


SECTIONS = ("cards", "prices", "farm", "siesta", "buildings", "market", "roofs")

def entry_name(raw: dict[str, Any], loc: tuple) -> tuple[str, str]:
    """Turn a pydantic location into (entry, field), e.g. ('cards[id=12]', 'helper.effect')."""
    if not loc:
        return "file", "-"
    section = str(loc[0])
    if len(loc) > 1 and isinstance(loc[1], int):
        item = (raw.get(section) or [None] * (loc[1] + 1))[loc[1]]
        ident = ""
        if isinstance(item, dict):
            for k in ("id", "number", "hex"):
                if k in item:
                    ident = f"{k}={item[k]}"
                    break
        entry = f"{section}[{ident or '#' + str(loc[1] + 1)}]"
        rest = loc[2:]
    else:
        entry, rest = section, loc[1:]
    return entry, ".".join(str(x) for x in rest) or "-"



def _fail(name: str, entry: str, field: str, msg: str) -> DataError:
    return DataError(f"{name}: entry {entry}: field {field}: {msg}")


def _check_params(name: str, entry: str, where: str, schemas: dict[str, Any], kind: str, params: dict[str, Any],
                  kind_field: str) -> None:
    """An effect names a known kind, with the parameters that kind takes."""
    schema = schemas.get(kind)
    if schema is None:
        raise _fail(name, entry, f"{where}.{kind_field}",
                    f"unknown effect {kind!r} (known: {', '.join(sorted(schemas))})")
    try:
        schema.model_validate(params)
    except ValidationError as err:
        first = err.errors()[0]
        loc = ".".join(str(x) for x in first["loc"]) or "-"
        raise _fail(name, entry, f"{where}.params.{loc}", first["msg"]) from None


def _check_cards(name: str, cards: list[CardModel]) -> None:
    seen: set[int] = set()
    for c in cards:
        entry = f"cards[id={c.id}]"
        if c.id in seen:
            raise _fail(name, entry, "id", f"duplicate card id {c.id}")
        seen.add(c.id)
        _check_params(name, entry, "helper", EFFECT_PARAMS, c.helper.effect, c.helper.params, "effect")
        if len(set(c.extension.features)) != len(c.extension.features):
            raise _fail(name, entry, "extension.features", "a feature is listed twice")
    if len(cards) != NUM_CARDS:
        raise _fail(name, "cards", "-", f"there must be {NUM_CARDS} farm cards, found {len(cards)}")
    if seen != set(range(1, NUM_CARDS + 1)):
        missing = sorted(set(range(1, NUM_CARDS + 1)) - seen)
        raise _fail(name, "cards", "id", f"card ids must be 1..{NUM_CARDS}; missing {missing[:5]}")


def _check_roofs(name: str, roofs: list[RoofModel]) -> None:
    ids = set()
    for r in roofs:
        if r.id in ids:
            raise _fail(name, f"roofs[id={r.id}]", "id", f"duplicate roof id {r.id}")
        ids.add(r.id)
    for rnd in range(1, 7):
        k = sum(1 for r in roofs if r.round == rnd)
        if k != 4:
            raise _fail(name, "roofs", "round", f"round {rnd} must have 4 roof tiles, found {k}")


def _check_buildings(name: str, buildings: list[BuildingModel]) -> None:
    nums = sorted(b.number for b in buildings)
    if nums != [1, 2, 3, 4, 5, 6]:
        raise _fail(name, "buildings", "number", f"buildings must be numbered 1..6 once each, found {nums}")
    for b in buildings:
        entry = f"buildings[number={b.number}]"
        if b.craft != CRAFTS[b.number - 1]:
            raise _fail(name, entry, "craft", f"building {b.number} is {CRAFTS[b.number - 1]!r}, not {b.craft!r}")
        _check_params(name, entry, "effect", CRAFT_PARAMS, b.effect.kind, b.effect.params, "kind")


def _check_market(name: str, market: list[MarketHex]) -> None:
    hexes = [h.hex for h in market]
    for h in market:
        if hexes.count(h.hex) > 1:
            raise _fail(name, f"market[hex={list(h.hex)}]", "hex", "duplicate hex")
    starts = sorted(h.value for h in market if h.start)
    if starts != [2, 3, 4, 5]:
        raise _fail(name, "market", "start", f"the start spaces must be one each of 2,3,4,5, found {starts}")
    if any(h.start and h.blocked_below_4 for h in market):
        raise _fail(name, "market", "blocked_below_4", "a start space cannot be blocked")


def check_semantics(name: str, m: DataFile) -> None:
    """What pydantic cannot say: unique ids, counts, effect parameters, the fixed craft of each building."""
    if m.cards is not None:
        _check_cards(name, m.cards)
    if m.roofs is not None:
        _check_roofs(name, m.roofs)
    if m.buildings is not None:
        _check_buildings(name, m.buildings)
    if m.market is not None:
        _check_market(name, m.market)
    if m.siesta is not None and any(b < a for a, b in zip(m.siesta.points, m.siesta.points[1:], strict=False)):
        raise _fail(name, "siesta", "points", "siesta points must not decrease up the track")
