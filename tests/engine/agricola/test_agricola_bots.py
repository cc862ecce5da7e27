"""Agricola's bots: hard searches placements only (macro moves); the full game's bots value cards."""
import random

from ag_scenario import Scenario

from engine.bots import make_bot
from engine.bots.greedy import GreedyBot
from engine.bots.macro import MacroMctsBot
from engine.bots.mcts import Node
from engine.games.agricola import GAME, card_values, heuristic
from engine.games.agricola.draft import DraftPick
from engine.games.agricola.moves import Place
from engine.games.agricola.turn import PlaceWorker
from engine.tools import agricola_card_values
from tests.engine.agricola.ag_cards import FullScenario


def _walk(node: Node):
    for move, child in node.children.items():
        yield move
        yield from _walk(child)


def test_hard_is_the_macro_search_and_branches_only_on_placements():
    assert GAME.bot.hard_search == "macro"
    s = Scenario(2, cards=("fences", "sheep")).s
    s.goods[0] = 8  # wood: the fencing space's action has many pastures to choose from
    assert isinstance(s.pending[-1], PlaceWorker)
    bot = MacroMctsBot(seed=3, iterations=60)
    root = Node()
    for _ in range(60):
        bot.iterate(root, s.observation(0), 0)
    moves = list(_walk(root))
    assert moves and root.visits == 60
    # Chance outcomes (round cards) may sit in the tree; a seat's move there is always a placement.
    seat_moves = [m for m in moves if type(m).__name__ not in ("RevealRound",)]
    assert seat_moves and all(isinstance(m, Place) for m in seat_moves), {type(m).__name__ for m in seat_moves}


def test_hard_plays_an_action_s_own_steps_by_the_greedy_choice():
    s = Scenario(2, cards=("fences",)).s
    s.goods[0] = 8
    s.apply(Place("fences"))
    assert not GAME.bot.main_decision(s)
    hard = make_bot("hard", seed=1, iterations=40)
    greedy = GreedyBot(1, noise=0.0, leaf=True)  # medium's one ply, noiseless, by the hard view
    assert hard.choose(s.observation(0), 0) == greedy.choose(s.observation(0), 0)


def test_the_inner_step_takes_the_best_valued_candidate():
    s = Scenario(2, cards=("fences",)).s
    s.goods[0] = 6  # 31 pastures it can pay for
    s.apply(Place("fences"))
    pick = heuristic.inner_move(s, random.Random(0))
    moves = s.candidate_moves()
    assert len(moves) <= heuristic.INNER_WIDTH  # all judged: the pick is the best of them

    def value(m):
        c = s.clone()
        c.apply_trusted(m)
        return heuristic._static(c, 0)

    assert value(pick) == max(value(m) for m in moves)


def test_card_values_are_fitted_from_play_for_whatever_cards_are_dealt():
    result = agricola_card_values.fit(2, seed=11)
    ids = set(GAME.new_state(2, {"family": False}).k.ct.index)
    assert result["values"] and set(result["values"]) <= ids and result["cards_played"] > 0
    counts = result["rows_per_card"]
    assert set(counts) == set(result["values"]) and all(n > 0 for n in counts.values())
    assert agricola_card_values.fit(2, seed=11)["values"] == result["values"]  # one seed, one table


def test_a_card_without_a_fitted_value_gets_the_default():
    assert card_values.value("no such card") == card_values.default()
    table = card_values._table()
    if table:
        some = next(iter(table))
        assert card_values.value(some) == table[some]


def _draft_values(sc, seat):
    k = sc.s.k
    vals = card_values.by_index(k.ct)
    return {k.ct.cards[c].id: vals[c] for c in k.packs[seat]}


