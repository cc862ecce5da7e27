"""Several servers on one PostgreSQL database: seats on different servers play one game (a non-owner forwards
its player's commands; every change reaches every server by LISTEN/NOTIFY); the owner is killed with
`kill -9`, another server takes its lease over, and play goes on with no acknowledged move lost."""
from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from engine.core import records
from server.client import GameClient, create_game, game_record, join_game
from tests.server import postgres
from tests.server.helpers import ServerProcess, play_until

REASON = postgres.why_not()
pytestmark = pytest.mark.skipif(REASON is not None, reason=f"no PostgreSQL here: {REASON}")


@pytest.fixture(scope="module")
def pg_url() -> Iterator[str]:
    with postgres.cluster() as url:
        yield url


def test_two_servers_share_a_game_and_one_may_die(pg_url: str, tmp_path: Path, servers: list[ServerProcess]):
    a = ServerProcess(pg_url, tmp_path, "--lease-seconds", "2").start()
    b = ServerProcess(pg_url, tmp_path, "--lease-seconds", "2").start()
    servers += [a, b]
    game_id, invite = create_game(a.base, "coal-baron", ["human", "easy", "human"], bot_seconds=0.05)
    _, ann = join_game(a.base, game_id, invite, "Ann")
    _, cid = join_game(b.base, game_id, invite, "Cid")  # joined on the other server
    on_a, on_b = GameClient(a.base, game_id, ann), GameClient(b.base, game_id, cid)
    on_a.connect()  # the first to load the game owns it: a
    on_b.connect()
    assert on_b.snapshot and [s["name"] for s in on_b.snapshot["seats"] if s["taken"]] == ["Ann", "Cid"]
    rng = random.Random(21)
    v = play_until([on_a, on_b], rng, stop_at=40)  # Cid's moves go through the database to a
    assert on_a.version == on_b.version == v
    with psycopg.connect(pg_url) as conn:
        forwarded = conn.execute("SELECT count(*) FROM commands WHERE game_id = %s AND status = 'done'",
                                 (game_id,)).fetchone()
    assert forwarded and forwarded[0] > 0  # Cid's commands went from b to the owner a
    a.kill()
    moved = GameClient(b.base, game_id, ann)  # Ann's client reconnects to the server still up
    moved.snapshot = {"version": v}
    assert moved.connect()["version"] >= v  # nothing acknowledged is lost
    end = play_until([moved, on_b], rng)  # b takes the lease over once a's runs out, and the bot moves again
    assert end > v and on_b.snapshot and on_b.snapshot["over"]
    replayed = records.replay(records.parse(json.dumps(game_record(b.base, game_id))))
    assert len(replayed.moves) == end and replayed.state.scores() == on_b.snapshot["scores"]
    for c in (moved, on_b, on_a):
        c.close()
