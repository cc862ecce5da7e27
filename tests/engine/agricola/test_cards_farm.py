"""One scenario per farm card (card_farm.py): capacity, breeding, fields on cards, sowing, plowing, fences."""
from __future__ import annotations

from engine.games.agricola import cards, farm, fencing, fields
from engine.games.agricola.animals import breed, breeding_options, keep_options
from engine.games.agricola.building import BuildStables
from engine.games.agricola.card_farm import CropToFood, PlowOffer, card_fields
from engine.games.agricola.card_moves import DECLINE, UseCard
from engine.games.agricola.data import NG, G
from engine.games.agricola.moves import PLOW, SOW, STOP, Place, SowField, fence_moves
from engine.games.agricola.round import FLOW, field_phase
from engine.games.agricola.scoring import on_fields
from tests.engine.agricola.ag_cards import FullScenario
from tests.engine.agricola.ag_scenario import cells

USE = UseCard()


def _pastures(sc: FullScenario, *groups: tuple[str, ...], stables: tuple[str, ...] = ()) -> None:
    """Scenario set-up: pastures and stables on seat 0's farm."""
    s = sc.s
    for group in groups:
        s.fences[0] |= farm.boundary(cells(*group))
    for name in stables:
        s.stables[0] |= cells(name)
    s.farm_changed(0)


def _push(sc: FullScenario, decision: object) -> None:
    sc.s.pending.append(decision)
    FLOW.advance(sc.s)


def _kinds(sc: FullScenario) -> list[type]:
    return [type(d) for d in sc.s.pending]


# --- capacity -----------------------------------------------------------------------------------------------------
def test_drinking_trough_adds_2_to_each_pasture_also_after_more_fences():
    sc = FullScenario(2)
    _pastures(sc, ("r1c5",))  # 2 in the pasture, 1 pet
    assert sc.s.fits(0, (3, 0, 0)) and not sc.s.fits(0, (4, 0, 0))
    sc.grant(0, "E59")  # playing it sums the farm up afresh
    assert sc.s.fits(0, (5, 0, 0)) and not sc.s.fits(0, (6, 0, 0))
    _pastures(sc, ("r2c5",))  # a second pasture: 2 + 2 more
    assert sc.s.fits(0, (5, 4, 0)) and not sc.s.fits(0, (5, 5, 0))


def test_shepherds_pipe_needs_a_sheep_and_gives_sheep_room_in_pastures_and_stables():
    sc = FullScenario(2)
    sc.to_hand(0, "E29")
    c = sc.s.k.ct.index["E29"]
    assert not cards.meets(sc.s, 0, c)
    sc.give(0, sheep=1)
    assert cards.meets(sc.s, 0, c)
    _pastures(sc, ("r1c5",), stables=("r3c5",))  # a pasture of 2, an unfenced stable, the pet
    sc.grant(0, "E29")
    s = sc.s
    assert s.fits(0, (7, 0, 0)) and not s.fits(0, (8, 0, 0))  # 2 + 2, the stable 2, the pet
    assert s.fits(0, (6, 1, 0)) and not s.fits(0, (7, 1, 0))  # the boar in the stable or the house
    assert s.fits(0, (0, 4, 0)) and not s.fits(0, (0, 5, 0))  # boar: no more than before


def test_stablemaster_one_unfenced_stable_holds_3_of_a_kind():
    sc = FullScenario(2)
    _pastures(sc, stables=("r1c5", "r3c5"))
    assert sc.s.fits(0, (1, 1, 1)) and not sc.s.fits(0, (0, 0, 4))
    sc.grant(0, "E208")
    s = sc.s
    assert s.fits(0, (0, 0, 5)) and not s.fits(0, (0, 0, 6))  # 3 + 1 + the pet
    assert s.fits(0, (3, 1, 1)) and not s.fits(0, (2, 2, 1))  # the 3 are of one kind


def test_animal_yard_holds_2_animals_of_any_kinds():
    sc = FullScenario(2)
    assert not sc.s.fits(0, (1, 1, 0))
    sc.grant(0, "E58")
    assert sc.s.fits(0, (1, 1, 1)) and not sc.s.fits(0, (2, 1, 1))


