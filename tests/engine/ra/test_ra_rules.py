"""Ra, rule by rule (../shared/rules/ra.md), each a short scripted game with forced draws."""
from typing import cast

import pytest
from ra_script import decision, held, more, play, ra_rounds_passing, win_lot

from engine.core.errors import IllegalMove
from engine.core.game import CHANCE, TERMINAL
from engine.core.match import Match
from engine.games.ra import tiles
from engine.games.ra.auction import BidOrPass
from engine.games.ra.disasters import DisasterDiscard
from engine.games.ra.moves import Bid, DealSuns, Draw, EndTurn, InvokeRa, Pass, Reveal, TakeWithGod
from engine.games.ra.state import RaState
from engine.games.ra.turn import Turn


# --- components and setup ------------------------------------------------------------------------
def test_bag_holds_180_tiles_in_the_published_mix():
    counts = dict(zip(tiles.TILE_NAMES, tiles.TILE_COUNTS, strict=True))
    assert tiles.BAG_SIZE == 180
    assert (counts["ra"], counts["god"], counts["gold"], counts["pharaoh"], counts["nile"], counts["flood"]) == (
        30, 8, 5, 25, 25, 12)
    assert all(counts[tiles.TILE_NAMES[c]] == 5 for c in tiles.CIVILIZATIONS + tiles.MONUMENTS)
    assert (counts["funeral"], counts["drought"], counts["unrest"], counts["earthquake"]) == (2, 2, 4, 2)


def test_first_draw_probabilities_follow_the_bag():
    m = play("draw:gold", players=2)  # P0 draws; P1 now
    m.state.apply(Draw())
    probs = dict((o.tile, p) for o, p in m.state.chance_outcomes())
    assert probs["ra"] == pytest.approx(30 / 179)
    assert probs["gold"] == pytest.approx(4 / 179)
    assert sum(probs.values()) == pytest.approx(1.0)


@pytest.mark.parametrize("players,limit", [(2, 6), (3, 8), (4, 9), (5, 10)])
def test_setup_by_player_count(players, limit):
    m = Match("ra", players, seed=1)
    s = m.state
    assert s.current_player() == CHANCE  # the deal is chance
    m.resolve_all_chance()
    assert s.ra_limit == limit
    assert s.center_sun == 1
    assert sorted(sorted(u) for u in s.up) == sorted(sorted(x) for x in tiles.SUN_SETS[players])
    assert s.scores() == [10] * players
    assert isinstance(decision(m), Turn)


def test_start_player_of_epoch_one_is_a_chance_event():
    m = play("", players=3, setup="deal start:2")
    assert m.state.current_player() == 2


# --- drawing -----------------------------------------------------------------------------------------
def test_non_ra_tile_goes_to_the_auction_track_and_the_turn_passes():
    m = play("draw:gold")
    assert m.state.auction == [tiles.GOLD]
    assert m.state.current_player() == 1


def test_drawn_ra_tile_starts_a_forced_auction_the_holder_may_pass():
    m = play("draw:ra")
    s = m.state
    assert s.ra_count == 1 and isinstance(decision(m), BidOrPass) and decision(m).holder == 0
    assert s.current_player() == 1  # left of the holder bids first
    more(m, "pass")
    assert Pass() in s.legal_moves()  # the holder of a drawn Ra may pass
    more(m, "pass")
    assert isinstance(decision(m), Turn) and s.current_player() == 1


def test_last_ra_space_ends_the_epoch_at_once_without_auction():
    m = play(ra_rounds_passing(5) + " draw:gold")  # P1 drew the gold; P0 to move
    s = m.state
    assert s.ra_count == 5 and s.auction == [tiles.GOLD] and s.current_player() == 0
    more(m, "draw:ra")
    assert s.epoch == 2 and s.auction == []  # board tiles discarded, no auction held
    assert s.ra_count == 0 and held(m, 0, "gold") == held(m, 1, "gold") == 0
    assert s.scores_by_epoch() == [[-5, -5]]  # no civilizations; equal Pharaohs score nothing


