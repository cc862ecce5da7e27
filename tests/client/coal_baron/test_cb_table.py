"""The Coal Baron table by mouse: each kind of gesture means exactly the engine move intended, illegal
drops change nothing and say why, a look at 5 shows its cards only to the seat looking, the worker drag
shows what each space takes, hover texts, undo, the demo, save and resume."""
from __future__ import annotations

import random

import pygame
import pytest

from client.scenes.choice import ChoicePopup
from client.scenes.table import TableScene
from client.scenes.title import TitleScene
from client.session.unfinished import latest
from engine.games.coal_baron.looks import Look, PutBack
from engine.games.coal_baron.moves import PLACE

from ..helpers import center, drag, ev, press, screen
from .cb_helpers import game, perform, piece_center, settle_cb, start_cb


def human_moves_until(app, tb, done, seed=1, limit=400, prefer=None):
    """Random human moves (by mouse) until `done(state)`; `prefer` picks among the legal moves first."""
    s = tb.session
    rng = random.Random(seed)
    for _ in range(limit):
        if done(s.state):
            return
        if s.human_to_move():
            legal = s.state.legal_moves()
            chosen = ([m for m in legal if prefer and prefer(m)] or [m for m in legal if m.kind != "stop_mining"]
                      or legal)
            perform(app, rng.choice(chosen))
        else:
            app.step(0.05, [])
        settle_cb(app)
    raise AssertionError("never reached")


MINING = {"fill_two": lambda m: len(set(m.cubes) | {m.spot}) > 1, "store": lambda m: True}


@pytest.mark.parametrize("kind", sorted(MINING))
def test_the_rarer_mining_steps_by_mouse(app, kind):
    """Two cubes onto a spot of another colour (dropped on it), and a cube into storage."""
    tb = start_cb(app, ["human", "random"], seed=11)
    s = tb.session

    def wanted(m):
        return m.kind == kind and MINING[kind](m)

    def ready(st):
        return s.human_to_move() and any(wanted(m) for m in st.legal_moves())
    human_moves_until(app, tb, ready, seed=4, limit=600,
                      prefer=lambda m: m.kind in ("load", "move_cage") or (m.kind == "place" and "mine" in m.space))
    move = next(m for m in s.state.legal_moves() if wanted(m))
    n = len(s.match.moves)
    perform(app, move)
    assert s.match.moves[n] == move


def test_an_illegal_drop_changes_nothing_and_says_why(app):
    tb = start_cb(app, ["human", "random"], seed=11)
    s = tb.session
    human_moves_until(app, tb, lambda st: s.human_to_move() and st.pending[-1].__class__.__name__ == "PlaceWorker")
    key, moves = s.state.key(), len(s.match.moves)
    lay = game(app).layout
    drag(app, piece_center(app, ("workers",)), center(lay.space_box("mine_4")))  # locked with two players
    assert s.state.key() == key and len(s.match.moves) == moves
    assert "lock" in tb.toast
    drag(app, piece_center(app, ("workers",)), (1700, 300))  # no target at all: slides back
    assert s.state.key() == key and tb.slide is not None


def test_dragging_workers_lights_the_spaces_they_may_go_to(app):
    tb = start_cb(app, ["human", "random"], seed=11)
    s = tb.session
    human_moves_until(app, tb, lambda st: s.human_to_move() and st.pending[-1].__class__.__name__ == "PlaceWorker")
    src = screen(app, piece_center(app, ("workers",)))
    app.step(0.016, [ev(pygame.MOUSEBUTTONDOWN, pos=src, button=1),
                     ev(pygame.MOUSEMOTION, pos=(src[0] - 300, src[1] - 300), rel=(1, 1), buttons=(1, 0, 0))])
    ui = tb.game.ui_state(tb.drag)
    legal = {m.space for m in s.state.legal_moves() if m.kind == "place"}
    assert ui["legal_spaces"] == legal and ui["targets"]
    app.step(0.016, [ev(pygame.MOUSEBUTTONUP, pos=(src[0] - 300, src[1] - 300), button=1)])


def until_bot_places(app, tb, seat=1):
    """Play on (the human by mouse, the bot one move at a time) until the bot must place workers."""
    s = tb.session
    rng = random.Random(5)
    for _ in range(2000):
        st = s.state
        if st.to_move == seat and st.pending[-1].__class__.__name__ == "PlaceWorker":
            return
        if s.human_to_move():  # straight to the session: the table would let the bot play on
            assert s.try_play(rng.choice([m for m in st.legal_moves() if m.kind != "stop_mining"]
                                         or st.legal_moves())) is None
        else:
            s.advance()
            while s.thinking():
                s.poll()
    raise AssertionError("the bot never placed")


def looking(st, seat):
    return bool(st.pending) and isinstance(st.pending[-1], (Look, PutBack)) and st.pending[-1].seat == seat


