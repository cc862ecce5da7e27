"""The seed's legality rules: a space whose action cannot be carried out cannot be taken; "A and then B"
versus "A and/or B"; taking goods in the seed's steps; conversions only from the supply."""
import pytest
from ag_scenario import Scenario, cells, to_round

from engine.core.effects import ON_GOODS_ENTER, ON_TAKE_GOODS, Effect, EffectIndex, EffectKind, Vocabulary
from engine.core.errors import IllegalMove
from engine.games.agricola.data import NG
from engine.games.agricola.moves import FINISH, PART, ChooseGoods, DoPart, Place
from engine.games.agricola.turn import SpaceAction


def test_a_space_whose_action_cannot_be_done_is_refused():
    sc = Scenario(2)
    assert "rooms_stables" not in sc.spaces()  # no wood, no reed: neither a room nor a stable
    assert "sow_bake" not in sc.spaces()  # no field, no baking improvement
    reason = sc.s.why_illegal(Place("rooms_stables"))
    assert reason is not None and "cannot be carried out" in reason and reason.ja
    sc.give(0, wood=2)
    assert "rooms_stables" in sc.spaces()  # a stable is possible: "and/or"


def test_an_emptied_accumulating_space_cannot_be_taken():
    sc = Scenario(2)
    clay = sc.s.t.space_index["clay_1"]
    sc.s.stock[NG * clay + 1] = 0  # emptied (as a card that moves goods away would)
    assert "clay_1" not in sc.spaces()
    with pytest.raises(IllegalMove, match="cannot be carried out"):
        sc.place("clay_1")


def test_a_then_b_needs_a_even_when_b_is_possible():
    sc = Scenario(2, cards=("sow_bake", "fences", "major", "sheep", "renovate_major"))
    to_round(sc, 5)
    s = sc.s
    sc.give(0, clay=2)  # a Fireplace is affordable, a renovation (2 clay + 1 reed) is not
    assert "renovate_major" not in sc.spaces()
    sc.give(0, reed=1, clay=2)
    sc.place("renovate_major")
    assert s.house[0] == 1  # A is done first, by itself
    assert isinstance(s.pending[-1], SpaceAction) and set(sc.moves()) == {PART[1], FINISH}
    sc.play(PART[1])
    assert sc.kinds() == {"buy_major"}


def test_after_a_b_is_skipped_when_it_is_not_possible():
    sc = Scenario(2, cards=("sow_bake", "fences", "major", "sheep", "renovate_major"))
    to_round(sc, 5)
    sc.give(0, reed=1, clay=2)
    sc.place("renovate_major")  # the renovation took the clay: no major; the action is over
    assert sc.s.house[0] == 1 and sc.s.current_player() == 1


def test_then_b_may_be_left_out():
    sc = Scenario(2, cards=("sow_bake", "fences", "major", "sheep", "renovate_major"))
    to_round(sc, 5)
    sc.give(0, clay=4, reed=1)
    sc.place("renovate_major", FINISH)
    assert sc.s.house[0] == 1 and sc.have(0, "clay") == 2 and sc.s.current_player() == 1


def test_and_or_takes_the_space_when_either_part_is_possible_and_offers_both_when_both_are():
    sc = Scenario(2)
    s = sc.s
    s.fields[0] = cells("r1c1")
    sc.give(0, grain=1)
    assert "sow_bake" in sc.spaces()  # sow only
    s.major_owner[s.t.major_index["fireplace_2"]] = 0
    s.fx.install(0, Effect("bake", (("food", 2),), s.t.major_index["fireplace_2"]))
    sc.give(0, grain=1)
    sc.place("sow_bake")
    assert set(sc.moves()) == {PART[0], PART[1]}  # neither is done yet: no finishing
    sc.play(PART[1])  # bake first
    assert sc.kinds() == {"bake_grain"}
    sc.play(sc.moves()[0])  # one grain baked; one left to sow: the baking may stop
    sc.play(next(m for m in sc.moves() if m.kind == "stop"))
    assert set(sc.moves()) == {PART[0], FINISH}
    sc.play(PART[0])
    sc.play(next(m for m in sc.moves() if m.kind == "sow_field"))
    assert sc.have(0, "food") == 2 + 2 and s.crop_n[cells("r1c1").bit_length() - 1] == 3


def test_a_part_not_possible_is_refused_with_a_reason():
    sc = Scenario(2)
    sc.give(0, wood=2)
    sc.place("rooms_stables")  # only stables are possible: they start by themselves
    assert sc.kinds() == {"build_stable"}
    s = sc.s
    s.pending.pop()  # look at the space's own decision
    reason = s.pending[-1].why_illegal(s, DoPart(0))
    assert reason is not None and reason.ja


def test_a_part_of_choice_gives_the_chosen_goods():
    sc = Scenario(2)
    sc.place("day_laborer")
    assert {m.goods for m in sc.moves()} == {("wood",), ("clay",), ("reed",), ("stone",)}
    sc.play(ChooseGoods(("stone",)))
    assert sc.have(0, "food") == 2 + 1 and sc.have(0, "stone") == 1


def test_two_different_building_resources():
    sc = Scenario(3)
    sc.place("p3_two_resources")
    options = {m.goods for m in sc.moves()}
    assert len(options) == 6 and all(len(set(o)) == 2 for o in options)


def test_taking_goods_goes_through_the_seeds_steps():
    """taken (not yet in the supply) → abilities on taking → into the supply → abilities on entering."""
    seen = []

    def on_take(state, seat, effect, **ctx):
        seen.append(("take", state.goods[NG * seat], tuple(state.inbound)[:1]))
        state.inbound[0] += 1  # an ability on taking adds a wood (as the Woodcutter does)

    def on_enter(state, seat, effect, **ctx):
        seen.append(("enter", state.goods[NG * seat], ctx["goods"][:1]))

    vocab = Vocabulary("agricola-test-taking", [EffectKind("probe", reactions={ON_TAKE_GOODS: on_take,
                                                                             ON_GOODS_ENTER: on_enter})])
    sc = Scenario(2)
    s = sc.s
    s.fx = EffectIndex(vocab, 2)
    s.fx.install(0, Effect("probe"))
    sc.place("wood_3")
    assert seen == [("take", 0, (3,)), ("enter", 4, (4,))]
    assert sc.have(0, "wood") == 4


def test_food_costs_may_be_raised_only_from_goods_in_the_supply():
    sc = Scenario(5)
    sc.s.goods[NG * 0 + 6] = 0
    assert "p5_animals" in sc.spaces()  # sheep + food, or a boar, are possible without food
    sc.place("p5_animals")
    assert set(sc.moves()) == {PART[0], PART[1]}  # the cattle for 1 food: no food, nothing to convert
    sc = Scenario(5)
    sc.s.goods[NG * 0 + 6] = 0
    sc.give(0, grain=1)
    sc.place("p5_animals", PART[2])
    assert sc.kinds() == {"convert"}  # the grain in the supply pays once converted
    sc.play(sc.moves()[0])
    assert sc.have(0, "cattle") == 1 and sc.have(0, "grain") == 0 and sc.have(0, "food") == 0
