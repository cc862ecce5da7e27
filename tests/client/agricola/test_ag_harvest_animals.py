"""The harvest as its own sequence (1. Fields, 2. Feeding, 3. Breeding, in order, with each seat's crops and
newborns as the engine's events said), and animals by hand: a drag between places changes only the shown
arrangement when the engine says it holds, slides back with the engine's reason when it does not; dragging
the animals that do not fit off the farm (to the cooker, or away) plays exactly the engine's Keep; an animal
dropped on the cooker while feeding plays the engine's Convert."""
from __future__ import annotations

import os

import pygame

from client.games.agricola.animals_view import away_box, owned_boxes
from client.games.agricola.harvest_show import STEPS
from client.scenes.table import TableScene
from engine.games.agricola import farm, majors
from engine.games.agricola.animals import HouseAnimals
from engine.games.agricola.data import NG
from engine.games.agricola.moves import Convert, Keep, Place
from engine.games.agricola.round import FLOW

from ..helpers import center, drag, ev, screen
from .ag_helpers import game, settle_ag, start_ag
from .test_ag_table import reach

SHEEP, BOAR, CATTLE = 7, 8, 9


def cells(*names):
    out = 0
    for n in names:
        out |= 1 << farm.CELL_INDEX[n]
    return out


def fence(s, seat, *groups, stables=()):
    """Scenario set-up (not a rule): pastures on a farm."""
    for group in groups:
        s.fences[seat] |= farm.boundary(cells(*group))
    for name in stables:
        s.stables[seat] |= cells(name)
    s.farm_changed(seat)


def own(s, seat, major):
    i = s.t.major_index[major]
    for g in (0, 1, 3):
        s.goods[NG * seat + g] += 10
    majors.buy(s, seat, i, -1)
    for g in (0, 1, 3):
        s.goods[NG * seat + g] = 0


def changed(tb):
    """The set-up changed the position: the table's per-position caches see a new one."""
    tb.session.generation += 1


def placing(st):
    return st.pending and type(st.pending[-1]).__name__ == "PlaceWorker" and st.pending[-1].seat == 0


def shot(app, name):
    """Screenshots for a person to look at (AG_SHOTS=dir)."""
    where = os.environ.get("AG_SHOTS")
    if where:
        app.screenshot(os.path.join(where, name))