def test_the_bots_draft_the_pack_s_most_valued_cards(monkeypatch):
    sc = FullScenario(2, draft=True, empty_hands=False)
    s = sc.s
    assert isinstance(s.pending[-1], DraftPick)
    pack = s.k.packs[0]
    # Values made up for the test: the pack's last occupation and last minor are worth most.
    occ = [c for c in pack if s.k.ct.cards[c].occupation]
    mi = [c for c in pack if not s.k.ct.cards[c].occupation]
    fake = [0.0] * len(s.k.ct.cards)
    for i, c in enumerate(occ + mi):
        fake[c] = float(i % len(occ)) + 1.0
    fake[occ[-1]] = fake[mi[-1]] = 20.0
    monkeypatch.setattr(card_values, "by_index", lambda ct: fake)
    bot = make_bot("medium", seed=2)
    bot.noise = 0.0  # type: ignore[attr-defined]
    move = bot.choose(s.observation(0), 0)
    assert (move.occupation, move.minor) == (s.k.ct.cards[occ[-1]].id, s.k.ct.cards[mi[-1]].id)


def test_a_played_card_is_worth_more_than_the_same_card_in_hand_and_fades_by_the_end():
    sc = FullScenario(2)
    s = sc.s
    table = card_values._table()
    best = max((c for c in s.k.deck if s.k.ct.cards[c].id in table),
               key=lambda c: card_values.by_index(s.k.ct)[c], default=None)
    if best is None or card_values.by_index(s.k.ct)[best] <= 0:
        return
    held = s.clone()
    held.k.hand[0].append(best)
    played = s.clone()
    played.k.played[0].append(best)
    base = heuristic._cards(s, 0, 1.0)
    assert heuristic._cards(played, 0, 1.0) > heuristic._cards(held, 0, 1.0) > base
    assert heuristic._cards(played, 0, 0.0) == 0.0


def test_hard_s_leaf_counts_a_sown_field_as_one_crop_a_harvest():
    from ag_scenario import cells
    s = Scenario(2).s
    s.round = 3
    s.goods[6] = 0  # no food: the harvest after round 4 asks 4
    mask = cells("r1c5")
    s.fields[0] |= mask
    s.crop_n[mask.bit_length() - 1] = 3  # 3 grain on one field: 1 by the next harvest, not 3
    # medium's view: the 3 grain and its work feed the family at the next harvest; hard's: 1 grain does not
    assert heuristic._hunger(s, 0, True) > heuristic._hunger(s, 0, False) + 1
    s.crop_n[mask.bit_length() - 1] = 0
    assert heuristic._hunger(s, 0, True) == heuristic._hunger(s, 0, False)  # no fields: the same view


def test_hard_s_view_owes_no_more_food_once_the_seat_has_paid_this_harvest():
    """The first seat to feed has paid; the other is still feeding. Medium's view counts this harvest again for
    the seat that has paid (so a play-out that stopped there made paying look like begging twice)."""
    from test_agricola_animals_harvest import to_harvest

    from engine.games.agricola.data import NG
    from engine.games.agricola.food import RaiseFood
    from engine.games.agricola.moves import FEED

    sc = Scenario(2)
    s = sc.s
    to_harvest(sc, ("grain", "plow", "clay_1", "reed_1", "wood_3"))
    top = s.pending[-1]
    assert isinstance(top, RaiseFood)
    seat = top.seat
    s.goods[NG * seat + 4] = s.goods[NG * seat + 5] = 0
    s.goods[NG * seat + 6] = top.need  # exactly the food due: nothing left once paid
    s.goods[NG * (1 - seat) + 6] = 0
    s.goods[NG * (1 - seat) + 4] = 3  # the other seat has grain to convert: a decision of its own
    before = heuristic._hunger(s, seat, True)
    sc.play(FEED)
    other = s.pending[-1]
    assert isinstance(other, RaiseFood) and other.seat != seat  # the other seat is still feeding
    assert heuristic._hunger(s, seat, False) > heuristic._hunger(s, seat, True) + 5
    assert heuristic._hunger(s, seat, True) <= before + 1e-9  # paying cost it nothing more
