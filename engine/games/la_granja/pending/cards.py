"""Decisions about cards: playing (and making room, paying an extension), refilling, drawing, discarding,
the draft option, and buying a roof tile."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core.errors import Reason
from engine.core.events import emit
from engine.core.game import CHANCE
from engine.core.text import Text
from engine.games.la_granja import farm
from engine.games.la_granja import moves as mv
from engine.games.la_granja.goods import GOOD_INDEX, SILVER
from engine.games.la_granja.pending.base import DeckDraw, LGDecision
from engine.games.la_granja.state import LGState


@dataclass(frozen=True, slots=True)
class PlayCards(LGDecision):
    """Play `left` more cards from the hand (farm phase: 1, round 1: 2; die 2, trade good, roof, helper: 1)."""

    seat: int
    left: int = 1
    free_actions: ClassVar[bool] = True
    PROMPT = Text("Play a card: drag it to a side of your farm (or click it)",
                  "カードをプレイ: 農場の辺へドラッグ（またはクリック）")
    TASK = Text("play a card", "カードをプレイしてください")

    def legal_moves(self, s: LGState) -> list[Any]:
        return farm.play_moves(s, self.seat)

    def explain_own(self, s: LGState, m: Any) -> Reason | None:
        if not isinstance(m, mv.PlayCard):
            return None
        if m.card not in s.hand[self.seat]:
            return Reason(f"card {m.card} is not in your hand", f"カード{m.card}は手札にありません")
        need = len(s.exts[self.seat]) + 1
        return Reason(f"your extension no. {need} costs {need} different farm goods, which you do not have",
                      f"{need}枚目の増設部には異なる農場財が{need}種類必要ですが、足りません")

    def apply(self, s: LGState, m: mv.PlayCard) -> None:
        if self.left > 1:
            s.pending[-1] = PlayCards(self.seat, self.left - 1)
        else:
            s.pending.pop()
        farm.play_card(s, self.seat, m)

    def settle(self, s: LGState) -> bool:
        if s.hand[self.seat]:
            return False
        s.pending.pop()  # nothing left to play
        return True


@dataclass(frozen=True, slots=True)
class MakeRoom(LGDecision):
    """Helpers (or barrows) are full: discard an installed one for the card just played."""

    seat: int
    card: int
    barrow: bool
    PROMPT = Text("Full: click a helper or barrow to discard for the new card",
                  "満杯です: 捨てる助手か荷車をクリック")
    TASK = Text("discard a helper or barrow to make room", "場所を空けるために助手か荷車を捨ててください")

    def legal_moves(self, s: LGState) -> list[Any]:
        installed = s.barrows[self.seat] if self.barrow else s.helpers[self.seat]
        return [mv.made(mv.ReplaceCard, c) for c in installed]

    def explain_own(self, s: LGState, m: Any) -> Reason | None:
        if isinstance(m, mv.ReplaceCard):
            what = ("barrow", "荷車") if self.barrow else ("helper", "助手")
            return Reason(f"card {m.card} is not one of your {what[0]}s",
                          f"カード{m.card}はあなたの{what[1]}ではありません")
        return None

    def apply(self, s: LGState, m: mv.ReplaceCard) -> None:
        s.pending.pop()
        farm.replace_card(s, self.seat, m.card, self.card, self.barrow)


@dataclass(frozen=True, slots=True)
class PayExtension(LGDecision):
    """Pay an extension's cost good by good: `left` goods still due, `paid` a bitmask of the kinds paid."""

    seat: int
    left: int
    paid: int = 0
    PROMPT = Text("Pay the extension: drag different goods onto it (or click them)",
                  "増設の支払い: 異なる農場財を増設部へドラッグ（またはクリック）")
    TASK = Text("pay the extension's cost good by good", "増設部のコストを1つずつ支払ってください")

    def legal_moves(self, s: LGState) -> list[Any]:
        return farm.pay_moves(s, self.seat, self.paid)

    def explain_own(self, s: LGState, m: Any) -> Reason | None:
        if not isinstance(m, mv.PayGood):
            return None
        if self.paid >> GOOD_INDEX.get(m.good, 0) & 1:
            return Reason(f"{m.good} was already paid: each good of the cost must be of a different kind",
                          "その財は支払い済みです: コストはそれぞれ異なる種類の財で払います")
        return Reason(f"you have no {m.good} to pay with", "支払いに使えるその財を持っていません")

    def apply(self, s: LGState, m: mv.PayGood) -> None:
        g = GOOD_INDEX[m.good]
        if self.left > 1:
            s.pending[-1] = PayExtension(self.seat, self.left - 1, self.paid | 1 << g)
        else:
            s.pending.pop()
        farm.pay_good(s, self.seat, g)


@dataclass(frozen=True, slots=True)
class Refill(LGDecision):
    """Automatic: after playing, draw up to the hand limit (then check the limit)."""

    seat: int

    def settle(self, s: LGState) -> bool:
        s.pending.pop()
        farm.refill(s, self.seat)
        return True


@dataclass(frozen=True, slots=True)
class DiscardCheck(LGDecision):
    """Automatic: over the hand limit after a refill, discard down."""

    seat: int

    def settle(self, s: LGState) -> bool:
        s.pending.pop()
        farm.discard_check(s, self.seat)
        return True


