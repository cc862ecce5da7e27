"""Scenarios: the six craft buildings (建物マーカー), the scoring phase and the end of the game."""
from lg_scenario import deciding, give, setup, until

from engine.games.la_granja.goods import GRAPE, OLIVE, PIG, SILVER, TRADE, VP
from engine.games.la_granja.moves import PASS, ChooseDonkey, ChooseGood, Deliver
from engine.games.la_granja.pending import DonkeyChoice, DonkeyDeliveries, FreeDeliveries, GreengrocerChoice
from engine.games.la_granja.scoring import winners

ROWS = {1: ("olive", "grain", "wine"), 2: ("grape", "pig", "food"), 3: ("olive", "grape", "meat"),
        4: ("grain", "food", "wine"), 5: ("olive", "grain", "grape"), 6: ("pig", "meat", "food")}


def delivering(building, donkeys=3, n=2, options=None):
    """Seat 0 about to deliver in round 1 with the building open and its row's goods in hand."""
    blocked = tuple(b for b in (4, 5, 6, 1, 2, 3) if b != building)[:3]
    m = setup(n, blocked=blocked, options=options)
    until(m, lambda s: s.step_name == "donkeys" and s.pending and isinstance(s.pending[-1], DonkeyChoice), dice=[4] * 9)
    s = m.state
    s.crops = [[0] * len(c) for c in s.crops]
    for g in ROWS[building]:
        s.goods[0][["silver", "vp", "olive", "grain", "grape", "pig", "food", "wine", "meat"].index(g)] += 1
    for p in list(s.order):
        m.play(ChooseDonkey(donkeys if p == 0 else 4))
    until(m, deciding(DonkeyDeliveries, 0))
    return m


def complete(m, building):
    for g in ROWS[building]:
        m.play(Deliver("building", building, g))


def next_round_roofs(m):
    until(m, lambda s: s.round == 2 and s.step_name == "roofs")


def test_merchant_house_3_silver_now_and_each_farm_phase():
    m = delivering(1)
    s = m.state
    give(m, 0, silver=0)
    complete(m, 1)
    assert s.goods[0][SILVER] == 3
    next_round_roofs(m)
    assert s.goods[0][SILVER] == 6


def test_wainwright_a_delivery_and_siesta_vp_now_then_one_more_donkey_and_hat():
    m = delivering(2)
    s = m.state
    s.siesta[0] = 5  # 2 VP there
    give(m, 0, olive=1)
    complete(m, 2)
    assert s.vp(0) == 1 + 1 + 1 + 1 + 2
    assert s.pending[-1] == FreeDeliveries(0, 1)  # the delivery may be skipped
    m.play(PASS)
    until(m, lambda st: st.round == 2 and st.step_name == "donkeys" and st.pending and st.pending[-1].seat == 0
          and isinstance(st.pending[-1], DonkeyChoice), dice=[4] * 9)
    before = s.siesta[0]
    m.play(ChooseDonkey(2))
    while s.current_player() == 1:
        m.play(ChooseDonkey(3))
    assert s.siesta[0] - before == 3 and s.deliveries[0] == 3


def test_building_order_markers_are_numbered_as_placed_and_leave_lowest_first():
    from engine.core.match import Match
    from engine.games.la_granja.deliveries import order_markers
    from engine.games.la_granja.moves import BlockBuilding, StartPlayer

    m = Match("la-granja", 2, seed=1)
    m.play(StartPlayer(0))
    m.play(BlockBuilding(5))
    assert order_markers(m.state) == {5: 1}  # during setup: marker 1 first
    m = delivering(1)  # building-order markers on 4, 5, 6
    s = m.state
    assert order_markers(s) == {4: 1, 5: 2, 6: 3}
    complete(m, 1)  # the first completion of building 1 frees the building under marker 1
    assert s.blocked == [5, 6] and order_markers(s) == {5: 2, 6: 3}


def test_village_store_2_vp_now_and_2_more_on_each_later_completion():
    """The option's other reading: the +2 counts only completions after the one that gave the marker."""
    m = delivering(3, options={"village_store_own_bonus": False})
    s = m.state
    s.deliveries[0] = 6
    complete(m, 3)
    assert s.vp(0) == 1 + 1 + 1 + 1 + 2
    s.blocked = [4, 5]
    give(m, 0, pig=1, meat=1, food=1)
    complete(m, 6)
    assert s.vp(0) == 6 + 1 + 1 + 1 + 2  # hex, order marker, round 1, store bonus (no barrows for the Butcher)


