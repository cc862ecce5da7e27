"""One scenario per card of the shipped deck (those the seed's rulings do not already test in
test_cards_seed_rulings.py), asserting what the card changes."""
from __future__ import annotations

import pytest

from engine.games.agricola import food
from engine.games.agricola.card_effects import schedule
from engine.games.agricola.card_moves import PlayCard
from engine.games.agricola.data import NG, G
from engine.games.agricola.moves import ChooseGoods, DoPart, Place
from engine.games.agricola.scoring import breakdown
from engine.games.agricola.sources import CARD_BASE
from tests.engine.agricola.ag_cards import FullScenario


def _on_board(sc: FullScenario, space: str, **goods: int) -> None:
    """Scenario: a round card's space is in play with these goods on it."""
    sp = sc.s.t.space_index[space]
    if sp not in sc.s.board:
        sc.s.board.append(sp)
    for name, k in goods.items():
        sc.s.stock[NG * sp + G[name]] = k


# --- bonuses on taking goods ------------------------------------------------------------------------------------
@pytest.mark.parametrize("card,n,space,goods,expect", [
    ("E12", 2, "fishing", {"food": 1}, {"food": 2 + 1 + 1}),           # Fishing Rod (round 1: +1)
    ("E30", 2, "fishing", {"food": 1}, {"food": 2 + 1 + 1, "reed": 1}),  # Canoe
    ("E35", 2, "grain", {}, {"grain": 2}),                              # Corn Scoop
    ("E54", 2, "day_laborer_2", {}, {"food": 2 + 2, "stone": 3}),      # Quarry
    ("E56", 2, "stone_stage2", {"stone": 1}, {"stone": 2}),            # Stone Tongs
    ("E166", 4, "day_laborer_2", {}, {"food": 2 + 2, "vegetable": 1}),  # Undergardener
    ("E168", 3, "grain", {}, {"grain": 1, "vegetable": 1}),             # Greengrocer
    ("E167", 4, "p4_traveling_players", {"food": 1}, {"food": 2 + 1, "grain": 1}),  # Conjurer
    ("E206", 4, "boar", {"boar": 1}, {"boar": 2}),                      # Swineherd
    ("E212", 4, "p4_traveling_players", {"food": 1}, {"food": 2 + 4}),  # Dancer: at least 4
    ("E152", 3, "wood_3", {}, {"wood": 3, "food": 2 + 1}),              # Berry Picker
    ("E188", 2, "clay_1", {}, {"clay": 1 + 2}),                         # Clay Mixer: only clay
    ("E188", 2, "wood_3", {}, {"wood": 3, "clay": 0}),                  # ... not with wood
])
def test_taking_goods_bonuses(card, n, space, goods, expect):
    sc = FullScenario(n, start=0)
    sc.grant(0, card)
    _on_board(sc, space, **goods)
    if space == "boar":  # room for two boar: the house's pet and an unfenced stable
        sc.s.stables[0] = 1
        sc.s.farm_changed(0)
    sc.place(space)
    for name, k in expect.items():
        assert sc.have(0, name) == k, name


def test_fishing_rod_gives_2_from_round_8():
    sc = FullScenario(2, start=0)
    sc.grant(0, "E12")
    sc.s.round = 8
    _on_board(sc, "fishing", food=1)
    sc.place("fishing")
    assert sc.have(0, "food") == 2 + 1 + 2


def test_land_agent_gives_a_vegetable_when_played_and_grain_with_take_1_vegetable():
    sc = FullScenario(3, start=0)
    sc.grant(0, "E147")
    assert sc.have(0, "vegetable") == 1
    _on_board(sc, "vegetable")
    sc.place("vegetable")
    assert sc.have(0, "vegetable") == 2 and sc.have(0, "grain") == 1


# --- goods on future round spaces -------------------------------------------------------------------------------
@pytest.mark.parametrize("card,played,rounds", [
    ("E187", 1, tuple(range(6, 15))),          # Clay Deliveryman
    ("E187", 9, tuple(range(10, 15))),
    ("E201", 1, (6, 10)),                      # Cattle Whisperer: +5, +9
    ("E201", 7, (12,)),
    ("E204", 1, (2, 3, 4)),                    # Master Shepherd
    ("E205", 12, (13, 14)),                    # Reed Collector: only rounds still to come
    ("E24", 10, (11, 12, 13, 14)),             # Animal Pen
    ("E31", 4, (5, 7, 9, 11, 13)),             # Carp Pond: odd rounds
    ("E43", 3, tuple(range(8, 15))),           # Fruit Tree
    ("E45", 1, (2, 4, 6, 8, 10, 12, 14)),      # Private Forest: even rounds
    ("E46", 5, (8, 11, 14)),                   # Sack Cart
    ("E48", 1, (2, 3, 4)),                     # Reed Pond
    ("E57", 11, (12, 13, 14)),                 # Dovecote
])
def test_round_goods_schedules(card, played, rounds):
    sc = FullScenario(2)
    k = sc.s.k
    c = k.ct.index[card]
    from engine.core.effects import Effect
    effects = [Effect(kind, params, CARD_BASE + c) for kind, params in k.ct.cards[c].effects if kind == "round_goods"]
    assert schedule(effects[0], played) == rounds


