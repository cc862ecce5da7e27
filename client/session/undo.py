"""The undo rules, stated once (after boardgame.io's turn-scoped undo).

- Practice against bots (exactly one human seat): undo takes the human back to their previous
  decision; the bots' replies and the chance outcomes after it are popped with it.
- Hot seat (two or more humans): undo only within the turn of the seat to move — the last move
  must be that same seat's own decision, so a revealed chance outcome (a drawn tile) or another
  player's move is never taken back.
- No human seat (demo): no undo.
- Online (`own_turn_undo`, the server's rule): the hot-seat rule for the one seat asking.
Redo re-applies what undo popped, one human decision at a time, while it is still legal.
"""
from __future__ import annotations

from collections.abc import Sequence

from engine.core.game import CHANCE


def undo_target(actors: Sequence[int], humans: Sequence[int], to_move: int) -> int | None:
    """The ply to rewind to (moves[:ply] stay), or None when undo is not allowed now.

    `actors[i]` is the seat that made move i (CHANCE for chance outcomes); `to_move` is the seat
    (or CHANCE/TERMINAL) to move now."""
    if not humans or not actors:
        return None
    if len(humans) == 1:
        for ply in range(len(actors) - 1, -1, -1):
            if actors[ply] in humans:
                return ply
        return None
    return own_turn_undo(actors, to_move) if to_move in humans else None


def own_turn_undo(actors: Sequence[int], seat: int) -> int | None:
    """Within `seat`'s turn: its last move, when the last move is its own (no chance outcome, nobody else's
    move after it) and it is still to move. The ply to rewind to, or None. `seat` is the seat to move."""
    if seat < 0 or not actors or actors[-1] != seat or actors[-1] == CHANCE:
        return None
    return len(actors) - 1


def redo_span(redo_actors: Sequence[int], humans: Sequence[int]) -> int:
    """How many popped moves (from the front of the redo list) one redo re-applies: the first human
    decision and every non-human move after it, up to the next human decision."""
    if not redo_actors:
        return 0
    n = 1
    while n < len(redo_actors) and redo_actors[n] not in humans:
        n += 1
    return n
