"""Where animals stand, asked of the engine (`farm.arrangement_problem`: the table's drags ask it, never a
capacity of their own), and the breeding that a full farm blocks, said as an event in the engine's words."""
from ag_scenario import Scenario, cells

from engine.games.agricola import farm, reasons
from engine.games.agricola.animals import breed, breeding_options
from engine.games.agricola.data import NG


def fenced(s, seat, *groups, stables=()):
    for group in groups:
        s.fences[seat] |= farm.boundary(cells(*group))
    for name in stables:
        s.stables[seat] |= cells(name)
    s.farm_changed(seat)


def problem(s, seat, places):
    return farm.arrangement_problem(tuple(places), s.animals(seat), s.pasture[seat], s.stables[seat])


def test_the_engines_own_arrangement_passes_its_check():
    s = Scenario(2).s
    fenced(s, 0, ("r1c4", "r1c5"), ("r2c5",), stables=("r3c5", "r2c5"))
    s.goods[NG * 0 + 7], s.goods[NG * 0 + 8], s.goods[NG * 0 + 9] = 4, 3, 1
    pastures, singles = farm.arrangement(s.animals(0), s.pasture[0], s.stables[0])
    places = [tuple(n if i == k else 0 for i in range(3)) for k, n in pastures]
    places += [tuple(int(i == k) for i in range(3)) for k in singles]
    assert problem(s, 0, places) is None


def test_a_pasture_over_its_capacity_one_species_a_pasture_one_animal_a_single_place():
    s = Scenario(2).s
    fenced(s, 0, ("r1c5",), stables=("r3c5",))  # a pasture of 2, an unfenced stable, the house
    s.goods[NG * 0 + 7], s.goods[NG * 0 + 8] = 2, 1
    assert problem(s, 0, [(2, 0, 0), (0, 1, 0), (0, 0, 0)]) is None
    assert problem(s, 0, [(2, 1, 0), (0, 0, 0), (0, 0, 0)]) == reasons.ARRANGE_MIXED
    assert problem(s, 0, [(3, 0, 0), (0, 0, 0), (0, 0, 0)]) == reasons.arrange_full(2)
    assert "2" in problem(s, 0, [(3, 0, 0), (0, 0, 0), (0, 0, 0)]).ja
    assert problem(s, 0, [(1, 0, 0), (1, 1, 0), (0, 0, 0)]) == reasons.ARRANGE_STABLE
    assert problem(s, 0, [(1, 0, 0), (0, 0, 0), (1, 1, 0)]) == reasons.ARRANGE_PET
    assert problem(s, 0, [(2, 0, 0), (0, 0, 0), (0, 0, 0)]) == reasons.ARRANGE_COUNTS  # the boar is gone
    assert problem(s, 0, [(2, 0, 0), (0, 1, 0)]) == reasons.ARRANGE_PLACES


def test_a_stable_doubles_its_pastures_capacity_in_the_check():
    s = Scenario(2).s
    fenced(s, 0, ("r1c5",), stables=("r1c5",))
    s.goods[NG * 0 + 9] = 4
    assert problem(s, 0, [(0, 0, 4), (0, 0, 0)]) is None
    assert farm.pasture_capacity(cells("r1c5"), s.stables[0]) == 4


def test_a_pair_without_room_for_its_young_is_said_to_be_blocked():
    s = Scenario(2).s
    s.ev = []
    fenced(s, 0, ("r1c5",))
    s.goods[NG * 0 + 7] = 3  # full
    s.goods[NG * 0 + 8] = 1  # a single boar never breeds: not blocked
    breed(s, 0, breeding_options(s, 0)[0])
    blocked = [e for e in s.ev if e.kind == "breeding_blocked"]
    assert [e["species"] for e in blocked] == [["sheep"]]
    assert not [e for e in s.ev if e.kind == "animals_bred"]
    words = s.narrate(blocked[0])
    assert "sheep" in words.en and "羊" in words.ja


def test_the_field_phase_names_each_field_that_gave_and_its_crop():
    from engine.games.agricola.round import field_phase
    s = Scenario(2).s
    s.ev = []
    for name, crop, n in (("r1c1", 4, 2), ("r1c2", 5, 1), ("r1c3", -1, 0)):
        c = farm.CELL_INDEX[name]
        s.fields[0] |= 1 << c
        s.crop[c], s.crop_n[c] = crop, n
    field_phase(s)
    mine = next(e for e in s.ev if e.kind == "fields_harvested" and e["seat"] == 0)
    assert mine["cells"] == [("r1c1", "grain"), ("r1c2", "vegetable")]
    assert (mine["grain"], mine["vegetable"]) == (1, 1)
