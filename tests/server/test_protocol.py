"""The protocol's refusals and guarantees, against a real server: invites, turns, versions, repeated
commands, spectators, a client dropped in the middle of a command, and `kill -9` with a restart."""
from __future__ import annotations

import json
import random
import sqlite3
import urllib.error
import urllib.request

import pytest

from server.client import GameClient, ServerError, create_game, join_game
from tests.server.helpers import ServerProcess, drain, play_until, seated

PEOPLE = ["human", "human"]


def snapshot_after(c: GameClient, version: int) -> dict:
    return c.wait(lambda m: m["type"] == "snapshot" and m["version"] > version)


def reply_to(c: GameClient, cmd: str, version: int) -> dict:
    return c.wait(lambda m: (m["type"] == "reject" and m["cmd_id"] == cmd)
                  or (m["type"] == "snapshot" and m["version"] > version))


def mover(clients: list[GameClient]) -> tuple[GameClient, GameClient]:
    drain(clients)
    top = max(c.version for c in clients)
    for c in clients:
        if c.version < top:
            c.wait(lambda m: m["type"] == "snapshot" and m["version"] >= top)
    a, b = clients
    return (a, b) if a.snapshot and a.snapshot["legal"] else (b, a)


def test_a_wrong_invite_is_403_and_a_full_game_409(sqlite_server: ServerProcess):
    base = sqlite_server.base
    game_id, invite = create_game(base, "ra", ["human", "easy"], seed=3)
    with pytest.raises(ServerError) as wrong:
        join_game(base, game_id, invite + "x", "Mallory")
    assert wrong.value.status == 403 and wrong.value.reason["ja"]
    seat, token = join_game(base, game_id, invite, "Ann")
    assert seat == 0 and len(token) >= 22  # ≥ 128 bits in URL-safe base64
    with pytest.raises(ServerError) as full:
        join_game(base, game_id, invite, "Bob")
    assert full.value.status == 409


def test_the_database_keeps_only_hashes_of_tokens_and_the_engine_version(sqlite_server: ServerProcess):
    game_id, invite = create_game(sqlite_server.base, "ra", ["human", "easy"], seed=3)
    _, token = join_game(sqlite_server.base, game_id, invite, "Ann")
    db = sqlite3.connect(sqlite_server.db)
    rows = [tuple(map(str, r)) for t in ("games", "seats") for r in db.execute(f"SELECT * FROM {t}")]
    assert not any(token in v or invite in v for r in rows for v in r)
    (version,) = db.execute("SELECT engine_version FROM games WHERE id = ?", (game_id,)).fetchone()
    assert version
    db.close()


def test_a_move_out_of_turn_and_a_stale_version_are_refused(sqlite_server: ServerProcess):
    _, clients = seated(sqlite_server.base, "ra", PEOPLE, seed=4)
    on, off = mover(clients)
    v = on.version
    move = on.snapshot["legal"][0]  # type: ignore[index]
    cmd = off.send(move, v)
    got = reply_to(off, cmd, v)
    assert got["type"] == "reject" and got["reason"]["en"] == "it is not your turn" and got["reason"]["ja"]
    cmd = on.send(move, v - 1)
    got = reply_to(on, cmd, v)
    assert got["type"] == "reject" and "version" in got["reason"]["en"] and got["reason"]["ja"]
    cmd = on.send({"kind": "no-such-move"}, v)
    assert reply_to(on, cmd, v)["type"] == "reject"
    assert on.version == v and off.version == v  # nothing changed


def test_an_illegal_move_gets_the_engines_reason_in_both_languages(sqlite_server: ServerProcess):
    _, clients = seated(sqlite_server.base, "la-granja", PEOPLE, seed=4)
    on, _ = mover(clients)
    v = on.version
    legal = on.snapshot["legal"]  # type: ignore[index]
    kinds = {m["kind"] for m in legal}
    wrong = next(dict(m, **{k: 99}) for m in legal for k, x in m.items() if isinstance(x, int) and k != "kind")
    assert wrong not in legal and wrong["kind"] in kinds
    cmd = on.send(wrong, v)
    got = reply_to(on, cmd, v)
    assert got["type"] == "reject" and got["reason"]["en"] and got["reason"]["ja"] != ""


def test_a_repeated_cmd_id_is_applied_once(sqlite_server: ServerProcess):
    _, clients = seated(sqlite_server.base, "ra", PEOPLE, seed=5)
    on, off = mover(clients)
    v = on.version
    move = on.snapshot["legal"][0]  # type: ignore[index]
    cmd = on.send(move, v)
    after = reply_to(on, cmd, v)
    assert after["type"] == "snapshot"
    v1 = after["version"]
    on.send(move, v, cmd_id=cmd)  # the same command again, as a client that never saw the answer
    again = on.wait(lambda m: m["type"] in ("snapshot", "reject"))
    assert again["type"] == "snapshot" and again["version"] == v1
    snapshot_after(off, v)
    drain(clients)
    assert off.version == v1 and on.version == v1


