"""Round flow as data: a round is a list of named steps; one generic `advance` runs them.

A game writes its round in `games/<id>/round.py` as a tuple of `Step`s, in the rulebook's order:

    ROUND = Flow([
        Step("reveal", chance=roof_draw),                      # chance moves while this names a draw
        Step("farm_play", order=in_turn_order, turn=play_a_card),
        Step("income", run=farm_income, window=True),         # then every seat may take free actions
        ...
        Step("scoring", run=score_round),                     # `run` may return the next step's name
    ])

The state carries the flow's cursor: `step` (index into the steps), `seq` (the seats of the current
step's turns, in order) and `turn` (how many of them have started), plus the decision stack
`pending` and `to_move` (a seat, CHANCE or TERMINAL) that `advance` sets. Decisions on the stack are
settled first (`Decision.settle`); a step starts its seats' turns (`turn` pushes their decisions) in
its order (with `again`, round after round while that holds); a step with a `window` gives its seats,
in order, one free-action window each once the step's work is done (its `run`, the decisions that
pushed, its chance and its turns). A seat closes its window with one move (the game's own window
decision), and the window settles itself (is skipped) when that seat has no free action at all. When
the last step is done, the game is over (TERMINAL).

Some steps have no order known in advance: turns go round "until the track is full or nobody can play"
(Ra's epoch). Such a step names its next seat one turn at a time, from the seat of the turn before:

        Step("turns", next_seat=clockwise_with_suns, turn=take_turn),  # None from next_seat ends it
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
    - `chance(state)`: the chance decision (`engine.core.decisions.Chance`: a roll, a reveal) that must be
      made now, or None. While it returns one, chance is to move and that decision is the state's top (the
      stack itself stays empty, so a position's key is what it was); its outcome changes the state, and
      `chance` is asked again.
    - `order(state)`: the seats that take a turn in this step, in order (may repeat a seat, may skip
      seats without workers). With `turn(state, seat)`, each seat's turn pushes its decisions.
    - `window(state)`: seats (in order) offered a free-action window after the step's work (its run,
      the decisions that pushed, its chance and its turns), through the flow's `open_window(state, seat)`;
      a seat without any free action is skipped (its window decision settles itself). With `order` only.
    - `again(state)`: asked when the step's turns are done; while it returns True, the step goes round
      once more, with its `order` asked afresh (turns that go on until nobody has workers, the order
      skipping seats without any).
    - `next_seat(state, last)`: for turns that go on until a condition, instead of `order`: the seat of
      the next turn after `last` (the seat of the turn just over; None before the step's first turn),
      or None when the step is over. Asked whenever the stack is empty; `turn` starts the seat's turn.
      While such a step runs, `state.seq` holds just the seat of the latest turn.
    """

    name: str
    run: Callable[[Any], str | None] | None = None
    chance: Callable[[Any], Any] | None = None
    order: Callable[[Any], list[int]] | None = None
    turn: Callable[[Any, int], None] | None = None
    window: Callable[[Any], list[int]] | None = None
    next_seat: Callable[[Any, int | None], int | None] | None = None
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

    def start(self, state: FlowState, st: Step) -> bool:
        """Enter step `st`: its work and its order of turns. True when the work named another step."""
        state.turn = 0
        if st.run is not None:
            nxt = st.run(state)
            if nxt is not None:
                self.enter(state, nxt)
                return True
        state.seq = list(st.order(state)) if st.order is not None else []
        return False

    def advance(self, state: FlowState) -> None:
        """Settle the stack and run steps until a seat or chance must decide; set `state.to_move`."""
        pending = state.pending
        while True:
            if pending:
                top = pending[-1]
                if top.settles and top.settle(state):  # `settles`: the kind has a `settle` of its own
                    continue
                state.to_move = top.seat
                return
            steps = self.steps
            if state.step >= len(steps):
                state.to_move = TERMINAL
                return
            st = steps[state.step]
            if state.turn < 0 and self.start(state, st):  # entering the step: its work, then its turns
                continue
            if st.chance is not None and st.chance(state) is not None:
                state.to_move = CHANCE
                return
            next_seat = st.next_seat
            if next_seat is not None:  # open-ended turns, one seat at a time (inline: Ra's every turn)
                seq = state.seq
                who = next_seat(state, seq[-1] if seq else None)
                if who is not None:
                    if seq:
                        seq[-1] = who
                    else:
                        seq.append(who)
                    state.turn += 1
                    if st.turn is not None:
                        st.turn(state, who)
                    continue
            elif self._next_turn(state, st):
                continue
            self.enter(state, steps[state.step + 1].name if state.step + 1 < len(steps) else END)

    def _next_turn(self, state: FlowState, st: Step) -> bool:
        """Turns in the step's order, rounds again while `again` holds, then the windows. True if the
        flow must look again (a turn started, a round began, windows went on the stack)."""
        n = len(state.seq)
        if st.turn is not None and state.turn < n:
            seat = state.seq[state.turn]
            state.turn += 1
            st.turn(state, seat)
            return True
        if st.again is not None and state.turn <= n and st.again(state):
            state.seq = list(st.order(state)) if st.order is not None else []
            if not state.seq:
                raise ValueError(f"step {st.name!r} goes round again but its order has no seat")
            state.turn = 0
            return True
        if st.window is not None and state.turn <= n:  # the step's work is done: its windows open
            state.turn = n + 1  # (once: `turn` past the turns marks them opened)
            self._open_windows(state, st)
            return True
        return False

    def _open_windows(self, state: FlowState, st: Step) -> None:
        opener = self.open_window
        if opener is None:
            raise ValueError(f"step {st.name!r} has a window but the flow has no open_window")
        assert st.window is not None
        for seat in reversed(st.window(state)):  # pushed in reverse: the first seat's window on top
            opener(state, seat)
