"""Scenarios: setup and the farm phase (農場フェイズ), one rule each."""
import pytest
from lg_scenario import deciding, give, install, pass_windows, setup, until

from engine.core.errors import IllegalMove
from engine.core.game import CHANCE
from engine.games.la_granja.goods import GRAIN, OLIVE, PIG, SILVER, TRADE, VP
from engine.games.la_granja.moves import (
    PASS,
    BlockBuilding,
    BuyRoof,
    DiscardCard,
    DrawCard,
    PayGood,
    PlayCard,
    ReplaceCard,
    UseRoof,
)
from engine.games.la_granja.pending import (
    DiscardDown,
    DonkeyChoice,
    FreeDeliveries,
    FreeUpgrades,
    MakeRoom,
    PayExtension,
    PlayCards,
    RoofPurchase,
)
from engine.games.la_granja.revenue import dice_count
from engine.games.la_granja.state import BLOCKED, EMPTY

# ---- setup ----------------------------------------------------------------------------------------


def test_setup_each_seat_has_one_silver_one_vp_one_trade_good_and_four_cards():
    s = setup(3, start=1).state
    for p in range(3):
        assert (s.goods[p][SILVER], s.vp(p), s.goods[p][TRADE], len(s.hand[p])) == (1, 1, 1, 4)
    assert s.breakdown()[0]["start"] == 1


def test_setup_turn_order_clockwise_from_the_random_start_player():
    assert setup(4, start=2).state.order == [2, 3, 0, 1]


def test_setup_market_start_spaces_2_3_4_5_in_turn_order():
    s = setup(3, start=1).state
    sp = s.t.start_space
    assert (s.market[sp[2]], s.market[sp[3]], s.market[sp[4]], s.market[sp[5]]) == (1, 2, 0, EMPTY)


def test_setup_two_or_three_players_block_the_ten_x_spaces():
    assert setup(2).state.market.count(BLOCKED) == 10
    assert setup(3).state.market.count(BLOCKED) == 10
    assert setup(4).state.market.count(BLOCKED) == 0


def test_setup_building_order_markers_reroll_a_repeated_building():
    from engine.core.match import Match
    from engine.games.la_granja import GAME
    from engine.games.la_granja.moves import StartPlayer

    m = Match(GAME, 2)
    m.play(StartPlayer(0))
    m.play(BlockBuilding(3))
    with pytest.raises(IllegalMove):
        m.play(BlockBuilding(3))
    m.play(BlockBuilding(1))
    m.play(BlockBuilding(6))
    assert m.state.blocked == [3, 1, 6]


def test_setup_dice_are_two_per_player_plus_one():
    assert [dice_count(setup(n).state) for n in (2, 3, 4)] == [5, 7, 9]


def test_setup_siesta_discs_stacked_with_the_start_player_on_top():
    s = setup(3, start=1).state
    assert s.siesta == [0, 0, 0]
    assert sorted(range(3), key=lambda p: -s.height[p]) == [1, 2, 0]


def test_setup_round_one_roofs_are_shown_one_per_player():
    assert len(setup(3).state.display) == 3
    assert len(setup(1).state.display) == 2


# ---- playing cards --------------------------------------------------------------------------------


def test_round_one_each_seat_plays_two_cards_then_refills_to_three():
    m = setup(2)
    s = m.state
    assert s.pending[-1] == PlayCards(0, 2)
    m.play(PlayCard(50, "field"))
    m.play(PlayCard(51, "field"))
    assert s.current_player() == CHANCE
    m.play(DrawCard(1))
    assert sorted(s.hand[0]) == [1, 52, 53]
    assert s.fields[0] == [50, 51]
    assert s.current_player() == 1


def test_later_rounds_play_one_card():
    m = setup(2)
    until(m, lambda s: s.round == 2 and s.pending and isinstance(s.pending[-1], PlayCards))
    assert m.state.pending[-1].left == 1