def test_a_spectator_sees_the_public_view_and_cannot_move(sqlite_server: ServerProcess):
    game_id, clients = seated(sqlite_server.base, "ra", PEOPLE, seed=6)
    watcher = GameClient(sqlite_server.base, game_id, None)
    first = watcher.connect()
    assert first["seat"] is None and first["legal"] == [] and first["prompt"] is None
    on, _ = mover(clients)
    cmd = watcher.send(on.snapshot["legal"][0], watcher.version)  # type: ignore[index]
    got = reply_to(watcher, cmd, watcher.version)
    assert got["type"] == "reject" and "spectator" in got["reason"]["en"]
    bad = GameClient(sqlite_server.base, game_id, "not-a-token")
    with pytest.raises(ServerError):
        bad.connect()


def test_a_client_dropped_mid_command_reconnects_and_nothing_is_applied_twice(sqlite_server: ServerProcess):
    base = sqlite_server.base
    game_id, invite = create_game(base, "ra", PEOPLE, seed=7)
    tokens = [join_game(base, game_id, invite, n)[1] for n in ("Ann", "Bob")]
    clients = [GameClient(base, game_id, t) for t in tokens]
    for c in clients:
        c.connect()
    on, off = mover(clients)
    v = on.version
    move = on.snapshot["legal"][0]  # type: ignore[index]
    cmd = on.send(move, v)
    on.close()  # gone before any answer
    v1 = snapshot_after(off, v)["version"]  # the server did get it: the other seat is told
    back = GameClient(base, game_id, on.token)
    back.snapshot = {"version": v}  # what it last saw
    first = back.connect()
    assert first["version"] == v1 and first["seat"] == on.snapshot["seat"]  # type: ignore[index]
    back.send(move, v, cmd_id=cmd)  # it does not know whether the move got there: it sends it again
    again = back.wait(lambda m: m["type"] in ("snapshot", "reject"))
    assert again["type"] == "snapshot" and again["version"] == v1
    drain([off])
    assert off.version == v1
    record_moves = json.loads(urllib.request.urlopen(f"{base}/api/games/{game_id}", timeout=10).read())["version"]
    assert record_moves == v1


def test_kill_9_and_a_restart_resume_every_game_where_it_was(tmp_path, servers):
    db = str(tmp_path / "games.db")
    first = ServerProcess(db, tmp_path).start()
    servers.append(first)
    game_id, clients = seated(first.base, "coal-baron", ["human", "easy", "human"], seed=8)
    other_id, others = seated(first.base, "ra", PEOPLE, seed=9)
    rng = random.Random(8)
    v = play_until(clients, rng, stop_at=30)
    w = play_until(others, rng, stop_at=10)
    views = [c.snapshot for c in clients]
    first.kill()
    second = ServerProcess(db, tmp_path).start()
    servers.append(second)
    back = [GameClient(second.base, game_id, c.token) for c in clients]
    for c, seen in zip(back, views, strict=True):
        c.snapshot = {"version": seen["version"]}  # type: ignore[index]
        now = c.connect()
        assert now["version"] >= v
        if now["version"] == seen["version"]:  # type: ignore[index]
            assert now["view"] == seen["view"] and now["log"] == seen["log"]  # type: ignore[index]
    again = GameClient(second.base, other_id, others[0].token)
    assert again.connect()["version"] == w
    end = play_until(back, rng)
    assert end > v and back[0].snapshot["over"]  # type: ignore[index]


def test_a_game_whose_moves_no_longer_replay_is_refused_and_the_others_resume(tmp_path, servers):
    db = str(tmp_path / "games.db")
    first = ServerProcess(db, tmp_path).start()
    servers.append(first)
    bad_id, _ = seated(first.base, "ra", PEOPLE, seed=12)
    good_id, clients = seated(first.base, "ra", PEOPLE, seed=13)
    v = play_until(clients, random.Random(1), stop_at=6)
    first.kill()
    conn = sqlite3.connect(db)
    conn.execute("UPDATE moves SET move = ? WHERE game_id = ? AND ply = 1", ('{"kind": "no-such-move"}', bad_id))
    conn.commit()
    conn.close()
    second = ServerProcess(db, tmp_path).start()  # it still starts
    servers.append(second)
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(f"{second.base}/api/games/{bad_id}", timeout=10)
    assert refused.value.code == 409 and json.loads(refused.value.read())["error"]["ja"]
    again = GameClient(second.base, good_id, clients[0].token)
    assert again.connect()["version"] == v
