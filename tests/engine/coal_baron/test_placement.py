"""Placing workers: one on an empty space, one more than are there on an occupied one (those go to the
canteen, your own too), the bank, spaces whose action cannot be done, skipped seats, the end of a shift."""
import pytest
from cb_scenario import hold, place, setup

from engine.core.errors import IllegalMove
from engine.games.coal_baron.moves import STOP, Place
from engine.games.coal_baron.turn import PlaceWorker


def spaces(s):
    return {m.space for m in s.legal_moves()}


def test_an_empty_space_takes_one_worker():
    m = setup(2)
    s = m.state
    place(m, "money_4")
    sp = s.t.space_index["money_4"]
    assert (s.occ_owner[sp], s.occ_count[sp]) == (0, 1)
    assert s.workers[0] == 17 and s.money[0] == 14


def test_an_occupied_space_takes_one_more_and_the_workers_there_go_to_the_canteen():
    m = setup(2)
    s = m.state
    place(m, "money_6")
    place(m, "money_6")  # seat 1 needs 2
    sp = s.t.space_index["money_6"]
    assert (s.occ_owner[sp], s.occ_count[sp]) == (1, 2)
    assert s.workers == [17, 16] and s.canteen == [1, 0]
    place(m, "money_6")  # seat 0 needs 3 now
    assert (s.occ_owner[sp], s.occ_count[sp]) == (0, 3)
    assert s.workers == [14, 16] and s.canteen == [1, 2]
    assert s.money == [10 + 6 + 6, 10 + 6]


def test_ousting_your_own_workers():
    m = setup(2)
    s = m.state
    place(m, "money_6")
    place(m, "money_4")
    place(m, "money_6")  # seat 0 on its own space: two more workers, its one worker goes to the canteen
    sp = s.t.space_index["money_6"]
    assert (s.occ_owner[sp], s.occ_count[sp]) == (0, 2)
    assert s.canteen == [1, 0] and s.workers[0] == 18 - 3


def test_a_space_needing_more_workers_than_you_have_is_refused():
    m = setup(2)
    s = m.state
    place(m, "money_6")
    place(m, "money_6")
    s.workers[0] = 2  # scenario: seat 0 has only two workers left; the space needs three
    assert "money_6" not in spaces(s)
    with pytest.raises(IllegalMove, match="needs 3 of your workers"):
        m.play(Place("money_6"))


def test_the_bank_takes_exactly_one_worker_is_never_ousted_and_is_always_open():
    m = setup(2)
    s = m.state
    place(m, "bank")
    place(m, "bank")
    place(m, "bank")
    assert s.bank == [2, 1] and s.workers == [16, 17] and s.canteen == [0, 0]
    assert s.money == [12, 11]
    s.workers[1] = 1
    s.money[1] = 0
    assert "bank" in spaces(s)


def test_a_space_is_refused_when_its_action_cannot_be_done_in_full():
    m = setup(2)
    s = m.state
    t = s.t
    s.money[0] = 0
    # no tile affordable, no completed order: the factory slots and deliveries are closed; the look at 5
    # is open (buying nothing is allowed), and so are mining, money, the bank and the orders
    legal = spaces(s)
    assert not any(x.startswith("factory_") and x != "factory_look" for x in legal)
    assert not any(x.startswith("deliver_") for x in legal)
    assert {"factory_look", "mine_6", "mine_10", "money_4", "money_6", "bank", "order_look"} <= legal
    cost = t.tile_cost[s.fslots[0]]
    err = s.why_illegal(Place("factory_1"))
    assert err == f"that tile costs {cost} Marks and you have fewer" and "マルク" in err.ja
    err = s.why_illegal(Place("deliver_carriage"))
    assert err == "you have no completed order for that transport" and err.ja
    hold(s, 0, "carriage_YY", filled=True)
    assert "deliver_carriage" in spaces(s) and "deliver_motorcar" not in spaces(s)


def test_a_locked_space_is_refused_with_its_reason():
    m = setup(2)
    err = m.state.why_illegal(Place("mine_8"))
    assert err == "that space is under a lock tile in this player count" and "錠" in err.ja
    assert m.state.why_illegal(Place("mine_12")) == "there is no such worker space"


def test_an_empty_slot_and_an_empty_stack_are_refused():
    m = setup(2)
    s = m.state
    s.oslots[2] = -1
    s.odeck.clear()
    s.oknow.clear()
    assert "order_3" not in spaces(s) and "order_look" not in spaces(s)
    assert s.why_illegal(Place("order_3")) == "that slot is empty"
    assert s.why_illegal(Place("order_look")) == "that stack is empty"


def test_seats_without_workers_are_skipped_and_the_shift_ends_when_nobody_has_any():
    m = setup(2)
    s = m.state
    s.workers[0] = 1
    place(m, "money_4")  # seat 0's last worker
    assert s.current_player() == 1
    place(m, "money_6")
    assert s.current_player() == 1  # seat 0 is skipped
    while s.shift == 1:
        assert s.current_player() == 1
        place(m, "bank")
    assert s.shift == 2
    assert s.workers == [18, 18] and s.canteen == [0, 0] and s.bank == [0, 0]
    assert all(c == 0 for c in s.occ_count)


def test_mining_is_always_open_and_stopping_early_is_a_move():
    m = setup(2)
    s = m.state
    place(m, "mine_6")
    assert STOP in s.legal_moves()
    m.play(STOP)
    assert isinstance(s.pending[-1], PlaceWorker) and s.current_player() == 1