def test_animal_keeper_mixes_species_in_a_pasture_and_keep_options_stay_undominated():
    sc = FullScenario(2)
    _pastures(sc, ("r1c4", "r1c5"))  # a pasture of 4, the pet
    assert not sc.s.fits(0, (2, 2, 0))
    sc.grant(0, "E216")
    s = sc.s
    assert s.fits(0, (2, 2, 1)) and not s.fits(0, (2, 2, 2))
    s.goods[NG * 0 + G["sheep"]] = s.goods[NG * 0 + G["boar"]] = s.goods[NG * 0 + G["cattle"]] = 3
    options = keep_options(s, 0)
    assert options and all(sum(v) == 5 and max(v) <= 3 for v in options)
    assert len(options) == len(set(options)) == 12  # every way of keeping 5 of 3 + 3 + 3 (none dominated)


def test_pipe_and_keeper_together_the_extra_sheep_room_stays_sheep_room():
    sc = FullScenario(2)
    _pastures(sc, ("r1c4", "r1c5"))
    sc.give(0, sheep=1)
    sc.grant(0, "E216", "E29")
    s = sc.s
    assert s.fits(0, (7, 0, 0)) and not s.fits(0, (8, 0, 0))  # 4 + 2 sheep + the pet
    assert s.fits(0, (0, 5, 0)) and not s.fits(0, (0, 6, 0))  # boar: 4 + the pet


# --- breeding -----------------------------------------------------------------------------------------------------
def test_shepherd_gives_2_lambs_with_4_sheep_when_both_fit():
    sc = FullScenario(2)
    _pastures(sc, ("r1c3", "r1c4", "r1c5"))  # 6 in the pasture, the pet
    s = sc.s
    s.goods[NG * 0 + G["sheep"]] = 4
    assert breeding_options(s, 0) == [(0,)]
    sc.grant(0, "E203")
    assert breeding_options(s, 0) == [(0, 0)]
    breed(s, 0, (0, 0))
    assert s.animals(0) == (6, 0, 0) and s.frozen[0] == 4  # parents and both lambs wait for the next round


def test_shepherd_room_for_one_lamb_gives_one_and_fewer_than_4_sheep_give_one():
    sc = FullScenario(2)
    sc.grant(0, "E203")
    _pastures(sc, ("r1c4", "r1c5"))  # 4 + the pet
    s = sc.s
    s.goods[NG * 0 + G["sheep"]] = 4
    assert breeding_options(s, 0) == [(0,)]
    _pastures(sc, ("r1c3",))  # another 2
    s.goods[NG * 0 + G["sheep"]] = 3
    assert breeding_options(s, 0) == [(0,)]


# --- fields on cards, sowing --------------------------------------------------------------------------------------
def test_bean_field_is_a_vegetable_field_outside_the_farmyard():
    sc = FullScenario(2)
    sc.grant(0, "E18")
    s = sc.s
    sc.give(0, grain=1)
    assert not fields.can_sow(s, 0)  # grain only: the card takes vegetables
    sc.give(0, vegetable=1)
    assert fields.can_sow(s, 0)
    _push(sc, fields.Sow(0))
    assert sc.own_moves() == [SowField("E18", "vegetable")]
    sc.play(SowField("E18", "vegetable"))
    assert card_fields(s, 0) == [("E18", "vegetable", 2)] and s.facts()["card_fields"][0] == [("E18", "vegetable", 2)]
    assert s.fields[0] == 0 and on_fields(s, 0, G["vegetable"]) == 2  # its crop counts, it is no farmyard field
    assert not fields.can_sow(s, 0)  # sown: no longer empty
    field_phase(s)
    assert sc.have(0, "vegetable") == 1 and card_fields(s, 0) == [("E18", "vegetable", 1)]
    field_phase(s)
    assert sc.have(0, "vegetable") == 2 and card_fields(s, 0) == [("E18", "", 0)]


def test_lettuce_patch_harvest_may_become_4_food():
    sc = FullScenario(2)
    sc.grant(0, "E47")
    s = sc.s
    sc.give(0, vegetable=1)
    _push(sc, fields.Sow(0))
    sc.play(SowField("E47", "vegetable"))
    food = sc.have(0, "food")
    field_phase(s)
    assert isinstance(s.pending[-1], CropToFood)
    FLOW.advance(s)
    sc.play(USE)
    assert sc.have(0, "food") == food + 4 and sc.have(0, "vegetable") == 0
    field_phase(s)
    FLOW.advance(s)
    sc.play(DECLINE)
    assert sc.have(0, "food") == food + 4 and sc.have(0, "vegetable") == 1


