"""The La Granja table shows the engine's current facts, never the chart's printed values: a seat's
prices with its helpers, a roof's cost with its discount, and the decision's prompt in the engine's words."""
from __future__ import annotations

from typing import cast

import pygame

from client.games.la_granja.layout import LGLayout
from client.games.la_granja.mat import MatPainter
from client.games.la_granja.view import BoardPainter
from engine.core.match import Match
from engine.games.la_granja.effects import refresh
from engine.games.la_granja.state import LGState


def card_with(effect: str, **params) -> int:
    from engine.games.la_granja.data import load_tables
    for c in load_tables().cards[1:]:
        if c.effect == effect and all(c.params.get(k) == v for k, v in params.items()):
            return c.id
    raise AssertionError(f"no card with {effect} {params}")


def a_game_with_helper(cid: int) -> Match:
    m = Match("la-granja", 2, seed=3)
    m.resolve_all_chance()
    s = cast(LGState, m.state)
    s.helpers[0] = [cid]
    refresh(s, 0)
    return m


def texts_drawn(painter, draw) -> list[str]:
    seen: list[str] = []
    real = painter.p.text

    def spy(surface, text, *args, **kwargs):
        seen.append(text)
        return real(surface, text, *args, **kwargs)
    painter.p.text = spy
    draw()
    return seen


def test_the_price_chart_shows_the_seats_prices_with_its_helpers(app):
    olive = 2
    m = a_game_with_helper(card_with("buy_discount", good=olive))
    s = m.state
    assert s.facts()["prices"][0]["buy"]["olive"] == s.t.buy[olive] - 1  # the engine's price, not the chart's
    tb = s.t
    mats = MatPainter(app, LGLayout(tb.market_hexes, tb.building_hexes))
    surface = pygame.Surface((1920, 1080))
    seen = texts_drawn(mats, lambda: mats.chart(surface, s, 0, {}))
    buy_olive = seen[3]  # the row labels, then olive's buy price first
    assert buy_olive == str(s.t.buy[olive] - 1), seen


def test_the_roof_cost_is_the_viewing_seats_cost_after_its_discount(app):
    m = a_game_with_helper(card_with("roof_discount"))
    s = m.state
    assert s.step_name == "play" and s.facts()["roof_cost"] == [0, 1]  # round 1: 1 silver, 1 less for seat 0
    tb = s.t
    board = BoardPainter(app, LGLayout(tb.market_hexes, tb.building_hexes))
    surface = pygame.Surface((1920, 1080))
    assert texts_drawn(board, lambda: board.roofs(surface, s, 0)) == ["Roofs (cost 0)"]
    assert texts_drawn(board, lambda: board.roofs(surface, s, 1)) == ["Roofs (cost 1)"]


def test_the_status_line_shows_the_engines_prompt(app):
    from .lg_helpers import close_popups, start_lg
    tb = start_lg(app, ["human", "easy"], seed=3)
    close_popups(app)
    s = tb.session.state
    assert tb.game.status_lines()[1].endswith(s.prompt().text("en"))
