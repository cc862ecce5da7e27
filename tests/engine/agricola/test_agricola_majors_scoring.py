"""Major improvements (costs, returning a Fireplace, ovens baking on purchase, the Well, craft bonuses) and
the scoring card: every category's thresholds, with a breakdown that adds up."""
import pytest
from ag_scenario import Scenario, cells

from engine.games.agricola import farm
from engine.games.agricola.data import NG
from engine.games.agricola.moves import STOP, BuyMajor
from engine.games.agricola.scoring import breakdown, by_table


def test_the_major_space_offers_what_the_seat_can_pay_for():
    sc = Scenario(2, cards=("major",))
    sc.give(0, clay=3)
    sc.place("major")
    assert {m.major for m in sc.moves()} == {"fireplace_2", "fireplace_3"}
    sc.play(BuyMajor("fireplace_3"))
    assert sc.have(0, "clay") == 0 and sc.s.owns(0, sc.s.t.major_index["fireplace_3"])


def test_a_cooking_hearth_may_be_had_by_returning_a_fireplace():
    sc = Scenario(2, cards=("major",))
    s = sc.s
    from engine.games.agricola.majors import buy
    sc.give(0, clay=2)
    buy(s, 0, s.t.major_index["fireplace_2"], -1)  # owned already (scenario set-up)
    assert sc.have(0, "clay") == 0
    sc.place("major")
    assert set(sc.moves()) == {BuyMajor("hearth_4", "fireplace_2"), BuyMajor("hearth_5", "fireplace_2")}
    sc.play(BuyMajor("hearth_4", "fireplace_2"))
    assert s.major_owner[s.t.major_index["fireplace_2"]] == -1  # back on the board, for anyone to buy
    assert s.owns(0, s.t.major_index["hearth_4"])
    from engine.games.agricola.majors import cook_rate
    assert cook_rate(s, 0, 9) == (4, s.t.major_index["hearth_4"])


def test_an_oven_bakes_when_bought():
    sc = Scenario(2, cards=("major",))
    sc.give(0, clay=3, stone=1, grain=2)
    sc.place("major", BuyMajor("clay_oven"))
    assert sc.kinds() == {"bake_grain", "stop"}  # the bake bread action that comes with the oven, or not
    sc.play(next(m for m in sc.moves() if m.kind == "bake_grain"))
    assert sc.have(0, "food") == 2 + 5 and sc.have(0, "grain") == 1
    assert sc.s.current_player() == 1  # the clay oven bakes 1 grain a bake action


def test_the_stone_oven_bakes_up_to_2_grain_a_time():
    sc = Scenario(2, cards=("major",))
    sc.give(0, clay=1, stone=3, grain=3)
    sc.place("major", BuyMajor("stone_oven"))
    sc.play(next(m for m in sc.moves() if m.kind == "bake_grain"))
    sc.play(next(m for m in sc.moves() if m.kind == "bake_grain"))
    assert sc.have(0, "food") == 2 + 8 and sc.have(0, "grain") == 1 and sc.s.current_player() == 1


@pytest.mark.parametrize("oven,cost", [("clay_oven", {"clay": 3, "stone": 1}),
                                       ("stone_oven", {"clay": 1, "stone": 3})])
def test_the_bake_that_comes_with_an_oven_may_be_declined_and_the_grain_kept(oven, cost):
    sc = Scenario(2, cards=("major",))
    sc.give(0, grain=2, **cost)
    sc.place("major", BuyMajor(oven))
    assert sc.s.current_player() == 0 and "stop" in sc.kinds()
    sc.play(STOP)
    assert sc.have(0, "grain") == 2 and sc.have(0, "food") == 2
    assert sc.s.owns(0, sc.s.t.major_index[oven]) and sc.s.current_player() == 1


def test_the_well_gives_1_food_on_each_of_the_next_5_rounds():
    sc = Scenario(2, cards=("major",))
    s = sc.s
    sc.give(0, wood=1, stone=3)
    sc.place("major", BuyMajor("well"))
    n = 2
    assert [s.round_food[r * n] for r in range(1, 8)] == [0, 1, 1, 1, 1, 1, 0]
    sc.pass_round()
    assert sc.happened("round_food_taken")[0]["seat"] == 0


