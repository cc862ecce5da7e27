"""Bot banners cover nothing a player needs (issue 38, item 12): on every table, at every player count and
at 100 % and 150 % text, the banner's box and the plates drawn in it stay clear of the status, the seats'
headers and panels, the log's heading and the viewer's own board; and the bots' last moves stay marked on
the board until a person acts."""
from __future__ import annotations

import pytest

from client.games import table_ids
from engine.core.registry import game_meta

from .helpers import new_table, table

LONG = "Medium 3: bought the black two-cart tile on the minecart factory, lit it, paid 8 Marks and more"


def cases():
    for gid in table_ids():
        meta = game_meta(gid)
        for n in range(max(2, meta.min_players), meta.max_players + 1):
            yield gid, n


def overlaps(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize(("game", "players"), list(cases()))
def test_the_banner_covers_nothing_a_player_needs(app, game, players, scale):
    app.fonts.set_scale(scale)
    new_table(app, game, ["human"] + ["random"] * (players - 1), seed=5)
    tb = table(app)
    g = tb.game
    box = g.banner_box()
    clear = g.keep_clear()
    assert clear, "a table must say what its banner leaves clear"
    assert box[0] >= 0 and box[0] + box[2] <= 1920 and box[1] >= 0 and box[1] + box[3] <= 1080
    for zone in clear:
        assert not overlaps(box, zone), (game, players, box, zone)
    for i in range(3):
        tb.banner.add(f"{LONG} {i}", i % players)
    app.stack.draw(app.screen)
    drawn = tb.banner_rects
    assert drawn, "no banner line fits its box"
    screen_box = app.viewport.rect(*box)
    for rect in drawn:
        assert screen_box.inflate(2, 2).contains(rect), (game, players, scale, rect, screen_box)
        for zone in clear:
            assert not rect.colliderect(app.viewport.rect(*zone)), (game, players, scale, rect, zone)
    for a, b in zip(drawn, drawn[1:], strict=False):
        assert not a.colliderect(b)


def test_the_bots_last_moves_stay_marked_until_a_person_acts(app):
    from .helpers import perform
    new_table(app, "ra", ["human", "easy", "easy"], seed=11)
    tb = table(app)
    s = tb.session
    for _ in range(3000):  # the human's first move, then the bots' turns, until it is the human's turn again
        if s.human_to_move() and not s.events and not tb.tweener.blocking() and app.stack.top is tb:
            if any(e.actor > 0 for e in s.log):
                break
            perform(app, next(m for m in s.state.legal_moves() if m.kind == "draw"))
        tb.tweener.skip()
        app.step(0.05, [])
    assert tb.marks and all(seat > 0 and boxes for seat, boxes in tb.marks)
    assert tb.banner.hold and tb.banner.lines  # what the bots did stays in view while the human decides
    lines = tb.banner.texts()
    for _ in range(200):  # ten seconds of a person thinking: the lines and the marks stand
        app.step(0.05, [])
    assert tb.banner.texts() == lines and tb.marks
    perform(app, next(m for m in s.state.legal_moves() if m.kind in ("draw", "invoke_ra", "pass", "bid")))
    assert tb.marks == []
