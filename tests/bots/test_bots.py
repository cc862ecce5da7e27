"""Bots: legal, deterministic, blind to hidden information, and stronger than the level below."""
import random

import pytest
from positions import positions

from engine.arena import play_game, tournament
from engine.bots import LEVELS, make_bot
from engine.bots.mcts import MctsBot
from engine.core.game import CHANCE
from engine.core.match import Match
from engine.core.registry import all_games

FAST = {"iterations": 60}


@pytest.mark.parametrize("game", [g.id for g in all_games()])
@pytest.mark.parametrize("level", LEVELS)
def test_bots_play_only_legal_moves_to_the_end(game, level):
    n = max(2, next(g for g in all_games() if g.id == game).min_players)
    # Match.play checks every move. Expert is hard's search with four times the budget: a quarter of it here.
    result = play_game(game, [level] * n, seed=5, iterations=10 if level == "expert" else 40)
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
        for level in ("medium", "search", "hard"):
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


def test_hard_keeps_its_subtree_only_for_the_position_its_move_led_to():
    """La Granja's free actions leave the same seat to move in the same information set: the next
    search starts from the subtree already grown below the chosen move. A position that shows
    something new (the other seats' donkeys revealed) or is another seat's starts afresh."""
    seen = {"free": 0, "revealed": 0, "other": 0}
    for s, seat in positions("la-granja", 2, seed=3):
        if len(s.legal_moves()) < 2:
            continue
        bot = make_bot("hard", seed=1, iterations=200)
        move = bot.choose(s.observation(seat), seat)
        after = s.clone()
        after.apply_trusted(move)
        mover = after.current_player()
        if mover < 0 or len(after.legal_moves()) < 2:
            continue
        search = bot.search  # La Granja's hard bot is the tree search
        assert isinstance(search, MctsBot)
        seen_next = after.observation(mover)
        if mover == seat and len(search.useful(seen_next, seen_next.candidate_moves())) < 2:
            continue  # buying back what it just sold is no choice: the one move left is played unsearched
        bot.choose(seen_next, mover)
        if mover != seat:
            assert search.last_reused == 0
            seen["other"] += 1
        elif move.kind in ("buy", "sell", "upgrade"):
            assert search.last_reused > 0
            assert search.last_iterations < 200  # the inherited visits count towards the budget
            seen["free"] += 1
        elif move.kind == "choose_donkey" and after.donkey[1 - seat]:
            assert search.last_reused == 0
            seen["revealed"] += 1
        if min(seen.values()) >= 2:
            break
    assert min(seen.values()) >= 2, seen


def test_hard_stops_searching_once_no_other_move_can_catch_up():
    from engine.bots.mcts import MctsBot, Node

    root = Node()
    for visits in (50, 20, 5):
        root.children[visits] = child = Node()
        child.visits = visits
    assert MctsBot.decided(root, remaining=29)
    assert not MctsBot.decided(root, remaining=30)


def test_a_game_that_does_not_end_stops_with_a_message(monkeypatch):
    import engine.arena

    monkeypatch.setattr(engine.arena, "MAX_DECISIONS", 30)
    with pytest.raises(RuntimeError, match="no end after 30 decisions"):
        play_game("ra", ["random", "random"], seed=1)