def test_village_store_2_vp_now_and_2_more_on_each_completion_its_own_included():
    """Ruling (the seed's order): the marker is taken (step 3) before the completion's VP (step 4, +2 while
    holding the Village store), so completing the Village store itself gives the +2 too."""
    m = delivering(3)
    s = m.state
    s.deliveries[0] = 6
    complete(m, 3)
    assert s.vp(0) == 1 + 1 + 1 + 1 + 2 + 2  # start, hex, order marker, round 1, store now, store bonus
    assert s.breakdown()[0]["crafts"] == 4
    s.blocked = [4, 5]
    give(m, 0, pig=1, meat=1, food=1)
    complete(m, 6)
    assert s.vp(0) == 8 + 1 + 1 + 1 + 2  # hex, order marker, round 1, store bonus (no barrows for the Butcher)


def test_deli_a_trade_good_now_and_each_farm_phase():
    m = delivering(4)
    s = m.state
    complete(m, 4)
    assert s.goods[0][TRADE] == 2
    next_round_roofs(m)
    assert s.goods[0][TRADE] == 3


def test_greengrocer_one_olive_grain_grape_or_pig_now_and_each_farm_phase():
    m = delivering(5)
    s = m.state
    complete(m, 5)
    assert isinstance(s.pending[-1], GreengrocerChoice)
    m.play(ChooseGood("pig"))
    assert s.goods[0][PIG] == 1
    until(m, lambda st: st.round == 2 and st.pending and isinstance(st.pending[-1], GreengrocerChoice))
    m.play(ChooseGood("grape"))
    assert s.goods[0][GRAPE] == 1


def test_butcher_1_vp_per_barrow_now_and_1_more_per_completed_barrow():
    m = delivering(6)
    s = m.state
    s.barrows[0] = [23, 41]
    s.loads[0] = [(0,) * 10, (0,) * 10]
    give(m, 0, olive=1, grain=1)
    s.deliveries[0] = 5
    complete(m, 6)
    assert s.vp(0) == 1 + 1 + 1 + 1 + 2
    m.play(Deliver("barrow", 0, "olive"))
    m.play(Deliver("barrow", 0, "grain"))  # value 2, +1 for the Butcher
    placed = s.vp(0) - 6
    assert placed >= 2 + 1


def test_scoring_phase_market_markers_and_siesta_points_then_the_track_resets():
    m = delivering(1, donkeys=1)  # 3 hats: siesta space 3 is worth 1 VP
    s = m.state
    m.play(PASS)
    vp = [s.vp(p) for p in range(2)]
    until(m, lambda st: st.round == 2)
    assert [s.vp(p) - vp[p] for p in range(2)] == [1 + 1, 1 + 0]
    assert s.siesta == [0, 0]
    assert s.breakdown()[0]["siesta"] == 1 and s.breakdown()[1]["market_scoring"] == 1


def test_the_end_sells_stored_goods_not_fields_not_upgraded_then_5_silver_per_vp():
    m = setup(2)
    s = m.state
    until(m, lambda st: st.round == 6 and st.step_name == "extra" and st.pending)
    for p in range(2):
        give(m, p, olive=2, grain=1, grape=1, pig=1, trade=2, food=3, wine=1, silver=3)
    s.crops[0] = [5] * len(s.crops[0])
    until(m, lambda st: st.is_terminal())
    # 2 + 1 + 2 + 3 + 2*4 + 3 = 19 silver: 3 VP and 4 silver left
    assert s.breakdown()[0]["final_silver"] == 3 and s.goods[0][SILVER] == 4
    assert s.goods[0][OLIVE] == 0 and s.goods[0][6] == 3


def test_most_vp_wins_then_more_silver_then_shared():
    s = setup(3).state
    for p, (vp, silver) in enumerate([(30, 2), (30, 4), (29, 4)]):
        s.goods[p][VP], s.goods[p][SILVER] = vp, silver
    assert winners(s) == [1]
    s.goods[0][SILVER] = 4
    assert winners(s) == [0, 1]
