"""A seat's turn in a shift, and its pick in the setup draft: the decisions the round pushes."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.decisions import NOT_NOW, Decision
from engine.core.errors import Reason
from engine.core.text import Text
from engine.games.coal_baron import reasons
from engine.games.coal_baron.decks import refill
from engine.games.coal_baron.moves import DRAFT, DraftOrder, Place
from engine.games.coal_baron.orders import take_order
from engine.games.coal_baron.spaces import place, placements, why_blocked
from engine.games.coal_baron.state import CBState


@dataclass(frozen=True, slots=True)
class PlaceWorker(Decision[CBState]):
    """Choose a worker space. The bank is always open, so there is always a move."""

    seat: int
    PROMPT: ClassVar[Text] = Text("Place workers on a space", "ワーカーを置くマスを選んでください")

    def legal_moves(self, state: CBState) -> list[Place]:
        return placements(state, self.seat)

    def explain(self, state: CBState, move: object) -> Reason:
        if isinstance(move, Place):
            sp = state.t.space_index.get(move.space)
            if sp is None:
                return reasons.NOT_A_SPACE
            return why_blocked(state, self.seat, sp) or NOT_NOW
        return NOT_NOW

    def apply(self, state: CBState, move: Place) -> None:
        state.pending.pop()
        place(state, self.seat, state.t.space_index[move.space])


@dataclass(frozen=True, slots=True)
class EndOfTurn(Decision[CBState]):
    """Below a turn's decisions: once they are done, the empty face-up slots are refilled."""

    seat: int

    def legal_moves(self, state: CBState) -> list:
        return []

    def settle(self, state: CBState) -> bool:
        state.pending.pop()
        refill(state)
        return True


@dataclass(frozen=True, slots=True)
class DraftPick(Decision[CBState]):
    """Setup: take one of the orders revealed for the draft."""

    seat: int
    PROMPT: ClassVar[Text] = Text("Take one of the revealed orders", "公開された注文カードから1枚選んでください")

    def legal_moves(self, state: CBState) -> list[DraftOrder]:
        return [DRAFT[o] for o in state.draft]

    def explain(self, state: CBState, move: object) -> Reason:
        return reasons.NOT_REVEALED if isinstance(move, DraftOrder) else NOT_NOW

    def apply(self, state: CBState, move: DraftOrder) -> None:
        card = state.t.order_index[move.order]
        state.draft.remove(card)
        state.pending.pop()
        take_order(state, self.seat, card)
