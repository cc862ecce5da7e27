"""What the engine answers the table: the fences and wood a pasture outline still needs (the same count
the Fence decision pays), the proposed conversion for food due, one way the animals stand, and the
harvest in words for the log."""
from __future__ import annotations

from ag_scenario import Scenario, cells

from engine.core.text import seat_token
from engine.games.agricola import farm, fencing, food
from engine.games.agricola.data import NG, WOOD
from engine.games.agricola.moves import Convert, Fence


def test_new_fences_are_the_outline_less_the_fences_there_and_the_decision_pays_that_wood():
    sc = Scenario()
    s = sc.s
    two = cells("r1c4", "r1c5")
    assert fencing.pasture_wood(s, 0, two) == 6
    s.fences[0] = farm.boundary(cells("r1c5"))  # a one-cell pasture already: 3 of its fences are reused
    s.farm_changed(0)
    assert fencing.new_fences(s, 0, two) == farm.boundary(two) & ~s.fences[0]
    assert fencing.pasture_wood(s, 0, two) == 3
    sc.give(0, wood=10)
    s.pending.append(fencing.BuildFences(0))
    before = s.goods[NG * 0 + WOOD]
    s.pending[-1].apply(s, Fence(("r1c4", "r1c5")))
    assert before - s.goods[NG * 0 + WOOD] == 3


def test_the_proposal_raises_the_food_with_the_fewest_goods_and_leaves_the_position_alone():
    sc = Scenario()
    s = sc.s
    sc.give(0, grain=3, vegetable=1)
    s.goods[NG * 0 + 6] = 0
    key = s.key()
    plan = food.proposal(s, 0, 2, True)
    assert plan == [Convert("grain"), Convert("grain")] or plan == [Convert("vegetable"), Convert("grain")]
    assert len(plan) == 2 and s.key() == key
    assert food.proposal(s, 0, 0, True) == []
    assert len(food.proposal(s, 0, 99, True)) == 4  # everything, and still short: begging


def test_an_arrangement_puts_each_species_where_it_fits():
    pasture = (cells("r1c4", "r1c5"),)
    stables = cells("r3c5")
    h = farm.housing(pasture, stables)
    places = farm.arrangement((3, 1, 0), h)
    assert places is not None and places[0] == (3, 0, 0)  # 3 sheep in the 4-animal pasture
    assert sorted(places[1:]) == [(0, 0, 0), (0, 1, 0)]  # the boar in the stable or the house
    assert farm.arrangement((5, 3, 0), h) is None  # does not fit: a keep decision


def test_the_harvest_is_told_in_the_log():
    from engine.core.events import Event
    sc = Scenario()
    fed = sc.s.narrate(Event("family_fed", {"seat": 0, "food": 3, "begging": 1}))
    assert fed is not None and seat_token(0) in fed.en and "begging card" in fed.en and "物乞い" in fed.ja
    crops = sc.s.narrate(Event("fields_harvested", {"seat": 1, "grain": 2, "vegetable": 0}))
    assert crops is not None and "2 grain" in crops.en
    assert sc.s.narrate(Event("fields_harvested", {"seat": 1, "grain": 0, "vegetable": 0})) is None


def test_a_part_of_an_and_or_space_reads_as_what_it_does():
    from engine.games.agricola.moves import PART
    sc = Scenario()
    sc.give(0, wood=5, reed=2)
    sc.place("rooms_stables")  # rooms and/or stables: the seat chooses which first
    assert sc.s.describe(PART[0], "en") == "build rooms"
    assert sc.s.describe(PART[1], "en") == "build stables" and sc.s.describe(PART[1], "ja") == "厩を作る"


def test_a_part_that_hands_out_goods_names_them():
    from engine.games.agricola.describe import describe_part
    t = Scenario(5).s.t
    parts = t.space_parts[t.space_index["p5_animals"]]
    assert [describe_part(p, "en") for p in parts] == ["take 1 food + 1 sheep", "take 1 boar",
                                                       "pay 1 food for 1 cattle"]
    assert describe_part(parts[2], "ja") == "食料1を払って牛1"


def test_the_field_phase_line_counts_one_vegetable_as_one():
    from engine.core.events import Event
    s = Scenario().s
    one = s.narrate(Event("fields_harvested", {"seat": 0, "grain": 1, "vegetable": 1}))
    two = s.narrate(Event("fields_harvested", {"seat": 0, "grain": 0, "vegetable": 2}))
    assert one is not None and one.en.endswith("1 grain and 1 vegetable")
    assert two is not None and two.en.endswith("2 vegetables")
