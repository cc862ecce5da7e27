"""Component data: the pydantic model of `data/family.toml`, its validation, and the plain tables the
rules read (ints and tuples; no pydantic after loading).

Names used in moves and records come from here: goods by name (`wood`), action spaces and majors by id
(`wood_3`, `fireplace_2`), farmyard cells as `r<row>c<column>` counted from 1 (`r2c1`).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.core.datafile import read_toml

DATA_FILE = Path(__file__).parent / "data" / "family.toml"
GOODS = ("wood", "clay", "reed", "stone", "grain", "vegetable", "food", "sheep", "boar", "cattle")
G = {name: i for i, name in enumerate(GOODS)}
NG = len(GOODS)
WOOD, CLAY, REED, STONE, GRAIN, VEG, FOOD, SHEEP, BOAR, CATTLE = range(NG)
ANIMALS = (SHEEP, BOAR, CATTLE)
MATERIALS = (WOOD, CLAY, STONE)  # a house's material, by its level: wood 0, clay 1, stone 2
Good = Literal["wood", "clay", "reed", "stone", "grain", "vegetable", "food", "sheep", "boar", "cattle"]
Op = Literal["take", "accumulated", "choose", "buy", "plow", "sow", "bake", "rooms", "stables", "fences",
             "renovate", "growth", "major", "start_player", "occupation", "minor", "improvement"]
EFFECT_KINDS = ("cook", "bake", "bake_on_buy", "round_food", "harvest_convert", "end_bonus")
SCORED = ("fields", "pastures", "grain", "vegetable", "sheep", "boar", "cattle")


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid")


Goods = dict[Good, int]


class PartModel(_M):
    op: Op
    goods: Goods = {}
    pay: Goods = {}
    pick: int = Field(1, ge=1, le=4)
    from_: list[Good] = Field([], alias="from")
    wood: int = Field(0, ge=0)
    most: int = Field(0, ge=0)  # 0: as many as you can
    room: bool = True
    from_round: int = Field(1, ge=1, le=14)
    costs: list[int] = []  # `occupation`: food for a seat's 1st, 2nd, ... occupation (the last repeats)

    @model_validator(mode="after")
    def _fields_of_op(self) -> PartModel:
        if self.op in ("take", "buy") and not self.goods:
            raise ValueError(f"a {self.op} part needs goods")
        if self.op == "buy" and set(self.pay) != {"food"}:
            raise ValueError("a buy part pays food (and only food)")
        if self.op == "choose" and len(self.from_) < self.pick:
            raise ValueError("a choose part needs at least `pick` goods to choose from")
        if self.op == "stables" and self.wood <= 0:
            raise ValueError("a stables part needs its wood cost")
        if self.op == "occupation" and (not self.costs or min(self.costs) < 0):
            raise ValueError("an occupation part needs its food costs (none negative)")
        if any(v < 0 for v in (*self.goods.values(), *self.pay.values())):
            raise ValueError("amounts of goods must not be negative")
        return self


class SpaceModel(_M):
    id: str = Field(min_length=1)
    en: str = Field(min_length=1)
    ja: str = Field(min_length=1)
    mode: Literal["one", "all", "then", "andor", "or"] = "one"
    parts: list[PartModel] = Field(min_length=1)
    accumulate: Goods = {}
    players: list[int] = []
    stage: int | None = Field(None, ge=1, le=6)
    replaces: str = ""  # a full-game space: it takes this family space's place (the board's other side)

    @model_validator(mode="after")
    def _consistent(self) -> SpaceModel:
        if (self.mode == "one") != (len(self.parts) == 1):
            raise ValueError("mode 'one' is for exactly one part; several parts need another mode")
        if self.mode == "then" and len(self.parts) != 2:
            raise ValueError("mode 'then' joins exactly two parts")
        has_acc = any(p.op == "accumulated" for p in self.parts)
        if has_acc != bool(self.accumulate):
            raise ValueError("an 'accumulated' part and an `accumulate` amount go together")
        if any(v <= 0 for v in self.accumulate.values()):
            raise ValueError("accumulating amounts must be positive")
        if any(n not in range(1, 6) for n in self.players):
            raise ValueError("players must be counts from 1 to 5")
        return self


class EffectModel(_M):
    model_config = ConfigDict(extra="allow")
    kind: Literal["cook", "bake", "bake_on_buy", "round_food", "harvest_convert", "end_bonus"]


class MajorModel(_M):
    id: str = Field(min_length=1)
    en: str = Field(min_length=1)
    ja: str = Field(min_length=1)
    cost: list[Goods] = Field(min_length=1)
    upgrade: list[str] = []
    points: int = Field(ge=0)
    effects: list[EffectModel] = []


class TableModel(_M):
    none: int
    at: list[int] = Field(min_length=1)
    points: list[int] = Field(min_length=1)

    @model_validator(mode="after")
    def _rising(self) -> TableModel:
        if len(self.at) != len(self.points):
            raise ValueError("`at` and `points` must be as long as each other")
        if self.at != sorted(set(self.at)):
            raise ValueError("thresholds must rise")
        return self


class ScoringModel(_M):
    fields: TableModel
    pastures: TableModel
    grain: TableModel
    vegetable: TableModel
    sheep: TableModel
    boar: TableModel
    cattle: TableModel
    unused_space: int
    fenced_stable: int
    clay_room: int
    stone_room: int
    person: int


class GameModel(_M):
    rounds: int = Field(ge=1)
    harvests: list[int]
    stages: list[list[int]]
    max_people: int = Field(ge=2)
    max_stables: int = Field(ge=0)
    max_fences: int = Field(ge=0)
    rows: Literal[3]
    cols: Literal[5]
    start_rooms: list[int]
    start_people: int = Field(ge=1)
    food_start_player: int = Field(ge=0)
    food_others: int = Field(ge=0)
    food_per_person: int = Field(ge=0)
    food_per_newborn: int = Field(ge=0)
    begging_points: int
    room_cost: dict[Literal["material", "reed"], int]
    renovate_cost: dict[Literal["per_room", "reed"], int]

    @model_validator(mode="after")
    def _consistent(self) -> GameModel:
        covered = [r for lo, hi in self.stages for r in range(lo, hi + 1)]
        if covered != list(range(1, self.rounds + 1)):
            raise ValueError("stages must cover the rounds in order, each once")
        if any(h not in range(1, self.rounds + 1) for h in self.harvests) or self.harvests[-1] != self.rounds:
            raise ValueError("harvests must be rounds of the game, the last round's among them")
        if any(c not in range(15) for c in self.start_rooms) or len(self.start_rooms) > self.start_people + 3:
            raise ValueError("start rooms must be cells 0 to 14")
        return self


class SoloModel(_M):
    food_start: int = Field(ge=0)
    food_per_person: int = Field(ge=0)
    accumulate: dict[str, Goods] = {}


class Components(_M):
    game: GameModel
    solo: SoloModel
    space: list[SpaceModel]
    major: list[MajorModel] = Field(min_length=1)
    scoring: ScoringModel

    @model_validator(mode="after")
    def _consistent(self) -> Components:
        ids = [s.id for s in self.space]
        if len(set(ids)) != len(ids):
            raise ValueError("two action spaces share an id")
        majors = [m.id for m in self.major]
        if len(set(majors)) != len(majors):
            raise ValueError("two major improvements share an id")
        for m in self.major:
            if set(m.upgrade) - set(majors):
                raise ValueError(f"major {m.id}: upgrade from an unknown major")
        for sid in self.solo.accumulate:
            if sid not in ids:
                raise ValueError(f"solo.accumulate: no space {sid!r}")
        family = {s.id: s for s in self.space if not s.replaces}
        for s in self.space:
            if s.replaces and (s.replaces not in family or family[s.replaces].stage != s.stage
                               or family[s.replaces].players != s.players):
                raise ValueError(f"space {s.id}: replaces {s.replaces!r}, which must be a family space of the "
                                 f"same stage and player counts")
        stages = {s.stage for s in self.space if s.stage is not None}
        if stages != set(range(1, len(self.game.stages) + 1)):
            raise ValueError("every stage needs round cards")
        for i, (lo, hi) in enumerate(self.game.stages, 1):
            cards = sum(1 for s in self.space if s.stage == i and not s.replaces)
            if cards != hi - lo + 1:
                raise ValueError(f"stage {i} has {hi - lo + 1} rounds but {cards} round cards")
        return self


def vec(goods: Mapping[Any, int]) -> tuple[int, ...]:
    out = [0] * NG
    for name, k in goods.items():
        out[G[name]] += k
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Part:
    """One part of an action space, as the rules read it."""

    op: str
    goods: tuple[int, ...]
    pay: tuple[int, ...]
    pick: int
    choices: tuple[tuple[int, ...], ...]  # `choose`: every combination of `pick` different goods, as vectors
    wood: int
    most: int
    room: bool
    from_round: int
    costs: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Major:
    id: str
    en: str
    ja: str
    costs: tuple[tuple[int, ...], ...]
    upgrade: tuple[int, ...]
    points: int
    effects: tuple[tuple[str, tuple[tuple[str, object], ...]], ...]


def _params(e: EffectModel) -> tuple[tuple[str, object], ...]:
    """An effect's parameters as hashable pairs (lists become tuples)."""
    return tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in (e.model_extra or {}).items()))


