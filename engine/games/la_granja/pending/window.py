"""A free-action window (フリーアクションは任意のタイミングで): between two steps of the round each seat in
turn may buy, sell, upgrade, use roofs, trade goods and helpers, and closes its window with `pass`.

A seat with no free action at all is skipped: its window settles itself, so bots and players are not
asked a question with one answer.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core.text import Text
from engine.games.la_granja import free
from engine.games.la_granja import moves as mv
from engine.games.la_granja.pending.base import LGDecision
from engine.games.la_granja.state import LGState

# What each window comes before, by the step that opens it.
BEFORE = {
    "income": Text("the harvest (crops only grow on empty field spaces)",
                   "収穫（作物は畑の空きスペースにだけ育ちます）"),
    "scoring": Text("the final conversion (crops on fields are not sold then)", "最終換金（畑の作物は売れません）"),
}


@dataclass(frozen=True, slots=True)
class FreeWindow(LGDecision):
    """One seat's free-action window; `pass` closes it."""

    seat: int
    free_actions: ClassVar[bool] = True
    TASK = Text("take free actions, or pass when done", "フリーアクションを行うか、終わったらパスしてください")

    def legal_moves(self, s: LGState) -> list[Any]:
        return [mv.PASS]

    def apply(self, s: LGState, m: Any) -> None:
        s.pending.pop()

    def settle(self, s: LGState) -> bool:
        if free.has_free_action(s, self.seat):
            return False
        s.pending.pop()
        return True

    def prompt(self, s: LGState) -> Text:
        before = BEFORE.get(s.step_name, Text("the next step", "次の手順"))
        return Text(f"Free actions before {before.en}: buy, sell, upgrade, use roofs or trade goods; pass when done",
                    f"{before.ja}の前のフリーアクション: 購入・売却・加工・屋根・交易品。終わったらパス")


__all__ = ["FreeWindow"]
