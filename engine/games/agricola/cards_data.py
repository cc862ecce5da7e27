"""Occupations and minor improvements as data: the pydantic model of `data/cards.toml` (or a user's deck
file), its validation, and the plain tables the rules read.

A card's facts (deck, number, name, type, player tag, cost, prerequisite, points, passing) come from the
public card database; its effect is written as our vocabulary's kinds with parameters (never card text),
with a short description of our own for the table. Each kind's parameters are checked by its model in
`card_params.py`; a user's file with a mistake is refused with the file, the card and the field named.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.core.datafile import read_toml
from engine.games.agricola.card_params import PARAMS
from engine.games.agricola.data import Goods, vec

CARDS_FILE = Path(__file__).parent / "data" / "cards.toml"
OCCUPATION, MINOR = "occupation", "minor"


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PrereqModel(_M):
    occupations: int = Field(0, ge=0)          # at least this many occupations played
    improvements: int = Field(0, ge=0)         # at least this many improvements (major and minor) owned
    planted: int = Field(0, ge=0)              # at least this many sown fields
    others_below: int = Field(0, ge=0)         # some other seat has fewer occupations than this
    house: int = Field(0, ge=0, le=2)          # a house of at least this material (1 clay, 2 stone)
    last_round: int = Field(14, ge=1, le=14)   # played in this round at the latest


class CardEffectModel(_M):
    model_config = ConfigDict(extra="allow")
    kind: str

    @model_validator(mode="after")
    def _known_kind(self) -> CardEffectModel:
        model = PARAMS.get(self.kind)
        if model is None:
            raise ValueError(f"unknown effect kind {self.kind!r} (known: {', '.join(sorted(PARAMS))})")
        model.model_validate(self.model_extra or {})
        return self


class CardModel(_M):
    id: str = Field(pattern=r"^[A-Z][0-9]+$")
    deck: Literal["E", "I", "K"]
    number: int = Field(ge=1)
    type: Literal["occupation", "minor"]
    players: Literal[1, 3, 4] = 1          # an occupation's tag: in games of at least this many players
    en: str = Field(min_length=1)
    ja: str = Field(min_length=1)
    about_en: str = Field(min_length=1)    # what it does, in our words
    about_ja: str = Field(min_length=1)
    cost: Goods = {}
    cost_alt: list[Goods] = []             # further costs to choose from ("1 wood or 1 clay")
    prereq: PrereqModel = PrereqModel()
    points: int = 0
    passing: bool = False                  # a minor that goes to the left neighbour's hand once played
    effects: list[CardEffectModel] = []

    @model_validator(mode="after")
    def _consistent(self) -> CardModel:
        if self.id != f"{self.deck}{self.number}":
            raise ValueError(f"id must be deck and number ({self.deck}{self.number})")
        if self.type == MINOR and self.players != 1:
            raise ValueError("only occupations carry a player tag")
        if self.type == OCCUPATION and (self.passing or self.cost_alt):
            raise ValueError("an occupation neither passes nor has alternative costs")
        if self.type == OCCUPATION and set(self.cost) - {"food"}:
            raise ValueError("an occupation costs food only (beyond its action space's cost)")
        if any(v < 0 for c in (self.cost, *self.cost_alt) for v in c.values()):
            raise ValueError("costs must not be negative")
        return self


class DeckModel(_M):
    card: list[CardModel] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique(self) -> DeckModel:
        ids = [c.id for c in self.card]
        dup = {i for i in ids if ids.count(i) > 1}
        if dup:
            raise ValueError(f"cards listed twice: {', '.join(sorted(dup))}")
        return self


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    occupation: bool
    players: int
    en: str
    ja: str
    about_en: str
    about_ja: str
    costs: tuple[tuple[int, ...], ...]
    prereq: tuple[int, int, int, int, int, int]  # occupations, improvements, planted, others_below, house, last_round
    points: int
    passing: bool
    effects: tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]


def _params(kind: str, raw: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple(sorted(PARAMS[kind].model_validate(raw).runtime().items()))


def _card(c: CardModel) -> Card:
    p = c.prereq
    return Card(c.id, c.type == OCCUPATION, c.players, c.en, c.ja, c.about_en, c.about_ja,
                tuple(vec(x) for x in (c.cost, *c.cost_alt)),
                (p.occupations, p.improvements, p.planted, p.others_below, p.house, p.last_round),
                c.points, c.passing, tuple((e.kind, _params(e.kind, e.model_extra or {})) for e in c.effects))


class CardTables:
    """The cards as plain values; a card is named by its index here (`index[id]`)."""

    __slots__ = ("cards", "index")

    def __init__(self, m: DeckModel) -> None:
        self.cards = tuple(_card(c) for c in m.card)
        self.index = {c.id: i for i, c in enumerate(self.cards)}

    def deck(self, n: int) -> tuple[list[int], list[int]]:
        """(occupations, minors) for `n` players: occupations by their player tag."""
        occ = [i for i, c in enumerate(self.cards) if c.occupation and c.players <= max(n, 1)]
        minors = [i for i, c in enumerate(self.cards) if not c.occupation]
        return occ, minors


def _where(loc: tuple[Any, ...], raw: dict[str, Any]) -> str:
    """A pydantic error location as `card E176 (Woodcutter): field`."""
    if len(loc) >= 2 and loc[0] == "card" and isinstance(loc[1], int):
        cards = raw.get("card") or []
        c = cards[loc[1]] if loc[1] < len(cards) and isinstance(cards[loc[1]], dict) else {}
        rest = ".".join(str(x) for x in loc[2:]) or "card"
        return f"card {c.get('id', '#' + str(loc[1] + 1))} ({c.get('en', '?')}): {rest}"
    return ".".join(str(x) for x in loc) or "file"


def read_deck(path: Path) -> DeckModel:
    return read_toml(path, DeckModel, _where)


@lru_cache(maxsize=4)
def load_cards(path: str | None = None) -> CardTables:
    return CardTables(read_deck(Path(path) if path else CARDS_FILE))


def check_deck(path: str) -> str:
    p = Path(path)
    t = CardTables(read_deck(p))
    occ = sum(1 for c in t.cards if c.occupation)
    return f"{p.name}: OK — {occ} occupations, {len(t.cards) - occ} minor improvements"
