"""Agricola's full game at the table: the draft's pick gesture is exactly the PickCards move (and its click
alternative), a card dragged from the hand is exactly the PlayCard move, an illegal drop changes nothing
and says why, the card decisions open a popup, and no seat's screen (hand, tooltips, log) shows another
seat's hand or pack."""
from __future__ import annotations

import random
import re

import pytest

from client.scenes.choice import ChoicePopup
from engine.games.agricola.card_moves import PickCards, PlayCard

from ..coal_baron.cb_helpers import choose_in_popup, close_popups
from ..helpers import center, click, drag
from .ag_helpers import game, piece_center, settle_ag
from .agc_helpers import kept_center, perform_card, start_agc


def top_name(s):
    return type(s.pending[-1]).__name__ if s.pending else ""


def reach(app, tb, done, prefer=None, seed=1, limit=800):
    """Human moves straight into the session (only the gesture under test is by mouse) until `done`."""
    s = tb.session
    rng = random.Random(seed)
    for _ in range(limit):
        settle_ag(app)
        if s.human_to_move() and done(s.state):
            close_popups(app)
            return
        if s.human_to_move():
            legal = s.state.legal_moves()
            chosen = [m for m in legal if prefer and prefer(s.state, m)] or legal
            close_popups(app)
            assert s.try_play(rng.choice(chosen)) is None
        else:
            app.step(0.05, [])
    raise AssertionError("never reached")


def at_draft(app, seats=("human", "random", "random")):
    tb = start_agc(app, list(seats), seed=5)
    assert top_name(tb.session.state) == "DraftPick" and tb.session.human_to_move()
    return tb


def test_dragging_an_occupation_then_a_minor_onto_the_kept_row_is_exactly_that_pick(app):
    tb = at_draft(app)
    s, g = tb.session, game(app)
    k = s.state.k
    occ = next(k.ct.cards[c].id for c in k.packs[0] if k.ct.cards[c].occupation)
    minor = next(k.ct.cards[c].id for c in k.packs[0] if not k.ct.cards[c].occupation)
    n = len(s.match.moves)
    drag(app, piece_center(app, ("pack", occ)), kept_center(app))
    assert len(s.match.moves) == n and g.draft.chosen == {True: occ}  # chosen, nothing played yet
    drag(app, piece_center(app, ("pack", minor)), kept_center(app))
    assert s.match.moves[n] == PickCards(occ, minor)
    assert g.draft.chosen == {}


def test_a_click_on_a_pack_card_offers_its_pairs_and_the_popup_picks(app):
    tb = at_draft(app)
    s = tb.session
    k = s.state.k
    occ = next(k.ct.cards[c].id for c in k.packs[0] if k.ct.cards[c].occupation)
    minors = [k.ct.cards[c].id for c in k.packs[0] if not k.ct.cards[c].occupation]
    n = len(s.match.moves)
    click(app, piece_center(app, ("pack", occ)))
    popup = app.stack.top
    assert isinstance(popup, ChoicePopup) and set(popup.moves) == {PickCards(occ, m) for m in minors}
    assert choose_in_popup(app, PickCards(occ, minors[-1]))
    assert s.match.moves[n] == PickCards(occ, minors[-1])


def test_a_drop_off_the_kept_row_changes_nothing(app):
    tb = at_draft(app)
    s, g = tb.session, game(app)
    k = s.state.k
    occ = next(k.ct.cards[c].id for c in k.packs[0] if k.ct.cards[c].occupation)
    n, key = len(s.match.moves), s.state.key()
    drag(app, piece_center(app, ("pack", occ)), center(g.layout.box("log")))
    assert len(s.match.moves) == n and s.state.key() == key and g.draft.chosen == {}


def to_lessons(app):
    """A drafted game up to the human playing an occupation (the first one is free on Lessons)."""
    tb = start_agc(app, ["human", "random", "random"], seed=5)

    def prefer(st, m):
        if m.kind == "place":
            return m.space == "occupation_1"
        return m.kind not in ("stop", "finish")
    reach(app, tb, lambda st: top_name(st) == "PlayCards" and st.pending[-1].seat == 0, prefer, seed=3)
    return tb


