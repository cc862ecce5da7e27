"""Component data: pydantic models of the TOML files, validation, and the plain tables the rules read.

The default data set (`data/cards.toml`, `data/board.toml`) is our house design around the verified
facts. A user data file may replace any top-level section (`cards`, `roofs`, `market`, `buildings`,
`siesta`, `prices`, `farm`); the rest comes from the defaults. Errors name file, entry and field.
"""
from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.core.effects import Effect
from engine.core.errors import DataError
from engine.games.la_granja.effects_schema import ACTIVATED, CRAFT_PARAMS, EFFECT_PARAMS
from engine.games.la_granja.goods import CRAFTS, GOOD_INDEX, PHASE_BITS

DATA_DIR = Path(__file__).parent / "data"
DEFAULT_FILES = (DATA_DIR / "cards.toml", DATA_DIR / "board.toml")
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


# --- loading and checking ----------------------------------------------------------------------
def _entry_name(raw: dict[str, Any], loc: tuple) -> tuple[str, str]:
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


def read_file(path: Path) -> DataFile:
    name = path.name
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as err:
        raise DataError(f"{name}: cannot read the file: {err.strerror}") from None
    except tomllib.TOMLDecodeError as err:
        raise DataError(f"{name}: entry -: field -: not valid TOML: {err}") from None
    try:
        model = DataFile.model_validate(raw)
    except ValidationError as err:
        first = err.errors()[0]
        entry, fld = _entry_name(raw, tuple(first["loc"]))
        raise DataError(f"{name}: entry {entry}: field {fld}: {first['msg']}") from None
    _check_semantics(name, model)
    return model


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


def _check_semantics(name: str, m: DataFile) -> None:
    if m.cards is not None:
        seen: set[int] = set()
        for c in m.cards:
            entry = f"cards[id={c.id}]"
            if c.id in seen:
                raise _fail(name, entry, "id", f"duplicate card id {c.id}")
            seen.add(c.id)
            _check_params(name, entry, "helper", EFFECT_PARAMS, c.helper.effect, c.helper.params, "effect")
            if len(set(c.extension.features)) != len(c.extension.features):
                raise _fail(name, entry, "extension.features", "a feature is listed twice")
        if len(m.cards) != NUM_CARDS:
            raise _fail(name, "cards", "-", f"there must be {NUM_CARDS} farm cards, found {len(m.cards)}")
        if seen != set(range(1, NUM_CARDS + 1)):
            missing = sorted(set(range(1, NUM_CARDS + 1)) - seen)
            raise _fail(name, "cards", "id", f"card ids must be 1..{NUM_CARDS}; missing {missing[:5]}")
    if m.roofs is not None:
        ids = set()
        for r in m.roofs:
            if r.id in ids:
                raise _fail(name, f"roofs[id={r.id}]", "id", f"duplicate roof id {r.id}")
            ids.add(r.id)
        for rnd in range(1, 7):
            k = sum(1 for r in m.roofs if r.round == rnd)
            if k != 4:
                raise _fail(name, "roofs", "round", f"round {rnd} must have 4 roof tiles, found {k}")
    if m.buildings is not None:
        nums = sorted(b.number for b in m.buildings)
        if nums != [1, 2, 3, 4, 5, 6]:
            raise _fail(name, "buildings", "number", f"buildings must be numbered 1..6 once each, found {nums}")
        for b in m.buildings:
            entry = f"buildings[number={b.number}]"
            if b.craft != CRAFTS[b.number - 1]:
                raise _fail(name, entry, "craft", f"building {b.number} is {CRAFTS[b.number - 1]!r}, not {b.craft!r}")
            _check_params(name, entry, "effect", CRAFT_PARAMS, b.effect.kind, b.effect.params, "kind")
    if m.market is not None:
        hexes = [h.hex for h in m.market]
        for h in m.market:
            if hexes.count(h.hex) > 1:
                raise _fail(name, f"market[hex={list(h.hex)}]", "hex", "duplicate hex")
        starts = sorted(h.value for h in m.market if h.start)
        if starts != [2, 3, 4, 5]:
            raise _fail(name, "market", "start", f"the start spaces must be one each of 2,3,4,5, found {starts}")
        if any(h.start and h.blocked_below_4 for h in m.market):
            raise _fail(name, "market", "blocked_below_4", "a start space cannot be blocked")
    if m.siesta is not None and any(b < a for a, b in zip(m.siesta.points, m.siesta.points[1:], strict=False)):
        raise _fail(name, "siesta", "points", "siesta points must not decrease up the track")


@lru_cache(maxsize=8)
def load_tables(user_file: str | None = None) -> Tables:
    """The tables for the default data, with the sections of `user_file` (if any) replacing them."""
    merged: dict[str, Any] = {}
    for path in DEFAULT_FILES:
        model = read_file(path)
        for s in SECTIONS:
            if getattr(model, s) is not None:
                merged[s] = getattr(model, s)
    if user_file:
        model = read_file(Path(user_file))
        for s in SECTIONS:
            if getattr(model, s) is not None:
                merged[s] = getattr(model, s)
    missing = [s for s in SECTIONS if s not in merged]
    if missing:
        raise DataError(f"data: entry -: field {missing[0]}: section missing")
    return Tables(merged)


def check_file(path: str) -> str:
    """Validate a data file alone and merged with the defaults; a short summary on success."""
    p = Path(path)
    model = read_file(p)
    tables = load_tables.__wrapped__(str(p))
    present = [s for s in SECTIONS if getattr(model, s) is not None]
    ph = tables.placeholder_counts
    return (f"{p.name}: OK — sections {', '.join(present) or 'none'}; "
            f"{len(tables.cards) - 1} cards, {len(tables.roofs)} roofs, {len(tables.market_values)} market spaces, "
            f"6 buildings; placeholders: {ph['cards']} card uses, {ph['other']} other entries")


