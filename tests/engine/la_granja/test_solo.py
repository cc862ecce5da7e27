"""Scenarios: solo mode against the neutral player (中立プレイヤー)."""
from lg_scenario import roll, setup, until

from engine.core.game import CHANCE
from engine.games.la_granja.moves import DrawCard, TakeDie
from engine.games.la_granja.pending import NeutralDraw, RevenueChoice
from engine.games.la_granja.state import EMPTY, NEUTRAL


def test_solo_starts_on_market_2_or_3_and_the_neutral_player_on_the_other():
    s = setup(1, solo_value=3).state
    sp = s.t.start_space
    assert (s.market[sp[3]], s.market[sp[2]], s.market[sp[4]]) == (0, NEUTRAL, EMPTY)
    assert len(s.display) == 2


def _solo_pick(faces, rnd=1):
    m = setup(1)
    until(m, lambda s: s.round == rnd and s.step_name == "roll" and s.current_player() == CHANCE, dice=[4] * 5)
    roll(m, faces)
    return m


def test_solo_five_dice_and_the_lowest_leaves_after_each_pick_in_rounds_1_to_3():
    m = _solo_pick([1, 2, 3, 5, 6])
    s = m.state
    m.play(TakeDie(5, "siesta2"))
    assert s.dice == [2, 3, 6]
    m.play(TakeDie(6, "silver"))
    assert s.pending[-1] == RevenueChoice(0, 3)  # the last die (3) applies


def test_solo_the_highest_leaves_in_rounds_4_to_6():
    m = _solo_pick([1, 2, 3, 5, 6], rnd=4)
    s = m.state
    m.play(TakeDie(2, "olive"))
    assert s.dice == [1, 3, 5]


def test_solo_neutral_marker_on_the_drawn_barrow_value_removing_most_player_markers():
    m = setup(1, solo_value=2)
    s = m.state
    until(m, lambda st: st.pending and isinstance(st.pending[-1], NeutralDraw), dice=[4] * 5)
    s.market[17] = 0
    s.market[21] = 0
    card = next(c for c in s.deck if s.t.cards[c].barrow_value == 4)
    vp = s.vp(0)
    m.play(DrawCard(card))
    assert s.market[16] == NEUTRAL  # removes the player's markers on 15 (2), 17 (2) and 21 (3)
    assert (s.market[15], s.market[17], s.market[21]) == (EMPTY, EMPTY, EMPTY)
    assert s.vp(0) == vp and card in s.discard


def test_solo_games_run_to_the_end_and_the_player_wins_alone():
    m = setup(1)
    until(m, lambda st: st.is_terminal(), dice=None, limit=5000)
    assert m.state.winners() == [0]