def held_drag(app, src, dst, name):
    """A drag, with a look (`shot`) while the animal is held over the target."""
    a, b = screen(app, src), screen(app, dst)
    mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
    app.step(0.016, [ev(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
                     ev(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
                     ev(pygame.MOUSEMOTION, pos=b, rel=(1, 1), buttons=(1, 0, 0))])
    shot(app, name)
    app.step(0.016, [ev(pygame.MOUSEBUTTONUP, pos=b, button=1)])


# --- the harvest ----------------------------------------------------------------------------------------------
def last_placement(st):
    """Round 4, the human's last person, the bot's all placed: the next placement starts the harvest."""
    return placing(st) and st.round == 4 and st.avail[0] == 1 and st.avail[1] == 0


def quiet_place(st):
    """A placement that asks nothing more (so the harvest follows it at once)."""
    for m in st.legal_moves():
        if isinstance(m, Place):
            c = st.clone()
            c.apply(m)
            if FLOW.name(c) != "work":  # nothing more asked: the round's work is over
                return m
    raise AssertionError("no quiet placement")


def prefer_people_first(st, m):
    return m.kind != "place" or m.space in ("day_laborer", "fishing", "grain", "clay_1", "reed_1", "wood_3")


def test_the_harvest_shows_fields_feeding_breeding_in_order_with_crops_and_newborns(app):
    tb = start_ag(app, ["human", "random"], seed=5)
    s = tb.session
    reach(app, tb, last_placement, prefer_people_first, seed=4, limit=900)
    st = s.state
    free = [c for c in range(farm.CELLS) if not (st.rooms[0] | st.fields[0] | st.stables[0] | st.fenced(0)) >> c & 1]
    a, b = free[0], free[1]
    for seat in (0, 1):  # scenario set-up: enough food (feeding pays itself), crops, animals
        st.goods[NG * seat + 6] = 20
        for g in (SHEEP, BOAR, CATTLE):
            st.goods[NG * seat + g] = 0
    st.fields[0] |= 1 << a | 1 << b
    st.crop[a], st.crop_n[a] = 4, 3  # grain
    st.crop[b], st.crop_n[b] = 5, 2  # vegetables
    fence(st, 0, ("r1c4", "r1c5"))  # room for 4: 3 sheep breed
    st.goods[SHEEP] = 3
    fence(st, 1, ("r1c5",))  # room for 2 and the pet: 2 boar and a cow, the young boar has no room
    st.goods[NG + BOAR], st.goods[NG + CATTLE] = 2, 1
    changed(tb)
    g = game(app)
    assert s.try_play(quiet_place(st)) is None
    steps, rows = [], {}
    for _ in range(400):
        app.step(0.05, [])
        if g.show.open and (not steps or steps[-1] != g.show.step):
            steps.append(g.show.step)
            shot(app, f"harvest_{g.show.step}.png")
        if g.show.open and g.show.step == 3:
            rows = {seat: r for seat, r in g.show.rows.items()}
        if steps and not g.show.open:
            break
    assert steps == [1, 2, 3] and g.show.seen == [1, 2, 3]
    assert not g.show.open and s.state.round == 5  # the table returns
    assert (rows[0].grain, rows[0].vegetable) == (1, 1) and rows[0].fed and rows[0].food > 0
    assert rows[0].bred == ["sheep"] and s.state.goods[SHEEP] == 4
    assert rows[1].bred == [] and len(rows[1].notes) == 1
    assert "boar" in rows[1].notes[0].en  # the engine's words on the young that had no room


def test_undo_during_a_harvest_step_leaves_no_harvest_sprites_and_the_keyboard_finds_the_feeding_panel(app):
    tb = start_ag(app, ["human", "random"], seed=5)
    s = tb.session
    reach(app, tb, lambda st: st.pending and type(st.pending[-1]).__name__ == "RaiseFood"
          and st.pending[-1].seat == 0 and st.pending[-1].beg, seed=4, limit=900)
    g = game(app)
    app.step(0.016, [])
    assert g.show.open and g.show.step == 2
    kinds = {p[0] for p, _b in g.pieces()}
    assert "feed" in kinds  # the keyboard path reaches the feeding panel during the harvest
    shot(app, "harvest_feeding_own.png")
    # the board under the feeding panel is hidden, and so are its spaces' tooltips; the farm's are not
    assert g.tooltip(center(g.layout.space_box("wood_3"))) is None
    assert "Well" in g.tooltip(center(g.layout.major_box("well")))
    tb.undo()
    settle_ag(app)
    app.step(0.016, [])
    assert g.show.open == (FLOW.name(s.state) in STEPS)  # the show follows the engine after an undo
    assert not g.anim.sprites


# --- animals by hand ------------------------------------------------------------------------------------------
def at_placing(app):
    tb = start_ag(app, ["human", "random"], seed=3)
    reach(app, tb, placing, seed=2)
    return tb


def animal_at(app, species):
    g = game(app)
    seat = g.acting()
    return next(p for p, _b in g.animals.pieces(seat) if g.animals.hand.species(g.session, seat, p) == species)


def piece_box(app, piece):
    return next(b for p, b in game(app).animals.pieces(game(app).acting()) if p == piece)


def place_cell(app, j):
    from client.games.agricola.animals_view import place_cells
    g = game(app)
    return center(g.layout.main_farm().cell(place_cells(g.session.state, 0)[j][0]))


def test_a_rearrangement_that_fits_changes_the_shown_arrangement_and_nothing_in_the_game(app):
    tb = at_placing(app)
    s = tb.session
    st = s.state
    fence(st, 0, ("r1c4", "r1c5"), ("r2c5",))  # pastures of 4 (place 0) and 2 (place 1), then the pet
    st.goods[SHEEP] = 3
    changed(tb)
    g = game(app)
    before = g.animals.shown(0)
    assert before == ((3, 0, 0), (0, 0, 0), (0, 0, 0))
    key, moves = st.key(), len(s.match.moves)
    drag(app, center(piece_box(app, ("animal", 0))), place_cell(app, 1))
    assert g.animals.shown(0) == ((2, 0, 0), (1, 0, 0), (0, 0, 0))
    assert st.key() == key and len(s.match.moves) == moves
    assert g.paint_piece(None, ("animal", 0), (0, 0, 1, 1))  # it went: nothing slides back home
    g.piece_at(center(piece_box(app, ("animal", 0))))
    assert not g.paint_piece(None, ("animal", 0), (0, 0, 1, 1))  # picked up again: drawn in the hand
    drag(app, center(piece_box(app, ("animal", 0))), place_cell(app, 2))  # one into the house as the pet
    assert g.animals.shown(0) == ((1, 0, 0), (1, 0, 0), (1, 0, 0))
    assert st.key() == key
    shot(app, "animals_rearranged.png")


def test_a_rearrangement_over_capacity_slides_back_with_the_engines_reason_and_changes_nothing(app):
    tb = at_placing(app)
    s = tb.session
    st = s.state
    fence(st, 0, ("r1c4", "r1c5"), ("r2c5",))
    st.goods[SHEEP], st.goods[BOAR] = 4, 2  # sheep fill the 4, boar the 2
    changed(tb)
    g = game(app)
    before = g.animals.shown(0)
    sheep_place = next(j for j, v in enumerate(before) if v[0] == 4)
    boar_place = next(j for j, v in enumerate(before) if v[1] == 2)
    key = st.key()
    drag(app, center(piece_box(app, ("animal", sheep_place))), place_cell(app, boar_place))
    assert g.animals.shown(0) == before and st.key() == key
    assert tb.slide is not None  # it slides back home
    assert "one kind" in tb.toast  # the engine's reason: a pasture holds one kind of animal
    boar = ("animal", boar_place)
    drag(app, center(piece_box(app, boar)), place_cell(app, sheep_place))
    assert g.animals.shown(0) == before and "one kind" in tb.toast


def test_the_full_pasture_reason_names_its_capacity(app):
    tb = at_placing(app)
    st = tb.session.state
    fence(st, 0, ("r1c4", "r1c5"), ("r2c5",))
    st.goods[SHEEP] = 4
    changed(tb)
    g = game(app)
    g.animals.hand.keep_shown(0, ((2, 0, 0), (2, 0, 0), (0, 0, 0)))
    assert g.animals.shown(0) == ((2, 0, 0), (2, 0, 0), (0, 0, 0))
    key = st.key()
    drag(app, center(piece_box(app, ("animal", 0))), place_cell(app, 1))
    assert g.animals.shown(0) == ((2, 0, 0), (2, 0, 0), (0, 0, 0)) and st.key() == key
    assert "at most 2" in tb.toast


def keeping_sheep_and_boar(app, cooker=True):
    """The human to keep: a sheep and a boar with room for one (the pet), maybe with a Fireplace."""
    tb = at_placing(app)
    s = tb.session
    st = s.state
    if cooker:
        own(st, 0, "fireplace_2")
    st.goods[SHEEP], st.goods[BOAR] = 1, 1
    st.pending.append(HouseAnimals(0))
    changed(tb)
    settle_ag(app)
    assert sorted(st.legal_moves(), key=str) == sorted([Keep(1, 0, 0), Keep(0, 1, 0)], key=str)
    return tb


def test_dragging_the_surplus_to_the_cooker_plays_exactly_the_keep(app):
    tb = keeping_sheep_and_boar(app)
    s = tb.session
    g = game(app)
    food = s.state.goods[6]
    assert isinstance(app.stack.top, TableScene)  # no popup: the animals are dragged
    shot(app, "animals_keep.png")
    assert away_box(g.layout) in g.move_spots(Keep(1, 0, 0))  # a hint shows where a keep is made
    assert {p[0] for p, _b in g.pieces()} >= {"surplus", "animal"}  # the keyboard reaches them too
    surplus = next(p for p, _b in g.animals.pieces(0) if p[0] == "surplus")
    species = g.animals.hand.species(s, 0, surplus)
    cooker = dict(owned_boxes(s.state, 0, g.layout.main_farm().box("owned")))["fireplace_2"]
    n = len(s.match.moves)
    held_drag(app, center(piece_box(app, surplus)), center(cooker), "animals_keep_drag.png")
    want = Keep(0, 1, 0) if species == 0 else Keep(1, 0, 0)
    assert s.match.moves[n:] == [want]
    assert s.state.goods[6] == food + majors.cook_rate(s.state, 0, SHEEP + species)[0] or s.state.goods[6] > food


def test_dragging_the_pet_away_keeps_the_other_animal(app):
    tb = keeping_sheep_and_boar(app, cooker=False)
    s = tb.session
    g = game(app)
    housed = next(p for p, _b in g.animals.pieces(0) if p[0] == "animal")
    species = g.animals.hand.species(s, 0, housed)
    n = len(s.match.moves)
    drag(app, center(piece_box(app, housed)), center(away_box(g.layout)))
    assert s.match.moves[n:] == [Keep(0, 1, 0) if species == 0 else Keep(1, 0, 0)]


def test_a_drop_that_would_give_up_more_than_a_keep_allows_is_refused_by_the_engine(app):
    tb = at_placing(app)
    s = tb.session
    st = s.state
    fence(st, 0, ("r1c5",))  # room 2 and the pet
    st.goods[SHEEP], st.goods[BOAR] = 3, 1
    st.pending.append(HouseAnimals(0))
    changed(tb)
    settle_ag(app)
    keeps = {(m.sheep, m.boar, m.cattle) for m in st.legal_moves()}
    assert keeps == {(3, 0, 0), (2, 1, 0)}
    g = game(app)
    n = len(s.match.moves)
    sheep = animal_at(app, 0)
    drag(app, center(piece_box(app, sheep)), center(away_box(g.layout)))  # 2 sheep and a boar left: a keep
    assert s.match.moves[n:] == [Keep(2, 1, 0)]


def test_an_animal_dropped_on_the_cooker_while_feeding_is_the_engines_convert(app):
    tb = start_ag(app, ["human", "random"], seed=5)
    s = tb.session
    reach(app, tb, lambda st: st.pending and type(st.pending[-1]).__name__ == "RaiseFood"
          and st.pending[-1].seat == 0 and st.pending[-1].beg, seed=4, limit=900)
    st = s.state
    if not any(st.major_owner[i] == 0 and m.id.startswith(("fireplace", "cooking")) for i, m in enumerate(st.t.majors)):
        own(st, 0, "fireplace_2")
    st.goods[6] = 0
    fence(st, 0, ("r1c4", "r1c5"))
    st.goods[SHEEP] = 2
    changed(tb)
    settle_ag(app)
    g = game(app)
    legal = [m for m in st.legal_moves() if isinstance(m, Convert) and m.good == "sheep"]
    assert legal
    cooker = dict(owned_boxes(st, 0, g.layout.main_farm().box("owned")))[legal[0].major]
    n = len(s.match.moves)
    drag(app, center(piece_box(app, animal_at(app, 0))), center(cooker))
    assert s.match.moves[n:] == [legal[0]]
    assert st.goods[SHEEP] == 1 and g.animals.shown(0)[0] == (1, 0, 0)


def test_a_game_resumed_while_feeding_shows_the_harvest_at_its_feeding_step(app):
    from client.scenes.title import TitleScene
    from client.session.unfinished import latest

    from ..helpers import press
    tb = start_ag(app, ["human", "random"], seed=5)
    s = tb.session
    reach(app, tb, lambda st: st.pending and type(st.pending[-1]).__name__ == "RaiseFood"
          and st.pending[-1].seat == 0 and st.pending[-1].beg, seed=4, limit=900)
    s.flush()
    assert latest() is not None
    seen = {seat: (r.grain, r.vegetable, r.harvested, r.fed) for seat, r in game(app).show.rows.items()}
    app.stack.reset(TitleScene(app))
    press(app, "continue")
    app.stack.top.open(0)  # the newest unfinished game
    settle_ag(app)
    g = game(app)
    app.step(0.016, [])
    assert g.show.open and g.show.step == 2 and "feed" in {p[0] for p, _b in g.pieces()}
    # the rows say what the fields gave and who has eaten, as before the game was closed
    assert {seat: (r.grain, r.vegetable, r.harvested, r.fed) for seat, r in g.show.rows.items()} == seen
    assert any(r.harvested for r in g.show.rows.values())


def feeding_short(app):
    """Seat 0 feeds in a harvest with 1 food and 1 grain: short, with a conversion to offer."""
    tb = start_ag(app, ["human", "random"], seed=5)
    reach(app, tb, lambda st: st.pending and type(st.pending[-1]).__name__ == "RaiseFood"
          and st.pending[-1].seat == 0 and st.pending[-1].beg, seed=4, limit=900)
    st = tb.session.state
    for g in range(NG):
        st.goods[g] = 0
    st.goods[6], st.goods[4] = 1, 1  # 1 food, 1 grain (grain → 1 food raw)
    changed(tb)
    return tb, st.pending[-1].need


def test_feeding_short_asks_first_with_the_begging_cost_and_the_conversion_that_helps(app, monkeypatch):
    from client.ui.paint import Painter
    tb, need = feeding_short(app)
    drawn: list[str] = []
    real = Painter.text

    def spy(self, surface, s, *a, **kw):
        drawn.append(s)
        return real(self, surface, s, *a, **kw)

    monkeypatch.setattr(Painter, "text", spy)
    g = game(app)
    g.invalidate_static()
    app.invalidate()
    app.step(0.016, [])
    short = need - 1
    assert tb.session.human_to_move()  # nothing is taken yet: the seat is asked
    assert any(f"You are {short} food short: {short} begging cards, −{3 * short} points" in x for x in drawn), drawn
    assert any("Proposed: convert" in x and "grain" in x for x in drawn)  # the conversion that avoids one
    assert f"Feed: {short} begging cards (−{3 * short} points)" in drawn
    assert Convert(4, 0) in tb.session.state.legal_moves() or any(
        isinstance(m, Convert) and m.good == "grain" for m in tb.session.state.legal_moves())


def test_the_summary_stays_until_clicked_away_and_the_next_round_waits_for_it(app):
    tb, _need = feeding_short(app)
    g = game(app)
    s = tb.session
    feed = next(m for m in s.state.legal_moves() if m.kind == "feed")
    rnd = s.state.round  # the harvest's round, before the feed ends it
    assert s.try_play(feed) is None
    shown = 0.0
    for _ in range(400):  # two seconds at the tests' animation speed (4): the summary still holds
        app.step(0.05, [])
        if g.show.open and g.show.step == 3:
            shown += 0.05
            if shown >= 0.5:
                break
    assert g.show.open and g.show.step == 3 and tb.tweener.blocking()
    # the engine is in the next round, but nobody has placed in it while the harvest is on screen
    assert s.state.round == rnd + 1 and all(x < 0 for x in s.state.occ)
    row = g.show.rows[0]
    assert row.begging > 0 and row.points == -3 * row.begging
    from ..helpers import click
    click(app, center(g.layout.box("harvest")))
    for _ in range(40):
        app.step(0.05, [])
        if not g.show.open:
            break
    assert not g.show.open  # clicked away: the table goes on
def test_animals_that_come_or_go_change_the_kept_arrangement_as_little_as_the_engine_allows(app):
    tb = at_placing(app)
    st = tb.session.state
    fence(st, 0, ("r1c4", "r1c5"), ("r2c5",))  # pastures of 4 and 2, the pet
    st.goods[SHEEP] = 3
    changed(tb)
    g = game(app)
    g.animals.hand.keep_shown(0, ((1, 0, 0), (2, 0, 0), (0, 0, 0)))
    st.goods[SHEEP] = 4  # a young one: it joins its kind where the engine says there is room
    assert g.animals.shown(0) == ((2, 0, 0), (2, 0, 0), (0, 0, 0))
    st.goods[SHEEP], st.goods[BOAR] = 5, 1  # one more of each: the second pasture is full, the boar is the pet
    assert g.animals.shown(0) == ((3, 0, 0), (2, 0, 0), (0, 1, 0))
    st.goods[SHEEP] = 2  # gone: from the smaller places first
    assert sum(v[0] for v in g.animals.shown(0)) == 2 and g.animals.shown(0)[2] == (0, 1, 0)


def test_the_proposal_counts_one_vegetable_in_the_singular():
    from client.games.agricola.harvest import proposal_text
    from client.i18n import set_lang
    from engine.games.agricola.data import GRAIN, VEG
    from engine.games.agricola.moves import CONVERT_RAW
    grain, veg = CONVERT_RAW[GRAIN], CONVERT_RAW[VEG]
    assert proposal_text([grain, grain, veg]) == "2 grain, 1 vegetable"
    assert proposal_text([veg, veg]) == "2 vegetables"
    set_lang("ja")
    try:
        assert proposal_text([veg]) == "野菜1"
    finally:
        set_lang("en")


def test_begging_with_nothing_to_convert_is_said_and_waits_for_the_player(app, monkeypatch):
    """Nothing to convert: the engine takes the begging cards without a decision; the feeding step says so
    and holds (the table does not go on) until the player clicks."""
    from client.ui.paint import Painter
    from engine.games.agricola.data import GOODS
    tb = start_ag(app, ["human", "random"], seed=5)
    s = tb.session
    reach(app, tb, last_placement, prefer_people_first, seed=4, limit=900)
    st = s.state
    for g in range(NG):  # scenario set-up: seat 0 has nothing at all, seat 1 food enough
        st.goods[g] = 0
    st.goods[NG + GOODS.index("food")] = 20
    st.fields[0] = 0
    changed(tb)

    def begs(m):
        c = st.clone()
        c.apply(m)
        return FLOW.name(c) != "work" and c.begging[0] > 0

    move = next(m for m in st.legal_moves() if isinstance(m, Place) and begs(m))
    drawn: list[str] = []
    real = Painter.text

    def spy(self, surface, text, *a, **kw):
        drawn.append(text)
        return real(self, surface, text, *a, **kw)

    monkeypatch.setattr(Painter, "text", spy)
    g = game(app)
    assert s.try_play(move) is None
    for _ in range(400):  # twenty seconds at the tests' animation speed: it still waits
        app.step(0.05, [])
    row = g.show.rows[0]
    shot(app, "harvest_begged.png")
    assert g.show.open and g.show.step == 2 and g.show.waiting and tb.tweener.blocking()
    assert row.begging > 0 and s.state.begging[0] == row.begging
    said = f"P1: {row.begging} food short with nothing left to convert, so {row.begging} begging cards " \
           f"(−{3 * row.begging} points)"
    assert said in drawn, [x for x in drawn if "short" in x]
    assert all(x < 0 for x in s.state.occ)  # nobody has placed in the next round
    from ..helpers import click
    click(app, center(g.layout.box("harvest")))
    for _ in range(400):
        app.step(0.05, [])
        if not g.show.open:
            break
    assert not g.show.open and not g.show.waiting  # read and clicked away: the table goes on
