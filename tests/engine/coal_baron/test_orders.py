"""Orders: taking a face-up one (the slot refills), a look at 5 at the order stack, delivering every
completed order of one transport at once, money spaces."""
from cb_scenario import hold, names, place, setup, tables

from engine.games.coal_baron.looks import Look
from engine.games.coal_baron.moves import ReturnCard, ReturnSide, TakeSeen


def test_taking_a_face_up_order_refills_its_slot_at_the_end_of_the_turn():
    m = setup(2)
    s = m.state
    card = s.oslots[1]
    nxt = names(s, "orders")[0]
    place(m, "order_2")
    assert s.held[0][-1] == (card, tables().order_need[card], (0, 0, 0, 0))
    assert tables().order_names[s.oslots[1]] == nxt


def test_look_at_5_at_the_orders_takes_one_and_returns_the_rest_in_order():
    m = setup(2)
    s = m.state
    seen = names(s, "orders")[:5]
    place(m, "order_look")
    assert isinstance(s.pending[-1], Look)
    m.play(TakeSeen(seen[1]))
    assert tables().order_names[s.held[0][-1][0]] == seen[1]
    m.play(ReturnSide("top"))
    for card in (seen[3], seen[2], seen[0]):
        m.play(ReturnCard(card))
    assert names(s, "orders")[:4] == [seen[3], seen[2], seen[0], seen[4]]


def test_delivering_takes_every_completed_order_of_that_transport_at_once():
    m = setup(2)
    s = m.state
    s.held[0].clear()
    hold(s, 0, "carriage_KKK", filled=True)
    hold(s, 0, "carriage_YY", filled=True)
    hold(s, 0, "carriage_GG")  # not complete: stays
    hold(s, 0, "motorcar_B", filled=True)  # another transport: stays
    supply = s.supply[:]
    place(m, "deliver_carriage")
    t = tables()
    assert s.vp[0] == 12 + 3
    assert sorted(t.order_names[c] for c in s.delivered[0]) == ["carriage_KKK", "carriage_YY"]
    assert sorted(t.order_names[c] for c, _, _ in s.held[0]) == ["carriage_GG", "motorcar_B"]
    assert s.supply == [supply[0] + 2, supply[1], supply[2], supply[3] + 3]  # the cubes go back
    assert s.dcol[:4] == [2, 0, 0, 3] and s.dtrans[:4] == [0, 5, 0, 0]
    assert s.breakdown()[0]["orders"] == 15


def test_majorities_count_the_cubes_printed_on_delivered_cards_even_when_two_cubes_filled_a_spot():
    m = setup(2)
    s = m.state
    s.held[0].clear()
    t = tables()
    s.held[0].append((t.order_index["wheelbarrow_K"], (), (2, 0, 0, 0)))  # two yellows on the black spot
    place(m, "deliver_wheelbarrow")
    assert s.dcol[:4] == [0, 0, 0, 1] and s.dtrans[:4] == [1, 0, 0, 0]


def test_money_spaces_give_their_marks():
    m = setup(3)
    s = m.state
    place(m, "money_5")
    place(m, "money_4")
    place(m, "money_6")
    assert s.money == [9 + 5, 9 + 4, 9 + 6]
