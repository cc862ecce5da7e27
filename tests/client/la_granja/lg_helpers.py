"""La Granja by synthetic mouse input: every move kind the way a person makes it (drag or click)."""
from __future__ import annotations

from client.games.la_granja.controls import dice_boxes

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

FREE = {"buy", "sell", "upgrade", "use_roof", "use_trade_good", "use_helper"}


def start_lg(app, seats, seed=7, options=None):
    new_table(app, "la-granja", seats, seed, options)
    settle_lg(app)
    return table(app)


settle_lg = settle_table


def piece_center(tb, piece):
    box = tb.game.controls.piece_box(tb.session.state, tb.session.to_move(), piece)
    assert box is not None, piece
    return center(box)


SIDES = {"field": "fields", "barrow": "barrows", "helper": "helpers", "extension": "extensions"}


def _replace_card(app, tb, lay, st, seat, move):
    if move.card in st.helpers[seat]:
        click(app, center(lay.mat_box(f"helper_{st.helpers[seat].index(move.card)}")))
    else:
        click(app, center(lay.mat_box(f"barrow_{st.barrows[seat].index(move.card)}")))


def _reserve(app, tb, lay, st, seat, move):
    x, y, w, h = lay.box(f"revenue_{move.face}")
    click(app, (x + 24, y + 24))


def _deliver(app, tb, lay, st, seat, move):
    dst = lay.box(f"bld{move.index}_row{seat}") if move.target == "building" else lay.mat_box(f"barrow_{move.index}")
    drag(app, piece_center(tb, ("good", move.good)), center(dst))


def _good_to(zone):
    return lambda app, tb, lay, st, seat, move: drag(app, piece_center(tb, ("good", move.good)),
                                                     center(lay.mat_box(zone)))


# move kind -> the gesture a person makes for it (app, table, layout, state, seat, move)
GESTURES = {
    "play_card": lambda app, tb, lay, st, seat, move: drag(app, piece_center(tb, ("card", move.card)),
                                                           center(lay.mat_box(SIDES[move.use]))),
    "discard_card": lambda app, tb, lay, st, seat, move: click(app, piece_center(tb, ("card", move.card))),
    "replace_card": _replace_card,
    "pay_good": _good_to("extensions"),
    "buy_roof": lambda app, tb, lay, st, seat, move: drag(app, piece_center(tb, ("roof_display", move.tile)),
                                                          center(lay.box("mat"))),
    "pass": lambda app, tb, lay, st, seat, move: press(app, "pass"),
    "reserve_space": _reserve,
    "take_die": lambda app, tb, lay, st, seat, move: drag(
        app, center(dice_boxes(lay, move.face, st.dice.count(move.face))[0]), center(lay.box("mat"))),
    "choose_donkey": lambda app, tb, lay, st, seat, move: click(app, center(lay.mat_box(f"donkey_{move.donkeys}"))),
    "deliver": _deliver,
    "place_marker": lambda app, tb, lay, st, seat, move: click(app, center(lay.space_box(move.space))),
    "upgrade": _good_to("chart_upgrade"),
    "sell": _good_to("chart_sell"),
    "buy": lambda app, tb, lay, st, seat, move: drag(app, center(lay.mat_box(f"chart_buy_{move.good}")),
                                                     center(lay.mat_box("good_vp"))),
    "use_roof": lambda app, tb, lay, st, seat, move: click(app, piece_center(tb, ("roof", move.tile))),
    "use_trade_good": lambda app, tb, lay, st, seat, move: click(app, center(lay.mat_box("good_trade"))),
    "use_helper": lambda app, tb, lay, st, seat, move: click(app, piece_center(tb, ("helper", move.card))),
    "choose_revenue": lambda app, tb, lay, st, seat, move: press(app, "moves"),
    "choose_good": lambda app, tb, lay, st, seat, move: press(app, "moves"),
}


def perform(app, move):
    """Play `move` for the human to move by mouse; choice popups are answered by clicking."""
    from client.scenes.table import TableScene
    tb = app.stack.find(TableScene)
    if choose_in_popup(app, move):
        return
    close_popups(app)
    gesture = GESTURES.get(move.kind)
    if gesture is None:
        raise AssertionError(f"no gesture for {move}")
    gesture(app, tb, tb.game.layout, tb.session.state, tb.session.to_move(), move)
    choose_in_popup(app, move)