def test_dragging_a_lit_card_onto_the_played_cards_is_exactly_that_play(app):
    tb = to_lessons(app)
    s, g = tb.session, game(app)
    legal = [m for m in s.state.legal_moves() if isinstance(m, PlayCard)]
    assert legal and g.playable() == {m.card for m in legal}
    move = legal[0]
    tip = g.tooltip(center(g.piece_box(("card", move.card))))
    assert tip is not None and "Playing it now costs" in tip  # the cost before the drag
    n = len(s.match.moves)
    perform_card(app, move)
    assert s.match.moves[n] == move
    settle_ag(app)
    assert s.state.k.ct.index[move.card] in s.state.k.played[0]


def test_an_illegal_card_drop_changes_nothing_and_says_why(app):
    tb = to_lessons(app)
    s, g = tb.session, game(app)
    k = s.state.k
    minors = [k.ct.cards[c].id for c in k.hand[0] if not k.ct.cards[c].occupation]  # Lessons plays occupations
    assert minors
    n, key = len(s.match.moves), s.state.key()
    drag(app, piece_center(app, ("card", minors[0])), center(g.layout.main_farm().box("played")))
    assert len(s.match.moves) == n and s.state.key() == key
    assert "cannot play that card" in tb.toast


def drawn_texts(app, tb):
    """Every text painted while the table is drawn afresh, and every hover text of its pieces and zones."""
    painted: list[str] = []
    inside: list[bool] = []  # the lines of a wrapped text are the text itself (recorded once, whole)
    from client.ui.paint import Painter
    real_text, real_wrapped = Painter.text, Painter.wrapped

    def text(self, surf, s, *a, **k):
        if not inside:
            painted.append(s)
        return real_text(self, surf, s, *a, **k)

    def wrapped(self, surf, s, *a, **k):
        painted.append(s)
        inside.append(True)
        try:
            real_wrapped(self, surf, s, *a, **k)
        finally:
            inside.pop()
    g = tb.game
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Painter, "text", text)
        mp.setattr(Painter, "wrapped", wrapped)
        g.invalidate_static()
        tb.draw(app.screen)
    for x in range(0, 1920, 24):
        for y in range(0, 1080, 24):
            tip = g.tooltip((x, y))
            if tip:
                painted.append(tip)
    return painted


def secrets_of_others(s, seat):
    k = s.k
    cards = k.ct.cards
    hidden = set()
    for q in range(s.num_players):
        if q != seat:
            hidden |= {c for c in k.hand[q] if c not in k.shown} | set(k.packs[q])
    mine = set(k.hand[seat]) | set(k.packs[seat]) | {c for cs in k.played for c in cs}
    return [(cards[c].en, cards[c].ja, cards[c].id) for c in hidden - mine]


@pytest.mark.parametrize("when", ["draft", "play"])
def test_no_seat_sees_another_seats_hand_or_pack(app, when):
    tb = at_draft(app) if when == "draft" else to_lessons(app)
    secret = secrets_of_others(tb.session.state, 0)
    assert secret
    texts = drawn_texts(app, tb)
    names = {x for en, ja, _ in secret for x in (en, ja)}
    assert not names & set(texts)  # no chip, card or row names a secret card
    ids = re.compile(r"\b(" + "|".join(ident for _, _, ident in secret) + r")\b")
    assert not any(ids.search(x) for x in texts)  # nor does any hover text (a card's tip gives its id)
    assert not any(f"{en}  ·" in x or f"{ja}  ·" in x for x in texts for en, ja, _ in secret)
    every = {x for c in tb.session.state.k.ct.cards for x in (c.en, c.ja)}
    for entry in tb.session.log:  # the log: another seat's deal and picks read as hidden, naming no card
        if entry.private_to not in (None, 0):
            for lang in ("en", "ja"):
                line = entry.text_for(0, lang)
                assert line == entry.hidden.text(lang) and not any(name in line for name in every), line
    own = tb.session.state.k
    mine = own.hand[0] or own.packs[0]
    assert {own.ct.cards[c].en for c in mine} <= set(texts)  # the viewer's own cards are drawn


