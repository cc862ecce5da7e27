"""Scenarios: the verified helpers (1–6, 23) and each family of the house effect vocabulary."""
import pytest
from lg_scenario import deciding, give, install, roll, setup, until

from engine.core.game import CHANCE
from engine.games.la_granja.effects import final_rate
from engine.games.la_granja.goods import FOOD, GRAIN, OLIVE, PIG, SILVER, WINE
from engine.games.la_granja.moves import (
    PASS,
    Buy,
    BuyRoof,
    ChooseDonkey,
    ChooseRevenue,
    Deliver,
    DrawCard,
    PayGood,
    PlaceMarker,
    PlayCard,
    ReserveSpace,
    Sell,
    TakeDie,
    Upgrade,
    UseHelper,
)
from engine.games.la_granja.pending import (
    DonkeyChoice,
    DonkeyDeliveries,
    ExtraDeliveries,
    FreeDeliveries,
    FreeUpgrades,
    PayExtension,
    PickDie,
    PlayCards,
    PorterSecond,
    ReserveChoice,
    RoofPurchase,
)


def with_helpers(seat_helpers: dict[int, list[int]], n=2):
    m = setup(n)
    for p, cards in seat_helpers.items():
        install(m, p, helpers=cards)
    return m


def at_pick(m, faces):
    until(m, lambda s: s.step_name == "roll" and s.current_player() == CHANCE)
    roll(m, faces)


# ---- verified helpers ----------------------------------------------------------------------------------


def test_chef_every_upgrade_costs_one_silver_less():
    m = with_helpers({0: [1]})
    give(m, 0, olive=1, grape=1, silver=3)
    m.play(Upgrade("olive"))  # food: 2 - 1
    m.play(Upgrade("grape"))  # wine: 3 - 1
    s = m.state
    assert (s.goods[0][FOOD], s.goods[0][WINE], s.goods[0][SILVER]) == (1, 1, 0)


def test_negotiator_1_vp_when_ones_market_marker_is_removed_in_revenue_or_transport():
    m = with_helpers({0: [2]})
    until(m, lambda s: s.step_name == "donkeys" and s.pending and isinstance(s.pending[-1], DonkeyChoice), dice=[4] * 9)
    s = m.state
    s.barrows[1] = [41]
    s.loads[1] = [(0,) * 10]
    give(m, 1, olive=1, grape=1, meat=1)
    for p in list(s.order):
        m.play(ChooseDonkey(3 if p == 1 else 4))
    until(m, deciding(DonkeyDeliveries, 1))
    vp0 = s.vp(0)
    for g in ("olive", "grape", "meat"):
        m.play(Deliver("barrow", 0, g))
    m.play(PlaceMarker(16))
    assert s.vp(0) == vp0 + 1


def test_porter_once_a_round_two_different_options_on_space_2_or_6():
    m = with_helpers({0: [3]})
    at_pick(m, [2, 2, 4, 4, 4])
    s = m.state
    m.play(TakeDie(2, "olive"))
    assert isinstance(s.pending[-1], PorterSecond)
    assert ChooseRevenue("olive") not in s.legal_moves()
    m.play(ChooseRevenue("grain"))
    assert (s.goods[0][OLIVE], s.goods[0][GRAIN]) == (1, 1) and 3 in s.used[0]
    m.play(TakeDie(4, "silver"))
    m.play(TakeDie(2, "grape"))
    assert not isinstance(s.pending[-1], PorterSecond) or s.pending[-1].seat != 0


def test_farm_worker_once_a_round_pay_1_vp_to_play_a_card_extension_cost_still_due():
    m = with_helpers({0: [4]})
    s = m.state
    m.play(UseHelper(4))
    assert s.vp(0) == 0 and s.pending[-1] == PlayCards(0, 1)
    m.play(PlayCard(50, "extension"))
    assert isinstance(s.pending[-1], PayExtension)
    m.play(PayGood("silver"))
    assert UseHelper(4) not in s.legal_moves()