@pytest.mark.parametrize("card,good,each", [("E45", "wood", 1), ("E24", "food", 2), ("E204", "sheep", 1)])
def test_round_goods_arrive_at_the_start_of_their_rounds(card, good, each):
    sc = FullScenario(2, start=0)
    sc.grant(0, card)
    before = sc.have(0, good)
    sc.pass_round(["grain", "fishing", "clay_1", "reed_1"])  # nothing of `good` taken in round 1
    assert sc.s.round == 2
    assert sc.have(0, good) - before == each  # round 2: on every schedule above


# --- playing minors through the spaces: costs, passing, choices ----------------------------------------------
def _play_minor(sc: FullScenario, card: str, cost: int = 0) -> None:
    sc.place("start_minor")
    if DoPart(1) in sc.moves():
        sc.play(DoPart(1))
    sc.play(PlayCard(card, cost))


def test_market_stall_gives_a_vegetable_and_passes_to_the_left():
    sc = FullScenario(3, start=0)
    sc.to_hand(0, "E39")
    sc.give(0, grain=1)
    _play_minor(sc, "E39")
    k = sc.s.k
    c = k.ct.index["E39"]
    assert sc.have(0, "vegetable") == 1 and sc.have(0, "grain") == 0
    assert c in k.hand[1] and c not in k.played[0]


def test_cattle_market_turns_a_sheep_into_cattle_and_passes():
    sc = FullScenario(2, start=0)
    sc.to_hand(0, "E60")
    sc.give(0, sheep=1)
    _play_minor(sc, "E60")
    assert sc.s.animals(0) == (0, 0, 1) and sc.s.k.ct.index["E60"] in sc.s.k.hand[1]


@pytest.mark.parametrize("card,cost,pay,options", [
    ("E16", 0, {}, {("wood",), ("clay",)}),                       # Building Material
    ("E42", 1, {"clay": 1}, {("stone",), ("reed",)}),              # Helpful Neighbors, paid with clay
])
def test_choice_minors(card, cost, pay, options):
    sc = FullScenario(2, start=0)
    sc.to_hand(0, card)
    sc.give(0, **pay)
    _play_minor(sc, card, cost)
    assert {m.goods for m in sc.moves()} == options
    pick = sorted(options)[0]
    sc.play(ChooseGoods(pick))
    assert sc.have(0, pick[0]) == 1
    assert all(sc.have(0, g) == 0 for g in pay)


def test_helpful_neighbors_offers_each_cost_it_can_pay():
    sc = FullScenario(2, start=0)
    sc.to_hand(0, "E42")
    sc.give(0, wood=1, clay=1)
    sc.place("start_minor")
    sc.play(DoPart(1))
    assert {m for m in sc.moves() if m.kind == "play_card"} == {PlayCard("E42", 0), PlayCard("E42", 1)}


def test_a_minor_with_a_food_cost_may_raise_the_food_by_converting():
    sc = FullScenario(2, start=1)  # seat 0 has 3 food
    sc.to_hand(0, "E45")  # Private Forest: 2 food
    sc.s.goods[NG * 0 + G["food"]] = 1
    sc.give(0, grain=1)
    sc.play(Place("grain"))  # seat 1
    _play_minor(sc, "E45")
    assert sc.s.pending[-1].__class__.__name__ == "PayFood"
    sc.play(sc.moves()[0])  # grain to 1 food
    assert sc.have(0, "food") == 0 and sc.s.k.ct.index["E45"] in sc.s.k.played[0]


# --- prerequisites -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("card,occs,give,ok", [
    ("E24", 3, {"wood": 2}, False), ("E24", 4, {"wood": 2}, True),       # Animal Pen: 4 occupations
    ("E30", 1, {"wood": 2}, False), ("E30", 2, {"wood": 2}, True),       # Canoe: 2
    ("E43", 3, {}, True), ("E48", 2, {}, False),                          # Fruit Tree, Reed Pond: 3
    ("E46", 2, {"wood": 2}, True), ("E54", 3, {}, False),                 # Sack Cart 2, Quarry 4
])
def test_occupation_prerequisites(card, occs, give, ok):
    sc = FullScenario(2, start=0)
    sc.s.k.occs[0] = occs
    sc.to_hand(0, card)
    sc.give(0, **give)
    from engine.games.agricola.cards import playable
    assert (PlayCard(card) in playable(sc.s, 0, False)) is ok


