"""Hidden information: the stacks' order, and the look at 5 known only to the seat that saw the cards;
delivered orders are public."""
import random

from cb_scenario import names, place, setup

from engine.core.events import for_viewer
from engine.games.coal_baron import GAME
from engine.games.coal_baron.moves import KEEP_NONE, ReturnCard, ReturnSide

# twelve different tiles on top: six for the factory (2 players), then five different ones to look at
TOP = ["brown_2_lit", "grey_1_dark", "black_2_dark", "yellow_1_lit", "black_1_lit", "grey_2_lit",
       "yellow_2_dark", "brown_1_dark", "grey_1_lit", "black_1_dark", "yellow_2_lit", "brown_2_dark"]


def test_nobody_knows_the_stacks_order_at_the_start():
    s = setup(2).state
    for seat in (0, 1):
        o = s.observation(seat)
        assert set(o.tdeck) == {-1} and set(o.odeck) == {-1}
        assert sorted(o.tpool) == sorted(s.tdeck) and sorted(o.opool) == sorted(s.odeck)


def test_the_cards_being_looked_at_are_absent_from_the_other_seats_observation():
    m = setup(2)
    s = m.state
    seen = names(s)[:5]
    events = []
    m.play(GAME.move_from_json({"kind": "place", "space": "factory_look"}), events)
    assert s.observation(0).pending[-1].cards == s.pending[-1].cards
    assert s.observation(1).pending[-1].cards == (-1,) * 5
    private = [e for e in events if e.kind == "cards_seen"]
    assert private and private[0].private_to == 0 and private[0]["cards"] == seen
    assert not [e for e in for_viewer(events, 1) if e.kind == "cards_seen"]


def test_returned_cards_are_known_in_order_to_the_looker_only():
    m = setup(2, tiles=TOP)
    s = m.state
    seen = names(s)[:5]
    place(m, "factory_look")
    m.play(KEEP_NONE)
    m.play(ReturnSide("top"))
    for card in reversed(seen[1:]):
        assert s.private_to(ReturnCard(card)) == 0
        assert s.describe(ReturnCard(card), "en", viewer=1) == "return a card"
        assert s.describe(ReturnCard(card), "ja", viewer=1) == "カードを1枚戻す"
        assert card.split("_")[0] in s.describe(ReturnCard(card), "en", viewer=0)
        m.play(ReturnCard(card))
    order = list(reversed(seen))
    assert names(s)[:5] == order
    mine, theirs = s.observation(0), s.observation(1)
    t = s.t
    assert [t.tile_names[k] for k in reversed(mine.tdeck)][:5] == order
    assert set(mine.tdeck[:-5]) == {-1}
    assert set(theirs.tdeck) == {-1}
    # the looker's samples keep the order it knows; the other seat's samples vary
    for seed in range(5):
        det = mine.determinize(0, random.Random(seed))
        assert [t.tile_names[k] for k in reversed(det.tdeck)][:5] == order
        assert det.observation(0).state_hash() == mine.state_hash()
    tops = {tuple(theirs.determinize(1, random.Random(seed)).tdeck[-5:]) for seed in range(8)}
    assert len(tops) > 1


def test_a_look_at_the_known_cards_by_another_seat_makes_them_that_seats_knowledge():
    m = setup(2)
    s = m.state
    place(m, "factory_look")
    m.play(KEEP_NONE)
    m.play(ReturnSide("top"))
    while s.current_player() == 0:
        m.play(s.legal_moves()[0])
    place(m, "factory_look")  # seat 1 sees seat 0's cards
    m.play(KEEP_NONE)
    m.play(ReturnSide("bottom"))
    while s.current_player() == 1:
        m.play(s.legal_moves()[0])
    assert s.tknow[:5] == [2] * 5 and all(k == 0 for k in s.tknow[5:])
    assert set(s.observation(0).tdeck) == {-1}


def test_orders_held_and_delivered_are_public():
    s = setup(2).state
    o = s.observation(1)
    assert o.held == s.held and o.delivered == s.delivered


def test_observation_and_determinization_agree_during_a_look():
    m = setup(3)
    s = m.state
    place(m, "order_look")
    for viewer in (0, 1, 2):
        o = s.observation(viewer)
        det = o.determinize(viewer, random.Random(viewer))
        assert det.observation(viewer).state_hash() == o.state_hash()
        assert -1 not in det.pending[-1].cards


def test_the_prompt_of_a_look_names_no_card():
    m = setup(2, tiles=TOP)
    s = m.state
    place(m, "factory_look")
    text = s.prompt()
    assert text is not None
    assert not any(name in text.en or name in text.ja for name in s.t.tile_names)
