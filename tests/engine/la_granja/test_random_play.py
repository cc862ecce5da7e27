"""Random-play smoke: seeded games to the end for 1–4 players, protocol checks on the way."""
import random

import pytest

from engine.core.errors import IllegalMove
from engine.core.game import CHANCE, TERMINAL
from engine.core.match import Match
from engine.games.la_granja import GAME


def play_random(n: int, seed: int, check: bool = True, options: dict | None = None) -> Match:
    m = Match(GAME, n, seed=seed, options=options)
    rng = random.Random(seed)
    s = m.state
    seen: list = []
    steps = 0
    while not s.is_terminal():
        steps += 1
        assert steps < 5000
        seat = s.current_player()
        if seat == CHANCE:
            m.resolve_chance()
            continue
        legal = s.legal_moves()
        assert legal
        assert len(legal) == len(set(legal)), "duplicate legal moves"
        if check:
            before = s.state_hash()
            if steps % 5 == 0:
                for mv in legal:
                    assert s.why_illegal(mv) is None
                    c = s.clone()
                    c.apply(mv)
                    assert s.state_hash() == before
            for mv in rng.sample(seen, min(4, len(seen))):
                if mv in legal:
                    continue
                c = s.clone()
                with pytest.raises(IllegalMove) as err:
                    c.apply(mv)
                assert str(err.value)
                assert c.state_hash() == before
            if steps % 9 == 0:
                obs = s.observation(seat)
                det = obs.determinize(seat, random.Random(steps))
                assert det.observation(seat).state_hash() == obs.state_hash()
                assert det.legal_moves() == legal or seat != det.current_player()
            seen.extend(x for x in legal if x not in seen)
            seen = seen[-60:]
        m.play(rng.choice(legal))
    assert s.current_player() == TERMINAL
    assert [sum(b.values()) for b in s.breakdown()] == s.scores()
    assert [sum(r[p] for r in s.scores_by_epoch()) for p in range(n)] == s.scores()
    return m


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_end_and_obey_the_protocol(players):
    for seed in range(6):
        play_random(players, seed)


@pytest.mark.parametrize("players", [2, 4])
def test_random_games_with_the_draft_and_without_full_value_scoring(players):
    for seed in range(3):
        play_random(players, seed, options={"draft": True, "full_value_removal_scores": False})


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_many_random_games_end(players):
    for seed in range(100, 112):
        m = play_random(players, seed, check=False)
        assert m.state.winners()


def test_observation_hides_hands_deck_vp_and_donkey_picks():
    m = Match(GAME, 3, seed=5)
    rng = random.Random(5)
    s = m.state
    while not (s.step_name == "donkeys" and s.current_player() == s.order[1]):
        if s.current_player() == CHANCE:
            m.resolve_chance()
        else:
            m.play(rng.choice(s.legal_moves()))
    first = s.order[0]
    assert s.donkey[first]
    me = s.order[1]
    obs = s.observation(me)
    for q in range(3):
        if q == me:
            assert obs.hand[q] == s.hand[q]
            continue
        assert obs.hand[q] == [] and obs.hand_counts[q] == len(s.hand[q])
        assert obs.goods[q][1] == 0 and sum(obs.vpcat[q]) == 0
    assert obs.donkey[first] == 0
    assert sorted(obs.deck) == sorted(s.deck + sum((s.hand[q] for q in range(3) if q != me), []))
    det = obs.determinize(me, random.Random(1))
    assert det.donkey[first] in (1, 2, 3, 4)
    assert len(det.hand[first]) == len(s.hand[first])


def test_clone_is_independent():
    m = Match(GAME, 2, seed=1)
    rng = random.Random(1)
    s = m.state
    for _ in range(300):
        if s.is_terminal():
            break
        if s.current_player() == CHANCE:
            m.resolve_chance()
            continue
        before = s.state_hash()
        c = s.clone()
        c.apply_trusted(rng.choice(s.legal_moves()))
        assert s.state_hash() == before
        m.play(rng.choice(s.legal_moves()))


def test_decisions_stay_small_and_the_heuristic_tracks_the_margin():
    for seed in range(3):
        m = Match(GAME, 4, seed=seed)
        rng = random.Random(seed)
        s = m.state
        widest = 0
        while not s.is_terminal():
            if s.current_player() == CHANCE:
                m.resolve_chance()
                continue
            legal = s.legal_moves()
            widest = max(widest, len(legal))
            value = GAME.bot.heuristic(s, s.current_player())
            assert -200 < value < 200
            m.play(rng.choice(legal))
        assert widest <= 80
        scores = s.scores()
        for p in range(4):
            margin = scores[p] - max(v for q, v in enumerate(scores) if q != p)
            assert abs(GAME.bot.heuristic(s, p) - margin) < 4
