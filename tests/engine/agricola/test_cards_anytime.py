"""The full game's "any time" window (card_anytime.py) and the cards that use it: one scenario per card."""
from __future__ import annotations

import random

import pytest

from engine.core.errors import IllegalMove
from engine.games.agricola import farm
from engine.games.agricola.animals import HouseAnimals
from engine.games.agricola.card_anytime import NO_GOODS, SHUT
from engine.games.agricola.card_decisions import USE, BuyFromTaker, Exchange, FreeRoom
from engine.games.agricola.card_moves import DECLINE, UseAbility
from engine.games.agricola.data import NG, G
from engine.games.agricola.moves import BuildRoom, Convert, Keep
from engine.games.agricola.turn import PlaceWorker
from tests.engine.agricola.ag_cards import FullScenario


def _uses(sc: FullScenario, card: str) -> list[UseAbility]:
    return [m for m in sc.moves() if isinstance(m, UseAbility) and m.card == card]


# --- the window ------------------------------------------------------------------------------------------------
def test_cooking_is_a_free_action_at_the_placement_and_the_decision_stays():
    sc = FullScenario(2)
    sc.give(0, grain=2)
    assert isinstance(sc.s.pending[-1], PlaceWorker)
    assert Convert("grain") in sc.moves()
    food = sc.have(0, "food")
    sc.play(Convert("grain"))
    assert sc.have(0, "food") == food + 1 and sc.have(0, "grain") == 1
    assert isinstance(sc.s.pending[-1], PlaceWorker) and sc.s.current_player() == 0
    assert sc.s.describe(Convert("grain"), "en").startswith("any time: ")
    assert sc.s.describe(Convert("grain"), "ja").startswith("いつでも：")


def test_the_family_game_has_no_window():
    from engine.core.match import Match
    from engine.games.agricola import GAME
    from engine.games.agricola.moves import StartPlayer
    m = Match(GAME, 2, seed=1)
    m.play(StartPlayer(0))
    s = m.state
    s.goods[G["grain"]] = 2
    assert not any(isinstance(x, Convert) for x in s.legal_moves())


def test_free_actions_wait_while_goods_are_being_taken_and_see_them_after():
    """The seed's ruling: goods being taken are not in the supply for an any-time conversion [S]."""
    sc = FullScenario(2)
    sc.grant(0, "E185")  # Clay Firer: 2 clay to 1 stone
    sc.grant(1, "I255")  # Stone Buyer's offer holds the take open
    sc.give(0, clay=1)
    sc.s.stock[NG * sc.s.t.space_index["clay_1"] + G["stone"]] = 1  # a stone lies on 1 Clay too
    assert not _uses(sc, "E185")  # 1 clay: nothing to fire
    sc.place("clay_1")
    assert isinstance(sc.s.pending[-1], BuyFromTaker)  # seat 1's offer: seat 0's clay is still inbound
    assert sc.have(0, "clay") == 1 and sc.s.inbound[G["clay"]] >= 1
    assert sc.s.why_illegal(UseAbility("E185", 0)) == NO_GOODS  # seat 1's window: not its card
    sc.play(DECLINE)
    assert sc.have(0, "clay") >= 2  # entered: now it is in the supply
    assert sc.s.current_player() == 1 and sc.s.why_illegal(UseAbility("E185", 0)) == NO_GOODS  # not seat 0's turn
    sc.place("wood_3")
    assert sc.s.current_player() == 0
    clay, stone = sc.have(0, "clay"), sc.have(0, "stone")
    sc.play(UseAbility("E185", 0))
    assert sc.have(0, "clay") == clay - 2 and sc.have(0, "stone") == stone + 1


def test_free_actions_are_open_on_the_supplys_goods_while_an_offer_on_the_take_waits():
    """Mushroom Collector's offer on a take of wood: Turner may cook the wood already in the supply, not the wood
    being taken [S]."""
    sc = FullScenario(2)
    sc.grant(0, "E158", "E196")  # Turner (wood to 1 food at any time), Mushroom Collector
    sc.give(0, wood=1)
    food = sc.have(0, "food")
    sc.place("wood_3")
    assert isinstance(sc.s.pending[-1], Exchange) and sc.s.current_player() == 0
    taken = sc.s.inbound[G["wood"]]
    turn = Convert("wood", "E158")
    assert taken >= 1 and turn in sc.moves()
    sc.play(turn)  # the supply's 1 wood
    assert sc.have(0, "wood") == 0 and sc.have(0, "food") == food + 1 and sc.s.inbound[G["wood"]] == taken
    assert isinstance(sc.s.pending[-1], Exchange) and turn not in sc.moves()  # the wood being taken is out of reach
    sc.play(DECLINE)
    assert sc.have(0, "wood") == taken


