"""Animals arriving (undominated ways to keep them, the rest cooked or released), the harvest: field phase,
feeding with conversions and begging, breeding and the seed's rule that bred animals are not convertible."""
from ag_scenario import Scenario, cells, fence, own

from engine.games.agricola.animals import ChooseBreeding, HouseAnimals, breeding_options
from engine.games.agricola.data import NG
from engine.games.agricola.food import RaiseFood, conversions, convertible
from engine.games.agricola.moves import FEED, Convert, Keep
from engine.games.agricola.round import FLOW


def to_harvest(sc, seat_moves=("fishing", "day_laborer", "grain", "clay_1", "reed_1")):
    """Play round 4 to its harvest: every placement on the first of these spaces still free."""
    s = sc.s
    while s.round < 4:
        sc.pass_round(seat_moves)
    while FLOW.name(s) not in ("feeding",) and s.round == 4:
        legal = sc.moves()
        pick = next((m for name in seat_moves for m in legal if getattr(m, "space", None) == name), legal[0])
        sc.play(pick)


# --- arrival -------------------------------------------------------------------------------------------------
def test_the_pet_in_the_house_holds_one_animal():
    sc = Scenario(2, cards=("sheep",))
    sc.place("sheep")
    assert sc.have(0, "sheep") == 1 and sc.s.current_player() == 1  # no decision: it fits as a pet


def test_overflow_without_a_cooking_improvement_is_released():
    sc = Scenario(2, cards=("sheep",))
    s = sc.s
    s.stock[NG * s.t.space_index["sheep"] + 7] = 3
    sc.place("sheep")  # 3 sheep, room for 1: the only undominated way is to keep 1
    assert sc.have(0, "sheep") == 1 and sc.have(0, "food") == 2
    assert sc.happened("animals_released")[0]["count"] == 2


def test_overflow_with_a_cooking_improvement_is_cooked():
    sc = Scenario(2, cards=("sheep",))
    s = sc.s
    own(s, 0, "fireplace_2")
    s.stock[NG * s.t.space_index["sheep"] + 7] = 3
    sc.place("sheep")
    assert sc.have(0, "sheep") == 1 and sc.have(0, "food") == 2 + 2 * 2


def test_arrivals_offer_only_the_undominated_ways_to_keep():
    sc = Scenario(2, cards=("sheep",))
    s = sc.s
    fence(s, 0, ("r1c5",))  # one pasture of 2, and the pet
    s.goods[NG * 0 + 7] = 2  # 2 sheep in the pasture
    space = NG * s.t.space_index["sheep"]
    s.stock[space + 7], s.stock[space + 8] = 0, 2  # 2 boar arrive (scenario set-up: on the sheep space)
    sc.place("sheep")
    assert isinstance(s.pending[-1], HouseAnimals)
    assert set(sc.moves()) == {Keep(2, 1, 0), Keep(1, 2, 0)}  # sheep in the pasture or the boar there
    sc.play(Keep(1, 2, 0))
    assert s.animals(0) == (1, 2, 0)


# --- the harvest --------------------------------------------------------------------------------------------
def test_the_field_phase_takes_one_from_each_sown_field():
    sc = Scenario(2)
    s = sc.s
    s.fields[0] = cells("r1c4", "r1c5")
    s.crop[3], s.crop_n[3] = 4, 3
    s.crop[4], s.crop_n[4] = 5, 1
    to_harvest(sc)
    assert sc.have(0, "grain") >= 1 and s.crop_n[3] == 2
    assert s.crop_n[4] == 0 and s.crop[4] == -1  # the last vegetable taken: the field is empty again


def test_feeding_takes_2_food_a_person_and_begging_covers_the_rest():
    sc = Scenario(2)
    s = sc.s
    to_harvest(sc, ("grain", "plow", "clay_1", "reed_1", "wood_3"))
    s.goods[NG * 0 + 6] = 1
    s.goods[NG * 0 + 4] = 0
    top = s.pending[-1]
    if isinstance(top, RaiseFood) and top.seat == 0:
        assert set(sc.moves()) == {FEED}
        sc.play(FEED)
    assert s.begging[0] == 3 and sc.have(0, "food") == 0


