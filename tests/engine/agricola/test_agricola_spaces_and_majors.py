"""Rules of the rules file (../shared/rules/agricola.md) that had no test of their own, each as a short scripted
scenario that fails if the rule is wrong: the work phase with families of different sizes, breeding's two
animals and one young a species, where a stable may stand, a stone room's cost, every major's cost, points and
rates, the Pottery's and the Basketmaker's Workshop's conversions and bonuses, what each accumulating space
receives, the family board's stable space, "Plow 1 field and/or sow", the 5-player growth from round 5,
"Renovation and then fences", and the harvest's order. The numbers are the rules file's, written here again
(not read from our data)."""
from __future__ import annotations

import pytest
from ag_scenario import Scenario, cells, fence, own, to_round

from engine.games.agricola import farm, majors
from engine.games.agricola.animals import breed, breeding_options
from engine.games.agricola.data import NG, G
from engine.games.agricola.fields import bake_choices
from engine.games.agricola.food import conversions
from engine.games.agricola.moves import PART, BuildRoom, Place
from engine.games.agricola.scoring import breakdown


# --- the work phase (L9) -----------------------------------------------------------------------------------
def test_a_larger_family_places_its_last_people_after_the_smaller_one_has_run_out():
    sc = Scenario(2, start=0)
    s = sc.s
    s.people[0] = s.avail[0] = 3  # scenario: seat 1 has 3 people, seat 2 has 2
    order = []
    for space in ("grain", "wood_3", "clay_1", "reed_1", "fishing"):
        order.append(s.current_player())
        sc.place(space)
    assert order == [0, 1, 0, 1, 0]  # one at a time, then the larger family's third alone
    assert s.round == 2  # every person placed: the round is over


# --- breeding (L9): two of a species, one young a species --------------------------------------------------
def test_a_lone_animal_does_not_breed_even_with_room():
    s = Scenario(2).s
    fence(s, 0, ("r1c4", "r1c5"), ("r2c4", "r2c5"))  # two pastures of 4
    s.goods[NG * 0 + G["sheep"]] = 1
    s.goods[NG * 0 + G["boar"]] = 2
    assert breeding_options(s, 0) == [(1,)]


def test_a_large_herd_gets_one_young_not_one_a_pair():
    s = Scenario(2).s
    fence(s, 0, ("r1c3", "r1c4", "r1c5", "r2c3", "r2c4", "r2c5"))  # one pasture of 6 spaces: 12 animals
    s.goods[NG * 0 + G["sheep"]] = 6
    assert breeding_options(s, 0) == [(0,)]
    breed(s, 0, (0,))
    assert s.goods[NG * 0 + G["sheep"]] == 7


# --- stables (L30, L70): any empty space, one a space --------------------------------------------------------
def test_a_stable_stands_on_an_empty_space_or_in_a_pasture_never_on_a_room_field_or_stable():
    sc = Scenario(2)
    s = sc.s
    s.fields[0] = cells("r1c5")
    s.stables[0] = cells("r1c4")
    fence(s, 0, ("r3c4",))
    s.farm_changed(0)
    sc.give(0, wood=2)
    sc.place("rooms_stables")
    where = {m.cell for m in sc.moves() if m.kind == "build_stable"}
    assert not where & {"r1c5", "r1c4", "r2c1", "r3c1"}  # the field, the stable, the two rooms
    assert "r3c4" in where and len(where) == 15 - 4


# --- rooms (L30): 5 of the house's material and 2 reed ---------------------------------------------------------
def test_a_stone_house_builds_its_rooms_of_5_stone_and_2_reed():
    sc = Scenario(2)
    sc.s.house[0] = 2  # scenario: a stone house
    sc.give(0, wood=5, clay=5, reed=2, stone=5)
    sc.place("rooms_stables", PART[0])
    sc.play(BuildRoom("r1c1"))
    assert [sc.have(0, g) for g in ("wood", "clay", "reed", "stone")] == [5, 5, 0, 0]


# --- major improvements (L40–47) ---------------------------------------------------------------------------
@pytest.mark.parametrize("major, points", [("fireplace_2", 1), ("fireplace_3", 1), ("hearth_4", 1), ("hearth_5", 1),
                                           ("clay_oven", 2), ("stone_oven", 3), ("well", 4), ("joinery", 2),
                                           ("pottery", 2), ("basketmaker", 2)])
def test_every_major_improvement_scores_its_points(major, points):
    s = Scenario(2).s
    own(s, 0, major)
    assert breakdown(s, 0)["improvements"] == points


