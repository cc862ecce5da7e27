"""Hostile files against the engine and its command line (the corpus: tests/data/hostile/make_hostile.py).

A save may name any path, hold any JSON shape and be of any size: each is refused with one line, quickly,
having read nothing but the regular file it is and at most the cap; a data file likewise.
"""
from __future__ import annotations

import resource
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core import records
from engine.core.errors import DataError, OptionError, RecordError
from engine.core.match import Match
from engine.core.options import options_from_pairs
from engine.core.registry import get_game

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "data" / "hostile"))
import make_hostile  # noqa: E402

CORPUS = make_hostile.HERE
SMALL = sorted(n for n in make_hostile.small() if n.endswith(".json"))


@pytest.fixture
def special(tmp_path):
    return make_hostile.special(tmp_path)


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))


def cli(*args: str) -> subprocess.CompletedProcess:
    """`python -m engine ...` in a child held to 2 GB, so a read without end fails there instead of taking the
    machine; the timeout only turns a hang (a FIFO read) into a failure, nothing here is timed."""
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True, text=True, timeout=120,
                          preexec_fn=_limit_memory)


def one_line_error(out: subprocess.CompletedProcess) -> str:
    assert out.returncode == 2, out.stderr
    assert "Traceback" not in out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), out.stderr
    return lines[0]


def test_the_committed_corpus_is_what_the_script_makes():
    for name, content in make_hostile.small().items():
        assert (CORPUS / name).read_bytes() == content, f"{name}: run make_hostile.py"


# --- 1. a save or a person names a path: only the data a record carries; only regular files, capped -----
def test_a_record_never_opens_the_data_file_it_names():
    with pytest.raises(RecordError, match="does not carry") as err:
        records.load(CORPUS / "data_file_passwd.json")
    assert "root" not in str(err.value)


def test_replay_on_the_command_line_refuses_a_record_naming_a_path():
    """Devices are tried in a child process (held to 2 GB): a read of /dev/zero would never end."""
    for name in ("data_file_dev_zero.json", "data_file_passwd.json", "data_file_dev_zero_v1.json"):
        line = one_line_error(cli("replay", str(CORPUS / name)))
        assert "root:" not in line and ("does not carry" in line or "not a regular file" in line)


@pytest.mark.parametrize("target", ["/dev/zero", "/etc/passwd", "fifo"])
def test_an_option_data_file_is_read_only_if_it_is_a_regular_small_file(target, special):
    path = str(special["fifo"]) if target == "fifo" else target
    if target == "/etc/passwd":  # devices and FIFOs only in a child process: a read would hang or never end
        with pytest.raises((DataError, OptionError)) as err:
            options_from_pairs(get_game("la-granja"), [f"data_file={path}"], 2)
        assert "root:" not in str(err.value) and "\n" not in str(err.value)
    for args in (["check-data", "la-granja", path],
                 ["selfplay", "la-granja", "--players", "2", "--games", "1", "--option", f"data_file={path}"]):
        assert "root:" not in one_line_error(cli(*args))


def test_a_data_file_over_the_cap_is_refused(tmp_path):
    big = tmp_path / "big.toml"
    with big.open("wb") as f:
        f.truncate(2 << 20)
    with pytest.raises(DataError, match="big.toml: cannot read the file: larger than"):
        Match("la-granja", 2, 1, {"data_file": str(big)})


# --- 2. JSON shapes that crashed: each a one-line RecordError ----------------------------------------------
@pytest.mark.parametrize("name", [n for n in SMALL if "dev_zero" not in n])  # those: in a child, above
def test_every_damaged_record_is_a_one_line_record_error(name):
    with pytest.raises(RecordError) as err:
        records.load(CORPUS / name)
    assert str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("name", ["deep", "deep_record"])  # the endless and the huge: the next test, in a child
def test_every_special_file_is_a_one_line_record_error(name, special):
    with pytest.raises(RecordError) as err:
        records.load(special[name])
    assert str(err.value) and "\n" not in str(err.value) and len(str(err.value)) < 300


def test_the_command_line_replays_no_damaged_record(special):
    for path in [*(CORPUS / n for n in ("kind_list.json", "kind_object.json", "seed_5000_digits.json")),
                 *(special[n] for n in ("deep", "fifo", "zero", "urandom", "big"))]:
        one_line_error(cli("replay", str(path)))


def test_a_move_kind_of_any_json_type_is_refused():
    game = get_game("ra")
    for kind in (["draw"], {"a": 1}, 3, None, 1.5, True):
        with pytest.raises(RecordError):
            game.move_from_json({"kind": kind})


# --- 3. size caps ------------------------------------------------------------------------------------------
def test_a_record_over_the_cap_is_refused_before_it_is_read(special):
    assert "larger than the 4 MB" in one_line_error(cli("replay", str(special["big"])))
    with pytest.raises(RecordError, match="larger than the 4 MB"):
        records.parse(b" " * (5 << 20))


# --- 11. check-data on a file that is not UTF-8 names it ---------------------------------------------------
@pytest.mark.parametrize("game", ["la-granja", "coal-baron", "agricola"])
def test_check_data_on_a_file_not_utf8_names_the_file(game):
    line = one_line_error(cli("check-data", game, str(CORPUS / "not_utf8.toml")))
    assert "not_utf8.toml" in line and "UTF-8" in line
