"""Where a conversion or a bake comes from: a major improvement (its index, 0–9) or a card (`CARD_BASE` plus
its index in the card tables). Moves name either by id (`fireplace_2`, `E20`), as the notation does."""
from __future__ import annotations

from engine.games.agricola.moves import BAKE, CONVERT_WITH, BakeGrain, Convert
from engine.games.agricola.state import AgState

CARD_BASE = 100
_BAKE: dict[str, BakeGrain] = {}
_CONVERT: dict[tuple[int, str], Convert] = {}


def name(s: AgState, source: int) -> str:
    if source < 0:
        return ""
    if source < CARD_BASE:
        return s.t.majors[source].id
    return s.k.ct.cards[source - CARD_BASE].id


def of(s: AgState, ident: str) -> int:
    """A source by id (-1: unknown)."""
    m = s.t.major_index.get(ident)
    if m is not None:
        return m
    if s.k is not None:
        c = s.k.ct.index.get(ident)
        if c is not None:
            return CARD_BASE + c
    return -1


def bake_move(s: AgState, source: int) -> BakeGrain:
    if source < CARD_BASE:
        return BAKE[source]
    ident = name(s, source)
    move = _BAKE.get(ident)
    if move is None:
        move = _BAKE[ident] = BakeGrain(ident)
    return move


def convert_move(s: AgState, g: int, source: int) -> Convert:
    if source < CARD_BASE:
        return CONVERT_WITH[g, source]
    ident = name(s, source)
    move = _CONVERT.get((g, ident))
    if move is None:
        from engine.games.agricola.data import GOODS
        move = _CONVERT[g, ident] = Convert(GOODS[g], ident)
    return move
