"""The running score estimate round by round, for games scored only at the end (`Game.estimate_rounds`):
the match is replayed from its start and `scores()` read whenever the round counter moves on, and once
more at the end. The results chart draws it the way it draws a game's scoring epochs."""
from __future__ import annotations

from typing import Any


def estimates_by_round(match: Any) -> list[list[int]] | None:
    """The estimate before the first move, after each round, and at the end (None: the game has no
    round counter to chart)."""
    attr = match.game.estimate_rounds
    if not attr:
        return None
    state = match.game.new_state(match.num_players, match.options)
    rows = [state.scores()]
    last = getattr(state, attr)
    for move in match.moves:
        state.apply_trusted(move)
        now = getattr(state, attr)
        if now != last:
            if last:  # the counter leaving 0 is the game's setup, not the end of a round
                rows.append(state.scores())
            last = now
    rows.append(state.scores())
    return rows


def as_gains(rows: list[list[int]]) -> list[list[int]]:
    """Estimates as the points gained in each round (the chart's `scores_by_epoch` form)."""
    return [[b - a for a, b in zip(prev, row, strict=True)] for prev, row in zip(rows, rows[1:], strict=False)]
