"""Autosave resumes to the same state hash; a damaged save shows a dialog; a screenshot is not blank."""
from __future__ import annotations

import pygame

from client.scenes.overlays import Message
from client.scenes.table import TableScene
from client.scenes.title import TitleScene
from client.session.launch import open_save
from client.session.unfinished import latest

from .helpers import press, settle, start_table


def test_autosave_resumes_to_same_state(app):
    tb = start_table(app, ["human", "easy", "easy"], seed=21)
    s = tb.session
    press(app, "invoke")
    settle(app)
    s.flush()
    h = s.state.state_hash()
    assert latest() is not None
    app.stack.reset(TitleScene(app))
    press(app, "continue")  # the list of unfinished games: this one is the newest
    app.stack.top.open(0)
    top = app.stack.top
    assert isinstance(top, TableScene)
    assert top.session.state.state_hash() == h
    assert top.session.seats[1].kind == "bot"


def test_damaged_save_gets_a_dialog(app, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "bodoge-record", "version": 1, "game": "ra", "seats": [], "seed": 1')
    app.stack.push(TitleScene(app))
    open_save(app, bad)
    assert isinstance(app.stack.top, Message)
    assert "JSON" in app.stack.top.text
    app.step(0.016, [])
    press(app, "ok")
    assert isinstance(app.stack.top, TitleScene)


def test_table_screenshot_is_not_blank(app, tmp_path):
    start_table(app, ["human", "easy", "easy", "easy"], seed=3)
    path = tmp_path / "shot.png"
    app.screenshot(str(path))
    img = pygame.image.load(str(path))
    colors = {tuple(img.get_at((x, y))) for x in range(0, img.get_width(), 37) for y in range(0, img.get_height(), 37)}
    assert len(colors) > 20


def test_a_save_file_dropped_on_the_window_opens(app, tmp_path):
    tb = start_table(app, ["human", "easy"], seed=5)
    press(app, "invoke")
    settle(app)
    tb.session.flush()
    copy = tmp_path / "shared.json"
    copy.write_bytes(latest().read_bytes())
    h = tb.session.state.state_hash()
    app.stack.reset(TitleScene(app))
    app.step(0.016, [pygame.event.Event(pygame.DROPFILE, file=str(copy))])
    top = app.stack.top
    assert isinstance(top, TableScene) and top.session.state.state_hash() == h


def test_a_damaged_file_dropped_on_the_window_gets_a_dialog(app, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json")
    app.stack.reset(TitleScene(app))
    app.step(0.016, [pygame.event.Event(pygame.DROPFILE, file=str(bad))])
    assert isinstance(app.stack.top, Message)


def test_a_save_of_agricolas_full_game_opens_at_the_table(app, tmp_path):
    from engine.core import records
    from engine.core.match import Match

    m = Match("agricola", 2, seed=3, options={"family": False})
    path = tmp_path / "full.json"
    records.save(records.record_of(m), path)
    app.scenes.push("title")
    open_save(app, path)
    top = app.stack.top
    assert isinstance(top, TableScene) and top.session.state.k is not None


def test_a_save_of_a_variant_the_table_cannot_show_gets_a_dialog(app, tmp_path, monkeypatch):
    """A table may declare options it cannot show (`TableInfo.fixed_options`; none does now that
    Agricola's full game has its table): a save of such a variant opens a dialog that says so, and no
    table starts."""
    import dataclasses

    from client.games import table_info
    from client.i18n import t
    from client.session import launch
    from engine.core import records
    from engine.core.match import Match

    fixed = dataclasses.replace(table_info("agricola"), fixed_options=("family", "draft"))
    monkeypatch.setattr(launch, "table_info", lambda game_id: fixed)
    m = Match("agricola", 2, seed=3, options={"family": True})  # not the default: a variant
    path = tmp_path / "family.json"
    records.save(records.record_of(m), path)
    app.scenes.push("title")
    open_save(app, path)
    top = app.stack.top
    assert isinstance(top, Message) and not isinstance(app.stack.find("table"), TableScene)
    assert top.text == t("load.variant", game="Agricola", option="family", value=True)
