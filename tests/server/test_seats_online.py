"""Who is connected (presence), an away player's seat handed to a bot and back, and undo within one's own
turn, against a real server."""
from __future__ import annotations

import json
import random
from pathlib import Path

from server.client import GameClient
from tests.server.helpers import MOVE_SECONDS, ServerProcess, drain, seated

CHANCE = -1


def presence(c: GameClient, until=lambda p: True) -> dict:
    return c.wait(lambda m: m["type"] == "presence" and until(m))


def connected(p: dict) -> list[bool]:
    return [s["connected"] for s in p["seats"]]


def send(c: GameClient, **message) -> str:
    assert c.ws is not None
    cmd_id = message.setdefault("cmd_id", f"x{random.random()}")
    c.ws.send(json.dumps(message))
    return cmd_id


def reject_of(c: GameClient, cmd_id: str) -> dict:
    return c.wait(lambda m: m["type"] == "reject" and m["cmd_id"] == cmd_id)


def test_presence_says_who_is_connected_and_changes_when_a_player_drops(sqlite_server: ServerProcess):
    _, (a, b) = seated(sqlite_server.base, "ra", ["human", "human", "easy"])
    seen = presence(a, lambda p: connected(p) == [True, True, False])
    assert seen["seats"][2]["away"] is None and seen["seats"][0]["away"] is None  # a bot is never away
    b.close()
    gone = presence(a, lambda p: connected(p) == [True, False, False])
    assert gone["seats"][1]["away"] is not None and gone["grace"] == 60
    b.reconnect()
    presence(a, lambda p: connected(p) == [True, True, False])
    a.close()
    b.close()


def test_a_seat_is_handed_to_a_bot_only_after_the_grace_period(sqlite_server: ServerProcess):
    _, (a, b) = seated(sqlite_server.base, "ra", ["human", "human"])
    cmd = send(a, type="stand_in", seat=1, level="random")
    assert reject_of(a, cmd)["reason"]["en"].startswith("that player is connected")
    b.close()
    presence(a, lambda p: connected(p) == [True, False])
    cmd = send(a, type="stand_in", seat=1, level="random")
    refusal = reject_of(a, cmd)["reason"]  # 60 s of grace have not passed
    assert "wait" in refusal["en"] and "秒" in refusal["ja"]
    cmd = send(a, type="stand_in", seat=0, level="random")
    assert reject_of(a, cmd)["reason"]["en"] == "you cannot hand your own seat to a bot"
    a.close()


def test_an_away_seat_goes_to_a_bot_and_back_to_its_player(tmp_path: Path, servers: list[ServerProcess]):
    server = ServerProcess(str(tmp_path / "games.db"), tmp_path, "--grace-seconds", "0").start()
    servers.append(server)
    _, (a, b) = seated(server.base, "ra", ["human", "human"], seed=5)
    b.close()
    presence(a, lambda p: connected(p) == [True, False])
    send(a, type="stand_in", seat=1, level="random")
    snap = a.wait(lambda m: m["type"] == "snapshot" and m["seats"][1]["stand_in"] == "random")
    rng = random.Random(2)
    for _ in range(200):  # a plays; seat 1's turns are played by its stand-in on the server
        if snap["over"] or any(e["actor"] == 1 for e in snap["log"]):
            break
        if snap["to_move"] == 0:
            a.send(rng.choice(snap["legal"]), snap["version"])
        version = snap["version"]
        snap = a.wait(lambda m, v=version: m["type"] == "snapshot" and m["version"] > v, MOVE_SECONDS)
    assert any(e["actor"] == 1 for e in snap["log"]), "the stand-in bot never moved for the away seat"
    back = b.reconnect()
    assert back["seats"][1]["stand_in"] is None  # the player is back: the seat is theirs again
    a.wait(lambda m: m["type"] == "snapshot" and m["seats"][1]["stand_in"] is None)
    presence(a, lambda p: connected(p) == [True, True] and p["seats"][1]["stand_in"] is None)
    a.close()
    b.close()


