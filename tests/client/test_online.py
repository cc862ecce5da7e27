"""Play online, headless, against a real `bodoge serve` on 127.0.0.1 port 0 started by the client itself:
host and join through the screens, play moves of Ra at the table and from a friend's session, a dropped
link reconnecting, an away seat handed to a bot and back, undo by the server's rule, refusals shown, and
no server left behind. Every wait polls with a deadline."""
from __future__ import annotations

import random
import time
from pathlib import Path

import pygame
import pytest

from client.games.common.online_badge import status_text
from client.scenes import online as online_scenes
from client.session import online_start
from client.session.online import NetLink, OnlineSession
from client.session.online_start import HostedServer, HostError, host_game, join_online

from .helpers import click, ev, perform, press

FAST = ("--bot-workers", "0", "--grace-seconds", "1")
WAIT = 60.0


@pytest.fixture
def local(monkeypatch):
    """Hosting binds to 127.0.0.1, bots think in the server's own thread, a seat is away after 1 s."""
    monkeypatch.setattr(online_start, "HOST_EXTRA", FAST)
    monkeypatch.setattr(online_start, "lan_address", lambda: "127.0.0.1")


def pump(app, until, others=(), timeout=WAIT, what="the awaited state"):
    """Run frames (and let the friends' sessions take their snapshots) until `until()`; a deadline fails."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if app is not None:
            top = app.stack.top
            if hasattr(top, "tweener"):
                top.tweener.skip()
                top.wait = 0
            app.step(0.02, [])
        for s in others:
            s.advance()
        if until():
            return
    raise AssertionError(f"timed out waiting for {what}")


def has(buttons, name: str) -> bool:
    return any(b.name == name for b in buttons.buttons)


def friend_moves(friend: OnlineSession, rng: random.Random) -> None:
    friend.advance()
    if friend.human_to_move():
        assert friend.try_play(rng.choice(friend.state.legal_moves())) is None


def address_of(session: OnlineSession) -> str:
    assert session.address is not None
    return session.address.base.split("://", 1)[1]


def hosted(tmp_path: Path, game="ra", kinds=("human", "human")) -> OnlineSession:
    return host_game(game, list(kinds), {}, "Ann", tmp_path / "host", "127.0.0.1", 0.05, FAST)


def test_host_through_the_screens_then_play_with_a_friend(app, local, tmp_path):
    app.scenes.reset("title")
    app.step(0.02, [])
    press(app, "online")
    press(app, "host")
    host_scene = app.stack.top
    assert host_scene.name == "online_host" and not has(host_scene.buttons, "seed")  # the seed stays secret
    host_scene.game = __import__("engine.core.registry", fromlist=["get_game"]).get_game("ra")
    host_scene.players, host_scene.kinds[:2] = 2, ["human", "human"]
    host_scene.rebuild()
    press(app, "start")
    pump(app, lambda: app.stack.top.name == "online_lobby", what="the lobby")
    lobby = app.stack.top
    host = lobby.session
    assert host.host is not None and host.host.proc.poll() is None and host.address is not None
    friend = join_online(address_of(host), host.address.code, "Bob")
    pump(app, lambda: host.connected(1) is True, [friend], what="the friend's presence")
    assert [s.name for s in host.seats] == ["Player 1", "Bob"]
    press(app, "table")
    table = app.stack.top
    assert table.name == "table" and table.session is host and table.extra is not None
    rng = random.Random(1)
    for _ in range(400):  # the host plays by mouse, the friend from its session, until 8 moves are in
        pump(app, lambda: host.human_to_move() or friend.human_to_move() or host.over(), [friend],
             what="someone's turn")
        if host.snapshot["version"] >= 8 or host.over():
            break
        if host.human_to_move():
            legal = [m for m in host.state.legal_moves() if m.kind in ("draw", "invoke_ra", "pass", "bid")]
            perform(app, rng.choice(legal))
            pump(app, lambda: not host.human_to_move() or host.sent is None, [friend], what="the host's move")
        else:
            friend_moves(friend, rng)
    top = host.snapshot["version"]
    pump(app, lambda: friend.snapshot["version"] == host.snapshot["version"] >= top, [friend],
         what="both to see the same version")
    assert [e.text.en for e in friend.log] == [e.text.en for e in host.log]
    assert any(e.actor == 1 for e in host.log) and any(e.actor == 0 for e in host.log)
    friend.close()
    proc = host.host.proc
    app.scenes.reset("title")  # leaving the table stops the hosted server
    assert proc.poll() is not None


def type_into(app, text: str) -> None:
    app.step(0.02, [ev(pygame.TEXTINPUT, text=text)])


def test_join_through_the_screen_and_refusals_are_said(app, tmp_path):
    host = hosted(tmp_path)
    try:
        app.scenes.reset("title")
        press(app, "online")
        press(app, "join")
        join = app.stack.top
        assert join.name == "online_join"
        press(app, "join")  # nothing typed: said on the screen, nothing sent
        assert "address" in join.problem
        type_into(app, "127.0.0.1:1")
        key_tab = ev(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)
        app.step(0.02, [key_tab])
        type_into(app, host.address.code)
        app.step(0.02, [key_tab])
        type_into(app, "Bob")
        press(app, "join")  # nothing listens on port 1
        pump(app, lambda: app.stack.top.name == "message", what="the unreachable message")
        assert "Cannot reach" in app.stack.top.text or "cannot reach" in app.stack.top.text
        press(app, "ok")
        assert app.stack.top is join
        join.field("address").value = address_of(host)
        join.field("code").value = host.address.code + "x"  # a wrong invite
        press(app, "join")
        pump(app, lambda: app.stack.top.name == "message", what="the wrong invite message")
        assert "invite code is wrong" in app.stack.top.text
        press(app, "ok")
        join.field("code").value = host.address.code
        press(app, "join")
        pump(app, lambda: app.stack.top.name == "table", what="the table")
        mine = app.stack.top.session
        assert mine.seat == 1 and mine.seats[1].name == "Bob"
        pump(app, lambda: host.advance() or host.connected(1) is True, what="the host to see Bob")
    finally:
        app.scenes.reset("title")
        host.close()


def test_a_dropped_link_reconnects_and_an_away_seat_goes_to_a_bot_and_back(app, tmp_path):
    host = hosted(tmp_path)
    friend = join_online(address_of(host), host.address.code, "Bob")
    try:
        online_scenes.open_table(app, host)
        table = app.stack.top
        friend.link.drop()  # the network cuts the friend off: its link says hello again by itself
        pump(app, lambda: friend.status[0] != "connected", [friend], what="the friend to notice the drop")
        pump(app, lambda: friend.status == ("connected", 0), [friend], what="the friend to reconnect")
        token = friend.link.token
        friend.close()  # the friend is gone: after the grace period (1 s) the host may give the seat to a bot
        pump(app, lambda: has(table.extra.buttons, "hand_to_bot"), what="the hand-to-bot button")
        assert host.connected(1) is False
        b = table.extra.buttons.by_name("hand_to_bot")
        click(app, (b.x + b.w / 2, b.y + b.h / 2))
        pump(app, lambda: host.stand_in(1) == "medium" and host.seats[1].kind == "bot", what="the stand-in")
        rng = random.Random(3)
        for _ in range(200):  # the host plays; Bob's turns are the bot's now
            pump(app, lambda: host.human_to_move() or any(e.actor == 1 for e in host.log) or host.over(),
                 what="a move")
            if any(e.actor == 1 for e in host.log) or host.over():
                break
            assert host.try_play(rng.choice(host.state.legal_moves())) is None
            pump(app, lambda: host.sent is None, what="the host's move to be answered")
        assert any(e.actor == 1 for e in host.log), "the stand-in never moved"
        back = OnlineSession("ra", 2, {}, 1, NetLink(host.link.base, host.link.game_id, token))
        pump(app, lambda: back.advance() and back.snapshot["seats"][1]["stand_in"] is None, what="Bob back")
        pump(app, lambda: host.stand_in(1) is None and host.connected(1) is True, what="the seat handed back")
        back.close()
    finally:
        app.scenes.reset("title")
        friend.close()
        host.close()


def test_a_server_gone_away_is_said_at_the_table_and_the_title_is_a_menu_away(app, tmp_path):
    host = hosted(tmp_path)
    try:
        online_scenes.open_table(app, host)
        table = app.stack.top
        host.host.stop()  # the server is gone (its machine left the network, say)
        pump(app, lambda: "cannot be reached" in table.toast, what="the unreachable message")
        assert host.status[0] == "reconnecting" and "reconnecting" in status_text(host)
        press(app, "menu")
        press(app, "title")
        press(app, "yes") if app.stack.top.name == "confirm" else None
        assert app.stack.top.name == "title"
    finally:
        app.scenes.reset("title")
        host.close()


def test_a_refused_command_is_said_at_the_table(app, tmp_path):
    host = hosted(tmp_path)
    try:
        online_scenes.open_table(app, host)
        table = app.stack.top
        host.link.send({"type": "command", "cmd_id": "stale", "expected_version": 999, "move": {"kind": "pass"}})
        pump(app, lambda: bool(table.toast), what="the refusal")
        assert "not your turn" in table.toast or "moved on" in table.toast
    finally:
        app.scenes.reset("title")
        host.close()


def test_a_hint_online_is_the_hard_bots_move_from_this_seats_view(app, tmp_path):
    host = hosted(tmp_path, kinds=("human", "easy"))
    try:
        online_scenes.open_table(app, host)
        table = app.stack.top
        pump(app, host.human_to_move, what="the host's turn")
        table.hint()
        pump(app, lambda: host.hint is not None or host.hint_error is not None, what="the hint")
        assert host.hint_error is None and host.hint in host.state.legal_moves()
    finally:
        app.scenes.reset("title")
        host.close()


def test_an_online_game_ends_at_the_results_with_every_final_score(app, tmp_path):
    """La Granja hides the others' face-down VP in a view; at the end the record (public then) is replayed, so
    the results read the real final position."""
    host = hosted(tmp_path, "la-granja", ("human", "random"))
    try:
        online_scenes.open_table(app, host)
        rng = random.Random(7)
        for _ in range(3000):
            pump(app, lambda: host.human_to_move() or app.stack.top.name != "table", what="a turn or the end")
            if app.stack.top.name != "table":
                break
            assert host.try_play(rng.choice(host.state.legal_moves())) is None
        assert app.stack.top.name == "results"
        assert host.final is not None and host.match is host.final
        assert host.state.scores() == host.snapshot["scores"] and len(host.match.moves) == host.snapshot["version"]
    finally:
        app.scenes.reset("title")
        host.close()


def test_undo_online_only_within_ones_own_turn(tmp_path):
    host = hosted(tmp_path, "la-granja")
    friend = join_online(address_of(host), host.address.code, "Bob")
    people = [host, friend]
    try:
        pump(None, lambda: all(s.snapshot is not None for s in people), people, what="both snapshots")
        assert not host.can_undo() and not friend.can_undo()  # nothing of one's own to take back
        rng = random.Random(5)
        for _ in range(300):
            pump(None, lambda: any(s.human_to_move() for s in people), people, what="a turn")
            mover = next(s for s in people if s.human_to_move())
            if mover.log[-1].actor == mover.seat:
                break
            assert not mover.can_undo()
            assert mover.try_play(rng.choice(mover.state.legal_moves())) is None
        else:
            raise AssertionError("no seat moved twice in a row")
        other = friend if mover is host else host
        assert mover.can_undo() and not other.can_undo()
        version = mover.snapshot["version"]
        assert mover.undo()
        pump(None, lambda: all(s.snapshot["version"] == version - 1 for s in people), people, what="the undo")
    finally:
        friend.close()
        host.close()


def test_a_server_that_cannot_start_is_said_and_leaves_nothing(tmp_path):
    with pytest.raises(HostError) as err:
        HostedServer("203.0.113.7", tmp_path / "host")  # an address this machine does not have
    assert "did not start" in err.value.reason["en"] and err.value.reason["ja"]


def test_a_hosted_server_ends_when_its_host_goes(tmp_path):
    server = HostedServer("127.0.0.1", tmp_path / "host", FAST)
    assert server.proc.stdin is not None
    server.proc.stdin.close()  # what the system does when the host process dies, however it died
    server.proc.wait(timeout=30)
    assert server.proc.returncode is not None
    server.stop()


def test_leaving_the_lobby_but_for_the_table_stops_the_hosted_server(app, local):
    app.scenes.reset("title")
    press(app, "online")
    press(app, "host")
    press(app, "start")
    pump(app, lambda: app.stack.top.name == "online_lobby", what="the lobby")
    proc = app.stack.top.session.host.proc
    app.close()  # the window closes with the lobby open
    assert proc.poll() is not None
