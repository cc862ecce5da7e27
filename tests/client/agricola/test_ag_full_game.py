"""Whole Agricola family games played through simulated mouse input to the results screen: 2 players (a
human against a random bot) and 5 players (a human and four random bots). Every human move is made by a
drag, a click or the table's choice popup and must be exactly the move intended."""
from __future__ import annotations

import random

from client.assets.tiled import load_map
from client.scenes.results import ResultsScene

from .ag_helpers import GESTURES, POPUP, perform, play_to_results, record_zones, start_ag


def play_through(app, tb, seed: int, explore: bool = False) -> list[str]:
    """Random legal moves for the human, each made by mouse (`explore`: kinds not made yet preferred)."""
    rng = random.Random(seed)

    def pick(legal, made):
        new = [m for m in legal if m.kind not in made] if explore else []
        quick = [m for m in legal if m.kind not in ("stop", "finish")] or legal
        return rng.choice(new if new and rng.random() < 0.7 else quick)
    return play_to_results(app, tb, pick, perform, 4000)


def test_two_player_game_by_mouse_to_results_asking_only_for_zones_in_the_maps(app, monkeypatch):
    """A whole game; the layout records each zone drawing, input and animation ask for: all in the maps."""
    asked = record_zones(monkeypatch)
    tb = start_ag(app, ["human", "random"], seed=11)
    made = play_through(app, tb, 1, explore=True)
    assert isinstance(app.stack.top, ResultsScene) and made.count("place") >= 28  # 14 rounds, 2 people at least
    assert tb.session.state.is_terminal()
    app.stack.top.draw(app.screen)
    table, farm = load_map("ag_table"), load_map("ag_farm")
    # (building a room by mouse is played in test_agc_table's scenario: random lines rarely afford one)
    assert {"place", "build_stable", "plow_field", "fence", "buy_major", "convert", "feed", "do_part",
            "choose_goods", "keep"} <= set(made)
    assert len(asked) > 60
    for where, name in asked:
        assert name in (table.zones if where == "table" else farm.zones), (where, name)


def test_five_player_game_by_mouse_to_results(app):
    tb = start_ag(app, ["human", "random", "random", "random", "random"], seed=5)
    made = play_through(app, tb, 4, explore=True)
    assert isinstance(app.stack.top, ResultsScene) and len(made) > 25
    app.stack.top.draw(app.screen)
    # a keep is made in the 2-player game above (random play reaches different kinds since every connected
    # pasture became a legal fence)
    assert {"place", "feed", "sow_field", "fence", "finish"} <= set(made)
    assert set(made) <= set(GESTURES) | POPUP


def test_the_results_chart_shows_the_estimate_after_each_round():
    """A game scored only at the end charts its running estimate: 14 rounds, ending at the final scores."""
    import random as rnd

    from client.session.progress import score_timeline
    from engine.core.match import Match
    m = Match("agricola", 2, seed=4)
    rng = rnd.Random(1)
    while not m.state.is_terminal():
        m.resolve_all_chance()
        if m.state.is_terminal():
            break
        m.play(rng.choice(m.state.legal_moves()))
    points = score_timeline(m)
    assert len(points) == 15 and list(points[-1].totals) == m.state.scores()
    assert [p.label.en for p in points] == ["Start", *map(str, range(1, 14)), "Final"]
