"""Synthetic input for client tests: clicks and drags in design coordinates, frames, settling."""
from __future__ import annotations

import pygame


def screen(app, xy):
    return app.viewport.point(*xy)


def ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def click(app, xy, dt=0.016):
    p = screen(app, xy)
    app.step(dt, [ev(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)),
                  ev(pygame.MOUSEBUTTONDOWN, pos=p, button=1),
                  ev(pygame.MOUSEBUTTONUP, pos=p, button=1)])


def drag(app, src, dst, dt=0.016):
    a, b = screen(app, src), screen(app, dst)
    mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
    app.step(dt, [ev(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
                  ev(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
                  ev(pygame.MOUSEMOTION, pos=b, rel=(1, 1), buttons=(1, 0, 0))])
    app.step(dt, [ev(pygame.MOUSEBUTTONUP, pos=b, button=1)])


def key(app, k, mod=0, dt=0.016):
    app.step(dt, [ev(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def button_center(app, name):
    b = app.stack.top.buttons.by_name(name)
    return (b.x + b.w / 2, b.y + b.h / 2)


def press(app, name):
    click(app, button_center(app, name))


def dismiss_scoring(app):
    """Click away scoring summaries the way a player does (the table waits while one is open)."""
    from client.scenes.scoring import ScoringOverlay
    while isinstance(app.stack.top, ScoringOverlay):
        click(app, (960, 540))


def read_notices(app):
    """Click away a notice the table holds for until read (Agricola: begging cards taken with no choice)."""
    from client.scenes.table import TableScene
    top = app.stack.top
    show = getattr(getattr(top, "game", None), "show", None) if isinstance(top, TableScene) else None
    if show is not None and show.waiting:
        click(app, center(top.game.layout.box("harvest")))


def settle(app, limit=4000):
    """Run frames (skipping animations) until a human must act at the table or the scene changes;
    scoring summaries on the way are clicked away."""
    from client.scenes.table import TableScene
    for _ in range(limit):
        dismiss_scoring(app)
        read_notices(app)
        top = app.stack.top
        if not isinstance(top, TableScene):
            return
        s = top.session
        if (s.human_to_move() and not top.tweener.blocking() and not s.events) or (s.over() and top.end_timer > 0):
            return
        top.tweener.skip()
        top.wait = 0
        app.step(0.05, [])
    raise AssertionError("the table never settled")


def center(box):
    return (box[0] + box[2] / 2, box[1] + box[3] / 2)


def table(app):
    from client.scenes.table import TableScene
    top = app.stack.top
    assert isinstance(top, TableScene), top
    return top


def perform(app, move):
    """Play `move` for the human to move the way a person would: by mouse."""
    from engine.games.ra.tiles import GOD, TILE_INDEX
    tb = table(app)
    lay, s = tb.layout, tb.session
    seat = s.to_move()
    kind = move.kind
    if kind == "draw":
        drag(app, lay.zone("bag").center, center(lay.auction_slot(min(len(s.state.auction), 7))))
    elif kind in ("invoke_ra", "pass", "end_turn"):
        press(app, {"invoke_ra": "invoke", "pass": "pass", "end_turn": "end_turn"}[kind])
    elif kind == "bid":
        box = next(b for v, up, b in lay.sun_boxes(seat, s.state.up[seat], s.state.down[seat]) if v == move.sun and up)
        drag(app, center(box), lay.zone("centre").center)
    elif kind == "take_with_god":
        drag(app, center(lay.held_cells(seat)[GOD]), center(lay.auction_slot(move.slot)))
    elif kind == "discard":
        click(app, center(lay.held_cells(seat)[TILE_INDEX[move.tile]]))
    else:
        raise AssertionError(move)


def new_table(app, game_id, seats, seed=7, options=None):
    """Start `game_id` with one seat per entry of `seats` ("human" or a bot level)."""
    from client.session import launch
    from client.session.game_session import SeatSpec
    specs = [SeatSpec("human", None, f"P{i + 1}") if k == "human" else SeatSpec("bot", k, f"Bot {i + 1}")
             for i, k in enumerate(seats)]
    launch.start_game(app, launch.new_session(app, game_id, specs, seed, options))


def start_table(app, seats, seed=7, n=None):
    new_table(app, "ra", seats, seed)
    settle(app)
    return table(app)


def lift_curtain(app):
    from client.scenes.choice import Curtain
    while isinstance(app.stack.top, Curtain):
        click(app, (960, 540))


def close_popups(app):
    from client.scenes.choice import ChoicePopup
    while isinstance(app.stack.top, ChoicePopup):
        press(app, "cancel")


def settle_table(app, limit=4000):
    """Settle the table; lift a hot-seat curtain; leave an auto-opened choice popup open."""
    from client.scenes.choice import ChoicePopup, Curtain
    for _ in range(20):
        lift_curtain(app)
        if isinstance(app.stack.top, ChoicePopup):
            return
        settle(app, limit)
        app.step(0.016, [])  # let the table open a curtain or a popup
        if not isinstance(app.stack.top, Curtain):
            return


def choose_in_popup(app, move) -> bool:
    """Press `move`'s button in the open choice popup (paging to it); False if no popup offers it."""
    from client.scenes.choice import ChoicePopup
    top = app.stack.top
    if isinstance(top, ChoicePopup) and move in top.moves:
        while move not in top.moves[top.page * 9:(top.page + 1) * 9]:
            press(app, "more")
        press(app, f"choice{top.moves.index(move) - top.page * 9}")
        return True
    return False