def test_carp_pond_needs_an_occupation_and_two_improvements():
    from engine.games.agricola.cards import playable
    sc = FullScenario(2, start=0)
    sc.to_hand(0, "E31")
    sc.s.k.occs[0] = 1
    sc.s.major_owner[0] = 0
    assert PlayCard("E31") not in playable(sc.s, 0, False)
    sc.s.major_owner[1] = 0
    assert PlayCard("E31") in playable(sc.s, 0, False)


def test_outhouse_only_while_someone_else_has_fewer_than_2_occupations():
    from engine.games.agricola.cards import playable
    sc = FullScenario(2, start=0)
    sc.to_hand(0, "E44")
    sc.give(0, wood=1, clay=1)
    assert PlayCard("E44") in playable(sc.s, 0, False)
    sc.s.k.occs[1] = 2
    assert PlayCard("E44") not in playable(sc.s, 0, False)


def test_animal_feed_needs_4_planted_fields():
    from engine.games.agricola.cards import playable
    sc = FullScenario(2, start=0)
    sc.to_hand(0, "I101")
    for c in range(4):
        sc.s.fields[0] |= 1 << c
        sc.s.crop[c], sc.s.crop_n[c] = G["grain"], 2
    assert PlayCard("I101") in playable(sc.s, 0, False)
    sc.s.crop_n[3] = 0
    assert PlayCard("I101") not in playable(sc.s, 0, False)


def test_animal_feed_adds_one_of_each_kind_owned_before_scoring():
    from engine.games.agricola.card_decisions import end_effects
    from engine.games.agricola.round import FLOW
    sc = FullScenario(2, start=0)
    sc.grant(0, "I101")
    sc.s.stables[0] = 0b111  # three unfenced stables and the house: room for 4
    sc.s.farm_changed(0)
    sc.s.goods[NG * 0 + G["sheep"]] = 1
    sc.s.goods[NG * 0 + G["boar"]] = 1
    end_effects(sc.s, 0)
    FLOW.advance(sc.s)
    assert sc.s.animals(0) == (2, 2, 0)  # no cattle: none added


def test_animal_feed_adds_only_what_can_be_housed():
    from engine.games.agricola.card_decisions import end_effects
    from engine.games.agricola.round import FLOW
    sc = FullScenario(2, start=0)
    sc.grant(0, "I101")
    sc.s.goods[NG * 0 + G["sheep"]] = 1  # the pet in the house; no other room
    end_effects(sc.s, 0)
    FLOW.advance(sc.s)
    assert sc.s.animals(0) == (1, 0, 0)


# --- occupation costs -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("n,space,costs", [(2, "occupation_1", (0, 1, 1)), (3, "p3_occupation", (2, 2, 2)),
                                           (4, "p4_occupation", (1, 1, 2)), (5, "p5_occupation_or_growth", (1, 1, 2))])
def test_occupation_costs_by_player_count(n, space, costs):
    from engine.games.agricola.actions import feasible
    from engine.games.agricola.cards import occupation_food
    sc = FullScenario(n, start=0)
    sp = sc.s.t.space_index[space]
    part = sc.s.t.space_parts[sp][0]
    got = []
    for k in range(3):
        sc.s.k.occs[0] = k
        got.append(occupation_food(sc.s, 0, part.costs))
    assert tuple(got) == costs
    sc.s.k.occs[0] = 2
    sc.s.goods[NG * 0:NG * 0 + NG] = [0] * NG
    sc.to_hand(0, "E176")
    assert feasible(sc.s, 0, sp, 0) is (costs[2] == 0)


def test_chief_costs_2_more_food_and_scores_stone_rooms():
    sc = FullScenario(2, start=0)
    sc.to_hand(0, "E172", "E176")
    sc.s.goods[NG * 0 + G["food"]] = 1
    sc.place("occupation_1")
    assert {m.card for m in sc.moves() if m.kind == "play_card"} == {"E176"}  # the first is free; Chief 2 food
    sc.s.goods[NG * 0 + G["food"]] = 2
    assert {m.card for m in sc.moves() if m.kind == "play_card"} == {"E176", "E172"}
    sc.play(PlayCard("E172"))
    assert sc.have(0, "food") == 0
    sc.s.house[0] = 2
    assert breakdown(sc.s, 0)["bonus"] == 2