def start_a_look(app):
    """Two people at the screen; the one to move places a worker on the factory's look-at-5."""
    tb = start_cb(app, ["human", "human"], seed=11)
    s = tb.session
    human_moves_until(app, tb, lambda st: s.human_to_move() and st.pending[-1].__class__.__name__ == "PlaceWorker")
    seat = s.to_move()
    perform(app, PLACE[s.state.t.space_index["factory_look"]])
    settle_cb(app)
    assert looking(s.state, seat)
    return tb, s, seat


def test_a_look_at_five_shows_its_cards_only_to_the_seat_looking(app):
    tb, s, seat = start_a_look(app)
    app.stack.draw(app.screen)
    seen = s.state.pending[-1].cards
    assert tb.game.view_model["popup_seat"] == seat and sorted(tb.game.view_model["faces"]) == sorted(seen)
    tb.unlocked = 1 - seat  # the other player sits at the screen: the curtain is down for this seat
    app.stack.draw(app.screen)
    assert tb.game.view_model["faces"] == [] and tb.game.view_model["popup"] == "look"
    tb.unlocked = seat


def test_a_bots_look_shows_only_backs_to_the_human(app):
    tb = start_cb(app, ["human", "random"], seed=11)
    s = tb.session
    until_bot_places(app, tb)
    s._apply(PLACE[s.state.t.space_index["order_look"]], 1)  # as if the bot chose to look
    assert looking(s.state, 1)
    tb.game.draw(app.screen, {"private": 0, "reader": 0})
    assert tb.game.view_model["popup_seat"] == 1 and tb.game.view_model["faces"] == []


def test_the_spectators_view_hides_every_look(app):
    tb = start_cb(app, ["human", "random"], seed=11)
    s = tb.session
    until_bot_places(app, tb)
    s._apply(PLACE[s.state.t.space_index["factory_look"]], 1)
    view = tb.game.spectator_view()
    assert set(view.pending[-1].cards) == {-1} and set(view.tdeck) <= {-1}


def test_undo_after_a_move_by_mouse(app):
    tb = start_cb(app, ["human", "random"], seed=11)
    s = tb.session
    human_moves_until(app, tb, lambda st: s.human_to_move() and st.pending[-1].__class__.__name__ == "PlaceWorker")
    key = s.state.key()
    perform(app, next(m for m in s.state.legal_moves() if m.kind == "place" and m.space == "bank"))
    settle_cb(app)
    assert s.state.key() != key
    while s.state.key() != key and s.can_undo():
        press(app, "undo")
        settle_cb(app)
    assert s.state.key() == key


def test_hover_names_spaces_tiles_and_majorities(app):
    from client.games.coal_baron.popup import popup_view
    tb = start_cb(app, ["human", "random"], seed=11)
    lay = tb.game.layout
    draft = popup_view(lay, tb.session.state)
    assert draft is not None and draft.kind == "draft"
    assert tb.game.tooltip(center(lay.space_box("mine_6"))) is None  # under the draft popup: not the board's
    assert "order" in tb.game.tooltip(center(draft.boxes[0]))
    human_moves_until(app, tb, lambda st: popup_view(lay, st) is None)
    assert "worker" in tb.game.tooltip(center(lay.space_box("mine_6")))
    assert "worth" in tb.game.tooltip(center(lay.pit_box("delivered"))[0:1] + (lay.pit_box("delivered")[1] + 50,))
    tile = tb.game.tooltip(center(lay.box("fslot_1")))
    assert tile and "Marks" in tile


def test_hovering_a_panel_shows_that_pit_and_a_click_keeps_it(app):
    tb = start_cb(app, ["human", "random", "random"], seed=11)
    g = tb.game
    box = g.layout.box("other_0")
    q = g.others()[0]
    app.step(0.016, [ev(pygame.MOUSEMOTION, pos=screen(app, center(box)), rel=(1, 1), buttons=(0, 0, 0))])
    assert g.pit_seat() == q
    app.step(0.016, [ev(pygame.MOUSEMOTION, pos=screen(app, (600, 800)), rel=(1, 1), buttons=(0, 0, 0))])
    assert g.pit_seat() == 0
    app.step(0.016, [ev(pygame.MOUSEMOTION, pos=screen(app, center(box)), rel=(1, 1), buttons=(0, 0, 0)),
                     ev(pygame.MOUSEBUTTONDOWN, pos=screen(app, center(box)), button=1),
                     ev(pygame.MOUSEBUTTONUP, pos=screen(app, center(box)), button=1),
                     ev(pygame.MOUSEMOTION, pos=screen(app, (600, 800)), rel=(1, 1), buttons=(0, 0, 0))])
    assert g.pit_seat() == q


