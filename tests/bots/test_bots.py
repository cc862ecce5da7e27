"""Bots: legal, deterministic, blind to hidden information, and stronger than the level below."""
import random

import pytest

from engine.arena import play_game, tournament
from engine.bots import LEVELS, make_bot
from engine.core.game import CHANCE
from engine.core.match import Match
from engine.core.registry import all_games

FAST = {"iterations": 60}


@pytest.mark.parametrize("game", [g.id for g in all_games()])
@pytest.mark.parametrize("level", LEVELS)
def test_bots_play_only_legal_moves_to_the_end(game, level):
    n = max(2, next(g for g in all_games() if g.id == game).min_players)
    result = play_game(game, [level] * n, seed=5, iterations=40)  # Match.play checks every move
    assert len(result.scores) == n and result.decisions > 0


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_game(level):
    a = play_game("ra", [level, "random"], seed=9, iterations=40)
    b = play_game("ra", [level, "random"], seed=9, iterations=40)
    assert (a.scores, a.decisions) == (b.scores, b.decisions)


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_bots_decide_from_the_observation_alone(game):
    """Two full states that a seat cannot tell apart get the same answer from the same bot."""
    g = next(x for x in all_games() if x.id == game)
    m = Match(game, max(2, g.min_players), seed=4)
    rng = random.Random(4)
    s = m.state
    checked = 0
    while not s.is_terminal() and checked < 15:
        seat = s.current_player()
        if seat == CHANCE:
            m.resolve_chance()
            continue
        other = s.observation(seat).determinize(seat, random.Random(checked))
        for level in ("medium", "hard"):
            a = make_bot(level, seed=1, iterations=30).choose(s.observation(seat), seat)
            b = make_bot(level, seed=1, iterations=30).choose(other.observation(seat), seat)
            assert a == b
        checked += 1
        m.play(rng.choice(s.legal_moves()))


def test_make_bot_rejects_unknown_levels():
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster")


@pytest.mark.parametrize("stronger,weaker,games,at_least", [
    ("easy", "random", 40, 0.65),
    ("medium", "random", 40, 0.85),
    ("medium", "easy", 40, 0.6),
])
def test_each_level_beats_the_one_below_in_ra(stronger, weaker, games, at_least):
    r = tournament("ra", 2, stronger, weaker, games, seed=100)
    assert r["win_rate_a"] >= at_least, r


def test_hard_beats_medium_in_a_short_ra_match():
    r = tournament("ra", 2, "hard", "medium", 16, seed=200, iterations=400)
    assert r["win_rate_a"] > 0.5, r
