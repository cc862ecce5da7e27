"""The title's Rules asks which game first: one entry per registered table."""
from __future__ import annotations

from client.games import table_ids, table_info
from client.i18n import t
from client.scenes.overlays import RulesOverlay
from client.scenes.rules_picker import RulesPicker, game_name
from client.scenes.title import TitleScene

from .helpers import press


def test_the_picker_lists_every_registered_game_and_opens_its_rules(app):
    app.stack.push(TitleScene(app))
    press(app, "rules")
    picker = app.stack.top
    assert isinstance(picker, RulesPicker)
    labels = {b.name: b.label() for b in picker.buttons.buttons}
    for game in table_ids():
        assert labels[f"rules_{game}"] == game_name(game)
    for game in table_ids():
        press(app, f"rules_{game}")
        rules = app.stack.top
        assert isinstance(rules, RulesOverlay) and rules.game == game
        assert rules.text_lines() == [*t(table_info(game).rules).split("\n"), "", t("rules.keys")]
        press(app, "back")
        assert app.stack.top is picker
    press(app, "back")
    assert isinstance(app.stack.top, TitleScene)


def test_a_new_table_is_listed_without_touching_the_picker(app, monkeypatch):
    import client.scenes.rules_picker as rp
    monkeypatch.setattr(rp, "table_ids", lambda: ["ra", "la-granja", "coal-baron"])
    picker = RulesPicker(app)
    assert "rules_coal-baron" in {b.name for b in picker.buttons.buttons}
