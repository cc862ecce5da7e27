"""The demo: no buttons a person cannot press, the game's name and a line on what is
happening, in the actions' place (never over a player's panel)."""
from __future__ import annotations

import pytest

from client.games import table_ids
from client.games.common.hotspots import inside
from client.session.demo import start_demo

from .helpers import table


@pytest.mark.parametrize("game", table_ids())
def test_demo_shows_a_caption_and_no_buttons(app, game):
    start_demo(app, seed=2, game=game)
    tb = table(app)
    for _ in range(30):
        app.step(0.05, [])
    assert tb.buttons.buttons == []
    name = tb.session.match.game.names["en"]
    caption = tb.game.demo_caption()
    assert caption.startswith(name) and len(caption) > len(name) + 3
    who = tb.session.to_move()
    if who >= 0:
        assert tb.session.seats[who].name in caption  # whose turn it is, by name


def test_the_demo_panel_covers_no_seat_panel(app):
    start_demo(app, seed=2, game="ra")
    tb = table(app)
    x, y, w, h = tb.game.actions_box()
    corners = [(x + 1, y + 1), (x + w - 1, y + 1), (x + 1, y + h - 1), (x + w - 1, y + h - 1)]
    for seat in range(tb.session.match.num_players):
        panel = tb.game.layout.box(f"p{seat}")
        assert not any(inside(panel, c) for c in corners)


def _engine_has(game, *words: str) -> bool:
    """Whether the engine has a move about `words` (a die rolled, a card played): the facts a demo's lines may
    claim."""
    return any(w in getattr(m, "__name__", "").lower() for m in game.move_types for w in words)


@pytest.mark.parametrize("game", table_ids())
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_demo_pitches_the_game_and_says_what_just_happened(app, game, lang):
    from client import i18n
    from engine.core.registry import get_game
    i18n.set_lang(lang)
    try:
        start_demo(app, seed=2, game=game)
        tb = table(app)
        s = tb.session
        for _ in range(2000):
            if any(e.actor >= 0 for e in s.log):
                break
            app.step(0.05, [])
        about, last = tb.game.demo_story()
        name = s.match.game.names[lang]
        assert about.startswith(name) and len(about) > len(name) + 20
        assert last and any(seat.name in last for seat in s.seats)  # the newest move, by whom
        engine = get_game(game)
        texts = [about, last, tb.game.demo_caption(), i18n.t("demo.caption_idle", game=name)]
        for text in texts:
            low = text.lower()
            if "dice" in low or " die" in low or "ダイス" in text or "サイコロ" in text:
                assert _engine_has(engine, "die", "dice"), text  # no dice claimed where the game has none
            if "card" in low or "カード" in text:
                assert _engine_has(engine, "card"), text
    finally:
        i18n.set_lang("en")