def test_raw_grain_and_vegetables_convert_at_1_and_a_fireplace_cooks():
    sc = Scenario(2)
    s = sc.s
    sc.give(0, grain=1, vegetable=1, sheep=1)
    got = {(m.good, m.major): food for m, _, food, _ in conversions(s, 0, False)}
    assert got == {("grain", ""): 1, ("vegetable", ""): 1}  # no animal converts without an improvement
    own(s, 0, "fireplace_2")
    got = {(m.good, m.major): food for m, _, food, _ in conversions(s, 0, False)}
    assert got == {("grain", ""): 1, ("vegetable", "fireplace_2"): 2, ("sheep", "fireplace_2"): 2}


def test_a_craft_improvement_converts_once_a_harvest():
    s = Scenario(2).s
    own(s, 0, "joinery")
    s.goods[0] = 3
    assert Convert("wood", "joinery") in [m for m, *_ in conversions(s, 0, True)]
    assert Convert("wood", "joinery") not in [m for m, *_ in conversions(s, 0, False)]  # only in a harvest
    s.pending.append(RaiseFood(0, 5, True))
    s.pending[-1].apply(s, Convert("wood", "joinery"))
    assert s.goods[6] == 2 + 2 and s.goods[0] == 2
    assert Convert("wood", "joinery") not in s.pending[-1].legal_moves(s)


def test_feeding_with_enough_food_pays_by_itself():
    sc = Scenario(2)
    s = sc.s
    sc.give(0, food=20)
    to_harvest(sc)
    assert not (isinstance(s.pending[-1], RaiseFood) and s.pending[-1].seat == 0)
    assert s.begging[0] == 0


def test_a_newborn_eats_one_food_in_the_harvest_of_its_round():
    from engine.games.agricola.round import food_due
    s = Scenario(2).s
    s.people[0], s.newborn[0] = 3, 1
    assert food_due(s, 0) == 5
    s.newborn[0] = 0
    assert food_due(s, 0) == 6


# --- breeding -----------------------------------------------------------------------------------------------
def test_breeding_gives_one_young_a_species_with_room():
    s = Scenario(2).s
    fence(s, 0, ("r1c4", "r1c5"), ("r2c4", "r2c5"))
    s.goods[NG * 0 + 7] = 3
    s.goods[NG * 0 + 8] = 2
    assert breeding_options(s, 0) == [(0, 1)]


def test_breeding_is_blocked_without_room_for_the_young():
    s = Scenario(2).s
    fence(s, 0, ("r1c5",))  # 2 in the pasture + the pet
    s.goods[NG * 0 + 7] = 3  # full: the young has no place
    assert breeding_options(s, 0) == [()]


def test_room_for_only_some_young_is_a_choice():
    s = Scenario(2).s
    fence(s, 0, ("r1c4", "r1c5"), ("r2c5",))  # pastures of 4 and 2, and the pet
    s.goods[NG * 0 + 7] = 4
    s.goods[NG * 0 + 8] = 2  # sheep 4 (pasture of 4), boar 2 (pasture of 2): the pet takes one young
    assert sorted(breeding_options(s, 0)) == [(0,), (1,)]
    from engine.games.agricola.animals import breeding_turn
    breeding_turn(s, 0)
    assert isinstance(s.pending[-1], ChooseBreeding)


def test_bred_animals_cannot_be_converted_until_the_next_round():
    from engine.games.agricola.animals import breed
    s = Scenario(2).s
    own(s, 0, "fireplace_2")
    fence(s, 0, ("r1c4", "r1c5"))
    s.goods[NG * 0 + 7] = 2
    breed(s, 0, (0,))
    assert s.animals(0) == (3, 0, 0)
    assert convertible(s, 0, 7) == 0  # the two parents and the young [S]
    assert all(m.good != "sheep" for m, *_ in conversions(s, 0, True))
    from engine.games.agricola.round import round_start
    s.round = 5
    round_start(s)
    assert convertible(s, 0, 7) == 3


def test_a_harvest_with_a_craft_improvement_offers_its_conversion_at_feeding():
    sc = Scenario(2)
    s = sc.s
    own(s, 0, "joinery")
    to_harvest(sc, ("grain", "plow", "clay_1", "reed_1", "day_laborer"))
    s.goods[NG * 0 + 6] = 0
    s.goods[NG * 0] = 1
    while not (isinstance(s.pending[-1], RaiseFood) and s.pending[-1].seat == 0):
        sc.play(sc.moves()[0])
    assert Convert("wood", "joinery") in sc.moves()
    sc.play(Convert("wood", "joinery"))
    assert sc.have(0, "food") == 2 and Convert("wood", "joinery") not in sc.moves()
