"""Scenarios: the revenue phase (収入フェイズ) and the transport phase (輸送フェイズ)."""
import pytest
from lg_scenario import deciding, give, roll, setup, until

from engine.core.errors import IllegalMove
from engine.core.game import CHANCE
from engine.games.la_granja.deliveries import delivery_moves
from engine.games.la_granja.goods import FOOD, GRAIN, GRAPE, MEAT, OLIVE, PIG, SILVER, TRADE, WINE
from engine.games.la_granja.moves import (
    PASS,
    ChooseDonkey,
    ChooseRevenue,
    Deliver,
    DrawCard,
    PlaceMarker,
    TakeDie,
    Upgrade,
)
from engine.games.la_granja.pending import (
    DonkeyChoice,
    DonkeyDeliveries,
    ExtraDeliveries,
    FreeDeliveries,
    FreeUpgrades,
    PickDie,
    PlaceOnMarket,
    PlayCards,
)
from engine.games.la_granja.state import EMPTY


def at_roll(n=2, **kw):
    m = setup(n, **kw)
    until(m, lambda s: s.step_name == "roll" and s.current_player() == CHANCE)
    return m


def at_pick(faces, n=2, **kw):
    m = at_roll(n, **kw)
    roll(m, faces)
    assert isinstance(m.state.pending[-1], PickDie)
    return m


def test_revenue_dice_two_picks_each_and_the_last_die_for_everybody():
    m = at_pick([4, 4, 4, 4, 6])
    s = m.state
    s.crops = [[0] * len(c) for c in s.crops]
    silver = [s.goods[p][SILVER] for p in range(2)]
    for p in (0, 1, 0, 1):
        assert s.current_player() == p
        m.play(TakeDie(4, "silver"))
    # the 6 is left: nobody can deliver, so both take its 2 silver
    assert [s.goods[p][SILVER] - silver[p] for p in range(2)] == [10, 10]
    assert s.step_name == "donkeys" and s.dice == []


def test_each_seat_keeps_the_dice_it_took_until_the_next_roll():
    """Shown in front of each seat on the table: the faces taken this round (not the leftover)."""
    m = at_pick([1, 4, 4, 4, 6])
    s = m.state
    s.crops = [[0] * len(c) for c in s.crops]
    for p, face, option in ((0, 1, "pig"), (1, 4, "silver"), (0, 4, "silver"), (1, 4, "silver")):
        assert s.current_player() == p
        m.play(TakeDie(face, option))
    assert s.taken == [[1, 4], [4, 4]]
    until(m, lambda st: st.step_name == "roll" and st.current_player() == CHANCE)
    assert s.taken == [[1, 4], [4, 4]]  # still in front of the seats until the dice are rolled again
    roll(m, [2, 2, 3, 3, 5])
    assert s.taken == [[], []]
    assert s.clone().taken == s.taken and s.clone().taken is not s.taken


def test_the_last_die_with_a_choice_is_chosen_by_each_seat_in_turn_order():
    m = at_pick([2, 4, 4, 4, 4])
    s = m.state
    for _ in range(4):
        m.play(TakeDie(4, "silver"))
    assert s.current_player() == 0
    m.play(ChooseRevenue("olive"))
    m.play(ChooseRevenue("grape"))
    assert (s.goods[0][OLIVE], s.goods[1][GRAPE]) == (1, 1)


@pytest.mark.parametrize("face,option,expect", [
    (1, "pig", {PIG: 1}), (2, "olive", {OLIVE: 1}), (2, "grain", {GRAIN: 1}), (2, "grape", {GRAPE: 1}),
    (3, "olive+grape", {OLIVE: 1, GRAPE: 1}), (3, "grain+grape", {GRAIN: 1, GRAPE: 1}), (4, "silver", {SILVER: 4}),
    (6, "silver", {SILVER: 2}),
])
def test_revenue_space_goods(face, option, expect):
    m = at_pick([face, 4, 4, 4, 4] if face < 4 else [4, 4, 4, 4, face])
    s = m.state
    before = list(s.goods[0])
    m.play(TakeDie(face, option))
    for g, v in expect.items():
        assert s.goods[0][g] - before[g] == v


def test_revenue_one_pig_without_den_room_is_sold_for_three_silver():
    m = at_pick([1, 4, 4, 4, 4])
    give(m, 0, pig=3, silver=0)
    m.play(TakeDie(1, "pig"))
    assert (m.state.goods[0][PIG], m.state.goods[0][SILVER]) == (3, 3)


def test_revenue_two_draw_may_exceed_the_hand_limit():
    m = at_pick([2, 4, 4, 4, 4])
    s = m.state
    n = len(s.hand[0])
    m.play(TakeDie(2, "draw"))
    m.play(DrawCard(s.deck[0]))
    assert len(s.hand[0]) == n + 1 == 4 and s.current_player() == 1


def test_revenue_two_play_a_card():
    m = at_pick([2, 4, 4, 4, 4])
    s = m.state
    m.play(TakeDie(2, "play"))
    assert s.pending[-1] == PlayCards(0, 1)


