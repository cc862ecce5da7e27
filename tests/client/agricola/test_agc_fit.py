"""Agricola at 1280x720, the window new players used: the score table's category labels and seat names are
drawn at their size (none shrinks to fit), and the table stays clear of the chart beside it."""
from __future__ import annotations

import pygame
import pytest

from client import i18n

from .agc_helpers import start_agc


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_score_table_labels_keep_their_size_at_1280(app, monkeypatch, lang):
    from client.assets.text import Fonts
    tb = start_agc(app, ["random"] * 5, options={"family": False, "draft": False})
    shrunk: list[str] = []
    real = Fonts.fit

    def fit(self, text, size, max_width, *a, **kw):
        if self.render(text, size, *a, **kw).get_width() > max_width:
            shrunk.append(text)
        return real(self, text, size, max_width, *a, **kw)

    monkeypatch.setattr(Fonts, "fit", fit)
    i18n.set_lang(lang)
    try:
        scene = app.scenes.push("results", tb.session)
        app.stack.draw(app.screen)
        labels = [scene.category_label(c) for c in tb.session.state.breakdown()[0]]
        assert labels and not [x for x in shrunk if x in labels or x.startswith("Bot")], shrunk
    finally:
        i18n.set_lang("en")


def test_a_panels_counts_and_lines_keep_clear_of_icons_and_the_yard_at_1280(app, monkeypatch):
    """Two-digit counts stay clear of the next column's icon; "people · home" stays off the farmyard."""
    from client.ui.paint import Painter
    from engine.games.agricola.data import NG
    tb = start_agc(app, ["human", "random", "random"], options={"family": False, "draft": False})
    g = tb.game
    st = tb.session.state
    for q in (1, 2):
        for k in range(NG):
            st.goods[NG * q + k] = 12 + k  # scenario set-up: two digits everywhere
        st.begging[q] = 3
    tb.session.generation += 1  # the table's view of the position is anew
    texts: list[tuple[str, pygame.Rect]] = []
    icons: list[pygame.Rect] = []
    text, art = Painter.text, Painter.art

    def spy_text(self, surface, s, *a, **kw):
        r = text(self, surface, s, *a, **kw)
        texts.append((s, r))
        return r

    def spy_art(self, surface, name, box, *a, **kw):
        if name.startswith(("agricola/goods/", "agricola/animals/")):
            icons.append(self.rect(box))
        return art(self, surface, name, box, *a, **kw)

    monkeypatch.setattr(Painter, "text", spy_text)
    monkeypatch.setattr(Painter, "art", spy_art)
    surface = app.screen
    for i, q in enumerate(g.others()):
        texts.clear()
        icons.clear()
        g.compact_farm(surface, g.observation(), q, i, 0, False)
        counts = [r for s, r in texts if s.isdigit() and len(s) == 2]
        assert len(counts) == NG and len(icons) >= NG
        for r in counts:
            assert not any(r.colliderect(icon) for icon in icons), r
        yard = app.viewport.rect(*g.layout.mini_farm(i).box("yard"))
        line = next(r for s, r in texts if s.startswith("people"))
        assert not line.colliderect(yard) and app.viewport.rect(*g.layout.box(f"other_{i}")).contains(line)
