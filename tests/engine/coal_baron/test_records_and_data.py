"""Records written by hand (docs/notation/coal-baron.md), damaged records, and the data file check."""
import json
import subprocess
import sys

import pytest
from cb_scenario import tables

from engine.core import records
from engine.core.errors import DataError, RecordError
from engine.games.coal_baron import GAME
from engine.games.coal_baron.data import DATA_FILE


def hand_record(moves):
    return json.dumps({"format": "bodoge-record", "version": records.VERSION, "game": "coal-baron", "seed": 0,
                       "seats": [{"name": "A"}, {"name": "B"}], "moves": moves})


def opening():
    t = tables()
    tiles = [t.tile_names[k] for k in t.tile_deck]
    return [
        {"kind": "start_player", "seat": 1},
        {"kind": "shuffle_tiles", "tiles": tiles},
        {"kind": "shuffle_orders", "orders": list(t.order_names)},
    ]


def test_a_record_written_by_hand_replays():
    t = tables()
    moves = opening()
    # 2 players, start player 1: seat 0 (the last player) drafts first; the revealed orders are the
    # top seven of the stack as listed
    draft = list(t.order_names[:7])
    for i in (1, 0, 2, 3, 4, 5):  # seat 0 takes draft[1], seat 1 takes draft[0] = wheelbarrow_Y, ...
        moves.append({"kind": "draft_order", "order": draft[i]})
    moves += [{"kind": "place", "space": "mine_6"}, {"kind": "move_cage", "level": 1},
              {"kind": "load", "colour": "yellow"}, {"kind": "move_cage", "level": 0},
              {"kind": "fill", "order": "wheelbarrow_Y", "colour": "yellow", "source": "cage"},
              {"kind": "stop_mining"}, {"kind": "place", "space": "money_4"},
              {"kind": "place", "space": "deliver_wheelbarrow"}]
    m = records.replay(records.parse(hand_record(moves)))
    s = m.state
    assert s.vp == [0, 2] and s.money == [14, 10]
    assert [t.order_names[c] for c in s.delivered[1]] == ["wheelbarrow_Y"]
    assert t.order_names[s.oslots[1]] == draft[6]


def test_a_shuffle_that_is_not_the_whole_stack_is_refused():
    moves = opening()
    moves[1]["tiles"] = moves[1]["tiles"][:-1]
    with pytest.raises(RecordError, match="move 2 .*not a possible chance outcome"):
        records.replay(records.parse(hand_record(moves)))


def test_an_unknown_card_or_space_is_refused_with_the_reason():
    moves = opening() + [{"kind": "draft_order", "order": "rocket_KKK"}]
    with pytest.raises(RecordError, match="move 4 .*not among the orders revealed"):
        records.replay(records.parse(hand_record(moves)))
    moves = opening() + [{"kind": "draft_order", "order": 3}]
    with pytest.raises(RecordError, match="field 'order'"):
        records.replay(records.parse(hand_record(moves)))
    moves = opening() + [{"kind": "dig", "level": 3}]
    with pytest.raises(RecordError, match="'dig' is not a move of Coal Baron"):
        records.replay(records.parse(hand_record(moves)))


def test_a_tampered_checkpoint_is_refused():
    data = json.loads(hand_record(opening()))
    data["checkpoints"] = {"3": "0" * 16}
    with pytest.raises(RecordError, match="checkpoint at move 3"):
        records.replay(records.parse(json.dumps(data)))


def test_the_house_data_checks():
    assert "48 tunnel tiles" in GAME.check_data(str(DATA_FILE))
    assert "44 order cards" in GAME.check_data(str(DATA_FILE))


def test_a_damaged_data_file_names_the_entry(tmp_path):
    text = DATA_FILE.read_text(encoding="utf-8")
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace('{ points = 9, cubes = "KK" }', '{ points = 9, cubes = "KX" }', 1), encoding="utf-8")
    with pytest.raises(DataError, match="order list A card 9: unknown colour letter"):
        GAME.check_data(str(bad))
    bad.write_text(text.replace("cost = 3\n", "cost = -3\n", 1), encoding="utf-8")
    with pytest.raises(DataError, match=r"colour\.2\.cost"):
        GAME.check_data(str(bad))
    bad.write_text(text.replace('"mine_8", "order_1"', '"mine_9", "order_1"', 1), encoding="utf-8")
    with pytest.raises(DataError, match="no space 'mine_9'"):
        GAME.check_data(str(bad))
    bad.write_text(text + "\n[[oops", encoding="utf-8")
    with pytest.raises(DataError, match="not valid TOML"):
        GAME.check_data(str(bad))


def test_check_data_from_the_command_line(tmp_path):
    ok = subprocess.run([sys.executable, "-m", "engine", "check-data", "coal-baron", str(DATA_FILE)],
                        capture_output=True, text=True)
    assert ok.returncode == 0 and "OK" in ok.stdout
    bad = tmp_path / "bad.toml"
    bad.write_text("[tiles]\ncopies = 0\n", encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "engine", "check-data", "coal-baron", str(bad)],
                         capture_output=True, text=True)
    assert out.returncode == 2 and "bad.toml" in out.stderr
