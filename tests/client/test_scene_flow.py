"""Scene flow by synthetic events: title -> new game -> table -> results -> title; Escape backs out."""
from __future__ import annotations

import pygame

from client.scenes.newgame import NewGameScene
from client.scenes.overlays import Confirm, PauseMenu
from client.scenes.results import ResultsScene
from client.scenes.table import TableScene
from client.scenes.title import TitleScene

from .helpers import key, press, settle


def test_title_new_game_table_results_title(app):
    app.stack.push(TitleScene(app))
    app.step(0.016, [])
    press(app, "new")
    assert isinstance(app.stack.top, NewGameScene)
    ng = app.stack.top
    press(app, "fewer")
    assert ng.players == 2
    for _ in range(4):  # human -> random -> easy -> medium -> hard ... cycle seat 1 to "random"
        if ng.kinds[0] == "random":
            break
        press(app, "seat0")
    ng.kinds[1] = "random"
    press(app, "start")
    assert isinstance(app.stack.top, TableScene)
    settle(app, limit=20000)
    for _ in range(400):
        if isinstance(app.stack.top, ResultsScene):
            break
        app.step(0.05, [])
    assert isinstance(app.stack.top, ResultsScene)
    press(app, "title")
    assert isinstance(app.stack.top, TitleScene)


def test_escape_backs_out_everywhere(app):
    app.stack.push(TitleScene(app))
    press(app, "new")
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)
    press(app, "new")
    press(app, "start")
    table = app.stack.top
    assert isinstance(table, TableScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    key(app, pygame.K_ESCAPE)
    press(app, "title")
    assert isinstance(app.stack.top, Confirm)
    press(app, "yes")
    assert isinstance(app.stack.top, TitleScene)
    press(app, "rules")
    key(app, pygame.K_ESCAPE)
    press(app, "settings")
    press(app, "lang")
    press(app, "lang")  # en -> system -> ja
    assert app.settings.lang == "ja"
    from client.i18n import lang, t
    assert lang() == "ja" and t("title.new_game") == "新しいゲーム"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Confirm)
    press(app, "no")
    assert app.running


def test_demo_returns_to_title_on_any_key(app):
    from client.session.demo import start_demo
    app.stack.push(TitleScene(app))
    start_demo(app, 1)
    for _ in range(30):
        app.step(0.05, [])
    assert isinstance(app.stack.top, TableScene) and app.stack.top.demo
    key(app, pygame.K_a)
    assert isinstance(app.stack.top, TitleScene)
