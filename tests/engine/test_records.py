"""Records: round trips, deterministic replay, atomic saves, and broken files refused in words."""
import json

import pytest
from ra_script import play, win_lot

from engine.core import records
from engine.core.errors import RecordError
from engine.core.match import Match


def finished_match(seed: int = 3) -> Match:
    import random

    from engine.core.game import CHANCE
    m = Match("ra", 3, seed=seed)
    rng = random.Random(seed)
    while not m.state.is_terminal():
        if m.state.current_player() == CHANCE:
            m.resolve_chance()
        else:
            m.play(rng.choice(m.state.legal_moves()))
    return m


@pytest.fixture
def saved(tmp_path):
    m = finished_match()
    path = tmp_path / "game.json"
    records.save(records.record_of(m), path)
    return m, path


def test_round_trip_replays_to_the_same_state(saved):
    m, path = saved
    loaded = records.load(path)
    assert loaded.state.state_hash() == m.state.state_hash()
    assert loaded.state.scores() == m.state.scores()
    assert json.loads(path.read_text())["final"]["scores"] == m.state.scores()


def test_a_resumed_match_draws_what_the_uninterrupted_one_would(tmp_path):
    a = Match("ra", 2, seed=11)
    a.resolve_all_chance()
    a.play(a.state.legal_moves()[0])  # draw
    records.save(records.record_of(a), tmp_path / "mid.json")
    b = records.load(tmp_path / "mid.json")
    a.resolve_chance()
    b.resolve_chance()
    assert a.moves[-1] == b.moves[-1] and a.state.state_hash() == b.state.state_hash()


def test_scripted_record_by_hand(tmp_path):
    m = win_lot(play("draw:gold draw:god"), 1, 8)
    rec = records.record_of(m)
    path = tmp_path / "hand.json"
    path.write_text(records.dumps(rec))
    assert records.load(path).state.held[1][2] == 1  # gold


def test_save_is_atomic_and_leaves_no_temp_files(saved, tmp_path):
    _, path = saved
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def broken(path, mutate):
    data = json.loads(path.read_text())
    mutate(data)
    path.write_text(json.dumps(data))


def test_truncated_file_is_refused(saved):
    _, path = saved
    path.write_text(path.read_text()[:200])
    with pytest.raises(RecordError, match="not valid JSON"):
        records.load(path)


def test_empty_and_missing_files_are_refused(tmp_path):
    (tmp_path / "empty.json").write_text("")
    with pytest.raises(RecordError, match="empty"):
        records.load(tmp_path / "empty.json")
    with pytest.raises(RecordError, match="cannot read"):
        records.load(tmp_path / "nope.json")


def test_foreign_json_is_refused(tmp_path):
    (tmp_path / "x.json").write_text('{"hello": "world"}')
    with pytest.raises(RecordError, match="not a bodoge record"):
        records.load(tmp_path / "x.json")
    (tmp_path / "y.json").write_text('[1, 2]')
    with pytest.raises(RecordError, match="not a bodoge record"):
        records.load(tmp_path / "y.json")


def test_wrong_game_id_is_refused(saved):
    _, path = saved
    broken(path, lambda d: d.update(game="chess"))
    with pytest.raises(RecordError, match="'chess'"):
        records.load(path)


def test_future_version_is_refused(saved):
    _, path = saved
    broken(path, lambda d: d.update(version=99))
    with pytest.raises(RecordError, match="version 99"):
        records.load(path)


def test_illegal_move_in_the_log_is_refused(saved):
    _, path = saved
    broken(path, lambda d: d["moves"].__setitem__(3, {"kind": "bid", "sun": 16}))
    with pytest.raises(RecordError, match="move 4 .*illegal"):
        records.load(path)


def test_unknown_move_kind_is_refused(saved):
    _, path = saved
    broken(path, lambda d: d["moves"].__setitem__(2, {"kind": "teleport"}))
    with pytest.raises(RecordError, match="'teleport' is not a move of Ra"):
        records.load(path)


def test_tampered_checkpoint_is_refused(saved):
    _, path = saved

    def tamper(d):
        ply = max(d["checkpoints"], key=int)
        d["checkpoints"][ply] = "0" * 16
    broken(path, tamper)
    with pytest.raises(RecordError, match="checkpoint at move .* does not match"):
        records.load(path)


def test_a_record_from_an_older_state_layout_replays_without_comparing_checkpoints(saved):
    m, path = saved

    def old_layout(d):
        d["version"] = records.CHECKED_FROM - 1
        d["checkpoints"] = {ply: "0" * 16 for ply in d["checkpoints"]}  # hashes of the old layout
    broken(path, old_layout)
    assert records.load(path).state.state_hash() == m.state.state_hash()


def test_missing_field_is_refused(saved):
    _, path = saved
    broken(path, lambda d: d.pop("seed"))
    with pytest.raises(RecordError, match="'seed'"):
        records.load(path)


def test_wrong_seat_count_is_refused(saved):
    _, path = saved
    broken(path, lambda d: d.update(seats=[{"name": "solo"}]))
    with pytest.raises(RecordError, match="1 seats"):
        records.load(path)


def test_checkpoints_are_kept_as_the_match_goes_and_survive_a_rewind(tmp_path):
    m = finished_match(seed=4)
    rec = records.record_of(m)
    assert {25, 50, len(m.moves)} <= set(rec.checkpoints)
    back = m.rewound(60)
    assert back.state.state_hash() == records.replay(records.parse(records.dumps(records.record_of(m))))\
        .rewound(60).state.state_hash()
    rec_back = records.record_of(back)
    assert set(rec_back.checkpoints) == {25, 50, 60}
    records.save(rec_back, tmp_path / "back.json")
    assert records.load(tmp_path / "back.json").state.state_hash() == back.state.state_hash()
