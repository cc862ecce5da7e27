"""Cards on the house (card_house.py): one scenario per card."""
from __future__ import annotations

from engine.games.agricola import building, farm
from engine.games.agricola.card_decisions import FreeRoom
from engine.games.agricola.card_house import ChooseRenovation
from engine.games.agricola.card_moves import RenovateTo
from engine.games.agricola.moves import BuildRoom
from engine.games.agricola.round import FLOW
from tests.engine.agricola.ag_cards import FullScenario

PASTOR_GOODS = {"wood": 3, "clay": 2, "reed": 1, "stone": 1}


def _room(sc: FullScenario, seat: int, cell: str) -> None:
    sc.s.rooms[seat] |= 1 << farm.CELL_INDEX[cell]


def test_pastor_pays_when_the_others_have_built_past_2_rooms():
    sc = FullScenario(3)
    _room(sc, 1, "r1c1")
    before = {g: sc.have(0, g) for g in PASTOR_GOODS}
    sc.grant(0, "E193")
    assert {g: sc.have(0, g) for g in PASTOR_GOODS} == before  # seat 2 still has 2 rooms
    sc.s.pending.append(FreeRoom(2))  # scenario: seat 2 builds its third room (a card's free room)
    FLOW.advance(sc.s)
    sc.play(BuildRoom("r1c1"))
    assert {g: sc.have(0, g) - before[g] for g in PASTOR_GOODS} == PASTOR_GOODS
    sc.s.pending.append(FreeRoom(1))  # once only
    FLOW.advance(sc.s)
    sc.play(BuildRoom("r1c2"))
    assert {g: sc.have(0, g) - before[g] for g in PASTOR_GOODS} == PASTOR_GOODS


def test_pastor_pays_at_once_when_played_last_with_2_rooms_and_never_with_3():
    sc = FullScenario(2)
    _room(sc, 1, "r1c1")
    sc.grant(0, "E193")
    assert sc.have(0, "wood") == 3 and sc.have(0, "stone") == 1
    sc2 = FullScenario(2)
    _room(sc2, 0, "r1c1")
    _room(sc2, 1, "r1c1")
    sc2.grant(0, "E193")
    assert sc2.have(0, "wood") == 0


def test_conservator_renovates_wood_straight_to_stone_by_choice():
    sc = FullScenario(2)
    sc.give(0, stone=2, reed=1)
    assert building.renovations(sc.s, 0) == []  # without the card: clay first
    sc.grant(0, "E200")
    assert building.renovations(sc.s, 0) == [2]
    sc.give(0, clay=2)
    assert building.renovations(sc.s, 0) == [1, 2]
    building.renovate(sc.s, 0)
    FLOW.advance(sc.s)
    assert isinstance(sc.s.pending[-1], ChooseRenovation)
    assert set(sc.moves()) >= {RenovateTo("clay"), RenovateTo("stone")}
    sc.play(RenovateTo("stone"))
    assert sc.s.house[0] == 2 and sc.have(0, "stone") == 0 and sc.have(0, "clay") == 2
    assert building.renovations(sc.s, 0) == []


def test_ceramics_needs_an_oven_and_makes_the_pottery_a_free_minor():
    from engine.games.agricola import cards
    from engine.games.agricola.moves import BuyMajor
    from tests.engine.agricola.test_cards_baking import _own
    sc = FullScenario(2)
    sc.give(0, clay=1)
    sc.to_hand(0, "E33")
    c = sc.s.k.ct.index["E33"]
    assert not cards.meets(sc.s, 0, c)  # no oven
    _own(sc, 0, "clay_oven")
    assert cards.meets(sc.s, 0, c)
    food = sc.have(0, "food")
    sc.grant(0, "E33")
    assert sc.have(0, "food") == food + 2
    sc.s.goods[:4] = [0, 0, 0, 0]  # no building resources at all: the Pottery is free
    assert cards.can_play(sc.s, 0, False)  # a minor improvement action could be taken for it
    assert cards.PlayCards(0, False).legal_moves(sc.s) == [BuyMajor("pottery")]
    sc.s.pending.append(cards.PlayCards(0, False))  # scenario: the minor improvement of an action
    FLOW.advance(sc.s)
    sc.play(BuyMajor("pottery"))
    assert sc.s.major_owner[sc.s.t.major_index["pottery"]] == 0
