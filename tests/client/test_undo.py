"""Undo/redo: against bots back to the human's previous decision; hot seat only within the turn."""
from __future__ import annotations

import pygame

from engine.core.game import CHANCE
from engine.games.ra.moves import Draw, InvokeRa, Pass

from .helpers import key, press, settle, start_table


def test_undo_against_bots_pops_bot_replies_and_redo_restores(app):
    tb = start_table(app, ["human", "easy", "easy"], seed=4)
    s = tb.session
    human = 0
    start_ply = len(s.match.moves)
    start_hash = s.state.state_hash()
    press(app, "invoke")  # an auction: bots bid or pass, then it comes back to the human (or ends)
    settle(app)
    after_hash = s.state.state_hash()
    after_len = len(s.match.moves)
    assert after_len > start_ply + 1 or s.to_move() == human
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(s.match.moves) == start_ply
    assert s.state.state_hash() == start_hash
    assert s.to_move() == human
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert s.state.state_hash() == after_hash
    assert len(s.match.moves) == after_len


def test_hot_seat_undo_never_crosses_a_revealed_draw(app):
    tb = start_table(app, ["human", "human"], seed=9)
    s = tb.session
    assert not s.can_undo()  # only setup chance so far
    assert s.try_play(Draw()) is None
    settle(app)
    assert s.actors[-1] == CHANCE  # the reveal
    h = s.state.state_hash()
    assert not s.can_undo()
    press(app, "undo")
    assert s.state.state_hash() == h


def test_hot_seat_undo_within_own_turn_only(app):
    tb = start_table(app, ["human", "human", "human"], seed=2)
    s = tb.session
    assert s.try_play(InvokeRa()) is None
    settle(app)
    bidder = s.to_move()
    holder = s.actors[-1]
    assert bidder != holder
    assert not s.can_undo()  # the turn passed to another player
    assert s.try_play(Pass()) is None
    assert not s.can_undo()
