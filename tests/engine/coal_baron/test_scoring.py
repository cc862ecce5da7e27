"""Shift scoring (cumulative categories; first and second places with the seed's ties), the next shift's
start player, final scoring and the tie-break by Marks."""
import pytest
from cb_scenario import hold, place, setup, tables

from engine.games.coal_baron.scoring import places


# --- one majority -------------------------------------------------------------------------------------
def test_first_and_second_place():
    assert places([3, 1, 2, 0], 5, 2, False) == [5, 0, 2, 0]


def test_a_tie_for_first_gives_all_of_them_first_and_no_second():
    assert places([3, 3, 2, 1], 5, 2, False) == [5, 5, 0, 0]


def test_a_tie_for_second_gives_all_of_them_second():
    assert places([4, 2, 2, 1], 5, 2, False) == [5, 2, 2, 0]


def test_with_two_players_there_is_no_second_place():
    assert places([2, 1], 5, 2, True) == [5, 0]
    assert places([2, 2], 5, 2, True) == [5, 5]


def test_a_seat_needs_at_least_one_of_the_counted_thing():
    assert places([0, 0, 0], 5, 2, False) == [0, 0, 0]
    assert places([2, 0, 0], 5, 2, False) == [5, 0, 0]  # nobody with at least one is second


# --- shifts -------------------------------------------------------------------------------------------
def end_shift(m, shift: int):
    """Scenario: the clock at `shift`, one worker each; all go to the bank (1 Mark each) and the shift ends."""
    s = m.state
    s.shift = shift
    s.workers = [1] * s.num_players
    for _ in range(s.num_players):
        place(m, "bank")


def deliver(s, seat, *orders):
    t = tables()
    for o in orders:
        card = t.order_index[o]
        s.delivered[seat].append(card)
        for c in t.order_need[card]:
            s.dcol[4 * seat + c] += 1
        s.dtrans[4 * seat + t.order_transport[card]] += t.order_size[card]


def test_shift_one_scores_coal_colours_only():
    m = setup(3)
    s = m.state
    deliver(s, 0, "carriage_KKK", "wheelbarrow_Y")
    deliver(s, 1, "motorcar_KK", "locomotive_YY")
    deliver(s, 2, "carriage_K")
    end_shift(m, 1)
    # black: 3 / 2 / 1 -> 5, 2, 0; yellow: 1 / 2 / 0 -> 1, 2, 0
    assert s.breakdown()[0]["coal"] == 5 + 1
    assert s.breakdown()[1]["coal"] == 2 + 2
    assert s.breakdown()[2]["coal"] == 0
    assert all(b["transport"] == 0 and b["empty_carts"] == 0 for b in s.breakdown())
    assert s.scores_by_epoch() == [[6, 4, 0]]


def test_shift_two_scores_coal_again_and_transports():
    m = setup(2)
    s = m.state
    deliver(s, 0, "carriage_KKK")
    deliver(s, 1, "carriage_Y", "wheelbarrow_GG")
    end_shift(m, 2)
    b = s.breakdown()
    assert b[0]["coal"] == 5 and b[1]["coal"] == 2 + 4  # yellow, grey
    assert b[0]["transport"] == 7  # carriage: 3 cubes against 1
    assert b[1]["transport"] == 6  # wheelbarrow
    assert b[0]["empty_carts"] == b[1]["empty_carts"] == 0


def test_shift_three_adds_empty_carts_printed_carts_included():
    m = setup(2)
    s = m.state
    s.pit[16 * 0 + 4 * 0 + 0] = 0  # seat 0's printed yellow cart is empty
    s.supply[0] += 1
    end_shift(m, 3)
    b = s.breakdown()
    assert b[0]["empty_carts"] == 10 and b[1]["empty_carts"] == 0
    assert b[0]["coal"] == b[0]["transport"] == 0


def test_next_start_player_has_most_workers_on_the_factory_spaces():
    m = setup(3, start=0)
    s = m.state
    t = s.t
    s.occ_owner[t.space_index["factory_1"]], s.occ_count[t.space_index["factory_1"]] = 2, 2
    s.occ_owner[t.space_index["factory_look"]], s.occ_count[t.space_index["factory_look"]] = 1, 1
    s.occ_owner[t.space_index["factory_2"]], s.occ_count[t.space_index["factory_2"]] = 1, 1
    s.occ_owner[t.space_index["money_6"]], s.occ_count[t.space_index["money_6"]] = 0, 5
    end_shift(m, 1)
    assert s.start == 1  # the look at 5 counts; money does not
    assert s.current_player() == 1


