"""The hand-off of a state whose next decision is the top of its `pending` stack (engine/core/decisions.py).

Coal Baron and Agricola (and any game built the same way) ask the top decision for the legal moves and for
why a move is not one, play a seat's move through it and a chance outcome through the game's own
`apply_chance`, then let the game's flow run on (`Flow.advance`) until someone must decide. Written once
here: a game's state class lists `PendingStack` before its base state and names its `flow` and
`chance_moves`. (Ra keeps a fast path of its own; La Granja adds its free actions to the top decision's
moves; both keep their hand-off.)
"""
from __future__ import annotations

from typing import Any, ClassVar

from engine.core.events import Event
from engine.core.game import CHANCE, GAME_OVER, TERMINAL


class PendingStack:
    __slots__ = ()
    flow: ClassVar[Any]  # the game's Flow: what runs after every move
    chance_moves: ClassVar[tuple[type, ...]]  # the move classes that are chance outcomes
    to_move: int
    pending: list[Any]
    ev: list[Event] | None

    def current_player(self) -> int:
        return self.to_move

    def legal_moves(self) -> list[Any]:
        if self.to_move < 0:
            return []
        return self.pending[-1].legal_moves(self)  # type: ignore[no-any-return]

    def candidate_moves(self) -> list[Any]:
        if self.to_move < 0:
            return []
        return self.pending[-1].candidate_moves(self)  # type: ignore[no-any-return]

    def why_illegal(self, move: Any) -> str | None:
        if self.to_move == TERMINAL:
            return GAME_OVER
        if self.to_move == CHANCE:
            return super().why_illegal(move)  # type: ignore[misc, no-any-return]  # the GameState's chance check
        return self.pending[-1].why_illegal(self, move)  # type: ignore[no-any-return]

    def apply_trusted(self, move: Any, events: list[Event] | None = None) -> None:
        self.ev = events  # type: ignore[misc]  # a slot of the state class this is mixed into
        try:
            if type(move) in self.chance_moves:
                self.apply_chance(move)
            else:
                self.pending[-1].apply(self, move)
            self.flow.advance(self)
        finally:
            self.ev = None  # type: ignore[misc]

    def apply_chance(self, move: Any) -> None:
        """A chance outcome: each game's own (a deal, a shuffle, a round card)."""
        raise NotImplementedError