def test_potato_dibber_lays_one_more_vegetable_on_each_field_sown():
    sc = FullScenario(2)
    sc.grant(0, "E32")
    s = sc.s
    s.fields[0] = cells("r1c1", "r1c2")
    sc.give(0, vegetable=1, grain=1)
    _push(sc, fields.Sow(0))
    sc.play(SOW[0, G["vegetable"]], SOW[1, G["grain"]])
    assert s.crop_n[0] == 2 + 1 and s.crop_n[1] == 3


def test_hobby_farmer_gives_a_vegetable_that_may_be_sown_at_once():
    sc = FullScenario(2)
    s = sc.s
    s.fields[0] = cells("r1c1")
    sc.give(0, grain=1)
    sc.grant(0, "E180")
    assert sc.have(0, "vegetable") == 1
    assert set(sc.own_moves()) == {SOW[0, G["vegetable"]], STOP}  # that vegetable only, or not at all
    sc.play(SOW[0, G["vegetable"]])
    assert s.crop_n[0] == 2 and sc.have(0, "vegetable") == 0 and fields.Sow not in _kinds(sc)


def test_hobby_farmer_without_an_empty_field_only_gives_the_vegetable():
    sc = FullScenario(2)
    sc.grant(0, "E180")
    assert sc.have(0, "vegetable") == 1 and fields.Sow not in _kinds(sc)


# --- plowing ------------------------------------------------------------------------------------------------------
def test_riding_plow_twice_a_game_plows_up_to_3_fields():
    sc = FullScenario(2)
    sc.grant(0, "E61")
    s = sc.s
    sc.place("plow", PLOW[0])
    assert isinstance(s.pending[-1], PlowOffer)
    sc.play(USE, PLOW[1], PLOW[2])
    assert s.fields[0] == cells("r1c1", "r1c2", "r1c3") and fields.PlowFields not in _kinds(sc)
    c = s.k.ct.index["E61"]
    assert s.k.store[c] == 1
    s.k.store[c] = 2  # scenario: used twice
    sc.play(Place("grain"))  # seat 1
    s.fields[1] = 0
    sc.pass_round()
    sc.place("plow", PLOW[3])
    assert not any(isinstance(d, PlowOffer) for d in s.pending)


def test_turnwrest_plow_once_and_a_cards_own_plow_does_not_count():
    sc = FullScenario(2)
    sc.grant(0, "E62")
    s = sc.s
    sc.grant(0, "E11")  # the Field card's plow: not a plow space
    assert not any(isinstance(d, PlowOffer) for d in s.pending)
    sc.play(PLOW[0])
    sc.place("plow", PLOW[1])
    sc.play(USE, PLOW[2], STOP)  # may stop after 1 of the 2
    assert s.fields[0] == cells("r1c1", "r1c2", "r1c3")
    assert s.k.store[s.k.ct.index["E62"]] == 1


def test_plow_maker_pays_1_food_for_1_more_field():
    sc = FullScenario(2)
    sc.grant(0, "E195")
    s = sc.s
    food = sc.have(0, "food")
    sc.place("plow", PLOW[0], USE, PLOW[1])
    assert s.fields[0] == cells("r1c1", "r1c2") and sc.have(0, "food") == food - 1
    s.goods[NG * 0 + G["food"]] = 0
    sc.play(Place("grain"))
    sc.pass_round()
    s.goods[NG * 0 + G["food"]] = 0
    sc.place("plow", PLOW[2])
    assert not any(isinstance(d, PlowOffer) for d in s.pending)  # no food: no offer


# --- fences -------------------------------------------------------------------------------------------------------
def _fence_space(sc: FullScenario) -> None:
    sp = sc.s.t.space_index["fences"]
    if sp not in sc.s.board:
        sc.s.board.append(sp)


