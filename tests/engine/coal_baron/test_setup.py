"""Setup: locks, face-up tiles and orders, the order draft, printed carts, money, workers, cage, clock."""
import pytest
from cb_scenario import deal, names, setup, tables

from engine.core.game import CHANCE
from engine.games.coal_baron.turn import DraftPick

LOCKED = {
    2: {"factory_4", "factory_8", "money_3", "money_5", "mine_4", "mine_8", "order_1"},
    3: {"factory_8", "mine_4", "money_3"},
    4: set(),
}


@pytest.mark.parametrize("n", [2, 3, 4])
def test_lock_tiles_cover_the_spaces_marked_for_the_player_count(n):
    s = setup(n).state
    t = s.t
    assert {t.space_names[sp] for sp in s.locked} == LOCKED[n]
    assert len(s.locked) == {2: 7, 3: 3, 4: 0}[n]
    for sp in s.locked:
        assert sp not in s.open_spaces


@pytest.mark.parametrize("n,marks,workers", [(2, 10, 18), (3, 9, 15), (4, 8, 13)])
def test_marks_and_workers_by_player_count(n, marks, workers):
    s = setup(n).state
    assert s.money == [marks] * n
    assert s.workers == [workers] * n


@pytest.mark.parametrize("n", [2, 3, 4])
def test_each_level_has_a_printed_cart_with_one_cube_of_its_colour_and_the_cage_is_at_the_surface(n):
    s = setup(n).state
    for p in range(n):
        assert s.cage_level[p] == 0
        for level in range(4):
            assert s.carts[4 * p + level] == 1
            cubes = s.pit[16 * p + 4 * level:16 * p + 4 * level + 4]
            assert cubes == [1 if c == level else 0 for c in range(4)]
        assert s.lit[p] == s.dark[p] == 0
    assert s.supply == [16 - n] * 4
    assert s.shift == 1 and s.vp == [0] * n


@pytest.mark.parametrize("n", [2, 3, 4])
def test_tiles_fill_the_open_factory_slots_from_the_top_of_the_stack(n):
    t = tables()
    top = ["black_2_dark", "grey_1_lit", "yellow_2_lit", "brown_1_dark", "black_1_lit", "grey_2_dark",
           "yellow_1_dark", "brown_2_lit"]
    s = setup(n, tiles=top).state
    open_slots = [i for i in range(8) if f"factory_{i + 1}" not in LOCKED[n]]
    assert [t.tile_names[s.fslots[i]] for i in open_slots] == top[:len(open_slots)]
    assert all(s.fslots[i] == -1 for i in range(8) if i not in open_slots)
    assert len(s.tdeck) == 48 - len(open_slots)


@pytest.mark.parametrize("n,start,expected", [
    (2, 0, [1, 0] * 3),
    (2, 1, [0, 1] * 3),
    (3, 0, [2, 1, 0] * 3),
    (3, 1, [0, 2, 1] * 3),
    (4, 0, [3, 2, 1, 0] * 3),
    (4, 2, [1, 0, 3, 2] * 3),
])
def test_the_draft_starts_with_the_last_player_and_goes_counter_clockwise(n, start, expected):
    m = deal(n, start)
    s = m.state
    assert len(s.draft) == 3 * n + 1
    seen = []
    while s.current_player() >= 0 and isinstance(s.pending[-1], DraftPick):
        seen.append(s.current_player())
        m.play(s.legal_moves()[-1])
    assert seen == expected
    assert all(len(h) == 3 for h in s.held)


def test_the_order_nobody_drafted_goes_to_the_first_open_order_slot_and_the_stack_fills_the_rest():
    t = tables()
    revealed = ["carriage_KKK", "wheelbarrow_Y", "motorcar_GG", "locomotive_BBB", "carriage_Y", "motorcar_K",
                "wheelbarrow_GGG"]
    nxt = ["locomotive_YBGK", "carriage_B", "motorcar_YYY"]
    picks = revealed[:6]
    s = setup(2, orders=revealed + nxt, picks=picks).state
    # 2 players: order slot 1 is locked, so the leftover lies in slot 2
    assert s.oslots[0] == -1
    assert t.order_names[s.oslots[1]] == "wheelbarrow_GGG"
    assert [t.order_names[s.oslots[i]] for i in (2, 3)] == nxt[:2]
    assert names(s, "orders")[0] == "motorcar_YYY"
    held = [sorted(t.order_names[c] for c, _, _ in s.held[p]) for p in range(2)]
    assert held == [sorted(picks[1::2]), sorted(picks[0::2])]  # seat 1 (the last player) picked first


def test_with_four_players_every_order_slot_is_open():
    s = setup(4).state
    assert all(c >= 0 for c in s.oslots)


def test_the_start_player_and_both_shuffles_are_chance_outcomes_a_record_scripts():
    from engine.core.match import Match
    from engine.games.coal_baron import GAME
    s = Match(GAME, 3, seed=1).state
    assert s.current_player() == CHANCE and s.chance_is_listed()
    assert sorted(m.seat for m, _ in s.chance_outcomes()) == [0, 1, 2]
    m = deal(3, start=2, tiles=["black_2_lit"], orders=["carriage_KKK"])
    assert m.state.start == 2
    assert m.state.draft[0] == tables().order_index["carriage_KKK"]
    assert tables().tile_names[m.state.fslots[0]] == "black_2_lit"
