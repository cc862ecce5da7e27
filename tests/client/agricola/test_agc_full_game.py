"""A whole drafted 3-player full game of Agricola played through simulated mouse input to the results
screen: a human against two random bots, every human move (the draft's picks, cards played, card
decisions, the family game's moves) made by a drag, a click or the table's choice popup, and exactly the
move intended; every zone the table asks for exists in the maps."""
from __future__ import annotations

import random

from client.assets.tiled import load_map
from client.games.agricola import layout as ag_layout
from client.scenes.results import ResultsScene

from .ag_helpers import settle_ag
from .agc_helpers import CARD_GESTURES, CARD_POPUP, perform_card, start_agc


def play_through(app, tb, seed: int) -> list[str]:
    """Random legal moves for the human, each by mouse, preferring cards (so many of them are played)."""
    s = tb.session
    rng = random.Random(seed)
    made: list[str] = []
    for _ in range(6000):
        if isinstance(app.stack.top, ResultsScene):
            return made
        if s.human_to_move():
            legal = s.state.legal_moves()
            cards = [m for m in legal if m.kind == "play_card" or (m.kind == "place" and "occupation" in m.space)]
            quick = [m for m in legal if m.kind not in ("stop", "finish")] or legal
            move = rng.choice(cards if cards and rng.random() < 0.8 else quick)
            n = len(s.match.moves)
            perform_card(app, move)
            assert len(s.match.moves) > n and s.match.moves[n] == move, (move, s.match.moves[n:n + 1])
            made.append(move.kind)
        else:
            for _ in range(100):
                app.step(0.05, [])
                if not isinstance(app.stack.top, type(tb)) or s.human_to_move():
                    break
        settle_ag(app)
    raise AssertionError("the game did not end")


def test_a_drafted_three_player_full_game_by_mouse_to_results(app, monkeypatch):
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
