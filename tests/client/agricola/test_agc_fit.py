"""Agricola at 1280x720, the window new players used: the score table's category labels and seat names are
drawn at their size (none shrinks to fit), and the table stays clear of the chart beside it."""
from __future__ import annotations

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
