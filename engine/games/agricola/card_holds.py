"""What a played card still holds, for the table to draw on it: the goods its future rounds will bring
(`round_goods`, `house_round_goods`: the rounds in `store` after the current one) and the markers left on
a stack (`marker_stack`: the bottom `store` markers of its stack). Read off the same store and parameters
the effects themselves use, so the table never recomputes a card's rule.
"""
from __future__ import annotations

from typing import Any

from engine.games.agricola.data import GOODS

ROUND_KINDS = ("round_goods", "house_round_goods")


def _params(card: Any, kind: str) -> dict[str, Any] | None:
    for k, params in card.effects:
        if k == kind:
            return dict(params)
    return None


def holds(s: Any, c: int) -> dict[str, int]:
    """Good name -> how many the played card `c` still holds (empty: nothing)."""
    k = s.k
    card = k.ct.cards[c]
    stored = k.store.get(c)
    out: dict[str, int] = {}
    for kind in ROUND_KINDS:
        params = _params(card, kind)
        if params is not None and isinstance(stored, tuple):
            left = sum(1 for r in stored if r > s.round)
            for g, n in enumerate(params["goods"]):
                if n and left:
                    out[GOODS[g]] = out.get(GOODS[g], 0) + n * left
    params = _params(card, "marker_stack")
    if params is not None and isinstance(stored, int):
        for name in params["stack"][:stored]:
            out[name] = out.get(name, 0) + 1
    return out


def rounds_left(s: Any, c: int) -> tuple[int, ...]:
    """The rounds still to come on which the card lays goods (none for other cards)."""
    card = s.k.ct.cards[c]
    stored = s.k.store.get(c)
    if not isinstance(stored, tuple) or not any(_params(card, kind) is not None for kind in ROUND_KINDS):
        return ()
    return tuple(r for r in stored if r > s.round)
