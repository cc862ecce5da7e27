"""Behaviour stays: every game of the committed corpus (tests/data/corpus.json.gz, made by
tests/data/make_corpus.py before the shared layer was built) replays move by move through the checked
rules to the same final scores and winners. The La Granja games were made again when its round gained the
free-action windows and the Village store's ruling (every old game replayed unchanged before that); the
Ra games are the original ones."""
from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from engine.core.match import Match

CORPUS = Path(__file__).parents[1] / "data" / "corpus.json.gz"


def _games() -> list[dict]:
    with gzip.open(CORPUS, "rt", encoding="utf-8") as f:
        return json.load(f)["games"]


GAMES = _games()


def test_the_corpus_covers_every_player_count_and_level():
    counts = {(g["game"], g["players"]) for g in GAMES}
    assert {("ra", n) for n in (2, 3, 4, 5)} | {("la-granja", n) for n in (1, 2, 3, 4)} <= counts
    assert len(GAMES) >= 200
    assert {lv for g in GAMES for lv in g["levels"]} == {"random", "easy", "medium", "hard"}


@pytest.mark.parametrize("chunk", range(8))
def test_corpus_games_replay_to_the_same_scores_and_winners(chunk):
    for g in GAMES[chunk::8]:
        match = Match(g["game"], g["players"], g["seed"], g["options"])
        for ply, data in enumerate(g["moves"], start=1):
            move = match.game.move_from_json(data)
            try:
                match.play(move)
            except Exception as err:  # name the game and ply: a changed rule shows where
                raise AssertionError(f"{g['game']} {g['players']}p seed {g['seed']} ply {ply}: {err}") from err
        s = match.state
        where = f"{g['game']} {g['players']}p seed {g['seed']} {g['options']}"
        assert s.is_terminal(), where
        assert s.scores() == g["scores"], where
        assert s.winners() == g["winners"], where
