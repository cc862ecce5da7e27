"""La Granja habits a disciplined player exploits: free actions that only lose silver, barrows never filled."""
from __future__ import annotations

from typing import Any

from engine.bots import make_bot
from engine.core.game import CHANCE
from engine.core.match import Match, derived_seed
from engine.games.la_granja import holdings as h
from engine.games.la_granja.goods import PIG, SILVER
from engine.games.la_granja.moves import Buy


def first_free_window(seed: int = 3) -> tuple[Match, int]:
    """A 2-player match at the first seat decision where free actions are open."""
    m = Match("la-granja", 2, seed=seed)
    s: Any = m.state
    while True:
        seat = s.current_player()
        if seat == CHANCE:
            m.resolve_chance()
        elif s.pending[-1].free_actions:
            return m, seat
        else:
            m.play(s.legal_moves()[0])


def test_bots_never_weigh_buying_a_pig_the_den_cannot_hold():
    """The rules sell such a pig again at once: the price paid for less back. The legal moves keep it."""
    m, seat = first_free_window()
    s: Any = m.state
    s.goods[seat][SILVER] = 10
    s.goods[seat][PIG] = h.den_capacity(s, seat) - 1
    assert Buy("pig") in s.candidate_moves()
    s.goods[seat][PIG] += 1
    assert Buy("pig") in s.legal_moves() and Buy("pig") not in s.candidate_moves()


def _holdings(s, p: int) -> tuple[tuple, int]:
    """What a seat holds apart from its silver (goods, crops on fields, roofs), and its silver."""
    g = s.goods[p]
    return (tuple(g[SILVER + 1:]), tuple(s.crops[p]), tuple(s.roofs[p])), g[SILVER]


def poorer_loops(seed: int, iterations: int) -> list[tuple[int, str]]:
    """(round, move) wherever a seat's run of free actions brought it back to what it held earlier in the same
    run, with less silver, in a self-play game of hard bots."""
    m = Match("la-granja", 2, derived_seed(seed, "match"))
    bots = [make_bot("hard", seed=derived_seed(seed, "bot", i), iterations=iterations) for i in range(2)]
    s: Any = m.state
    run: list[list[tuple[tuple, int]]] = [[], []]
    loops = []
    while not s.is_terminal():
        seat = s.current_player()
        if seat == CHANCE:
            m.resolve_chance()
            continue
        move = bots[seat].choose(s.observation(seat), seat)
        free = s.free_action(move)
        if free and not run[seat]:
            run[seat].append(_holdings(s, seat))
        m.play(move)
        if not free:
            run[seat] = []
            continue
        now, silver = _holdings(s, seat)
        if any(held == now and silver < before for held, before in run[seat]):
            loops.append((s.round, str(move)))
        run[seat].append((now, silver))
    return loops


def test_hard_never_runs_its_free_actions_round_to_where_it_was_with_less_silver():
    """Seed 2 at this budget: the old bot bought six pigs its den could not hold in rounds 5 and 6."""
    assert poorer_loops(2, iterations=100) == []


def test_seat_stats_count_the_longest_free_run_and_the_barrows_never_completed():
    from engine.core.registry import get_game
    from engine.games.la_granja.moves import Deliver, PlayCard

    m = Match("la-granja", 2, seed=4)
    bots = [make_bot("medium", seed=p) for p in range(2)]
    s: Any = m.state
    run, longest, played, completed = [0, 0], [0, 0], [0, 0], [0, 0]
    while not s.is_terminal():
        seat = s.current_player()
        if seat == CHANCE:
            m.resolve_chance()
            continue
        move = bots[seat].choose(s.observation(seat), seat)
        free = s.free_action(move)
        barrows = len(s.barrows[seat])
        m.play(move)
        run[seat] = run[seat] + 1 if free else 0
        longest[seat] = max(longest[seat], run[seat])
        played[seat] += type(move) is PlayCard and move.use == "barrow"
        completed[seat] += type(move) is Deliver and move.target == "barrow" and len(s.barrows[seat]) < barrows
    stats = [get_game("la-granja").bot.seat_stats(s, p) for p in range(2)]
    assert [st["longest_free_run"] for st in stats] == longest and max(longest) > 0
    assert [st["barrows_played"] for st in stats] == played and sum(played) > 0
    assert [st["barrows_unfilled"] for st in stats] == [played[p] - completed[p] for p in range(2)]
