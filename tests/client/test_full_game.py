"""A whole 3-player Ra game played through simulated input, one human seat and two bots, to results."""
from __future__ import annotations

import random

from client.scenes.results import ResultsScene

from .helpers import perform, press, settle, start_table


def test_three_player_game_to_results(app):
    tb = start_table(app, ["human", "easy", "random"], seed=11)
    s = tb.session
    rng = random.Random(5)
    for _ in range(2000):
        if isinstance(app.stack.top, ResultsScene):
            break
        if s.human_to_move():
            legal = s.state.legal_moves()
            move = rng.choice(legal)
            n = len(s.match.moves)
            perform(app, move)
            assert s.match.moves[n] == move or s.state.why_illegal(move) is None
        else:
            for _ in range(200):
                app.step(0.05, [])
                if not isinstance(app.stack.top, type(tb)):
                    break
        settle(app)
    assert isinstance(app.stack.top, ResultsScene)
    assert s.state.is_terminal()
    app.stack.top.draw(app.screen)
    press(app, "title")
    from client.scenes.title import TitleScene
    assert isinstance(app.stack.top, TitleScene)
