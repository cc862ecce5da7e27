"""Habits a person watching a seat play calls broken: a cage move that undoes the one before it (nothing
loaded or unloaded between), two cage moves in one mining action where one would do, a visit to the bank
with workers to spare. The bots' `wasted` hook reads the first two from the position (so a bot made afresh
for each decision, as at the table, skips them too); `python -m engine botstats` counts all three."""
from __future__ import annotations

from collections.abc import Sequence

from engine.core.game import CHANCE, GameState, Move
from engine.games.coal_baron.mining import Mine
from engine.games.coal_baron.moves import MoveCage, Place
from engine.games.coal_baron.state import CBState

BANK_SPARE = 4  # workers in hand that make a visit to the bank look like giving up


def _moving(s: CBState, move: Move) -> int:
    """The seat whose cage `move` moves, or -1 (not a cage move)."""
    top = s.pending[-1] if s.pending else None
    return top.seat if isinstance(move, MoveCage) and isinstance(top, Mine) else -1


def undoes_cage(s: CBState, move: Move) -> bool:
    """A cage move back to the level the cage left at its last move, nothing loaded or unloaded since (in
    this mining action or an earlier one)."""
    p = _moving(s, move)
    return p >= 0 and move.level == s.cage_from[p]  # type: ignore[attr-defined]


def cage_again(s: CBState, move: Move) -> bool:
    """A second cage move in one mining action with nothing loaded or unloaded since the first: one move
    straight to the second level does the same for a step less."""
    p = _moving(s, move)
    return p >= 0 and s.cage_from[p] >= 0 and s.cage_run[p]


def record_stats(start: GameState, moves: Sequence[Move]) -> list[dict[str, float]]:
    """Per seat: bank visits (those with BANK_SPARE or more workers in hand, the most workers held at one),
    cage moves, cage moves that undo the one before, second cage moves within one mining action."""
    s = start.clone()
    assert isinstance(s, CBState)
    out = [{"bank": 0.0, "bank_spare": 0.0, "bank_most_workers": 0.0, "cage_moves": 0.0, "cage_undone": 0.0,
            "cage_again": 0.0} for _ in range(s.num_players)]
    for move in moves:
        seat = s.current_player()
        if seat != CHANCE:
            row = out[seat]
            if isinstance(move, Place) and move.space == "bank":
                row["bank"] += 1
                row["bank_spare"] += s.workers[seat] >= BANK_SPARE
                row["bank_most_workers"] = max(row["bank_most_workers"], s.workers[seat])
            if isinstance(move, MoveCage):
                row["cage_moves"] += 1
                row["cage_undone"] += undoes_cage(s, move)
                row["cage_again"] += cage_again(s, move)
        s.apply_trusted(move)
    return out