def test_revenue_five_two_free_upgrades():
    m = at_pick([4, 4, 4, 4, 5])
    give(m, 0, olive=1, grape=1, silver=0)
    s = m.state
    m.play(TakeDie(5, "upgrade2"))
    assert s.pending[-1] == FreeUpgrades(0, 2)
    m.play(Upgrade("olive"))
    m.play(Upgrade("grape"))
    assert (s.goods[0][FOOD], s.goods[0][WINE], s.goods[0][SILVER]) == (1, 1, 0)


def test_revenue_five_one_upgrade_and_one_siesta_step_or_two_steps():
    m = at_pick([4, 4, 4, 5, 5])
    s = m.state
    give(m, 0, pig=1)
    give(m, 1, pig=0)
    m.play(TakeDie(5, "upgrade_siesta"))
    m.play(Upgrade("pig"))
    assert (s.goods[0][MEAT], s.siesta[0]) == (1, 1)
    m.play(TakeDie(5, "siesta2"))
    assert s.siesta[1] == 2


def test_revenue_six_one_delivery_at_once():
    m = at_pick([4, 4, 4, 4, 6])
    give(m, 0, olive=1)
    s = m.state
    m.play(TakeDie(6, "deliver"))
    assert s.pending[-1] == FreeDeliveries(0, 1)
    m.play(Deliver("building", 1, "olive"))
    assert s.rows[0][0][OLIVE] == 1


# ---- donkeys and the siesta track ---------------------------------------------------------------------


def at_donkeys(n=2, **kw):
    m = setup(n, **kw)
    until(m, lambda s: s.step_name == "donkeys" and s.pending and isinstance(s.pending[-1], DonkeyChoice),
          dice=[4] * 9)
    return m


def test_each_donkey_marker_once_in_rounds_1_to_3_and_again_in_4_to_6():
    m = at_donkeys()
    s = m.state
    m.play(ChooseDonkey(2))
    for rnd in (2, 3):
        until(m, lambda st, r=rnd: st.round == r and st.pending and isinstance(st.pending[-1], DonkeyChoice)
              and st.current_player() == 0, dice=[4] * 9)
        assert ChooseDonkey(2) not in s.legal_moves()
        with pytest.raises(IllegalMove, match="already used"):
            m.play(ChooseDonkey(2))
    until(m, lambda st: st.round == 4 and deciding(DonkeyChoice, 0)(st), dice=[4] * 9)
    assert ChooseDonkey(2) in s.legal_moves()


def test_siesta_hats_move_discs_and_turn_order_changes_at_once_stacking_on_top():
    m = at_donkeys(3)
    s = m.state
    assert s.order == [0, 1, 2]
    m.play(ChooseDonkey(1))  # 3 hats
    m.play(ChooseDonkey(2))  # 2 hats
    m.play(ChooseDonkey(1))  # 3 hats: lands on seat 0's space, on top
    assert s.siesta == [3, 2, 3]
    assert s.order == [2, 0, 1]
    assert s.deliveries == [1, 2, 1]
    assert s.current_player() == 2  # deliveries already in the new order


def test_the_four_donkey_marker_neither_moves_nor_restacks():
    m = at_donkeys(2)
    s = m.state
    s.siesta[0], s.height[0] = 2, 1
    s.siesta[1], s.height[1] = 0, 2
    s.stack_top = 2
    m.play(ChooseDonkey(4))
    m.play(ChooseDonkey(2))
    assert s.siesta == [2, 2] and s.order == [1, 0]


def test_opponents_donkey_pick_is_hidden_until_the_reveal():
    m = at_donkeys(2)
    s = m.state
    m.play(ChooseDonkey(3))
    obs = s.observation(1)
    assert obs.donkey[0] == 0 and obs.donkeys_used[0] == 0
    assert s.observation(0).donkey[0] == 3


# ---- deliveries -----------------------------------------------------------------------------------------


def deliveries_for(m, seat, donkeys, other=4):
    s = m.state
    for p in list(s.order):
        m.play(ChooseDonkey(donkeys if p == seat else other))
    until(m, lambda st: st.pending and isinstance(st.pending[-1], DonkeyDeliveries) and st.current_player() == seat)


def test_as_many_deliveries_as_donkeys():
    m = at_donkeys()
    give(m, 0, olive=1, grain=1, grape=1)
    deliveries_for(m, 0, 2)
    s = m.state
    m.play(Deliver("building", 1, "olive"))
    m.play(Deliver("building", 1, "grain"))
    assert not isinstance(s.pending[-1], DonkeyDeliveries) or s.current_player() != 0
    assert s.goods[0][GRAPE] == 1 and s.rows[0][0][OLIVE] == 1 and s.rows[0][0][GRAIN] == 1


def test_a_blocked_building_takes_no_delivery():
    m = at_donkeys()
    give(m, 0, grain=1)
    deliveries_for(m, 0, 2)
    s = m.state
    assert s.blocked == [4, 5, 6]
    with pytest.raises(IllegalMove):
        m.play(Deliver("building", 4, "grain"))


