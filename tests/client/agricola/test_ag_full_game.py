"""Whole Agricola family games played through simulated mouse input to the results screen: 2 players (a
human against a random bot) and 5 players (a human and four random bots). Every human move is made by a
drag, a click or the table's choice popup and must be exactly the move intended."""
from __future__ import annotations

import random

from client.assets.tiled import load_map
from client.games.agricola import layout as ag_layout
from client.scenes.results import ResultsScene

from .ag_helpers import GESTURES, POPUP, perform, settle_ag, start_ag


def play_through(app, tb, seed: int, explore: bool = False) -> list[str]:
    """Random legal moves for the humans, each made by mouse; returns the kinds of the moves made.
    `explore` prefers kinds not made yet (so one game uses many gestures)."""
    s = tb.session
    rng = random.Random(seed)
    made: list[str] = []
    for _ in range(4000):
        if isinstance(app.stack.top, ResultsScene):
            return made
        if s.human_to_move():
            legal = s.state.legal_moves()
            new = [m for m in legal if m.kind not in made] if explore else []
            quick = [m for m in legal if m.kind not in ("stop", "finish")] or legal
            move = rng.choice(new if new and rng.random() < 0.7 else quick)
            n = len(s.match.moves)
            perform(app, move)
            assert len(s.match.moves) > n and s.match.moves[n] == move, (move, s.match.moves[n:n + 1])
            made.append(move.kind)
        else:
            for _ in range(100):
                app.step(0.05, [])
                if not isinstance(app.stack.top, type(tb)) or s.human_to_move():
                    break
        settle_ag(app)
    raise AssertionError("the game did not end")


def test_two_player_game_by_mouse_to_results_asking_only_for_zones_in_the_maps(app, monkeypatch):
    """A whole game; the layout records each zone drawing, input and animation ask for: all in the maps."""
    asked: set[tuple[str, str]] = set()
    real_box, real_farm = ag_layout.AGLayout.box, ag_layout.FarmPlace.box

    def box(self, name):
        asked.add(("table", name))
        return real_box(self, name)

    def farm_box(self, name):
        asked.add(("farm", name))
        return real_farm(self, name)
    monkeypatch.setattr(ag_layout.AGLayout, "box", box)
    monkeypatch.setattr(ag_layout.FarmPlace, "box", farm_box)
    tb = start_ag(app, ["human", "random"], seed=11)
    made = play_through(app, tb, 3, explore=True)
    assert isinstance(app.stack.top, ResultsScene) and len(made) > 40
    assert tb.session.state.is_terminal()
    app.stack.top.draw(app.screen)
    table, farm = load_map("ag_table"), load_map("ag_farm")
    assert {"place", "build_room", "build_stable", "plow_field", "fence", "buy_major", "convert", "feed", "do_part",
            "choose_goods", "keep"} <= set(made)
    assert len(asked) > 60
    for where, name in asked:
        assert name in (table.zones if where == "table" else farm.zones), (where, name)


def test_five_player_game_by_mouse_to_results(app):
    tb = start_ag(app, ["human", "random", "random", "random", "random"], seed=5)
    made = play_through(app, tb, 2, explore=True)
    assert isinstance(app.stack.top, ResultsScene) and len(made) > 25
    app.stack.top.draw(app.screen)
    # a keep is made in the 2-player game above (random play reaches different kinds since every connected
    # pasture became a legal fence)
    assert {"place", "feed", "sow_field", "fence", "finish"} <= set(made)
    assert set(made) <= set(GESTURES) | POPUP


def test_the_results_chart_shows_the_estimate_after_each_round():
    """A game scored only at the end charts its running estimate: 14 rounds, ending at the final scores."""
    import random as rnd

    from client.session.progress import as_gains, estimates_by_round
    from engine.core.match import Match
    m = Match("agricola", 2, seed=4)
    rng = rnd.Random(1)
    while not m.state.is_terminal():
        m.resolve_all_chance()
        if m.state.is_terminal():
            break
        m.play(rng.choice(m.state.legal_moves()))
    rows = estimates_by_round(m)
    assert len(rows) == 15 and rows[-1] == m.state.scores()
    gains = as_gains(rows)
    assert len(gains) == 14
    assert [rows[0][j] + sum(g[j] for g in gains) for j in range(2)] == m.state.scores()
