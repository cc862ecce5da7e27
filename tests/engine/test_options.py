"""Game options on the command line: `KEY=VALUE` pairs checked by the game's options model."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.errors import DataError, OptionError
from engine.core.options import internal_options, option_specs, options_from_pairs, parse_pairs
from engine.core.registry import get_game

LG = get_game("la-granja")


def test_pairs_are_read_as_json_where_they_parse() -> None:
    opts = parse_pairs(["draft=true", "full_value_removal_scores=false"], LG.options_model, "La Granja")
    assert opts == {"draft": True, "full_value_removal_scores": False, "village_store_own_bonus": True,
                    "data_file": None}


def test_a_text_option_takes_the_value_as_written() -> None:
    assert parse_pairs(["data_file=2024"], LG.options_model)["data_file"] == "2024"  # a name, not a number


@pytest.mark.parametrize("pairs,message", [
    (["colour=red"], "La Granja has no option 'colour' (options: full_value_removal_scores, draft, "
                     "village_store_own_bonus, data_file)"),
    (["draft=maybe"], "bad option 'draft' for La Granja: Input should be a valid boolean"),
    (["draft"], "an option is KEY=VALUE, not 'draft'"),
    (["data_text=x"], "La Granja has no option 'data_text'"),  # bookkeeping, not an option
])
def test_a_bad_pair_is_one_line_naming_it(pairs: list[str], message: str) -> None:
    with pytest.raises(OptionError) as err:
        parse_pairs(pairs, LG.options_model, "La Granja")
    assert str(err.value).startswith(message) and "\n" not in str(err.value)


def test_internal_options_are_not_shown() -> None:
    assert internal_options(LG.options_model) == {"data_text"}
    assert [s.name for s in option_specs(LG.options_model)] == [
        "full_value_removal_scores", "draft", "village_store_own_bonus", "data_file"]


def test_options_from_pairs_sets_up_a_match_so_a_bad_data_file_fails_at_once(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[farm]\nhand_limit = 0\n")
    with pytest.raises(DataError, match="bad.toml: entry farm"):
        options_from_pairs(LG, [f"data_file={bad}"], 2)
    assert options_from_pairs(LG, None, 2) == {"full_value_removal_scores": True, "draft": False,
                                               "village_store_own_bonus": True, "data_file": None}
