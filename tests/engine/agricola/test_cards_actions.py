"""Scenarios for the cards of card_actions.py: a card-playing action twice (Writing Desk, Merchant), a take doubled
for payments (Fisherman), a space owned by a seat (Master Forester), a card played from the hand (Chief's
Daughter), fewer people to place (Ratcatcher), extra stone for a price (Stone Carrier), goods by the rounds left and
points for the most occupations (Reeve), goods on acquiring named improvements (Guildmaster)."""
from __future__ import annotations

import pytest

from engine.games.agricola import cards, majors
from engine.games.agricola.card_moves import Decline, PlayCard, UseCard
from engine.games.agricola.data import NG, G
from engine.games.agricola.moves import BuyMajor, DoPart
from engine.games.agricola.scoring import breakdown
from tests.engine.agricola.ag_cards import FullScenario
from tests.engine.agricola.ag_scenario import to_round


def _set(sc: FullScenario, seat: int, **goods: int) -> None:
    for name, k in goods.items():
        sc.s.goods[NG * seat + G[name]] = k


def _on_board(sc: FullScenario, space: str, **goods: int) -> None:
    sp = sc.s.t.space_index[space]
    if sp not in sc.s.board:
        sc.s.board.append(sp)
    for name, k in goods.items():
        sc.s.stock[NG * sp + G[name]] = k


def _played(sc: FullScenario, seat: int) -> set[str]:
    k = sc.s.k
    return {k.ct.cards[c].id for c in k.played[seat]}


# --- Writing Desk, Merchant: the action once more ------------------------------------------------------------------
def test_writing_desk_plays_a_second_occupation_for_2_food():
    sc = FullScenario(2, start=0)
    sc.grant(0, "E49")
    sc.to_hand(0, "E176", "E188")
    _set(sc, 0, food=2)
    sc.place("occupation_1", PlayCard("E176"))  # the first is free on this space
    assert sc.s.current_player() == 0 and set(sc.moves()) == {UseCard(), Decline()}
    # the words say whose offer it is (the log, the choice popup)
    assert [sc.s.describe(m, "en") for m in (UseCard(), Decline())] == ["use Writing Desk", "do not use Writing Desk"]
    assert sc.s.describe(Decline(), "ja") == "書き物机を使わない"
    sc.play(UseCard())
    assert {m.card for m in sc.moves()} == {"E188"}
    sc.play(PlayCard("E188"))
    assert {"E176", "E188"} <= _played(sc, 0) and sc.have(0, "food") == 0
    assert sc.s.current_player() == 1


def test_writing_desk_offers_nothing_without_the_2_food_or_without_the_card():
    for desk in (True, False):
        sc = FullScenario(2, start=0)
        if desk:
            sc.grant(0, "E49")
        sc.to_hand(0, "E176", "E188")
        _set(sc, 0, food=1 if desk else 5)
        sc.place("occupation_1", PlayCard("E176"))
        assert sc.s.current_player() == 1  # no offer: the turn has passed
        assert "E188" not in _played(sc, 0)


def test_merchant_plays_a_second_minor_for_1_food_more():
    sc = FullScenario(2, start=0)
    sc.grant(0, "E179")
    sc.to_hand(0, "E12", "E22")  # Fishing Rod (1 wood), Raft (2 wood)
    _set(sc, 0, wood=3, food=1)
    sc.place("start_minor", DoPart(1), PlayCard("E12"))
    sc.play(UseCard(), PlayCard("E22"))
    assert {"E12", "E22"} <= _played(sc, 0)
    assert sc.have(0, "wood") == 0 and sc.have(0, "food") == 0


def test_merchant_a_second_major_on_major_or_minor_costs_1_food_beside():
    sc = FullScenario(2, start=0)
    sc.grant(0, "E179")
    _on_board(sc, "improvement")
    _set(sc, 0, clay=5, food=1)
    sc.place("improvement", BuyMajor("fireplace_2"))
    sc.play(UseCard())
    assert BuyMajor("fireplace_3") in sc.moves()
    sc.play(BuyMajor("fireplace_3"))
    t = sc.s.t
    assert sc.s.major_owner[t.major_index["fireplace_2"]] == 0 and sc.s.major_owner[t.major_index["fireplace_3"]] == 0
    assert sc.have(0, "clay") == 0 and sc.have(0, "food") == 0


def test_merchant_offers_nothing_when_no_card_is_affordable_with_the_extra_food():
    sc = FullScenario(2, start=0)
    sc.grant(0, "E179")
    sc.to_hand(0, "E12", "E22")
    _set(sc, 0, wood=3, food=0)
    sc.place("start_minor", DoPart(1), PlayCard("E12"))
    assert UseCard() not in sc.moves()
    assert "E22" not in _played(sc, 0)


