"""Habits of the hard bot (the turn planner) that a person watching calls broken, each in a short scripted
position, with a fixed search budget."""
import functools

import pytest
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


def _undone_cage_moves(moves) -> list[tuple[int, int]]:
    """(ply, seat) of every cage move that follows a cage move of the same seat with nothing loaded or
    unloaded between, back to where the cage was or within the same mining action (read from the record on
    its own, not by the bots' hook)."""
    from engine.core.match import Match
    from engine.games.coal_baron import GAME
    from engine.games.coal_baron.moves import Fill, FillTwo, Store

    m = Match(GAME, 2, seed=0)
    s = m.state
    level = [0, 0]
    left: list[int | None] = [None, None]  # the level the cage left at its last move, nothing loaded since
    action = [0, 0]  # mining actions begun, per seat
    moved_in = [-1, -1]  # the mining action of the seat's last cage move
    found = []
    for ply, move in enumerate(moves):
        seat = s.current_player()
        if isinstance(move, Place):
            action[seat] += 1
        elif isinstance(move, MoveCage):
            if left[seat] is not None and (move.level == left[seat] or moved_in[seat] == action[seat]):
                found.append((ply, seat))
            left[seat], level[seat], moved_in[seat] = level[seat], move.level, action[seat]
        elif isinstance(move, (Load, Store)) or (isinstance(move, (Fill, FillTwo)) and move.source == "cage"):
            left[seat] = None
        m.play(move)
    return found


BUDGETS: list[tuple[int | None, float | None]] = [(300, None), (300, None), (None, 0.02)]


@functools.cache
def _self_play(game: int):
    """Hard in both seats, one whole game: two at a fixed budget, one at a small time budget (at the table a
    long mining run leaves its later steps too little time to plan, and the bot plays on along its last plan)."""
    from engine.arena import play_out
    from engine.bots import make_bot
    from engine.core.match import Match
    from engine.games.coal_baron import GAME

    iterations, seconds = BUDGETS[game]
    m = Match(GAME, 2, seed=40 + game)
    play_out(m, [make_bot("hard", seed=10 * game + i, iterations=iterations, seconds=seconds) for i in range(2)])
    assert m.state.is_terminal()
    return m


@pytest.mark.parametrize("game", range(len(BUDGETS)))
def test_whole_self_play_games_of_hard_never_undo_a_cage_move(game):
    """The records hold no cage move undone and no second cage move in one mining action (main's hard did
    both in games 1 and 2)."""
    m = _self_play(game)
    cage_moves = sum(isinstance(mv, MoveCage) for mv in m.moves)
    assert cage_moves > 10, cage_moves  # the bots did mine
    assert _undone_cage_moves(m.moves) == []


@pytest.mark.parametrize("game", [g for g, (_, seconds) in enumerate(BUDGETS) if seconds is None])
def test_hard_goes_to_the_bank_only_when_nothing_it_can_afford_scores_more(game):
    """At every bank visit of the fixed-budget games, the planner's own judgement of that position (every
    placement's best turn, judged in the true world) puts no other placement above the bank."""
    m = _self_play(game)
    replay = m.rewound(0)
    s = replay.state
    visits = 0
    for move in m.moves:
        if move == Place("bank"):
            seat = s.current_player()
            values = PlannerBot(seed=0, budget=300).plan(s.clone(), seat, 300)
            assert max(values.values()) - values[move] <= 0.5, (seat, s.workers[seat])
            visits += 1
        replay.play(move)
    assert visits  # the check ran


def _nine_workers_and_money_to_spend():
    """Shift 2; seat 0 holds 9 workers and 30 Marks, two orders (brown, grey) and no cube in its pit; the
    mines, money, order spaces and both looks at 5 are taken (two workers or more to oust), and the face-up
    tiles are brown, grey and black. The hard bot of the flat 0.9-point worker went to the bank here, for
    every seed (it kept its workers: two for a space looked dearer than one for a Mark)."""
    m = setup(2, tiles=["grey_1_dark", "brown_1_lit", "grey_1_lit", "brown_2_dark", "black_1_lit", "grey_2_lit"])
    s = m.state
    t = s.t
    s.held[0].clear()
    for order in ("wheelbarrow_BBB", "locomotive_GGG"):
        hold(s, 0, order)
    for level in range(4):  # the printed carts' cubes go back to the supply
        s.supply[level] += s.pit[4 * level + level]
        s.pit[4 * level + level] = 0
    s.shift = 2
    s.workers[:] = [9, 3]
    s.money[0] = 30
    for name, k in (("mine_10", 2), ("mine_6", 2), ("money_4", 1), ("money_6", 2), ("order_2", 1), ("order_3", 1),
                    ("order_4", 1), ("order_look", 1), ("factory_look", 1)):
        sp = t.space_index[name]
        s.occ_owner[sp], s.occ_count[sp] = 1, k
    return m


def test_hard_does_not_go_to_the_bank_with_workers_and_money_to_spend():
    s = _nine_workers_and_money_to_spend().state
    assert s.current_player() == 0
    for seed in range(2):
        move = PlannerBot(seed=seed).choose(s.observation(0), 0)
        assert move != Place("bank"), seed