def test_every_decision_that_asks_opens_a_popup_unless_it_has_a_gesture():
    """Every decision of the engine that asks the seat something (a prompt of its own) is a popup of its moves
    unless the table has a gesture for it: so the offers of cards added later (Merchant's second improvement,
    Master Forester's fee, Stone Carrier's extra stone, Fisherman's double take) are playable at once. The
    free room is a click on the farmyard like any room."""
    import importlib
    import pkgutil

    import engine.games.agricola as pkg
    from client.games.agricola.controls import AGControls
    from client.games.agricola.model import HOW, opens_popup
    from engine.core.decisions import Decision
    from engine.games.agricola.card_decisions import FreeRoom
    asks = {}
    for info in pkgutil.iter_modules(pkg.__path__):
        mod = importlib.import_module(f"engine.games.agricola.{info.name}")
        asks.update({name: obj for name, obj in vars(mod).items() if isinstance(obj, type)
                     and issubclass(obj, Decision) and obj.__module__ == mod.__name__ and "PROMPT" in vars(obj)})
    assert set(HOW) <= set(asks)  # every gesture names a decision the engine has
    popups = {name for name, cls in asks.items() if opens_popup(cls.__new__(cls))}
    assert popups == set(asks) - set(HOW)
    assert {"PlayAgain", "PayFee", "BuyExtra", "DoubleTake", "SpaceAction", "GainChoice"} <= popups
    assert not popups & {"PlaceWorker", "BuildFences", "PlayCards", "DraftPick", "FreeRoom", "HouseAnimals"}

    class S:
        pending = [FreeRoom(0)]
    assert [m.cell for m in AGControls.cell_moves(S, 3)] == ["r1c4"]


def test_hot_seat_draws_a_pack_only_for_its_seat_once_the_curtain_is_lifted(app):
    """Two people at one screen: behind the curtain the draft shows only counts; lifted, the seat to pick
    sees its own pack and never the other person's."""
    from client.scenes.choice import Curtain
    from client.scenes.table import TableScene
    from client.session import launch
    from client.session.game_session import SeatSpec

    from ..coal_baron.cb_helpers import lift_curtain
    specs = [SeatSpec("human", None, "P1"), SeatSpec("human", None, "P2"), SeatSpec("bot", "random", "Bot 3")]
    launch.start_game(app, launch.new_session(app, "agricola", specs, 5, {"family": False}))
    for _ in range(400):
        app.step(0.05, [])
        if isinstance(app.stack.top, Curtain):
            break
    assert isinstance(app.stack.top, Curtain)
    tb = app.stack.find(TableScene)
    app.step(0.016, [])
    assert tb.game.private is False
    s = tb.session.state
    cards = s.k.ct.cards

    def names(seat):
        return {cards[c].en for c in s.k.packs[seat]}
    texts = set(drawn_texts(app, tb))
    assert not texts & (names(0) | names(1))
    lift_curtain(app)
    app.step(0.016, [])
    seat = tb.session.to_move()
    assert tb.game.private is True and tb.game.viewer() == seat
    texts = set(drawn_texts(app, tb))
    assert names(seat) <= texts and not texts & names(1 - seat)


def test_the_keyboard_reaches_every_pick_and_every_playable_card(app):
    """Tab steps through the pack's cards (Enter on one lists its pairs) and, later, the lit hand cards."""
    import pygame

    from ..helpers import key
    tb = at_draft(app)
    s = tb.session
    k = s.state.k
    focusable = [p for p, _b in tb.focusable()]
    assert {("pack", k.ct.cards[c].id) for c in k.packs[0]} <= set(focusable)
    while tb.focused() is None or tb.focused()[0] != "pack":
        key(app, pygame.K_TAB)
    ident = tb.focused()[1]
    key(app, pygame.K_RETURN)
    popup = app.stack.top
    assert isinstance(popup, ChoicePopup) and all(ident in (m.occupation, m.minor) for m in popup.moves)
    close_popups(app)
    tb = to_lessons(app)
    legal = {("card", m.card) for m in tb.session.state.legal_moves() if isinstance(m, PlayCard)}
    assert legal <= {p for p, _b in tb.focusable()}