def test_full_auction_track_forbids_drawing():
    m = play("draw:gold draw:nile draw:nile draw:nile draw:nile draw:nile draw:nile draw:nile")
    s = m.state
    assert len(s.auction) == 8
    assert Draw() not in s.legal_moves()
    with pytest.raises(IllegalMove, match="full"):
        s.apply(Draw())
    assert InvokeRa() in s.legal_moves()


def test_full_auction_track_still_allows_god_tiles():
    """Ruling (docs/rulings.md): a full track bars only drawing; the player invokes Ra or uses God tiles."""
    m = win_lot(play("draw:god draw:god"), 1, 3)  # P1 won both Gods; the turn is P1's
    more(m, "draw:gold " + "draw:nile " * 7)
    s = m.state
    assert len(s.auction) == 8 and s.current_player() == 1
    legal = s.legal_moves()
    assert Draw() not in legal and InvokeRa() in legal and TakeWithGod(0) in legal
    more(m, "god:0 end")
    assert held(m, 1, "gold") == 1 and len(s.auction) == 7 and s.current_player() == 0
    assert Draw() in s.legal_moves()  # a space is free again


# --- God tiles ---------------------------------------------------------------------------------------
def _p0_with_two_gods(options: dict | None = None) -> Match:
    m = win_lot(play("draw:god draw:god", options=options), 0, 2)
    # P1, P0, P1, P0, P1 draw: gold, god, earthquake, nile, nile; P0 to move
    return more(m, "draw:gold draw:god draw:earthquake draw:nile draw:nile")


def test_god_tiles_take_auction_tiles_but_not_gods_or_disasters():
    m = _p0_with_two_gods()
    s = m.state
    assert s.current_player() == 0 and held(m, 0, "god") == 2
    assert [tiles.TILE_NAMES[t] for t in s.auction] == ["gold", "god", "earthquake", "nile", "nile"]
    # either nile may be taken: both are legal; bots weigh them as one choice
    assert [mv for mv in s.legal_moves() if isinstance(mv, TakeWithGod)] == [TakeWithGod(0), TakeWithGod(3),
                                                                               TakeWithGod(4)]
    assert s.why_illegal(TakeWithGod(4)) is None
    assert [mv for mv in s.candidate_moves() if isinstance(mv, TakeWithGod)] == [TakeWithGod(0), TakeWithGod(3)]
    takeable = {s.auction[mv.slot] for mv in s.legal_moves() if isinstance(mv, TakeWithGod)}
    assert takeable == {tiles.GOLD, tiles.NILE}
    with pytest.raises(IllegalMove, match="another God"):
        s.apply(TakeWithGod(1))
    with pytest.raises(IllegalMove, match="disaster"):
        s.apply(TakeWithGod(2))


def test_god_tiles_any_number_in_one_turn_then_the_turn_ends():
    m = _p0_with_two_gods()
    more(m, "god:0")  # takes the gold
    s = m.state
    assert held(m, 0, "gold") == 1 and held(m, 0, "god") == 1 and s.current_player() == 0
    assert Draw() not in s.legal_moves()  # using gods is the whole action
    more(m, "god:2 end")  # the nile (now at slot 2)
    assert held(m, 0, "nile") == 1 and held(m, 0, "god") == 0
    assert [tiles.TILE_NAMES[t] for t in s.auction] == ["god", "earthquake", "nile"]
    assert s.current_player() == 1
    assert EndTurn() not in s.legal_moves()


def test_god_on_disaster_option_allows_it_and_the_disaster_strikes():
    m = _p0_with_two_gods({"god_on_disaster": True})
    more(m, "god:2")  # the earthquake: P0 holds no monument, so it only goes to the box
    assert held(m, 0, "earthquake") == 0 and not isinstance(decision(m), DisasterDiscard)
    assert m.state.current_player() == 0  # still P0's God turn
    default = _p0_with_two_gods()
    with pytest.raises(IllegalMove, match="disaster"):
        default.state.apply(TakeWithGod(2))


