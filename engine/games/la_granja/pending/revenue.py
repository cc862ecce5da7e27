"""Decisions of the revenue phase and of its rewards: the Village elder's reservation, taking a die,
choosing a revenue option (leftover die, Merchant), the Porter's second option, free upgrades and the
Greengrocer's good."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core.errors import Reason
from engine.core.text import Text
from engine.games.la_granja import free, revenue
from engine.games.la_granja import holdings as h
from engine.games.la_granja import moves as mv
from engine.games.la_granja.goods import GOOD_INDEX, GOOD_NAMES, MARKET_GOODS
from engine.games.la_granja.pending.base import LGDecision
from engine.games.la_granja.state import LGState

_RESERVE = tuple(mv.ReserveSpace(f) for f in range(1, 7))


@dataclass(frozen=True, slots=True)
class ReserveChoice(LGDecision):
    """Village elder (1x), before the roll: reserve a revenue space, or pass."""

    seat: int
    free_actions: ClassVar[bool] = True
    PROMPT = Text("Village elder: click a revenue space to reserve, or pass",
                  "村の長老: 予約する収入スペースをクリック、またはパス")
    TASK = Text("reserve a revenue space or pass", "収入スペースを予約するかパスしてください")

    def legal_moves(self, s: LGState) -> list[Any]:
        return [*_RESERVE, mv.PASS]

    def apply(self, s: LGState, m: Any) -> None:
        s.pending.pop()
        if isinstance(m, mv.ReserveSpace):
            revenue.reserve(s, self.seat, m.face)


@dataclass(frozen=True, slots=True)
class PickDie(LGDecision):
    """Take one revenue die, with the option of its space."""

    seat: int
    free_actions: ClassVar[bool] = True
    PROMPT = Text("Take a die: drag it to your farm (or click it)", "ダイスを取る: 農場へドラッグ（またはクリック）")
    TASK = Text("take a revenue die", "収入ダイスを取ってください")

    def legal_moves(self, s: LGState) -> list[Any]:
        return revenue.pick_moves(s, self.seat)

    def explain_own(self, s: LGState, m: Any) -> Reason | None:
        if not isinstance(m, mv.TakeDie):
            return None
        if m.face not in s.dice:
            return Reason(f"there is no die showing {m.face} left", f"{m.face}の目のダイスは残っていません")
        if s.reserved[0] not in (-1, self.seat) and s.reserved[1] == m.face:
            return Reason("the Village elder reserved the last die of that space",
                          "そのスペースの最後のダイスは村の長老で予約されています")
        return Reason(f"{m.option!r} is not an option of revenue space {m.face} for you now",
                      f"「{m.option}」は今、収入スペース{m.face}で選べません")

    def apply(self, s: LGState, m: mv.TakeDie) -> None:
        s.pending.pop()
        revenue.take_die(s, self.seat, m)


@dataclass(frozen=True, slots=True)
class RevenueChoice(LGDecision):
    """Choose the option of revenue space `face` (the leftover die, the Merchant's space)."""

    seat: int
    face: int
    free_actions: ClassVar[bool] = True
    ask_as_list = True
    PROMPT = Text("Choose your revenue", "収入を選ぶ")
    TASK = Text("choose your revenue", "収入を選んでください")

    def legal_moves(self, s: LGState) -> list[Any]:
        return [mv.made(mv.ChooseRevenue, o) for o in revenue.options(s, self.seat, self.face)]

    def explain_own(self, s: LGState, m: Any) -> Reason | None:
        if isinstance(m, mv.ChooseRevenue):
            return Reason(f"{m.option!r} is not an option of revenue space {self.face} for you now",
                          f"「{m.option}」は今、収入スペース{self.face}で選べません")
        return None

    def apply(self, s: LGState, m: mv.ChooseRevenue) -> None:
        s.pending.pop()
        revenue.receive(s, self.seat, self.face, m.option)


@dataclass(frozen=True, slots=True)
class PorterSecond(LGDecision):
    """Porter (1x): a second, different option of revenue space `face`, or pass."""

    seat: int
    face: int
    taken: str  # the option already received
    helper: int  # the Porter's card
    ask_as_list = True
    PROMPT = Text("Porter: choose the second option, or pass", "荷運び: 2つ目の選択肢を選ぶか、パス")
    TASK = Text("choose the Porter's second option or pass", "荷運びの2つ目の選択肢を選ぶかパスしてください")

    def legal_moves(self, s: LGState) -> list[Any]:
        opts = revenue.options(s, self.seat, self.face)
        return [*(mv.made(mv.ChooseRevenue, o) for o in opts if o != self.taken), mv.PASS]

    def explain_own(self, s: LGState, m: Any) -> Reason | None:
        if isinstance(m, mv.ChooseRevenue):
            return Reason("the second option must differ from the first and be possible now",
                          "2つ目の選択肢は1つ目と異なり、今実行できるものです")
        return None

    def apply(self, s: LGState, m: Any) -> None:
        s.pending.pop()
        if isinstance(m, mv.ChooseRevenue):
            revenue.porter_second(s, self.seat, self.face, m.option, self.helper)


@dataclass(frozen=True, slots=True)
class FreeUpgrades(LGDecision):
    """`left` free upgrades (die 5, trade good, roof, helper): upgrade a good, or pass."""

    seat: int
    left: int = 1
    takes_upgrades = True
    PROMPT = Text("Free upgrades: drag goods onto Upgrade on your chart, or pass",
                  "無料加工: 財を加工欄へドラッグ、またはパス")
    TASK = Text("use your free upgrades or pass", "無料加工を行うかパスしてください")

    def legal_moves(self, s: LGState) -> list[Any]:
        return [*free.upgrade_moves(s, self.seat), mv.PASS]

    def explain_own(self, s: LGState, m: Any) -> Reason | None:
        if isinstance(m, mv.Upgrade):
            return Reason(f"you have no {m.good} to upgrade (only olive, grain, grape, pig)",
                          "加工できるその財を持っていません（オリーブ・穀物・ブドウ・豚のみ）")
        return None

    def apply(self, s: LGState, m: Any) -> None:
        if self.left > 1 and isinstance(m, mv.Upgrade):
            s.pending[-1] = FreeUpgrades(self.seat, self.left - 1)
        else:
            s.pending.pop()
        if isinstance(m, mv.Upgrade):
            free.upgrade(s, self.seat, GOOD_INDEX[m.good], True)

    def settle(self, s: LGState) -> bool:
        if free.can_upgrade_any(s, self.seat):
            return False
        s.pending.pop()  # nothing to upgrade
        return True


_GOODS = tuple(mv.ChooseGood(GOOD_NAMES[g]) for g in MARKET_GOODS)


@dataclass(frozen=True, slots=True)
class GreengrocerChoice(LGDecision):
    """Greengrocer (now and each farm phase): take one olive, grain, grape or pig."""

    seat: int
    ask_as_list = True
    PROMPT = Text("Greengrocer: choose a good", "八百屋: 財を選ぶ")
    TASK = Text("choose the Greengrocer's good", "八百屋の財を選んでください")

    def legal_moves(self, s: LGState) -> list[Any]:
        return list(_GOODS)

    def apply(self, s: LGState, m: mv.ChooseGood) -> None:
        s.pending.pop()
        h.give(s, self.seat, GOOD_INDEX[m.good])


__all__ = ["FreeUpgrades", "GreengrocerChoice", "PickDie", "PorterSecond", "ReserveChoice", "RevenueChoice"]
