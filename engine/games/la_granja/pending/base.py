"""The base of La Granja's pending decisions, and the reasons they share.

Every kind is a frozen slotted dataclass (see `engine.core.decisions`). `legal_moves` lists the kind's
own moves; the state adds the free actions when `free_actions` is set. `explain` words why a move that
is not legal is refused: free actions are explained by free.py, moves of this kind by `explain_own`,
and a move belonging to some other decision by naming where it belongs and what is asked now.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, ClassVar

from engine.core.decisions import Chance, Decision
from engine.core.errors import Reason
from engine.core.text import Text
from engine.games.la_granja import moves as mv

if TYPE_CHECKING:
    from engine.games.la_granja.state import LGState

FREE_ACTIONS = (mv.Buy, mv.Sell, mv.Upgrade, mv.UseRoof, mv.UseTradeGood, mv.UseHelper)

FREE_WAIT = Reason("free actions wait until this decision is made",
                   "フリーアクションはこの選択を終えてからです")

# Where each kind of move belongs, for a move made at the wrong decision.
BELONGS: dict[type, Reason] = {
    mv.PlayCard: Reason("you are not playing a card now", "今はカードをプレイする時ではありません"),
    mv.PayGood: Reason("no extension cost is being paid", "増設部の支払い中ではありません"),
    mv.BuyRoof: Reason("roof tiles are bought in the farm phase, in turn order",
                       "屋根は農場フェイズに手番順で購入します"),
    mv.ChooseDonkey: Reason("donkey markers are picked at the start of the transport phase",
                            "ロバマーカーは輸送フェイズの始めに選びます"),
    mv.TakeDie: Reason("dice are taken in the revenue phase, on your pick",
                       "ダイスは収入フェイズの自分の手番に取ります"),
    mv.Deliver: Reason("you cannot deliver now", "今は輸送できません"),
    mv.DraftCard: Reason("no pack is being drafted", "ドラフト中ではありません"),
    mv.DiscardCard: Reason("you are not over the hand limit", "手札上限を超えていません"),
    mv.ReplaceCard: Reason("nothing needs room now", "今は場所を空ける必要がありません"),
    mv.ReserveSpace: Reason("a revenue space is reserved before the roll, with the Village elder",
                            "収入スペースの予約は村の長老でダイスを振る前に行います"),
    mv.PlaceMarker: Reason("no market marker is being placed", "市場マーカーを置く時ではありません"),
    mv.ChooseGood: Reason("no good is being chosen", "財を選ぶ時ではありません"),
    mv.ChooseRevenue: Reason("no revenue is being chosen", "収入を選ぶ時ではありません"),
}
NOT_NOW = Reason("that move is not allowed now", "今はその手は指せません")


def must(reason: Reason, task: Text) -> Reason:
    """`reason`, followed by what the seat is asked to do instead."""
    return Reason(f"{reason}: now {task.en}", f"{reason.ja}。今は{task.ja}")


class LGDecision(Decision["LGState"]):
    """A La Granja decision. `TASK` names what is asked, for reasons ("now take a revenue die")."""

    __slots__ = ()
    TASK: ClassVar[Text] = Text("answer the pending decision", "保留中の選択に答えてください")
    # The decision's options are words with no piece on the table (a revenue option, a good to take):
    # the table offers them as a list at once.
    ask_as_list: ClassVar[bool] = False

    def legal_moves(self, state: LGState) -> list[Any]:
        return []

    def apply(self, state: LGState, move: Any) -> None:
        raise NotImplementedError(type(self).__name__)

    def explain(self, state: LGState, move: Any) -> Reason:
        if isinstance(move, FREE_ACTIONS) and not (isinstance(move, mv.Upgrade) and self.takes_upgrades):
            if not self.free_actions:
                return FREE_WAIT
            from engine.games.la_granja import free
            return free.explain(state, self.seat, move)
        own = self.explain_own(state, move)
        if own is not None:
            return own
        return must(BELONGS.get(type(move), NOT_NOW), self.TASK)

    def explain_own(self, state: LGState, move: Any) -> Reason | None:
        """Why a move of this decision's own kind is illegal (None: not one of its kind)."""
        return None

    # A decision that takes `Upgrade` moves as its own (free upgrades) rather than as a free action.
    takes_upgrades: ClassVar[bool] = False

    def prompt(self, state: LGState) -> Text:
        return self.PROMPT


def step_down(state: LGState, count: int, smaller: LGDecision | None) -> None:
    """Pop the top decision; if its count was above 1, put `smaller` (one less) in its place."""
    if count > 1 and smaller is not None:
        state.pending[-1] = smaller
    else:
        state.pending.pop()


CHANCE_TO_MOVE = Reason("chance is to move (a card, die or tile is being drawn), not a seat",
                        "偶然の番です（カード・ダイス・タイルを引いています）")


class LGChance(Chance["LGState"], LGDecision):
    """A chance decision of La Granja: a seat's move here is refused as not chance's."""

    __slots__ = ()

    def explain(self, state: LGState, move: Any) -> Reason:
        if type(move) not in mv.CHANCE_MOVES:
            return CHANCE_TO_MOVE
        return super().explain(state, move)


class DeckDraw(LGChance):
    """A card drawn from the deck: every card left is as likely. The deck is kept sorted (dealt from 1 up,
    cards drawn out, a reshuffled discard pile sorted), so the n-th draw reads no order that play made."""

    __slots__ = ()
    source = "deck"

    def outcomes(self, state: LGState) -> list[tuple[Any, float]]:
        deck = state.deck
        return [(mv.DrawCard(c), 1 / len(deck)) for c in deck]

    def sample(self, state: LGState, rng: random.Random) -> Any:
        deck = state.deck
        return mv.DrawCard(deck[int(rng.random() * len(deck))])

    def possible(self, state: LGState, move: Any) -> bool:
        return isinstance(move, mv.DrawCard) and move.card in state.deck

    def explain(self, state: LGState, move: Any) -> Reason:
        if isinstance(move, mv.DrawCard):
            return Reason(f"card {move.card} is not in the deck", f"カード{move.card}は山札にありません")
        return super().explain(state, move)
