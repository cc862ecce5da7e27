"""La Granja by mouse: each kind of move from its gesture is exactly that engine move, illegal drops
change nothing and say why, hot seat never draws another seat's private view, random input and odd
window sizes do not crash, and screenshots are not blank."""
from __future__ import annotations

import random

import pygame

from client.games.la_granja.controls import dice_boxes
from client.scenes.choice import Curtain
from engine.games.la_granja.pending import PickDie

from ..helpers import center, drag, key
from ..test_monkey import random_event
from .lg_helpers import FREE, close_popups, perform, settle_lg, start_lg

WANTED = {"play_card:field", "play_card:barrow", "play_card:helper", "play_card:extension", "pay_good",
          "take_die", "choose_donkey", "deliver:building", "buy_roof", "sell", "buy", "upgrade", "pass"}


def label(move) -> str:
    if move.kind == "play_card":
        return f"play_card:{move.use}"
    if move.kind == "deliver":
        return f"deliver:{move.target}"
    return move.kind


def test_every_kind_of_move_by_mouse_is_exactly_that_move(app):
    tb = start_lg(app, ["human", "human"], seed=4)
    s = tb.session
    rng = random.Random(2)
    done: set[str] = set()
    for _ in range(900):
        if s.over() or done >= WANTED:
            break
        if not s.human_to_move():
            settle_lg(app)
            continue
        legal = s.state.legal_moves()
        fresh = [m for m in legal if label(m) not in done and label(m) in WANTED]
        main = [m for m in legal if m.kind not in FREE]
        move = rng.choice(fresh) if fresh else rng.choice(main or legal)
        n = len(s.match.moves)
        perform(app, move)
        assert s.match.moves[n] == move
        done.add(label(move))
        settle_lg(app)
    assert done >= WANTED, WANTED - done


def test_illegal_drops_change_nothing_and_show_the_reason(app):
    tb = start_lg(app, ["human", "easy"], seed=3)
    s, lay = tb.session, tb.game.layout
    close_popups(app)
    h = s.state.state_hash()
    seat = s.to_move()
    assert not isinstance(s.state.pending[-1], PickDie)
    drag(app, center(lay.mat_box("good_silver")), center(lay.box("bld1_row0")))  # no delivery in the farm phase
    assert s.state.state_hash() == h
    card = s.state.hand[seat][0]
    box = tb.game.controls.piece_box(s.state, seat, ("card", card))
    drag(app, center(box), center(lay.box("market")))  # not a side of the farm: slides back silently
    assert s.state.state_hash() == h and tb.slide is not None
    key(app, pygame.K_SPACE)
    face = 1
    drag(app, center(lay.box(f"revenue_{face}")), center(lay.box("mat")))  # a revenue space, not a die
    assert s.state.state_hash() == h


def test_legal_targets_light_up_for_a_hand_card(app):
    tb = start_lg(app, ["human", "easy"], seed=3)
    s = tb.session
    seat = s.to_move()
    card = s.state.hand[seat][0]
    boxes = tb.game.controls.legal_targets(s.state, seat, ("card", card))
    assert tb.game.layout.mat_box("fields") in boxes and len(boxes) >= 3


def test_hot_seat_never_draws_another_seats_private_view(app):
    from ..helpers import settle
    tb = start_lg(app, ["human", "human"], seed=6)
    s = tb.session
    rng = random.Random(1)
    switches = 0
    for _ in range(120):
        if s.over():
            break
        settle(app)
        for _ in range(40):  # the table puts up the curtain once the animations have run
            app.step(0.05, [])
            if isinstance(app.stack.top, Curtain) or tb.unlocked == s.to_move():
                break
        who = s.to_move()
        tb.draw(app.screen)  # what would show under whatever is on top
        vm = tb.game.view_model
        assert vm["private"] in (None, tb.unlocked)
        assert vm["hand"] == [] or vm["hand_seat"] == tb.unlocked
        if isinstance(app.stack.top, Curtain):
            switches += 1
            assert vm["private"] is None and vm["hand"] == [] and vm["vp"] is None
            app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)])
            tb.draw(app.screen)
            vm = tb.game.view_model
        assert vm["private"] == who and vm["hand"] == list(s.state.hand[who])
        assert all(tb.game.observation().hand[q] == [] for q in range(s.state.num_players) if q != who)
        legal = [m for m in s.state.legal_moves() if m.kind not in FREE] or s.state.legal_moves()
        perform(app, rng.choice(legal))
    assert switches >= 3


def test_against_a_bot_only_the_own_hand_shows(app):
    tb = start_lg(app, ["human", "easy", "easy"], seed=2)
    for _ in range(3):
        tb.draw(app.screen)
        vm = tb.game.view_model
        assert vm["hand_seat"] == 0 and vm["hand"] == list(tb.session.state.hand[0])
        assert all(tb.game.observation().hand[q] == [] for q in (1, 2))
        perform(app, next(m for m in tb.session.state.legal_moves() if m.kind not in FREE))
        settle_lg(app)


def test_clicking_a_die_offers_its_options(app):
    from client.scenes.choice import ChoicePopup
    tb = start_lg(app, ["human", "easy"], seed=9)
    s = tb.session
    for _ in range(200):
        if s.human_to_move() and s.state.pending and isinstance(s.state.pending[-1], PickDie):
            break
        legal = [m for m in s.state.legal_moves() if m.kind not in FREE]
        perform(app, legal[0])
        settle_lg(app)
    face = next(f for f in (2, 5, 3, 6) if f in s.state.dice)
    from ..helpers import click
    click(app, center(dice_boxes(tb.game.layout, face, s.state.dice.count(face))[0]))
    top = app.stack.top
    assert isinstance(top, ChoicePopup) and all(m.kind == "take_die" and m.face == face for m in top.moves)