def test_helpers_are_at_most_three_and_one_may_be_discarded_to_make_room():
    m = setup(2)
    s = m.state
    install(m, 0, helpers=[7, 8, 9])
    m.play(PlayCard(50, "helper"))
    assert isinstance(s.pending[-1], MakeRoom)
    assert set(s.legal_moves()) == {ReplaceCard(7), ReplaceCard(8), ReplaceCard(9)}
    m.play(ReplaceCard(8))
    assert s.helpers[0] == [7, 50, 9] and 8 in s.discard


def test_barrows_are_at_most_three_and_a_replaced_barrow_loses_its_load():
    m = setup(2)
    s = m.state
    s.barrows[0] = [10, 11, 12]
    s.loads[0] = [(0,) * 10, (0, 0, 1) + (0,) * 7, (0,) * 10]
    m.play(PlayCard(50, "barrow"))
    m.play(ReplaceCard(11))
    assert s.barrows[0] == [10, 50, 12] and s.loads[0][1] == (0,) * 10


def test_fields_are_unlimited():
    m = setup(2)
    s = m.state
    s.fields[0] = [20, 21, 22, 24, 25]
    s.crops[0] = [0] * 5
    m.play(PlayCard(50, "field"))
    assert len(s.fields[0]) == 6


def test_the_kth_extension_costs_k_different_farm_goods():
    m = setup(2)
    s = m.state
    s.exts[0] = [40]
    give(m, 0, silver=2, olive=2)
    m.play(PlayCard(50, "extension"))
    assert s.pending[-1] == PayExtension(0, 2)
    assert set(s.legal_moves()) == {PayGood("silver"), PayGood("vp"), PayGood("olive")}
    m.play(PayGood("olive"))
    with pytest.raises(IllegalMove, match="different kind"):
        m.play(PayGood("olive"))
    m.play(PayGood("silver"))
    assert (s.goods[0][SILVER], s.goods[0][OLIVE], s.vp(0)) == (1, 1, 1)
    assert s.exts[0] == [40, 50]


def test_an_extension_needs_enough_different_goods():
    m = setup(2)
    s = m.state
    s.exts[0] = [40, 41]
    give(m, 0, trade=0)  # silver and VP only: two kinds
    assert PlayCard(50, "extension") not in s.legal_moves()
    assert "3 different farm goods" in s.why_illegal(PlayCard(50, "extension"))


def test_crops_on_fields_may_pay_an_extension():
    m = setup(2)
    s = m.state
    s.fields[0] = [32]  # a grain field
    s.crops[0] = [2]
    s.exts[0] = [40]
    give(m, 0, vp=0)
    m.play(PlayCard(50, "extension"))
    m.play(PayGood("grain"))
    m.play(PayGood("silver"))
    assert s.crops[0] == [1]


def test_each_extension_raises_the_hand_limit_by_one():
    m = setup(2)
    s = m.state
    s.exts[0] = [40]
    m.play(PlayCard(50, "field"))
    m.play(PlayCard(51, "field"))
    m.play(DrawCard(1))
    m.play(DrawCard(2))
    assert len(s.hand[0]) == 4 and s.current_player() == 1


def test_over_the_hand_limit_one_discards_down():
    m = setup(2)
    s = m.state
    s.hand[0] += [1, 2]
    m.play(PlayCard(50, "field"))
    m.play(PlayCard(51, "field"))
    assert isinstance(s.pending[-1], DiscardDown)
    m.play(DiscardCard(2))
    assert sorted(s.hand[0]) == [1, 52, 53] and 2 in s.discard


# ---- income, harvest, breeding -------------------------------------------------------------------------


def _finish_card_plays(m):
    s = m.state
    m.play(PlayCard(50, "field"))
    m.play(PlayCard(51, "field"))
    m.play(DrawCard(1))
    m.play(PlayCard(54, "field"))
    m.play(PlayCard(55, "field"))
    pass_windows(m)  # after the income, before the harvest
    assert s.step_name == "roofs"


