"""The Agricola table by mouse: each kind of gesture means exactly the engine move intended (a pasture
outline is the Fence move of exactly the outlined cells, whatever its shape), the outline previews the
fences and wood the engine counts, illegal drops change nothing and say why, the feeding panel plays the
engine's proposal, hover texts give the live score estimate, another seat's farm shows on hover, undo,
save and resume."""
from __future__ import annotations

import random

import pygame

from client.scenes.table import TableScene
from client.scenes.title import TitleScene
from client.session.unfinished import latest
from engine.games.agricola import fencing, food
from engine.games.agricola.moves import Fence, Place

from ..coal_baron.cb_helpers import close_popups
from ..helpers import center, click, drag, ev, press, screen
from .ag_helpers import cell_center, game, perform, piece_center, settle_ag, start_ag, walk


def reach(app, tb, done, prefer=None, seed=1, limit=600):
    """Human moves (played straight into the session: only the gesture under test is by mouse) until
    `done(state)`; `prefer` picks among the legal moves first."""
    s = tb.session
    rng = random.Random(seed)
    for _ in range(limit):
        settle_ag(app)
        if s.human_to_move() and done(s.state):
            return
        if s.human_to_move():
            legal = s.state.legal_moves()
            chosen = [m for m in legal if prefer and prefer(s.state, m)] or legal
            close_popups(app)  # a popup the table opened for this decision goes, as a click in it would
            assert s.try_play(rng.choice(chosen)) is None
        else:
            app.step(0.05, [])
    raise AssertionError("never reached")


def deciding(name):
    return lambda st: st.pending and type(st.pending[-1]).__name__ == name and st.pending[-1].seat == 0


def wood_then_fences(st, m):
    if m.kind == "place":
        if st.goods[0] >= 8 and m.space == "fences":
            return True
        return st.goods[0] < 8 and m.space in ("wood_3", "p3_wood_2")
    return m.kind not in ("stop", "finish")


def at_fencing(app):
    tb = start_ag(app, ["human", "random"], seed=3)
    reach(app, tb, deciding("BuildFences"), wood_then_fences, seed=2)
    return tb


def test_a_swept_outline_is_the_fence_move_of_exactly_those_cells(app):
    tb = at_fencing(app)
    s = tb.session
    legal = [m for m in s.state.legal_moves() if isinstance(m, Fence) and len(m.cells) == 2]
    move = legal[0]
    n = len(s.match.moves)
    perform(app, move)
    assert s.match.moves[n] == move


def test_the_outline_previews_the_engines_fences_and_wood_before_the_drop(app):
    tb = at_fencing(app)
    s, g = tb.session, game(app)
    cells = ["r1c4", "r1c5", "r2c5"]
    pts = [screen(app, cell_center(app, c)) for c in cells]
    app.step(0.016, [ev(pygame.MOUSEBUTTONDOWN, pos=pts[0], button=1)])
    app.step(0.016, [ev(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)) for p in pts[1:]])
    assert sorted(g.stroke) == [3, 4, 9]
    ui = g.ui_state(tb.drag)
    assert ui["outline"] == frozenset({3, 4, 9})
    move, edges, wood, _reason = g.outline_preview(ui["outline"])
    assert move == Fence(("r1c4", "r1c5", "r2c5"))
    assert wood == fencing.pasture_wood(s.state, 0, (1 << 3) | (1 << 4) | (1 << 9)) == 8  # an L of 3 needs 8
    tb.draw(app.screen)  # the preview paints
    key = s.state.key()
    app.step(0.016, [ev(pygame.MOUSEBUTTONUP, pos=pts[-1], button=1)])
    if s.state.key() == key:  # the engine does not (yet) offer this shape: nothing changed, and it said so
        assert tb.toast
    else:
        assert s.match.moves[-1] == move


def test_clicked_cells_and_the_fence_button_make_the_same_move(app):
    tb = at_fencing(app)
    s = tb.session
    move = next(m for m in s.state.legal_moves() if isinstance(m, Fence) and len(m.cells) == 2)
    for c in move.cells:
        click(app, cell_center(app, c))
    assert len(game(app).selection) == 2
    n = len(s.match.moves)
    press(app, "stop")  # labelled "Fence these cells (2)" while cells are selected
    assert s.match.moves[n] == move
    settle_ag(app)
    assert type(s.state.pending[-1]).__name__ == "BuildFences"  # still fencing: more pastures may follow
    assert not game(app).selection and game(app).stop_label() == "Stop"  # the fenced cells let go


def test_a_person_dropped_on_an_occupied_space_changes_nothing_and_says_why(app):
    tb = start_ag(app, ["human", "random"], seed=11)
    s = tb.session
    reach(app, tb, lambda st: deciding("PlaceWorker")(st) and any(o >= 0 for o in st.occ))
    taken = next(sp for sp in s.state.board if s.state.occ[sp] >= 0)
    name = s.state.t.space_ids[taken]
    key, moves = s.state.key(), len(s.match.moves)
    box = next(b for tg, b in game(app).controls.targets(s.state, 0, ("person",)) if tg == ("space", name))
    drag(app, piece_center(app, ("person",)), center(box))
    assert s.state.key() == key and len(s.match.moves) == moves
    assert "already" in tb.toast
    drag(app, piece_center(app, ("person",)), (1500, 40))  # onto no target at all: it slides back
    assert s.state.key() == key and tb.slide is not None


def test_a_click_on_a_space_places_a_person_there(app):
    tb = start_ag(app, ["human", "random"], seed=11)
    s = tb.session
    reach(app, tb, deciding("PlaceWorker"))
    move = next(m for m in s.state.legal_moves() if isinstance(m, Place))
    n = len(s.match.moves)
    click(app, piece_center(app, ("space", move.space)))
    assert s.match.moves[n] == move