# --- Fisherman -------------------------------------------------------------------------------------------------------
def test_fisherman_doubles_the_fishing_food_and_pays_each_other_fishing_card():
    sc = FullScenario(3, start=0)
    sc.grant(0, "E161", "E12")      # its own Fishing Rod: +1 food, nobody to pay for it
    sc.grant(1, "E30", "E22")       # Canoe and Raft: 2 food to seat 1
    _on_board(sc, "fishing", food=4)
    food = [sc.have(q, "food") for q in range(3)]
    sc.place("fishing")
    assert set(sc.moves()) == {UseCard(), Decline()}
    sc.play(UseCard())
    assert sc.have(0, "food") == food[0] + 8 + 1 - 2
    assert sc.have(1, "food") == food[1] + 2 and sc.have(2, "food") == food[2]


def test_fisherman_declined_takes_the_food_as_it_is():
    sc = FullScenario(3, start=0)
    sc.grant(0, "E161")
    sc.grant(2, "E12")
    _on_board(sc, "fishing", food=3)
    food = [sc.have(q, "food") for q in range(3)]
    sc.place("fishing", Decline())
    assert sc.have(0, "food") == food[0] + 3 and sc.have(2, "food") == food[2]


# --- Master Forester: a space owned by a seat -------------------------------------------------------------------------
def test_master_forester_brings_the_2_wood_space_and_others_pay_its_owner_2_food():
    sc = FullScenario(4, start=0)
    sp = sc.s.t.space_index["p3_wood_2"]
    assert sp not in sc.s.board
    sc.grant(0, "E164")
    assert sp in sc.s.board and sc.s.facts()["card_spaces"] == {"p3_wood_2": 0}
    assert "p3_wood_2" not in sc.spaces()  # empty until a round start lays wood on it
    sc.s.stock[NG * sp + G["wood"]] = 2
    sc.place("grain")
    _set(sc, 1, food=3)
    food0 = sc.have(0, "food")
    sc.place("p3_wood_2")
    assert sc.have(1, "wood") == 2 and sc.have(1, "food") == 1 and sc.have(0, "food") == food0 + 2
    sc.s.stock[NG * sp + G["wood"]] = 2
    sc.s.occ[sp] = -1  # scenario: the space is free again
    sc.s.goods[NG * 2:NG * 3] = [0] * NG
    assert "p3_wood_2" not in sc.spaces()  # seat 2 cannot pay the fee


def test_the_spaces_cards_can_bring_are_known_from_the_deck():
    from engine.games.agricola.card_actions import card_space_ids
    sc = FullScenario(4)
    assert card_space_ids(sc.s.k.ct) == ("p3_wood_2",)


def test_master_forester_its_owner_uses_the_space_free_and_it_fills_each_round():
    sc = FullScenario(4, start=0)
    sc.grant(0, "E164")
    sc.pass_round(["start_minor", "grain", "fishing", "clay_1", "reed_1", "day_laborer_2", "wood_3", "p4_wood_1"])
    assert sc.stock("p3_wood_2", "wood") == 2 and sc.s.current_player() == 0
    food, wood = sc.have(0, "food"), sc.have(0, "wood")
    sc.place("p3_wood_2")
    assert sc.have(0, "wood") == wood + 2 and sc.have(0, "food") == food


# --- Chief's Daughter -----------------------------------------------------------------------------------------------
def test_chiefs_daughter_is_played_free_when_another_seat_plays_chief():
    sc = FullScenario(2, start=0)
    sc.to_hand(0, "E172")
    sc.to_hand(1, "E173")
    _set(sc, 0, food=2)
    food1 = sc.have(1, "food")
    sc.place("occupation_1", PlayCard("E172"))
    assert "E173" in _played(sc, 1) and sc.s.k.occs[1] == 1 and sc.have(1, "food") == food1
    assert sc.s.k.ct.index["E173"] not in sc.s.k.hand[1]


def test_chiefs_daughter_stays_in_hand_for_other_cards_and_scores_the_house():
    sc = FullScenario(2, start=0)
    sc.to_hand(0, "E176")
    sc.to_hand(1, "E173")
    sc.place("occupation_1", PlayCard("E176"))
    assert "E173" not in _played(sc, 1)
    sc.grant(1, "E173")
    for house, points in ((0, 0), (1, 1), (2, 3)):
        sc.s.house[1] = house
        assert breakdown(sc.s, 1)["bonus"] == points


# --- Ratcatcher -------------------------------------------------------------------------------------------------------
def test_ratcatcher_only_until_round_9():
    sc = FullScenario(3, start=0)
    sc.to_hand(0, "E198")
    c = sc.s.k.ct.index["E198"]
    sc.s.round = 9
    assert cards.meets(sc.s, 0, c)
    sc.s.round = 10
    assert not cards.meets(sc.s, 0, c)


