"""Review: a seat's decisions judged by a search bot, move by move (`python -m engine review`).

At each decision of the seat (chance and forced moves, those with one legal move, are skipped) the judge
searches the position as that seat saw it (`state.observation(seat)`: it never reads the others' secrets,
the bag's order or the match's secret) and reports its value of the move played and of the move it prefers,
in points of expected final margin as its search reckons them (`values` of engine/bots: the plain search's
margins, MCTS's win chances read back through the bot profile's `margin_scale`, the planner's heuristic
margins). The loss is the difference, never negative: a move the judge values at least as much as its own
pick loses 0.

Deterministic: each decision's judge is seeded from its ply and the seat (`judge_seed`), never from the
match's secret, so a review of a record reads the same on every machine and run.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.bots import make_bot
from engine.bots.base import SEARCH_LEVELS
from engine.core.game import Game, GameState, Move
from engine.core.match import Match, derived_seed

Progress = Callable[[int, int], None]  # (decisions judged, decisions to judge)


@dataclass(frozen=True, slots=True)
class Judged:
    """One decision: the `ply`-th move of the record (1-based; played in the position after ply-1 moves)."""

    ply: int
    played: Move
    preferred: Move  # legal at that ply; the played move itself when the judge values nothing above it
    loss: float  # points of margin, >= 0
    value: float  # the judge's value of the preferred move

    def to_json(self, game: Game) -> dict[str, Any]:
        return {"ply": self.ply, "played": game.move_to_json(self.played),
                "preferred": game.move_to_json(self.preferred), "loss": round(self.loss, 3)}


def judge_seed(ply: int, seat: int) -> int:
    """The judge's seed at a decision: from the ply and the seat alone."""
    return derived_seed(ply, "review", seat)


def check_level(level: str) -> None:
    if level not in SEARCH_LEVELS:
        raise ValueError(f"a review's judge must be a search level ({', '.join(SEARCH_LEVELS)}), not {level!r}")


def judge(state: GameState, seat: int, played: Move, ply: int, level: str = "expert",
          iterations: int | None = None) -> Judged | None:
    """The judge's verdict on `played` at this position (seat `seat` to move), or None when the decision is
    forced or the judge does not search it (the macro search's follow-up steps)."""
    check_level(level)
    legal = state.legal_moves()
    if len(legal) < 2:
        return None
    bot = make_bot(level, judge_seed(ply, seat), iterations=iterations)
    found = bot.values(state.observation(seat), seat, played)  # type: ignore[attr-defined]
    legal_set = set(legal)
    values = {m: v for m, v in found.items() if m in legal_set}
    if played not in values:
        return None
    preferred = max(values, key=lambda m: values[m])
    if values[preferred] <= values[played]:
        preferred = played
    return Judged(ply, played, preferred, values[preferred] - values[played], values[preferred])


def decisions(match: Match, seat: int) -> list[int]:
    """The plies (1-based) at which `seat` chose among more than one legal move."""
    replay = Match(match.game, match.num_players, match.seed, match.options)
    out = []
    for ply, move in enumerate(match.moves, start=1):
        state = replay.state
        if state.current_player() == seat and len(state.legal_moves()) > 1:
            out.append(ply)
        replay.play(move)
    return out


def review(match: Match, seat: int, level: str = "expert", iterations: int | None = None,
           progress: Progress | None = None) -> list[Judged]:
    """Every judged decision of `seat` (0-based) in the match's moves, in order."""
    check_level(level)
    if not 0 <= seat < match.num_players:
        raise ValueError(f"the game has seats 1–{match.num_players}, not {seat + 1}")
    todo = set(decisions(match, seat))
    replay = Match(match.game, match.num_players, match.seed, match.options)
    out: list[Judged] = []
    done = 0
    if progress is not None:
        progress(0, len(todo))
    for ply, move in enumerate(match.moves, start=1):
        if ply in todo:
            verdict = judge(replay.state, seat, move, ply, level, iterations)
            if verdict is not None:
                out.append(verdict)
            done += 1
            if progress is not None:
                progress(done, len(todo))
        replay.play(move)
    return out


def biggest(judged: list[Judged], n: int = 3) -> list[Judged]:
    """The `n` largest losses (above zero), in the game's order."""
    top = sorted((j for j in judged if j.loss > 0), key=lambda j: (-j.loss, j.ply))[:n]
    return sorted(top, key=lambda j: j.ply)


def described(match: Match, judged: list[Judged], lang: str = "en") -> list[tuple[str, str]]:
    """(played, preferred) of each verdict as its position words them."""
    at = {j.ply: j for j in judged}
    replay = Match(match.game, match.num_players, match.seed, match.options)
    out = []
    for ply, move in enumerate(match.moves, start=1):
        j = at.get(ply)
        if j is not None:
            state = replay.state
            out.append((state.describe_move(j.played, lang), state.describe_move(j.preferred, lang)))
        replay.play(move)
    return out
