"""Cards on cooking and conversions (card_cooking.py): one scenario per card."""
from __future__ import annotations

from engine.games.agricola import food
from engine.games.agricola.card_cooking import SecondGood
from engine.games.agricola.card_moves import UseCard
from engine.games.agricola.data import G
from engine.games.agricola.moves import ChooseGoods, Convert
from engine.games.agricola.round import FLOW
from tests.engine.agricola.ag_cards import FullScenario
from tests.engine.agricola.test_cards_baking import _own


def test_gypsys_crock_gives_1_food_for_each_2_goods_cooked_with_a_fireplace():
    sc = FullScenario(2)
    _own(sc, 0, "fireplace_2")
    sc.give(0, clay=2, vegetable=3, grain=1)
    sc.grant(0, "E19")
    f = sc.have(0, "food")
    sc.play(Convert("vegetable", "fireplace_2"))
    assert sc.have(0, "food") == f + 2
    sc.play(Convert("grain"))  # raw grain: not cooked with the Fireplace
    assert sc.have(0, "food") == f + 3
    sc.play(Convert("vegetable", "fireplace_2"))
    assert sc.have(0, "food") == f + 3 + 2 + 1  # the second good cooked with it this round
    sc.s.round += 1  # scenario: a later round starts a new count
    sc.play(Convert("vegetable", "fireplace_2"))
    assert sc.have(0, "food") == f + 6 + 2


def _joinery(sc: FullScenario, wood: int) -> None:
    _own(sc, 0, "joinery")
    sc.give(0, wood=1 + wood)  # the one the Joinery converts, and `wood` more
    sc.grant(0, "E26")
    j = sc.s.t.major_index["joinery"]
    food.convert(sc.s, 0, G["wood"], 2, j + food.ONCE)  # the harvest's conversion (at feeding)
    FLOW.advance(sc.s)


def test_plane_adds_1_food_to_the_joinery_or_a_second_wood_for_2():
    sc = FullScenario(2)
    f = sc.have(0, "food")
    _joinery(sc, 1)
    assert isinstance(sc.s.pending[-1], SecondGood)
    sc.play(UseCard())
    assert sc.have(0, "wood") == 0 and sc.have(0, "food") == f + 2 + 2
    sc2 = FullScenario(2)
    _joinery(sc2, 1)
    sc2.play(ChooseGoods(("food",)))
    assert sc2.have(0, "wood") == 1 and sc2.have(0, "food") == f + 2 + 1


def test_plane_without_a_second_wood_just_adds_1_food():
    sc = FullScenario(2)
    f = sc.have(0, "food")
    _joinery(sc, 0)
    assert not isinstance(sc.s.pending[-1], SecondGood)
    assert sc.have(0, "wood") == 0 and sc.have(0, "food") == f + 2 + 1