def test_an_offer_on_the_take_with_a_price_closes_once_a_free_action_spent_it():
    sc = FullScenario(2)
    sc.grant(1, "I255", "E184")  # Stone Buyer (1 food), Grocer (sells its stack for 1 food each)
    sc.s.goods[NG + G["food"]] = 1
    sc.s.stock[NG * sc.s.t.space_index["clay_1"] + G["stone"]] = 1  # a stone lies on 1 Clay too
    sc.place("clay_1")
    assert isinstance(sc.s.pending[-1], BuyFromTaker) and sc.s.current_player() == 1
    assert USE in sc.moves() and _uses(sc, "E184")
    sc.play(_uses(sc, "E184")[0])  # the buyer's 1 food goes to the Grocer
    assert sc.have(1, "food") == 0 and isinstance(sc.s.pending[-1], BuyFromTaker)
    assert USE not in sc.moves() and DECLINE in sc.moves()


def test_an_illegal_free_action_has_a_reason():
    sc = FullScenario(2)
    sc.grant(0, "E185")
    reason = sc.s.why_illegal(UseAbility("E185", 0))  # no clay
    assert reason == NO_GOODS
    assert "supply" in reason and reason.ja
    key = sc.s.key()
    with pytest.raises(IllegalMove):
        sc.m.play(UseAbility("E185", 0))
    assert sc.s.key() == key


def test_random_play_with_the_window_ends():
    from engine.games.agricola import GAME
    rng = random.Random(5)
    for _ in range(3):
        s = GAME.new_state(2, {"family": False})
        steps = 0
        while not s.is_terminal():
            m = s.sample_chance(rng) if s.current_player() < 0 else rng.choice(s.legal_moves())
            s.apply_trusted(m)
            steps += 1
            assert steps < 5000


# --- the cards -------------------------------------------------------------------------------------------------
def test_dock_worker_trades_building_resources_any_time():
    sc = FullScenario(2)
    sc.grant(0, "E171")
    sc.give(0, wood=3, reed=2)
    sc.s.goods[NG * 0 + G["clay"]] = 0
    offered = _uses(sc, "E171")
    assert len(offered) == 3 + 3  # 3 wood to clay/reed/stone; 2 reed to wood/clay/stone; no clay or stone
    assert sc.s.describe(UseAbility("E171", 2), "en") == "any time: Dock Worker: 3 wood → 1 stone"
    sc.play(UseAbility("E171", 2))
    assert sc.have(0, "wood") == 0 and sc.have(0, "stone") == 1
    sc.play(UseAbility("E171", 7))  # 2 reed to 1 clay
    assert sc.have(0, "reed") == 0 and sc.have(0, "clay") == 1
    assert isinstance(sc.s.pending[-1], PlaceWorker)


def test_clay_firer_fires_3_clay_into_2_stone():
    sc = FullScenario(2)
    sc.grant(0, "E185")
    sc.give(0, clay=3)
    assert set(_uses(sc, "E185")) == {UseAbility("E185", 0), UseAbility("E185", 1)}
    sc.play(UseAbility("E185", 1))
    assert sc.have(0, "clay") == 0 and sc.have(0, "stone") == 2


def test_clay_seller_sells_clay_for_animals_that_need_room():
    sc = FullScenario(2)
    sc.grant(0, "E186")
    sc.give(0, clay=6)
    sc.play(UseAbility("E186", 0))  # 2 clay to 1 sheep: the pet in the house
    assert sc.have(0, "sheep") == 1 and sc.have(0, "clay") == 4
    sc.play(UseAbility("E186", 4))  # 4 clay to 1 cattle: no room, it is kept or let go
    assert sc.have(0, "clay") == 0 and sc.have(0, "cattle") == 1
    assert isinstance(sc.s.pending[-1], HouseAnimals)  # which animal stays is asked, then placing goes on
    sc.play(Keep(0, 0, 1))
    assert sc.have(0, "cattle") == 1 and sc.have(0, "sheep") == 0
    assert isinstance(sc.s.pending[-1], PlaceWorker)


