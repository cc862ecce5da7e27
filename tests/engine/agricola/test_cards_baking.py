"""Cards on baking bread (card_baking.py): one scenario per card."""
from __future__ import annotations

from engine.games.agricola import fields, majors
from engine.games.agricola.card_baking import BakeToo
from engine.games.agricola.card_moves import DECLINE, UseCard
from engine.games.agricola.moves import BakeGrain, Stop
from tests.engine.agricola.ag_cards import FullScenario


def _own(sc: FullScenario, seat: int, major: str) -> None:
    """Scenario: the seat owns this major (its effects installed)."""
    i = sc.s.t.major_index[major]
    sc.s.major_owner[i] = seat
    for e in majors._effects(sc.s, i):
        sc.s.fx.install(seat, e)


def _bake(sc: FullScenario, seat: int, grain: int, major: str = "fireplace_2") -> None:
    """The seat bakes `grain` grain in one bake (pushed as a bake action would be)."""
    fields.start_bake(sc.s, seat)
    for _ in range(grain):
        sc.play(BakeGrain(major))
    if isinstance(sc.s.pending[-1], fields.Bake):
        sc.play(Stop())


def test_millstone_gives_2_food_once_a_bake():
    sc = FullScenario(2)
    _own(sc, 0, "fireplace_2")
    sc.give(0, stone=1, grain=3)
    sc.grant(0, "E41")
    food = sc.have(0, "food")
    _bake(sc, 0, 2)
    assert sc.have(0, "food") == food + 2 * 2 + 2  # the Fireplace's 2 a grain, and the Millstone's 2 once
    assert sc.have(0, "grain") == 1


def test_bread_seller_gets_1_food_per_grain_anyone_bakes():
    sc = FullScenario(2)
    sc.grant(1, "E155")
    _own(sc, 0, "fireplace_2")
    sc.give(0, grain=2)
    food = sc.have(1, "food")
    _bake(sc, 0, 2)
    assert sc.have(1, "food") == food + 2
    _own(sc, 1, "clay_oven")
    sc.give(1, grain=1)
    _bake(sc, 1, 1, "clay_oven")
    assert sc.have(1, "food") == food + 2 + 5 + 1  # its own bake: the oven's 5 and 1 for the grain


def test_master_baker_bakes_after_another_player_and_gets_1_more_on_its_own_bakes():
    sc = FullScenario(2)
    sc.grant(1, "E149")
    _own(sc, 0, "fireplace_2")
    _own(sc, 1, "fireplace_3")
    sc.give(0, grain=1)
    sc.give(1, grain=2)
    food = sc.have(1, "food")
    _bake(sc, 0, 1)
    assert isinstance(sc.s.pending[-1], BakeToo) and sc.s.current_player() == 1
    sc.play(UseCard())
    sc.play(BakeGrain("fireplace_3"))
    sc.play(Stop())
    assert sc.have(1, "food") == food + 2  # the offered bake: no extra food
    _bake(sc, 1, 1, "fireplace_3")
    assert sc.have(1, "food") == food + 2 + 2 + 1  # its own bake: 1 more
    assert not isinstance(sc.s.pending[-1], BakeToo)  # its own bake offers it nothing


def test_master_baker_is_not_asked_without_a_baking_improvement():
    sc = FullScenario(2)
    sc.grant(1, "E149")
    _own(sc, 0, "fireplace_2")
    sc.give(0, grain=1)
    sc.give(1, grain=1)
    _bake(sc, 0, 1)
    assert not isinstance(sc.s.pending[-1], BakeToo)
    assert DECLINE not in sc.moves()