def test_the_well_late_gives_only_the_rounds_left():
    s = Scenario(2).s
    s.round = 12
    s.goods[0] = 1
    s.goods[3] = 3
    from engine.games.agricola.majors import buy
    buy(s, 0, s.t.major_index["well"], -1)
    assert [s.round_food[r * 2] for r in range(12, 15)] == [0, 1, 1]


@pytest.mark.parametrize("wood,bonus", [(2, 0), (3, 1), (5, 2), (7, 3), (9, 3)])
def test_joinery_bonus_points_for_wood_left(wood, bonus):
    s = Scenario(2).s
    s.goods[0] = 2 + wood
    s.goods[3] = 2
    from engine.games.agricola.majors import buy
    buy(s, 0, s.t.major_index["joinery"], -1)
    b = breakdown(s, 0)
    assert b["bonus"] == bonus and b["improvements"] == 2


# --- scoring thresholds ---------------------------------------------------------------------------------------
TABLE = {
    "fields": [(0, -1), (1, -1), (2, 1), (3, 2), (4, 3), (5, 4), (6, 4)],
    "pastures": [(0, -1), (1, 1), (2, 2), (3, 3), (4, 4), (5, 4)],
    "grain": [(0, -1), (1, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 3), (8, 4), (12, 4)],
    "vegetable": [(0, -1), (1, 1), (2, 2), (3, 3), (4, 4), (6, 4)],
    "sheep": [(0, -1), (1, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 3), (8, 4)],
    "boar": [(0, -1), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 4)],
    "cattle": [(0, -1), (1, 1), (2, 2), (3, 2), (4, 3), (5, 3), (6, 4)],
}


@pytest.mark.parametrize("category", list(TABLE))
def test_scoring_card_thresholds(category):
    table = getattr(Scenario(1).s.t.scoring, category)
    assert [(k, by_table(table, k)) for k, _ in TABLE[category]] == TABLE[category]


def test_the_starting_farm_scores_as_the_card_says():
    s = Scenario(2).s
    b = breakdown(s, 0)
    assert b["fields"] == b["pastures"] == b["grain"] == b["vegetable"] == -1
    assert b["sheep"] == b["boar"] == b["cattle"] == -1
    assert b["unused"] == -13 and b["family"] == 6 and b["rooms"] == 0
    assert sum(b.values()) == s.scores()[0] == -14


def test_grain_and_vegetables_on_fields_count():
    s = Scenario(2).s
    s.fields[0] = cells("r1c4", "r1c5")
    s.crop[3], s.crop_n[3] = 4, 3
    s.crop[4], s.crop_n[4] = 5, 2
    s.goods[4] = 1
    b = breakdown(s, 0)
    assert b["grain"] == 2 and b["vegetable"] == 2 and b["fields"] == 1
    assert b["unused"] == -11


def test_rooms_stables_people_begging():
    s = Scenario(2).s
    s.house[0] = 1
    assert breakdown(s, 0)["rooms"] == 2
    s.house[0] = 2
    assert breakdown(s, 0)["rooms"] == 4
    s.fences[0] = farm.boundary(cells("r1c5"))
    s.stables[0] = cells("r1c5", "r3c5")
    s.farm_changed(0)
    b = breakdown(s, 0)
    assert b["stables"] == 1  # only the fenced stable scores
    assert b["unused"] == -11  # an unfenced stable's cell is used
    s.people[0] = 5
    s.begging[0] = 2
    b = breakdown(s, 0)
    assert b["family"] == 15 and b["begging"] == -6


def test_scores_add_up_and_ties_share_the_win():
    s = Scenario(2).s
    assert s.scores() == [sum(b.values()) for b in s.breakdown()]
    assert s.winners() == [0, 1]
    s.goods[NG + 7] = 1
    assert s.winners() == [1]
