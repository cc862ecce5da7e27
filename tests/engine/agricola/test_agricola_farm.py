"""The farmyard: rooms, renovation, family growth, plowing, sowing, stables, fences as pasture commits, and
what pastures, stables and the house can hold."""
import pytest
from ag_scenario import Scenario, cells, to_round

from engine.core.errors import IllegalMove
from engine.games.agricola import farm
from engine.games.agricola.building import can_renovate, renovate
from engine.games.agricola.fencing import commits
from engine.games.agricola.moves import PART, STOP, BuildRoom, Fence, SowField, fence_moves
from engine.games.agricola.round import food_due


def fence_move(*names):
    return fence_moves()[cells(*names)]


# --- rooms and renovation ------------------------------------------------------------------------------------
def test_a_room_costs_5_of_the_house_material_and_2_reed_and_touches_the_house():
    sc = Scenario(2)
    sc.give(0, wood=10, reed=4)
    sc.place("rooms_stables", PART[0])
    rooms = {m.cell for m in sc.moves() if m.kind == "build_room"}
    assert rooms == {"r1c1", "r2c2", "r3c2"}  # next to the rooms at r2c1 and r3c1
    sc.play(BuildRoom("r1c1"))
    assert sc.have(0, "wood") == 5 and sc.have(0, "reed") == 2
    assert "r1c2" in {m.cell for m in sc.moves() if m.kind == "build_room"}  # next to the new room
    sc.play(BuildRoom("r1c2"))
    assert sc.s.rooms[0].bit_count() == 4 and sc.have(0, "wood") == 0
    with pytest.raises(IllegalMove):
        sc.play(BuildRoom("r3c2"))


def test_a_clay_house_builds_clay_rooms():
    sc = Scenario(2)
    s = sc.s
    s.house[0] = 1
    sc.give(0, wood=5, reed=2)
    assert "rooms_stables" in sc.spaces()  # stables with the wood...
    sc.place("rooms_stables")
    assert sc.kinds() == {"build_stable"}  # ...but no clay room: the room part is not possible


def test_renovation_turns_the_whole_house_one_material_up_and_cannot_skip():
    sc = Scenario(2)
    s = sc.s
    sc.give(0, clay=2, reed=1, stone=5)
    renovate(s, 0)
    assert s.house[0] == 1 and sc.have(0, "clay") == 0 and sc.have(0, "reed") == 0
    assert not can_renovate(s, 0)  # stone needs 1 stone per room + 1 reed: no reed
    sc.give(0, reed=1)
    renovate(s, 0)
    assert s.house[0] == 2 and sc.have(0, "stone") == 3
    assert not can_renovate(s, 0)  # nothing beyond stone


def test_renovation_skipping_clay_is_refused():
    sc = Scenario(2, cards=("sow_bake", "fences", "major", "sheep", "renovate_major"))
    to_round(sc, 5)
    sc.give(0, stone=5, reed=2)  # enough for stone, but the house is wood: it must become clay first
    assert "renovate_major" not in sc.spaces()


# --- family growth -------------------------------------------------------------------------------------------
def test_family_growth_needs_a_free_room_and_the_newborn_eats_1():
    sc = Scenario(2, cards=("sow_bake", "fences", "major", "sheep", "growth"))
    to_round(sc, 5)
    s = sc.s
    assert "growth" not in sc.spaces()  # 2 rooms, 2 people
    s.rooms[0] |= cells("r1c1")
    sc.place("growth")
    assert s.people[0] == 3 and s.newborn[0] == 1
    assert s.avail[0] == 1  # the newborn does not work this round
    assert food_due(s, 0) == 2 * 2 + 1


def test_the_newborn_eats_2_from_its_second_round():
    sc = Scenario(2, cards=("sow_bake", "fences", "major", "sheep", "growth"))
    to_round(sc, 5)
    s = sc.s
    s.rooms[0] |= cells("r1c1")
    sc.place("growth")
    sc.pass_round()
    assert s.people[0] == 3 and s.newborn[0] == 0 and s.avail[0] == 3 and food_due(s, 0) == 6


def test_urgent_family_growth_needs_no_room_and_stops_at_5():
    sc = Scenario(2, cards=("sow_bake", "fences", "major", "sheep", "growth", "stone_stage2", "renovate_major",
                            "vegetable", "boar", "stone_stage4", "cattle", "urgent_growth"))
    to_round(sc, 12)
    s = sc.s
    assert "urgent_growth" in sc.spaces()
    s.people[0] = 5
    assert "urgent_growth" not in sc.spaces()


# --- fields --------------------------------------------------------------------------------------------------
def test_the_first_field_goes_anywhere_free_the_next_next_to_a_field():
    sc = Scenario(2)
    sc.place("plow")
    assert len(sc.moves()) == 15 - 2
    sc = Scenario(2)
    sc.s.fields[0] = cells("r1c5")
    sc.place("plow")
    assert {m.cell for m in sc.moves()} == {"r1c4", "r2c5"}


def test_sowing_puts_3_grain_or_2_vegetables_on_an_empty_field():
    sc = Scenario(2)
    s = sc.s
    s.fields[0] = cells("r1c4", "r1c5")
    sc.give(0, grain=1, vegetable=1)
    sc.place("sow_bake")
    sc.play(SowField("r1c4", "grain"))
    assert {(m.cell, m.crop) for m in sc.moves() if m.kind == "sow_field"} == {("r1c5", "vegetable")}
    sc.play(SowField("r1c5", "vegetable"))
    base = 0
    assert (s.crop_n[base + 3], s.crop_n[base + 4]) == (3, 2)
    assert sc.have(0, "grain") == 0 and sc.have(0, "vegetable") == 0


