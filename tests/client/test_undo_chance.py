"""Undo against a bot cannot reroll the future: after an undo and another move, the next draw of a source is the
one the first line revealed (Ra's bag; Agricola's next round card)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from client.session.bots import InlineBots
from client.session.game_session import GameSession, SeatSpec
from engine.core.game import CHANCE
from engine.core.match import Match


def session(game: str, n: int, seed: int, options: dict[str, Any] | None = None) -> GameSession:
    seats = [SeatSpec("human")] + [SeatSpec("bot", "easy") for _ in range(n - 1)]
    return GameSession(Match(game, n, seed, options), seats, InlineBots(), bot_iterations=5, bot_seed=1)


def next_draw(s: GameSession, source: str, choose: Callable[[list[Any]], Any], limit: int = 3000) -> Any:
    """Play on (the human by `choose`, bots and chance by the session) until `source` draws; its outcome."""
    for _ in range(limit):
        if s.over():
            break
        if s.to_move() == CHANCE and s.state.chance_source() == source:
            s.advance()
            return s.match.moves[-1]
        if s.human_to_move():
            assert s.try_play(choose(s.state.legal_moves())) is None
        else:
            s.advance()
    raise AssertionError(f"{source!r} never drew")


def to_human(s: GameSession) -> None:
    for _ in range(3000):
        if s.human_to_move():
            return
        s.advance()
    raise AssertionError("the human never came to move")


def test_undo_then_another_move_draws_the_same_bag_tiles() -> None:
    s = session("ra", 3, 8)
    to_human(s)
    while not any(m.kind == "draw" for m in s.state.legal_moves()):  # a bid first: to the human's own turn
        assert s.try_play(s.state.legal_moves()[0]) is None
        to_human(s)
    legal = s.state.legal_moves()
    draw = next(m for m in legal if m.kind == "draw")
    other = next(m for m in legal if m.kind != "draw")  # invoking Ra: an auction comes before any draw
    start = len(s.match.moves)
    assert s.try_play(draw) is None
    first = [next_draw(s, "bag", lambda moves: moves[0]) for _ in range(3)]
    while s.undo():  # back to the human's draw, then another move
        if len(s.match.moves) <= start:
            break
    assert s.try_play(other) is None
    assert len(s.match.moves) == start + 1
    again = [next_draw(s, "bag", lambda moves: next((m for m in moves if m.kind == "draw"), moves[-1]))
             for _ in range(3)]
    assert again == first
    assert all(m.kind == "reveal" for m in again)


def test_undo_then_another_placement_reveals_the_same_round_card() -> None:
    s = session("agricola", 2, 5, {"family": True})
    to_human(s)
    legal = s.state.legal_moves()
    assert len(legal) > 1
    first = next_draw(s, "stage1", lambda moves: moves[0])
    to_human(s)
    while s.undo():  # back to the human's first placement, then another one
        pass
    assert s.try_play(s.state.legal_moves()[-1]) is None
    again = next_draw(s, "stage1", lambda moves: moves[-1])
    assert again == first
    assert again.kind == "reveal_round"