def test_monkey_la_granja_table(app):
    start_lg(app, ["human", "random", "human"], seed=5)
    rng = random.Random(3)
    for _ in range(2500):
        app.step(0.03, [random_event(rng, app.screen.get_size())])
        app.running = True


def not_blank(app, tmp_path, name) -> None:
    path = tmp_path / name
    app.screenshot(str(path))
    img = pygame.image.load(str(path))
    colors = {tuple(img.get_at((x, y))) for x in range(0, img.get_width(), 29) for y in range(0, img.get_height(), 29)}
    assert len(colors) > 40


def test_screenshots_at_1280_and_1920_are_not_blank(app, tmp_path):
    start_lg(app, ["human", "medium", "easy", "easy"], seed=3)
    not_blank(app, tmp_path, "lg_1280.png")
    for size in ((1920, 1080), (700, 900)):
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        app.on_resize(size)
        app.step(0.016, [])
        not_blank(app, tmp_path, f"lg_{size[0]}.png")


def test_demo_visits_every_game_with_a_table_in_turn(app):
    from client.games import table_ids
    from client.scenes.table import TableScene
    from client.session.demo import next_demo_game, start_demo
    assert {"ra", "la-granja"} <= set(table_ids())
    start_demo(app, 1)
    seen = []
    for _ in range(len(table_ids())):
        top = app.stack.top
        assert isinstance(top, TableScene) and top.demo
        seen.append(top.session.match.game.id)
        for _ in range(20):
            app.step(0.05, [])
        next_demo_game(app, top)
    assert seen == table_ids()
    assert app.stack.top.session.match.game.id == seen[0]  # and round again


def test_a_card_in_the_hand_of_the_mouse_shows_its_face(app, monkeypatch):
    """Dragged, and sliding home after a drop on no target, the card is drawn face up (a step draws)."""
    from ..helpers import ev, screen

    tb = start_lg(app, ["human", "easy"], seed=3)
    s, lay = tb.session, tb.game.layout
    close_popups(app)
    seat = s.to_move()
    card = s.state.hand[seat][0]
    box = tb.game.controls.piece_box(s.state, seat, ("card", card))
    drawn: list[tuple[int, tuple]] = []
    real = tb.game.mats.cards.card
    monkeypatch.setattr(tb.game.mats.cards, "card",
                        lambda surf, c, b, hl=None: (drawn.append((c.id, tuple(b))), real(surf, c, b, hl)))
    a, target = center(box), center(lay.box("market"))
    app.step(0.016, [ev(pygame.MOUSEBUTTONDOWN, pos=screen(app, a), button=1),
                     ev(pygame.MOUSEMOTION, pos=screen(app, target), rel=(1, 1), buttons=(1, 0, 0))])
    # the face at the hand card's height (a wide hand card is held as the tall card it is)
    held = [b for cid, b in drawn if cid == card and abs(b[3] - box[3]) < 1]
    assert held, drawn
    x, y, w, h = held[-1]
    assert abs(x + w / 2 - target[0]) < 2 and abs(y + h / 2 - target[1]) < 2
    drawn.clear()
    app.step(0.016, [ev(pygame.MOUSEBUTTONUP, pos=screen(app, target), button=1)])
    assert tb.slide is not None
    assert any(cid == card for cid, _b in drawn)


def test_all_moves_pages_through_every_legal_move(app):
    """A busy farm turn has more legal moves than one column holds: the popup pages, every move is
    reachable, each page fits the screen, and the move picked on the last page is the one played."""
    from client.scenes.choice import ChoicePopup

    from ..helpers import press

    tb = start_lg(app, ["human", "easy"], seed=3)
    s = tb.session
    close_popups(app)
    legal = s.state.legal_moves()
    assert len(legal) > 9, "the scenario needs more moves than one page"
    press(app, "moves")
    popup = app.stack.top
    assert isinstance(popup, ChoicePopup)
    reached = []
    while True:
        names = [b.name for b in popup.buttons.buttons]
        assert all(b.y >= 0 and b.y + b.h <= 1080 for b in popup.buttons.buttons)
        reached += popup.moves[popup.page * 9:popup.page * 9 + sum(n.startswith("choice") for n in names)]
        if "more" not in names:
            break
        press(app, "more")
    assert sorted(map(repr, reached)) == sorted(map(repr, legal))
    press(app, "previous")
    press(app, "more")
    last = [b.name for b in popup.buttons.buttons if b.name.startswith("choice")][-1]
    n = len(s.match.moves)
    move = popup.moves[popup.page * 9 + int(last[len("choice"):])]
    press(app, last)
    assert s.match.moves[n] == move


def test_the_dice_a_seat_took_stay_in_front_of_it_on_the_mat(app):
    from engine.games.la_granja.moves import TakeDie

    from .lg_helpers import perform

    tb = start_lg(app, ["human", "easy"], seed=3)
    s = tb.session
    rng = random.Random(5)
    for _ in range(400):
        close_popups(app)
        if s.state.taken[0]:
            break
        if s.human_to_move():
            legal = s.state.legal_moves()
            dice = [m for m in legal if isinstance(m, TakeDie)]
            main = [m for m in legal if m.kind not in FREE]
            perform(app, dice[0] if dice else rng.choice(main or legal))
        settle_lg(app)
    assert s.state.taken[0]
    app.dirty = True
    app.step(0.016, [])
    assert tb.game.view_model["taken"] == s.state.taken[0]