def test_village_elder_reserves_a_space_whose_last_die_only_its_owner_takes():
    m = with_helpers({1: [5]})
    until(m, deciding(ReserveChoice))
    s = m.state
    m.play(ReserveSpace(4))
    roll(m, [1, 1, 2, 3, 4])
    assert isinstance(s.pending[-1], PickDie) and s.current_player() == 0
    assert not any(isinstance(x, TakeDie) and x.face == 4 for x in s.legal_moves())
    m.play(TakeDie(1, "pig"))
    assert TakeDie(4, "silver") in s.legal_moves()


def test_merchant_pays_1_vp_to_use_the_revenue_space_of_the_round():
    m = with_helpers({0: [6]})
    at_pick(m, [4, 4, 4, 4, 4])
    s = m.state
    m.play(UseHelper(6))  # round 1: space 1, a pig
    m.play(ChooseRevenue("pig"))
    assert s.goods[0][PIG] == 1 and s.vp(0) == 0


def test_farm_servant_once_a_round_one_free_upgrade():
    m = with_helpers({0: [23]})
    give(m, 0, grape=1, silver=0)
    s = m.state
    m.play(UseHelper(23))
    assert s.pending[-1] == FreeUpgrades(0, 1)
    m.play(Upgrade("grape"))
    assert s.goods[0][WINE] == 1 and UseHelper(23) not in s.legal_moves()


# ---- house effect families -----------------------------------------------------------------------------


def test_cost_change_upgrade_discount_for_one_good():
    m = with_helpers({0: [7]})  # Vintner: wine 1 less
    give(m, 0, grape=1, olive=1, silver=3)
    m.play(Upgrade("grape"))
    assert m.state.goods[0][SILVER] == 1
    assert Upgrade("olive") not in m.state.legal_moves()  # food still costs 2


def test_cost_change_buy_discount_and_sell_bonus_never_make_money():
    m = with_helpers({0: [10]})  # olive buyer
    give(m, 0, silver=1)
    m.play(Buy("olive"))
    assert m.state.goods[0][SILVER] == 0
    m2 = with_helpers({0: [14]})  # oil presser: olive sells for 2
    give(m2, 0, olive=1, silver=0)
    m2.play(Sell("olive"))
    assert m2.state.goods[0][SILVER] == 2
    m3 = with_helpers({0: [10, 14]})  # both: buying never cheaper than selling
    give(m3, 0, silver=1)
    assert Buy("olive") not in m3.state.legal_moves()


def test_final_rate_raises_the_end_conversion():
    m = with_helpers({0: [19]})
    assert final_rate(m.state, 0, OLIVE) == 2 and final_rate(m.state, 1, OLIVE) == 1


def test_roof_discount():
    m = with_helpers({1: [18]})
    until(m, deciding(RoofPurchase, 1))
    give(m, 1, silver=0)
    m.play(BuyRoof(m.state.display[0]))  # round 1 costs 1 - 1 = 0
    assert m.state.goods[1][SILVER] == 0


def test_revenue_bonus_on_taking_its_space():
    m = with_helpers({0: [24]})  # piglet keeper: +2 silver on space 1
    at_pick(m, [1, 4, 4, 4, 4])
    s = m.state
    silver = s.goods[0][SILVER]
    m.play(TakeDie(1, "pig"))
    assert s.goods[0][SILVER] == silver + 2


def test_income_helper_and_harvest_bonus():
    m = with_helpers({0: [50, 31]})  # steward +1 silver; olive picker +1 olive with an olive field
    s = m.state
    s.fields[0] = [1]
    s.crops[0] = [0]
    give(m, 0, silver=0)
    until(m, deciding(RoofPurchase))
    assert s.goods[0][SILVER] == 1 and s.goods[0][OLIVE] == 1


def test_gain_helper_once_a_round_in_its_phase_only():
    m = with_helpers({0: [45, 48]})  # olive grower (farm), tax collector (transport)
    s = m.state
    assert UseHelper(48) not in s.legal_moves()
    m.play(UseHelper(45))
    assert s.goods[0][OLIVE] == 1 and UseHelper(45) not in s.legal_moves()


