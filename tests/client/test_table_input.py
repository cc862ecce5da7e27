"""Synthetic drags and clicks produce exactly the expected engine moves; illegal drops change nothing."""
from __future__ import annotations

import pygame

from client.games.ra.controls import RaControls
from engine.core.decisions import top
from engine.games.ra.moves import Bid, Draw, InvokeRa, Pass
from engine.games.ra.turn import Turn

from .helpers import center, click, drag, key, perform, press, settle, start_table


def test_drag_bag_to_track_draws(app):
    tb = start_table(app, ["human", "human"])
    s = tb.session
    before = len(s.match.moves)
    drag(app, tb.layout.zone("bag").center, center(tb.layout.auction_slot(0)))
    assert s.match.moves[before] == Draw()
    settle(app)
    assert s.match.moves[before + 1].kind == "reveal"  # chance follows, and nothing else first


def test_click_bag_draws_and_invoke_button_invokes(app):
    tb = start_table(app, ["human", "human"])
    s = tb.session
    n0 = len(s.match.moves)
    click(app, tb.layout.zone("bag").center)
    assert s.match.moves[n0] == Draw()
    settle(app)
    while not isinstance(top(s.state.pending), Turn):  # keep passing auctions until a player's turn starts
        perform(app, Pass() if s.state.why_illegal(Pass()) is None else s.state.legal_moves()[0])
        settle(app)
    n1 = len(s.match.moves)
    press(app, "invoke")
    assert s.match.moves[n1] == InvokeRa()


def test_illegal_drop_slides_back_with_reason(app):
    tb = start_table(app, ["human", "human"])
    s = tb.session
    h = s.state.state_hash()
    seat = s.to_move()
    value, _up, box = tb.layout.sun_boxes(seat, s.state.up[seat], s.state.down[seat])[0]
    assert s.state.why_illegal(Bid(value)) is not None  # no auction yet
    drag(app, center(box), tb.layout.zone("centre").center)
    assert s.state.state_hash() == h
    assert "auction" in tb.toast
    assert tb.slide is not None
    key(app, pygame.K_SPACE)


def test_legal_targets_light_up_while_dragging(app):
    tb = start_table(app, ["human", "human"])
    targets = RaControls(tb.layout).legal_drop_targets(tb.session.state, ("bag",))
    assert len(targets) == 8  # the bag may be dropped anywhere on an empty auction track
    assert RaControls(tb.layout).legal_drop_targets(tb.session.state, ("sun", 2)) == []


def test_bid_by_drag_is_that_bid(app):
    tb = start_table(app, ["human", "human"], seed=3)
    s = tb.session
    press(app, "invoke")
    settle(app)
    seat = s.to_move()
    value = max(s.state.up[seat])
    n = len(s.match.moves)
    perform(app, Bid(value))
    assert s.match.moves[n] == Bid(value)


def test_the_status_tells_a_person_what_to_do_and_only_says_wait_for_a_bot(app, monkeypatch):
    tb = start_table(app, ["human", "easy"])
    s = tb.session
    assert s.human_to_move()
    name = s.seats[s.to_move()].name
    assert "Draw a tile, invoke Ra" in tb.game.status_line()
    monkeypatch.setattr(s, "is_human", lambda seat: False)
    line = tb.game.status_line()
    assert f"Waiting for {name}" in line and "invoke Ra" not in line
