"""The demo: no buttons a person cannot press, the game's name and a line on what is
happening, in the actions' place (never over a player's panel)."""
from __future__ import annotations

import pytest

from client.games import table_ids
from client.games.common.hotspots import inside
from client.session.demo import start_demo

from .helpers import table


@pytest.mark.parametrize("game", table_ids())
def test_demo_shows_a_caption_and_no_buttons(app, game):
    start_demo(app, seed=2, game=game)
    tb = table(app)
    for _ in range(30):
        app.step(0.05, [])
    assert tb.buttons.buttons == []
    name = tb.session.match.game.names["en"]
    caption = tb.game.demo_caption()
    assert caption.startswith(name) and len(caption) > len(name) + 3
    who = tb.session.to_move()
    if who >= 0:
        assert tb.session.seats[who].name in caption  # whose turn it is, by name


def test_the_demo_panel_covers_no_seat_panel(app):
    start_demo(app, seed=2, game="ra")
    tb = table(app)
    x, y, w, h = tb.game.actions_box()
    corners = [(x + 1, y + 1), (x + w - 1, y + 1), (x + 1, y + h - 1), (x + w - 1, y + h - 1)]
    for seat in range(tb.session.match.num_players):
        panel = tb.game.layout.box(f"p{seat}")
        assert not any(inside(panel, c) for c in corners)