def test_hedge_keeper_1_wood_then_3_fences_free_in_each_fencing_action():
    sc = FullScenario(2)
    _fence_space(sc)
    s = sc.s
    s.goods[NG * 0 + G["wood"]] = 1
    assert "fences" not in sc.spaces()  # a pasture needs 4 fences
    sc.grant(0, "E175")
    assert "fences" in sc.spaces()
    corner = cells("r1c5")
    assert fencing.pasture_wood(s, 0, corner) == 1
    sc.place("fences", fence_moves()[corner])
    assert sc.have(0, "wood") == 0 and s.fences[0].bit_count() == 4 and len(s.pasture[0]) == 1


def test_hedge_keeper_free_fences_are_used_up_within_the_action():
    sc = FullScenario(2)
    _fence_space(sc)
    sc.grant(0, "E175")
    s = sc.s
    s.goods[NG * 0 + G["wood"]] = 4
    sc.place("fences", fence_moves()[cells("r1c5")])  # 4 fences: 1 paid, 3 free
    assert sc.have(0, "wood") == 3
    assert fencing.pasture_wood(s, 0, cells("r1c4")) == 3  # the next pasture of this action pays in full
    sc.play(fence_moves()[cells("r1c4")])
    assert sc.have(0, "wood") == 0


def test_stablehand_builds_a_free_stable_with_each_fencing_action():
    sc = FullScenario(2)
    _fence_space(sc)
    sc.grant(0, "E207")
    s = sc.s
    s.goods[NG * 0 + G["wood"]] = 4
    sc.place("fences", fence_moves()[cells("r1c5")])
    assert isinstance(s.pending[-1], BuildStables)
    sc.play(next(m for m in sc.moves() if getattr(m, "cell", "") == "r1c5"))
    assert s.stables[0] == cells("r1c5") and sc.have(0, "wood") == 0
    assert sc.s.fits(0, (5, 0, 0)) and not sc.s.fits(0, (6, 0, 0))  # the stable doubles the pasture


def test_farmer_first_fencing_action_a_boar_then_cattle_and_mini_pasture_is_one():
    sc = FullScenario(2)
    sc.grant(0, "E160")
    s = sc.s
    s.goods[NG * 0 + G["wood"]] = 0
    sc.grant(0, "E40")  # Mini Pasture: one space fenced at once, free of wood
    assert set(sc.moves()) <= {fence_moves()[1 << c] for c in range(farm.CELLS)} and STOP not in sc.moves()
    sc.play(fence_moves()[cells("r1c5")])
    assert len(s.pasture[0]) == 1 and sc.have(0, "wood") == 0 and sc.have(0, "boar") == 1
    assert s.k.ct.index["E40"] in s.k.hand[1]  # it passes to the left
    _fence_space(sc)
    s.goods[NG * 0 + G["wood"]] = 3
    sc.place("fences", fence_moves()[cells("r1c4")])
    assert sc.have(0, "cattle") == 1 and sc.have(0, "boar") == 1


def test_the_housing_the_table_may_show_is_the_one_summed_up():
    sc = FullScenario(2)
    _pastures(sc, ("r1c5",), stables=("r3c5",))
    sc.grant(0, "E59", "E208")
    h = sc.s.housing(0)
    assert h.pastures == (2,) and h.pasture_more == (2, 2, 2) and h.big_stables == ((3, 3, 3),)
    assert sc.s.caps[0] == farm.summed(h)


def test_sowing_a_field_on_a_card_is_described_by_the_cards_name():
    from engine.games.agricola.describe import describe_move
    assert describe_move(SowField("E18", "vegetable"), "en") == "sow vegetable at Bean Field"
    assert describe_move(SowField("E47", "vegetable"), "ja") == "レタス畑に野菜をまく"
    assert describe_move(SowField("r1c2", "grain"), "en") == "sow grain at row 1, column 2"


def test_two_plow_cards_the_second_offer_lapses_when_the_first_left_no_field():
    sc = FullScenario(2)
    sc.grant(0, "E61", "E195")
    s = sc.s
    s.fields[0] = farm.FULL & ~(s.rooms[0] | cells("r3c4", "r3c5"))  # scenario: two cells left to plow
    sc.place("plow", PLOW[farm.CELL_INDEX["r3c4"]])
    sc.play(USE, PLOW[farm.CELL_INDEX["r3c5"]])  # the top offer plows the last cell
    assert PlowOffer not in _kinds(sc) and fields.PlowFields not in _kinds(sc)
