"""The score chart's data: each seat's points by category at each mark of a game (its start, each scoring
round, or for a game scored only at the end each round of its running estimate, `Game.estimate_rounds`, and
its last move), read by replaying the match. The results screen and the replay viewer draw it
(client/ui/score_chart.py)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.text import Text


@dataclass(frozen=True, slots=True)
class ChartPoint:
    """The score chart at one mark of the game: after `ply` moves, each seat's points by category."""

    ply: int
    label: Text  # "Start", "1" (a round, epoch or shift that ended), "Final"
    breakdown: tuple[dict[str, int], ...]  # per seat, category -> points
    totals: tuple[int, ...]


START = Text("Start", "開始")
END = Text("Final", "最終")


def score_timeline(match: Any, viewer: int | None = None, upto: int | None = None) -> list[ChartPoint]:
    """Each seat's score by category at the start (once the setup's draws are done), after each scoring round
    (Ra's epoch, La Granja's round, Coal Baron's shift) or, in a game scored only at the end, each round of its
    running estimate (`Game.estimate_rounds`), and at the last move (the first `upto` moves; all by default).
    `viewer`: read from that seat's observation, so a score it may not know reads 0 (None: the whole state,
    for a game that is over)."""
    game = match.game
    moves = match.moves if upto is None else match.moves[:upto]
    state = game.new_state(match.num_players, match.options)
    attr = game.estimate_rounds if game.scoring_rounds < 1 else None
    points: list[ChartPoint] = []

    def mark(ply: int, label: Text) -> None:
        seen = state if viewer is None else state.observation(viewer)
        breakdown = tuple(dict(b) for b in seen.breakdown())
        points.append(ChartPoint(ply, label, breakdown, tuple(sum(b.values()) for b in breakdown)))

    rows = len(state.scores_by_epoch())
    counter = getattr(state, attr) if attr else 0
    for ply, move in enumerate(moves, start=1):
        if not points and state.current_player() >= 0:
            mark(ply - 1, START)
        state.apply_trusted(move)
        if attr:
            now = getattr(state, attr)
            if now != counter:
                if counter:  # the counter leaving 0 is the game's setup, not the end of a round
                    mark(ply, Text(str(counter), str(counter)))
                counter = now
            continue
        count = len(state.scores_by_epoch())
        if count > rows:
            last = count - 1
            final = last >= game.scoring_rounds or state.is_terminal()
            mark(ply, END if final else Text(str(last + 1), str(last + 1)))
            rows = count
    if not points:
        mark(0, START)
    if points[-1].ply != len(moves) or len(points) == 1:
        mark(len(moves), END if state.is_terminal() else Text("Now", "現在"))
    return points
