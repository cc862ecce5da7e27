"""A bot that fails says so on screen and the game stays usable; a save naming a bot level nobody
knows is refused at load with a clear message, and the autosave is left as it was."""
from __future__ import annotations

import json

import pytest

from client.scenes.overlays import BotFailed, Message
from client.scenes.table import TableScene
from client.scenes.title import TitleScene
from client.session import bots, launch
from client.session.game_session import SeatSpec
from client.session.unfinished import latest
from engine.core.errors import RecordError

from .helpers import press, settle, start_table


def test_the_worker_process_answers_a_failing_request_with_a_one_line_reason():
    driver = bots.WorkerBots()
    try:
        from engine.core.registry import get_game
        state = get_game("ra").new_state(2)
        driver.request((("move", 0, 0), "grandmaster", 1, None, 5, state, 0))
        key, move, err = driver.replies.get(timeout=60)  # the spawned worker imports the engine first
    finally:
        driver.close()
    assert key == ("move", 0, 0) and move is None
    assert err.startswith("ValueError: unknown bot level 'grandmaster'") and "\n" not in err


def test_a_bot_that_raises_shows_a_dialog_and_the_game_stays_usable(app, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("the search ran out of tree\nTraceback (most recent call last): ...")
    real = bots.choose
    tb = start_table(app, ["human", "easy"], seed=3)
    s = tb.session
    monkeypatch.setattr(bots, "choose", broken)
    press(app, "invoke")  # the human's move; then the bot is asked, and fails
    for _ in range(200):
        if isinstance(app.stack.top, BotFailed):
            break
        tb.tweener.skip()
        tb.wait = 0
        app.step(0.05, [])
    dialog = app.stack.top
    assert isinstance(dialog, BotFailed)
    assert "the search ran out of tree" in dialog.text and "Traceback" not in dialog.text
    assert "Bot 2" in dialog.title()
    moves = len(s.match.moves)
    press(app, "ok")
    assert app.stack.top is tb
    for _ in range(20):  # the game waits: nothing is asked again behind the player's back
        app.step(0.05, [])
    assert len(s.match.moves) == moves and not isinstance(app.stack.top, BotFailed)
    assert "could not move" in tb.game.status_line()
    assert s.can_undo()  # undo and save still work
    tb.open_menu()
    press(app, "save")
    assert app.stack.top is tb and "Saved" in tb.toast
    monkeypatch.setattr(bots, "choose", real)  # the bot works again: Retry from the menu
    tb.open_menu()
    press(app, "retry")
    settle(app)
    assert len(s.match.moves) > moves and s.bot_error is None


def grandmaster_save(app, tmp_path):
    tb = start_table(app, ["human", "easy"], seed=5)
    tb.session.flush()
    data = json.loads(latest().read_text())
    data["seats"][1]["level"] = "grandmaster"
    app.stack.reset(TitleScene(app))
    return json.dumps(data).encode()


def test_a_save_with_an_unknown_bot_level_is_refused_and_the_autosave_kept(app, tmp_path):
    bad = grandmaster_save(app, tmp_path)
    auto = latest()
    auto.write_bytes(bad)
    before = auto.read_bytes()
    press(app, "continue")
    app.stack.top.open(0)
    top = app.stack.top
    assert isinstance(top, Message) and "grandmaster" in top.text and "seat 2" in top.text
    for _ in range(10):
        app.step(0.05, [])
    assert auto.read_bytes() == before
    assert not any(isinstance(sc, TableScene) for sc in app.stack.scenes)


def test_opening_another_file_with_an_unknown_level_leaves_the_autosave_alone(app, tmp_path):
    bad = grandmaster_save(app, tmp_path)
    auto = latest()
    before = auto.read_bytes()
    path = tmp_path / "shared.json"
    path.write_bytes(bad)
    launch.open_save(app, path)
    assert isinstance(app.stack.top, Message) and "grandmaster" in app.stack.top.text
    for _ in range(10):
        app.step(0.05, [])
    assert auto.read_bytes() == before


def test_a_seat_with_an_unknown_level_is_refused_before_any_session(app):
    with pytest.raises(RecordError, match="grandmaster"):
        launch.new_session(app, "ra", [SeatSpec("human", None, "P1"), SeatSpec("bot", "grandmaster", "Bot 2")])
    assert latest() is None


def test_a_failed_hint_says_so(app, monkeypatch):
    tb = start_table(app, ["human", "easy"], seed=3)

    def broken(*args, **kwargs):
        raise MemoryError("too deep")
    monkeypatch.setattr(bots, "choose", broken)
    tb.hint()
    app.step(0.016, [])
    assert tb.toast.startswith("No hint") and "too deep" in tb.toast


def test_replies_for_other_keys_are_ignored(app):
    tb = start_table(app, ["human", "easy"], seed=3)
    tb.session.bots.ready.append((("move", 999, 1), None, "RuntimeError: stale"))
    app.step(0.016, [])
    assert tb.session.bot_error is None
