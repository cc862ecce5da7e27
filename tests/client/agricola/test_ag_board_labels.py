"""The names drawn on Agricola's fixed action spaces are the engine's names of the spaces in play: the full
game's sides in the full game (1 occupation, Day laborer: 2 food, ...), the family sides in the family game,
the player count's extra cards, for 1 to 5 players; and each label is the first line of that space's
tooltip."""
from __future__ import annotations

import pytest

from client.games.agricola.view import space_name
from client.ui.paint import Painter

from ..helpers import center
from .ag_helpers import game, start_ag


@pytest.mark.parametrize("family", [True, False])
@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_board_labels_are_the_spaces_in_play(app, monkeypatch, family, n):
    drawn: list[str] = []
    real = Painter.wrapped

    def spy(self, surface, s, *a, **kw):
        drawn.append(s)
        return real(self, surface, s, *a, **kw)

    monkeypatch.setattr(Painter, "wrapped", spy)
    start_ag(app, ["human"] + ["easy"] * (n - 1), options={"family": family})
    g = game(app)
    g.invalidate_static()  # the board's static layer is painted again on the next frame
    drawn.clear()
    app.invalidate()
    app.step(0.016, [])
    s = g.session.state
    tb = s.t
    fixed = [sp for sp in s.board if not tb.space_stage[sp] and not (s.k is not None and sp in s.k.spaces)]
    shown = {space_name(tb, sp) for sp in fixed}
    assert shown <= set(drawn)
    other_side = {space_name(tb, sp) for sp in tb.board(n, family)} - shown  # the board's other side
    assert other_side, "the two sides differ somewhere for every player count"
    assert not other_side & set(drawn), other_side & set(drawn)
    for sp in fixed:
        tip = g.tips.at(s, g.session.match.game, g.names(), g.farm_seat(), g.others(),
                        center(g.layout.space_box(tb.space_ids[sp])))
        assert tip and tip.split("\n")[0] == space_name(tb, sp), (tb.space_ids[sp], tip)
