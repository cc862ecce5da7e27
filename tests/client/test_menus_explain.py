"""The title's greyed Continue says why; New game has a line on each bot level seated; a bot's Japanese name
is its level and number; Ra's tooltips say "You hold", not "You holds"."""
from __future__ import annotations

from client.i18n import set_lang, t
from client.session.names import seat_names

from .helpers import settle, table


def test_continue_without_a_save_says_why(app):
    app.scenes.reset("title")
    b = app.stack.top.buttons.by_name("continue")
    assert not b.enabled() and b.label() == t("title.continue_none") != t("title.continue")


def test_new_game_explains_each_bot_level_seated(app, monkeypatch):
    from client.assets.text import Fonts
    app.scenes.reset("title")
    app.scenes.push("newgame")
    ng = app.stack.top
    ng.kinds[:3] = ["human", "hard", "easy"]
    ng.players = 3
    drawn: list[str] = []
    real = Fonts.fit

    def spy(self, s, *a, **kw):
        drawn.append(s)
        return real(self, s, *a, **kw)

    monkeypatch.setattr(Fonts, "fit", spy)
    app.invalidate()
    app.step(0.016, [])
    assert t("level_help.hard") in drawn and t("level_help.easy") in drawn
    assert t("level_help.random") not in drawn


def test_japanese_bot_names_read_as_level_and_number():
    set_lang("ja")
    try:
        assert seat_names(["human", "hard", "easy"])[1:] == ["むずかしい2", "かんたん3"]
    finally:
        set_lang("en")


def test_ra_says_you_hold(app):
    from client.session import launch
    from client.session.game_session import SeatSpec
    names = seat_names(["human", "easy"])
    launch.start_game(app, launch.new_session(app, "ra", [SeatSpec("human", None, names[0]),
                                                         SeatSpec("bot", "easy", names[1])], 7, None))
    settle(app)
    tb = table(app)
    words = " ".join(text for text, _box in tb.game.tips())
    assert "You holds" not in words and ("You hold none." in words or "You hold " in words)
