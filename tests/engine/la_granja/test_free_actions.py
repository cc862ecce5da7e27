"""Scenarios: free actions (フリーアクション) at one's own decisions and in the round's free-action windows."""
import pytest
from lg_scenario import give, setup, until

from engine.core.errors import IllegalMove
from engine.core.game import CHANCE
from engine.games.la_granja.goods import FOOD, GRAIN, GRAPE, MEAT, OLIVE, PIG, SILVER, TRADE, WINE
from engine.games.la_granja.moves import PASS, Buy, PlayCard, Sell, Upgrade, UseTradeGood
from engine.games.la_granja.pending import FreeUpgrades, FreeWindow, PayExtension, PlayCards


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


# ---- free-action windows (任意のタイミング) ------------------------------------------------------------


def _after_the_card_plays(m):
    for card in (50, 51):
        m.play(PlayCard(card, "field"))
    m.resolve_all_chance()
    for card in (54, 55):
        m.play(PlayCard(card, "field"))
    m.resolve_all_chance()


def test_after_the_income_each_seat_in_turn_may_clear_a_field_before_the_harvest():
    m = setup(2)
    s = m.state
    s.fields[0] = [1]  # an olive field with 2 spaces, one crop left on it
    s.crops[0] = [1]
    give(m, 0, silver=0)
    _after_the_card_plays(m)
    assert s.step_name == "income" and s.pending[-1] == FreeWindow(0)
    assert "harvest" in s.prompt().en
    m.play(Sell("olive"))  # the crop on the field is sold first: the space is empty again
    assert s.crops[0][0] == 0 and s.goods[0][SILVER] == 1
    m.play(PASS)
    assert s.pending[-1] == FreeWindow(1)  # then the next seat in turn order
    m.play(PASS)
    assert s.step_name == "roofs" and s.crops[0][0] == 2  # the harvest refilled both spaces


def test_a_seat_without_any_free_action_is_not_asked_in_a_window():
    m = setup(2)
    s = m.state
    give(m, 1, silver=0, trade=0)  # nothing to sell, buy, upgrade or spend
    _after_the_card_plays(m)
    assert s.pending[-1] == FreeWindow(0)
    m.play(PASS)
    assert s.step_name == "roofs"  # seat 1's window settled itself


def test_a_window_takes_free_actions_and_pass_only():
    m = setup(2)
    _after_the_card_plays(m)
    s = m.state
    legal = s.legal_moves()
    assert PASS in legal and all(mv.kind in ("pass", "buy", "sell", "upgrade", "use_roof", "use_trade_good",
                                             "use_helper") for mv in legal)
    with pytest.raises(IllegalMove, match="not playing a card now"):
        m.play(PlayCard(s.hand[0][0], "field"))


def test_before_the_final_conversion_each_seat_may_sell_the_crops_on_its_fields():
    m = setup(2)
    s = m.state
    until(m, lambda st: st.round == 6 and st.step_name == "scoring" and bool(st.pending)
          and isinstance(st.pending[-1], FreeWindow))
    p = s.pending[-1].seat
    s.fields[p], s.crops[p] = [3], [2]  # a field with two grapes: the end conversion ignores crops on fields
    s.goods[p][GRAPE] = 0

    def worth_at_the_end(state) -> int:  # VP in silver plus the silver left (5 silver = 1 VP)
        while not state.is_terminal():
            state.apply(PASS)
        return state.vp(p) * state.t.silver_per_vp + state.goods[p][SILVER]

    kept = worth_at_the_end(s.clone())
    m.play(Sell("grape"))
    m.play(Sell("grape"))
    assert worth_at_the_end(s) == kept + 2 * s.t.sell[GRAPE]
