"""The bots' valuation knows the scoring table, feeding and family growth."""
from ag_scenario import Scenario, cells

from engine.games.agricola import GAME
from engine.games.agricola.heuristic import _static
from engine.games.agricola.moves import Place


def test_a_missing_food_at_the_coming_harvest_weighs_like_begging():
    s = Scenario(2).s
    s.round = 4
    fed = s.clone()
    fed.goods[6] = 4
    hungry = s.clone()
    hungry.goods[6] = 0
    assert _static(fed, 0) - _static(hungry, 0) > 4 * 2


def test_a_person_is_worth_its_points_and_actions_less_the_food_it_will_eat():
    s = Scenario(2).s
    s.round = 5
    s.goods[6] = 40  # enough to feed a third person to the end
    grown = s.clone()
    grown.people[0] = 3
    fed = _static(grown, 0) - _static(s, 0)
    assert fed > 3 + 5
    s.goods[6] = 0  # nothing to feed it with: its meals weigh as begging, less what its work may bring in
    grown.goods[6] = 0
    assert _static(grown, 0) - _static(s, 0) < fed - 1


def test_a_free_room_is_worth_something_while_growth_is_ahead():
    s = Scenario(2).s
    roomy = s.clone()
    roomy.rooms[0] |= cells("r1c1")
    assert _static(roomy, 0) > _static(s, 0) + 1  # a room (+1 used cell) and the growth it allows


def test_the_scoring_table_counts_a_first_field_and_a_first_animal():
    s = Scenario(2).s
    field = s.clone()
    field.fields[0] = cells("r1c5")
    assert _static(field, 0) > _static(s, 0)  # -1 unused cell gone, still -1 for fields: never worse
    sheep = s.clone()
    sheep.goods[7] = 1
    assert _static(sheep, 0) - _static(s, 0) > 1.9  # -1 to +1


def test_placing_is_valued_by_what_the_action_will_do():
    sc = Scenario(2, cards=("fences",))
    sc.give(0, wood=8)
    s = sc.s
    after = s.clone()
    after.apply(Place("fences"))  # the fencing is under way: its value counts the pasture it will make
    assert GAME.bot.heuristic(after, 0) > GAME.bot.heuristic(s, 0)