# --- conversions -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("card,good,rate", [("E158", "wood", 1), ("E209", "stone", 2), ("E17", "grain", 2),
                                            ("E20", "vegetable", 2), ("E20", "sheep", 1), ("E20", "boar", 2),
                                            ("E20", "cattle", 3)])
def test_any_time_conversions(card, good, rate):
    sc = FullScenario(2)
    sc.grant(0, card)
    sc.give(0, **{good: 1})
    got = {(m.good, m.major): f for m, _, f, _ in food.conversions(sc.s, 0, False)}
    assert got[good, card] == rate
    assert food.potential(sc.s, 0) == sc.have(0, "food") + rate


@pytest.mark.parametrize("card,good,rate", [("E154", "grain", 3), ("E183", "reed", 3), ("E214", "clay", 2)])
def test_once_a_harvest_conversions(card, good, rate):
    sc = FullScenario(2)
    sc.grant(0, card)
    sc.give(0, **{good: 3})
    harvest = {(m.good, m.major): f for m, _, f, _ in food.conversions(sc.s, 0, True)}
    assert harvest[good, card] == rate
    assert (good, card) not in {(m.good, m.major) for m, *_ in food.conversions(sc.s, 0, False)}
    raw = 3 if good == "grain" else 0  # raw grain converts at 1 each besides
    assert food.potential(sc.s, 0, True) == sc.have(0, "food") + rate + (raw - 1 if raw else 0)  # one unit used


@pytest.mark.parametrize("card,food_per", [("E20", 2), ("E27", 3)])
def test_baking_cards(card, food_per):
    from engine.games.agricola.fields import bake_choices
    sc = FullScenario(2)
    sc.give(0, grain=2)
    sc.grant(0, card)
    if card == "E27":  # Wood-fired Oven: bake at once when played
        assert sc.s.pending[-1].__class__.__name__ == "Bake"
    assert (CARD_BASE + sc.s.k.ct.index[card], food_per) in bake_choices(sc.s, 0, ())


def test_butter_churn_food_per_3_sheep_and_per_2_cattle():
    from engine.games.agricola.round import field_phase
    sc = FullScenario(2)
    sc.grant(0, "E53")
    sc.s.goods[NG * 0 + G["sheep"]] = 7
    sc.s.goods[NG * 0 + G["cattle"]] = 5
    f = sc.have(0, "food")
    field_phase(sc.s)
    assert sc.have(0, "food") == f + 2 + 2


# --- end points ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("card,house,rooms,points", [
    ("E21", 2, 3, 3), ("E21", 1, 3, 0), ("E177", 0, 4, 4), ("E177", 1, 4, 0),
    ("E28", 0, 2, 0), ("E28", 1, 2, 1), ("E28", 2, 2, 2),
])
def test_house_points(card, house, rooms, points):
    sc = FullScenario(2)
    sc.grant(0, card)
    sc.s.house[0] = house
    sc.s.rooms[0] = (1 << rooms) - 1
    assert breakdown(sc.s, 0)["bonus"] == points


def test_half_timbered_house_and_windmill_card_points():
    sc = FullScenario(2)
    base = breakdown(sc.s, 0)["improvements"]
    sc.grant(0, "E17", "E21")
    assert breakdown(sc.s, 0)["improvements"] == base + 2


def test_manger_points_by_pasture_spaces():
    from engine.games.agricola import farm
    sc = FullScenario(2)
    sc.grant(0, "E23")
    for size, pts in ((5, 0), (6, 1), (7, 2), (9, 4)):
        mask = (1 << size) - 1
        sc.s.pasture[0] = (mask,)
        assert breakdown(sc.s, 0)["bonus"] == pts, size
    assert farm.CELLS == 15


def test_tutor_counts_occupations_played_after_it():
    sc = FullScenario(2)
    sc.grant(0, "E176", "E174", "K290", "E154")
    assert breakdown(sc.s, 0)["bonus"] == 2


# --- feeding, spaces, costs ----------------------------------------------------------------------------------------
def test_cook_feeds_people_beyond_two_with_1_food():
    from engine.games.agricola.round import food_due
    sc = FullScenario(4)
    sc.s.people[0] = 4
    assert food_due(sc.s, 0) == 8
    sc.grant(0, "E181")
    assert food_due(sc.s, 0) == 2 * 2 + 2 * 1
    sc.s.newborn[0] = 1
    assert food_due(sc.s, 0) == 2 * 2 + 1 + 1


