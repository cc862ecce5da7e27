"""The seed's timing rulings, as scenarios with the cards it names (forced chance outcomes)."""
from __future__ import annotations

from engine.games.agricola.card_decisions import BuyFromTaker
from engine.games.agricola.card_moves import DECLINE, SpreadGoods, TakeCrop, UseCard
from engine.games.agricola.data import NG, G
from engine.games.agricola.moves import ChooseGoods, Place
from tests.engine.agricola.ag_cards import FullScenario


def test_wood_distributor_spreads_3_wood_and_the_emptied_space_cannot_be_taken():
    sc = FullScenario(2)
    sc.grant(0, "K284")  # played now: 2 wood
    assert sc.have(0, "wood") == 2
    sc.pass_round()  # round 2 starts: the distributor is asked at the start of the work phase
    wood = sc.stock("wood_3", "wood")
    assert {m.kind for m in sc.moves()} == {"spread_goods", "decline"}
    sc.play(SpreadGoods(()))  # 3 wood (or 6): evenly, no remainder when divisible by 3
    assert sc.stock("wood_3", "wood") == 0
    assert sc.stock("clay_1", "wood") == wood // 3 and sc.stock("fishing", "wood") == wood // 3
    assert "wood_3" not in sc.spaces()  # emptied: its action cannot be carried out [S, Comp 8.0]


def test_wood_distributor_remainder_goes_where_the_owner_says():
    sc = FullScenario(2)
    sc.grant(0, "K284")
    sc.pass_round(["wood_3"])  # someone takes the 3 wood in round 1: round 2 has 3 again
    sc.s.stock[NG * sc.s.t.space_index["wood_3"]] = 4  # scenario: 4 wood lie there
    opts = [m for m in sc.moves() if m.kind == "spread_goods"]
    assert {m.extra for m in opts} == {("clay_1",), ("reed_1",), ("fishing",)}
    sc.play(SpreadGoods(("reed_1",)))
    assert sc.stock("reed_1", "wood") == 2 and sc.stock("clay_1", "wood") == 1


def test_traveling_players_at_0_food_cannot_be_taken_even_with_head_of_the_family():
    sc = FullScenario(5)
    sc.grant(1, "E159")
    sc.place("p5_room_or_players", )  # seat 0 takes the Traveling players food (the only possible part)
    assert sc.stock("p5_room_or_players", "food") == 0
    assert "p5_room_or_players" not in sc.spaces()  # seat 1 could use it occupied, but nothing can be done
    sc.give(1, wood=5, reed=2)  # with a room to build, the space is possible again (its other part)
    assert "p5_room_or_players" in sc.spaces()


def test_woodcutter_wood_is_not_in_the_supply_during_the_take_and_resource_seller_sees_it_after():
    sc = FullScenario(2)
    sc.grant(0, "E176", "K310")
    sc.grant(1, "I255")  # an offer on the take lets us look at the moment between taking and entering
    sc.s.stock[NG * sc.s.t.space_index["wood_3"] + G["stone"]] = 1  # scenario: a stone lies on 3 Wood too
    before = sc.have(0, "wood")
    sc.place("wood_3")
    assert isinstance(sc.s.pending[-1], BuyFromTaker)
    assert sc.have(0, "wood") == before  # taken, Woodcutter's extra included, but not yet in the supply
    assert sc.s.inbound[G["wood"]] == 3 + 1
    sc.play(DECLINE)
    # entered: 3 + 1 (Woodcutter); then the Resource Seller's top marker (wood) joins
    assert sc.have(0, "wood") == before + 3 + 1 + 1
    assert sc.s.k.store[sc.s.k.ct.index["K310"]] == 6


def test_clay_worker_adds_clay_to_a_wood_take():
    sc = FullScenario(2)
    sc.grant(0, "K290")
    sc.place("wood_3")
    assert sc.have(0, "wood") == 3 and sc.have(0, "clay") == 1


def test_clay_worker_adds_clay_to_a_clay_take_and_nothing_to_a_reed_take():
    sc = FullScenario(2)
    sc.grant(0, "K290")
    sc.place("clay_1")
    assert sc.have(0, "clay") == 1 + 1
    sc.place("grain")
    sc.place("reed_1")
    assert sc.have(0, "reed") == 1 and sc.have(0, "clay") == 2


