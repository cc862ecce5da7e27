"""Look at 5 (山札の上から5枚): see the top cards of a stack, keep none or one, return the rest in an
order of your choosing on the top or the bottom.

Two decisions: `Look` (what to keep) then `PutBack` (which side, then the cards one by one in the order
they will be drawn). The cards seen stay in the decisions until they are all returned; only the seat
looking may know them (`observation` hides them from the others, and the return moves are private).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core.decisions import NOT_NOW, Decision, replace_top
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.coal_baron import reasons
from engine.games.coal_baron.decks import DECK_NAMES, TILES, card_name, draw, put_back
from engine.games.coal_baron.moves import (
    BUY_SEEN,
    KEEP_NONE,
    RETURN_ORDER,
    RETURN_SIDE,
    RETURN_TILE,
    TAKE_SEEN,
    BuySeen,
    KeepNone,
    ReturnCard,
    ReturnSide,
    TakeSeen,
)
from engine.games.coal_baron.orders import take_order
from engine.games.coal_baron.pit import buy_tile
from engine.games.coal_baron.state import CBState


def start_look(s: CBState, p: int, which: int) -> None:
    cards = []
    for _ in range(s.t.look):
        card = draw(s, which)
        if card < 0:
            break
        cards.append(card)
    if s.ev is not None:
        emit(s.ev, "cards_looked_at", seat=p, deck=DECK_NAMES[which], count=len(cards))
    if s.ev is not None:
        emit(s.ev, "cards_seen", private_to=p, seat=p, deck=DECK_NAMES[which],
             cards=[card_name(s, which, c) for c in cards])
    s.pending.append(Look(p, which, tuple(cards)))


def _distinct(cards: tuple[int, ...]) -> list[int]:
    out: list[int] = []
    for c in cards:
        if c not in out:
            out.append(c)
    return out


def _without(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


@dataclass(frozen=True, slots=True)
class Look(Decision[CBState]):
    """The seat sees `cards` (top first) of a stack (`which`: 0 tiles, 1 orders) and keeps none or one."""

    seat: int
    which: int
    cards: tuple[int, ...]
    PROMPT: ClassVar[Text] = Text("Keep one of the cards you see, or none",
                                  "見ているカードから1枚選ぶか、選ばないでください")

    def legal_moves(self, state: CBState) -> list[Any]:
        moves: list[Any] = [KEEP_NONE]
        if self.which == TILES:
            money, cost = state.money[self.seat], state.t.tile_cost
            moves += [BUY_SEEN[k] for k in _distinct(self.cards) if cost[k] <= money]
        else:
            moves += [TAKE_SEEN[o] for o in _distinct(self.cards)]
        return moves

    def explain(self, state: CBState, move: object) -> Reason:
        if isinstance(move, BuySeen) and self.which == TILES:
            kind = state.t.tile_index.get(move.tile, -1)
            if kind in self.cards:
                return reasons.cannot_afford(state.t.tile_cost[kind])
            return reasons.NOT_SEEN
        if isinstance(move, TakeSeen) and self.which != TILES:
            return reasons.NOT_SEEN
        return NOT_NOW

    def apply(self, state: CBState, move: BuySeen | TakeSeen | KeepNone) -> None:
        p = self.seat
        if isinstance(move, KeepNone):
            replace_top(state.pending, PutBack(p, self.which, self.cards))
            if state.ev is not None:
                emit(state.ev, "kept_none", seat=p)
        elif isinstance(move, BuySeen):
            kind = state.t.tile_index[move.tile]
            replace_top(state.pending, PutBack(p, self.which, _without(self.cards, kind)))
            buy_tile(state, p, kind)
        else:
            card = state.t.order_index[move.order]
            replace_top(state.pending, PutBack(p, self.which, _without(self.cards, card)))
            take_order(state, p, card)

    def settle(self, state: CBState) -> bool:
        if not self.cards:  # an empty stack was looked at: nothing to keep, nothing to return
            state.pending.pop()
            return True
        return False


@dataclass(frozen=True, slots=True)
class PutBack(Decision[CBState]):
    """Return `cards` (unordered yet) on the chosen side; `placed` are those already put, in draw order.
    `side`: -1 not chosen yet, 0 top, 1 bottom."""

    seat: int
    which: int
    cards: tuple[int, ...]
    side: int = -1
    placed: tuple[int, ...] = ()
    PROMPT: ClassVar[Text] = Text("Return the other cards: on top or at the bottom of the stack?",
                                  "残りのカードを山札の上に戻しますか、下に戻しますか")
    ORDER_PROMPT: ClassVar[Text] = Text("Return the next card (the order in which they will be drawn)",
                                        "次に戻すカードを選んでください（引かれる順）")

    def legal_moves(self, state: CBState) -> list[Any]:
        if self.side < 0:
            return list(RETURN_SIDE)
        table = RETURN_TILE if self.which == TILES else RETURN_ORDER
        return [table[c] for c in _distinct(self.cards)]

    def explain(self, state: CBState, move: object) -> Reason:
        if isinstance(move, ReturnCard) and self.side >= 0:
            return reasons.NOT_SEEN
        return NOT_NOW

    def apply(self, state: CBState, move: ReturnSide | ReturnCard) -> None:
        if isinstance(move, ReturnSide):
            replace_top(state.pending, PutBack(self.seat, self.which, self.cards, 0 if move.side == "top" else 1))
            return
        t = state.t
        card = (t.tile_index if self.which == TILES else t.order_index)[move.card]
        replace_top(state.pending, PutBack(self.seat, self.which, _without(self.cards, card), self.side,
                                           self.placed + (card,)))

    def settle(self, state: CBState) -> bool:
        if not self.cards and not self.placed:
            state.pending.pop()
            return True
        if self.side < 0 or len(_distinct(self.cards)) > 1:
            return False
        # the last card (or only copies of one tile) go back without a choice
        group = self.placed + self.cards
        state.pending.pop()
        put_back(state, self.which, self.seat, group, self.side == 0)
        if state.ev is not None:
            emit(state.ev, "cards_returned", seat=self.seat, deck=DECK_NAMES[self.which],
                 side="top" if self.side == 0 else "bottom", count=len(group))
        return True

    def prompt(self, state: CBState) -> Text:
        return self.PROMPT if self.side < 0 else self.ORDER_PROMPT
