"""The bots' valuation understands the final balance penalty, majorities and orders."""
from cb_scenario import hold, setup

from engine.bots.greedy import GreedyBot
from engine.games.coal_baron import GAME
from engine.games.coal_baron.moves import Place


def margin(s, seat=0):
    return GAME.bot.heuristic(s, seat)


def test_an_unbalanced_pit_is_worth_less_the_later_it_is():
    s = setup(2).state
    s.shift = 3  # little time left to even it out
    balanced, lopsided = s.clone(), s.clone()
    balanced.lit[0], balanced.dark[0] = 1, 1
    lopsided.lit[0], lopsided.dark[0] = 2, 0
    assert margin(balanced) > margin(lopsided) + 0.5  # 4 points at the end; a shift left to even it out
    s.shift = 1
    early = s.clone()
    early.lit[0], early.dark[0] = 2, 0
    assert margin(lopsided) < margin(early) <= margin(s)


def test_a_lead_in_a_coal_majority_is_worth_more_than_a_tie():
    s = setup(3).state
    tie, lead = s.clone(), s.clone()
    tie.dcol[3] = tie.dcol[4 + 3] = 2
    lead.dcol[3], lead.dcol[4 + 3] = 3, 2
    assert margin(lead) > margin(tie)


def test_a_completed_order_is_worth_more_than_an_open_one():
    s = setup(2).state
    s.held[0].clear()
    open_, done = s.clone(), s.clone()
    hold(open_, 0, "carriage_KKK")
    hold(done, 0, "carriage_KKK", filled=True)
    assert margin(done) > margin(open_) + 5


def test_medium_delivers_a_completed_order():
    s = setup(2).state
    s.held[0].clear()
    hold(s, 0, "motorcar_KKK", filled=True)
    move = GreedyBot(seed=1, noise=0.0).choose(s.observation(0), 0)
    assert move == Place("deliver_motorcar")
