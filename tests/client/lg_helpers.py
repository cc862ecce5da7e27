"""La Granja by synthetic mouse input: every move kind the way a person makes it (drag or click)."""
from __future__ import annotations

from client.games.la_granja.controls import dice_boxes
from client.scenes.choice import ChoicePopup

from .helpers import center, click, drag, press, settle, table

__all__ = ["table"]

FREE = {"buy", "sell", "upgrade", "use_roof", "use_trade_good", "use_helper"}


def start_lg(app, seats, seed=7, options=None):
    from client.session import launch
    from client.session.game_session import SeatSpec
    specs = [SeatSpec("human", None, f"P{i + 1}") if k == "human" else SeatSpec("bot", k, f"Bot {i + 1}")
             for i, k in enumerate(seats)]
    launch.start_game(app, launch.new_session(app, "la-granja", specs, seed, options))
    settle_lg(app)
    return table(app)


def lift_curtain(app):
    from client.scenes.choice import Curtain
    while isinstance(app.stack.top, Curtain):
        click(app, (960, 540))


def close_popups(app):
    while isinstance(app.stack.top, ChoicePopup):
        press(app, "cancel")


def settle_lg(app, limit=4000):
    """Settle the table; lift a hot-seat curtain; leave an auto-opened choice popup open."""
    for _ in range(20):
        lift_curtain(app)
        if isinstance(app.stack.top, ChoicePopup):
            return
        settle(app, limit)
        app.step(0.016, [])  # let the table open a curtain or a popup
        from client.scenes.choice import Curtain
        if not isinstance(app.stack.top, Curtain):
            return


def choose_in_popup(app, move) -> bool:
    top = app.stack.top
    if isinstance(top, ChoicePopup) and move in top.moves:
        press(app, f"choice{top.moves.index(move)}")
        return True
    return False


def piece_center(tb, piece):
    box = tb.game.controls.piece_box(tb.session.state, tb.session.to_move(), piece)
    assert box is not None, piece
    return center(box)


def perform(app, move):
    """Play `move` for the human to move by mouse; choice popups are answered by clicking."""
    from client.scenes.table import TableScene
    tb = app.stack.find(TableScene)
    if choose_in_popup(app, move):
        return
    close_popups(app)
    lay, s = tb.game.layout, tb.session
    seat = s.to_move()
    st = s.state
    k = move.kind
    if k == "play_card":
        side = {"field": "fields", "barrow": "barrows", "helper": "helpers", "extension": "extensions"}[move.use]
        drag(app, piece_center(tb, ("card", move.card)), center(lay.mat_box(side)))
    elif k == "discard_card":
        click(app, piece_center(tb, ("card", move.card)))
    elif k == "replace_card":
        if move.card in st.helpers[seat]:
            click(app, center(lay.mat_box(f"helper_{st.helpers[seat].index(move.card)}")))
        else:
            click(app, center(lay.mat_box(f"barrow_{st.barrows[seat].index(move.card)}")))
    elif k == "pay_good":
        drag(app, piece_center(tb, ("good", move.good)), center(lay.mat_box("extensions")))
    elif k == "buy_roof":
        drag(app, piece_center(tb, ("roof_display", move.tile)), center(lay.box("mat")))
    elif k == "pass":
        press(app, "pass")
    elif k == "reserve_space":
        x, y, w, h = lay.box(f"revenue_{move.face}")
        click(app, (x + 24, y + 24))
    elif k == "take_die":
        drag(app, center(dice_boxes(lay, move.face, st.dice.count(move.face))[0]), center(lay.box("mat")))
    elif k == "choose_donkey":
        click(app, center(lay.mat_box(f"donkey_{move.donkeys}")))
    elif k == "deliver":
        dst = (lay.box(f"bld{move.index}_row{seat}") if move.target == "building"
               else lay.mat_box(f"barrow_{move.index}"))
        drag(app, piece_center(tb, ("good", move.good)), center(dst))
    elif k == "place_marker":
        click(app, center(lay.space_box(move.space)))
    elif k == "upgrade":
        drag(app, piece_center(tb, ("good", move.good)), center(lay.mat_box("chart_upgrade")))
    elif k == "sell":
        drag(app, piece_center(tb, ("good", move.good)), center(lay.mat_box("chart_sell")))
    elif k == "buy":
        drag(app, center(lay.mat_box(f"chart_buy_{move.good}")), center(lay.mat_box("good_vp")))
    elif k == "use_roof":
        click(app, piece_center(tb, ("roof", move.tile)))
    elif k == "use_trade_good":
        click(app, center(lay.mat_box("good_trade")))
    elif k == "use_helper":
        click(app, piece_center(tb, ("helper", move.card)))
    elif k in ("choose_revenue", "choose_good"):
        press(app, "moves")
    else:
        raise AssertionError(f"no gesture for {move}")
    choose_in_popup(app, move)
