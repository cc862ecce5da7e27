"""A whole game of each game over the wire: two people (random legal moves from their snapshots) and a bot
on the server, a spectator watching; the record the server gives at the end replays to the same scores."""
from __future__ import annotations

import random

import pytest

from engine.core import records
from server.client import GameClient, ServerError, game_record
from tests.server.helpers import ServerProcess, play_until, seated

GAMES = [("ra", {}), ("la-granja", {}), ("coal-baron", {}), ("agricola", {"family": True})]


@pytest.mark.parametrize("game,options", GAMES, ids=[g for g, _ in GAMES])
def test_a_whole_game_with_two_people_and_a_bot(sqlite_server: ServerProcess, game, options):
    base = sqlite_server.base
    game_id, people = seated(base, game, ["human", "easy", "human"], options, seed=11)
    watcher = GameClient(base, game_id, None)
    first = watcher.connect()
    assert first["seat"] is None and first["legal"] == []
    with pytest.raises(ServerError) as early:
        game_record(base, game_id)
    assert early.value.status == 409
    end = play_until([*people, watcher], random.Random(5))
    assert watcher.snapshot is not None and watcher.snapshot["over"]
    assert all(c.snapshot and c.snapshot["version"] == end and c.snapshot["over"] for c in people)
    record = records.parse(__import__("json").dumps(game_record(base, game_id)))
    match = records.replay(record)
    assert match.state.is_terminal() and len(match.moves) == end
    assert match.state.scores() == watcher.snapshot["scores"]
    assert [s.kind for s in record.seats] == ["human", "bot", "human"]
    for c in (*people, watcher):
        c.close()