def sowing(st, m):
    if m.kind == "place":
        return m.space in ("grain", "plow", "sow_bake", "plow_sow")
    return m.kind not in ("stop", "finish")


def test_grain_dragged_onto_a_field_sows_it_there(app):
    tb = start_ag(app, ["human", "random"], seed=4)
    s = tb.session
    reach(app, tb, lambda st: deciding("Sow")(st) and any(m.kind == "sow_field" and m.crop == "grain"
                                                           for m in st.legal_moves()), sowing, seed=5, limit=1500)
    move = next(m for m in s.state.legal_moves() if m.kind == "sow_field" and m.crop == "grain")
    n = len(s.match.moves)
    drag(app, piece_center(app, ("good", "grain")), cell_center(app, move.cell))
    assert s.match.moves[n] == move


def test_the_feeding_panel_plays_the_engines_proposal_then_feeds(app):
    tb = start_ag(app, ["human", "random"], seed=11)
    s = tb.session
    state = s.state

    def ready(st):
        d = st.pending[-1] if st.pending else None
        return deciding("RaiseFood")(st) and d.beg and food.proposal(st, 0, d.need, True)
    reach(app, tb, ready, lambda st, m: m.kind != "convert" and m.kind in ("place", "choose_goods")
          and getattr(m, "space", "grain") in ("grain", "vegetable", "day_laborer", "wood_3", "clay_1", "reed_1"),
          seed=3, limit=2000)
    state = s.state
    d = state.pending[-1]
    plan = food.proposal(state, 0, d.need, True)
    n = len(s.match.moves)
    click(app, piece_center(app, ("propose",)))
    settle_ag(app)
    for _ in range(len(plan) + 2):
        app.step(0.05, [])
        settle_ag(app)
    assert s.match.moves[n:n + len(plan)] == plan
    if s.human_to_move() and deciding("RaiseFood")(s.state):
        click(app, piece_center(app, ("feed",)))
        assert s.match.moves[-1].kind == "feed"


def test_hover_texts_give_the_score_estimate_and_name_spaces(app):
    tb = start_ag(app, ["human", "random", "random"], seed=2)
    g = game(app)
    head = g.layout.main_farm().box("header")
    text = g.tooltip(center(head))
    assert text is not None and "Score if the game ended now" in text and "Unused farmyard spaces" in text
    st = tb.session.state
    assert str(sum(st.breakdown()[g.farm_seat()].values())) in text
    assert "wood" in g.tooltip(center(g.layout.space_box("wood_3")))
    assert "Round 14" in g.tooltip(center(g.layout.round_box(14)))


def test_hovering_a_panel_shows_that_farm_and_a_click_keeps_it(app):
    tb = start_ag(app, ["human", "random", "random", "random", "random"], seed=2)
    g = game(app)
    other = g.others()[1]
    pos = screen(app, center(g.layout.box("other_1")))
    app.step(0.016, [ev(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])
    assert g.farm_seat() == other
    tb.draw(app.screen)
    assert g.view_model["farm_seat"] == other


def test_undo_takes_back_a_placement(app):
    tb = start_ag(app, ["human", "random"], seed=11)
    s = tb.session
    reach(app, tb, deciding("PlaceWorker"))
    key = s.state.key()
    move = next(m for m in s.state.legal_moves() if m.space == "grain") if any(
        m.space == "grain" for m in s.state.legal_moves()) else s.state.legal_moves()[0]
    perform(app, move)
    settle_ag(app)
    press(app, "undo")
    settle_ag(app)
    assert s.state.key() == key


def test_save_and_resume_at_the_agricola_table(app):
    tb = start_ag(app, ["human", "random"], seed=11)
    s = tb.session
    reach(app, tb, lambda st: deciding("PlaceWorker")(st) and st.round >= 2)
    s.flush()
    h = s.state.state_hash()
    assert latest() is not None
    app.stack.reset(TitleScene(app))
    press(app, "continue")
    app.stack.top.open(0)  # the newest unfinished game
    top = app.stack.top
    assert isinstance(top, TableScene) and top.session.state.state_hash() == h
    assert top.session.match.game.id == "agricola"


def test_walk_sweeps_every_cell_only_through_the_pasture():
    path = walk([3, 4, 9, 8])
    assert set(path) == {3, 4, 9, 8}
    for a, b in zip(path, path[1:], strict=False):
        assert abs(a - b) in (1, 5)


def test_any_outlined_shape_is_asked_as_its_own_fence_move(app, monkeypatch):
    """The gesture never picks from the engine's candidates: a shape the engine may not list (six cells,
    not a rectangle) is still asked as the Fence move of exactly those cells; the engine answers."""
    tb = at_fencing(app)
    asked: list = []
    real = tb.resolve
    monkeypatch.setattr(tb, "resolve", lambda moves, drag=None: (asked.append(list(moves)), real(moves, drag)))
    from .ag_helpers import outline
    cells = ["r1c2", "r1c3", "r1c4", "r1c5", "r2c4", "r2c5"]
    outline(app, cells)
    assert asked and asked[-1] == [Fence(tuple(cells))]


def test_the_hint_lights_where_a_move_is_made(app):
    """A placement lights the people and the space; a pasture its cells (the table's own gestures)."""
    tb = start_ag(app, ["human", "random"], seed=11)
    s = tb.session
    reach(app, tb, deciding("PlaceWorker"))
    g = game(app)
    move = s.state.legal_moves()[0]
    spots = g.move_spots(move)
    assert g.piece_box(("person",)) in spots and g.piece_box(("space", move.space)) in spots
    cells = ("r1c4", "r1c5")
    place = g.layout.main_farm()
    assert g.move_spots(Fence(cells)) == [place.cell(3), place.cell(4)]
