"""Hover texts on every piece and space: what a hovered Ra tile, sun, bag, track or La Granja card, good,
building, hex, roof, side or panel is; the same by right-click and by a long press; and never another
seat's secret (a hand, face-down VP)."""
from __future__ import annotations

import pygame

from client.games.common.hotspots import center
from engine.games.la_granja.goods import GOOD_INDEX
from engine.games.ra.tiles import TILE_INDEX

from .helpers import ev, screen, start_table
from .la_granja.lg_helpers import close_popups, start_lg


def hover(app, tb, xy) -> str:
    app.step(0.016, [ev(pygame.MOUSEMOTION, pos=screen(app, xy), rel=(1, 1), buttons=(0, 0, 0))])
    return tb.tips.text or ""


def test_ra_pieces_say_what_they_are_and_do(app):
    tb = start_table(app, ["human", "easy"], seed=2)
    lay, s = tb.layout, tb.session.state
    cells = lay.held_cells(1)
    pharaoh = hover(app, tb, center(cells[TILE_INDEX["pharaoh"]]))
    assert pharaoh.startswith("Pharaoh\n") and "most Pharaohs +5" in pharaoh and "Funeral takes 2" in pharaoh
    assert "Bot 2 holds" in pharaoh
    assert "God" in hover(app, tb, center(cells[TILE_INDEX["god"]])).split("\n")[0]
    assert "+15" in hover(app, tb, center(cells[TILE_INDEX["art"]]))  # civilizations by kinds
    value, _up, box = lay.sun_boxes(0, s.up[0], s.down[0])[0]
    assert hover(app, tb, center(box)).startswith(f"Sun {value}\n")
    assert hover(app, tb, center(lay.box("bag"))).startswith(f"Bag: {s.bag_total} tiles left")
    assert hover(app, tb, center(lay.box("centre"))).startswith(f"Centre sun {s.center_sun}")
    assert "Ra track" in hover(app, tb, center(lay.ra_slot(0)))
    assert "auction" in hover(app, tb, center(lay.box("ra_figure")))
    s.auction[:] = [TILE_INDEX["earthquake"]]  # a disaster on the track says what it takes
    text = hover(app, tb, center(lay.auction_slot(0)))
    assert text.startswith("Earthquake\nDisaster") and "2 monument tiles" in text and "On the auction track" in text


def test_right_click_and_a_long_press_show_the_same_text(app):
    tb = start_table(app, ["human", "easy"], seed=2)
    bag = screen(app, center(tb.layout.box("bag")))
    app.step(0.016, [ev(pygame.MOUSEMOTION, pos=screen(app, (5, 1075)), rel=(1, 1), buttons=(0, 0, 0))])
    assert tb.tips.text is None
    app.step(0.016, [ev(pygame.MOUSEBUTTONDOWN, pos=bag, button=3)])
    assert tb.tips.text.startswith("Bag:")
    tb.tips.clear()
    cells = tb.layout.held_cells(1)  # a press on another seat's tile (nothing to pick up)
    p = screen(app, center(cells[TILE_INDEX["gold"]]))
    app.step(0.016, [ev(pygame.MOUSEBUTTONDOWN, pos=p, button=1)])
    assert tb.tips.text is None  # not yet
    for _ in range(50):
        app.step(0.016, [])
    assert tb.tips.text.startswith("Gold\n")
    app.step(0.016, [ev(pygame.MOUSEBUTTONUP, pos=p, button=1)])


def test_la_granja_cards_show_all_four_uses_labelled(app):
    tb = start_lg(app, ["human", "easy"], seed=3)
    close_popups(app)
    game = tb.game
    s = game.observation()
    seat = game.viewer()
    cid = s.hand[seat][0]
    box = game.layout.hand_boxes(len(s.hand[seat]))[0]
    text = hover(app, game_scene(app), center(box))
    card = s.t.cards[cid]
    assert text.split("\n")[0] == card.name["en"]
    for label in ("Field (left):", "Barrow (top):", "Helper (bottom):", "Extension (right):"):
        assert label in text
    assert f"worth {card.barrow_value}" in text
    lay = game.layout
    assert hover(app, tb, center(lay.mat_box("fields"))).startswith("Fields (left side)")
    assert hover(app, tb, center(lay.mat_box("good_vp"))).startswith("VP: ")
    assert "Deliver here:" in hover(app, tb, center(lay.box("building_3")))
    assert "Market space worth" in hover(app, tb, center(lay.space_box(0)))
    assert "click to see the whole farm" in hover(app, tb, (lay.box("other_0")[0] + 30, lay.box("other_0")[1] + 120))
    assert hover(app, tb, center(lay.box("revenue_2"))).startswith("Revenue space for a 2\n")
    price = s.facts()["prices"][seat]["buy"]["olive"]
    assert f"Pay {price} silver for one olive" in hover(app, tb, center(lay.mat_box("chart_buy_olive")))


def game_scene(app):
    return app.stack.top


def test_grain_on_fields_is_counted_beside_storage(app):
    tb = start_lg(app, ["human", "easy"], seed=3)
    close_popups(app)
    game = tb.game
    seat = game.viewer()
    s = tb.session.state
    s.goods[seat][GOOD_INDEX["grain"]] = 0
    s.fields[seat] = [next(c.id for c in s.t.cards[1:] if c.crop == GOOD_INDEX["grain"])]
    s.crops[seat] = [2]
    tb.session.generation += 1
    text = hover(app, tb, center(game.layout.mat_box("good_grain")))
    assert text == "grain: 0 in storage, 2 more on fields"
    drawn: list[str] = []
    real = app.fonts.fit
    app.fonts.fit = lambda txt, *a, **k: (drawn.append(txt), real(txt, *a, **k))[1]
    try:
        game._layer = None
        app.stack.draw(app.screen)
    finally:
        app.fonts.fit = real
    assert "0+2" in drawn


def test_tooltips_never_tell_another_seats_secrets(app):
    tb = start_lg(app, ["human", "easy", "easy"], seed=4)
    close_popups(app)
    game = tb.game
    full = tb.session.state
    me = game.viewer()
    app.stack.draw(app.screen)
    texts = "\n".join(text for text, _box in game.tips_at())
    for q in range(full.num_players):
        if q == me:
            continue
        for cid in full.hand[q]:
            if cid not in full.hand[me]:
                assert full.t.cards[cid].name["en"] + "\n" not in texts  # no card of another hand
    # another seat's farm: its VP read as face down, never as the number
    other = 1 if me != 1 else 0
    full.goods[other][GOOD_INDEX["vp"]] = 37
    tb.session.generation += 1
    game.mat_override = other
    game._layer = None
    app.stack.draw(app.screen)
    vp = hover(app, tb, center(game.layout.mat_box("good_vp")))
    assert "face down" in vp and "37" not in vp
    assert "37" not in "\n".join(text for text, _box in game.tips_at())