def test_stone_buyer_buys_once_a_round_from_another_taker():
    sc = FullScenario(2, cards=("sow_bake", "fences", "improvement", "sheep", "stone_stage2"))
    sc.grant(1, "I255")
    for _ in range(4):
        sc.pass_round(["day_laborer_2", "fishing"])
    assert sc.s.round == 5
    seat = sc.s.current_player()
    sc.s.stock[NG * sc.s.t.space_index["stone_stage2"] + G["stone"]] = 2
    buyer = 1 - seat
    if seat == 1:  # let seat 0 be the taker: seat 1 places elsewhere first
        sc.place("grain")
    food = sc.have(buyer, "food")
    taker_food = sc.have(0, "food")
    sc.place("stone_stage2")
    assert sc.s.pending[-1].seat == buyer
    sc.play(UseCard())
    assert sc.have(0, "stone") == 1 and sc.have(0, "food") == taker_food + 2
    assert sc.have(buyer, "stone") == 1 and sc.have(buyer, "food") == food - 1


def _stone_buyer_at_4(buyer: int) -> FullScenario:
    """4 players, seat 0 starts; the buyer holds Stone Buyer; "1 stone" (stage 2) is in play with 1 stone."""
    sc = FullScenario(4, start=0)
    sc.grant(buyer, "I255")
    sp = sc.s.t.space_index["stone_stage2"]
    if sp not in sc.s.board:
        sc.s.board.append(sp)  # scenario: the round card's space in play
    sc.s.stock[NG * sp + G["stone"]] = 1
    return sc


def test_stone_buyer_is_offered_only_the_first_stone_taken_in_a_round_even_when_declined():
    sc = _stone_buyer_at_4(1)
    sc.place("p4_reed_stone_food")  # seat 1 takes stone (with reed and food): the first take of the round
    assert isinstance(sc.s.pending[-1], BuyFromTaker) and sc.s.pending[-1].seat == 1
    sc.play(DECLINE)
    stone, food = sc.have(1, "stone"), sc.have(1, "food")
    sc.place("grain")  # seat 2 (the buyer) places elsewhere
    sc.place("stone_stage2")  # seat 3 takes stone: a second take this round, no offer
    assert not any(isinstance(d, BuyFromTaker) for d in sc.s.pending) and sc.s.current_player() == 3
    assert (sc.have(1, "stone"), sc.have(1, "food")) == (stone, food)


def test_stone_buyer_owner_taking_the_rounds_first_stone_spends_the_round_with_no_later_offer():
    sc = _stone_buyer_at_4(1)
    sc.place("grain")
    sc.place("stone_stage2")  # the buyer takes the round's first stone itself
    assert not any(isinstance(d, BuyFromTaker) for d in sc.s.pending) and sc.s.current_player() == 2
    sc.place("p4_reed_stone_food")  # a later stone by someone else: the card acted on the first one only
    assert not any(isinstance(d, BuyFromTaker) for d in sc.s.pending) and sc.s.current_player() == 3


def test_net_fisherman_takes_the_fishing_food_at_return_home_after_a_reed_space():
    sc = FullScenario(2, start=0)
    sc.grant(0, "I248")
    sc.place("reed_1")
    sc.place("grain")
    sc.place("wood_3")
    fishing = sc.stock("fishing", "food")
    food = sc.have(0, "food")
    sc.place("clay_1")  # the last person: return home follows
    assert sc.s.round == 2
    assert sc.have(0, "food") == food + fishing
    assert sc.stock("fishing", "food") == 1  # emptied at return home, refilled for round 2


def test_net_fisherman_takes_nothing_in_a_round_without_a_reed_space():
    sc = FullScenario(2, start=0)
    sc.grant(0, "I248")
    sc.place("wood_3")
    sc.place("grain")
    sc.place("clay_1")
    fishing = sc.stock("fishing", "food")
    food = sc.have(0, "food")
    sc.place("day_laborer_2")  # the last person: return home follows, with no reed space used by seat 1
    assert sc.s.round == 2
    assert sc.have(0, "food") == food and sc.stock("fishing", "food") == fishing + 1


def test_acrobat_moves_from_traveling_players_to_take_1_grain():
    sc = FullScenario(4, start=0)
    sc.grant(0, "K269")
    sc.place("p4_traveling_players")
    for space in ("wood_3", "clay_1", "reed_1", "fishing", "p4_wood_1", "p4_clay_2", "p4_wood_2"):
        sc.place(space)
    assert sc.s.pending[-1].seat == 0 and {m.kind for m in sc.moves()} == {"use_card", "decline"}
    assert UseCard("grain") in sc.moves()
    sc.play(UseCard("grain"))
    assert sc.have(0, "grain") == 1