@pytest.mark.parametrize("card,space", [("E159", "rooms_stables"), ("E163", "plow")])
def test_spaces_usable_while_another_player_is_on_them(card, space):
    sc = FullScenario(4, start=0)
    sc.grant(1, card)
    sc.give(0, wood=5, reed=2)
    sc.give(1, wood=5, reed=2)
    sc.place(space)
    while sc.s.current_player() == 0:
        sc.play(sc.moves()[0])
    assert space in sc.spaces()
    sc2 = FullScenario(4, start=0)
    sc2.give(0, wood=5, reed=2)
    sc2.give(1, wood=5, reed=2)
    sc2.place(space)
    while sc2.s.current_player() == 0:
        sc2.play(sc2.moves()[0])
    assert space not in sc2.spaces()


def test_carpenter_builds_rooms_for_3_material():
    from engine.games.agricola.building import room_cost
    sc = FullScenario(2)
    assert room_cost(sc.s, 0)[G["wood"]] == 5
    sc.grant(0, "E218")
    cost = room_cost(sc.s, 0)
    assert cost[G["wood"]] == 3 and cost[G["reed"]] == 2


def test_renovator_pays_2_less():
    from engine.games.agricola.building import renovate_cost
    sc = FullScenario(2)
    sc.grant(0, "E199")
    assert renovate_cost(sc.s, 0)[G["clay"]] == 0  # 2 rooms: 2 clay less
    sc.s.rooms[0] = 0b111
    sc.s.house[0] = 1
    assert renovate_cost(sc.s, 0)[G["stone"]] == 1 and renovate_cost(sc.s, 0)[G["reed"]] == 1


# --- choices and exchanges during a take ------------------------------------------------------------------------
def test_seasonal_worker_grain_then_a_choice_from_round_6():
    sc = FullScenario(2, start=0)
    sc.grant(0, "E202")
    sc.place("day_laborer_2")
    assert sc.have(0, "grain") == 1
    sc2 = FullScenario(2, start=0)
    sc2.grant(0, "E202")
    sc2.s.round = 6
    sc2.place("day_laborer_2")
    assert {m.goods for m in sc2.moves()} == {("grain",), ("vegetable",)}
    assert sc2.have(0, "food") == 2  # the take waits for the choice: its food is not in the supply yet
    sc2.play(ChooseGoods(("vegetable",)))
    assert sc2.have(0, "vegetable") == 1 and sc2.have(0, "food") == 2 + 2


def test_raft_adds_food_or_reed_to_fishing():
    sc = FullScenario(2, start=0)
    sc.grant(0, "E22")
    sc.place("fishing")
    assert {m.goods for m in sc.moves()} == {("food",), ("reed",)}
    sc.play(ChooseGoods(("reed",)))
    assert sc.have(0, "reed") == 1 and sc.have(0, "food") == 2 + 1


@pytest.mark.parametrize("card,space,good,left,gets", [
    ("E196", "wood_3", "wood", 1, {"food": 2 + 2, "wood": 2}),   # Mushroom Collector
    ("E34", "wood_3", "wood", 2, {"food": 2 + 3, "wood": 1}),    # Basket
    ("E169", "p4_traveling_players", "food", 1, {"food": 2, "vegetable": 1}),  # Storyteller (1 food there)
])
def test_leaving_goods_on_the_space_in_exchange(card, space, good, left, gets):
    from engine.games.agricola.card_moves import DECLINE, UseCard
    sc = FullScenario(4, start=0)
    sc.grant(0, card)
    sc.place(space)
    assert set(sc.moves()) == {UseCard(), DECLINE}
    sc.play(UseCard())
    for name, k in gets.items():
        assert sc.have(0, name) == k, name
    assert sc.stock(space, good) == left


def test_an_exchange_needs_goods_lying_on_the_space():
    sc = FullScenario(5, start=0)
    sc.grant(0, "E196")
    sc.place("p5_reed_stone_wood")  # its wood is not lying there (only the reed accumulates)
    assert sc.have(0, "wood") == 1 and sc.s.current_player() == 1


# --- on play: an action at once ------------------------------------------------------------------------------------
def test_field_plows_at_once_and_passes():
    sc = FullScenario(2, start=0)
    sc.to_hand(0, "E11")
    _play_minor(sc, "E11")
    assert sc.s.pending[-1].__class__.__name__ == "Plow"
    sc.play(sc.moves()[0])
    assert sc.s.fields[0].bit_count() == 1 and sc.s.k.ct.index["E11"] in sc.s.k.hand[1]
    assert sc.have(0, "food") == 1  # its cost


