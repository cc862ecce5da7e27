"""The decisions the kinds of `card_actions.py` push: a card-playing action once more, a space's fee, extra goods
on a take for a price, and a take doubled for payments to other seats."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.events import emit
from engine.core.text import Text
from engine.games.agricola import cards, food
from engine.games.agricola.card_actions import payees, space_fee
from engine.games.agricola.card_decisions import USE, _effect, _Offer, _TakeOffer, pay
from engine.games.agricola.card_effects import gain
from engine.games.agricola.card_moves import DECLINE, Decline, UseCard
from engine.games.agricola.data import FOOD, GOODS, NG, G
from engine.games.agricola.moves import Convert
from engine.games.agricola.state import AgState


@dataclass(frozen=True, slots=True)
class PlayAgain(_Offer):
    """The card-playing action just done (`op`), once more: its card costs the card's food more (for an
    occupation: that instead of the space's cost). Offered only when some card (or major) could be played so."""

    seat: int
    card: int
    op: str
    PROMPT: ClassVar[Text] = Text("Do the action once more (it costs more food)?",
                                  "もう一度このアクションを行いますか（食料が追加でかかります）？")

    def _food(self, state: AgState) -> int:
        return int(_effect(state, self.card, "play_again").param("food"))

    def _possible(self, state: AgState) -> bool:
        extra = self._food(state)
        if cards.can_play(state, self.seat, self.op == "occupation", extra):
            return True
        return self.op == "improvement" and bool(cards.major_moves(state, self.seat, extra))

    def legal_moves(self, state: AgState) -> list:
        return [USE, DECLINE] if self._possible(state) else []

    def settle(self, state: AgState) -> bool:
        if self._possible(state):
            return False
        state.pending.pop()
        return True

    def apply(self, state: AgState, move: UseCard | Decline) -> None:
        state.pending.pop()
        if isinstance(move, Decline):
            return
        emit(state.ev, "action_again", seat=self.seat, card=state.k.ct.cards[self.card].id)
        state.pending.append(cards.PlayCards(self.seat, self.op == "occupation", self._food(state),
                                             self.op == "improvement"))


@dataclass(frozen=True, slots=True)
class PayFee(_Offer):
    """The fee of a card's space, paid to its owner before the action: food may be raised by converting."""

    seat: int
    space: int
    PROMPT: ClassVar[Text] = Text("Make food to pay the space's owner", "スペースの持ち主に払う食料を用意してください")

    def legal_moves(self, state: AgState) -> list:
        return [m for m, _, _, _ in food.conversions(state, self.seat, False)]

    def settle(self, state: AgState) -> bool:
        fee = space_fee(state, self.seat, self.space)
        b = NG * self.seat
        if state.goods[b + FOOD] < fee[FOOD]:
            return False
        state.pending.pop()
        for g, k in enumerate(fee):
            state.goods[b + g] -= k
        owner = state.k.spaces[self.space]
        emit(state.ev, "fee_paid", seat=self.seat, to=owner, space=state.t.space_ids[self.space],
             goods={GOODS[g]: k for g, k in enumerate(fee) if k})
        gain(state, owner, fee, "")
        return True

    def apply(self, state: AgState, move: Convert) -> None:
        for m, g, f, source in food.conversions(state, self.seat, False):
            if m == move:
                food.convert(state, self.seat, g, f, source)
                return


@dataclass(frozen=True, slots=True)
class BuyExtra(_TakeOffer):
    """Pay the card's price from the supply for its extra goods on the take, or not."""

    seat: int
    card: int
    PROMPT: ClassVar[Text] = Text("Pay for the card's extra goods?", "カードの追加の品物を支払って受け取りますか？")

    def price(self, state: AgState) -> tuple[int, ...]:
        return tuple(_effect(state, self.card, "take_extra").param("pay"))

    def accepted(self, state: AgState) -> None:
        e = _effect(state, self.card, "take_extra")
        pay(state, self.seat, e.param("pay"))
        for g, k in enumerate(e.param("goods")):
            state.inbound[g] += k
        emit(state.ev, "card_extra", seat=self.seat, card=state.k.ct.cards[self.card].id)


@dataclass(frozen=True, slots=True)
class DoubleTake(_TakeOffer):
    """Take the space's goods twice over and pay the card's payees out of the take, or not."""

    seat: int
    card: int
    amount: int
    PROMPT: ClassVar[Text] = Text("Take twice as much and pay the others?",
                                  "2倍受け取り、他のプレイヤーに支払いますか？")

    def accepted(self, state: AgState) -> None:
        e = _effect(state, self.card, "double_take")
        g = G[e.param("good")]
        state.inbound[g] += self.amount
        ident = state.k.ct.cards[self.card].id
        emit(state.ev, "take_doubled", seat=self.seat, card=ident, good=GOODS[g], amount=self.amount)
        for q, n in enumerate(payees(state, self.seat, e)):
            if n:
                state.inbound[g] -= n
                gain(state, q, tuple(n if x == g else 0 for x in range(NG)), ident)
