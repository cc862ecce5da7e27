"""Ra on the shared layer: the decision on top of the stack, its prompt, the events, and the facts the
table reads from the game (categories, demo player counts, options, what is private)."""
import random

import pytest
from ra_script import decision, more, play, win_lot

from engine.core.errors import IllegalMove
from engine.core.events import Event
from engine.core.game import CHANCE, TERMINAL
from engine.core.match import Match
from engine.core.options import option_specs
from engine.core.text import Text
from engine.games.ra import GAME
from engine.games.ra.auction import BidOrPass
from engine.games.ra.chance import SunDeal, TileDraw
from engine.games.ra.disasters import DisasterDiscard
from engine.games.ra.moves import Discard, Draw, EndTurn, Reveal
from engine.games.ra.round import ROUND
from engine.games.ra.turn import Turn, UseGods


# --- the decision on top ---------------------------------------------------------------------------
def test_setup_is_chance_then_the_start_players_turn():
    m = Match("ra", 3, seed=0)
    s = m.state
    assert s.current_player() == CHANCE and decision(m) is None and ROUND.name(s) == "deal"
    assert isinstance(s.chance_node(), SunDeal)
    assert s.prompt() == Text("The sun disks are dealt", "太陽駒を配ります")
    assert "bag" in s.why_illegal(Draw())  # chance is to move, not a player
    m = play("", players=3, setup="deal start:2")
    assert decision(m) == Turn(seat=2) and ROUND.name(m.state) == "turns"


def test_a_draw_hands_the_turn_to_the_bag_then_to_the_next_seat():
    m = play("")
    m.play(Draw())
    assert decision(m) == TileDraw(drawer=0) and m.state.current_player() == CHANCE
    assert m.state.legal_moves() == []
    m.play(Reveal("gold"))
    assert decision(m) == Turn(seat=1)


def test_the_auction_is_one_bid_or_pass_per_bidder_carrying_the_bids_so_far():
    m = play("draw:gold invoke", players=3)  # P1 invokes: P2 bids first, P0 next, P1 last
    assert decision(m) == BidOrPass(seat=2, holder=1, must_bid=True)
    more(m, "bid:7")
    assert decision(m) == BidOrPass(seat=0, holder=1, must_bid=True, high_bid=7, high_bidder=2)
    more(m, "pass")
    assert isinstance(decision(m), BidOrPass) and decision(m).seat == 1


def test_god_use_and_disaster_discards_are_their_own_decisions():
    m = win_lot(play("draw:god draw:gold"), 0, 2)  # P0 holds a God; P1 to move
    more(m, "draw:nile")  # P0's turn, a Nile on the track
    more(m, "god:0")
    assert decision(m) == UseGods(seat=0)
    m = play("draw:astronomy draw:writing draw:art draw:unrest invoke pass bid:2")
    assert decision(m) == DisasterDiscard(seat=0, unrest_left=2, quake_left=0)
    more(m, "discard:art")
    assert decision(m) == DisasterDiscard(seat=0, unrest_left=1, quake_left=0)


def test_every_decision_prompts_in_both_languages():
    seen = set()
    rng = random.Random(5)
    m = Match("ra", 4, seed=5)
    s = m.state
    while not s.is_terminal():
        if s.current_player() == CHANCE:
            m.resolve_chance()
            continue
        prompt = s.prompt()
        assert isinstance(prompt, Text) and prompt.en and prompt.ja and prompt.en != prompt.ja
        seen.add(type(decision(m)))
        m.play(rng.choice(s.legal_moves()))
    assert {Turn, BidOrPass} <= seen
    assert s.current_player() == TERMINAL and decision(m) is None


def test_the_holder_who_must_bid_is_told_so():
    m = play("invoke pass")
    assert m.state.prompt() == Text("Everyone passed: bid one of your suns",
                                    "全員がパスしました。太陽駒を1枚出してください")


