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


# --- every option set: save→load at a random ply, slot by slot; clones both ways --------------------------------
OPTION_SETS = [
    ("la-granja", 2, {"draft": True}), ("la-granja", 1, {}), ("la-granja", 1, {"draft": True}),
    ("agricola", 2, {"family": True}), ("agricola", 2, {"draft": False}), ("agricola", 3, {"start": "lots"}),
    ("agricola", 3, {"start": "dice"}), ("ra", 3, {"god_on_disaster": True}), ("ra", 2, {"god_on_disaster": True}),
]
SEEDS = {"agricola": 1}  # seeds per option set; the others 2


def slots(obj, depth: int = 0) -> dict:
    """An object's slots (and instance fields), values of our own classes opened in turn, caches (`_x`) left out."""
    names = getattr(obj, "__dict__", {}).keys() | {s for c in type(obj).__mro__ for s in getattr(c, "__slots__", ())}
    out = {}
    for n in sorted(names):
        if n.startswith("_") or not hasattr(obj, n):
            continue
        v = getattr(obj, n)
        own = type(v).__module__.startswith("engine.") and not callable(v)
        out[n] = slots(v, depth + 1) if own and depth < 3 and (hasattr(v, "__slots__") or hasattr(v, "__dict__")) \
            else v
    return out


def same(a, b) -> None:
    sa, sb = slots(a), slots(b)
    assert sa.keys() == sb.keys()
    for k in sa:
        assert sa[k] == sb[k], k


@pytest.mark.parametrize("game_id,players,options", OPTION_SETS, ids=lambda x: str(x))
def test_every_option_set_saves_loads_and_clones(game_id, players, options):
    for seed in range(SEEDS.get(game_id, 2)):
        rng = random.Random(seed)
        m = Match(game_id, players, seed=seed, options=options)
        s = m.state
        save_at = None
        while not s.is_terminal():
            if s.current_player() == CHANCE:
                m.resolve_chance()
                continue
            legal = s.legal_moves()
            move = rng.choice(legal)
            if rng.random() < 0.05:  # clones both ways: a move on either leaves the other as it was
                c = s.clone()
                same(s, c)
                before = s.state_hash()
                c.apply(move)
                assert s.state_hash() == before
                s.apply(move)
                same(s, c)
                m.moves.append(move)
                after = c.state_hash()
                if not s.is_terminal() and s.current_player() != CHANCE:
                    s2 = s.clone()
                    s2.apply(rng.choice(s2.legal_moves()))
                    assert c.state_hash() == after and s.state_hash() == after
                continue
            m.play(move)
            if save_at is None and rng.random() < 0.02:
                save_at = len(m.moves)
                loaded = records.replay(records.parse(records.dumps(records.record_of(m))))
                assert loaded.options == m.options
                same(loaded.state, s)
        text = records.dumps(records.record_of(m))
        same(records.replay(records.parse(text)).state, s)
