"""Agricola's full game by synthetic mouse input: the draft's pick (drag an occupation, then a minor, onto
the kept row), playing a card (drag it from the hand onto the cards played), the card decisions' popups;
every other move kind as in the family game (ag_helpers)."""
from __future__ import annotations

from ..helpers import center, choose_in_popup, drag, press, table
from .ag_helpers import GESTURES, POPUP, game, piece_center, settle_ag

FULL = {"family": False}


def start_agc(app, seats, seed=7, options=None):
    from client.session import launch
    from client.session.game_session import SeatSpec
    specs = [SeatSpec("human", None, f"P{i + 1}") if k == "human" else SeatSpec("bot", k, f"Bot {i + 1}")
             for i, k in enumerate(seats)]
    launch.start_game(app, launch.new_session(app, "agricola", specs, seed, options or FULL))
    settle_ag(app)
    return table(app)


def kept_center(app):
    return center(game(app).layout.box("draft_kept"))


def pick(app, s, seat, m):
    """Drag the occupation, then the minor, onto the kept row (a pack with one pair left: the first drag
    picks both, the only pair there is)."""
    n = len(game(app).session.match.moves)
    for ident in (m.occupation, m.minor):
        if ident and len(game(app).session.match.moves) == n:
            drag(app, piece_center(app, ("pack", ident)), kept_center(app))


def play(app, s, seat, m):
    drag(app, piece_center(app, ("card", m.card)), center(game(app).layout.main_farm().box("played")))


CARD_GESTURES = {**GESTURES, "pick_cards": pick, "play_card": play}
CARD_POPUP = POPUP | {"use_card", "decline", "spread_goods", "take_crop"}


def perform_card(app, move):
    """Play `move` for the human to move by mouse (popups answered by clicking)."""
    from ..helpers import close_popups
    if choose_in_popup(app, move):
        return
    close_popups(app)
    g = game(app)
    s = g.session.state
    if type(move) in s.free_move_types and move not in g.conversions():  # an "any time" action: All moves…
        press(app, "moves")
        assert choose_in_popup(app, move), move
        return
    gesture = CARD_GESTURES.get(move.kind)
    if gesture is None:
        raise AssertionError(f"no gesture for {move}")
    gesture(app, g.session.state, g.session.to_move(), move)
    choose_in_popup(app, move)
