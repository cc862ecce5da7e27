"""The round flow's open-ended turns (`Step(next_seat=...)`) and the `settles` fact of a decision kind,
on a toy game: seats take turns clockwise, skipping seats that are out, until one seat has scored 3."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.decisions import Decision
from engine.core.flow import Flow, Step
from engine.core.game import TERMINAL


class Toy:
    def __init__(self, n: int, out: set[int]) -> None:
        self.n, self.out = n, out
        self.points = [0] * n
        self.turns: list[int] = []
        self.seq: list[int] = []
        self.pending: list[object] = []
        self.step, self.turn, self.to_move = 0, -1, -1
        self.after: list[int | None] = []


@dataclass(frozen=True, slots=True)
class Score(Decision[Toy]):
    seat: int

    def legal_moves(self, state: Toy) -> list[Any]:
        return ["score"]

    def apply(self, state: Toy, move: Any) -> None:
        state.points[self.seat] += 1
        state.pending.pop()


@dataclass(frozen=True, slots=True)
class Skip(Decision[Toy]):
    seat: int

    def settle(self, state: Toy) -> bool:
        state.pending.pop()
        return True


def clockwise(state: Toy, last: int | None) -> int | None:
    state.after.append(last)
    if max(state.points) >= 3:
        return None
    seat = 0 if last is None else (last + 1) % state.n
    while seat in state.out:
        seat = (seat + 1) % state.n
    return seat


def take_turn(state: Toy, seat: int) -> None:
    state.turns.append(seat)
    state.pending.append(Score(seat))
    state.pending.append(Skip(seat))  # settles by itself before the seat is asked


FLOW = Flow([Step("turns", next_seat=clockwise, turn=take_turn), Step("done", run=lambda s: None)])


def test_open_ended_turns_go_round_until_next_seat_says_stop():
    toy = Toy(3, out={1})
    FLOW.advance(toy)
    while toy.to_move != TERMINAL:
        assert toy.pending[-1] == Score(toy.to_move) and toy.seq == [toy.to_move]
        toy.pending[-1].apply(toy, "score")
        FLOW.advance(toy)
    assert toy.turns == [0, 2, 0, 2, 0]
    assert toy.after == [None, 0, 2, 0, 2, 0]  # each turn counted from the seat of the one before
    assert toy.points == [3, 0, 2]


def test_a_kind_settles_only_if_it_has_a_settle_of_its_own():
    assert Skip.settles and not Score.settles