COSTS = [("fireplace_2", {"clay": 2}), ("fireplace_3", {"clay": 3}), ("hearth_4", {"clay": 4}),
         ("hearth_5", {"clay": 5}),
         ("clay_oven", {"clay": 3, "stone": 1}), ("stone_oven", {"clay": 1, "stone": 3}),
         ("well", {"wood": 1, "stone": 3}), ("joinery", {"wood": 2, "stone": 2}),
         ("pottery", {"clay": 2, "stone": 2}), ("basketmaker", {"reed": 2, "stone": 2})]


@pytest.mark.parametrize("major, cost", COSTS)
def test_every_major_improvement_costs_what_the_rules_say(major, cost):
    s = Scenario(2).s
    i = s.t.major_index[major]
    for g, k in cost.items():
        s.goods[NG * 0 + G[g]] = k
    assert majors.can_pay(s, 0, majors.costs_of(s, 0, i)[0])
    for g in cost:  # one short of any part of it: not payable
        s.goods[NG * 0 + G[g]] -= 1
        assert not majors.can_pay(s, 0, majors.costs_of(s, 0, i)[0])
        s.goods[NG * 0 + G[g]] += 1
    majors.buy(s, 0, i, -1)
    assert s.goods[:4] == [0, 0, 0, 0]


@pytest.mark.parametrize("major, rates, bread", [
    ("fireplace_2", {"vegetable": 2, "sheep": 2, "boar": 2, "cattle": 3}, 2),
    ("hearth_4", {"vegetable": 3, "sheep": 2, "boar": 3, "cattle": 4}, 3)])
def test_a_fireplace_and_a_cooking_hearth_cook_and_bake_at_their_rates(major, rates, bread):
    s = Scenario(2).s
    fence(s, 0, ("r1c3", "r1c4", "r1c5"))
    own(s, 0, major)
    for g in ("vegetable", "sheep", "boar", "cattle"):
        s.goods[NG * 0 + G[g]] = 1
    cooked = {m.good: food for m, _n, food, _w in conversions(s, 0, False) if m.major == major}
    assert cooked == rates
    s.goods[NG * 0 + G["grain"]] = 1
    assert [food for _how, food in bake_choices(s, 0, ())] == [bread]


@pytest.mark.parametrize("major, good, food, bonus", [("pottery", "clay", 2, [(2, 0), (3, 1), (4, 1), (5, 2), (7, 3)]),
                                                      ("basketmaker", "reed", 3,
                                                       [(1, 0), (2, 1), (3, 1), (4, 2), (5, 3), (6, 3)])])
def test_pottery_and_basketmaker_convert_at_the_harvest_and_score_their_bonus(major, good, food, bonus):
    s = Scenario(2).s
    own(s, 0, major)
    s.goods[NG * 0 + G[good]] = 1
    in_harvest = [(m.good, f) for m, _n, f, _w in conversions(s, 0, True) if m.major == major]
    assert in_harvest == [(good, food)]  # at the harvest, once
    assert not [m for m, *_ in conversions(s, 0, False) if m.major == major]  # not any time
    for have, points in bonus:
        s.goods[NG * 0 + G[good]] = have
        assert breakdown(s, 0)["bonus"] == points, (have, points)


# --- accumulating spaces (L21–26) --------------------------------------------------------------------------
@pytest.mark.parametrize("n, space, good, k", [
    (2, "wood_3", "wood", 3), (2, "clay_1", "clay", 1), (2, "reed_1", "reed", 1), (2, "fishing", "food", 1),
    (3, "p3_wood_2", "wood", 2), (3, "p3_clay_1", "clay", 1),
    (4, "p4_wood_1", "wood", 1), (4, "p4_clay_2", "clay", 2), (4, "p4_wood_2", "wood", 2),
    (4, "p4_traveling_players", "food", 1),
    (5, "p5_wood_4", "wood", 4), (5, "p5_clay_3", "clay", 3), (5, "p5_reed_stone_wood", "reed", 1),
    (5, "p5_room_or_players", "food", 1)])
def test_each_accumulating_space_receives_its_goods_every_round(n, space, good, k):
    sc = Scenario(n)
    s = sc.s
    at = s.t.space_index[space]
    assert s.stock[NG * at + G[good]] == k
    avoid = [m.space for m in sc.moves() if m.kind == "place" and m.space != space]
    sc.pass_round(avoid)  # nobody takes it
    assert s.round == 2 and s.stock[NG * at + G[good]] == 2 * k


@pytest.mark.parametrize("card, good, r", [("sheep", "sheep", 4), ("stone_stage2", "stone", 6), ("boar", "boar", 9),
                                           ("stone_stage4", "stone", 10), ("cattle", "cattle", 11)])
def test_each_accumulating_round_card_receives_1_a_round(card, good, r):
    sc = Scenario(2)  # the scenarios' cards: this one is revealed in round r
    to_round(sc, r)
    s = sc.s
    at = s.t.space_index[card]
    assert s.cards[-1] == at and s.stock[NG * at + G[good]] == 1
    sc.pass_round([m.space for m in sc.moves() if m.kind == "place" and m.space != card])
    assert s.stock[NG * at + G[good]] == 2