def test_building_completed_grey_hex_order_marker_craft_marker_and_round_vp():
    m = at_donkeys()
    s = m.state
    give(m, 0, olive=1, grain=1, wine=1, silver=0)
    deliveries_for(m, 0, 3)
    for g in ("olive", "grain", "wine"):
        m.play(Deliver("building", 1, g))
    # hex token 1 + building-order token 1 + round 1; Merchant house immediately 3 silver
    assert s.vp(0) == 1 + 1 + 1 + 1
    assert s.grey[0] == (0,) and s.blocked == [5, 6] and s.crafts[0] == [1]
    assert s.goods[0][SILVER] == 3
    assert not [d for d in delivery_moves(s, 0) if d.target == "building" and d.index == 1]


def test_a_later_completer_of_the_same_building_gets_neither_token():
    m = at_donkeys()
    s = m.state
    s.grey[0] = (1,)
    s.done[1] |= 1 << 1
    s.blocked = [5, 6]
    give(m, 0, olive=1, grain=1, wine=1)
    deliveries_for(m, 0, 3)
    for g in ("olive", "grain", "wine"):
        m.play(Deliver("building", 1, g))
    assert s.vp(0) == 1 + 1 and s.blocked == [5, 6] and s.grey[0] == (1, 0)


def barrow_scenario(options=None):
    m = at_donkeys(options=options)
    s = m.state
    s.barrows[1] = [41]  # olive, grape, meat; value 4
    s.loads[1] = [(0,) * 10]
    give(m, 1, olive=1, grape=1, meat=1)
    deliveries_for(m, 1, 3)
    return m


def test_barrow_completed_trade_good_market_marker_value_vp_and_lower_neighbours_removed():
    m = barrow_scenario()
    s = m.state
    for g in ("olive", "grape", "meat"):
        m.play(Deliver("barrow", 0, g))
    assert s.pending[-1] == PlaceOnMarket(1, 4)
    assert {x.space for x in s.legal_moves()} == {3, 12, 13, 16, 22}
    m.play(PlaceMarker(16))  # next to seat 0's start space (value 2)
    assert s.market[16] == 1 and s.market[s.t.start_space[2]] == EMPTY
    assert s.vp(1) == 1 + 4 + 1 and s.goods[1][TRADE] == 2
    assert s.barrows[1] == [] and 41 in s.discard


@pytest.mark.parametrize("scores,expect", [(True, 1 + 6 + 1 + 1), (False, 1 + 6 + 1)])
def test_full_value_market_case_displaces_a_marker_scoring_by_option(scores, expect):
    m = barrow_scenario({"full_value_removal_scores": scores})
    s = m.state
    s.barrows[1] = [10]  # pig, wine, meat; value 6
    give(m, 1, pig=1, wine=1, meat=1)
    for i in (11, 14, 18, 19):
        s.market[i] = 0
    for g in ("pig", "wine", "meat"):
        m.play(Deliver("barrow", 0, g))
    assert {x.space for x in s.legal_moves()} == {11, 14, 18, 19}
    m.play(PlaceMarker(14))  # displaces seat 0 there, and removes seat 0's start marker (value 2) beside it
    assert s.market[14] == 1 and s.market[15] == EMPTY
    assert s.vp(1) == expect


def test_extra_deliveries_cost_one_silver_each_up_to_capacity():
    m = at_donkeys()
    s = m.state
    s.exts[0] = [3]  # a delivery extension: capacity 2
    give(m, 0, olive=3, silver=5)
    deliveries_for(m, 0, 4, other=4)
    m.play(PASS)
    until(m, deciding(ExtraDeliveries, 0))
    m.play(Deliver("building", 1, "olive"))
    assert s.goods[0][SILVER] == 4
    s.barrows[0] = [23]  # olive + grain barrow
    s.loads[0] = [(0,) * 10]
    m.play(Deliver("barrow", 0, "olive"))
    assert s.goods[0][SILVER] == 3
    assert not (s.pending and isinstance(s.pending[-1], ExtraDeliveries) and s.pending[-1].seat == 0)


def test_the_new_turn_order_holds_into_the_next_round_and_the_track_restacks_in_it():
    m = at_donkeys(3)
    s = m.state
    m.play(ChooseDonkey(4))
    m.play(ChooseDonkey(4))
    m.play(ChooseDonkey(1))  # seat 2 alone moves: it leads from now on
    assert s.order == [2, 0, 1]
    until(m, lambda st: st.round == 2 and st.pending and isinstance(st.pending[-1], PlayCards))
    assert s.current_player() == 2 and s.siesta == [0, 0, 0]
    assert sorted(range(3), key=lambda p: -s.height[p]) == [2, 0, 1]


def test_siesta_steps_from_the_revenue_phase_count_in_the_transport_ranking():
    m = at_pick([4, 4, 4, 5, 5], n=2)
    s = m.state
    m.play(TakeDie(4, "silver"))
    m.play(TakeDie(5, "siesta2"))  # seat 1 moves 2 now; the order is re-ranked in the siesta step
    assert s.order == [0, 1] and s.siesta[1] == 2
    until(m, deciding(DonkeyChoice, 0))
    m.play(ChooseDonkey(4))
    m.play(ChooseDonkey(4))
    assert s.order == [1, 0]
