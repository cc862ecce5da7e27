"""Records carry their component data and name only bot levels this bodoge has; version-1 records still open."""
from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any, cast

import pytest

from engine.bots import LEVELS
from engine.core import records
from engine.core.errors import RecordError
from engine.core.game import CHANCE
from engine.core.match import Match
from engine.games.la_granja.data import DATA_DIR
from engine.games.la_granja.goods import OLIVE
from engine.games.la_granja.state import LGState

BOARD = (DATA_DIR / "board.toml").read_text(encoding="utf-8")
# A user data file that changes one price: olives cost 5 instead of 2
PRICES = BOARD[BOARD.index("[prices]"): BOARD.index("[farm]")].replace("olive = 2, grain", "olive = 5, grain")


def buy_price(m: Match, good: int) -> int:
    return cast(LGState, m.state).t.buy[good]


def play_some(m: Match, plies: int, seed: int = 1) -> Match:
    rng = random.Random(seed)
    while len(m.moves) < plies and not m.state.is_terminal():
        if m.state.current_player() == CHANCE:
            m.resolve_chance()
        else:
            m.play(rng.choice(m.state.legal_moves()))
    return m


@pytest.fixture
def data_file(tmp_path: Path) -> Path:
    path = tmp_path / "mine" / "prices.toml"
    path.parent.mkdir()
    path.write_text(PRICES, encoding="utf-8")
    return path


@pytest.fixture
def saved(tmp_path: Path, data_file: Path) -> tuple[Match, Path]:
    m = play_some(Match("la-granja", 2, seed=5, options={"data_file": str(data_file)}), 60)
    assert buy_price(m, OLIVE) == 5
    path = tmp_path / "save.json"
    records.save(records.record_of(m), path)
    return m, path


def edit(path: Path, change: Any) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def test_a_record_carries_its_data_file_by_content_and_hash(saved: tuple[Match, Path]) -> None:
    _, path = saved
    data = json.loads(path.read_text())
    assert data["version"] == 2
    assert data["data"] == {"name": "prices.toml", "content": PRICES,
                            "sha256": hashlib.sha256(PRICES.encode()).hexdigest()}
    assert "data_text" not in data["options"]  # the content is stored once, in `data`
    assert data["options"]["data_file"] == "prices.toml"  # its name, not where it lay on this disk


def test_a_save_opens_after_its_data_file_moved(saved: tuple[Match, Path], data_file: Path) -> None:
    m, path = saved
    data_file.unlink()
    data_file.parent.rmdir()
    loaded = records.load(path)
    assert buy_price(loaded, OLIVE) == 5
    assert loaded.state.state_hash() == m.state.state_hash()
    # and saved again there (another machine), it still carries the data
    again = records.record_of(loaded)
    assert again.data is not None and again.data.content == PRICES


def test_a_match_reads_its_data_file_once_when_it_starts(data_file: Path, tmp_path: Path) -> None:
    m = Match("la-granja", 2, seed=5, options={"data_file": str(data_file)})
    data_file.unlink()  # moved mid-game: the match and its saves do not notice
    play_some(m, 30)
    records.save(records.record_of(m), tmp_path / "mid.json")
    assert records.load(tmp_path / "mid.json").state.state_hash() == m.state.state_hash()


def test_altered_data_is_refused_by_its_hash(saved: tuple[Match, Path]) -> None:
    _, path = saved
    edit(path, lambda d: d["data"].update(content=d["data"]["content"].replace("olive = 5", "olive = 1")))
    with pytest.raises(RecordError, match="'prices.toml' in the record does not match its hash"):
        records.load(path)


def test_data_that_no_longer_validates_is_a_record_error(saved: tuple[Match, Path]) -> None:
    _, path = saved
    bad = "[farm]\nhand_limit = 0\n"
    edit(path, lambda d: d["data"].update(content=bad, sha256=hashlib.sha256(bad.encode()).hexdigest()))
    with pytest.raises(RecordError, match="component data cannot be used: prices.toml: .*farm"):
        records.load(path)


def test_content_smuggled_into_the_options_is_refused(saved: tuple[Match, Path]) -> None:
    _, path = saved
    edit(path, lambda d: d["options"].update(data_text=PRICES))
    with pytest.raises(RecordError, match="'data_text', which is not an option of La Granja"):
        records.load(path)


def test_a_game_without_data_records_none() -> None:
    rec = records.record_of(play_some(Match("ra", 2, seed=1), 10))
    assert rec.data is None


# --- format version 1 ---------------------------------------------------------------------------------------
def ra_save(tmp_path: Path) -> tuple[Match, Path]:
    m = play_some(Match("ra", 3, seed=7), 80)
    path = tmp_path / "ra.json"
    records.save(records.record_of(m), path)
    return m, path


def test_a_version_1_record_replays_its_moves_without_checking_checkpoints(tmp_path: Path) -> None:
    m, path = ra_save(tmp_path)
    edit(path, lambda d: d.update(version=1, checkpoints={k: "0" * 16 for k in d["checkpoints"]}))
    loaded = records.load(path)  # old hashes come from other state keys: not compared
    assert loaded.state.state_hash() == m.state.state_hash()


def test_a_version_2_record_still_checks_its_checkpoints(tmp_path: Path) -> None:
    _, path = ra_save(tmp_path)
    edit(path, lambda d: d.update(checkpoints={k: "0" * 16 for k in d["checkpoints"]}))
    with pytest.raises(RecordError, match="checkpoint at move 25 does not match"):
        records.load(path)


def test_a_version_1_record_naming_a_data_file_that_moved_says_so(saved: tuple[Match, Path],
                                                                  data_file: Path) -> None:
    m, path = saved
    # v1 records held the path only (v2 onwards name the file and carry its content)
    edit(path, lambda d: (d.update(version=1), d.pop("data"), d["options"].update(data_file=str(data_file))))
    assert records.load(path).state.state_hash() == m.state.state_hash()  # the file is still there
    data_file.unlink()
    with pytest.raises(RecordError, match="component data cannot be used: prices.toml: cannot read the file"):
        records.load(path)


# --- bot levels ---------------------------------------------------------------------------------------------
def test_an_unknown_bot_level_is_refused_by_name(tmp_path: Path) -> None:
    _, path = ra_save(tmp_path)
    edit(path, lambda d: d["seats"][1].update(kind="bot", level="grandmaster"))
    with pytest.raises(RecordError) as err:
        records.load(path)
    assert str(err.value) == ("seat 2 of the save asks for bot level 'grandmaster', which this bodoge does not "
                              f"have (levels: {', '.join(LEVELS)})")


def test_every_bot_level_and_a_human_seat_load(tmp_path: Path) -> None:
    _, path = ra_save(tmp_path)
    for level in LEVELS:
        edit(path, lambda d, lv=level: d["seats"][2].update(kind="bot", level=lv))
        assert records.load(path).num_players == 3
    assert json.loads(path.read_text())["seats"][0]["level"] is None
