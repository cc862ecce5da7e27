"""The hint points at the board: the hinted move's piece and target (or the button that plays it) are
lit, and those places are where the move is made — a click there, or a drag from one to another, is
the hinted move."""
from __future__ import annotations

from client.games.common.hotspots import center

from .helpers import start_table
from .la_granja.lg_helpers import close_popups, start_lg


def _ask_hint(app, tb):
    tb.hint()
    for _ in range(20):
        app.step(0.016, [])
        if tb.session.hint is not None and tb.toast.startswith("Hint:"):
            return tb.session.hint
    raise AssertionError("no hint came")


def _made_there(tb, move, spots) -> bool:
    """Some lit place means `move`: a click on a piece, a drop of a lit piece on a lit target, a button."""
    game = tb.game
    for box in spots:
        piece = game.piece_at(center(box))
        if piece is not None and move in game.click_moves(piece):
            return True
        if piece is not None and any(move in (game.drop_moves(piece, center(t)) or []) for t in spots):
            return True
        for name, _label, moves, _icon in game.game_buttons():
            b = tb.buttons.by_name(name)
            if (b.x, b.y, b.w, b.h) == box and move in moves():
                return True
    return False


def test_a_ra_hint_lights_its_piece_and_target(app):
    tb = start_table(app, ["human", "easy", "easy"], seed=4)
    hint = _ask_hint(app, tb)
    spots = tb.hinted()
    assert spots and set(tb.game.move_spots(hint)) <= set(spots)
    assert _made_there(tb, hint, spots)
    tb.draw(app.screen)  # drawn with the board
    tb.play(hint)
    assert tb.hinted() == []  # a new position: the old hint points nowhere


def test_a_la_granja_hint_lights_its_piece_and_target(app):
    tb = start_lg(app, ["human", "easy"], seed=3)
    close_popups(app)
    hint = _ask_hint(app, tb)
    spots = tb.hinted()
    assert spots, hint
    assert _made_there(tb, hint, spots), hint
