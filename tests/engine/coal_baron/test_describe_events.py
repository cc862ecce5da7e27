"""Log lines say what happened: a factory placement names the tile it buys and its price, an order space
the order it takes (the slot refills at once, so the line is made before), a delivery what it scored, a new
shift its start player; a returned card stays secret from the other seats."""
from __future__ import annotations

from cb_scenario import hold, setup

from engine.core.text import name_seats
from engine.games.coal_baron.describe import narrate
from engine.games.coal_baron.moves import Place


def test_a_factory_placement_names_the_tile_bought_and_its_price():
    m = setup(2)
    s = m.state
    kind = s.fslots[0]
    t = s.t
    colour, carts, side = t.tile_names[kind].split("_")
    en = s.describe(Place("factory_1"), "en", None)
    ja = s.describe(Place("factory_1"), "ja", None)
    assert en == f"buy the {colour} {carts}-cart {side} tile at cart factory 1, {t.tile_cost[kind]} marks"
    assert f"{t.tile_cost[kind]}マルク" in ja and "トロッコ工場1" in ja


def test_an_order_placement_names_the_order_taken():
    m = setup(2)
    s = m.state
    card = s.oslots[1]
    transport, cubes = s.t.order_names[card].split("_")
    assert s.describe(Place("order_2"), "en", None) == (
        f"take the {transport} order {cubes} ({s.t.order_points[card]} pts) from order space 2")


def test_a_delivery_is_narrated_with_what_it_scored():
    m = setup(2)
    s = m.state
    seat = s.current_player()
    s.held[seat] = []
    hold(s, seat, "motorcar_KKK", filled=True)
    assert s.describe(Place("deliver_motorcar"), "en", None) == "deliver the motorcar orders"
    events: list = []
    s.apply_trusted(Place("deliver_motorcar"), events)
    lines = [narrate(e) for e in events if e.kind == "orders_delivered"]
    points = s.t.order_points[s.t.order_index["motorcar_KKK"]]
    assert lines and name_seats(lines[0].en, ["A", "B"]) == (
        f"{'AB'[seat]} delivered 1 motorcar order: +{points} points")
    assert f"+{points}点" in lines[0].ja


def test_the_start_player_of_a_new_shift_is_narrated():
    from engine.core.events import Event
    text = narrate(Event("shift_started", {"shift": 2, "start_player": 1}))
    assert text is not None and name_seats(text.en, ["A", "B"]) == "Shift 2 begins: B is the start player"
