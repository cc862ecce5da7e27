"""La Granja readability: hand cards large enough to read at 1280x720 and filling
the hand; dice on a revenue space never over the text saying what it gives; hexes lit as hexes."""
from __future__ import annotations

import pytest

from client.games.la_granja.controls import dice_boxes
from client.games.la_granja.hex_glow import hex_points, is_hex
from client.games.la_granja.layout import LGLayout
from client.ui.paint import Painter
from engine.core.match import Match

from .lg_helpers import close_popups, start_lg


def layout():
    t = Match("la-granja", 2, 1, None).state.t
    return LGLayout(t.market_hexes, t.building_hexes)


def overlaps(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("count", range(1, 7))
def test_dice_never_cover_what_the_space_gives(count):
    lay = layout()
    for face in range(1, 7):
        x, y, w, h = lay.box(f"revenue_{face}")
        text = (x + 50, y + 27, w - 58, h - 29)  # where BoardPainter.revenue writes the options
        for box in dice_boxes(lay, face, count):
            assert not overlaps(box, text)
            assert box[2] >= 14  # still a die one can see and click


def test_hand_cards_fill_the_hand_and_read_at_1280x720(app, monkeypatch):
    lay = layout()
    hx, hy, hw, hh = lay.box("hand")
    boxes = lay.hand_boxes(4)
    assert sum(b[2] for b in boxes) > 0.9 * hw  # no half-empty hand area
    tb = start_lg(app, ["human", "easy"], seed=3)
    close_popups(app)
    sizes: list[float] = []
    real = Painter.text

    def text(self, surface, s, size, pos, *a, **k):
        if hx <= pos[0] <= hx + hw and hy <= pos[1] <= hy + hh:
            sizes.append(size * app.viewport.scale)
        return real(self, surface, s, size, pos, *a, **k)
    monkeypatch.setattr(Painter, "text", text)
    tb.game._layer = None
    app.stack.draw(app.screen)
    assert app.screen.get_size() == (1280, 720)
    assert sizes and max(sizes) >= 15  # the card names
    assert min(sizes) >= 9.5  # nothing in the hand smaller than ~10 px


def test_market_spaces_are_outlined_as_hexes():
    lay = layout()
    box = lay.space_box(0)
    assert box is not None and is_hex(box, lay.hex_size)
    pts = hex_points(box)
    assert len(pts) == 6 and min(p[1] for p in pts) == box[1] and max(p[1] for p in pts) == box[1] + box[3]


def test_an_empty_roof_row_says_why(app, monkeypatch):
    from client.i18n import t
    tb = start_lg(app, ["human", "easy"], seed=3)
    close_popups(app)
    said: list[str] = []
    real = Painter.text

    def text(self, surface, s, *a, **k):
        said.append(s)
        return real(self, surface, s, *a, **k)
    monkeypatch.setattr(Painter, "text", text)
    tb.game._layer = None
    app.stack.draw(app.screen)
    assert tb.session.state.display and t("lg.roofs_gone") not in said  # roofs on show: no note
    tb.session.state.display.clear()  # every roof taken this round
    tb.session.generation += 1
    tb.game._layer = None
    said.clear()
    app.stack.draw(app.screen)
    assert t("lg.roofs_gone") in said
