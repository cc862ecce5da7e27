"""The Load list: every save listed with game, players, round and date; it scrolls;
a save is deleted only after a confirmation."""
from __future__ import annotations

import os

import pygame

from client.scenes.load import LoadScene
from client.scenes.overlays import Confirm
from client.scenes.title import TitleScene
from client.session import launch
from client.session.game_session import SeatSpec
from client.session.save_info import line, save_info
from engine.core import records

from .helpers import click, key, press


def make_saves(app, n):
    session = launch.new_session(app, "ra", [SeatSpec("human", None, "You"), SeatSpec("bot", "easy", "Easy 2")],
                                 seed=3, autosave=False)
    for _ in range(4):
        if session.to_move() < 0:
            session.advance()
    paths = []
    for i in range(n):
        path = launch.saves_dir() / f"ra-{i:02d}.json"
        records.save(session.record(), path)
        os.utime(path, (1_700_000_000 + i * 60, 1_700_000_000 + i * 60))
        paths.append(path)
    return paths


def test_rows_say_game_players_round_and_date(app):
    path = make_saves(app, 1)[0]
    info = save_info(path)
    assert (info.game, info.players, info.round) == ("Ra", "You, Easy 2", "Epoch 1")
    assert info.date.startswith("2023-11-1")
    assert line(info) == "Ra · You, Easy 2 · Epoch 1"


def test_a_damaged_save_is_listed_and_can_be_deleted(app):
    bad = launch.saves_dir() / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    info = save_info(bad)
    assert info.damaged and "bad.json" in line(info)


def test_the_list_scrolls_to_every_save(app):
    paths = make_saves(app, 20)
    app.stack.push(TitleScene(app))
    press(app, "load")
    load = app.stack.top
    assert isinstance(load, LoadScene)
    assert len(load.files) == 20 and load.files[0] == paths[-1]  # all of them, newest first
    assert list(load.visible()) == list(range(8))
    app.step(0.016, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)])
    assert load.offset == 6
    for _ in range(30):
        key(app, pygame.K_DOWN)
    assert load.focus == 19 and 19 in load.visible()  # the keyboard's row stays on screen
    # a click on the scroll bar's track above the thumb pages up
    bx, by, bw, bh = load.bar()
    before = load.offset
    click(app, (bx + bw / 2, by + 5))
    assert load.offset == max(0, before - load.per_page())


def test_delete_asks_first_and_removes_only_that_file(app):
    paths = make_saves(app, 3)
    app.stack.push(TitleScene(app))
    press(app, "load")
    load = app.stack.top
    target = load.files[1]
    press(app, "delete1")
    assert isinstance(app.stack.top, Confirm)
    press(app, "no")
    assert target.exists() and app.stack.top is load
    press(app, "delete1")
    press(app, "yes")
    assert not target.exists()
    assert app.stack.top is load and len(load.files) == 2
    assert all(p.exists() for p in paths if p != target)


def test_enter_opens_the_chosen_save(app):
    make_saves(app, 2)
    app.stack.push(TitleScene(app))
    press(app, "load")
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    from client.scenes.table import TableScene
    assert isinstance(app.stack.top, TableScene)
