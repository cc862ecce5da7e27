"""Component data: loading the TOML files (models and checks: data_models.py) into the plain tables the rules read.

The default data set (`data/cards.toml`, `data/board.toml`) is our house design around the verified
facts. A user data file may replace any top-level section (`cards`, `roofs`, `market`, `buildings`,
`siesta`, `prices`, `farm`); the rest comes from the defaults. Errors name file, entry and field.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any, cast

from engine.core.datafile import read_toml
from engine.core.effects import Effect
from engine.core.errors import DataError
from engine.games.la_granja.data_models import (
    SECTIONS,
    BuildingModel,
    CardModel,
    DataFile,
    FarmModel,
    MarketHex,
    PricesModel,
    RoofModel,
    check_semantics,
    entry_name,
)
from engine.games.la_granja.effects_schema import ACTIVATED, CRAFT_PARAMS, EFFECT_PARAMS
from engine.games.la_granja.goods import GOOD_INDEX, PHASE_BITS

DATA_DIR = Path(__file__).parent / "data"
DEFAULT_FILES = (DATA_DIR / "cards.toml", DATA_DIR / "board.toml")
# --- loading ----------------------------------------------------------------------------------------
def read_file(path: Path, text: str | None = None) -> DataFile:
    """Parse and check a data file; `text` is its content when a record carried it."""
    model = read_toml(path, DataFile, _entry_field, text)
    check_semantics(path.name, model)
    return model


def _entry_field(loc: tuple[Any, ...], raw: dict[str, Any]) -> str:
    """La Granja names an entry by its id (`cards[id=12]`) and then the field."""
    entry, fld = entry_name(raw, loc)
    return f"entry {entry}: field {fld}"


@lru_cache(maxsize=8)
def load_tables(user_file: str | None = None, user_text: str | None = None) -> Tables:
    """The tables for the default data, with the sections of `user_file` (if any) replacing them;
    `user_text` is that file's content, read earlier (then the file itself is not opened)."""
    merged: dict[str, Any] = {}
    for path in DEFAULT_FILES:
        model = read_file(path)
        for s in SECTIONS:
            if getattr(model, s) is not None:
                merged[s] = getattr(model, s)
    if user_file or user_text is not None:
        model = read_file(Path(user_file or "data.toml"), user_text)
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
def _phase_mask(phases: Sequence[str]) -> int:
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
        # the helper as an installed effect (effects.py): its colour and 1x mark (first: asked most), parameters
        self.fx = Effect(self.effect, (("phases", self.phases), ("once", self.once), *sorted(self.params.items())),
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
        # by id; index 0 holds no card (ids start at 1), typed as a Card so the rules need no None checks
        self.cards: list[Card] = [cast(Card, None)] + [Card(c) for c in cards]
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
            for gi in row:
                need[gi] += 1
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
        ph_cards = sum(s == "placeholder" for c in self.cards[1:] for s in c.sources)
        other = 0
        for s in ("buildings", "market", "roofs"):
            other += sum(e.source == "placeholder" for e in d[s])
        other += sum(d[s].source == "placeholder" for s in ("prices", "farm", "siesta"))
        self.placeholder_counts = {"cards": ph_cards, "other": other}