# --- invoking Ra and the auction ------------------------------------------------------------------
def test_voluntary_invoker_must_bid_when_all_others_pass():
    m = play("draw:gold draw:gold invoke pass")
    s = m.state
    assert s.current_player() == 0
    assert Pass() not in s.legal_moves()
    with pytest.raises(IllegalMove, match="must bid"):
        s.apply(Pass())


def test_invoker_may_pass_when_the_track_was_full():
    m = play("draw:gold draw:nile draw:nile draw:nile draw:nile draw:nile draw:nile draw:nile invoke pass pass")
    s = m.state
    assert s.auction == [] and held(m, 0, "gold") == 0 and held(m, 1, "gold") == 0  # all passed: discarded
    assert s.current_player() == 1


def test_bidding_order_and_bids_must_rise():
    m = play("draw:gold draw:gold draw:gold", players=3, setup="deal start:0")
    # P0 drew, P1 drew, P2 drew; P0 invokes: P1 bids first, then P2, then P0
    more(m, "invoke bid:6")
    s = m.state
    assert s.current_player() == 2
    assert all(b.sun > 6 for b in s.legal_moves() if isinstance(b, Bid))
    with pytest.raises(IllegalMove, match="beat"):
        s.apply(Bid(4))
    more(m, "bid:7")
    assert s.current_player() == 0


def test_winner_takes_all_tiles_and_the_centre_sun_face_down():
    m = play("draw:gold draw:pharaoh invoke bid:8 pass")  # P1 bids 8, P0 passes
    s = m.state
    assert held(m, 1, "gold") == 1 and held(m, 1, "pharaoh") == 1
    assert 8 not in s.up[1] and s.down[1] == [1]
    assert s.center_sun == 8 and s.auction == []
    assert s.current_player() == 1  # play continues left of the Ra holder (P0)


def test_players_without_face_up_suns_are_skipped_and_cannot_bid():
    m = play("")
    for sun in (3, 4, 7, 8):  # P1 wins four auctions in a row, spending every sun
        win_lot(m, 1, sun)
    s = m.state
    assert s.up[1] == [] and s.current_player() == 0
    more(m, "draw:gold")
    assert s.current_player() == 0  # P1 is skipped for the rest of the epoch
    more(m, "invoke")  # P1 has no sun: not asked; P0 must bid
    assert s.current_player() == 0 and Pass() not in s.legal_moves()


def test_epoch_ends_when_nobody_has_a_face_up_sun():
    m = play("invoke bid:3 pass invoke pass bid:4 invoke bid:7 pass invoke pass bid:8 "
             "invoke bid:2 invoke bid:5 invoke bid:6 invoke bid:9")
    s = m.state
    assert s.epoch == 2
    assert all(len(u) == 4 for u in s.up) and all(not d for d in s.down)  # all suns face up again


# --- disasters -----------------------------------------------------------------------------------
def test_funeral_discards_two_pharaohs():
    m = play("draw:pharaoh draw:pharaoh draw:pharaoh draw:funeral invoke pass bid:2")
    assert held(m, 0, "pharaoh") == 1 and held(m, 0, "funeral") == 0


def test_drought_discards_floods_first_then_niles():
    m = play("draw:flood draw:nile draw:nile draw:drought invoke pass bid:2")
    assert held(m, 0, "flood") == 0 and held(m, 0, "nile") == 1


def test_unrest_owner_chooses_two_civilizations():
    m = play("draw:astronomy draw:writing draw:art draw:unrest invoke pass bid:2")
    s = m.state
    assert isinstance(decision(m), DisasterDiscard) and s.current_player() == 0
    assert {d.tile for d in s.legal_moves()} == {"astronomy", "writing", "art"}
    with pytest.raises(IllegalMove):
        s.apply(type(s.legal_moves()[0])("fortress"))
    more(m, "discard:art discard:astronomy")
    assert held(m, 0, "writing") == 1 and held(m, 0, "art") == 0 and held(m, 0, "astronomy") == 0
    assert isinstance(decision(m), Turn) and s.current_player() == 1


