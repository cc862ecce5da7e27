"""Cards on converting goods to food, on the hook `converted` (card_effects.py: good, source, count) —
- `cook_pairs`: every second good the owner cooks with one of `sources` in a round gives `goods` (the engine
  cooks one good at a time; two cooked in the same round count as cooked at one time [R], docs/rulings.md);
- `convert_choice`: a conversion of `good` with one of `sources` gives `bonus`, or instead (the seat's choice,
  with one more of the good in the supply) that second good for `second`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core.effects import Effect, EffectKind
from engine.core.text import Text
from engine.games.agricola.actions import choice_move
from engine.games.agricola.card_decisions import USE, _effect, _Offer
from engine.games.agricola.card_effects import CONVERTED, _card, _id, gain
from engine.games.agricola.card_moves import UseCard
from engine.games.agricola.data import NG, G
from engine.games.agricola.moves import ChooseGoods
from engine.games.agricola.state import AgState


def _from(s: Any, e: Effect, source: int) -> bool:
    from engine.games.agricola.sources import name
    return source >= 0 and name(s, source) in e.param("sources")


def _cook_pairs(s: Any, p: int, e: Effect, good: int = -1, source: int = -1, count: int = 1) -> None:
    if not _from(s, e, source):
        return
    c = _card(e)
    r, n = s.k.store.get(c, (s.round, 0))
    if r != s.round:
        n = 0
    pairs = (n + count) // 2 - n // 2
    s.k.store[c] = (s.round, n + count)
    if pairs:
        gain(s, p, tuple(k * pairs for k in e.param("goods")), _id(s, e))


def _convert_choice(s: Any, p: int, e: Effect, good: int = -1, source: int = -1, count: int = 1) -> None:
    if good != G[e.param("good")] or not _from(s, e, source):
        return
    if s.goods[NG * p + good] > 0:
        s.pending.append(SecondGood(p, _card(e)))
    else:
        gain(s, p, e.param("bonus"), _id(s, e))


@dataclass(frozen=True, slots=True)
class SecondGood(_Offer):
    """Take the card's bonus, or convert a second good for its other amount instead."""

    seat: int
    card: int
    PROMPT: ClassVar[Text] = Text("Take the card's bonus, or convert a second good instead?",
                                  "カードのボーナスを受け取るか、代わりにもう1つ変換しますか？")

    def legal_moves(self, state: AgState) -> list:
        e = _effect(state, self.card, "convert_choice")
        return [choice_move(e.param("bonus")), USE]

    def apply(self, state: AgState, move: ChooseGoods | UseCard) -> None:
        state.pending.pop()
        e = _effect(state, self.card, "convert_choice")
        p = self.seat
        if isinstance(move, UseCard):
            state.goods[NG * p + G[e.param("good")]] -= 1
            gain(state, p, e.param("second"), _id(state, e))
        else:
            gain(state, p, e.param("bonus"), _id(state, e))


COOKING_KINDS = [
    EffectKind("cook_pairs", reactions={CONVERTED: _cook_pairs}),
    EffectKind("convert_choice", reactions={CONVERTED: _convert_choice}),
]