def test_grocer_sells_its_stack_top_first_for_1_food_each():
    sc = FullScenario(2)
    sc.grant(0, "E184")
    sc.s.goods[NG * 0 + G["food"]] = 2
    reed, grain = sc.have(0, "reed"), sc.have(0, "grain")
    sc.play(UseAbility("E184"))
    assert sc.have(0, "reed") == reed + 1 and sc.have(0, "food") == 1
    sc.play(UseAbility("E184"))
    assert sc.have(0, "grain") == grain + 1 and sc.have(0, "food") == 0
    assert not _uses(sc, "E184")  # no food left: nothing to buy with
    assert sc.s.k.store[sc.s.k.ct.index["E184"]] == 6


def _rooms(sc: FullScenario, seat: int, n: int) -> None:
    """Scenario: the house has n rooms (the first cells next to the starting two)."""
    for cell in ("r1c1", "r2c2", "r3c2", "r1c2", "r2c3")[:n - 2]:
        sc.s.rooms[seat] |= 1 << farm.CELL_INDEX[cell]


def test_master_builder_builds_one_free_room_once_from_5_rooms():
    sc = FullScenario(2)
    sc.grant(0, "E151")
    _rooms(sc, 0, 4)
    assert not _uses(sc, "E151")
    _rooms(sc, 0, 5)
    goods = sc.s.goods[:NG]
    sc.play(UseAbility("E151"))
    assert isinstance(sc.s.pending[-1], FreeRoom)
    cell = next(m for m in sc.moves() if isinstance(m, BuildRoom)).cell
    sc.play(BuildRoom(cell))
    assert sc.s.rooms[0].bit_count() == 6 and sc.s.goods[:NG] == goods
    assert isinstance(sc.s.pending[-1], PlaceWorker)
    assert not _uses(sc, "E151")  # once a game


def test_mason_needs_a_stone_house_of_4_rooms():
    sc = FullScenario(2)
    sc.grant(0, "E191")
    _rooms(sc, 0, 4)
    assert not _uses(sc, "E191")  # a wooden hut
    sc.s.house[0] = 2
    sc.play(UseAbility("E191"))
    cell = next(m for m in sc.moves() if isinstance(m, BuildRoom)).cell
    sc.play(BuildRoom(cell))
    assert sc.s.rooms[0].bit_count() == 5
    assert not _uses(sc, "E191")


def test_builders_trowel_renovates_the_wooden_hut_any_time_paying_as_usual():
    sc = FullScenario(2)
    sc.grant(0, "E50")
    assert not _uses(sc, "E50")  # 2 clay and 1 reed are needed
    sc.give(0, clay=2, reed=1)
    clay = sc.have(0, "clay")
    sc.play(UseAbility("E50"))
    assert sc.s.house[0] == 1 and sc.have(0, "clay") == clay - 2
    assert not _uses(sc, "E50")  # a clay hut: the trowel has done its work


def test_an_action_the_seat_spent_away_ends_undone():
    from engine.games.agricola.fields import Sow
    sc = FullScenario(2)
    sc.give(0, grain=1)
    sc.s.fields[0] |= 1 << farm.CELL_INDEX["r1c5"]  # scenario: a plowed field to sow
    sc.place("sow_bake")
    while not isinstance(sc.s.pending[-1], Sow):
        sc.play(next(m for m in sc.moves() if m.kind == "do_part"))
    assert Convert("grain") in sc.moves()
    sc.play(Convert("grain"))  # the grain is cooked before it is sown: the sowing ends undone
    assert not any(isinstance(d, Sow) for d in sc.s.pending)
    assert sc.s.current_player() == 1 and sc.s.fields[0] >> farm.CELL_INDEX["r1c5"] & 1  # nothing sown; turn over
    assert sc.s.crop_n[15 * 0 + farm.CELL_INDEX["r1c5"]] == 0


def test_a_payment_keeps_its_own_reasons_for_conversions_and_shuts_card_abilities():
    from engine.games.agricola import reasons
    from engine.games.agricola.food import RaiseFood
    from engine.games.agricola.round import FLOW
    sc = FullScenario(2)
    sc.grant(0, "E184")  # Grocer: its ability waits while food is paid
    sc.s.goods[G["food"]] = 1
    sc.give(0, grain=1)
    sc.s.pending.append(RaiseFood(0, 5, True))  # scenario: feeding asks for 5 food
    FLOW.advance(sc.s)
    assert Convert("grain") in sc.moves() and not _uses(sc, "E184")
    assert sc.s.why_illegal(Convert("vegetable")) == reasons.CONVERT
    assert sc.s.why_illegal(UseAbility("E184")) == SHUT