@dataclass(frozen=True, slots=True)
class DiscardDown(LGDecision):
    """Over the hand limit: discard one card (asked again until at the limit)."""

    seat: int
    PROMPT = Text("Over the hand limit: click a card to discard", "手札上限を超えています: 捨てるカードをクリック")
    TASK = Text("discard a card down to the hand limit", "手札上限までカードを捨ててください")

    def legal_moves(self, s: LGState) -> list[Any]:
        return [mv.made(mv.DiscardCard, c) for c in sorted(set(s.hand[self.seat]))]

    def explain_own(self, s: LGState, m: Any) -> Reason | None:
        if isinstance(m, mv.DiscardCard):
            return Reason(f"card {m.card} is not in your hand", f"カード{m.card}は手札にありません")
        return None

    def apply(self, s: LGState, m: mv.DiscardCard) -> None:
        s.pending.pop()
        farm.discard_card(s, self.seat, m.card)


@dataclass(frozen=True, slots=True)
class DrawCards(DeckDraw):
    """Chance: `count` cards drawn for seat `to` (into its pack with the draft option)."""

    to: int
    count: int = 1
    pack: bool = False
    seat: int = CHANCE

    def settle(self, s: LGState) -> bool:
        if farm.deck_ready(s):
            return False
        s.pending.pop()  # no card left anywhere: the draw is lost
        return True

    def apply(self, s: LGState, m: mv.DrawCard) -> None:
        if self.count > 1:
            s.pending[-1] = DrawCards(self.to, self.count - 1, self.pack)
        else:
            s.pending.pop()
        s.deck.remove(m.card)
        (s.packs if self.pack else s.hand)[self.to].append(m.card)
        emit(s.ev, "card_drawn", seat=self.to)  # which card stays with the seat


@dataclass(frozen=True, slots=True)
class DraftPick(LGDecision):
    """Draft option: keep one card of the pack in front of you (in secret); the rest pass on."""

    seat: int
    PROMPT = Text("Draft: keep one card of the pack in front of you", "ドラフト: 目の前のパックから1枚取る")
    TASK = Text("keep one card of your pack", "パックから1枚取ってください")

    def legal_moves(self, s: LGState) -> list[Any]:
        return [mv.made(mv.DraftCard, c) for c in sorted(set(s.packs[self.seat]))]

    def explain_own(self, s: LGState, m: Any) -> Reason | None:
        if isinstance(m, mv.DraftCard):
            return Reason(f"card {m.card} is not in your pack", f"カード{m.card}はあなたのパックにありません")
        return None

    def apply(self, s: LGState, m: mv.DraftCard) -> None:
        s.pending.pop()
        s.packs[self.seat].remove(m.card)
        s.hand[self.seat].append(m.card)
        emit(s.ev, "card_drafted", seat=self.seat)


@dataclass(frozen=True, slots=True)
class PassPacks(LGDecision):
    """Automatic (draft option): every pack goes on to the next seat (seat p's to seat p+1)."""

    seat: int = CHANCE

    def settle(self, s: LGState) -> bool:
        s.pending.pop()
        n = s.num_players
        s.packs = [s.packs[(p - 1) % n] for p in range(n)]
        emit(s.ev, "packs_passed")
        return True


@dataclass(frozen=True, slots=True)
class RoofPurchase(LGDecision):
    """Farm phase, in turn order: buy one shown roof tile, or pass."""

    seat: int
    free_actions: ClassVar[bool] = True
    PROMPT = Text("Buy a roof: drag one to your farm (or click it), or pass",
                  "屋根を買う: 農場へドラッグ（またはクリック）、またはパス")
    TASK = Text("buy a roof tile or pass", "屋根を買うかパスしてください")

    def legal_moves(self, s: LGState) -> list[Any]:
        return [*farm.roof_moves(s, self.seat), mv.PASS]

    def explain_own(self, s: LGState, m: Any) -> Reason | None:
        if not isinstance(m, mv.BuyRoof):
            return None
        p = self.seat
        if m.tile not in s.display:
            return Reason(f"roof tile {m.tile} is not on display", f"屋根{m.tile}は並んでいません")
        if len(s.roofs[p]) + len(s.roofs_used[p]) >= farm.MAX_ROOFS:
            return Reason(f"you already have {farm.MAX_ROOFS} roof tiles", f"屋根はすでに{farm.MAX_ROOFS}枚あります")
        cost = farm.roof_cost(s, p)
        return Reason(f"a roof costs you {cost} silver this round; you have {s.goods[p][SILVER]}",
                      f"このラウンドの屋根は{cost}銀です。銀は{s.goods[p][SILVER]}です")

    def apply(self, s: LGState, m: Any) -> None:
        s.pending.pop()
        if isinstance(m, mv.BuyRoof):
            farm.buy_roof(s, self.seat, m.tile)


__all__ = ["DiscardCheck", "DiscardDown", "DraftPick", "DrawCards", "MakeRoom", "PassPacks", "PayExtension",
           "PlayCards", "Refill", "RoofPurchase"]
