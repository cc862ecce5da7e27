"""What a played card still holds, as the table draws it (`card_holds`): the goods of its rounds to come
(one round's fewer after each round start) and the markers left on a stack (one fewer after each take)."""
from __future__ import annotations

from engine.games.agricola.card_holds import holds, rounds_left
from tests.engine.agricola.ag_cards import FullScenario


def test_round_goods_still_to_come_count_down_round_by_round():
    sc = FullScenario(2, start=0)
    sc.grant(0, "E204")  # 1 sheep on each of the next 3 round spaces
    c = sc.s.k.ct.index["E204"]
    assert holds(sc.s, c) == {"sheep": 3} and rounds_left(sc.s, c) == (2, 3, 4)
    sc.pass_round(["grain", "fishing", "clay_1", "reed_1"])
    assert sc.s.round == 2
    assert holds(sc.s, c) == {"sheep": 2} and rounds_left(sc.s, c) == (3, 4)


def test_a_marker_stack_holds_its_markers_until_taken():
    sc = FullScenario(2, start=0)
    sc.grant(0, "K310")  # Resource Seller: wood on top
    c = sc.s.k.ct.index["K310"]
    assert holds(sc.s, c) == {"stone": 2, "clay": 3, "reed": 1, "wood": 1} and rounds_left(sc.s, c) == ()
    sc.place("wood_3")
    assert holds(sc.s, c) == {"stone": 2, "clay": 3, "reed": 1}


def test_a_card_that_lays_nothing_aside_holds_nothing():
    sc = FullScenario(2, start=0)
    sc.grant(0, "E176")  # Woodcutter: a bonus on taking wood, nothing kept on the card
    c = sc.s.k.ct.index["E176"]
    sc.place("wood_3")
    assert holds(sc.s, c) == {} and rounds_left(sc.s, c) == ()