def test_stable_builds_one_stable_without_more_wood():
    sc = FullScenario(2, start=0)
    sc.to_hand(0, "E52")
    sc.give(0, wood=1)
    _play_minor(sc, "E52")
    sc.play(sc.moves()[0])
    assert sc.s.stables[0].bit_count() == 1 and sc.have(0, "wood") == 0
    assert sc.s.k.ct.index["E52"] in sc.s.k.hand[1]


def test_axe_rooms_of_a_wooden_house_only():
    from engine.games.agricola.building import room_cost
    sc = FullScenario(2)
    sc.grant(0, "E13")
    assert room_cost(sc.s, 0)[G["wood"]] == 2 and room_cost(sc.s, 0)[G["reed"]] == 2
    sc.s.house[0] = 1
    assert room_cost(sc.s, 0)[G["clay"]] == 5


# --- more end points -----------------------------------------------------------------------------------------------
def test_mendicant_discards_up_to_2_begging_cards():
    from engine.games.agricola.card_decisions import end_effects
    sc = FullScenario(2)
    sc.grant(0, "E153")
    sc.s.begging[0] = 3
    end_effects(sc.s, 0)
    assert sc.s.begging[0] == 1 and breakdown(sc.s, 0)["begging"] == -3


def test_braggart_points_by_improvements_in_front_of_you():
    sc = FullScenario(3)
    sc.grant(0, "E197")
    for pts, majors in ((0, 4), (1, 5), (3, 6), (9, 9)):
        sc.s.major_owner = [0 if i < majors else -1 for i in range(10)]
        assert breakdown(sc.s, 0)["bonus"] == pts


@pytest.mark.parametrize("n,points", [(3, 2), (4, 3), (5, 4)])
def test_estate_manager_when_nobody_has_more_of_any_animal(n, points):
    sc = FullScenario(n)
    sc.grant(0, "E170")
    sc.s.goods[NG * 0 + G["sheep"]] = 2
    sc.s.goods[NG * 1 + G["sheep"]] = 2
    assert breakdown(sc.s, 0)["bonus"] == points  # a tie is not "more"
    sc.s.goods[NG * 1 + G["cattle"]] = 1
    assert breakdown(sc.s, 0)["bonus"] == 0


def test_lord_of_the_manor_counts_categories_at_4_points():
    sc = FullScenario(2)
    sc.grant(0, "E189")
    assert breakdown(sc.s, 0)["bonus"] == 0
    sc.s.goods[NG * 0 + G["grain"]] = 8
    sc.s.goods[NG * 0 + G["vegetable"]] = 4
    assert breakdown(sc.s, 0)["bonus"] == 2


# --- hooks on conversions, improvements, stables, renovation, scoring ----------------------------------------------
def _buy_major(sc: FullScenario, seat: int, major: str) -> None:
    from engine.games.agricola import majors
    majors.buy(sc.s, seat, sc.s.t.major_index[major], -1)


def test_brush_maker_keeps_converted_boar_for_points():
    from engine.games.agricola.food import convert
    sc = FullScenario(3)
    sc.grant(0, "E156")
    sc.give(0, boar=3)
    for _ in range(3):
        convert(sc.s, 0, G["boar"], 2, sc.s.t.major_index["fireplace_2"])
    assert breakdown(sc.s, 0)["bonus"] == 2  # 3 boar on the card


def test_brush_maker_counts_boar_cooked_because_they_do_not_fit():
    from engine.games.agricola.animals import HouseAnimals
    from engine.games.agricola.moves import Keep
    sc = FullScenario(3)
    sc.grant(0, "E156")
    from engine.games.agricola import majors
    sc.s.major_owner[sc.s.t.major_index["fireplace_2"]] = 0
    for e in majors._effects(sc.s, sc.s.t.major_index["fireplace_2"]):
        sc.s.fx.install(0, e)
    sc.s.goods[NG * 0 + G["boar"]] = 3
    sc.s.pending.append(HouseAnimals(0))
    HouseAnimals(0).apply(sc.s, Keep(0, 1, 0))
    assert sc.s.k.store[sc.s.k.ct.index["E156"]] == 2


def test_spices_adds_food_to_a_vegetable_cooked_on_a_fireplace_only():
    from engine.games.agricola.food import convert
    sc = FullScenario(2)
    sc.grant(0, "E25")
    sc.give(0, vegetable=2)
    f = sc.have(0, "food")
    convert(sc.s, 0, G["vegetable"], 1, -1)  # raw: no bonus
    assert sc.have(0, "food") == f + 1
    convert(sc.s, 0, G["vegetable"], 2, sc.s.t.major_index["fireplace_3"])
    assert sc.have(0, "food") == f + 1 + 2 + 1


