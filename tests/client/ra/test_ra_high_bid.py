"""Ra's high bid has a place of its own: its sun below the status text (never under it), who bid it
beside it, and the bidder's own sun ringed and marked "bid"."""
from __future__ import annotations

from engine.core.decisions import top
from engine.games.ra.auction import BidOrPass
from engine.games.ra.moves import Bid, InvokeRa

from ..helpers import settle, start_table


def test_the_high_bid_sits_apart_and_the_bidder_row_shows_it(app):
    tb = start_table(app, ["human", "human"], seed=2)
    s = tb.session
    tb.play(InvokeRa())
    settle(app)
    bidder = s.to_move()
    sun = min(s.state.up[bidder])  # the lowest: the caller can still outbid it, so the auction goes on
    tb.play(Bid(sun))
    settle(app)
    decision = top(s.state.pending)
    assert isinstance(decision, BidOrPass) and decision.high_bid == sun and decision.high_bidder == bidder
    lay = tb.layout
    bx, by, bw, bh = lay.bid_box()
    sx, sy, sw, sh = lay.box("status")
    lines = tb.game.status_lines()
    assert not any(str(sun) in line and "bid" in line.lower() for line in lines)  # not a status line any more
    text_bottom = sy + 42 * (len(lines) - 1) + 34  # the status panel's last line (StatusStyle's step)
    assert by >= text_bottom and sx <= bx and bx + bw <= sx + sw and by + bh <= sy + sh
    painted: list[tuple[str, object]] = []
    real_art, real_render = tb.game.view.art, app.fonts.render
    tb.game.view.art = lambda surf, name, box, *a: (painted.append((name, box)), real_art(surf, name, box, *a))[1]
    app.fonts.render = lambda txt, *a, **k: (painted.append((txt, None)), real_render(txt, *a, **k))[1]
    try:
        tb.game.view.invalidate_static()
        app.stack.draw(app.screen)
    finally:
        tb.game.view.art = real_art
        app.fonts.render = real_render
    assert (f"ra/suns/sun_{sun}_up", lay.bid_box()) in painted
    assert ("bid", None) in painted
    assert (f"Highest bid: sun {sun} by {s.seats[bidder].name}", None) in painted
