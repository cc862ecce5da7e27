"""New game builds its controls from the engine's options (bool toggles, a choice cycles, an int
steps within its bounds), labels in the UI language falling back to the field name; every option of
every game can be chosen, La Granja's draft among them. Demo and results read the engine's facts."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from client.scenes.newgame import NewGameScene
from client.scenes.table import TableScene
from client.session import demo
from engine.core.registry import get_game
from engine.core.text import Text

from .helpers import press


def open_new_game(app, game_id):
    app.scenes.reset("title")
    press(app, "new")
    ng = app.stack.top
    assert isinstance(ng, NewGameScene)
    for _ in range(10):
        if ng.game.id == game_id:
            return ng
        press(app, "game")
    raise AssertionError(f"{game_id} is not offered")


def option_button(ng, option):
    k = next(i for i, s in enumerate(ng.specs()) if s.name == option)
    return "option" if k == 0 else f"option{k}"


def test_la_granjas_draft_can_be_chosen_and_reaches_the_match(app):
    ng = open_new_game(app, "la-granja")
    name = option_button(ng, "draft")
    assert "Draft" in ng.buttons.by_name(name).label() and "off" in ng.buttons.by_name(name).label()
    press(app, name)
    assert "on" in ng.buttons.by_name(name).label()
    press(app, "start")
    table = app.stack.top
    assert isinstance(table, TableScene) and table.session.match.options["draft"] is True


def test_every_option_of_every_game_has_a_control(app):
    from client.games import table_ids, table_info
    from engine.core.options import option_specs
    for game_id in table_ids():
        ng = open_new_game(app, game_id)
        for spec in option_specs(get_game(game_id).options_model):
            # a data file path is the command line's; an option the table cannot play is not offered
            if spec.kind != "str" and spec.name not in table_info(game_id).fixed_options:
                assert ng.buttons.by_name(option_button(ng, spec.name))


class Variants(BaseModel):
    model_config = ConfigDict(extra="forbid")
    rounds: int = Field(default=3, ge=2, le=4, title="Rounds", json_schema_extra={"title_ja": "ラウンド数"})
    board: Literal["north", "south", "east"] = "north"
    short_game: bool = Field(default=False, description="Play only the first half.")


def test_controls_follow_the_option_kinds(app, monkeypatch):
    ng = open_new_game(app, "ra")
    monkeypatch.setattr(ng, "game", type("G", (), {"options_model": Variants, "id": "variant-test",
                                                   "names": {"en": "Variants"}, "min_players": 2,
                                                   "max_players": 4}))
    ng.rebuild()
    b = ng.buttons.by_name
    assert b("option").label() == "Rounds: 3" and b("option1").label() == "Board: north"
    assert b("option2").label() == "Short game: off"  # no title: the field's name
    press(app, "option_more")
    press(app, "option_more")  # 4 is the most
    assert ng.options()["rounds"] == 4 and not b("option_more").enabled()
    for _ in range(3):
        press(app, "option_less")
    assert ng.options()["rounds"] == 2 and not b("option_less").enabled()
    press(app, "option1")
    press(app, "option1")
    press(app, "option1")
    assert ng.options()["board"] == "north"  # round the three boards and back
    press(app, "option2")
    assert ng.options() == {"rounds": 2, "board": "north", "short_game": True}
    app.set_lang("ja")
    assert b("option").label().startswith("ラウンド数")


def test_demo_player_counts_come_from_the_engine(app, monkeypatch):
    import dataclasses

    from engine.core.registry import game_meta
    game = get_game("la-granja")
    meta = game_meta("la-granja")
    assert meta.demo_players == tuple(game.demo_players)  # the engine's Game says the same as its metadata
    monkeypatch.setattr(demo, "game_meta", lambda g: dataclasses.replace(meta, demo_players=(2,)))
    assert demo.demo_players("la-granja") == (2,)
    assert len(demo.demo_session(app, 5, "la-granja").seats) == 2
    monkeypatch.setattr(demo, "game_meta", lambda g: dataclasses.replace(meta, demo_players=()))
    assert demo.demo_players("la-granja") == tuple(range(game.min_players, game.max_players + 1))


def test_results_label_categories_as_the_engine_does(app, monkeypatch):
    from .helpers import start_table
    tb = start_table(app, ["human", "easy"], seed=3)
    results = app.scenes.push("results", tb.session)
    game = tb.session.match.game
    monkeypatch.setattr(type(game), "categories", {"gold": Text("Gold coins", "金貨")})
    assert results.category_label("gold") == "Gold coins"
    assert results.category_label("nile_flood") == "Nile flood"  # not labelled: its name
    app.set_lang("ja")
    assert results.category_label("gold") == "金貨"


def test_agricola_offers_the_full_game_and_its_draft(app):
    """Agricola's full game has its table: New game offers `family` and `draft`; family off starts it."""
    from client.games import table_info
    from client.scenes.newgame import NewGameScene
    from engine.core.registry import get_game

    ng = NewGameScene(app, "agricola")
    names = {s.name for s in ng.specs()}
    assert not table_info("agricola").fixed_options and {"family", "draft"} <= names
    ng.set_option(next(s for s in ng.specs() if s.name == "family"), False)
    chosen = get_game("agricola").parse_options(ng.options())
    assert chosen.family is False and chosen.draft is True


def test_an_option_the_table_cannot_play_is_not_offered(app, monkeypatch):
    """The generic mechanism (no table uses it now): a table's fixed options are not offered, so the
    match takes their defaults."""
    import dataclasses

    from client.games import table_info
    from client.scenes import newgame
    from engine.core.registry import get_game

    fixed = dataclasses.replace(table_info("agricola"), fixed_options=("family", "draft"))
    monkeypatch.setattr(newgame, "table_info", lambda game_id: fixed)
    ng = newgame.NewGameScene(app, "agricola")
    names = {s.name for s in ng.specs()}
    assert not names & {"family", "draft"} and "family" not in ng.options()
    game = get_game("agricola")
    assert game.parse_options(ng.options()).family is game.options_model().family is False  # the default


def test_a_choice_reads_in_the_ui_language_and_the_match_gets_its_value(app):
    from client.i18n import set_lang
    ng = open_new_game(app, "agricola")
    name = option_button(ng, "start")
    labels = []
    for _ in range(3):
        press(app, name)
        labels.append(ng.buttons.by_name(name).label())
    assert labels == ["Start player: drawing lots", "Start player: dice", "Start player: at random"]
    press(app, name)
    press(app, name)
    set_lang("ja")
    try:
        assert ng.buttons.by_name(name).label() == "スタートプレイヤー: サイコロ"
    finally:
        set_lang("en")
    press(app, "start")
    table = app.stack.top
    assert isinstance(table, TableScene) and table.session.match.options["start"] == "dice"