# --- the family board's spaces (L63) -------------------------------------------------------------------------
def test_the_stable_space_builds_one_stable_for_1_wood():
    sc = Scenario(2)
    sc.give(0, wood=3)
    sc.place("stable_bake")
    stables = [m for m in sc.moves() if m.kind == "build_stable"]
    assert stables
    sc.play(stables[0])
    assert sc.have(0, "wood") == 2 and sc.s.stables[0].bit_count() == 1
    assert sc.s.current_player() == 1  # one stable only: the action is over


def test_plow_1_field_and_or_sow_plows_then_sows_the_new_field():
    sc = Scenario(2)
    to_round(sc, 13)  # plow_sow is the scenarios' card of round 13
    s = sc.s
    assert "plow_sow" in sc.spaces()
    while s.current_player() != 0:
        sc.play(sc.moves()[0])
    sc.give(0, grain=1)
    sc.place("plow_sow")
    assert {PART[0], PART[1]} <= set(sc.moves())  # either part, or both
    sc.play(PART[0])
    plow = next(m for m in sc.moves() if m.kind == "plow_field")
    sc.play(plow, PART[1])  # and then the sowing
    sow = next(m for m in sc.moves() if m.kind == "sow_field" and m.cell == plow.cell)
    sc.play(sow)
    assert s.crop_n[15 * 0 + farm.CELL_INDEX[plow.cell]] == 3  # 1 grain sown: 3 on the field


def test_the_5_player_growth_space_grows_the_family_only_from_round_5():
    sc = Scenario(5)
    s = sc.s
    s.rooms[0] |= cells("r1c1")  # scenario: a free room
    sc.place("p5_resources_or_growth")
    assert PART[1] not in sc.moves()  # round 1: the growth part is not offered
    sc2 = Scenario(5)
    to_round(sc2, 5)
    s2 = sc2.s
    while s2.current_player() != 0:
        sc2.play(sc2.moves()[0])
    s2.rooms[0] |= cells("r1c1") if not s2.rooms[0] & cells("r1c1") else cells("r1c2")
    people = s2.people[0]
    sc2.play(Place("p5_resources_or_growth"))
    assert PART[1] in sc2.moves()
    sc2.play(PART[1])
    assert s2.people[0] == people + 1


# --- "Renovation and then fences" (L26): the fences only after a renovation; no renovation, no space --------
def test_renovation_and_then_fences_cannot_be_taken_without_the_renovation_and_fences_after_it():
    sc = Scenario(2)
    to_round(sc, 14)  # renovate_fences is the scenarios' card of round 14
    s = sc.s
    while s.current_player() != 0:
        sc.play(sc.moves()[0])
    for g in ("clay", "reed"):
        s.goods[NG * 0 + G[g]] = 0
    s.fields[0] = 0  # scenario: the first-legal play-out plowed the whole farm; room for a pasture again
    s.farm_changed(0)
    sc.give(0, wood=20)  # fences could be paid, the renovation (2 clay + 1 reed for 2 rooms) cannot
    assert s.house[0] == 0 and "renovate_fences" not in sc.spaces()
    sc.give(0, clay=2, reed=1)
    sc.place("renovate_fences")
    assert s.house[0] == 1 and sc.have(0, "clay") == 0 and sc.have(0, "reed") == 0  # renovated first
    assert PART[1] in sc.moves()  # and then the fences, if the seat wants them
    sc.play(PART[1])
    assert "fence" in sc.kinds()


# --- the harvest's order (L9): fields, then feeding, then breeding ---------------------------------------------
def test_the_harvest_takes_the_fields_then_feeds_then_breeds():
    sc = Scenario(2)
    s = sc.s
    fence(s, 0, ("r1c4", "r1c5"))
    s.goods[NG * 0 + G["sheep"]] = 2
    s.fields[0] |= cells("r3c5")
    s.crop_n[farm.CELL_INDEX["r3c5"]] = 2
    s.crop[farm.CELL_INDEX["r3c5"]] = G["grain"]
    sc.give(0, food=10)
    sc.give(1, food=10)
    to_round(sc, 5)
    kinds = [e.kind for e in sc.events if e.kind in ("fields_harvested", "family_fed", "animals_bred")]
    first = {k: kinds.index(k) for k in ("fields_harvested", "family_fed", "animals_bred")}
    assert first["fields_harvested"] < first["family_fed"] < first["animals_bred"]
    assert max(i for i, k in enumerate(kinds) if k == "fields_harvested") < first["family_fed"]
    assert max(i for i, k in enumerate(kinds) if k == "family_fed") < first["animals_bred"]