def test_income_one_silver_per_income_extension():
    m = setup(2)
    m.state.exts[1] = [2, 50, 51]  # income, income, den
    give(m, 1, silver=0)
    _finish_card_plays(m)
    assert m.state.goods[1][SILVER] == 2


def test_harvest_fills_only_empty_field_spaces():
    m = setup(2)
    s = m.state
    s.fields[0] = [1]  # an olive field with 2 spaces
    s.crops[0] = [1]
    _finish_card_plays(m)
    assert s.crops[0][0] == 2
    assert s.crops[0][1:] == [s.t.cards[50].spaces, s.t.cards[51].spaces]  # new fields grow at once


def test_pig_breeding_one_pig_from_two_if_there_is_room():
    m = setup(4)
    s = m.state
    give(m, 0, pig=2)
    give(m, 1, pig=3)  # den of 3 full
    give(m, 2, pig=1)
    s.exts[3] = [1, 4]  # two den extensions: room for 7
    give(m, 3, pig=5)
    for cards in ([50, 51], [54, 55], [58, 59], [62, 63]):
        for c in cards:
            m.play(PlayCard(c, "field"))
        while s.current_player() == CHANCE:
            m.resolve_chance()
    pass_windows(m)
    assert [s.goods[p][PIG] for p in range(4)] == [3, 3, 1, 6]


# ---- roof tiles ---------------------------------------------------------------------------------------


def _to_roofs(m):
    until(m, deciding(RoofPurchase))


def test_round_one_roofs_are_bought_in_reverse_turn_order():
    m = setup(3, start=0)
    _to_roofs(m)
    assert m.state.current_player() == 2


def test_a_roof_costs_the_round_and_the_second_to_fifth_give_1_to_4_vp():
    m = setup(2)
    _to_roofs(m)
    s = m.state
    p = s.current_player()
    s.roofs_used[p] = [13, 14, 15]
    give(m, p, silver=3)
    m.play(BuyRoof(s.display[0]))
    assert s.goods[p][SILVER] == 2 and s.vp(p) == 1 + 3
    assert s.breakdown()[p]["roofs"] == 3


def test_at_most_five_roofs():
    m = setup(2)
    _to_roofs(m)
    s = m.state
    p = s.current_player()
    s.roofs_used[p] = [13, 14, 15, 16, 17]
    give(m, p, silver=9)
    assert s.legal_moves()[0] == PASS and not any(isinstance(x, BuyRoof) for x in s.legal_moves())


def test_a_roof_is_used_once_then_turned_face_down():
    m = setup(2)
    s = m.state
    s.roofs[0] = [1]  # olive
    m.play(UseRoof(1))
    assert s.goods[0][OLIVE] == 1 and s.roofs_used[0] == [1]
    assert UseRoof(1) not in s.legal_moves()


def test_a_coloured_roof_works_only_in_its_phase():
    m = setup(2)
    s = m.state
    s.roofs[0] = [8]  # siesta steps, revenue phase (green) only
    assert not any(isinstance(x, UseRoof) for x in s.legal_moves())
    until(m, lambda st: st.step_name == "pick" and st.current_player() == 0)
    assert UseRoof(8, "2") in s.legal_moves()
    m.play(UseRoof(8, "2"))
    assert s.siesta[0] == 2


@pytest.mark.parametrize("tile,option,expect", [
    (2, "grain", {GRAIN: 1}), (6, "olive", {OLIVE: 1}), (9, "", {PIG: 1}), (3, "", {SILVER: 3}),
    (12, "", {VP: 2}),
])
def test_roof_functions_give_their_goods(tile, option, expect):
    m = setup(2)
    s = m.state
    s.roofs[0] = [tile]
    m.play(UseRoof(tile, option))
    for g, v in expect.items():
        assert s.goods[0][g] == v


def test_roof_two_harvest_goods_are_different():
    m = setup(2)
    s = m.state
    s.roofs[0] = [11]  # two different harvest goods, farm phase
    assert {x.option for x in s.legal_moves() if isinstance(x, UseRoof)} == {"olive+grain", "olive+grape",
                                                                               "grain+grape"}


