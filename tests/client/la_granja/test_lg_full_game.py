"""Whole La Granja games played through simulated mouse input to the results screen: 2 players
(human against a bot) and solo against the neutral player. Every human move is made by a drag or a
click and must be exactly the move intended."""
from __future__ import annotations

import random

from client.scenes.results import ResultsScene

from .lg_helpers import FREE, perform, settle_lg, start_lg


def play_through(app, tb, seed: int) -> None:
    s = tb.session
    rng = random.Random(seed)
    for _ in range(3000):
        if isinstance(app.stack.top, ResultsScene):
            return
        if s.human_to_move():
            legal = s.state.legal_moves()
            main = [m for m in legal if m.kind not in FREE]
            move = rng.choice(legal if (rng.random() < 0.08 or not main) else main)
            n = len(s.match.moves)
            perform(app, move)
            assert len(s.match.moves) > n and s.match.moves[n] == move, (move, s.match.moves[n:n + 1])
        else:
            for _ in range(100):
                app.step(0.05, [])
                if not isinstance(app.stack.top, type(tb)) or s.human_to_move():
                    break
        settle_lg(app)
    raise AssertionError("the game did not end")


def test_two_player_game_by_mouse_to_results(app):
    tb = start_lg(app, ["human", "easy"], seed=11)
    play_through(app, tb, 3)
    assert isinstance(app.stack.top, ResultsScene)
    assert tb.session.state.is_terminal()
    app.stack.top.draw(app.screen)


def test_solo_game_by_mouse_to_results(app):
    tb = start_lg(app, ["human"], seed=5)
    play_through(app, tb, 8)
    assert isinstance(app.stack.top, ResultsScene)
    app.stack.top.draw(app.screen)