# --- plain tables for the hot path ------------------------------------------------------------------
def _phase_mask(phases: list[str]) -> int:
    m = 0
    for p in phases:
        m |= PHASE_BITS[p]
    return m


class Card:
    """One farm card's four uses, flattened to ints and tuples."""

    __slots__ = ("id", "name", "effect", "params", "phases", "once", "crop", "spaces", "activated", "fx",
                 "barrow_need", "barrow_kinds", "barrow_value", "ext_delivery", "ext_income", "ext_den", "sources")

    def __init__(self, m: CardModel) -> None:
        self.id = m.id
        self.name = {"ja": m.name.ja, "en": m.name.en}
        self.effect = m.helper.effect
        self.params = EFFECT_PARAMS[m.helper.effect].model_validate(m.helper.params).runtime()
        self.phases = _phase_mask(m.helper.phases)
        self.once = m.helper.once
        self.activated = m.helper.effect in ACTIVATED
        # the helper as an installed effect (effects.py): its parameters, colour and 1x mark
        self.fx = Effect(self.effect, (*sorted(self.params.items()), ("phases", self.phases), ("once", self.once)),
                         self.id)
        self.crop = GOOD_INDEX[m.field.crop]
        self.spaces = m.field.spaces
        need = [0] * 10
        for g in m.barrow.goods:
            need[GOOD_INDEX[g]] += 1
        self.barrow_need = tuple(need)
        self.barrow_kinds = tuple(g for g in range(10) if need[g])
        self.barrow_value = m.barrow.value
        f = m.extension.features
        self.ext_delivery = int("delivery" in f)
        self.ext_income = int("income" in f)
        self.ext_den = int("den" in f)
        self.sources = (m.helper.source, m.field.source, m.barrow.source, m.extension.source)


class Tables:
    """Everything the rules read, as lists and tuples (no pydantic after load)."""

    def __init__(self, d: dict[str, Any]) -> None:
        cards: list[CardModel] = sorted(d["cards"], key=lambda c: c.id)
        self.cards: list[Card | None] = [None] + [Card(c) for c in cards]
        pr: PricesModel = d["prices"]
        self.buy = [0] * 10
        self.sell = [0] * 10
        for g in ("olive", "grain", "grape", "pig"):
            self.buy[GOOD_INDEX[g]] = getattr(pr.buy, g)
            self.sell[GOOD_INDEX[g]] = getattr(pr.sell, g)
        self.sell[GOOD_INDEX["trade"]] = pr.sell.trade
        self.upgrade_cost = [0] * 10  # by the upgraded good
        for g in ("food", "wine", "meat"):
            self.upgrade_cost[GOOD_INDEX[g]] = getattr(pr.upgrade, g)
        # upgrade cost by the good that is upgraded (olive, grain -> food; grape -> wine; pig -> meat)
        self.upgrade_from = [0] * 10
        for src, dst in ((2, 6), (3, 6), (4, 7), (5, 8)):
            self.upgrade_from[src] = self.upgrade_cost[dst]
        fm: FarmModel = d["farm"]
        self.hand_limit = fm.hand_limit
        self.pig_den = fm.pig_den
        self.den_per_extension = fm.den_per_extension
        self.extra_deliveries = fm.extra_deliveries
        self.silver_per_vp = fm.silver_per_vp
        self.siesta_points = tuple(d["siesta"].points)
        blds: list[BuildingModel] = sorted(d["buildings"], key=lambda b: b.number)
        self.building_names = [{"ja": b.name.ja, "en": b.name.en} for b in blds]
        self.building_rows = [tuple(GOOD_INDEX[g] for g in b.row) for b in blds]
        self.building_need = []
        for row in self.building_rows:
            need = [0] * 10
            for g in row:
                need[g] += 1
            self.building_need.append(tuple(need))
        self.building_kinds = [tuple(g for g in range(10) if need[g]) for need in self.building_need]
        self.building_hexes = [tuple(b.hex) for b in blds]
        self.craft_effects = [
            Effect(b.effect.kind, tuple(sorted(CRAFT_PARAMS[b.effect.kind].model_validate(b.effect.params)
                                               .runtime().items())), b.number)
            for b in blds]
        mk: list[MarketHex] = d["market"]
        self.market_hexes = [tuple(h.hex) for h in mk]
        self.market_values = [h.value for h in mk]
        self.market_blocked_small = [h.blocked_below_4 for h in mk]
        self.start_space = {h.value: i for i, h in enumerate(mk) if h.start}
        index = {h: i for i, h in enumerate(self.market_hexes)}
        dirs = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
        self.market_adjacent = [
            tuple(index[(q + dq, r + dr)] for dq, dr in dirs if (q + dq, r + dr) in index)
            for q, r in self.market_hexes]
        self.spaces_by_value = {v: tuple(i for i, x in enumerate(self.market_values) if x == v) for v in range(2, 7)}
        roofs: list[RoofModel] = sorted(d["roofs"], key=lambda r: r.id)
        self.roof_ids = [r.id for r in roofs]
        self.roofs = {r.id: (r.function, _phase_mask(r.phases), r.round) for r in roofs}
        self.roofs_by_round = {rnd: tuple(r.id for r in roofs if r.round == rnd) for rnd in range(1, 7)}
        ph_cards = sum(s == "placeholder" for c in self.cards[1:] for s in c.sources)  # type: ignore[union-attr]
        other = 0
        for s in ("buildings", "market", "roofs"):
            other += sum(e.source == "placeholder" for e in d[s])
        other += sum(d[s].source == "placeholder" for s in ("prices", "farm", "siesta"))
        self.placeholder_counts = {"cards": ph_cards, "other": other}
