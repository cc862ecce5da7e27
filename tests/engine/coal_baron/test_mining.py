"""Mining with work steps: the cage moves any distance for one step, loads one cube a step (five at most),
unloads at the surface onto matching spots, two cubes of any colours onto one spot for two steps, storage
from anywhere; cubes on an order stay; unused steps are lost."""
import pytest
from cb_scenario import hold, place, setup

from engine.core.errors import IllegalMove
from engine.games.coal_baron.mining import Mine
from engine.games.coal_baron.moves import CAGE, STOP, Fill, FillTwo, Load, MoveCage, Store
from engine.games.coal_baron.turn import PlaceWorker


def mining(steps: int = 10, orders=("wheelbarrow_BB",)):
    m = setup(2)
    s = m.state
    s.held[0].clear()
    for o in orders:
        hold(s, 0, o)
    place(m, f"mine_{steps}")
    return m, s


def steps_left(s):
    top = s.pending[-1]
    return top.steps if isinstance(top, Mine) else None


def test_moving_the_cage_costs_one_step_whatever_the_distance():
    m, s = mining(6)
    m.play(MoveCage(4))
    assert s.cage_level[0] == 4 and steps_left(s) == 5
    m.play(MoveCage(0))
    assert s.cage_level[0] == 0 and steps_left(s) == 4
    assert CAGE[0] not in s.legal_moves()
    assert s.why_illegal(MoveCage(0)) == "the cage is already on that level"


def test_loading_takes_one_cube_from_a_cart_on_the_cages_level():
    m, s = mining(6)
    with pytest.raises(IllegalMove, match="at the surface"):
        m.play(Load("yellow"))
    m.play(MoveCage(2))
    assert {mv.colour for mv in s.legal_moves() if isinstance(mv, Load)} == {"brown"}
    m.play(Load("brown"))
    assert s.cage[:4] == [0, 1, 0, 0] and s.pit[4:8] == [0, 0, 0, 0] and steps_left(s) == 4
    assert s.why_illegal(Load("brown")) == "no cart on this level holds a cube of that colour"


def test_a_full_cage_holds_five_cubes():
    m, s = mining(10)
    s.pit[4 * 3 + 3] = 7  # scenario: seven black cubes on level 4's carts
    s.carts[3] = 7
    m.play(MoveCage(4))
    for _ in range(5):
        m.play(Load("black"))
    assert s.cage_total(0) == 5
    assert not any(isinstance(mv, Load) for mv in s.legal_moves())
    assert s.why_illegal(Load("black")) == "the cage is full"


def test_at_the_surface_a_cube_goes_onto_a_matching_spot_for_one_step():
    m, s = mining(6, orders=("wheelbarrow_BB",))
    s.cage[1] = 2
    m.play(Fill("wheelbarrow_BB", "brown", "cage"))
    assert s.held[0][0][1] == (1,) and steps_left(s) == 5
    m.play(Fill("wheelbarrow_BB", "brown", "cage"))
    assert s.held[0][0][1] == () and s.held[0][0][2] == (0, 2, 0, 0)
    assert not any(isinstance(mv, (Fill, FillTwo)) for mv in s.legal_moves())


def test_two_cubes_of_any_colours_fill_one_spot_for_two_steps():
    m, s = mining(6, orders=("carriage_KK",))
    s.cage[:4] = [1, 1, 0, 0]
    assert FillTwo("carriage_KK", "black", ("yellow", "brown"), "cage") in s.legal_moves()
    assert s.why_illegal(Fill("carriage_KK", "black", "cage")) == "the cage holds no cube of that colour"
    m.play(FillTwo("carriage_KK", "black", ("yellow", "brown"), "cage"))
    assert s.held[0][0][1] == (3,) and s.held[0][0][2] == (1, 1, 0, 0)
    assert steps_left(s) == 4 and s.cage_total(0) == 0


def test_two_cubes_on_one_spot_need_two_steps_left():
    m, s = mining(6, orders=("carriage_KK",))
    s.cage[:4] = [2, 0, 0, 0]
    s.pit[0] = 2
    m.play(MoveCage(1))
    m.play(Load("yellow"))
    m.play(MoveCage(2))
    m.play(MoveCage(3))
    m.play(MoveCage(0))
    assert steps_left(s) == 1
    move = FillTwo("carriage_KK", "black", ("yellow", "yellow"), "cage")
    assert move not in s.legal_moves()
    assert s.why_illegal(move) == "two cubes on one spot take two work steps"


def test_storage_takes_cubes_at_the_surface_and_fills_orders_from_any_depth():
    m, s = mining(6, orders=("locomotive_GGG",))
    s.cage[2] = 1
    m.play(Store("grey"))
    assert s.storage[:4] == [0, 0, 1, 0] and s.cage_total(0) == 0
    m.play(MoveCage(3))
    assert s.why_illegal(Store("grey")) == "the cage must be at the surface for that"
    assert s.why_illegal(Fill("locomotive_GGG", "grey", "cage")) == "the cage must be at the surface for that"
    m.play(Fill("locomotive_GGG", "grey", "storage"))  # the cage is at level 3
    assert s.held[0][0][1] == (2, 2) and s.storage[:4] == [0, 0, 0, 0]


def test_storage_is_unlimited():
    m, s = mining(10, orders=())
    s.cage[:4] = [2, 1, 1, 1]
    s.storage[:4] = [9, 9, 9, 9]
    for c in ("yellow", "yellow", "brown", "grey", "black"):
        m.play(Store(c))
    assert s.storage[:4] == [11, 10, 10, 10]


def test_cubes_on_an_order_never_move_to_another():
    m, s = mining(10, orders=("carriage_BB", "motorcar_BB"))
    s.cage[1] = 1
    m.play(Fill("carriage_BB", "brown", "cage"))
    moved = [mv for mv in s.legal_moves() if isinstance(mv, (Fill, FillTwo))]
    assert moved == []  # nothing takes a cube off carriage_BB; the cage is empty
    assert s.held[0][0][2] == (0, 1, 0, 0)


def test_unused_steps_are_lost_and_the_turn_passes():
    m, s = mining(10)
    m.play(MoveCage(1))
    m.play(STOP)
    assert s.current_player() == 1 and isinstance(s.pending[-1], PlaceWorker)
    assert s.cage_level[0] == 1  # the cage stays where it was left


def test_the_last_step_ends_the_action():
    m, s = mining(6)
    for level in (1, 2, 3, 4, 0, 2):
        m.play(MoveCage(level))
    assert s.current_player() == 1


def test_two_cubes_for_one_spot_come_from_one_source():
    m, s = mining(6, orders=("carriage_KK",))
    s.cage[0] = 1
    s.storage[1] = 1
    two = [mv for mv in s.legal_moves() if isinstance(mv, FillTwo)]
    assert two == []  # one cube in the cage and one in storage do not make a pair
    s.storage[0] = 1
    assert {(mv.cubes, mv.source) for mv in s.legal_moves() if isinstance(mv, FillTwo)} == {
        (("yellow", "brown"), "storage")}
