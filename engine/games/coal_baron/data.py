"""Component data: the pydantic model of `data/components.toml`, its validation, and the plain tables
the rules read (ints and tuples; no pydantic after loading).

Names used in moves and records come from here: a colour by its id (`grey`), a tunnel tile as
`<colour>_<carts>_<side>` (`grey_2_lit`), an order card as `<transport>_<cube letters>` (`carriage_BB`),
a worker space by its id (`mine_10`).
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.core.datafile import read_toml

DATA_FILE = Path(__file__).parent / "data" / "components.toml"
Area = Literal["factory", "factory_look", "mine", "deliver", "money", "bank", "order", "order_look"]
COLOURS = ("yellow", "brown", "grey", "black")
TRANSPORTS = ("wheelbarrow", "carriage", "motorcar", "locomotive")


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ColourModel(_M):
    id: Literal["yellow", "brown", "grey", "black"]
    letter: str = Field(min_length=1, max_length=1)
    ja: str = Field(min_length=1)
    cost: int = Field(ge=0)
    cubes: int = Field(ge=1)


class TransportModel(_M):
    id: Literal["wheelbarrow", "carriage", "motorcar", "locomotive"]
    ja: str = Field(min_length=1)
    orders: str = Field(min_length=1)


class OrderModel(_M):
    points: int = Field(ge=0)
    cubes: str = Field(min_length=1, max_length=5)


class TilesModel(_M):
    copies: int = Field(ge=1)
    carts: list[int] = Field(min_length=1)
    sides: list[Literal["lit", "dark"]] = Field(min_length=1)


class PrintedCart(_M):
    level: int = Field(ge=1, le=4)
    side: Literal["lit", "dark"]


class PitModel(_M):
    cage_capacity: int = Field(ge=1)
    look: int = Field(ge=1)


class PlayersModel(_M):
    workers: int = Field(ge=1)
    marks: int = Field(ge=0)
    draft: int = Field(ge=1)
    locked: list[str] = []


class SpaceModel(_M):
    id: str = Field(min_length=1)
    area: Area
    slot: int | None = Field(None, ge=1)
    value: int | None = Field(None, ge=1)
    transport: Literal["wheelbarrow", "carriage", "motorcar", "locomotive"] | None = None

    @model_validator(mode="after")
    def _fields_of_area(self) -> SpaceModel:
        needs = {"factory": "slot", "order": "slot", "mine": "value", "money": "value", "bank": "value",
                 "deliver": "transport"}.get(self.area)
        if needs is not None and getattr(self, needs) is None:
            raise ValueError(f"a {self.area} space needs a {needs}")
        return self


class Category(_M):
    model_config = ConfigDict(extra="allow")
    from_shift: int = Field(ge=1)


class ScoringModel(_M):
    shifts: int = Field(ge=1)
    coal: Category
    transport: Category
    empty_carts: Category


class FinalModel(_M):
    marks_per_point: int = Field(ge=1)
    cubes_per_point: int = Field(ge=1)
    open_order: int
    imbalance: int


class Components(_M):
    colour: list[ColourModel] = Field(min_length=4, max_length=4)
    transport: list[TransportModel] = Field(min_length=4, max_length=4)
    order_lists: dict[str, list[OrderModel]]
    tiles: TilesModel
    printed_cart: list[PrintedCart] = Field(min_length=4, max_length=4)
    pit: PitModel
    players: dict[Literal["2", "3", "4"], PlayersModel]
    space: list[SpaceModel]
    scoring: ScoringModel
    final: FinalModel

    @model_validator(mode="after")
    def _consistent(self) -> Components:
        if tuple(c.id for c in self.colour) != COLOURS:
            raise ValueError(f"colours must be listed in level order: {', '.join(COLOURS)}")
        if tuple(t.id for t in self.transport) != TRANSPORTS:
            raise ValueError(f"transports must be listed in this order: {', '.join(TRANSPORTS)}")
        letters = {c.letter for c in self.colour}
        for t in self.transport:
            if t.orders not in self.order_lists:
                raise ValueError(f"transport {t.id}: no order list {t.orders!r}")
        for name, cards in self.order_lists.items():
            seen = set()
            for i, card in enumerate(cards):
                if set(card.cubes) - letters:
                    raise ValueError(f"order list {name} card {i + 1}: unknown colour letter in {card.cubes!r}")
                if card.cubes in seen:
                    raise ValueError(f"order list {name} card {i + 1}: {card.cubes!r} appears twice")
                seen.add(card.cubes)
        ids = [s.id for s in self.space]
        if len(set(ids)) != len(ids):
            raise ValueError("two spaces share an id")
        if "bank" not in {s.area for s in self.space}:
            raise ValueError("the board needs a bank space")
        for n, setup in self.players.items():
            unknown = set(setup.locked) - set(ids)
            if unknown:
                raise ValueError(f"players.{n}.locked: no space {sorted(unknown)[0]!r}")
        for cat in ("coal", "empty_carts"):
            _check_table(getattr(self.scoring, cat), COLOURS, cat)
        _check_table(self.scoring.transport, TRANSPORTS, "transport")
        return self


def _check_table(cat: Category, keys: tuple[str, ...], name: str) -> None:
    extra = cat.model_extra or {}
    for k in keys:
        row = extra.get(k)
        if not (isinstance(row, list) and len(row) == 2 and all(isinstance(x, int) for x in row)):
            raise ValueError(f"scoring.{name}.{k} must be [first, second] points")
    unknown = set(extra) - set(keys)
    if unknown:
        raise ValueError(f"scoring.{name}: unknown entry {sorted(unknown)[0]!r}")


def read_file(path: Path) -> Components:
    return read_toml(path, Components)


class Tables:
    """The components as plain values. Colours and levels are ints: colour c lives on level c + 1."""

    __slots__ = ("colour_names", "colour_ja", "letters", "cost", "cubes", "transport_names", "transport_ja",
                 "tile_names", "tile_colour", "tile_carts", "tile_lit", "tile_cost", "tile_deck", "tile_index",
                 "order_names", "order_transport", "order_points", "order_need", "order_size", "order_index",
                 "printed_lit", "cage_capacity", "look", "setup", "space_names", "space_area", "space_arg",
                 "space_index", "shifts", "coal", "transport", "empty_carts", "from_shift", "final")

    def __init__(self, m: Components) -> None:
        self.colour_names = COLOURS
        self.colour_ja = tuple(c.ja for c in m.colour)
        letter = {c.letter: i for i, c in enumerate(m.colour)}
        self.letters = tuple(c.letter for c in m.colour)
        self.cost = tuple(c.cost for c in m.colour)
        self.cubes = tuple(c.cubes for c in m.colour)
        self.transport_names = TRANSPORTS
        self.transport_ja = tuple(t.ja for t in m.transport)
        tiles = [(c, k, side) for c in range(4) for k in m.tiles.carts for side in m.tiles.sides]
        self.tile_names = tuple(f"{COLOURS[c]}_{k}_{side}" for c, k, side in tiles)
        self.tile_colour = tuple(c for c, _, _ in tiles)
        self.tile_carts = tuple(k for _, k, _ in tiles)
        self.tile_lit = tuple(side == "lit" for _, _, side in tiles)
        self.tile_cost = tuple(self.cost[c] * k for c, k, _ in tiles)
        self.tile_deck = tuple(sorted(i for i in range(len(tiles)) for _ in range(m.tiles.copies)))
        self.tile_index = {name: i for i, name in enumerate(self.tile_names)}
        orders = [(t, card) for t, tm in enumerate(m.transport) for card in m.order_lists[tm.orders]]
        self.order_names = tuple(f"{TRANSPORTS[t]}_{card.cubes}" for t, card in orders)
        self.order_transport = tuple(t for t, _ in orders)
        self.order_points = tuple(card.points for _, card in orders)
        self.order_need = tuple(tuple(sorted(letter[x] for x in card.cubes)) for _, card in orders)
        self.order_size = tuple(len(card.cubes) for _, card in orders)
        self.order_index = {name: i for i, name in enumerate(self.order_names)}
        self.printed_lit = tuple(pc.side == "lit" for pc in sorted(m.printed_cart, key=lambda pc: pc.level))
        self.cage_capacity = m.pit.cage_capacity
        self.look = m.pit.look
        self.setup = {int(n): s for n, s in m.players.items()}
        self.space_names = tuple(s.id for s in m.space)
        self.space_area = tuple(s.area for s in m.space)
        self.space_arg = tuple(_space_arg(s) for s in m.space)
        self.space_index = {s.id: i for i, s in enumerate(m.space)}
        self.shifts = m.scoring.shifts
        extra = {name: getattr(m.scoring, name).model_extra or {} for name in ("coal", "transport", "empty_carts")}
        self.coal = tuple(tuple(extra["coal"][c]) for c in COLOURS)
        self.transport = tuple(tuple(extra["transport"][t]) for t in TRANSPORTS)
        self.empty_carts = tuple(tuple(extra["empty_carts"][c]) for c in COLOURS)
        self.from_shift = {name: getattr(m.scoring, name).from_shift for name in ("coal", "transport", "empty_carts")}
        self.final = m.final

    def locked(self, n: int) -> frozenset[int]:
        return frozenset(self.space_index[s] for s in self.setup[n].locked)


def _space_arg(s: SpaceModel) -> int:
    """The one number a space's action reads: its slot (0-based), its value, or its transport."""
    if s.transport is not None:
        return TRANSPORTS.index(s.transport)
    if s.slot is not None:
        return s.slot - 1
    return s.value or 0


@lru_cache(maxsize=4)
def load_tables(path: str | None = None) -> Tables:
    return Tables(read_file(Path(path) if path else DATA_FILE))


def check_file(path: str) -> str:
    """Validate a user's components file; a short summary on success (DataError names the problem)."""
    p = Path(path)
    t = Tables(read_file(p))
    return (f"{p.name}: OK — {len(t.tile_deck)} tunnel tiles ({len(t.tile_names)} kinds), "
            f"{len(t.order_names)} order cards, {len(t.space_names)} worker spaces, {sum(t.cubes)} coal cubes")
