"""What a card is worth to the bots: one number per card, in points, fitted on self-play outcomes by
engine/tools/agricola_card_values.py and kept as data (`data/card_values.json`); the heuristic reads it here.

A card the data does not name yet (a card added since the last fit) is worth `default()`, the values'
median, until the fit is run again; `coverage` says which cards those are.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

FILE = Path(__file__).resolve().parent / "data" / "card_values.json"


@lru_cache(maxsize=1)
def _table() -> dict[str, float]:
    if not FILE.is_file():
        return {}
    return {k: float(v) for k, v in json.loads(FILE.read_text(encoding="utf-8"))["values"].items()}


@lru_cache(maxsize=1)
def default() -> float:
    """The value of a card the data does not name: the median of the fitted ones (0 with no data)."""
    vals = sorted(_table().values())
    return vals[len(vals) // 2] if vals else 0.0


def value(ident: str) -> float:
    """A card's value in points (fitted, or `default()` for a card not fitted yet)."""
    v = _table().get(ident)
    return default() if v is None else v


_BY_INDEX: dict[int, tuple[Any, list[float]]] = {}


def by_index(ct: Any) -> list[float]:
    """Every card's value by its index in the card tables `ct` (the heuristic's hot path reads a list)."""
    hit = _BY_INDEX.get(id(ct))
    if hit is None or hit[0] is not ct:
        hit = _BY_INDEX[id(ct)] = (ct, [value(card.id) for card in ct.cards])
    return hit[1]


def coverage(ids: list[str]) -> list[str]:
    """The cards of `ids` the data has no value for (run the fit again to value them)."""
    table = _table()
    return [c for c in ids if c not in table]
