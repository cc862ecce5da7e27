
"""New game: player-count grammar, seat names a player reads, the last setup
remembered, seats centred when a game has no options."""
from __future__ import annotations

from client import i18n
from client.games import table_ids
from client.scenes.newgame import NewGameScene
from client.session.names import seat_names
from client.settings import load_settings

from .helpers import press


def test_one_player_is_singular_in_both_languages(app):
    ng = NewGameScene(app)
    ng.players = 1
    assert ng.players_label() == "1 player"
    ng.players = 2
    assert ng.players_label() == "2 players"
    i18n.set_lang("ja")
    try:
        ng.players = 1
        assert ng.players_label() == "1人"
    finally:
        i18n.set_lang("en")


def test_seat_names_are_words_and_translated():
    assert seat_names(["human", "medium", "hard"]) == ["You", "Medium 2", "Hard 3"]
    assert seat_names(["human", "human"]) == ["Player 1", "Player 2"]
    i18n.set_lang("ja")
    try:
        assert seat_names(["human", "easy"]) == ["あなた", "かんたん2"]
    finally:
        i18n.set_lang("en")


def test_the_started_game_names_its_seats(app):
    app.stack.push(NewGameScene(app))
    press(app, "start")
    names = [s.name for s in app.stack.top.session.seats]
    assert names[0] == "You" and not any(n.startswith("P") and n[1:].isdigit() for n in names)


def test_the_last_setup_is_remembered(app):
    ng = NewGameScene(app, "ra")
    app.stack.push(ng)
    press(app, "more")
    press(app, "seat1")  # medium -> hard
    press(app, "option")  # god_on_disaster off -> on
    players, kinds = ng.players, list(ng.kinds[:ng.players])
    press(app, "start")
    assert load_settings().last_setup.game == "ra"  # on disk, not only in memory
    again = NewGameScene(app)
    assert (again.game.id, again.players, again.kinds[:again.players]) == ("ra", players, kinds)
    assert again.options() == {"god_on_disaster": True}


def test_a_damaged_remembered_setup_falls_back(app):
    app.settings.last_setup.game = "chess"
    app.settings.last_setup.kinds = ["grandmaster", "human"]
    ng = NewGameScene(app)
    assert ng.game.id == table_ids()[0]  # the first game at the table, not the unknown one
    assert ng.kinds[0] == "human"
    app.settings.last_setup.game = "ra"
    app.settings.last_setup.options = {"ra": {"god_on_disaster": "maybe"}}
    assert NewGameScene(app).options() == {"god_on_disaster": False}


def test_seats_sit_in_the_middle_without_options(app, monkeypatch):
    ng = NewGameScene(app, "ra")
    monkeypatch.setattr(ng, "specs", lambda: [])
    ng.rebuild()
    b = ng.buttons.by_name("seat0")
    assert abs((b.x + b.w / 2) - 960) < 1
    monkeypatch.undo()
    ng.rebuild()
    seat, opt = ng.buttons.by_name("seat0"), ng.buttons.by_name("option")
    assert abs((seat.x + opt.x + opt.w) / 2 - 960) < 1  # the two columns mirror each other


def test_a_newcomer_starts_on_the_lightest_game_and_menus_follow_one_order(app):
    """Menus list the tables by `menu_order`, not by package name (which put Coal Baron first)."""
    from client.games import table_info

    ids = table_ids()
    assert ids[:3] == ["ra", "la-granja", "coal-baron"]
    assert [table_info(g).menu_order for g in ids] == sorted(table_info(g).menu_order for g in ids)
    app.settings.last_setup.game = ""
    assert NewGameScene(app).game.id == "ra"
