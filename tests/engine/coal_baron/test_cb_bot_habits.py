"""Habits of the hard bot (the turn planner) that a person watching calls broken, each in a short scripted
position, with a fixed search budget."""
from cb_scenario import hold, setup

from engine.bots.planner import PlannerBot
from engine.games.coal_baron.moves import STOP, Load, MoveCage, Place


def _mine_with_steps_to_spare():
    """Seat 0 mines with 10 steps for one order that wants a single yellow cube, which lies one level down:
    four steps do all there is to do, six are left over (the old planner spent them moving the cage up and
    down, whatever its budget)."""
    m = setup(2)
    s = m.state
    s.held[0].clear()
    hold(s, 0, "carriage_Y")
    for level, c in ((2, 1), (3, 2), (4, 3)):  # only the yellow cube on level 1 is left in seat 0's pit
        s.pit[4 * (level - 1) + c] = 0
        s.supply[c] += 1
    assert s.pit[:16] == [1] + [0] * 15
    m.play(Place("mine_10"))
    return m


def test_the_planner_never_moves_the_cage_twice_in_a_row():
    m = _mine_with_steps_to_spare()
    s = m.state
    bot = PlannerBot(seed=3, budget=300)
    played = []
    while s.current_player() == 0 and type(s.pending[-1]).__name__ == "Mine":
        move = bot.choose(s.observation(0), 0)
        played.append(move)
        m.play(move)
    pairs = list(zip(played, played[1:], strict=False))
    assert not [p for p in pairs if isinstance(p[0], MoveCage) and isinstance(p[1], MoveCage)], played
    assert any(type(mv).__name__ == "Fill" for mv in played), played  # it still does the work


def test_two_cage_moves_in_a_row_are_wasted_and_other_moves_are_not():
    m = _mine_with_steps_to_spare()
    s = m.state
    assert not s.wasted([], MoveCage(1))
    m.play(MoveCage(2))
    assert s.wasted([], MoveCage(1)) and s.wasted([], MoveCage(0))  # a second move: one would have done
    assert not s.wasted([], STOP)
    m.play(MoveCage(1))  # the rules allow it
    m.play(Load("yellow"))
    assert not s.wasted([], MoveCage(0))  # something was loaded: the cage's move is work


def test_a_cage_move_back_in_a_later_mining_action_undoes_the_one_before():
    """The cage left the surface at the end of one mining action with nothing loaded: moving it straight
    back in the next mining action (a later turn) undoes that move; going on to another level does not."""
    m = _mine_with_steps_to_spare()
    s = m.state
    m.play(MoveCage(3))
    m.play(STOP)
    m.play(Place("money_4"))  # seat 1's turn
    m.play(Place("mine_6"))  # seat 0 mines again
    assert s.wasted([], MoveCage(0))  # back where it was: two steps for nothing
    assert not s.wasted([], MoveCage(1))
    assert not s.wasted([], Load("yellow"))