def test_earthquake_owner_chooses_two_monuments():
    m = win_lot(play("draw:sphinx draw:palace draw:palace draw:fortress draw:earthquake"), 0, 2)
    assert isinstance(decision(m), DisasterDiscard)
    more(m, "discard:sphinx discard:palace")
    assert held(m, 0, "palace") == 1 and held(m, 0, "sphinx") == 0


def test_disaster_with_missing_tiles_discards_what_exists_and_several_add_up():
    m = play("draw:pharaoh draw:funeral draw:funeral draw:gold invoke pass bid:2")
    assert held(m, 0, "pharaoh") == 0 and held(m, 0, "gold") == 1 and held(m, 0, "funeral") == 0


def test_no_choice_is_asked_when_only_one_kind_is_held():
    m = play("draw:art draw:art draw:art draw:unrest invoke pass bid:2")
    assert isinstance(decision(m), Turn) and held(m, 0, "art") == 1


# --- epoch scoring ---------------------------------------------------------------------------------
def _end_epoch(m: Match) -> Match:
    s = cast(RaState, m.state)
    while s.epoch == 1:
        seat = s.current_player()
        if isinstance(decision(m), BidOrPass):
            more(m, "pass")
        elif isinstance(decision(m), Turn) and seat >= 0:
            s.apply(Draw())
            s.apply(Reveal("ra"))
    return m


def test_gods_2_gold_3_nile_and_flood_1_each_with_a_flood():
    m = _end_epoch(play("draw:god draw:gold draw:nile draw:flood invoke pass bid:2"))
    b = m.state.breakdown()[0]
    assert (b["god"], b["gold"], b["nile_flood"]) == (2, 3, 2)


def test_niles_score_nothing_without_a_flood():
    m = _end_epoch(play("draw:nile draw:nile invoke pass bid:2"))
    assert m.state.breakdown()[0]["nile_flood"] == 0
    assert held(m, 0, "nile") == 2  # kept for the next epoch


@pytest.mark.parametrize("kinds,points", [
    ([], -5), (["art"], 0), (["art", "art", "writing"], 0), (["art", "writing", "religion"], 5),
    (["art", "writing", "religion", "astronomy"], 10),
    (["art", "writing", "religion", "astronomy", "agriculture"], 15),
])
def test_civilization_points_by_distinct_types(kinds, points):
    m = play(" ".join(f"draw:{k}" for k in kinds))
    if kinds:
        win_lot(m, 0, 9)
    m = _end_epoch(m)
    assert m.state.breakdown()[0]["civilization"] == points


def test_pharaohs_most_plus_five_fewest_minus_two():
    m = _end_epoch(play("draw:pharaoh draw:pharaoh invoke pass bid:2"))
    b = m.state.breakdown()
    assert (b[0]["pharaoh"], b[1]["pharaoh"]) == (5, -2)


def test_pharaoh_ties_share_and_all_equal_scores_nothing():
    m = win_lot(play("draw:pharaoh draw:pharaoh", players=3), 0, 2)  # P0: 2 Pharaohs
    m = win_lot(more(m, "draw:pharaoh draw:pharaoh"), 1, 3)  # P1: 2 Pharaohs, P2: none
    m = _end_epoch(m)
    assert [b["pharaoh"] for b in m.state.breakdown()] == [5, 5, -2]
    m = _end_epoch(play("", players=3))
    assert [b["pharaoh"] for b in m.state.breakdown()] == [0, 0, 0]


def test_after_epoch_scoring_only_pharaohs_niles_and_monuments_stay():
    m = _end_epoch(win_lot(play("draw:god draw:gold draw:pharaoh draw:nile draw:flood draw:art draw:sphinx"), 0, 9))
    assert [held(m, 0, k) for k in ("god", "gold", "flood", "art")] == [0, 0, 0, 0]
    assert [held(m, 0, k) for k in ("pharaoh", "nile", "sphinx")] == [1, 1, 1]


def test_next_epoch_starts_with_the_highest_sun_holder():
    m = _end_epoch(play("invoke pass bid:2"))  # P0 gave 2, took the 1 (face down)
    # P0 suns {1,5,6,9}, P1 {3,4,7,8}: P0 holds 9
    assert m.state.epoch == 2 and m.state.current_player() == 0
    m2 = _end_epoch(win_lot(play(""), 0, 9))  # P0 paid its 9; P1's 8 is now the highest sun
    assert 9 not in m2.state.up[0] and m2.state.current_player() == 1