def test_convert_helper():
    m = with_helpers({0: [34]})  # sommelier: 1 wine -> 3 VP
    give(m, 0, wine=1)
    m.play(UseHelper(34))
    assert m.state.vp(0) == 4 and m.state.goods[0][WINE] == 0


def test_draw_card_helper():
    m = with_helpers({0: [65]})  # scribe: 1 silver, draw a card (farm)
    s = m.state
    m.play(UseHelper(65))
    m.play(DrawCard(1))
    assert 1 in s.hand[0] and s.goods[0][SILVER] == 0


def test_completion_vp_and_removal_vp_reactions():
    m = with_helpers({1: [57, 61]})  # stall keeper +1 per barrow; rival +1 per removal
    until(m, lambda s: s.step_name == "donkeys" and s.pending and isinstance(s.pending[-1], DonkeyChoice), dice=[4] * 9)
    s = m.state
    s.barrows[1] = [41]
    s.loads[1] = [(0,) * 10]
    give(m, 1, olive=1, grape=1, meat=1)
    for p in list(s.order):
        m.play(ChooseDonkey(3 if p == 1 else 4))
    until(m, deciding(DonkeyDeliveries, 1))
    for g in ("olive", "grape", "meat"):
        m.play(Deliver("barrow", 0, g))
    m.play(PlaceMarker(16))
    assert s.vp(1) == 1 + 1 + 4 + 2


def test_siesta_bonus_and_siesta_steps():
    m = with_helpers({0: [63], 1: [64]})
    at_pick(m, [4, 4, 4, 4, 4])
    s = m.state
    m.play(TakeDie(4, "silver"))
    m.play(UseHelper(64))  # revenue phase: +1 step
    assert s.siesta[1] == 1
    until(m, deciding(DonkeyChoice, 0), dice=[4] * 9)
    m.play(ChooseDonkey(3))
    assert isinstance(s.pending[-1], DonkeyChoice)
    m.play(ChooseDonkey(4))
    assert s.siesta[0] == 1 + 1


def test_pig_space_and_hand_limit_helpers():
    from engine.games.la_granja.holdings import den_capacity, hand_limit

    m = with_helpers({0: [44, 43]})
    assert den_capacity(m.state, 0) == 5 and hand_limit(m.state, 0) == 4


def test_delivery_help_free_extra_delivery_and_a_helper_delivery():
    m = with_helpers({0: [54, 52]})  # stable hand: first extra delivery free; carter: 1x delivery
    until(m, lambda s: s.step_name == "donkeys" and s.pending and isinstance(s.pending[-1], DonkeyChoice), dice=[4] * 9)
    s = m.state
    s.crops = [[0] * len(c) for c in s.crops]
    give(m, 0, olive=3, silver=0)
    for p in list(s.order):
        m.play(ChooseDonkey(3 if p == 0 else 4))
    until(m, deciding(DonkeyDeliveries, 0))
    m.play(UseHelper(52))
    assert isinstance(s.pending[-1], FreeDeliveries)
    m.play(Deliver("building", 1, "olive"))
    m.play(PASS)
    until(m, deciding(ExtraDeliveries, 0))
    s.barrows[0] = [23]
    s.loads[0] = [(0,) * 10]
    m.play(Deliver("barrow", 0, "olive"))
    assert s.goods[0][SILVER] == 0


@pytest.mark.parametrize("cid", range(1, 67))
def test_every_helper_can_be_played_and_used_without_error(cid):
    from engine.games.la_granja.effects import usable_helpers

    m = setup(2)
    s = m.state
    s.hand[0].append(cid) if cid not in s.hand[0] else None
    m.play(PlayCard(cid, "helper"))
    give(m, 0, silver=10, olive=1, grape=1, pig=1, wine=1, food=1, meat=1, trade=1)
    if cid in usable_helpers(s, 0):
        m.play(UseHelper(cid))
    assert s.legal_moves() or s.current_player() == CHANCE
