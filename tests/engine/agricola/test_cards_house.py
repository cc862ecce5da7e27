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
    assert building.renovations(sc.s, 0) == [(2, 0)]
    sc.give(0, clay=2)
    assert building.renovations(sc.s, 0) == [(1, 0), (2, 0)]
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


def _build_rooms(sc: FullScenario, seat: int) -> None:
    sc.s.pending.append(building.BuildRooms(seat, 1))  # scenario: a build rooms action of one room
    FLOW.advance(sc.s)


def test_clay_supports_offers_another_room_cost_for_a_clay_hut():
    sc = FullScenario(2)
    sc.grant(0, "E37")
    assert len(building.room_costs(sc.s, 0)) == 1  # a wooden hut: the usual cost only
    sc.s.house[0] = 1
    assert building.room_costs(sc.s, 0)[1][:4] == (1, 2, 1, 0)  # wood, clay, reed, stone
    sc.give(0, wood=1, clay=2, reed=1)  # not enough for 5 clay and 2 reed: only the card's cost
    _build_rooms(sc, 0)
    moves = sc.moves()
    assert moves and all(m.kind == "build_room" and m.cost == 1 for m in moves if m.kind == "build_room")
    sc.play(next(m for m in moves if m.kind == "build_room"))
    assert sc.s.rooms[0].bit_count() == 3 and sc.s.goods[:4] == [0, 0, 0, 0]


def test_clay_roof_pays_reed_with_clay_for_rooms_and_renovation():
    sc = FullScenario(2)
    sc.grant(0, "E36")
    costs = building.room_costs(sc.s, 0)
    assert [c[:3] for c in costs] == [(5, 0, 2), (5, 1, 1), (5, 2, 0)]  # wood, clay, reed
    sc.give(0, wood=5, clay=2)
    _build_rooms(sc, 0)
    assert {m.cost for m in sc.moves() if m.kind == "build_room"} == {2}
    sc.play(next(m for m in sc.moves() if m.kind == "build_room"))
    assert sc.s.goods[:3] == [0, 0, 0]
    sc.give(0, clay=4)  # renovate 3 rooms: 3 clay + 1 reed, the reed paid in clay
    assert building.renovations(sc.s, 0) == [(1, 1)]
    building.renovate(sc.s, 0)
    assert sc.s.house[0] == 1 and sc.have(0, "clay") == 0


def test_baking_tray_makes_the_ovens_minors_a_resource_of_choice_cheaper():
    from engine.games.agricola import cards, majors
    from engine.games.agricola.card_moves import PlayCard
    from engine.games.agricola.moves import BuyMajor
    sc = FullScenario(2)
    sc.grant(0, "E15")
    oven = sc.s.t.major_index["clay_oven"]
    assert [c[:4] for c in majors.costs_of(sc.s, 0, oven)] == [(0, 2, 0, 1), (0, 3, 0, 0)]  # 3 clay + 1 stone
    sc.s.goods[:4] = [0, 3, 0, 0]  # 3 clay: only the second way (the stone left out) is payable
    assert cards.PlayCards(0, False).legal_moves(sc.s) == [BuyMajor("clay_oven", "", 1)]
    sc.s.pending.append(cards.PlayCards(0, False))  # scenario: a minor improvement action
    FLOW.advance(sc.s)
    sc.play(BuyMajor("clay_oven", "", 1))
    assert sc.s.major_owner[oven] == 0 and sc.s.goods[:4] == [0, 0, 0, 0]
    sc.to_hand(0, "E27")  # the Wood-fired Oven (3 wood + 1 stone), a minor: 1 less too
    c = sc.s.k.ct.index["E27"]
    assert [x[:4] for x in cards.costs_of(sc.s, 0, c)] == [(2, 0, 0, 1), (3, 0, 0, 0)]
    sc.s.goods[:4] = [2, 0, 0, 1]
    assert cards.playable(sc.s, 0, False) == [PlayCard("E27", 0)]


def test_an_oven_bought_as_a_minor_with_a_second_action_needs_the_actions_food_too():
    """Baking Tray with Merchant's second minor improvement (1 food more): the oven is offered only when the seat
    can pay that food too, and the offer itself lapses without it (a random game of the full deck stuck here:
    the oven was bought, and the food could not be paid)."""
    from engine.games.agricola import cards
    from engine.games.agricola.data import FOOD
    from engine.games.agricola.moves import BuyMajor
    sc = FullScenario(2)
    sc.grant(0, "E15")
    sc.s.goods[:10] = [0, 3, 0, 0, 0, 0, 0, 0, 0, 0]  # 3 clay: the oven's second way; no food, nothing to cook
    assert cards.PlayCards(0, False).legal_moves(sc.s) == [BuyMajor("clay_oven", "", 1)]
    assert cards.PlayCards(0, False, space_food=1).legal_moves(sc.s) == []
    assert not cards.can_play(sc.s, 0, False, 1)
    sc.s.goods[FOOD] = 1
    assert cards.PlayCards(0, False, space_food=1).legal_moves(sc.s) == [BuyMajor("clay_oven", "", 1)]
    assert cards.can_play(sc.s, 0, False, 1)