def test_ratcatcher_others_with_offspring_place_one_fewer_in_rounds_10_and_12():
    sc = FullScenario(3, start=0)
    sc.grant(0, "E198")
    for q in range(3):  # everyone has a third person (scenario), the owner as well
        sc.s.people[q] = 3
        sc.s.rooms[q] |= 1 << 0
    sc.s.people[2] = 2  # seat 2: no offspring
    expected = {10: [3, 2, 2], 11: [3, 3, 2], 12: [3, 2, 2]}
    for r in (10, 11, 12):
        to_round(sc, r)
        assert sc.s.avail == expected[r], r


# --- Stone Carrier ----------------------------------------------------------------------------------------------------
def test_stone_carrier_one_more_stone_free_on_a_stone_only_take():
    sc = FullScenario(2, start=0)
    sc.grant(0, "E210")
    _on_board(sc, "stone_stage2", stone=2)
    sc.place("stone_stage2")
    assert sc.have(0, "stone") == 3


@pytest.mark.parametrize("use,stone,food", [(True, 2, -1), (False, 1, 0)])
def test_stone_carrier_with_other_building_resources_costs_1_food(use, stone, food):
    sc = FullScenario(4, start=0)
    sc.grant(0, "E210")
    before = sc.have(0, "food")
    sc.place("p4_reed_stone_food")
    assert set(sc.moves()) == {UseCard(), Decline()}
    sc.play(UseCard() if use else Decline())
    assert sc.have(0, "stone") == stone and sc.have(0, "reed") == 1
    assert sc.have(0, "food") == before + 1 + food


def test_stone_carrier_asks_nothing_without_food_in_the_supply():
    sc = FullScenario(4, start=0)
    sc.grant(0, "E210")
    _set(sc, 0, food=0)
    sc.place("p4_reed_stone_food")
    assert sc.have(0, "stone") == 1 and sc.s.current_player() == 1


# --- Reeve ------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("r,wood", [(1, 4), (5, 4), (6, 3), (8, 3), (9, 2), (11, 2), (12, 1), (13, 1), (14, 0)])
def test_reeve_wood_by_the_rounds_still_to_play(r, wood):
    sc = FullScenario(3, start=0)
    sc.s.round = r
    sc.grant(0, "E217")
    assert sc.have(0, "wood") == wood


def test_reeve_3_points_for_every_seat_with_the_most_occupations_academic_counting_2():
    sc = FullScenario(3, start=0)
    sc.grant(0, "E217", "E176")
    sc.grant(1, "E188")
    sc.grant(2, "E152")
    assert [breakdown(sc.s, q)["bonus"] for q in range(3)] == [3, 0, 0]
    sc.grant(1, "E148")  # Academic: seat 1 counts 3 occupations
    assert [breakdown(sc.s, q)["bonus"] for q in range(3)] == [0, 3, 0]
    sc.grant(0, "E147")
    assert [breakdown(sc.s, q)["bonus"] for q in range(3)] == [3, 3, 0]


# --- Guildmaster ------------------------------------------------------------------------------------------------------
def test_guildmaster_goods_for_owned_and_later_crafts():
    sc = FullScenario(3, start=0)
    sc.grant(0, "E214")             # Potter already played: 2 clay when Guildmaster comes
    _set(sc, 0, wood=0, clay=0, reed=0, stone=0)
    sc.grant(0, "E341")
    assert (sc.have(0, "clay"), sc.have(0, "wood"), sc.have(0, "reed")) == (2, 0, 0)
    _set(sc, 0, wood=2, stone=2)
    majors.buy(sc.s, 0, sc.s.t.major_index["joinery"], -1)
    assert sc.have(0, "wood") == 4 and sc.have(0, "stone") == 0
    sc.grant(0, "E183")             # Basketmaker played later: 3 reed
    assert sc.have(0, "reed") == 3


def test_guildmaster_ignores_another_seats_crafts():
    sc = FullScenario(3, start=0)
    sc.grant(0, "E341")
    _set(sc, 1, clay=2, stone=2)
    clay = sc.have(0, "clay")
    majors.buy(sc.s, 1, sc.s.t.major_index["pottery"], -1)
    assert sc.have(0, "clay") == clay


def test_the_log_tells_the_fee_the_new_space_and_the_free_play():
    sc = FullScenario(4, start=0)
    sc.grant(0, "E164")
    sp = sc.s.t.space_index["p3_wood_2"]
    sc.s.stock[NG * sp + G["wood"]] = 2
    sc.place("grain")
    sc.place("p3_wood_2")
    lines = [sc.s.narrate(e) for e in sc.events if e.kind in ("fee_paid",)]
    assert lines and lines[0].en == "{seat2} pays {seat1} 2 food to use the space"
    assert "食料2" in lines[0].ja
    sc.to_hand(3, "E173")
    sc.to_hand(2, "E172")
    _set(sc, 2, food=3)
    sc.place("p4_occupation", PlayCard("E172"))
    free = [sc.s.narrate(e) for e in sc.events if e.kind == "card_played_free"]
    assert free and "Chief's Daughter" in free[0].en and "族長の娘" in free[0].ja