# --- final scoring ----------------------------------------------------------------------------------
@pytest.mark.parametrize("held_monuments,points", [
    ({}, 0), ({"fortress": 1}, 1), ({"fortress": 1, "obelisk": 1, "palace": 1}, 3),
    ({m: 1 for m in ("fortress", "obelisk", "palace", "pyramid", "temple", "statue")}, 6),
    ({m: 1 for m in ("fortress", "obelisk", "palace", "pyramid", "temple", "statue", "sphinx")}, 10),
    ({m: 1 for m in ("fortress", "obelisk", "palace", "pyramid", "temple", "statue", "sphinx", "step_pyramid")}, 15),
    ({"fortress": 3}, 1 + 5), ({"fortress": 4}, 1 + 10), ({"fortress": 5, "sphinx": 3}, 2 + 15 + 5),
])
def test_monument_points(held_monuments, points):
    from engine.games.ra.scoring import monument_points
    h = [0] * tiles.NUM_KINDS
    for k, v in held_monuments.items():
        h[tiles.TILE_INDEX[k]] = v
    assert monument_points(h) == points


def _play_to_end(m: Match) -> Match:
    s = cast(RaState, m.state)
    while not s.is_terminal():
        if isinstance(decision(m), BidOrPass):
            more(m, "pass")
        else:
            s.apply(Draw())
            s.apply(Reveal("ra"))
    return m


def test_final_scoring_monuments_and_sun_totals():
    m = _play_to_end(play("draw:fortress draw:fortress draw:fortress draw:sphinx invoke pass bid:2"))
    s = m.state
    assert s.current_player() == TERMINAL
    b = s.breakdown()
    assert b[0]["monument"] == 2 + 5 and b[1]["monument"] == 0
    # P0 swapped its 2 for the 1: sums 21 vs 22 -> P1 highest +5, P0 lowest −5
    assert (b[0]["sun"], b[1]["sun"]) == (-5, 5)
    assert s.scores() == [sum(v.values()) for v in b]
    assert len(s.scores_by_epoch()) == 4  # three epochs and the final scoring


def test_equal_sun_totals_score_nothing_and_highest_score_wins():
    m = _play_to_end(play(""))
    s = m.state
    assert [b["sun"] for b in s.breakdown()] == [0, 0]
    assert s.scores() == [10 - 15, 10 - 15]  # no civilization in three epochs
    assert s.winners() == [0, 1]


def test_illegal_move_leaves_the_state_unchanged():
    m = play("draw:gold")
    before = m.state.state_hash()
    for bad in (Bid(9), Pass(), EndTurn(), TakeWithGod(0), DealSuns((0, 1))):
        with pytest.raises(IllegalMove):
            m.state.apply(bad)
        assert m.state.state_hash() == before


def test_invoke_ra_on_an_empty_track_is_allowed_and_the_invoker_must_bid():
    m = play("invoke pass")
    s = m.state
    assert s.current_player() == 0 and Pass() not in s.legal_moves()
    more(m, "bid:2")
    assert s.down[0] == [1] and s.center_sun == 2 and sum(s.held[0]) == 0


def test_empty_bag_cannot_be_drawn_from():
    m = play("")
    s = m.state
    s.bag = [0] * tiles.NUM_KINDS
    s.bag_total = 0
    assert Draw() not in s.legal_moves() and InvokeRa() in s.legal_moves()
    with pytest.raises(IllegalMove, match="bag is empty"):
        s.apply(Draw())


def test_illegal_reasons_come_in_japanese_too():
    m = play("draw:gold")
    reason = m.state.why_illegal(Bid(9))
    assert reason.text("en") == "there is no auction going on"
    assert reason.text("ja") == "競りは行われていません"
    with pytest.raises(IllegalMove) as err:
        m.state.apply(Bid(9))
    assert str(err.value) == "there is no auction going on"
