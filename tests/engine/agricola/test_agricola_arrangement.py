"""Where animals stand, asked of the engine (`farm.arrangement_problem`: the table's drags ask it, never a
capacity of their own), and the breeding that a full farm blocks, said as an event in the engine's words."""
import itertools

import pytest
from ag_scenario import Scenario, cells, fence

from engine.games.agricola import farm, reasons
from engine.games.agricola.animals import breed, breeding_options
from engine.games.agricola.data import NG


def problem(s, seat, places):
    return farm.arrangement_problem(tuple(places), s.animals(seat), s.housing(seat))


def test_the_engines_own_arrangement_passes_its_check():
    s = Scenario(2).s
    fence(s, 0, ("r1c4", "r1c5"), ("r2c5",), stables=("r3c5", "r2c5"))
    s.goods[NG * 0 + 7], s.goods[NG * 0 + 8], s.goods[NG * 0 + 9] = 4, 3, 1
    places = farm.arrangement(s.animals(0), s.housing(0))
    assert places is not None and problem(s, 0, places) is None


def test_a_pasture_over_its_capacity_one_species_a_pasture_one_animal_a_single_place():
    s = Scenario(2).s
    fence(s, 0, ("r1c5",), stables=("r3c5",))  # a pasture of 2, an unfenced stable, the house
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
    fence(s, 0, ("r1c5",), stables=("r1c5",))
    s.goods[NG * 0 + 9] = 4
    assert problem(s, 0, [(0, 0, 4), (0, 0, 0)]) is None
    assert farm.pasture_capacity(cells("r1c5"), s.stables[0]) == 4


def test_a_pair_without_room_for_its_young_is_said_to_be_blocked():
    s = Scenario(2).s
    s.ev = []
    fence(s, 0, ("r1c5",))
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


@pytest.mark.parametrize("cards,cells,stables", [
    ((), (("r1c4", "r1c5"), ("r2c5",)), ("r3c5", "r2c5")),
    (("E59",), (("r1c5",), ("r2c5",)), ()),                 # Drinking Trough: 2 more a pasture
    (("E29",), (("r1c5",),), ("r3c5",)),                    # Shepherd's Pipe: sheep room in pastures, stables
    (("E208",), (), ("r1c5", "r3c5")),                      # Stablemaster: one stable holds 3 of a kind
    (("E58",), (), ()),                                     # Animal Yard: places on the card
    (("E216",), (("r1c4", "r1c5"),), ()),                   # Animal Keeper: mixed pastures
    (("E216", "E29"), (("r1c4", "r1c5"),), ("r3c5",)),
    (("E59", "E208"), (("r1c5",),), ("r2c3", "r3c3")),
])
def test_with_the_cards_that_change_capacity_the_animals_stand_somewhere_exactly_when_they_fit(cards, cells, stables):
    """The table's picture (`arrangement`) and its drags' check (`arrangement_problem`) read the farm as the
    cards make it (`state.housing`): every set of counts the rules let the seat keep has an arrangement the check
    accepts, and no other has one."""
    from tests.engine.agricola.ag_cards import FullScenario
    from tests.engine.agricola.test_cards_farm import _pastures
    sc = FullScenario(2)
    sc.give(0, sheep=1)  # the Pipe's prerequisite
    _pastures(sc, *cells, stables=stables)
    if cards:
        sc.grant(0, *cards)
    s = sc.s
    for counts in itertools.product(range(9), range(6), range(5)):
        got = farm.arrangement(counts, s.housing(0))
        assert (got is not None) == s.fits(0, counts), counts
        if got is not None:
            assert farm.arrangement_problem(got, counts, s.housing(0)) is None, (counts, got)