def not_blank(app, tmp_path, name) -> None:
    import pygame
    path = tmp_path / name
    app.screenshot(str(path))
    img = pygame.image.load(str(path))
    colors = {tuple(img.get_at((x, y))) for x in range(0, img.get_width(), 29) for y in range(0, img.get_height(), 29)}
    assert len(colors) > 40


def test_five_player_screenshots_with_cards_at_1280_and_1920_are_not_blank(app, tmp_path):
    import pygame
    tb = start_agc(app, ["human", "random", "random", "random", "random"], seed=9)
    not_blank(app, tmp_path, "agc_draft_1280.png")
    reach(app, tb, lambda st: st.k.drafting == 0 and st.round >= 2, seed=2)
    assert any(len(h) for h in tb.session.state.k.hand)
    not_blank(app, tmp_path, "agc_1280.png")
    size = (1920, 1080)
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.on_resize(size)
    app.step(0.016, [])
    not_blank(app, tmp_path, "agc_1920.png")


def test_a_conversion_through_a_card_names_the_card(app):
    """A minor improvement that cooks is a conversion's source like a major (the feeding panel's rows)."""
    from client.games.agricola.harvest import conversion_label
    from engine.core.match import Match
    from engine.games.agricola.moves import Convert
    s = Match("agricola", 2, seed=1, options={"family": False}).state
    card = s.k.ct.cards[s.k.ct.index["E158"]]
    assert card.en in conversion_label(s, Convert("vegetable", "E158"), 3)
    assert "Fireplace" in conversion_label(s, Convert("vegetable", "fireplace_2"), 2)


def test_deal_without_draft_skips_the_draft(app):
    from client.games.agricola.draft_view import drafting
    tb = start_agc(app, ["human", "random"], seed=4, options={"family": False, "draft": False})
    s = tb.session.state
    assert not drafting(s) and top_name(s) == "PlaceWorker" and len(s.k.hand[0]) >= 14  # a bot may pass a minor on
    assert all(p[0] != "pack" for p, _b in tb.game.pieces())
    assert {("card", s.k.ct.cards[c].id) for c in s.k.hand[0]} <= {p for p, _b in tb.game.pieces()}


def test_the_viewers_pick_and_the_packs_passing_animate(app):
    tb = at_draft(app, ("human", "random"))
    s, g = tb.session, game(app)
    seen: list[str] = []
    for kind in ("cards_picked", "packs_passed"):
        real = g.events.handlers[kind]
        g.events.handlers[kind] = lambda ev, st, real=real: (seen.append(ev.kind), real(ev, st))
    k = s.state.k
    occ = next(k.ct.cards[c].id for c in k.packs[0] if k.ct.cards[c].occupation)
    minor = next(k.ct.cards[c].id for c in k.packs[0] if not k.ct.cards[c].occupation)
    perform_card(app, PickCards(occ, minor))
    for _ in range(200):
        app.step(0.05, [])
        if "packs_passed" in seen:
            break
    assert seen[:2] == ["cards_picked", "packs_passed"]


def test_a_space_a_card_brings_has_a_place_of_its_own_on_every_count():
    """Master Forester brings the 3-player "2 wood" space into a 4- or 5-player game, whose own extra spaces use
    every place of that column: it lies on the place kept for a card's space, apart from every other space, and
    the board draws it with its owner's mark."""
    from client.games.agricola.controls import space_place
    from client.games.agricola.layout import AGLayout
    from tests.engine.agricola.ag_cards import FullScenario

    def overlaps(a, b):
        return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]
    lay = AGLayout()
    for n in (4, 5):
        sc = FullScenario(n, start=0)
        sc.grant(0, "E164")
        s = sc.s
        sp = s.t.space_index["p3_wood_2"]
        assert sp in s.board and space_place(lay, s, sp) == lay.box("space_by_card")
        boxes = [space_place(lay, s, q) for q in s.board if q != sp and not s.t.space_stage[q]]
        boxes += [lay.round_box(r) for r in range(1, 15)]
        assert not any(overlaps(space_place(lay, s, sp), b) for b in boxes)


