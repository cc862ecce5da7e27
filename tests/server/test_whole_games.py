"""A whole game of each game over the wire — two people playing random legal moves from their snapshots, a
bot on the server, a spectator — and nothing secret on the wire: every message each seat (and a spectator)
receives is checked against the true position at its version, rebuilt from the record the server gives at
the end.

La Granja: other seats' face-down VP and their donkey picks before the reveal; Agricola (the full game):
other seats' draft packs and hands; Coal Baron: the cards another seat looks at (look at 5) and the stacks'
order. In every game: the match seed never appears, only the seat to move is sent legal moves and a prompt,
and each log entry of a move private to another seat reads as that seat's secret hidden.
"""
from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine.core import records
from engine.core.game import CHANCE
from engine.core.match import Match
from engine.games.la_granja.steps import STEP
from server.client import GameClient, ServerError, create_game, game_record, join_game
from server.view import observation_for
from tests.server.helpers import ServerProcess, play_until

VP = 1  # La Granja's goods index of victory points


Played = tuple[list[GameClient], Match, list[Any], list[Any]]


def play_and_keep(base: str, game: str, options: dict[str, Any]) -> Played:
    """A whole game with two people, a bot and a spectator, every message kept; the replayed match, the
    position at each version and the move played from it."""
    game_id, invite = create_game(base, game, ["human", "easy", "human"], options, bot_seconds=0.05)
    clients = []
    for name in ("Ann", "Cid"):
        _, token = join_game(base, game_id, invite, name)
        clients.append(GameClient(base, game_id, token))
    clients.append(GameClient(base, game_id, None))
    for c in clients:
        c.kept = []
        c.connect()
    with pytest.raises(ServerError) as early:
        game_record(base, game_id)
    assert early.value.status == 409  # the record (the seed!) only once the game is over
    end = play_until(clients, random.Random(17))
    record = records.parse(json.dumps(game_record(base, game_id)))
    replayed = records.replay(record)
    assert replayed.state.is_terminal() and len(replayed.moves) == end
    assert all(c.snapshot and c.snapshot["over"] and c.snapshot["scores"] == replayed.state.scores() for c in clients)
    assert [s.kind for s in record.seats] == ["human", "bot", "human"]
    match = Match(record.game, len(record.seats), record.seed, record.options)
    states, moves = [match.state.clone()], []
    for data in record.moves:
        move = match.game.move_from_json(data)
        moves.append(move)
        match.play(move)
        states.append(match.state.clone())
    return clients, match, states, moves


def check_common(c: GameClient, match: Match, states: list[Any], moves: list[Any]) -> None:
    seed = str(match.seed)
    assert c.kept
    for m in c.kept:
        raw = json.dumps(m)
        assert seed not in raw, "the match seed was sent"
        if m["type"] != "snapshot":
            continue
        true = states[m["version"]]
        mine = m["seat"] is not None and true.current_player() == m["seat"]
        assert bool(m["legal"]) == mine and (m["prompt"] is not None) <= mine
    last = c.kept[-1] if c.kept[-1]["type"] == "snapshot" else c.snapshot
    assert last is not None
    viewer = last["seat"]
    hidden = 0
    for ply, entry in enumerate(json.loads(json.dumps(last["log"]))):
        before, move = states[ply], moves[ply]
        owner = before.private_to(move)
        if owner is not None and owner != viewer:
            hidden += 1
            assert entry["en"] == before.describe(move, "en", viewer)
            assert entry["ja"] == before.describe(move, "ja", viewer)
            assert entry["en"] == before.describe(move, "en", None)  # what everyone else reads
    return None


def snapshots(c: GameClient) -> list[dict[str, Any]]:
    return [m for m in c.kept or [] if m["type"] == "snapshot" and not m["over"]]


def test_la_granja_sends_no_other_seats_vp_or_donkey_pick(sqlite_server: ServerProcess):
    clients, match, states, moves = play_and_keep(sqlite_server.base, "la-granja", {})
    vp_hidden = picks_hidden = 0
    for c in clients:
        check_common(c, match, states, moves)
        for m in snapshots(c):
            true, view, me = states[m["version"]], m["view"], m["seat"]
            for q in range(match.num_players):
                if q == me:
                    continue
                assert view["hand"][q] == [] and view["goods"][q][VP] == 0
                vp_hidden += true.goods[q][VP] > 0
                if true.step == STEP["donkeys"] and true.donkey[q]:
                    assert view["donkey"][q] == 0
                    picks_hidden += 1
            assert view == json.loads(json.dumps(_view(observation_for(true, me))))
    assert vp_hidden and picks_hidden  # the secrets were there to keep


def test_agricola_sends_no_other_seats_draft_pack_or_hand(sqlite_server: ServerProcess):
    clients, match, states, moves = play_and_keep(sqlite_server.base, "agricola", {})
    packs_hidden = hands_hidden = 0
    for c in clients:
        check_common(c, match, states, moves)
        for m in snapshots(c):
            true, k, me = states[m["version"]], m["view"]["k"], m["seat"]
            for q in range(match.num_players):
                if q == me:
                    continue
                assert k["packs"][q] == [] and set(k["hand"][q]) <= set(k["shown"])
                packs_hidden += bool(true.k.packs[q])
                hands_hidden += bool(set(true.k.hand[q]) - true.k.shown)
    assert packs_hidden and hands_hidden


def test_coal_baron_sends_no_other_seats_look_at_5_nor_the_stacks_order(sqlite_server: ServerProcess):
    clients, match, states, moves = play_and_keep(sqlite_server.base, "coal-baron", {})
    looks_hidden = 0
    for c in clients:
        check_common(c, match, states, moves)
        for m in snapshots(c):
            true, view, me = states[m["version"]], m["view"], m["seat"]
            for d in view["pending"]:
                if d["$type"] in ("Look", "PutBack") and d["seat"] != me:
                    assert set(d["cards"]) <= {-1}
            looks_hidden += any(type(d).__name__ == "Look" and d.seat != me and max(d.cards) >= 0
                                for d in true.pending)
            bit = 1 << me if me is not None else 0
            for deck, know in ((view["tdeck"], view["tknow"]), (view["odeck"], view["oknow"])):
                assert all(card == -1 for card, k in zip(deck, know, strict=True) if not k & bit)
    assert looks_hidden


def _view(obs: Any) -> Any:
    from server.view import ViewEncoder
    enc = ViewEncoder()
    return json.loads(enc.dumps(enc.encode_state(obs)))


def test_ra_plays_to_the_end_and_chance_is_never_a_seats_decision(sqlite_server: ServerProcess):
    """A snapshot's `to_move` is a seat: chance moves on the server before anyone is told."""
    clients, match, states, moves = play_and_keep(sqlite_server.base, "ra", {})
    for c in clients:
        check_common(c, match, states, moves)
        for m in snapshots(c):
            assert states[m["version"]].current_player() != CHANCE and m["to_move"] is not None