def test_a_decision_on_the_stack_is_shared_by_clones_but_never_changed():
    m = play("draw:gold invoke")  # P1 invokes: P0 bids first
    before = m.state.clone()
    more(m, "bid:5")
    assert isinstance(decision(m), BidOrPass) and decision(m).high_bid == 5
    assert before.pending[-1].high_bid == 0 and before.state_hash() != m.state.state_hash()


# --- events ------------------------------------------------------------------------------------------
def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def test_events_tell_the_table_what_happened_in_order():
    events: list[Event] = []
    m = play("draw:pharaoh draw:funeral", events=events)
    assert kinds(events) == ["suns_dealt", "start_player_chosen", "tile_revealed", "tile_revealed"]
    assert events[-1].data == {"seat": 1, "tile": "funeral", "to": "auction", "slot": 1}
    events.clear()
    more(m, "invoke pass bid:2", events=events)
    assert kinds(events) == ["auction_started", "passed", "bid_made", "auction_won", "disaster_struck",
                             "tiles_discarded"]
    assert events[0].data == {"holder": 0, "voluntary": True, "must_bid": True}
    assert events[3].data == {"seat": 0, "tiles": ["pharaoh", "funeral"], "sun_paid": 2, "sun_taken": 1}
    assert events[5].data == {"seat": 0, "tile": "pharaoh", "count": 1, "cause": "funeral"}
    assert all(e.private_to is None for e in events)


def test_a_seat_that_cannot_beat_the_high_bid_is_passed_with_an_event():
    m = play("invoke", players=3)  # P0 holds the auction: P1 bids first, then P2, P0 last
    events: list[Event] = []
    more(m, "bid:12", events=events)  # P2's suns (4, 7, 10, 11) cannot beat 12
    assert [(e.kind, e.data) for e in events] == [("bid_made", {"seat": 1, "sun": 12}),
                                                 ("passed", {"seat": 2, "forced": True})]
    assert decision(m) == BidOrPass(seat=0, holder=0, must_bid=True, high_bid=12, high_bidder=1)


def test_epoch_end_events_come_from_the_round_flow():
    events: list[Event] = []
    m = play("draw:ra pass pass " * 5)
    more(m, "draw:ra", events=events)
    assert kinds(events) == ["tile_revealed", "epoch_ended", "epoch_scored", "epoch_started"]
    assert events[-1].data == {"epoch": 2, "start": m.state.current_player()}


# --- facts for the table -------------------------------------------------------------------------------
def test_score_categories_are_facts_of_the_game_in_both_languages():
    breakdown = play("").state.breakdown()[0]
    assert list(GAME.categories) == list(breakdown)
    assert GAME.category_label("nile_flood", "en") == "Nile & Flood"
    assert GAME.category_label("nile_flood", "ja") == "ナイル・洪水"


def test_demo_player_counts_and_options_are_described():
    assert set(GAME.demo_players) <= set(range(GAME.min_players, GAME.max_players + 1))
    (spec,) = option_specs(GAME.options_model)
    assert spec.name == "god_on_disaster" and spec.kind == "bool" and spec.default is False
    assert spec.label.en != spec.label.ja and spec.help.en and spec.help.ja != spec.help.en


def test_ra_hides_nothing_but_the_bag():
    rng = random.Random(1)
    m = Match("ra", 3, seed=1)
    s = m.state
    while not s.is_terminal():
        move = s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_moves())
        assert s.private_to(move) is None
        assert s.describe(move, "en", viewer=0) == s.describe(move, "en", viewer=None)
        m.play(move)
    assert GAME.information == "perfect"


def test_a_move_the_top_decision_does_not_take_says_when_it_is_allowed():
    m = play("draw:gold invoke")  # P0 is asked to bid
    s = m.state
    h = s.state_hash()
    for bad, en in ((Draw(), "you can only draw at the start of your turn"),
                    (EndTurn(), "there is nothing to end: take an action first"),
                    (Discard("art"), "there is no disaster to resolve")):
        with pytest.raises(IllegalMove) as err:
            s.apply(bad)
        assert str(err.value) == en and s.why_illegal(bad).ja
        assert s.state_hash() == h