def test_an_any_time_ability_and_a_crops_conversion_are_clicks_on_the_farm(app):
    """The full game's "any time" window at the table: a played card whose ability is open now lights, and a click
    on it offers its trades (Dock Worker: 3 wood to a stone); a crop clicked in the supply is converted to food
    where the engine allows it. Both are the engine's own legal moves."""
    from engine.games.agricola import cards
    from engine.games.agricola.card_moves import UseAbility
    from engine.games.agricola.data import NG, G
    from engine.games.agricola.moves import Convert
    tb = start_agc(app, ["human", "random"], seed=4, options={"family": False, "draft": False})
    s = tb.session.state
    assert top_name(s) == "PlaceWorker" and s.current_player() == 0
    pieces = {p for p, _b in tb.game.pieces()}
    assert not any(p[0] == "played" for p in pieces)  # nothing played yet
    k = s.k
    c = k.ct.index["E171"]  # scenario: Dock Worker lies in front of seat 0, which has 3 wood and 1 grain
    for h in k.hand:
        if c in h:
            h.remove(c)
    if c in k.deck:
        k.deck.remove(c)
    cards.play(s, 0, c)
    s.goods[NG * 0 + G["wood"]], s.goods[NG * 0 + G["stone"]], s.goods[NG * 0 + G["grain"]] = 3, 0, 1
    tb.session.generation += 1  # the table repaints what changed under it
    app.step(0.016, [])
    box = next(b for p, b in tb.game.pieces() if p == ("played", "E171"))
    click(app, center(box))
    assert isinstance(app.stack.top, ChoicePopup) and UseAbility("E171", 2) in app.stack.top.moves
    assert choose_in_popup(app, UseAbility("E171", 2))
    settle_ag(app)
    assert s.goods[NG * 0 + G["wood"]] == 0 and s.goods[NG * 0 + G["stone"]] == 1
    food = s.goods[NG * 0 + G["food"]]
    n = len(tb.session.match.moves)
    click(app, piece_center(app, ("good", "grain")))
    if isinstance(app.stack.top, ChoicePopup):  # sowing is not open now: the conversion is the only choice
        choose_in_popup(app, Convert("grain"))
    settle_ag(app)
    assert tb.session.match.moves[n] == Convert("grain") and s.goods[NG * 0 + G["food"]] == food + 1


def test_a_room_click_offers_each_way_to_pay_and_the_engine_words_tell_them_apart():
    """Clay Roof (E36) pays a room's reed with clay: a click on a cell is every legal way to pay, and the
    choice popup's labels (the engine's words in this position) name what each one costs."""
    from client.games.agricola.controls import AGControls
    from engine.games.agricola import building, farm
    from engine.games.agricola.round import FLOW
    from tests.engine.agricola.ag_cards import FullScenario
    sc = FullScenario(2)
    sc.grant(0, "E36")
    sc.give(0, wood=5, clay=2, reed=2)
    sc.s.pending.append(building.BuildRooms(0, 1))  # scenario: a build rooms action of one room
    FLOW.advance(sc.s)
    legal = sc.s.legal_moves()
    offered = [m for m in AGControls.cell_moves(sc.s, farm.CELL_INDEX["r1c1"]) if m in legal]
    assert [m.cost for m in offered] == [0, 1, 2]
    words = [sc.s.describe(m, "en") for m in offered]
    assert words[0].endswith("(paying 5 wood + 2 reed)") and words[2].endswith("(paying 5 wood + 2 clay)")
    assert len(set(words)) == 3 and len({sc.s.describe(m, "ja") for m in offered}) == 3


def test_the_other_seats_panels_follow_the_engines_play_order():
    """After the lots (seats 2, 1, 4, 3 in play order) the panels list the others in that order."""
    from client.games.agricola.model import others_order
    from engine.core.match import Match
    from engine.games.agricola import GAME
    from engine.games.agricola.card_moves import DrawLots
    m = Match(GAME, 4, seed=0, options={"start": "lots", "family": True})
    m.play(DrawLots((1, 0, 3, 2)))
    assert others_order(m.state.seating, 1, 1) == [0, 3, 2]
    assert others_order(m.state.seating, 3, 1) == [1, 0, 2]  # another seat's farm shown: the viewer first
    assert others_order(tuple(range(4)), 2, 2) == [0, 1, 3]  # unchanged seats: clockwise as before
