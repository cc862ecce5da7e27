"""The hand-off of a state whose next decision is the top of its `pending` stack (engine/core/decisions.py).

Every game hands off here: the top decision lists the legal moves, says why a move is not one and plays a
seat's move; then the game's flow runs on (`Flow.advance`) until someone must decide. Chance is a decision
too (`engine.core.decisions.Chance`, seat CHANCE): a draw pushed on the stack, or the chance of the flow's
current step when the stack is empty (`chance_node`); it lists or samples its outcomes, names its source
and plays the outcome that happened. Written once here: a game's state class lists `PendingStack` before
its base state and names its `flow`.

After a move, when the decision on top settles nothing (`Decision.settles` is False, as for most of Ra's
bids and draws), the seat to move is the top's seat and the flow is not called: that is `Flow.advance`'s
first case, and the call was a tenth of Ra's engine step.

Free actions ("any time" actions): a game that has them names their move classes (`free_move_types`) and
writes `free_moves`, `apply_free` and `explain_free`; while the top decision's `free_actions` is set, its
seat's free moves are legal besides the decision's own (the decision stays on top). A decision whose own
moves share a class with a free action (a payment that converts goods) leaves `free_actions` unset.
"""
from __future__ import annotations

import random
from typing import Any, ClassVar

from engine.core.events import Event
from engine.core.game import CHANCE, GAME_OVER, TERMINAL


class PendingStack:
    __slots__ = ()
    flow: ClassVar[Any]  # the game's Flow: what runs after every move
    to_move: int
    step: int
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

    # --- chance ----------------------------------------------------------------------------------------------
    def chance_node(self) -> Any:
        """The chance decision to make now (None unless chance is to move): the top of the stack, or the
        current step's chance when the stack is empty."""
        if self.to_move != CHANCE:
            return None
        pending = self.pending
        return pending[-1] if pending else self.flow.steps[self.step].chance(self)

    def chance_source(self) -> str:
        """The name of the source the chance decision now draws from (the bag, the deck, a round's roofs)."""
        return self.chance_node().chance_source(self)  # type: ignore[no-any-return]

    def chance_is_listed(self) -> bool:
        return bool(self.chance_node().listed)

    def chance_outcomes(self) -> list[tuple[Any, float]]:
        node = self.chance_node()
        return node.outcomes(self) if node is not None and node.listed else []

    def outcome_possible(self, move: Any) -> bool:
        return bool(self.chance_node().possible(self, move))

    def sample_chance(self, rng: random.Random) -> Any:
        return self.chance_node().sample(self, rng)

    def prompt(self) -> Any:
        """What the seat to move is asked (the top decision's prompt); at chance, what chance is doing."""
        node = self.pending[-1] if self.pending else self.chance_node()
        return node.prompt(self) if node is not None else None

    # --- the hand-off ----------------------------------------------------------------------------------------
    def why_illegal(self, move: Any) -> str | None:
        if self.to_move == TERMINAL:
            return GAME_OVER
        if self.to_move == CHANCE:
            return self.chance_node().why_illegal(self, move)  # type: ignore[no-any-return]
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
            pending = self.pending
            if pending:
                top = pending[-1]
                if top.free_actions and type(move) in self.free_move_types:
                    self.apply_free(top.seat, move)
                else:
                    top.apply(self, move)
            else:  # the current step's chance
                self.flow.steps[self.step].chance(self).apply(self, move)
            if pending and not pending[-1].settles:
                self.to_move = pending[-1].seat  # type: ignore[misc]  # `Flow.advance`'s first case, no call
            else:
                self.flow.advance(self)
        finally:
            self.ev = None  # type: ignore[misc]
