"""Setup and the round structure: start player and food, the board by player count, round cards shuffled
within their stage (scripted chance), accumulation and refill, the work phase, harvest rounds, the end."""
import pytest
from ag_scenario import Scenario, to_round

from engine.core.errors import IllegalMove
from engine.core.game import CHANCE, TERMINAL
from engine.core.match import Match
from engine.games.agricola import GAME
from engine.games.agricola.moves import RevealRound


def test_start_player_has_2_food_the_others_3():
    sc = Scenario(3, start=1)
    assert [sc.have(p, "food") for p in range(3)] == [3, 2, 3]
    assert sc.s.current_player() == 1
    assert sc.s.people == [2, 2, 2]


def test_solo_game_starts_without_food_and_the_wood_space_gets_2():
    sc = Scenario(1)
    assert sc.have(0, "food") == 0
    wood = sc.s.t.space_index["wood_3"]
    assert sc.s.stock[10 * wood] == 2
    from engine.games.agricola.round import food_due
    assert food_due(sc.s, 0) == 6  # 3 food a person in the solo game


@pytest.mark.parametrize("n,extra", [(1, set()), (2, set()), (3, {"p3_resource", "p3_two_resources", "p3_wood_2",
                                                                     "p3_clay_1"}),
                                     (4, {"p4_reed_stone_food", "p4_traveling_players", "p4_wood_1", "p4_clay_2",
                                          "p4_wood_2", "p4_two_resources"}),
                                     (5, {"p5_animals", "p5_room_or_players", "p5_reed_stone_wood", "p5_wood_4",
                                          "p5_clay_3", "p5_resources_or_growth"})])
def test_the_board_depends_on_the_player_count(n, extra):
    sc = Scenario(n)
    t = sc.s.t
    permanent = {"rooms_stables", "start_player", "grain", "plow", "stable_bake", "day_laborer", "wood_3", "clay_1",
                 "reed_1", "fishing"}
    assert {t.space_ids[i] for i in sc.s.board} == permanent | extra | {"sow_bake"}


def test_round_cards_come_from_their_own_stage_only():
    m = Match(GAME, 2, seed=1, options={"family": True})
    m.play(m.state.chance_outcomes()[0][0])
    s = m.state
    assert s.current_player() == CHANCE
    options = {o.card for o, _ in s.chance_outcomes()}
    assert options == {"sow_bake", "fences", "major", "sheep"}
    with pytest.raises(IllegalMove):
        m.play(RevealRound("growth"))  # a stage-2 card cannot come in round 1
    m.play(RevealRound("sheep"))
    assert s.round == 1 and s.t.space_ids[s.cards[0]] == "sheep"


def test_a_revealed_card_does_not_come_again_and_stage_2_starts_in_round_5():
    sc = Scenario(2, cards=("major", "sheep", "fences", "sow_bake", "renovate_major"))
    to_round(sc, 2)
    assert {o.card for o, _ in _next_outcomes(sc)} == {"fences", "sow_bake"}
    to_round(sc, 4)
    assert {o.card for o, _ in _next_outcomes(sc)} == {"growth", "stone_stage2", "renovate_major"}


def _next_outcomes(sc):
    """The chance outcomes of the next reveal (the current round played out on a clone)."""
    c = Scenario.__new__(Scenario)
    c.m = sc.m.rewound(len(sc.m.moves))
    c.cards = []
    c.events = []
    r = c.s.round
    while c.s.round == r:
        c.m.play(c.s.legal_moves()[0])
    return c.s.chance_outcomes()


def test_accumulating_spaces_fill_every_round_taken_or_not():
    sc = Scenario(2)
    s = sc.s
    wood = s.t.space_index["wood_3"]
    fish = s.t.space_index["fishing"]
    assert s.stock[10 * wood] == 3 and s.stock[10 * fish + 6] == 1
    sc.place("wood_3")
    assert sc.have(0, "wood") == 3 and s.stock[10 * wood] == 0
    sc.pass_round(["grain", "plow", "day_laborer", "clay_1", "reed_1"])
    assert s.round == 2
    assert s.stock[10 * wood] == 3 and s.stock[10 * fish + 6] == 2  # fishing untaken: 1 more


def test_each_seat_places_one_person_at_a_time_from_the_start_player():
    sc = Scenario(2, start=1)
    order = []
    while sc.s.round == 1:
        order.append(sc.s.current_player())
        sc.play(sc.moves()[0])
        while sc.s.current_player() >= 0 and sc.s.pending[-1].__class__.__name__ != "PlaceWorker" and sc.s.round == 1:
            sc.play(sc.moves()[0])
    assert order == [1, 0, 1, 0]


def test_an_occupied_space_cannot_be_taken():
    sc = Scenario(2)
    sc.place("grain")
    assert "grain" not in sc.spaces()
    with pytest.raises(IllegalMove, match="already"):
        sc.place("grain")


def test_the_start_player_space_moves_the_start_from_the_next_round():
    sc = Scenario(2, start=0)
    sc.place("grain")
    sc.place("start_player")  # seat 1
    assert sc.s.start == 0
    assert sc.have(1, "food") == 3 + 1
    sc.pass_round()
    assert sc.s.start == 1 and sc.s.current_player() == 1


def test_harvests_come_after_rounds_4_7_9_11_13_14_and_the_game_ends_after_the_last():
    sc = Scenario(1)
    s = sc.s
    while not s.is_terminal():
        sc.pass_round(["fishing", "day_laborer"])
    assert [e["round"] for e in sc.happened("round_started")] == list(range(1, 15))
    fed = [e for e in sc.happened("family_fed")]
    harvested = sc.happened("fields_harvested")
    assert len(fed) == 6 and len(harvested) == 6
    assert s.current_player() == TERMINAL and s.round == 14
    # feeding follows the rounds 4, 7, 9, 11, 13 and 14: count the round starts before each feeding
    rounds_before = []
    for e in sc.events:
        if e.kind == "round_started":
            last = e["round"]
        if e.kind == "family_fed":
            rounds_before.append(last)
    assert rounds_before == [4, 7, 9, 11, 13, 14]
    assert sc.happened("game_scored")
