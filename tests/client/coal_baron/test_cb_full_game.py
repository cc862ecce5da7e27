"""Whole Coal Baron games played through simulated mouse input to the results screen: 2 players (a
human against a random bot) and 4 players (a human and three random bots). Every human move
is made by a drag or a click and must be exactly the move intended."""
from __future__ import annotations

import random

from client.scenes.results import ResultsScene

from .cb_helpers import perform, settle_cb, start_cb


def play_through(app, tb, seed: int) -> int:
    s = tb.session
    rng = random.Random(seed)
    made = 0
    for _ in range(3000):
        if isinstance(app.stack.top, ResultsScene):
            return made
        if s.human_to_move():
            legal = s.state.legal_moves()
            quick = [m for m in legal if m.kind != "stop_mining"]
            move = rng.choice(quick if quick and rng.random() < 0.85 else legal)
            n = len(s.match.moves)
            perform(app, move)
            assert len(s.match.moves) > n and s.match.moves[n] == move, (move, s.match.moves[n:n + 1])
            made += 1
        else:
            for _ in range(100):
                app.step(0.05, [])
                if not isinstance(app.stack.top, type(tb)) or s.human_to_move():
                    break
        settle_cb(app)
    raise AssertionError("the game did not end")


def test_two_player_game_by_mouse_to_results(app):
    tb = start_cb(app, ["human", "random"], seed=11)
    made = play_through(app, tb, 3)
    assert isinstance(app.stack.top, ResultsScene) and made > 40
    assert tb.session.state.is_terminal()
    app.stack.top.draw(app.screen)


def test_four_player_game_by_mouse_to_results(app):
    tb = start_cb(app, ["human", "random", "random", "random"], seed=5)
    made = play_through(app, tb, 8)
    assert isinstance(app.stack.top, ResultsScene) and made > 40
    app.stack.top.draw(app.screen)