def test_roof_flip_turns_a_used_roof_face_up_but_not_another_flip():
    m = setup(2)
    s = m.state
    s.roofs[0] = [14]
    s.roofs_used[0] = [1]
    m.play(UseRoof(14, "1"))
    assert s.roofs[0] == [1] and s.roofs_used[0] == [14]


def test_draft_option_each_seat_keeps_one_card_per_pass_until_four():
    from engine.core.match import Match
    from engine.games.la_granja import GAME
    from engine.games.la_granja.moves import DraftCard, StartPlayer

    m = Match(GAME, 2, options={"draft": True})
    m.play(StartPlayer(0))
    for b in (4, 5, 6):
        m.play(BlockBuilding(b))
    for c in (1, 2, 3, 4, 5, 6, 7, 8):
        m.play(DrawCard(c))
    s = m.state
    assert s.packs == [[1, 2, 3, 4], [5, 6, 7, 8]] and s.hand == [[], []]
    assert s.observation(1).packs[0] == [] and s.observation(1).pack_counts == [4, 4]
    m.play(DraftCard(2))
    m.play(DraftCard(7))
    assert s.packs == [[5, 6, 8], [1, 3, 4]]  # each pack went on to the next seat
    for c0, c1 in ((5, 1), (3, 6), (8, 4)):
        m.play(DraftCard(c0))
        m.play(DraftCard(c1))
    assert sorted(s.hand[0]) == [2, 3, 5, 8] and sorted(s.hand[1]) == [1, 4, 6, 7]


def test_roof_free_upgrade_and_card_tiles():
    from engine.games.la_granja.goods import WINE
    from engine.games.la_granja.moves import Upgrade

    m = setup(2)
    s = m.state
    s.roofs[0] = [7, 4, 5]  # free upgrade; play or draw a card (farm); grape
    give(m, 0, silver=0)
    m.play(UseRoof(5))
    m.play(UseRoof(7))
    assert s.pending[-1] == FreeUpgrades(0, 1)
    m.play(Upgrade("grape"))
    assert s.goods[0][WINE] == 1 and s.goods[0][SILVER] == 0
    m.play(UseRoof(4, "draw"))
    m.play(DrawCard(1))
    assert 1 in s.hand[0] and s.roofs_used[0] == [5, 7, 4]


def test_roof_delivery_tile_works_in_the_transport_phase():

    from engine.games.la_granja.moves import Deliver

    m = setup(2)
    s = m.state
    s.roofs[0] = [10]
    assert not any(isinstance(x, UseRoof) for x in s.legal_moves())
    until(m, deciding(DonkeyChoice, 0), dice=[4] * 5)
    give(m, 0, olive=1)
    m.play(UseRoof(10))
    assert s.pending[-1] == FreeDeliveries(0, 1)
    m.play(Deliver("building", 1, "olive"))
    assert s.rows[0][0][OLIVE] == 1


def test_harvest_and_income_are_told_as_events_for_the_table():
    m = setup(2)
    s = m.state
    s.fields[0] = [1]  # an olive field with 2 spaces, one crop left on it
    s.crops[0] = [1]
    install(m, 1, crafts=[1])  # the merchant house: 3 silver every farm phase
    events: list = []
    m.play(PlayCard(50, "field"), events)
    m.play(PlayCard(51, "field"), events)
    m.play(DrawCard(1), events)
    m.play(PlayCard(54, "field"), events)
    m.play(PlayCard(55, "field"), events)
    pass_windows(m, events)
    grown = [e.data for e in events if e.kind == "crops_grown"]
    assert {"seat": 0, "field": 0, "card": 1, "crop": "olive", "count": 1} in grown  # only the empty space
    assert sum(1 for g in grown if g["seat"] == 0) == 3
    income = [e.data for e in events if e.kind == "income_received"]
    assert {"seat": 1, "silver": 3, "trade_goods": 0} in income