@pytest.mark.parametrize("start,tied,expected", [
    (0, (0, 2), 2),        # the previous start player cannot keep it
    (0, (1, 2), 1),
    (1, (0, 1), 0),        # clockwise after seat 1 of 3: seat 2 is not tied, seat 0 is
    (2, (0, 1, 2), 0),
    (1, (), 2),            # nobody on the factory: everyone tied at none
])
def test_a_tie_for_start_player_goes_to_the_first_tied_seat_clockwise_after_the_previous_one(start, tied, expected):
    m = setup(3, start=start)
    s = m.state
    t = s.t
    for i, p in enumerate(tied):
        sp = t.space_index[f"factory_{i + 1}"]
        s.occ_owner[sp], s.occ_count[sp] = p, 2
    end_shift(m, 1)
    assert s.start == expected


def test_final_scoring_marks_cubes_undelivered_orders_and_the_balance_without_printed_carts():
    m = setup(2)
    s = m.state
    t = s.t
    s.money[0] = 13  # and 1 from the bank below: 14, 2 points, 4 left over
    s.held[0].clear()
    hold(s, 0, "carriage_KK")
    s.held[0][0] = (s.held[0][0][0], (3,), (0, 0, 0, 1))  # one cube on an undelivered order
    hold(s, 0, "motorcar_YYY")
    s.storage[:4] = [1, 1, 0, 0]
    s.cage[:4] = [0, 0, 1, 0]
    # the pit: the four printed carts' cubes plus 3 on bought tiles
    for name in ("grey_1_lit", "grey_1_lit", "yellow_1_dark", "brown_1_lit"):
        k = t.tile_index[name]
        s.tiles[0].append(k)
        s.carts[t.tile_colour[k]] += 1
        if t.tile_lit[k]:
            s.lit[0] += 1
        else:
            s.dark[0] += 1
    s.pit[2 * 4 + 2] += 3
    s.money[1] = 5
    end_shift(m, 3)
    b = s.breakdown()[0]
    assert s.cubes_owned(0) == 4 + 3 + 3 + 1
    assert b["marks"] == 14 // 5
    assert b["cubes"] == 11 // 3
    assert b["open_orders"] == -2
    assert b["balance"] == -2 * (3 - 1)
    assert s.is_terminal()
    assert sum(b.values()) == s.scores()[0]
    rows = s.scores_by_epoch()
    assert len(rows) == 4 and [sum(r[p] for r in rows) for p in range(2)] == s.scores()


def test_printed_carts_alone_leave_the_pit_balanced():
    m = setup(2)
    end_shift(m, 3)
    assert m.state.breakdown()[0]["balance"] == 0


def test_a_tie_on_points_goes_to_the_marks_left_over_after_converting_them_not_all_marks():
    m = setup(2)
    s = m.state
    s.money = [62, 66]  # with the bank's Mark: 63 (12 points, 3 left) and 67 (13 points, 2 left)
    s.gain(0, 1, "coal")  # one point more before the end, so the final totals tie
    end_shift(m, 3)
    assert s.scores()[0] == s.scores()[1]
    assert s.winners() == [0]


def test_a_tie_on_points_goes_to_more_marks_and_otherwise_is_shared():
    m = setup(2)
    s = m.state
    s.money = [8, 7]  # with the bank's Mark below: 9 and 8, 1 point each; 9 Marks beat 8
    end_shift(m, 3)
    assert s.scores()[0] == s.scores()[1]
    assert s.winners() == [0]
    m = setup(2)
    m.state.money = [7, 7]
    end_shift(m, 3)
    assert m.state.winners() == [0, 1]


# --- readings the seed leaves open (docs/rulings.md) --------------------------------------------------
def test_the_transport_majority_counts_cubes_not_orders():
    m = setup(2)
    s = m.state
    deliver(s, 0, "carriage_KKK")               # one order, 3 cubes
    deliver(s, 1, "carriage_Y", "carriage_B")   # two orders, 2 cubes
    end_shift(m, 2)
    b = s.breakdown()
    assert b[0]["transport"] == 7 and b[1]["transport"] == 0


def test_the_next_start_player_counts_the_workers_on_the_factory_now_not_those_ousted_to_the_canteen():
    m = setup(2, start=0)
    s = m.state
    s.money = [60, 60]
    for space in ("factory_1", "bank", "factory_2", "factory_1", "factory_3"):
        place(m, space)  # seat 0 puts 3 on the factory, 1 of them ousted by seat 1's 2
    assert s.canteen[0] == 1 and s.current_player() == 1
    end_shift(m, 1)
    assert s.start == 1  # 2 against 2 now, and seat 0 cannot keep it; counting all 3 placed would give seat 0


def test_an_order_completed_but_not_delivered_at_the_end_costs_a_point():
    m = setup(2)
    s = m.state
    s.held[0].clear()
    hold(s, 0, "wheelbarrow_K", filled=True)
    end_shift(m, 3)
    assert s.breakdown()[0]["open_orders"] == -1