def _part(p: PartModel) -> Part:
    from itertools import combinations

    picks = tuple(vec({g: 1 for g in combo}) for combo in combinations(p.from_, p.pick))
    return Part(p.op, vec(p.goods), vec(p.pay), p.pick, picks, p.wood, p.most, p.room, p.from_round,
                tuple(p.costs))


class Tables:
    """The components as plain values."""

    __slots__ = ("g", "solo", "space_ids", "space_en", "space_ja", "space_mode", "space_parts", "space_acc",
                 "space_players", "space_stage", "space_index", "stage_cards", "stage_of_round", "majors",
                 "major_index", "scoring", "harvests", "full_of", "space_replaces")

    def __init__(self, m: Components) -> None:
        self.g = m.game
        self.solo = m.solo
        self.space_ids = tuple(s.id for s in m.space)
        self.space_en = tuple(s.en for s in m.space)
        self.space_ja = tuple(s.ja for s in m.space)
        self.space_mode = tuple(s.mode for s in m.space)
        self.space_parts = tuple(tuple(_part(p) for p in s.parts) for s in m.space)
        self.space_acc = tuple(vec(s.accumulate) for s in m.space)
        self.space_players = tuple(tuple(s.players) for s in m.space)
        self.space_stage = tuple(s.stage or 0 for s in m.space)
        self.space_index = {s.id: i for i, s in enumerate(m.space)}
        self.stage_cards = tuple(tuple(i for i, s in enumerate(m.space) if s.stage == st and not s.replaces)
                                 for st in range(1, len(m.game.stages) + 1))
        # the full game's side of each space: the space that replaces it there, else itself
        full = list(range(len(m.space)))
        for i, s in enumerate(m.space):
            if s.replaces:
                full[self.space_index[s.replaces]] = i
                full[i] = -1  # not a space of its own: only another space's full side
        self.full_of = tuple(full)
        # the family space whose place each space takes on the board ("" for a family space itself)
        self.space_replaces = tuple(s.replaces for s in m.space)
        self.stage_of_round = {r: i for i, (lo, hi) in enumerate(m.game.stages) for r in range(lo, hi + 1)}
        index = {mj.id: i for i, mj in enumerate(m.major)}
        self.majors = tuple(Major(mj.id, mj.en, mj.ja, tuple(vec(c) for c in mj.cost),
                                  tuple(index[u] for u in mj.upgrade), mj.points,
                                  tuple((e.kind, _params(e)) for e in mj.effects))
                            for mj in m.major)
        self.major_index = index
        self.scoring = m.scoring
        self.harvests = frozenset(m.game.harvests)

    def board(self, n: int, full: bool = False) -> tuple[int, ...]:
        """The spaces on the board for `n` players at the start (round cards come one a round); `full`: the
        full game's sides (occupations and minor improvements)."""
        full_of = self.full_of
        out = tuple(i for i in range(len(self.space_ids)) if not self.space_stage[i] and full_of[i] >= 0
                    and (not self.space_players[i] or n in self.space_players[i]))
        return tuple(full_of[i] for i in out) if full else out

    def stage_deck(self, stage: int, full: bool = False) -> tuple[int, ...]:
        """A stage's round cards, on the family or the full game's side."""
        cards = self.stage_cards[stage]
        return tuple(self.full_of[c] for c in cards) if full else cards

    def accumulation(self, n: int) -> tuple[tuple[int, ...], ...]:
        """Per space, the goods it gains every round with `n` players (the solo game changes some)."""
        acc = list(self.space_acc)
        if n == 1:
            for sid, goods in self.solo.accumulate.items():
                acc[self.space_index[sid]] = vec(goods)
        return tuple(acc)


def read_file(path: Path) -> Components:
    return read_toml(path, Components)


@lru_cache(maxsize=4)
def load_tables(path: str | None = None) -> Tables:
    return Tables(read_file(Path(path) if path else DATA_FILE))


def check_file(path: str) -> str:
    """Validate a user's components file; a short summary on success (DataError names the problem)."""
    p = Path(path)
    t = Tables(read_file(p))
    cards = sum(len(c) for c in t.stage_cards)
    return (f"{p.name}: OK — {len(t.space_ids) - cards} action spaces, {cards} round cards in "
            f"{len(t.stage_cards)} stages, {len(t.majors)} major improvements")
