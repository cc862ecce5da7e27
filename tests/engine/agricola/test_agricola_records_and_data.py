"""Records written by hand (docs/notation/agricola.md), the data file check, options and descriptions."""
import json
import subprocess
import sys

import pytest

from engine.core import records
from engine.core.errors import DataError, RecordError
from engine.core.match import Match
from engine.games.agricola import GAME
from engine.games.agricola.data import DATA_FILE


def hand_record(moves):
    return json.dumps({"format": "bodoge-record", "version": records.VERSION, "game": "agricola", "seed": 0,
                       "options": {"family": True},
                       "seats": [{"name": "A"}, {"name": "B"}], "moves": moves})


def test_a_record_written_by_hand_replays():
    moves = [
        {"kind": "start_player", "seat": 0},
        {"kind": "reveal_round", "card": "fences"},
        {"kind": "place", "space": "wood_3"},
        {"kind": "place", "space": "grain"},
        {"kind": "place", "space": "day_laborer"},
        {"kind": "choose_goods", "goods": ["wood"]},
        {"kind": "place", "space": "fishing"},
        {"kind": "reveal_round", "card": "sheep"},
        {"kind": "place", "space": "fences"},
        {"kind": "fence", "cells": ["r1c5"]},
    ]
    m = records.replay(records.parse(hand_record(moves)))
    s = m.state
    assert s.round == 2 and s.current_player() == 1
    assert len(s.pasture[0]) == 1 and s.goods[0] == 0  # 4 wood for the 4 fences of one cell
    assert s.goods[10 + 4] == 1 and s.goods[10 + 6] == 3 + 1


def test_a_record_with_an_illegal_move_is_refused():
    moves = [{"kind": "start_player", "seat": 0}, {"kind": "reveal_round", "card": "growth"}]
    with pytest.raises(RecordError):
        records.replay(records.parse(hand_record(moves)))


def test_moves_round_trip_through_json():
    for move in Match(GAME, 2, seed=3).state.chance_outcomes():
        assert GAME.move_from_json(GAME.move_to_json(move[0])) == move[0]
    with pytest.raises(RecordError):
        GAME.move_from_json({"kind": "fence", "cells": "r1c1"})


def test_the_full_game_is_the_default_and_the_family_game_is_an_option():
    assert Match(GAME, 2).options["family"] is False
    assert Match(GAME, 2).state.k is not None
    assert Match(GAME, 2, options={"family": True}).state.k is None


def test_the_data_file_checks():
    out = subprocess.run([sys.executable, "-m", "engine", "check-data", "agricola", str(DATA_FILE)],
                         capture_output=True, text=True, check=True).stdout
    assert "40 action spaces" not in out and "14 round cards in 6 stages" in out and "10 major" in out


@pytest.mark.parametrize("change,where", [
    (("accumulate = { wood = 3 }", "accumulate = { wood = -3 }"), "space"),
    (('id = "fireplace_3"', 'id = "fireplace_2"'), "share an id"),
    (("stage = 6", "stage = 5"), "stage"),
    (("mode = \"then\"\nparts = [{ op = \"renovate\" }, { op = \"fences\" }]",
      "mode = \"then\"\nparts = [{ op = \"renovate\" }]"), "mode"),
    (('{ op = "buy", pay = { food = 1 }', '{ op = "buy", pay = { wood = 1 }'), "food"),
    (("cattle = { none = -1, at = [1, 2, 4, 6]", "cattle = { none = -1, at = [1, 4, 2, 6]"), "rise"),
])
def test_a_bad_data_file_names_where(tmp_path, change, where):
    text = DATA_FILE.read_text(encoding="utf-8")
    old, new = change
    assert old in text
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataError, match=where):
        GAME.check_data(str(bad))


def test_every_move_reads_in_both_languages():
    m = Match(GAME, 3, seed=2)
    import random
    rng = random.Random(2)
    s = m.state
    seen = 0
    while not s.is_terminal() and seen < 300:
        if s.current_player() < 0:
            m.resolve_chance()
            continue
        for move in s.legal_moves():
            en, ja = GAME.describe(move, "en"), GAME.describe(move, "ja")
            assert en and ja and en != ja
            seen += 1
        m.play(rng.choice(s.legal_moves()))
    assert s.prompt() is None or s.prompt().ja
