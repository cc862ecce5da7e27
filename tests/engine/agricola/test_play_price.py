"""What playing a card costs now, all told (`cards.play_price`, shown by the table before a card is
played): a minor's cost, an occupation's own food plus the action space's."""
from __future__ import annotations

from engine.games.agricola.cards import costs_of, play_move, play_price
from engine.games.agricola.data import FOOD, NG
from tests.engine.agricola.ag_cards import FullScenario


def test_an_occupation_costs_the_spaces_food_too():
    sc = FullScenario(2, start=0)
    s = sc.s
    c = s.k.ct.index["E176"]
    own = s.k.ct.cards[c].costs[0][FOOD]
    assert play_price(s, 0, play_move("E176"), 2) == tuple(own + 2 if g == FOOD else 0 for g in range(NG))


def test_a_minor_costs_what_the_engine_charges_for_it():
    sc = FullScenario(2, start=0)
    s = sc.s
    minor = next(i for i, card in enumerate(s.k.ct.cards) if not card.occupation and any(card.costs[0]))
    ident = s.k.ct.cards[minor].id
    assert play_price(s, 0, play_move(ident), 5) == costs_of(s, 0, minor)[0]  # a minor ignores a space's food
