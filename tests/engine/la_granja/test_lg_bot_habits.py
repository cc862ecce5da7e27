"""The bots never buy back a good they sold (or sell one they bought) among the same free actions: a run of
such trades once emptied a seat's purse in one transport phase."""
from engine.bots.mcts import MctsBot
from engine.core.match import Match
from engine.games.la_granja.free import undoes
from engine.games.la_granja.moves import Buy, Sell, Upgrade


def test_a_trade_back_among_the_same_free_actions_is_wasted():
    assert undoes([Sell("grain")], Buy("grain"))
    assert undoes([Buy("pig"), Upgrade("olive")], Sell("pig"))
    assert not undoes([Sell("grain")], Buy("olive"))
    assert not undoes([Sell("grain")], Sell("grain"))
    assert not undoes([], Buy("grain"))


def test_the_search_leaves_out_a_trade_back_after_its_own_sale():
    m = Match("la-granja", 2, seed=3)
    s = m.state
    while s.current_player() < 0 or not any(mv.kind == "buy" for mv in s.legal_moves()):
        if s.current_player() < 0:
            m.resolve_chance()
        else:
            m.play(s.legal_moves()[0])
    seat = s.current_player()
    good = next(mv.good for mv in s.legal_moves() if mv.kind == "buy")
    bot = MctsBot(seed=1, iterations=50)
    bot.run_moves = [Sell(good)]
    kept = bot.useful(s.observation(seat), s.candidate_moves())
    assert Buy(good) in s.candidate_moves() and Buy(good) not in kept and kept
