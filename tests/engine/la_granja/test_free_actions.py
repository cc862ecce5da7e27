"""Scenarios: free actions (フリーアクション) at one's own decisions."""
import pytest
from lg_scenario import give, setup

from engine.core.errors import IllegalMove
from engine.core.game import CHANCE
from engine.games.la_granja.goods import FOOD, GRAIN, GRAPE, MEAT, OLIVE, PIG, SILVER, TRADE, WINE
from engine.games.la_granja.moves import Buy, PlayCard, Sell, Upgrade, UseTradeGood
from engine.games.la_granja.pending import FreeUpgrades, PayExtension, PlayCards


@pytest.mark.parametrize("good,buy,sell", [("olive", 2, 1), ("grain", 2, 1), ("grape", 3, 2), ("pig", 4, 3)])
def test_buy_and_sell_at_the_tableau_prices(good, buy, sell):
    m = setup(2)
    give(m, 0, silver=10)
    m.play(Buy(good))
    assert m.state.goods[0][SILVER] == 10 - buy
    m.play(Sell(good))
    assert m.state.goods[0][SILVER] == 10 - buy + sell


@pytest.mark.parametrize("good,target,cost", [("olive", FOOD, 2), ("grain", FOOD, 2), ("grape", WINE, 3),
                                              ("pig", MEAT, 3)])
def test_upgrades_cost_silver(good, target, cost):
    m = setup(2)
    give(m, 0, silver=5, **{good: 1})
    m.play(Upgrade(good))
    assert m.state.goods[0][target] == 1 and m.state.goods[0][SILVER] == 5 - cost


def test_an_upgrade_needs_the_silver():
    m = setup(2)
    give(m, 0, silver=2, grape=1)
    with pytest.raises(IllegalMove, match="not enough silver"):
        m.play(Upgrade("grape"))


@pytest.mark.parametrize("option,expect", [("silver", {SILVER: 5}), ("olive+grape", {OLIVE: 1, GRAPE: 1}),
                                           ("olive+grain", {OLIVE: 1, GRAIN: 1}), ("pig", {PIG: 1})])
def test_a_trade_good_buys_one_of_its_options(option, expect):
    m = setup(2)
    m.play(UseTradeGood(option))
    s = m.state
    assert s.goods[0][TRADE] == 0
    for g, v in expect.items():
        assert s.goods[0][g] == v


def test_a_trade_good_for_two_free_upgrades_or_a_card():
    m = setup(2)
    give(m, 0, trade=3, olive=1, pig=1, silver=0)
    s = m.state
    m.play(UseTradeGood("upgrade2"))
    assert s.pending[-1] == FreeUpgrades(0, 2)
    m.play(Upgrade("olive"))
    m.play(Upgrade("pig"))
    assert (s.goods[0][FOOD], s.goods[0][MEAT], s.goods[0][SILVER]) == (1, 1, 0)
    m.play(UseTradeGood("draw"))
    assert s.current_player() == CHANCE
    m.resolve_chance()
    assert len(s.hand[0]) == 5
    m.play(UseTradeGood("play"))
    assert s.pending[-1] == PlayCards(0, 1)


def test_no_free_actions_while_an_extension_cost_is_being_paid():
    m = setup(2)
    s = m.state
    give(m, 0, silver=5)
    m.play(PlayCard(50, "extension"))
    assert isinstance(s.pending[-1], PayExtension)
    assert Buy("olive") not in s.legal_moves()
    with pytest.raises(IllegalMove, match="free actions wait"):
        m.play(Buy("olive"))


def test_selling_takes_a_crop_from_a_field_first():
    m = setup(2)
    s = m.state
    s.fields[0] = [1]  # olive field
    s.crops[0] = [2]
    give(m, 0, olive=1, silver=0)
    m.play(Sell("olive"))
    assert s.crops[0] == [1] and s.goods[0][OLIVE] == 1 and s.goods[0][SILVER] == 1
