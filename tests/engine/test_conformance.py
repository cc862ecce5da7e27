"""The conformance suite every registered game must pass (after OpenSpiel's random simulation test).

Seeded random games to the end for every player count, checking at every step: legal moves exist
and apply; illegal ones raise and change nothing; clones are independent; observations and
determinizations agree; score breakdowns add up; records round-trip to the same state hash.
"""
import pickle
import random

import pytest

from engine.core import records
from engine.core.errors import IllegalMove
from engine.core.game import CHANCE, TERMINAL
from engine.core.match import Match
from engine.core.registry import all_games, get_game

GAMES_PER_COUNT = {"ra": 60, "agricola": 6}
DEFAULT_GAMES = 20
CASES = [(g.id, n) for g in all_games() for n in range(g.min_players, g.max_players + 1)]


def random_match(game_id: str, n: int, seed: int) -> Match:
    m = Match(game_id, n, seed=seed)
    rng = random.Random(seed)
    s = m.state
    while not s.is_terminal():
        if s.current_player() == CHANCE:
            m.resolve_chance()
        else:
            m.play(rng.choice(s.legal_moves()))
    return m


@pytest.mark.parametrize("game_id,players", CASES)
def test_random_games_obey_the_protocol(game_id, players):
    games = GAMES_PER_COUNT.get(game_id, DEFAULT_GAMES)
    for seed in range(games):
        rng = random.Random(seed)
        m = Match(game_id, players, seed=seed)
        s = m.state
        seen_moves: list = []
        steps = 0
        while not s.is_terminal():
            steps += 1
            assert steps < 20000, "game does not end"
            seat = s.current_player()
            if seat == CHANCE:
                m.resolve_chance()
                continue
            assert 0 <= seat < players
            legal = s.legal_moves()
            assert legal, f"no legal move at step {steps}"
            before = s.state_hash()
            for move in legal:
                assert s.why_illegal(move) is None, move
            if steps % 7 == 0:  # every legal move applies (sampled: it is costly)
                for move in legal:
                    c = s.clone()
                    c.apply(move)
            for move in rng.sample(seen_moves, min(6, len(seen_moves))):
                if move in legal:
                    continue
                c = s.clone()
                try:
                    c.apply(move)
                except IllegalMove as err:
                    assert str(err)
                    assert c.state_hash() == before, f"illegal {move} changed the state"
            assert s.state_hash() == before
            move = rng.choice(legal)
            if steps % 11 == 0:  # a clone is independent of its original
                c = s.clone()
                c.apply_trusted(move)
                assert s.state_hash() == before
            seen_moves.extend(m2 for m2 in legal if m2 not in seen_moves)
            if steps % 13 == 0:
                obs = s.observation(seat)
                det = obs.determinize(seat, random.Random(steps))
                assert det.observation(seat).state_hash() == obs.state_hash()
                # the client's bot worker receives observations pickled: they must arrive whole
                sent = pickle.loads(pickle.dumps(obs))
                assert sent.state_hash() == obs.state_hash() and sent.legal_moves() == obs.legal_moves()
            m.play(move)
        assert s.current_player() == TERMINAL and s.legal_moves() == []
        scores = s.scores()
        assert [sum(b.values()) for b in s.breakdown()] == scores
        assert s.winners() and all(scores[w] == max(scores) for w in s.winners())
        text = records.dumps(records.record_of(m))
        assert records.replay(records.parse(text)).state.state_hash() == s.state_hash()


@pytest.mark.parametrize("game_id,players", CASES)
def test_same_seed_same_game(game_id, players):
    a = random_match(game_id, players, 7)
    b = random_match(game_id, players, 7)
    assert a.state.state_hash() == b.state.state_hash()
    assert a.moves == b.moves


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_every_move_has_json_and_both_languages(game_id):
    game = get_game(game_id)
    m = random_match(game_id, game.min_players, 3)
    for move in m.moves[:400]:
        assert game.move_from_json(game.move_to_json(move)) == move
        ja, en = game.describe(move, "ja"), game.describe(move, "en")
        assert ja and en
