"""Round flow as data: a round is a list of named steps; one generic `advance` runs them.

A game writes its round in `games/<id>/round.py` as a tuple of `Step`s, in the rulebook's order:

    ROUND = Flow([
        Step("reveal", chance=roofs_missing),                  # chance moves while the predicate holds
        Step("farm_play", order=in_turn_order, turn=play_a_card),
        Step("income", run=farm_income, window=True),         # then every seat may take free actions
        ...
        Step("scoring", run=score_round),                     # `run` may return the next step's name
    ])

The state carries the flow's cursor: `step` (index into the steps), `seq` (the seats of the current
step's turns, in order) and `turn` (how many of them have started), plus the decision stack
`pending` and `to_move` (a seat, CHANCE or TERMINAL) that `advance` sets. Decisions on the stack are
settled first (`Decision.settle`); a step starts its seats' turns (`turn` pushes their decisions) in
its order (with `again`, round after round while that holds); a step with a `window` gives every
seat, in order, one free-action window that the seat closes with one move (`FreeWindow`, or the
game's own kind) and that is skipped when that seat has no free action at all. When the last step
is done, the game is over (TERMINAL).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from engine.core.game import CHANCE, TERMINAL


class FlowState(Protocol):
    step: int
    seq: list[int]
    turn: int
    pending: list[Any]
    to_move: int


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a round.

    - `run(state)`: the step's automatic work (income, scoring). It may return the name of the step
      to go to next (or `END`); otherwise the flow goes to the following step.
    - `chance(state)`: while it returns True, chance must move (a roll, a reveal); the chance outcome's
      own code changes the state, and the predicate is asked again.
    - `order(state)`: the seats that take a turn in this step, in order (may repeat a seat, may skip
      seats without workers). With `turn(state, seat)`, each seat's turn pushes its decisions.
    - `window(state)`: seats (in order) offered a free-action window after the step's work, through
      the flow's `open_window(state, seat)`; a seat without any free action is skipped.
    - `again(state)`: asked when the step's turns are done; while it returns True, the step goes round
      once more, with its `order` asked afresh (turns that go on until nobody has workers, the order
      skipping seats without any).
    """

    name: str
    run: Callable[[Any], str | None] | None = None
    chance: Callable[[Any], bool] | None = None
    order: Callable[[Any], list[int]] | None = None
    turn: Callable[[Any, int], None] | None = None
    window: Callable[[Any], list[int]] | None = None
    again: Callable[[Any], bool] | None = None


END = "__end__"


class Flow:
    """The steps of a game, by index and name, with the generic `advance` that runs them."""

    __slots__ = ("steps", "index", "open_window")

    def __init__(self, steps: Sequence[Step],
                 open_window: Callable[[Any, int], None] | None = None) -> None:
        self.steps = tuple(steps)
        self.index = {st.name: i for i, st in enumerate(self.steps)}
        if len(self.index) != len(self.steps):
            raise ValueError("two steps of a flow share a name")
        self.open_window = open_window

    def name(self, state: FlowState) -> str:
        """The current step's name ('end' once the game is over)."""
        return self.steps[state.step].name if state.step < len(self.steps) else "end"

    def enter(self, state: FlowState, name: str) -> None:
        """Go to the step called `name` (its turns and window start afresh)."""
        state.step = len(self.steps) if name == END else self.index[name]
        state.turn = -1  # not started: `advance` runs the step's work first

    def advance(self, state: FlowState) -> None:
        """Settle the stack and run steps until a seat or chance must decide; set `state.to_move`."""
        pending = state.pending
        steps = self.steps
        while True:
            if pending:
                top = pending[-1]
                if top.settle(state):
                    continue
                state.to_move = top.seat
                return
            if state.step >= len(steps):
                state.to_move = TERMINAL
                return
            st = steps[state.step]
            if state.turn < 0:  # entering the step: its work, then its turns
                state.turn = 0
                if st.run is not None:
                    nxt = st.run(state)
                    if nxt is not None:
                        self.enter(state, nxt)
                        continue
                state.seq = list(st.order(state)) if st.order is not None else []
                if st.window is not None:
                    seats = st.window(state)
                    opener = self.open_window
                    if opener is None:
                        raise ValueError(f"step {st.name!r} has a window but the flow has no open_window")
                    for seat in reversed(seats):  # pushed in reverse: the first seat's window on top
                        opener(state, seat)
                    continue
            if st.chance is not None and st.chance(state):
                state.to_move = CHANCE
                return
            if st.turn is not None and state.turn < len(state.seq):
                seat = state.seq[state.turn]
                state.turn += 1
                st.turn(state, seat)
                continue
            if st.again is not None and st.again(state):
                state.seq = list(st.order(state)) if st.order is not None else []
                if not state.seq:
                    raise ValueError(f"step {st.name!r} goes round again but its order has no seat")
                state.turn = 0
                continue
            self.enter(state, steps[state.step + 1].name if state.step + 1 < len(steps) else END)
