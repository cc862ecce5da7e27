"""The shared round flow: a step that goes round until a condition fails, skipping seats (Step.again)."""
from dataclasses import dataclass, field

import pytest

from engine.core.flow import Flow, Step
from engine.core.game import TERMINAL


@dataclass
class Toy:
    workers: list[int]
    step: int = 0
    seq: list[int] = field(default_factory=list)
    turn: int = -1
    pending: list = field(default_factory=list)
    to_move: int = 0
    turns: list[int] = field(default_factory=list)


def with_workers(s: Toy) -> list[int]:
    return [p for p in range(len(s.workers)) if s.workers[p] > 0]


def spend(s: Toy, seat: int) -> None:
    s.turns.append(seat)
    s.workers[seat] -= 1


def test_a_step_with_again_goes_round_asking_its_order_afresh_until_it_fails():
    flow = Flow([Step("shift", order=with_workers, turn=spend, again=lambda s: any(s.workers))])
    s = Toy([1, 3, 2])
    flow.advance(s)
    assert s.turns == [0, 1, 2, 1, 2, 1]  # seat 0 skipped after its one worker, seat 2 after two
    assert s.to_move == TERMINAL


def test_a_step_going_round_with_no_seat_is_an_error():
    flow = Flow([Step("stuck", order=lambda s: [], turn=spend, again=lambda s: True)])
    with pytest.raises(ValueError, match="goes round again"):
        flow.advance(Toy([0]))