def test_baker_bakes_when_played_and_at_the_start_of_feeding():
    sc = FullScenario(2)
    sc.s.major_owner[sc.s.t.major_index["fireplace_2"]] = 0
    from engine.games.agricola import majors
    for e in majors._effects(sc.s, sc.s.t.major_index["fireplace_2"]):
        sc.s.fx.install(0, e)
    sc.give(0, grain=2)
    sc.grant(0, "E150")
    assert sc.s.pending[-1].__class__.__name__ == "Bake"
    sc.s.pending.pop()
    from engine.games.agricola.round import feed
    feed(sc.s, 0)
    assert [type(d).__name__ for d in sc.s.pending[-2:]] == ["RaiseFood", "Bake"]


def test_charcoal_burner_hears_any_seat_acquiring_a_baking_improvement():
    sc = FullScenario(3)
    sc.grant(2, "E182")
    sc.give(0, clay=4, stone=2)
    _buy_major(sc, 0, "pottery")  # does not bake
    assert sc.have(2, "wood") == 0
    _buy_major(sc, 0, "fireplace_2")
    assert sc.have(2, "wood") == 1 and sc.have(2, "food") == 3 + 1
    sc.give(1, clay=1)
    sc.grant(1, "E20")  # Simple Fireplace, a minor that bakes
    assert sc.have(2, "wood") == 2


def test_stockman_animals_for_the_2nd_3rd_and_4th_stable():
    from engine.games.agricola.building import BuildStables
    from engine.games.agricola.moves import BuildStable
    sc = FullScenario(4)
    sc.grant(0, "E213")
    sc.s.stables[0] = 0
    got = []
    for cell in ("r1c3", "r1c4", "r1c5", "r2c5"):
        sc.s.pending.append(BuildStables(0, 0))
        sc.s.pending[-1].apply(sc.s, BuildStable(cell))
        sc.s.pending.pop()
        got.append(sc.s.animals(0))
    assert got == [(0, 0, 0), (0, 0, 1), (0, 1, 1), (1, 1, 1)]


def test_maid_lays_food_from_the_renovation_to_clay():
    from engine.games.agricola.building import renovate
    sc = FullScenario(2)
    sc.grant(0, "E190")
    assert sc.s.k.ct.index["E190"] not in sc.s.k.store
    sc.s.round = 5
    sc.give(0, clay=2, reed=1)
    renovate(sc.s, 0)
    assert sc.s.k.store[sc.s.k.ct.index["E190"]] == tuple(range(6, 15))
    sc2 = FullScenario(2)
    sc2.s.house[0] = 1
    sc2.grant(0, "E190")  # already of clay when played
    assert sc2.s.k.store[sc2.s.k.ct.index["E190"]] == tuple(range(2, 15))


def test_yeoman_farmer_loses_points_only_for_unused_spaces_and_begging():
    sc = FullScenario(3)
    before = breakdown(sc.s, 0)
    assert before["sheep"] == -1 and before["unused"] < 0
    sc.grant(0, "E165")
    sc.s.begging[0] = 1
    after = breakdown(sc.s, 0)
    assert after["sheep"] == 0 and after["fields"] == 0 and after["unused"] == before["unused"]
    assert after["begging"] == -3


def test_academic_counts_as_two_occupations():
    from engine.games.agricola.cards import playable
    sc = FullScenario(3)
    sc.grant(0, "E176", "E148")
    sc.to_hand(0, "E48")  # Reed Pond: 3 occupations
    assert PlayCard("E48") in playable(sc.s, 0, False)
    sc2 = FullScenario(3)
    sc2.grant(0, "E174", "E148", "E176")  # Tutor, then the Academic (2) and one more (1)
    assert breakdown(sc2.s, 0)["bonus"] == 3


def test_patron_gives_2_food_before_each_later_occupation_is_paid():
    sc = FullScenario(4, start=0)
    sc.grant(0, "E192")
    sc.to_hand(0, "E176")
    sc.s.goods[NG * 0 + G["food"]] = 0
    sc.s.k.occs[0] = 2  # the next occupation on the 4-player space costs 2 food
    sc.place("p4_occupation")
    assert PlayCard("E176") in sc.moves()
    sc.play(PlayCard("E176"))
    assert sc.have(0, "food") == 0 and sc.s.k.ct.index["E176"] in sc.s.k.played[0]


