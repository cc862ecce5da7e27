"""Cards whose prerequisite returns improvements (Madonna Statue: any 2; Baker's Oven: an oven): once the card
is paid for, the seat picks which of its improvements go back — a major to the board (any seat may buy it
again), a minor out of the game — and then the card is played. What a returned improvement gave stays; its
effects and points go."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.decisions import NOT_NOW, Decision
from engine.core.effects import Effect
from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.text import Text
from engine.games.agricola.card_moves import ReturnImprovement
from engine.games.agricola.sources import CARD_BASE
from engine.games.agricola.state import AgState

_MOVES: dict[str, ReturnImprovement] = {}


def _move(ident: str) -> ReturnImprovement:
    move = _MOVES.get(ident)
    if move is None:
        move = _MOVES[ident] = ReturnImprovement(ident)
    return move


def returnable(s: AgState, p: int, card: int) -> list[str]:
    """The ids of the seat's improvements that playing `card` may return (majors first, then played minors)."""
    _, which = s.k.ct.cards[card].returns
    out = [m.id for i, m in enumerate(s.t.majors) if s.major_owner[i] == p and (not which or m.id in which)]
    cards = s.k.ct.cards
    out += [cards[c].id for c in s.k.played[p]
            if not cards[c].occupation and c != card and (not which or cards[c].id in which)]
    return out


def give_back(s: AgState, p: int, ident: str) -> None:
    t = s.t
    i = t.major_index.get(ident, -1)
    if i >= 0:
        s.major_owner[i] = -1
        for kind, params in t.majors[i].effects:
            s.fx.remove(p, Effect(kind, params, i))
    else:
        c = s.k.ct.index[ident]
        s.k.played[p].remove(c)
        s.k.gone = s.k.gone | {c}
        for kind, params in s.k.ct.cards[c].effects:
            s.fx.remove(p, Effect(kind, params, CARD_BASE + c))
    emit(s.ev, "improvement_returned", seat=p, improvement=ident)


@dataclass(frozen=True, slots=True)
class ReturnImprovements(Decision[AgState]):
    """Return `left` more of the seat's improvements to play `card`."""

    seat: int
    card: int
    left: int
    PROMPT: ClassVar[Text] = Text("Return an improvement (the card's prerequisite)",
                                  "進歩を1つ返してください（カードの前提条件）")

    def legal_moves(self, state: AgState) -> list:
        return [_move(i) for i in returnable(state, self.seat, self.card)]

    def explain(self, state: AgState, move: object) -> Reason:
        if isinstance(move, ReturnImprovement):
            return Reason("that is not one of your improvements this card may return",
                          "それはこのカードで返せるあなたの進歩ではありません")
        return NOT_NOW

    def apply(self, state: AgState, move: ReturnImprovement) -> None:
        give_back(state, self.seat, move.improvement)
        if self.left > 1:
            state.pending[-1] = ReturnImprovements(self.seat, self.card, self.left - 1)
            return
        state.pending.pop()
        from engine.games.agricola.cards import play
        play(state, self.seat, self.card)
