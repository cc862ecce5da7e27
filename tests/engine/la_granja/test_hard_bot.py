"""The hard bot in La Granja: free actions can go round in circles (an olive that sells for what it
costs to buy back), and a bot must never do so — a game against it would never end."""
from lg_scenario import give, install, setup

from engine.bots.mcts import MctsBot, Node
from engine.games.la_granja.moves import Buy, Sell

OIL_PRESSER = 14  # olive sells for 2, as much as it costs to buy


def neutral_olive_market():
    m = setup(2)
    install(m, 0, helpers=[OIL_PRESSER])
    give(m, 0, olive=2, silver=4)
    assert m.state.current_player() == 0
    return m


def test_the_search_never_steps_back_into_a_position_of_the_same_run():
    m = neutral_olive_market()
    s = m.state
    start = s.observation(0)
    m.play(Sell("olive"))
    now = s.observation(0)
    assert Buy("olive") in now.legal_moves()

    def favour_buying_back(root, observation, player):  # a search whose best move undoes the last one
        for move in observation.legal_moves():
            root.children.setdefault(move, Node()).visits += 1
        root.children[Buy("olive")].visits += 10

    looping, fresh = MctsBot(seed=1, iterations=32), MctsBot(seed=1, iterations=32)
    for bot in (looping, fresh):
        bot.iterate = favour_buying_back
    looping.run, looping.expected = {start.key()}, now.key()  # it was at `start` and sold
    assert fresh.choose(now, 0) == Buy("olive")  # nothing to repeat: the search's choice stands
    move = looping.choose(now, 0)
    assert move != Buy("olive")
    after = s.clone()
    after.apply_trusted(move)
    assert after.current_player() != 0 or after.observation(0).key() != start.key()


def test_a_run_of_free_actions_ends_and_never_repeats_a_position():
    m = neutral_olive_market()
    s = m.state
    bot = MctsBot(seed=3, iterations=300)
    seen = set()
    for _ in range(200):
        if s.current_player() != 0:
            break
        obs = s.observation(0)
        assert obs.key() not in seen
        seen.add(obs.key())
        m.play(bot.choose(obs, 0))
    assert s.current_player() != 0, "seat 0 was still trading after 200 decisions"
