"""Any connected pasture is a legal fence commit (not only the rectangles the bots weigh), its wood from the
one pure cost function, and what the bots consider of it."""
import copy

import pytest
from ag_scenario import Scenario, cells

from engine.bots.greedy import GreedyBot
from engine.core.errors import IllegalMove
from engine.core.match import Match
from engine.games.agricola import farm, reasons
from engine.games.agricola.fencing import commits, pasture_problem, pasture_wood
from engine.games.agricola.moves import STOP, Fence, fence_moves

U = ("r1c3", "r1c4", "r1c5", "r2c3", "r2c5")  # open at the bottom: r2c4 stays outside, next to r3c4
RING = ("r1c2", "r1c3", "r1c4", "r2c2", "r2c4", "r3c2", "r3c3", "r3c4")  # round the middle cell r2c3


def fencing(wood: int) -> Scenario:
    sc = Scenario(2, cards=("fences",))
    sc.give(0, wood=wood)
    sc.place("fences")
    return sc


def test_there_are_5726_pasture_shapes_and_the_bots_candidates_are_317_of_them():
    assert len(farm.shapes()) == 5726 and len(farm.candidates()) == 317
    assert all(farm.connected(m) for m, _ in farm.shapes())
    assert {m for m, _ in farm.candidates()} <= set(farm.edges_of())
    assert all(farm.edges_of()[m] == farm.boundary(m) for m, _ in farm.candidates())


def test_a_u_shaped_pasture_is_legal_and_pays_one_wood_per_fence():
    sc = fencing(20)
    u = cells(*U)
    assert u not in {m for m, _ in farm.candidates()}  # not a rectangle nor two of them
    assert fence_moves()[u] in sc.moves() and sc.s.why_illegal(fence_moves()[u]) is None
    assert pasture_wood(sc.s, 0, u) == 12  # 3 on top, 2 + 2 on the sides, 2 below, 3 round the notch
    sc.play(fence_moves()[u])
    assert sc.s.pasture[0] == (u,) and sc.have(0, "wood") == 8
    assert sc.happened("pasture_fenced")[-1].data["wood"] == 12


def test_a_u_subdivided_costs_only_the_fences_inside_and_leaves_two_pastures():
    sc = fencing(20)
    sc.play(fence_moves()[cells(*U)])
    ell = cells("r1c3", "r1c4", "r2c3")  # an L inside the U: one fence between r1c4 and r1c5
    assert dict(commits(sc.s, 0))[ell] == 1 and pasture_wood(sc.s, 0, ell) == 1
    sc.play(fence_moves()[ell])
    assert sorted(sc.s.pasture[0]) == sorted([ell, cells("r1c5", "r2c5")]) and sc.have(0, "wood") == 7


def test_a_part_of_the_u_that_is_not_connected_is_refused():
    sc = fencing(20)
    sc.play(fence_moves()[cells(*U)])
    before = sc.s.state_hash()
    with pytest.raises(IllegalMove, match="connected"):
        sc.play(Fence(("r2c3", "r2c5")))  # the U's two legs, apart
    with pytest.raises(IllegalMove, match="connected"):
        sc.play(Fence(("r1c4", "r1c3")))  # connected, but not in board order: not a move
    assert sc.s.state_hash() == before


def test_a_pasture_round_a_middle_cell_is_refused_when_it_closes_off_a_field():
    sc = Scenario(2)
    s = sc.s
    ring = cells(*RING)
    s.goods[0] = 30
    assert pasture_problem(s, 0, ring) is reasons.FENCE_WOOD  # 16 fences: more than the 15 a seat has
    s.t = copy.copy(s.t)  # data with more fences, where closing off becomes possible
    s.t.g = s.t.g.model_copy(update={"max_fences": 20})
    assert pasture_problem(s, 0, ring) is None  # free, the middle cell becomes a pasture of its own
    s.fields[0] = cells("r2c3")
    assert pasture_problem(s, 0, ring) is reasons.FENCE_CLOSES
    assert ring not in dict(commits(s, 0))


def test_each_refusal_names_its_rule():
    sc = fencing(4)
    s = sc.s
    assert pasture_problem(s, 0, cells("r2c1")) is reasons.FENCE_USED  # a room
    assert pasture_problem(s, 0, cells("r1c4", "r1c5")) is reasons.FENCE_WOOD  # 6 fences, 4 wood
    sc.give(0, wood=10)
    sc.play(fence_moves()[cells("r1c5")])
    assert pasture_problem(s, 0, cells("r1c5")) is reasons.FENCE_NOTHING
    assert pasture_problem(s, 0, cells("r3c3")) is reasons.FENCE_APART
    assert pasture_problem(s, 0, cells("r1c4", "r1c5")) is reasons.FENCE_SPLIT  # half in, half out


def test_the_bots_weigh_the_rectangles_and_their_unions_only():
    sc = fencing(20)
    s = sc.s
    legal, cand = s.legal_moves(), s.candidate_moves()
    assert set(cand) < set(legal) and fence_moves()[cells(*U)] in legal and fence_moves()[cells(*U)] not in cand
    assert {m.cells for m in cand} == {fence_moves()[m].cells for m, _ in commits(s, 0, candidates=True)}
    assert GreedyBot(0).choose(s.observation(0), 0) in cand
    sc.play(fence_moves()[cells("r1c5")])
    assert STOP in s.candidate_moves()


def test_a_game_without_its_own_candidates_offers_its_legal_moves():
    s = Match("ra", 3, seed=1).state
    while s.current_player() < 0:
        s.apply(s.chance_outcomes()[0][0])
    assert s.candidate_moves() == s.legal_moves()


def test_with_no_candidate_left_the_bots_get_every_legal_pasture(monkeypatch):
    sc = fencing(20)
    from engine.games.agricola import fencing as fencing_module
    monkeypatch.setattr(fencing_module, "_open_candidates", lambda fences, blocked: {})  # none fits
    assert sc.s.candidate_moves() == sc.s.legal_moves() and sc.s.legal_moves()
