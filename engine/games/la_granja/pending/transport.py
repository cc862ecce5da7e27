"""Decisions of the transport phase and of deliveries: the secret donkey pick, deliveries by donkey,
extra deliveries, free deliveries (die 6, roof, Wainwright, helper), placing a completed barrow's market
marker, and (solo) the card that moves the neutral player."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core.errors import Reason
from engine.core.game import CHANCE
from engine.core.text import Text
from engine.games.la_granja import deliveries, farm, solo, transport
from engine.games.la_granja import moves as mv
from engine.games.la_granja.pending.base import DeckDraw, LGDecision
from engine.games.la_granja.state import LGState

NO_DELIVERY = Reason("you cannot deliver that good there now (not needed, blocked, completed, or not held)",
                     "その財は今そこへ輸送できません（不要、封鎖中、完了済み、または持っていません）")


class _Delivering(LGDecision):
    """A decision whose moves are deliveries (and pass)."""

    __slots__ = ()
    free_actions: ClassVar[bool] = True

    def explain_own(self, s: LGState, m: Any) -> Reason | None:
        return NO_DELIVERY if isinstance(m, mv.Deliver) else None


@dataclass(frozen=True, slots=True)
class DonkeyChoice(LGDecision):
    """Pick a donkey marker in secret (each marker once in rounds 1–3, and once again in rounds 4–6)."""

    seat: int
    free_actions: ClassVar[bool] = True
    PROMPT = Text("Pick a donkey marker in secret (click it)", "ロバマーカーを秘密裏に選ぶ（クリック）")
    TASK = Text("pick a donkey marker", "ロバマーカーを選んでください")

    def legal_moves(self, s: LGState) -> list[Any]:
        return transport.donkey_moves(s, self.seat)

    def explain_own(self, s: LGState, m: Any) -> Reason | None:
        if isinstance(m, mv.ChooseDonkey):
            return Reason(f"your {m.donkeys}-donkey marker was already used in this half of the game",
                          f"ロバ{m.donkeys}のマーカーはこの半分のゲームですでに使いました")
        return None

    def apply(self, s: LGState, m: mv.ChooseDonkey) -> None:
        s.pending.pop()
        transport.choose_donkey(s, self.seat, m.donkeys)


@dataclass(frozen=True, slots=True)
class DonkeyDeliveries(_Delivering):
    """Deliveries by donkey, in the new turn order (the count left is `state.deliveries[seat]`)."""

    seat: int
    PROMPT = Text("Deliver by donkey: drag goods to your rows or barrows", "ロバで輸送: 財を自分の列か荷車へドラッグ")
    TASK = Text("make your deliveries by donkey, or pass", "ロバでの輸送を行うかパスしてください")

    def legal_moves(self, s: LGState) -> list[Any]:
        return [*deliveries.delivery_moves(s, self.seat), mv.PASS]

    def apply(self, s: LGState, m: Any) -> None:
        p = self.seat
        if isinstance(m, mv.Deliver):
            s.deliveries[p] -= 1
            deliveries.deliver(s, p, m)
        else:  # pass: the rest of this seat's deliveries are given up
            s.pending.pop()
            s.deliveries[p] = 0

    def settle(self, s: LGState) -> bool:
        if s.deliveries[self.seat] > 0:
            return False
        s.pending.pop()
        return True


@dataclass(frozen=True, slots=True)
class ExtraDeliveries(_Delivering):
    """Extra deliveries for 1 silver each (a helper's free ones first), up to the seat's capacity."""

    seat: int
    PROMPT = Text("Extra deliveries for 1 silver each, or pass", "追加輸送（1回1銀）、またはパス")
    TASK = Text("make extra deliveries or pass", "追加輸送を行うかパスしてください")

    def legal_moves(self, s: LGState) -> list[Any]:
        out: list[Any] = deliveries.delivery_moves(s, self.seat) if transport.extra_affordable(s, self.seat) else []
        out.append(mv.PASS)
        return out

    def apply(self, s: LGState, m: Any) -> None:
        if isinstance(m, mv.Deliver):
            transport.pay_extra(s, self.seat)
            deliveries.deliver(s, self.seat, m)
        else:
            s.pending.pop()

    def settle(self, s: LGState) -> bool:
        p = self.seat
        if transport.extra_left(s, p) > 0 and transport.extra_affordable(s, p):
            return False
        s.pending.pop()
        return True


@dataclass(frozen=True, slots=True)
class FreeDeliveries(_Delivering):
    """`left` free deliveries (die 6, a roof, the Wainwright, a helper); each may be passed."""

    seat: int
    left: int = 1
    PROMPT = Text("Deliver: drag a good to your building row or a barrow, or pass",
                  "輸送: 財を自分の建物の列か荷車へドラッグ、またはパス")
    TASK = Text("make your free delivery or pass", "無料の輸送を行うかパスしてください")

    def legal_moves(self, s: LGState) -> list[Any]:
        return [*deliveries.delivery_moves(s, self.seat), mv.PASS]

    def apply(self, s: LGState, m: Any) -> None:
        if self.left > 1 and isinstance(m, mv.Deliver):
            s.pending[-1] = FreeDeliveries(self.seat, self.left - 1)
        else:
            s.pending.pop()
        if isinstance(m, mv.Deliver):
            deliveries.deliver(s, self.seat, m)

    def settle(self, s: LGState) -> bool:
        if deliveries.can_deliver_any(s, self.seat):
            return False
        s.pending.pop()
        return True


@dataclass(frozen=True, slots=True)
class PlaceOnMarket(LGDecision):
    """A completed barrow of `value`: choose the market space for its marker."""

    seat: int
    value: int
    PROMPT = Text("Click a market space for your marker", "マーカーを置く市場のマスをクリック")
    TASK = Text("place your market marker", "市場マーカーを置いてください")

    def legal_moves(self, s: LGState) -> list[Any]:
        return [mv.made(mv.PlaceMarker, i) for i in deliveries.placement_spaces(s, self.seat, self.value)]

    def explain_own(self, s: LGState, m: Any) -> Reason | None:
        if isinstance(m, mv.PlaceMarker):
            return Reason(f"the marker goes on a space of value {self.value} (a free one while there is one)",
                          f"マーカーは価値{self.value}のマス（空きがあれば空きマス）に置きます")
        return None

    def apply(self, s: LGState, m: mv.PlaceMarker) -> None:
        s.pending.pop()
        deliveries.place_marker(s, self.seat, m.space)

    def settle(self, s: LGState) -> bool:
        if deliveries.placement_spaces(s, self.seat, self.value):
            return False
        s.pending.pop()
        return True


@dataclass(frozen=True, slots=True)
class NeutralDraw(DeckDraw):
    """Chance (solo): the card whose barrow value tells where the neutral player's marker goes (public)."""

    seat: int = CHANCE

    def settle(self, s: LGState) -> bool:
        if farm.deck_ready(s):
            return False
        s.pending.pop()  # no card left anywhere: the neutral player places nothing
        return True

    def apply(self, s: LGState, m: mv.DrawCard) -> None:
        s.pending.pop()
        solo.neutral_places(s, m.card)


__all__ = ["DonkeyChoice", "DonkeyDeliveries", "ExtraDeliveries", "FreeDeliveries", "NeutralDraw", "PlaceOnMarket"]
