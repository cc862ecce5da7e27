"""The "stop, or go on" decision: a step the seat repeats as often as it can and likes — rooms, stables,
pastures, sowing, baking. The first step is required (the action was chosen for it); after each one the
seat may stop, and the decision ends by itself when no further step is possible or its limit is reached.

A kind says which steps are legal now (`steps`), whether one has been done (`begun`), whether another one
is possible (`more`), what a step does (`go_on`) and which decision asks for the next one (`after`).
"""
from __future__ import annotations

from typing import Any, ClassVar

from engine.core.decisions import NOT_NOW, Decision
from engine.core.errors import Reason
from engine.games.agricola import reasons
from engine.games.agricola.moves import STOP, Stop
from engine.games.agricola.state import AgState


class Repeatable(Decision[AgState]):
    """Base of the repeatable steps. Subclasses are `@dataclass(frozen=True, slots=True)` with a `seat`."""

    __slots__ = ()
    seat: int
    free_actions: ClassVar[bool] = True  # the full game's "any time" window is open (card_anytime.py)

    def steps(self, state: AgState) -> list[Any]:
        """The steps legal now (a fresh list: STOP is added to it)."""
        raise NotImplementedError

    def begun(self) -> bool:
        """Whether a step has been done, so that the seat may stop."""
        raise NotImplementedError

    def more(self, state: AgState) -> bool:
        """Whether a further step is possible (kinds with a cheaper test than listing the steps override it)."""
        return bool(self.steps(state))

    def after(self, state: AgState, move: Any) -> Decision[AgState]:
        """The decision asking for the step after `move`."""
        raise NotImplementedError

    def go_on(self, state: AgState, move: Any) -> None:
        """Carry out one step (known legal)."""
        raise NotImplementedError

    def finished(self, state: AgState) -> None:
        """Called once the decision has left the stack (stopped, or nothing more possible): kinds whose end is
        a moment of the rules (a bake action's) override it."""

    def step_reason(self, state: AgState, move: Any) -> Reason:
        """Why a move that is not STOP is illegal."""
        return NOT_NOW

    def legal_moves(self, state: AgState) -> list[Any]:
        moves = self.steps(state)
        if self.begun():
            moves.append(STOP)
        return moves

    def explain(self, state: AgState, move: Any) -> Reason:
        return reasons.STOP_NOT_YET if isinstance(move, Stop) else self.step_reason(state, move)

    def settle(self, state: AgState) -> bool:
        """Ends once no further step is possible. Not begun, that happens only when the seat's own "any time"
        action spent what the first step needed (the action then ends undone [R], docs/rulings.md)."""
        if not self.more(state) and (self.begun() or not self.steps(state)):
            state.pending.pop()
            self.finished(state)
            return True
        return False

    def apply(self, state: AgState, move: Any) -> None:
        if isinstance(move, Stop):
            state.pending.pop()
            self.finished(state)
            return
        # The next decision goes in first: a step may put one of its own above it (animals that no longer fit).
        state.pending[-1] = self.after(state, move)
        self.go_on(state, move)
