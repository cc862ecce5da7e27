"""The undo rules, stated once (after boardgame.io's turn-scoped undo).

- Practice against bots (exactly one human seat): undo takes the human back to their previous
  decision; the bots' replies and the chance outcomes after it are popped with it.
- Hot seat (two or more humans): undo only within the turn of the seat to move — the last move
  must be that same seat's own decision, so a revealed chance outcome (a drawn tile) or another
  player's move is never taken back.
- No human seat (demo): no undo.
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
    last = actors[-1]
    if last != CHANCE and last in humans and last == to_move:
        return len(actors) - 1
    return None


def redo_span(redo_actors: Sequence[int], humans: Sequence[int]) -> int:
    """How many popped moves (from the front of the redo list) one redo re-applies: the first human
    decision and every non-human move after it, up to the next human decision."""
    if not redo_actors:
        return 0
    n = 1
    while n < len(redo_actors) and redo_actors[n] not in humans:
        n += 1
    return n
