"""Coal Baron by synthetic mouse input: every move kind the way a person makes it (a drag or a click)."""
from __future__ import annotations

from engine.games.coal_baron.moves import COLOUR

from ..helpers import (
    center,
    choose_in_popup,
    click,
    close_popups,
    drag,
    lift_curtain,
    new_table,
    press,
    settle_table,
    table,
)

__all__ = ["choose_in_popup", "close_popups", "lift_curtain", "table"]


def start_cb(app, seats, seed=7):
    new_table(app, "coal-baron", seats, seed)
    settle_cb(app)
    return table(app)


settle_cb = settle_table


def game(app):
    from client.scenes.table import TableScene
    return app.stack.find(TableScene).game


def piece_center(app, piece):
    g = game(app)
    box = g.piece_box(piece)
    assert box is not None, piece
    return center(box)


def target_center(app, piece, target):
    g = game(app)
    box = next((b for tg, b in g.controls.targets(g.session.state, g.acting(), piece) if tg == target), None)
    assert box is not None, (piece, target)
    return center(box)


def pit(app):
    return center(game(app).layout.box("pit"))


def _place(app, s, seat, move):
    space = move.space
    if space.startswith("factory_") and space[8:].isdigit():
        drag(app, piece_center(app, ("tile_slot", int(space[8:]))), pit(app))
    elif space.startswith("order_") and space[6:].isdigit():
        drag(app, piece_center(app, ("order_slot", int(space[6:]))), pit(app))
    elif space.startswith("deliver_"):  # a completed order of the transport dragged onto its space
        tb = s.t
        card = next(c for c, need, _on in s.held[seat]
                    if not need and tb.transport_names[tb.order_transport[c]] == space[8:])
        drag(app, piece_center(app, ("held", card)), center(game(app).layout.space_box(space)))
    else:
        drag(app, piece_center(app, ("workers",)), center(game(app).layout.space_box(space)))


def _fill(app, s, seat, move):
    piece = ("cage_cube" if move.source == "cage" else "storage_cube", COLOUR[move.colour])
    card = s.t.order_index[move.order]
    drag(app, piece_center(app, piece), target_center(app, piece, ("spot", card, COLOUR[move.colour])))


def _fill_two(app, s, seat, move):
    a, b = (COLOUR[c] for c in move.cubes)
    spot = COLOUR[move.spot]
    cube = a if a != spot else b
    if cube == spot:  # both cubes of the spot's colour: no drop means that, so the list of moves
        press(app, "moves")
        return
    piece = ("cage_cube" if move.source == "cage" else "storage_cube", cube)
    card = s.t.order_index[move.order]
    drag(app, piece_center(app, piece), target_center(app, piece, ("spot", card, spot)))


def _seen_index(app, name):
    from client.games.coal_baron.popup import popup_view
    g = game(app)
    pop = popup_view(g.layout, g.session.state)
    tb = g.session.state.t
    card = (tb.tile_index if pop.which == 0 else tb.order_index)[name]
    return pop.cards.index(card)


# move kind -> the gesture a person makes for it (app, state, seat, move)
GESTURES = {
    "draft_order": lambda app, s, seat, m: drag(app, piece_center(app, ("draft", s.t.order_index[m.order])),
                                                pit(app)),
    "place": _place,
    "move_cage": lambda app, s, seat, m: drag(app, piece_center(app, ("cage",)),
                                              center(game(app).layout.cage_box(m.level))),
    "load": lambda app, s, seat, m: drag(app, piece_center(app, ("cart_cube", s.cage_level[seat], COLOUR[m.colour])),
                                         center(game(app).layout.pit_box("shaft"))),
    "fill": _fill,
    "fill_two": _fill_two,
    "store": lambda app, s, seat, m: drag(app, piece_center(app, ("cage_cube", COLOUR[m.colour])),
                                          center(game(app).layout.pit_box("storage"))),
    "stop_mining": lambda app, s, seat, m: press(app, "stop"),
    "buy_seen": lambda app, s, seat, m: drag(app, piece_center(app, ("seen", _seen_index(app, m.tile))), pit(app)),
    "take_seen": lambda app, s, seat, m: click(app, piece_center(app, ("seen", _seen_index(app, m.order)))),
    "keep_none": lambda app, s, seat, m: click(app, piece_center(app, ("keep_none",))),
    "return_side": lambda app, s, seat, m: click(app, piece_center(app, ("side", m.side))),
    "return_card": lambda app, s, seat, m: drag(app, piece_center(app, ("seen", _seen_index(app, m.card))),
                                                center(game(app).layout.box("look_return"))),
    "cart_cube": lambda app, s, seat, m: None,  # the table opens its popup by itself
}


def perform(app, move):
    """Play `move` for the human to move by mouse; choice popups are answered by clicking."""
    if choose_in_popup(app, move):
        return
    close_popups(app)
    g = game(app)
    gesture = GESTURES.get(move.kind)
    if gesture is None:
        raise AssertionError(f"no gesture for {move}")
    gesture(app, g.session.state, g.session.to_move(), move)
    choose_in_popup(app, move)
