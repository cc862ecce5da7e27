"""A whole drafted 3-player full game of Agricola played through simulated mouse input to the results
screen: a human against two random bots, every human move (the draft's picks, cards played, card
decisions, the family game's moves) made by a drag, a click or the table's choice popup, and exactly the
move intended; every zone the table asks for exists in the maps."""
from __future__ import annotations

import random

from client.assets.tiled import load_map
from client.scenes.results import ResultsScene

from .ag_helpers import play_to_results, record_zones
from .agc_helpers import CARD_GESTURES, CARD_POPUP, perform_card, start_agc


def play_through(app, tb, seed: int) -> list[str]:
    """Random legal moves for the human, each by mouse, preferring cards (so many of them are played)."""
    rng = random.Random(seed)

    def pick(legal, made):
        cards = [m for m in legal if m.kind == "play_card" or (m.kind == "place" and "occupation" in m.space)]
        quick = [m for m in legal if m.kind not in ("stop", "finish")] or legal
        return rng.choice(cards if cards and rng.random() < 0.8 else quick)
    return play_to_results(app, tb, pick, perform_card)


def test_a_drafted_three_player_full_game_by_mouse_to_results(app, monkeypatch):
    asked = record_zones(monkeypatch)
    tb = start_agc(app, ["human", "random", "random"], seed=21)
    made = play_through(app, tb, 4)
    assert isinstance(app.stack.top, ResultsScene)
    s = tb.session.state
    assert s.is_terminal() and made.count("pick_cards") == 7
    assert made.count("play_card") >= 2 and s.k.played[0]
    assert set(made) <= set(CARD_GESTURES) | CARD_POPUP
    app.stack.top.draw(app.screen)
    table, farm = load_map("ag_table"), load_map("ag_farm")
    assert {("table", "draft_kept"), ("farm", "hand"), ("farm", "played")} <= asked
    for where, name in asked:
        assert name in (table.zones if where == "table" else farm.zones), (where, name)
