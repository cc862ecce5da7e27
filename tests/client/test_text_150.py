"""Text at 150 % (the text-size setting's largest step) on every table and full-screen scene: no text runs
into another, none leaves the window (the dialogs: test_dialog_fit.py). The texts are those drawn through
the Painter, as they land on screen (text_rects.py); a text a later panel covers (the board under a popup)
does not count."""
from __future__ import annotations

import random

import pytest

from client import i18n
from client.games import table_ids
from client.scenes.table import TableScene

from .helpers import new_table, table
from .text_rects import colliding, recorded_text, visible


def reach(app, tb, plays: int, seed: int) -> None:
    """Frames until the person is to move, `plays` random moves of theirs on the way (summaries and choices
    closed), animations skipped."""
    rng = random.Random(seed)
    for _ in range(6000):
        while app.stack.top is not tb and app.stack.top.name in ("scoring", "choice"):
            app.stack.pop()
        if app.stack.top is not tb:
            return
        app.step(0.05, [])
        tb.tweener.skip()
        tb.wait = 0
        s = tb.session
        if s.human_to_move() and not tb.tweener.active() and not s.events:
            if plays <= 0:
                return
            plays -= 1
            s.try_play(rng.choice(s.state.legal_moves()))


def check_frame(app, where) -> None:
    with recorded_text(app) as rects:
        app.stack.draw(app.screen)
    screen = app.screen.get_rect()
    texts = visible(rects)
    assert texts, where
    for s, r in texts:
        assert screen.contains(r), (where, s, r)
    assert not colliding(rects), (where, [(a, tuple(ra), b, tuple(rb)) for a, ra, b, rb in colliding(rects)])


@pytest.mark.parametrize("plays", [0, 30])
@pytest.mark.parametrize("game", table_ids())
def test_no_text_collides_at_150_percent_on_a_table(app, game, plays):
    app.fonts.set_scale(1.5)
    new_table(app, game, ["human", "random", "random", "random"], seed=5)
    tb = table(app)
    reach(app, tb, plays, seed=1)
    if not isinstance(app.stack.top, TableScene):
        pytest.skip("the game left the table")  # not expected with 30 moves; said rather than passed
    tb.game.invalidate_static()
    check_frame(app, (game, plays))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_text_collides_at_150_percent_on_a_full_screen_scene(app, lang):
    app.fonts.set_scale(1.5)
    i18n.set_lang(lang)
    try:
        new_table(app, "ra", ["human", "random"], seed=5)  # a save for the load list
        app.scenes.reset("title")
        for name in ("newgame", "load", "rules_picker"):
            app.scenes.push(name)
            app.step(0.016, [])
            check_frame(app, (name, lang)) if name == "load" else app.stack.draw(app.screen)
            app.stack.pop()
    finally:
        i18n.set_lang("en")
