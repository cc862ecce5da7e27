"""Component data: the default files load; broken files are refused naming file, entry and field."""
from pathlib import Path

import pytest

from engine.core.errors import DataError
from engine.core.match import Match
from engine.games.la_granja import GAME
from engine.games.la_granja.data import DATA_DIR, load_tables
from engine.games.la_granja.goods import OLIVE

CARDS = (DATA_DIR / "cards.toml").read_text(encoding="utf-8")
BOARD = (DATA_DIR / "board.toml").read_text(encoding="utf-8")


def test_default_data_loads_with_66_cards_24_roofs_and_6_buildings():
    t = load_tables()
    assert len(t.cards) - 1 == 66 and len(t.roofs) == 24 and len(t.building_rows) == 6
    assert sorted(t.start_space) == [2, 3, 4, 5] and sum(t.market_blocked_small) == 10
    assert all(len(t.roofs_by_round[r]) == 4 for r in range(1, 7))


def test_verified_facts_are_used_exactly():
    t = load_tables()
    assert (t.upgrade_cost[6], t.upgrade_cost[7]) == (2, 3)  # food 2, wine 3
    assert (t.sell[2], t.sell[3], t.sell[4], t.sell[5], t.sell[9]) == (1, 1, 2, 3, 4)
    c23 = t.cards[23]
    assert c23.effect == "free_upgrade" and c23.once and c23.crop == 4 and c23.barrow_value == 2
    assert sum(c23.barrow_need) == 2 and c23.ext_delivery and c23.ext_den
    assert [t.cards[i].effect for i in range(1, 7)] == ["upgrade_discount", "removed_vp", "two_options",
                                                         "play_card", "reserve_space", "round_revenue"]


@pytest.mark.parametrize("name", ["cards.toml", "board.toml"])
def test_check_data_accepts_the_default_files(name):
    assert "OK" in GAME.check_data(str(DATA_DIR / name))


def broken(tmp_path: Path, text: str, name: str = "user.toml") -> str:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return str(p)


@pytest.mark.parametrize("edit,words", [
    (lambda t: t + "\nthis is = = not toml", ["user.toml", "not valid TOML"]),
    (lambda t: t.replace('field = { crop = "olive", spaces = 2, source = "placeholder" }\n', "", 1),
     ["user.toml", "cards[id=1]", "field", "required"]),
    (lambda t: t.replace("spaces = 2", 'spaces = "two"', 1), ["user.toml", "cards[id=1]", "field.spaces"]),
    (lambda t: t.replace('effect = "upgrade_discount"', 'effect = "teleport"', 1),
     ["cards[id=1]", "helper.effect", "unknown effect 'teleport'"]),
    (lambda t: t.replace("id = 2\n", "id = 1\n", 1), ["cards[id=1]", "id", "duplicate card id 1"]),
    (lambda t: t[: t.rindex("[[cards]]")], ["entry cards", "66 farm cards, found 65"]),
    (lambda t: t.replace("params = { good = \"any\", amount = 1 }", "params = { good = \"any\" }", 1),
     ["cards[id=1]", "helper.params.amount"]),
    (lambda t: t.replace('source = "verified"', 'source = "rumour"', 1), ["cards[id=1]", "helper.source"]),
])
def test_broken_card_files_are_refused_naming_file_entry_and_field(tmp_path, edit, words):
    path = broken(tmp_path, edit(CARDS))
    with pytest.raises(DataError) as err:
        GAME.check_data(path)
    for w in words:
        assert w in str(err.value), str(err.value)


@pytest.mark.parametrize("edit,words", [
    (lambda t: t.replace("round = 6", "round = 5", 1), ["roofs", "round", "round 5 must have 4 roof tiles"]),
    (lambda t: t.replace('craft = "deli"', 'craft = "bakery"'), ["buildings[number=4]", "craft"]),
    (lambda t: t.replace("value = 2\nstart = true", "value = 6\nstart = true"), ["market", "start"]),
    (lambda t: t.replace("food = 2", "food = -2"), ["prices", "upgrade.food"]),
    (lambda t: t.replace("points = [0, 0, 1", "points = [0, 3, 1"), ["siesta", "points", "must not decrease"]),
])
def test_broken_board_files_are_refused_naming_file_entry_and_field(tmp_path, edit, words):
    path = broken(tmp_path, edit(BOARD), "board.toml")
    with pytest.raises(DataError) as err:
        GAME.check_data(path)
    for w in words:
        assert w in str(err.value), str(err.value)


def test_a_user_data_file_replaces_sections(tmp_path):
    text = BOARD[BOARD.index("[prices]"): BOARD.index("[farm]")].replace("olive = 2, grain", "olive = 5, grain")
    path = broken(tmp_path, text, "prices.toml")
    assert "prices" in GAME.check_data(path)
    m = Match(GAME, 2, options={"data_file": path})
    assert m.state.t.buy[OLIVE] == 5


def test_a_bad_user_data_file_fails_the_new_game(tmp_path):
    path = broken(tmp_path, "[farm]\nhand_limit = 0\n")
    with pytest.raises(DataError, match="farm"):
        Match(GAME, 2, options={"data_file": path})