def test_autosave_resumes_to_the_same_state(app):
    tb = start_cb(app, ["human", "random"], seed=11)
    s = tb.session
    human_moves_until(app, tb, lambda st: len(s.match.moves) > 20)
    s.flush()
    h = s.state.state_hash()
    assert latest() is not None
    app.stack.reset(TitleScene(app))
    press(app, "continue")
    app.stack.top.open(0)  # the newest unfinished game
    top = app.stack.top
    assert isinstance(top, TableScene) and top.session.state.state_hash() == h


def test_the_demo_plays_coal_baron(app):
    from client.session.demo import start_demo
    app.stack.push(TitleScene(app))
    start_demo(app, 3, game="coal-baron")
    for _ in range(60):
        app.step(0.05, [])
    top = app.stack.top
    assert isinstance(top, TableScene) and top.demo and top.session.match.game.id == "coal-baron"
    assert len(top.session.match.moves) > 3


def test_a_cart_cube_choice_opens_as_a_popup(app):
    tb = start_cb(app, ["human", "random"], seed=11)
    s = tb.session
    from engine.games.coal_baron.pit import CartCubes
    s.state.pending.append(CartCubes(s.to_move(), 0, 1))  # as if yellow had run out
    s.state.supply[0] = 0
    s.generation += 1
    for _ in range(20):
        app.step(0.05, [])
    assert isinstance(app.stack.top, ChoicePopup)
    assert {m.kind for m in app.stack.top.moves} == {"cart_cube"}


def test_every_visible_event_of_a_game_has_its_animation(app):
    """The events a whole game emits: each one that shows something has a handler at the table."""
    from engine.core.registry import get_game
    tb = start_cb(app, ["human", "random"], seed=11)
    g = get_game("coal-baron")
    s = g.new_state(3)
    rng = random.Random(3)
    kinds: set[str] = set()
    while not s.is_terminal():
        moves = s.legal_moves() if s.current_player() >= 0 else [s.sample_chance(rng)]
        events: list = []
        s.apply_trusted(rng.choice(moves), events)
        kinds |= {e.kind for e in events}
    silent = {"cards_seen", "cards_looked_at", "kept_none", "cards_returned", "mining_stopped", "draft_revealed"}
    assert kinds - silent <= set(tb.game.events.handlers), (kinds - silent) - set(tb.game.events.handlers)
    assert len(kinds - silent) >= 14


def test_hint_is_asked_and_said(app):
    tb = start_cb(app, ["human", "random"], seed=11)
    press(app, "hint")
    for _ in range(200):
        app.step(0.05, [])
        if tb.session.hint is not None:
            break
    assert tb.session.hint is not None and tb.session.state.why_illegal(tb.session.hint) is None


def test_drawing_changes_nothing(app):
    from ..test_common_layer import public_view, snapshot
    tb = start_cb(app, ["human", "human"], seed=6)
    app.step(0.016, [ev(pygame.MOUSEMOTION, pos=screen(app, (900, 500)), rel=(1, 1), buttons=(0, 0, 0))])
    for scene, args in ((None, ()), ("pause", (tb,)), ("all_moves", (tb,)), ("rules", ())):
        if scene is not None:
            app.scenes.push(scene, *args)
        before = snapshot(tb)
        top = public_view(app.stack.top)
        for _ in range(3):
            app.stack.draw(app.screen)
        assert snapshot(tb) == before
        assert public_view(app.stack.top) == top


def _key(app, key, mod=0):
    app.step(0.02, [ev(pygame.KEYDOWN, key=key, mod=mod)])


def test_a_look_at_five_is_played_from_the_keyboard(app):
    """Tab steps through the popup's cards (and "keep none"), Shift+Tab back, Enter keeps the card in focus:
    the same move a click plays. Tab finds nothing to step through while a bot is to move."""
    tb, s, _seat = start_a_look(app)
    spots = [piece for piece, _box in tb.focusable()]
    assert spots[0] == ("seen", 0) and ("keep_none",) in spots
    _key(app, pygame.K_TAB)
    _key(app, pygame.K_TAB)
    _key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert tb.focused() == ("seen", 0)
    _key(app, pygame.K_TAB)
    assert tb.focused() == ("seen", 1)
    expected = [m for m in tb.game.click_moves(("seen", 1)) if s.state.why_illegal(m) is None]
    moves = len(s.match.moves)
    _key(app, pygame.K_RETURN)
    assert len(s.match.moves) == moves + 1 and s.match.moves[-1] == expected[0] and len(expected) == 1
    assert tb.focused() is None  # the move was played: nothing keeps the old focus


def test_tab_steps_through_nothing_while_a_bot_is_to_move(app):
    tb = start_cb(app, ["human", "random"], seed=11)
    until_bot_places(app, tb)
    assert not tb.session.human_to_move()
    assert tb.focusable() == [] and not tb.step_focus(1) and tb.focused() is None
