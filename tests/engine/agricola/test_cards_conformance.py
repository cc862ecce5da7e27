"""The conformance checks for the full game (`family=false`): seeded random games for 1–5 players obey the
protocol (legal moves apply, illegal ones change nothing, clones are independent, observations and
determinizations agree and pickle whole, breakdowns add up, records replay); the bots play it legally."""
from __future__ import annotations

import pickle
import random

import pytest

from engine.arena import play_game
from engine.core import records
from engine.core.errors import IllegalMove
from engine.core.game import CHANCE, TERMINAL
from engine.core.match import Match

FULL = {"family": False}


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_full_games_obey_the_protocol(players):
    for seed in range(2):
        rng = random.Random(seed)
        m = Match("agricola", players, seed=seed, options=FULL)
        s = m.state
        seen: list = []
        steps = 0
        while not s.is_terminal():
            steps += 1
            assert steps < 20000
            seat = s.current_player()
            if seat == CHANCE:
                m.resolve_chance()
                continue
            legal = s.legal_moves()
            assert legal, f"no legal move at step {steps}"
            before = s.state_hash()
            for move in legal:
                assert s.why_illegal(move) is None, move
            if steps % 5 == 0:
                for move in legal:
                    s.clone().apply(move)
            for move in rng.sample(seen, min(6, len(seen))):
                if move in legal:
                    continue
                c = s.clone()
                try:
                    c.apply(move)
                except IllegalMove as err:
                    assert str(err)
                    assert c.state_hash() == before
            move = rng.choice(legal)
            if steps % 11 == 0:
                c = s.clone()
                c.apply_trusted(move)
                assert s.state_hash() == before
            seen.extend(x for x in legal if x not in seen)
            if steps % 7 == 0:
                obs = s.observation(seat)
                det = obs.determinize(seat, random.Random(steps))
                assert det.observation(seat).state_hash() == obs.state_hash()
                sent = pickle.loads(pickle.dumps(obs))
                assert sent.state_hash() == obs.state_hash() and sent.legal_moves() == obs.legal_moves()
            m.play(move)
        assert s.current_player() == TERMINAL
        assert [sum(b.values()) for b in s.breakdown()] == s.scores()
        assert sum(len(x) for x in s.k.played) > 0  # cards were played
        text = records.dumps(records.record_of(m))
        assert records.replay(records.parse(text)).state.state_hash() == s.state_hash()


@pytest.mark.parametrize("level", ["random", "medium"])
@pytest.mark.parametrize("players", [2, 4])
def test_bots_play_the_full_game_legally(level, players):
    result = play_game("agricola", [level] * players, seed=3, options=FULL)  # Match.play checks every move
    assert len(result.scores) == players and result.decisions > 0


def test_hard_plays_the_full_game_legally():
    result = play_game("agricola", ["hard", "medium"], seed=2, iterations=20, options=FULL)
    assert len(result.scores) == 2
