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


def _gain(s, seat: int = 0, **goods: int) -> float:
    """What these goods add to the seat's valuation."""
    from engine.games.agricola.data import NG, G
    more = s.clone()
    for name, k in goods.items():
        more.goods[NG * seat + G[name]] += k
    return _static(more, 0) - _static(s, 0)


def test_reed_is_worth_more_to_a_seat_holding_a_room_s_wood():
    """Bots sat on 9 wood for half a game without the reed a room needs (it looked worth half a point)."""
    s = Scenario(2).s
    s.round = 3
    wooded = s.clone()
    wooded.goods[0] = 5
    assert _gain(wooded, reed=2) > _gain(s, reed=2) + 0.5


def test_seed_is_worth_more_with_an_empty_field_to_sow_it_in():
    """Fields plowed in rounds 1-4 stayed empty until round 12 while the seat held grain."""
    s = Scenario(2).s
    s.round = 3
    s.goods[4] = 1
    field = s.clone()
    field.fields[0] = cells("r1c5", "r2c5")
    assert _gain(field, grain=1) > _gain(s, grain=1) + 0.3


def test_clay_and_reed_for_a_renovation_are_worth_part_of_the_points_it_adds():
    s = Scenario(2).s
    s.round = 6
    assert _gain(s, clay=2, reed=1) > 2 * 0.35 + 0.5 + 0.5  # the goods alone, and more


def test_a_cooking_improvement_is_worth_more_while_rounds_are_left_to_use_it():
    from ag_scenario import own
    early = Scenario(2).s
    early.round = 2
    late = early.clone()
    late.round = 13
    gains = []
    for s in (early, late):
        cooking = s.clone()
        own(cooking, 0, "fireplace_2")
        gains.append(_static(cooking, 0) - _static(s, 0))
    assert gains[0] > gains[1] + 2