@pytest.mark.parametrize("card,what", [("E157", "reed"), ("E211", "stone")])
def test_cost_reductions(card, what):
    from engine.games.agricola import majors
    from engine.games.agricola.building import renovate_cost, room_cost
    from engine.games.agricola.cards import costs_of
    sc = FullScenario(3)
    sc.s.house[0] = 1
    room, reno = room_cost(sc.s, 0), renovate_cost(sc.s, 0)
    e21 = sc.s.k.ct.index["E21"]
    minor = costs_of(sc.s, 0, e21)[0]
    well = majors.costs_of(sc.s, 0, sc.s.t.major_index["well"])[0]
    sc.grant(0, card)
    g = G[what]
    assert room_cost(sc.s, 0)[g] == room[g] - (1 if room[g] else 0)
    assert renovate_cost(sc.s, 0)[g] == max(0, reno[g] - 1)
    assert costs_of(sc.s, 0, e21)[0][g] == minor[g] - 1  # the Half-timbered House: reed 1 and stone 2
    assert majors.costs_of(sc.s, 0, sc.s.t.major_index["well"])[0][g] == max(0, well[g] - (what == "stone"))


def test_meat_seller_cooks_only_with_an_oven():
    sc = FullScenario(2)
    sc.grant(0, "E162")
    sc.give(0, cattle=1)
    assert ("cattle", "E162") not in {(m.good, m.major) for m, *_ in food.conversions(sc.s, 0, False)}
    sc.s.major_owner[sc.s.t.major_index["clay_oven"]] = 0
    got = {(m.good, m.major): f for m, _, f, _ in food.conversions(sc.s, 0, False)}
    assert got["cattle", "E162"] == 4


def test_plow_driver_pays_1_food_to_plow_at_the_start_of_a_round_with_a_stone_house():
    from engine.games.agricola.card_moves import UseCard
    sc = FullScenario(2, start=0)
    sc.grant(0, "E194")
    sc.pass_round()
    assert sc.s.round == 2 and sc.s.pending[-1].seat == 0 and "use_card" not in sc.kinds()  # a wooden house
    sc.s.house[0] = 2
    sc.pass_round()
    assert sc.s.round == 3 and sc.kinds() == {"use_card", "decline"}
    food0 = sc.have(0, "food")
    sc.play(UseCard())
    assert sc.have(0, "food") == food0 - 1 and sc.kinds() == {"plow_field"}


def test_feed_pellets_trades_a_vegetable_for_an_animal_at_feeding():
    from engine.games.agricola.card_moves import DECLINE
    from engine.games.agricola.round import FLOW, feed
    sc = FullScenario(2)
    sc.grant(0, "E338")
    sc.s.stables[0] = 0b11
    sc.s.farm_changed(0)
    sc.s.goods[NG * 0 + G["sheep"]] = 1
    sc.give(0, vegetable=1, food=10)
    sc.s.pending.clear()
    feed(sc.s, 0)
    assert set(sc.s.pending[-1].legal_moves(sc.s)) == {ChooseGoods(("sheep",)), DECLINE}
    sc.s.pending[-1].apply(sc.s, ChooseGoods(("sheep",)))
    FLOW.advance(sc.s)
    assert sc.s.animals(0)[0] == 2 and sc.have(0, "vegetable") == 0


def test_hut_builder_only_in_rounds_1_to_4_and_a_free_room_in_round_11():
    from engine.games.agricola.card_moves import UseCard
    from engine.games.agricola.cards import playable
    sc = FullScenario(4, start=0)
    sc.to_hand(0, "E178")
    assert PlayCard("E178") in playable(sc.s, 0, True)
    sc.s.round = 5
    assert PlayCard("E178") not in playable(sc.s, 0, True)
    sc.s.round = 1
    sc.grant(0, "E178")
    for _ in range(10):
        sc.pass_round()
    assert sc.s.round == 11 and sc.kinds() == {"use_card", "decline"}
    rooms = sc.s.rooms[0].bit_count()
    wood = sc.have(0, "wood")
    sc.play(UseCard())
    sc.play(sc.moves()[0])
    assert sc.s.rooms[0].bit_count() == rooms + 1 and sc.have(0, "wood") == wood


def test_stone_house_extension_needs_a_stone_house_and_builds_a_room_free():
    from engine.games.agricola.cards import playable
    sc = FullScenario(2, start=0)
    sc.to_hand(0, "E55")
    sc.give(0, reed=1, stone=3)
    assert PlayCard("E55") not in playable(sc.s, 0, False)
    sc.s.house[0] = 2
    _play_minor(sc, "E55")
    assert sc.kinds() == {"build_room"}
    sc.play(sc.moves()[0])
    assert sc.s.rooms[0].bit_count() == 3 and sc.have(0, "stone") == 0
    assert sc.s.k.ct.index["E55"] in sc.s.k.hand[1]