# --- stables and fences --------------------------------------------------------------------------------------
def test_stables_cost_their_wood_and_stop_at_4():
    sc = Scenario(2)
    s = sc.s
    sc.give(0, wood=20)
    s.stables[0] = cells("r1c1", "r1c2", "r1c3")
    sc.place("rooms_stables")
    assert sc.kinds() == {"build_stable"}
    sc.play(sc.moves()[0])
    assert s.stables[0].bit_count() == 4 and sc.have(0, "wood") == 18
    assert s.current_player() == 1  # no fifth stable: the action ended


def test_a_new_pasture_pays_one_wood_per_fence():
    sc = Scenario(2)
    s = sc.s
    sc.give(0, wood=20)
    got = dict(commits(s, 0))
    assert got[cells("r1c5")] == 4 and got[cells("r1c4", "r1c5")] == 6
    assert got[cells("r1c4", "r1c5", "r2c4", "r2c5")] == 8
    assert cells("r2c1") not in got  # a room is not pasture


def test_fences_already_there_are_reused_and_pastures_hang_together():
    sc = Scenario(2, cards=("fences",))
    s = sc.s
    sc.give(0, wood=20)
    sc.place("fences", fence_move("r1c5"))
    assert sc.have(0, "wood") == 16
    got = dict(commits(s, 0))
    assert got[cells("r1c4")] == 3  # the fence between r1c4 and r1c5 is there already
    assert cells("r3c5") not in got  # not next to the pasture
    sc.play(fence_move("r1c4"))
    assert len(s.pasture[0]) == 2 and sc.have(0, "wood") == 13


def test_a_pasture_subdivided_costs_only_the_fences_inside():
    sc = Scenario(2, cards=("fences",))
    s = sc.s
    sc.give(0, wood=20)
    sc.place("fences", fence_move("r1c4", "r1c5", "r2c4", "r2c5"))
    assert sc.have(0, "wood") == 12 and len(s.pasture[0]) == 1
    got = dict(commits(s, 0))
    assert got[cells("r1c4", "r1c5")] == 2  # splits the 2x2 in halves with 2 fences
    assert cells("r1c4", "r1c5", "r2c4", "r2c5") not in got  # the same pasture again adds nothing
    sc.play(fence_move("r1c4", "r1c5"))
    assert sorted(m.bit_count() for m in s.pasture[0]) == [2, 2] and sc.have(0, "wood") == 10


def test_fences_may_not_close_off_a_field():
    s = Scenario(2).s
    s.fields[0] = cells("r2c3")
    s.goods[0] = 30
    s.fences[0] = farm.boundary(cells("r1c2", "r1c3", "r1c4", "r2c2", "r2c4"))
    s.farm_changed(0)
    got = dict(commits(s, 0))
    assert cells("r3c3") not in got  # it would close r2c3 (a field) in
    assert cells("r3c2") in got


def test_fences_are_limited_to_15():
    s = Scenario(2).s
    s.goods[0] = 30
    s.fences[0] = farm.boundary(cells("r1c3", "r1c4", "r1c5", "r2c3", "r2c4", "r2c5"))  # 10 fences
    s.farm_changed(0)
    got = dict(commits(s, 0))
    assert all(cost <= 5 for cost in got.values())
    assert cells("r3c4", "r3c5") in got and got[cells("r3c4", "r3c5")] == 4


def test_fencing_stops_when_nothing_more_can_be_fenced_or_by_choice():
    sc = Scenario(2, cards=("fences",))
    sc.give(0, wood=5)
    sc.place("fences", fence_move("r1c5"))
    assert sc.s.current_player() == 1  # 1 wood left: no pasture can be added, the action ended
    sc = Scenario(2, cards=("fences",))
    sc.give(0, wood=8)
    sc.place("fences", fence_move("r1c5"))
    assert STOP in sc.moves()
    sc.play(STOP)
    assert sc.s.current_player() == 1 and sc.have(0, "wood") == 4


def test_an_illegal_fence_is_refused_and_changes_nothing():
    sc = Scenario(2, cards=("fences",))
    sc.give(0, wood=4)
    sc.place("fences")
    before = sc.s.state_hash()
    with pytest.raises(IllegalMove, match="pasture"):
        sc.play(Fence(("r2c1",)))
    with pytest.raises(IllegalMove, match="pasture"):
        sc.play(fence_move("r1c4", "r1c5"))  # 6 fences, 4 wood
    assert sc.s.state_hash() == before


# --- capacity --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("stables,cap", [(0, 4), (1, 8), (2, 16)])
def test_a_pasture_holds_2_a_space_doubled_per_stable(stables, cap):
    pasture = cells("r1c4", "r1c5")
    stable_cells = [cells("r1c4"), cells("r1c4", "r1c5")][:stables]
    st = stable_cells[-1] if stables else 0
    vectors, singles = farm.capacity((pasture,), st)
    assert (cap, 0, 0) in vectors and singles == 1  # fenced stables are not single places


def test_an_unfenced_stable_holds_1_and_the_house_1_pet():
    vectors, singles = farm.capacity((), cells("r1c5", "r3c5"))
    assert vectors == ((0, 0, 0),) and singles == 3
    assert farm.fits((1, 1, 1), vectors, singles)
    assert not farm.fits((2, 1, 1), vectors, singles)


def test_one_species_per_pasture():
    vectors, singles = farm.capacity((cells("r1c5"), cells("r2c5")), 0)  # two pastures of 2
    assert farm.fits((2, 2, 1), vectors, singles)  # a pasture each, and the pet
    assert not farm.fits((3, 2, 0), vectors, 0)
    assert not farm.fits((1, 1, 1), vectors, 0)  # three species, two pastures, no single place