def test_undo_takes_back_only_ones_own_move_of_this_turn(sqlite_server: ServerProcess):
    """La Granja's turns are runs of one seat's decisions: the last of them may be taken back, one by one;
    nothing at the start (the deal was chance), nothing of another seat's, nothing after a stale version."""
    _, clients = seated(sqlite_server.base, "la-granja", ["human", "human"], seed=3)
    first = clients[0].snapshot if clients[0].snapshot and clients[0].snapshot["legal"] else clients[1].snapshot
    mover = clients[0] if first is clients[0].snapshot else clients[1]
    assert first is not None and first["log"][-1]["actor"] == CHANCE
    cmd = send(mover, type="undo", expected_version=mover.version)
    refused = reject_of(mover, cmd)["reason"]
    assert refused["en"].startswith("you can take back only") and refused["ja"]
    rng = random.Random(4)
    for _ in range(300):  # play until a seat has moved and is still to move
        drain(clients)
        top = max(x.version for x in clients)
        for x in clients:  # every seat sees this version before the one to move is looked for
            if x.version < top:
                x.wait(lambda m, top=top: m["type"] == "snapshot" and m["version"] >= top, MOVE_SECONDS)
        c = next(x for x in clients if x.snapshot and x.snapshot["legal"])
        snap = c.snapshot
        assert snap is not None
        if snap["log"][-1]["actor"] == snap["seat"]:
            break
        c.send(rng.choice(snap["legal"]), top)
        c.wait(lambda m, top=top: m["type"] == "snapshot" and m["version"] > top, MOVE_SECONDS)
    else:
        raise AssertionError("no seat moved twice in a row")
    other = clients[1] if c is clients[0] else clients[0]
    cmd = send(other, type="undo", expected_version=top)
    assert reject_of(other, cmd)["reason"]["en"].startswith("you can take back only")
    cmd = send(c, type="undo", expected_version=top - 1)
    assert "moved on" in reject_of(c, cmd)["reason"]["en"]
    entries = len(snap["log"])
    send(c, type="undo", expected_version=top)
    after = c.wait(lambda m: m["type"] == "snapshot" and m["version"] == top - 1)
    assert len(after["log"]) == entries - 1 and after["to_move"] == snap["seat"]
    other.wait(lambda m: m["type"] == "snapshot" and m["version"] == top - 1)  # everyone sees it
    for x in clients:
        x.close()


def test_the_log_names_a_move_only_to_who_may_know_it(sqlite_server: ServerProcess):
    """A seat's public decision carries its notation (the client animates it); a chance outcome never does, and
    a secret move (La Granja's donkey pick, a drafted card) only to its owner."""
    from tests.server.helpers import play_until
    _, (a, b) = seated(sqlite_server.base, "la-granja", ["human", "human"], seed=8)
    play_until([a, b], random.Random(8), stop_at=150)
    drain([a, b])
    assert a.snapshot is not None and b.snapshot is not None
    version = min(a.version, b.version)
    secret = 0
    for mine, theirs in ((a.snapshot, b.snapshot), (b.snapshot, a.snapshot)):
        for e, other in zip(mine["log"][:version], theirs["log"][:version], strict=True):
            if e["actor"] == CHANCE:
                assert e["move"] is None
            elif e["en"] != other["en"] and e["actor"] != mine["seat"]:  # another seat's secret, hidden here
                secret += 1
                assert e["move"] is None
            else:
                assert e["move"] is not None
    assert secret, "no secret move was played: the test saw nothing to hide"
    a.close()
    b.close()


def test_the_join_page_and_the_lobby_facts(sqlite_server: ServerProcess):
    import urllib.request

    from server.client import create_game, game_info
    game_id, invite = create_game(sqlite_server.base, "agricola", ["human", "easy"], {"family": True}, seed=2)
    assert game_info(sqlite_server.base, game_id)["options"] == {"family": True}
    with urllib.request.urlopen(f"{sqlite_server.base}/join?game={game_id}&invite={invite}", timeout=10) as page:
        text = page.read().decode()
    assert f"{game_id}.{invite}" in text and "オンライン対戦" in text
