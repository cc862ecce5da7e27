"""Whole Coal Baron games played through simulated mouse input to the results screen: 2 players (a
human against a random bot) and 4 players (a human and three random bots). Every human move
is made by a drag or a click and must be exactly the move intended."""
from __future__ import annotations

import random

from client.assets.tiled import load_map
from client.games.coal_baron import layout as cb_layout
from client.scenes.results import ResultsScene

from .cb_helpers import GESTURES, perform, settle_cb, start_cb


def play_through(app, tb, seed: int, explore: bool = False) -> list[str]:
    """Random legal moves for the humans, each made by mouse; returns the kinds of the moves made.
    `explore` prefers kinds not made yet (so one game uses every gesture)."""
    s = tb.session
    rng = random.Random(seed)
    made: list[str] = []
    for _ in range(3000):
        if isinstance(app.stack.top, ResultsScene):
            return made
        if s.human_to_move():
            legal = s.state.legal_moves()
            quick = [m for m in legal if m.kind != "stop_mining"]
            looks_done = {"buy_seen", "keep_none", "take_seen"} <= set(made)
            new = [m for m in legal if (m.kind not in made and m.kind != "place")
                   or (m.kind == "place" and "look" in m.space and not looks_done)] if explore else []
            move = rng.choice(new if new and rng.random() < 0.7 else quick if quick and rng.random() < 0.85
                              else legal)
            n = len(s.match.moves)
            perform(app, move)
            assert len(s.match.moves) > n and s.match.moves[n] == move, (move, s.match.moves[n:n + 1])
            made.append(move.kind)
        else:
            for _ in range(100):
                app.step(0.05, [])
                if not isinstance(app.stack.top, type(tb)) or s.human_to_move():
                    break
        settle_cb(app)
    raise AssertionError("the game did not end")


def test_two_player_game_by_mouse_to_results_asking_only_for_zones_in_the_maps(app, monkeypatch):
    """A whole game; the layout records each zone drawing, input and animation ask for: all in the maps."""
    asked: set[tuple[str, str]] = set()
    real_box, real_pit = cb_layout.CBLayout.box, cb_layout.CBLayout.pit_box

    def box(self, name):
        asked.add(("table", name))
        return real_box(self, name)

    def pit_box(self, name):
        asked.add(("pit", name))
        return real_pit(self, name)
    monkeypatch.setattr(cb_layout.CBLayout, "box", box)
    monkeypatch.setattr(cb_layout.CBLayout, "pit_box", pit_box)
    tb = start_cb(app, ["human", "random"], seed=11)
    made = play_through(app, tb, 3)
    assert isinstance(app.stack.top, ResultsScene) and len(made) > 40
    assert tb.session.state.is_terminal()
    app.stack.top.draw(app.screen)
    table, pit = load_map("cb_table"), load_map("cb_pit")
    assert len(asked) > 60
    for where, name in asked:
        assert name in (table.zones if where == "table" else pit.zones), (where, name)


def test_four_player_game_by_mouse_to_results_with_every_gesture(app):
    """A whole game; every move was exactly the move meant (play_through checks each), and together they
    used every gesture but the rarer ones tested on their own (test_cb_table.py)."""
    tb = start_cb(app, ["human", "random", "random", "random"], seed=6)
    made = play_through(app, tb, 8, explore=True)
    assert isinstance(app.stack.top, ResultsScene) and len(made) > 40
    app.stack.top.draw(app.screen)
    kinds = set(GESTURES) - {"cart_cube", "fill_two", "store"}
    assert kinds <= set(made), kinds - set(made)
