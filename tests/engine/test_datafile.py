"""Every game reads its data files through `engine.core.datafile.read_toml`: a bad file says which file (by
name, never the path on this disk) and what is wrong, the same way in every game."""
from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import BaseModel

from engine.core.datafile import read_toml
from engine.core.errors import DataError
from engine.games.agricola.cards_data import read_deck
from engine.games.agricola.data import read_file as agricola_file
from engine.games.coal_baron.data import read_file as coal_baron_file
from engine.games.la_granja.data import read_file as la_granja_file


class Small(BaseModel):
    size: int


def test_a_missing_file_is_named_without_its_directory(tmp_path: Path):
    with pytest.raises(DataError) as err:
        read_toml(tmp_path / "gone.toml", Small)
    assert str(err.value).startswith("gone.toml: cannot read the file")
    assert str(tmp_path) not in str(err.value)


def test_not_toml_and_a_bad_field(tmp_path: Path):
    bad = tmp_path / "bad.toml"
    bad.write_text("size = = 3", encoding="utf-8")
    with pytest.raises(DataError, match=r"^bad\.toml: not valid TOML"):
        read_toml(bad, Small)
    bad.write_text('size = "three"', encoding="utf-8")
    with pytest.raises(DataError, match=r"^bad\.toml: size: "):
        read_toml(bad, Small)
    with pytest.raises(DataError, match=r"^bad\.toml: at size: "):
        read_toml(bad, Small, lambda loc, raw: "at " + ".".join(map(str, loc)))


@pytest.mark.parametrize("reader", [agricola_file, read_deck, coal_baron_file, la_granja_file])
def test_every_game_reads_through_it(tmp_path: Path, reader):
    with pytest.raises(DataError) as err:
        reader(tmp_path / "mine.toml")
    assert str(err.value).startswith("mine.toml: cannot read the file")
    bad = tmp_path / "mine.toml"
    bad.write_text("[[x]\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"^mine\.toml: .*not valid TOML"):
        reader(bad)