def test_countryman_moves_from_take_1_grain_to_a_space_with_sowing():
    sc = FullScenario(4, start=0)
    sc.grant(0, "K289")
    sc.s.fields[0] |= 1  # a plowed field: sowing is possible
    sc.place("grain")
    for space in ("wood_3", "clay_1", "reed_1", "fishing", "p4_wood_1", "p4_clay_2", "p4_wood_2"):
        sc.place(space)
    assert UseCard("sow_bake") in sc.moves()  # round 1's card: sow and/or bake (sowing with the grain taken)
    assert UseCard("grain") not in sc.moves()
    sc.play(UseCard("sow_bake"))
    assert sc.s.pending[-1].__class__.__name__ == "Sow"  # acting there: sowing the grain just taken


def test_countryman_does_nothing_without_a_sowing_space_it_could_use():
    sc = FullScenario(4, start=0)
    sc.grant(0, "K289")
    sc.place("grain")
    for space in ("wood_3", "clay_1", "reed_1", "fishing", "p4_wood_1", "p4_clay_2", "p4_wood_2"):
        sc.place(space)
    assert sc.s.round == 2  # no field to sow: no offer, the round went on


def test_spindle_in_the_field_phase():
    from engine.games.agricola.round import field_phase
    sc = FullScenario(2)
    sc.grant(0, "E51")
    food = sc.have(0, "food")
    for sheep, more in ((2, 0), (3, 1), (4, 1), (5, 2), (7, 2)):
        sc.s.goods[NG * 0 + G["sheep"]] = sheep
        field_phase(sc.s)
        assert sc.have(0, "food") == food + more, sheep
        food += more


def test_harvest_helper_takes_grain_from_another_field_at_the_start_of_feeding():
    sc = FullScenario(3, start=0)
    sc.grant(0, "I223")
    i = 15 * 1 + 0
    sc.s.fields[1] |= 1
    sc.s.crop[i], sc.s.crop_n[i] = G["grain"], 3
    for _ in range(3):
        sc.pass_round(["day_laborer_2", "fishing", "grain", "p3_wood_2"])
    while not (sc.s.pending and type(sc.s.pending[-1]).__name__ == "TakeFromField"):
        assert sc.s.round == 4
        legal = sc.moves()
        sc.play(next((m for m in legal if getattr(m, "space", "") == "day_laborer_2"), legal[0]))
    assert TakeCrop(1, "r1c1") in sc.moves()
    grain0 = sc.have(0, "grain")
    sc.play(TakeCrop(1, "r1c1"))
    assert sc.have(0, "grain") == grain0 + 1
    gave = [e.data for e in sc.events if e.kind == "card_goods" and e.data["card"] == "I223" and e.data["seat"] == 1]
    assert gave == [{"seat": 1, "goods": {"food": 2}, "card": "I223"}]  # before seat 1 feeds (its turn is later)
    assert sc.s.crop_n[i] == 1  # 3 sown, 1 harvested in the field phase, 1 taken


def test_tenant_farmer_gives_back_before_animal_feed_adds_and_the_order_is_recorded():
    sc = FullScenario(4)
    sc.grant(0, "E215", "I101")
    assert sc.s.animals(0) != (0, 0, 0) or sc.moves()  # borrowed (the farm may not house them all)
    while sc.s.pending and sc.s.pending[-1].seat == 0 and type(sc.s.pending[-1]).__name__ == "HouseAnimals":
        sc.play(sc.moves()[0])
    sc.s.round = 14
    sc.s.goods[NG * 0 + G["sheep"]] = 1
    sc.s.goods[NG * 0 + G["boar"]] = 0
    sc.s.goods[NG * 0 + G["cattle"]] = 0
    from engine.games.agricola.card_decisions import end_effects
    end_effects(sc.s, 0)
    assert type(sc.s.pending[-1]).__name__ == "ReturnLoan"  # the loan first [R]
    assert ChooseGoods(("sheep",)) in sc.moves()
    sc.play(ChooseGoods(("sheep",)))  # the sheep goes back: Animal Feed then finds no animal to add to
    assert sc.s.k.penalty[0] == -2 and sc.s.animals(0) == (0, 0, 0)
    ends = [e.data["card"] for e in sc.events if e.kind == "end_effect"]
    assert ends == ["E215", "I101"]


def test_a_space_whose_goods_a_card_emptied_is_not_offered_to_anyone():
    sc = FullScenario(2)
    sc.grant(1, "K284")
    sc.pass_round()
    if {m.kind for m in sc.moves()} == {"spread_goods", "decline"}:
        sc.play(SpreadGoods(()))
    assert Place("wood_3") not in sc.moves()
