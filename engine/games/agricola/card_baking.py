"""Cards that react to baking bread: the hook `bread_baked` (a seat's bake ended with at least one grain baked),
which every seat's cards hear, the baker's first and then in seat order.

- `baked_bonus`: goods when the owner bakes (`anyone`: when any seat bakes; `per_grain`: that many times the
  grain baked; `own_action`: only the owner's bake actions, not a bake a card offered);
- `bake_too`: when another seat bakes, the owner may bake too (with a baking improvement and grain).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core.effects import Effect, EffectKind, trigger
from engine.core.text import Text
from engine.games.agricola.card_decisions import _YesNo
from engine.games.agricola.card_effects import _card, _id, gain
from engine.games.agricola.state import AgState

BREAD_BAKED = "bread_baked"  # some seat (every seat hears it) finished baking `grain` grain (`card`: whose offer)
BAKING_HOOKS = (BREAD_BAKED,)


def baked(s: Any, p: int, grain: int, card: int) -> None:
    for k in range(s.num_players):
        trigger(s.fx, s.seat_after(p, k), BREAD_BAKED, s, baker=p, grain=grain, card=card)


def _baked_bonus(s: Any, p: int, e: Effect, baker: int = -1, grain: int = 0, card: int = -1) -> None:
    if baker != p and not e.param("anyone"):
        return
    if e.param("own_action") and card >= 0:
        return
    times = grain if e.param("per_grain") else 1
    gain(s, p, tuple(k * times for k in e.param("goods")), _id(s, e))


def _bake_too(s: Any, p: int, e: Effect, baker: int = -1, grain: int = 0, card: int = -1) -> None:
    from engine.games.agricola.fields import can_bake
    if baker != p and can_bake(s, p):
        s.pending.append(BakeToo(p, _card(e)))


@dataclass(frozen=True, slots=True)
class BakeToo(_YesNo):
    """Another seat baked: bake bread now too, or not."""

    seat: int
    card: int
    PROMPT: ClassVar[Text] = Text("Another player baked: bake bread too?",
                                  "他のプレイヤーがパンを焼きました：あなたも焼きますか？")

    def accepted(self, state: AgState) -> None:
        from engine.games.agricola.fields import Bake
        state.pending.append(Bake(self.seat, (), self.card))


BAKING_KINDS = [
    EffectKind("baked_bonus", reactions={BREAD_BAKED: _baked_bonus}),
    EffectKind("bake_too", reactions={BREAD_BAKED: _bake_too}),
]
