"""Ra habits a disciplined player exploits, each in a short scripted position (hard at a small fixed budget)."""
from __future__ import annotations

from typing import Any

import pytest

from engine.bots import make_bot
from engine.bots.learned import learned
from engine.core.match import Match
from engine.games.ra.moves import INVOKE_RA, PASS, Bid, Pass
from engine.games.ra.tiles import TILE_INDEX

ITERATIONS = 1500  # a quarter of hard's budget: enough for these positions, quick for a test


def at_turn(epoch: int, up: tuple[list[int], list[int]], held: tuple[tuple[str, ...], ...] = ((), ()),
            track: tuple[str, ...] = (), ra_count: int = 0, centre: int = 1) -> tuple[Match, int]:
    """A 2-player match at the start of a seat's turn, its suns, holdings and tracks set as given."""
    m = Match("ra", 2, seed=1)
    s: Any = m.state
    while s.current_player() < 0:
        m.resolve_chance()
    s.epoch = epoch
    s.up = [sorted(u) for u in up]
    s.down = [[], []]
    s.held = [[0] * len(s.held[0]) for _ in range(2)]
    for p, names in enumerate(held):
        for name in names:
            s.held[p][TILE_INDEX[name]] += 1
    s.auction = [TILE_INDEX[name] for name in track]
    s.ra_count, s.center_sun = ra_count, centre
    return m, s.current_player()


def test_a_caller_whom_everyone_passed_pays_its_lowest_sun():
    """Epoch 3, the caller's lot unopposed: any sun takes it, and a lower one keeps the final sun total higher.
    The fitted weight of sun values was negative, and hard paid 6 where 4 would do."""
    m, seat = at_turn(3, ([4, 6, 8, 9], [2, 3, 5, 7]), track=("flood", "writing", "pyramid", "pharaoh"), ra_count=2)
    m.play(INVOKE_RA)
    m.play(PASS)
    assert m.state.current_player() == seat and PASS not in m.state.legal_moves()
    for k in range(3):
        move = make_bot("hard", seed=k, iterations=ITERATIONS).choose(m.state.observation(seat), seat)
        assert move == Bid(4)


@pytest.mark.parametrize("level", [None, "expert"])
def test_a_missing_civilization_costs_nearly_its_five_points_as_the_epoch_ends(level):
    """With one Ra space left, holding no civilization is about −5 at the epoch's scoring; the evaluation read it
    as −1.5 (the scoring-now columns fitted on whole epochs), so letting the epoch end on it looked cheap."""
    m, _ = at_turn(1, ([3, 7], [2, 5, 9]), held=(("pharaoh",), ("pharaoh", "astronomy")))
    s: Any = m.state
    s.ra_count = s.ra_limit - 1
    without = learned(s, level)[0]
    s.held[0][TILE_INDEX["agriculture"]] += 1
    with_one = learned(s, level)[0]
    assert with_one - without >= 4.0


def test_seat_stats_count_the_called_auctions_passed_and_the_epochs_without_civilization():
    from engine.core.game import CHANCE
    from engine.core.registry import get_game
    from engine.games.ra.auction import BidOrPass
    from engine.games.ra.tiles import CAT_CIV

    m = Match("ra", 2, seed=4)
    bots = [make_bot("medium", seed=p) for p in range(2)]
    s: Any = m.state
    asked, passed, no_civ = [0, 0], [0, 0], [0, 0]
    while not s.is_terminal():
        seat = s.current_player()
        civ = [s.cats[p][CAT_CIV] for p in range(2)]
        epochs = len(s.epoch_gains)
        if seat == CHANCE:
            m.resolve_chance()
        else:
            top = s.pending[-1]
            move = bots[seat].choose(s.observation(seat), seat)
            if type(top) is BidOrPass and top.must_bid and seat != top.holder:
                asked[seat] += 1
                passed[seat] += type(move) is Pass
            m.play(move)
        if len(s.epoch_gains) > epochs:
            for p in range(2):
                no_civ[p] += s.cats[p][CAT_CIV] < civ[p]
    stats = [get_game("ra").bot.seat_stats(s, p) for p in range(2)]
    assert [st["called_asked"] for st in stats] == asked and sum(asked) > 0
    assert [st["called_passed"] for st in stats] == passed
    assert [st["epochs_without_civilization"] for st in stats] == no_civ
