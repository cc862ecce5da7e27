"""Cards whose prerequisite returns improvements (card_returns.py): one scenario per card."""
from __future__ import annotations

from engine.games.agricola import cards
from engine.games.agricola.card_moves import PlayCard, ReturnImprovement
from engine.games.agricola.card_returns import ReturnImprovements
from engine.games.agricola.fields import Bake
from engine.games.agricola.moves import BakeGrain
from engine.games.agricola.round import FLOW
from tests.engine.agricola.ag_cards import FullScenario
from tests.engine.agricola.test_cards_baking import _own


def _minor_action(sc: FullScenario, seat: int) -> None:
    sc.s.pending.append(cards.PlayCards(seat, False))  # scenario: a minor improvement action
    FLOW.advance(sc.s)


def test_madonna_statue_returns_2_improvements_and_scores_2():
    sc = FullScenario(2)
    sc.to_hand(0, "E38")
    _own(sc, 0, "fireplace_2")
    _minor_action(sc, 0)
    assert PlayCard("E38") not in sc.moves()  # one improvement only
    sc.s.pending.pop()
    sc.give(0, wood=1)
    sc.grant(0, "E12")  # Fishing Rod, a minor
    _minor_action(sc, 0)
    sc.play(PlayCard("E38"))
    assert isinstance(sc.s.pending[-1], ReturnImprovements)
    assert set(sc.moves()) == {ReturnImprovement("fireplace_2"), ReturnImprovement("E12")}
    assert sc.s.describe(ReturnImprovement("E12"), "en") == "return Fishing Rod"
    sc.play(ReturnImprovement("fireplace_2"))
    sc.play(ReturnImprovement("E12"))
    k = sc.s.k
    assert k.ct.index["E38"] in k.played[0] and k.ct.index["E12"] not in k.played[0]
    assert k.ct.index["E12"] in k.gone  # out of the game, in the open (determinize puts it in no hand)
    assert sc.s.major_owner[sc.s.t.major_index["fireplace_2"]] == -1  # back on the board
    assert not sc.s.fx.installed(0, "any_time")  # the Fireplace's cooking went with it
    assert cards.card_points(sc.s, 0) == 2


def test_bakers_oven_returns_an_oven_and_bakes_2_grain_at_5():
    sc = FullScenario(2)
    sc.to_hand(0, "E14")
    _own(sc, 0, "fireplace_2")
    _minor_action(sc, 0)
    assert PlayCard("E14") not in sc.moves()  # a Fireplace is not an oven
    sc.s.pending.pop()
    _own(sc, 0, "clay_oven")
    sc.give(0, grain=3)
    _minor_action(sc, 0)
    sc.play(PlayCard("E14"))
    assert sc.moves() == [ReturnImprovement("clay_oven")]
    food = sc.have(0, "food")
    sc.play(ReturnImprovement("clay_oven"))
    assert isinstance(sc.s.pending[-1], Bake)  # played: a bake at once
    sc.play(BakeGrain("E14"), BakeGrain("E14"))
    assert sc.have(0, "food") == food + 10 and sc.have(0, "grain") == 1
    assert sc.s.major_owner[sc.s.t.major_index["clay_oven"]] == -1
