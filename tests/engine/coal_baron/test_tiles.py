"""Buying tunnel tiles: cost, cubes on the carts (any colour once a colour runs out), lit left and dark
right, refill at the end of the turn, an empty stack, and the look at 5 with its ordered return."""
import pytest
from cb_scenario import names, place, setup, tables

from engine.core.errors import IllegalMove
from engine.games.coal_baron.looks import Look, PutBack
from engine.games.coal_baron.moves import KEEP_NONE, BuySeen, CartCube, ReturnCard, ReturnSide
from engine.games.coal_baron.pit import CartCubes

TOP = ["brown_2_lit", "grey_1_dark", "black_2_dark", "yellow_1_lit", "black_1_lit", "grey_2_lit",
       "yellow_2_dark", "brown_1_dark", "grey_1_lit", "black_1_dark"]


@pytest.mark.parametrize("tile,cost", [("yellow_1_lit", 1), ("brown_2_lit", 4), ("grey_1_dark", 3),
                                       ("black_2_dark", 8), ("black_1_lit", 4), ("yellow_2_dark", 2)])
def test_a_tile_costs_its_colour_per_cart(tile, cost):
    assert tables().tile_cost[tables().tile_index[tile]] == cost


def test_buying_a_tile_pays_puts_a_cube_of_its_colour_on_each_cart_and_extends_its_level():
    m = setup(2, tiles=TOP)
    s = m.state
    place(m, "factory_1")  # brown, 2 carts, lit
    assert s.money[0] == 10 - 4
    assert s.carts[1] == 3 and s.pit[4 * 1 + 1] == 3  # level 2: printed cart + 2 carts, 3 brown cubes
    assert s.lit[0] == 1 and s.dark[0] == 0
    assert s.supply[1] == 16 - 2 - 2
    assert s.tiles[0] == [tables().tile_index["brown_2_lit"]]
    place(m, "factory_2")  # seat 1: grey 1-cart dark
    assert s.dark[1] == 1 and s.carts[4 + 2] == 2 and s.pit[16 + 4 * 2 + 2] == 2


def test_the_emptied_slot_is_refilled_from_the_stack_at_the_end_of_the_turn():
    m = setup(2, tiles=TOP)
    s = m.state
    nxt = names(s)[0]
    s.supply[1] = 1  # one brown cube left: the second cart asks for a colour, the turn is not over
    place(m, "factory_1")
    assert isinstance(s.pending[-1], CartCubes)
    assert s.fslots[0] == -1
    m.play(CartCube("black"))
    assert tables().tile_names[s.fslots[0]] == nxt
    assert s.pit[4 * 1 + 3] == 1 and s.pit[4 * 1 + 1] == 2


def test_a_cart_takes_any_colour_the_supply_still_has_once_its_colour_runs_out():
    m = setup(2, tiles=TOP)
    s = m.state
    s.supply[1] = 0
    s.supply[0] = 0
    place(m, "factory_1")
    top = s.pending[-1]
    assert isinstance(top, CartCubes) and top.left == 2
    assert {mv.colour for mv in s.legal_moves()} == {"grey", "black"}
    err = s.why_illegal(CartCube("yellow"))
    assert err == "the supply has no cube of that colour"
    m.play(CartCube("grey"))
    m.play(CartCube("black"))
    assert s.pit[4 * 1:4 * 1 + 4] == [0, 1, 1, 1]


def test_with_one_colour_left_the_cube_is_not_asked_for_and_with_none_the_carts_stay_empty():
    m = setup(2, tiles=TOP)
    s = m.state
    s.supply[:] = [0, 0, 0, 1]
    place(m, "factory_1")
    assert s.current_player() == 1  # no question: one black cube, then nothing left
    assert s.pit[4:8] == [0, 1, 0, 1] and s.carts[1] == 3
    assert s.empty_carts(0, 1) == 1


def test_an_empty_stack_leaves_the_slot_empty_and_closes_the_look_at_5():
    m = setup(2, tiles=TOP)
    s = m.state
    s.tdeck.clear()
    s.tknow.clear()
    place(m, "factory_1")
    assert s.fslots[0] == -1
    assert "factory_look" not in {mv.space for mv in s.legal_moves()}
    assert "factory_1" not in {mv.space for mv in s.legal_moves()}


def test_look_at_5_buy_one_and_return_the_rest_on_top_in_a_chosen_order():
    m = setup(2, tiles=TOP)
    s = m.state
    seen = names(s)[:5]
    place(m, "factory_look")
    look = s.pending[-1]
    assert isinstance(look, Look) and [tables().tile_names[k] for k in look.cards] == seen
    m.play(BuySeen(seen[2]))
    assert s.tiles[0] == [tables().tile_index[seen[2]]]
    assert isinstance(s.pending[-1], PutBack)
    m.play(ReturnSide("top"))
    order = [seen[4], seen[0], seen[3], seen[1]]
    for card in order[:3]:
        m.play(ReturnCard(card))
    assert names(s)[:4] == order  # the last card went back by itself
    assert s.tknow[-4:] == [1, 1, 1, 1]
    assert s.current_player() == 1


def test_look_at_5_return_at_the_bottom():
    m = setup(2, tiles=TOP)
    s = m.state
    seen = names(s)[:5]
    rest = names(s)[5:]
    place(m, "factory_look")
    m.play(KEEP_NONE)
    m.play(ReturnSide("bottom"))
    for card in seen[:4]:
        m.play(ReturnCard(card))
    assert names(s) == rest + seen
    assert s.tknow[:5] == [1] * 5 and s.tknow[5:] == [0] * len(rest)


def test_look_at_5_buys_only_what_you_can_afford():
    m = setup(2, tiles=TOP)
    s = m.state
    s.money[0] = 3
    seen = names(s)[:5]
    place(m, "factory_look")
    affordable = {mv.tile for mv in s.legal_moves() if isinstance(mv, BuySeen)}
    assert affordable == {x for x in seen if tables().tile_cost[tables().tile_index[x]] <= 3}
    dear = next(x for x in seen if x not in affordable)
    with pytest.raises(IllegalMove, match="Marks"):
        m.play(BuySeen(dear))
    with pytest.raises(IllegalMove, match="not among the cards you are looking at"):
        m.play(BuySeen(next(x for x in tables().tile_names if x not in seen)))


def test_look_at_5_with_fewer_cards_in_the_stack_sees_what_there_is():
    m = setup(2, tiles=TOP)
    s = m.state
    del s.tdeck[:-2]
    del s.tknow[:-2]
    place(m, "factory_look")
    assert len(s.pending[-1].cards) == 2
