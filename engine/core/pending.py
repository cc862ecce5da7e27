"""The hand-off of a state whose next decision is the top of its `pending` stack (engine/core/decisions.py).

Coal Baron and Agricola (and any game built the same way) ask the top decision for the legal moves and for
why a move is not one, play a seat's move through it and a chance outcome through the game's own
`apply_chance`, then let the game's flow run on (`Flow.advance`) until someone must decide. Written once
here: a game's state class lists `PendingStack` before its base state and names its `flow` and
`chance_moves`. (Ra keeps a fast path of its own; La Granja adds its free actions to the top decision's
moves; both keep their hand-off.)

Free actions ("any time" actions): a game that has them names their move classes (`free_move_types`) and
writes `free_moves`, `apply_free` and `explain_free`; while the top decision's `free_actions` is set, its
seat's free moves are legal besides the decision's own (the decision stays on top). A decision whose own
moves share a class with a free action (a payment that converts goods) leaves `free_actions` unset.
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
    free_move_types: ClassVar[tuple[type, ...]] = ()  # the classes of the game's free actions (none)

    def current_player(self) -> int:
        return self.to_move

    def legal_moves(self) -> list[Any]:
        if self.to_move < 0:
            return []
        top = self.pending[-1]
        moves: list[Any] = top.legal_moves(self)
        if top.free_actions:
            return moves + self.free_moves(top.seat)
        return moves

    def candidate_moves(self) -> list[Any]:
        if self.to_move < 0:
            return []
        top = self.pending[-1]
        moves: list[Any] = top.candidate_moves(self)
        if top.free_actions:
            return moves + self.free_candidates(top.seat)
        return moves

    def free_action(self, move: Any) -> bool:
        return self.to_move >= 0 and bool(self.pending[-1].free_actions) and type(move) in self.free_move_types

    # --- free actions (games that have them override these) -------------------------------------------------
    def free_moves(self, seat: int) -> list[Any]:
        """The free actions open to `seat` now."""
        return []

    def free_candidates(self, seat: int) -> list[Any]:
        """The free actions bots weigh (all of them unless the game says otherwise)."""
        return self.free_moves(seat)

    def apply_free(self, seat: int, move: Any) -> None:
        """Play free action `move` (known legal) for `seat`."""
        raise NotImplementedError

    def explain_free(self, seat: int, move: Any, open_now: bool) -> Any:
        """Why free action `move` is not possible (`open_now`: the window is open, the move is not)."""
        raise NotImplementedError

    def why_illegal(self, move: Any) -> str | None:
        if self.to_move == TERMINAL:
            return GAME_OVER
        if self.to_move == CHANCE:
            return super().why_illegal(move)  # type: ignore[misc, no-any-return]  # the GameState's chance check
        top = self.pending[-1]
        cls = type(move)
        if cls in self.free_move_types:
            if top.free_actions:
                return None if move in self.free_moves(top.seat) else self.explain_free(top.seat, move, True)
            own = top.legal_moves(self)
            if move in own:
                return None
            if not any(type(m) is cls for m in own):  # not a move of this decision: the window is shut
                return self.explain_free(top.seat, move, False)  # type: ignore[no-any-return]
        return top.why_illegal(self, move)  # type: ignore[no-any-return]

    def apply_trusted(self, move: Any, events: list[Event] | None = None) -> None:
        self.ev = events  # type: ignore[misc]  # a slot of the state class this is mixed into
        try:
            if type(move) in self.chance_moves:
                self.apply_chance(move)
            else:
                top = self.pending[-1]
                if top.free_actions and type(move) in self.free_move_types:
                    self.apply_free(top.seat, move)
                else:
                    top.apply(self, move)
            self.flow.advance(self)
        finally:
            self.ev = None  # type: ignore[misc]

    def apply_chance(self, move: Any) -> None:
        """A chance outcome: each game's own (a deal, a shuffle, a round card)."""
        raise NotImplementedError
