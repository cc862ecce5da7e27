"""La Granja's expert judges the donkeys the hand terms do not see: the picked marker's deliveries and hats until
they are used, and the markers still unused in this half (`donkey_terms`); hard's heuristic gives them no weight."""
from lg_scenario import give, setup, until

from engine.games.la_granja import GAME
from engine.games.la_granja.heuristic import EXPERT_WEIGHTS, HAND_WEIGHTS, TERMS, donkey_terms, seat_terms
from engine.games.la_granja.moves import ChooseDonkey
from engine.games.la_granja.pending import DonkeyChoice

DONKEY_TERMS = ("pending_deliveries", "pending_siesta", "donkeys_left")


def at_donkeys():
    m = setup(2)
    until(m, lambda s: s.step_name == "donkeys" and s.pending and isinstance(s.pending[-1], DonkeyChoice),
          dice=[4] * 9)
    give(m, 0, olive=2, grain=2, grape=2)
    return m


def useful(s, p):
    return int(seat_terms(s, p)[TERMS.index("needed")])


def test_before_the_picks_only_the_markers_left_count():
    m = at_donkeys()
    s = m.state
    assert s.round == 1
    # three picks still to come in rounds 1-3, from markers of 1, 2, 3 and 4 donkeys (2.5 a pick)
    assert donkey_terms(s, 0, useful(s, 0)) == (0.0, 0.0, 7.5)


def test_a_secret_pick_counts_its_deliveries_and_siesta_points_for_its_own_seat_only():
    m = at_donkeys()
    s = m.state
    assert s.current_player() == 0 and useful(s, 0) >= 1
    m.play(ChooseDonkey(1))  # one donkey, three hats: siesta space 3 (1 VP) before this round's scoring
    points = s.t.siesta_points
    assert donkey_terms(s, 0, useful(s, 0)) == (1.0, float(points[3] - points[0]), 2 * (2 + 3 + 4) / 3)
    # the other seat's observation does not know the pick: to it, seat 0 has three picks to come
    seen = s.observation(1)
    assert donkey_terms(seen, 0, useful(seen, 0)) == (0.0, 0.0, 7.5)


def test_after_the_reveal_the_deliveries_left_count_up_to_the_goods_that_are_needed():
    m = at_donkeys()
    s = m.state
    m.play(ChooseDonkey(4))
    m.play(ChooseDonkey(3))
    assert s.step_name == "deliveries" and s.deliveries == [4, 3]
    for p in (0, 1):
        pending, siesta, left = donkey_terms(s, p, useful(s, p))
        assert pending == min(s.deliveries[p], useful(s, p)) and siesta == 0.0
    assert donkey_terms(s, 0, useful(s, 0))[2] == 2 * (1 + 2 + 3) / 3
    assert donkey_terms(s, 0, 1)[0] == 1.0  # only as many as the goods the seat's rows and barrows still need


def test_only_the_expert_weighs_the_donkeys():
    assert all(name not in HAND_WEIGHTS for name in DONKEY_TERMS)
    assert all(EXPERT_WEIGHTS[name] > 0 for name in DONKEY_TERMS)
    m = at_donkeys()
    s = m.state
    m.play(ChooseDonkey(1))
    hard, expert = GAME.bot.leaf_values(s), GAME.bot.leaf_values(s, "expert")
    assert hard == GAME.bot.heuristic_all(s)
    extra = [sum(EXPERT_WEIGHTS[n] * seat_terms(s, p)[TERMS.index(n)] for n in DONKEY_TERMS) for p in (0, 1)]
    assert abs((expert[0] - hard[0]) - (extra[0] - extra[1])) < 1e-9
    assert expert[0] - hard[0] > 0  # the pick's siesta point and delivery, and one more delivery later
