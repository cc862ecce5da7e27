"""Coal Baron's orders read at a glance and say how full they are: a held order's hover text counts the
cubes in and names those still wanted (from the engine's order, never worked out here), an open order's says
how it is taken and what its outline means; the tiles' art tells each colour and side by its own seam."""
from __future__ import annotations

import random
import re
from pathlib import Path

from client.games.coal_baron.model import filled_spots, pit_view
from engine.games.coal_baron.data import COLOURS

from ..helpers import center
from .cb_helpers import settle_cb, start_cb

ART = Path(__file__).resolve().parents[3] / "art" / "coal_baron"


def test_a_held_orders_tooltip_says_how_full_it_is(app):
    tb = start_cb(app, ["human", "random"], seed=6)
    s, g = tb.session, tb.game
    rng = random.Random(2)
    for _ in range(400):
        st = s.state
        if s.human_to_move() and st.held[0] and any(len(need) < len(st.t.order_need[c]) for c, need, _on in st.held[0]):
            break
        if s.human_to_move():
            legal = st.legal_moves()
            fills = [m for m in legal if m.kind in ("fill", "load", "move_cage", "place")]
            assert s.try_play(rng.choice(fills or legal)) is None
        settle_cb(app)
    st = s.state
    assert st.held[0]
    for i, (card, need, on) in enumerate(st.held[0]):  # scenario set-up: one cube on an order of several
        if len(need) >= 2 and len(need) == len(st.t.order_need[card]):
            st.held[0][i] = (card, need[1:], tuple(k + (c == need[0]) for c, k in enumerate(on)))
            s.generation += 1
            break
    pv = pit_view(g.layout, g.observation(), 0)
    part = 0
    for (card, need, _on), o in zip(st.held[0], pv.orders, strict=True):
        printed = st.t.order_need[card]
        tip = g.tooltip((o.box[0] + 6, o.box[1] + o.box[3] / 2))  # its left edge: no later card lies on it
        n_in = len(printed) - len(need)
        assert [f for _c, f, _b in o.spots] == filled_spots(printed, need)
        if need:
            assert f"{n_in} of {len(printed)} cubes in" in tip, tip
            wanted = re.search(r"still wanted: (.*)$", tip, re.M).group(1).split()
            assert sorted(w.lower() for w in wanted) == sorted(COLOURS[c] for c in need)
            part += n_in > 0
        else:
            assert f"Complete ({len(printed)} of {len(printed)} cubes in)" in tip
    assert part  # a partly filled order was read
    for slot in st.oopen:
        if st.oslots[slot] >= 0:
            assert "outline" in g.tooltip(center(g.layout.box(f"oslot_{slot + 1}")))


def test_each_tile_shows_its_colours_cube_mark_and_its_side():
    """Eight tiles, eight pictures; a tile carries its colour's cube (fill and mark) and a lit one its lantern."""
    seen = set()
    for c in COLOURS:
        cube = (ART / "cubes" / f"cube_{c}.svg").read_text()
        fill = re.findall(r'fill="(#[0-9a-f]{6})"', cube)[1]
        for side in ("lit", "dark"):
            art = (ART / "tiles" / f"tile_{c}_{side}.svg").read_text()
            assert fill in art and ("#f2c14e" in art) == (side == "lit"), (c, side)
            seen.add(art)
    assert len(seen) == 8
