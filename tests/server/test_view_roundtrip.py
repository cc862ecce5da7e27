"""A view (what the server sends) decodes back into the position it was made from: the same key, scores,
facts, prompt and legal moves, for every seat and a spectator, in all four games — so a networked table can
draw from a decoded view what it draws from an observation."""
from __future__ import annotations

import json
import random

import pytest

from engine.core.game import CHANCE
from engine.core.match import Match
from server.view import ViewEncoder, observation_for
from server.view_decode import decode_view

GAMES = [("ra", {}), ("la-granja", {}), ("coal-baron", {}), ("agricola", {"family": True}), ("agricola", {})]


def wire(obs) -> dict:
    enc = ViewEncoder()
    return json.loads(enc.dumps(enc.encode_state(obs)))


@pytest.mark.parametrize("game,options", GAMES, ids=["ra", "la-granja", "coal-baron", "agricola-family", "agricola"])
def test_a_view_decodes_to_the_observation_it_came_from(game, options):
    m = Match(game, 3, seed=2, options=options)
    template = Match(game, 3, 0, m.options).state
    rng = random.Random(2)
    checked = 0
    while not m.state.is_terminal():
        s = m.state
        if s.current_player() == CHANCE:
            m.resolve_chance()
            continue
        if rng.random() < 0.15:
            for viewer in (*range(3), None):
                obs = observation_for(s, viewer)
                back = decode_view(template, wire(obs))
                assert back.key() == obs.key()
                assert back.scores() == obs.scores() and back.hidden_scores() == obs.hidden_scores()
                assert back.prompt() == obs.prompt() and repr(back.facts()) == repr(obs.facts())
                if viewer == s.current_player():
                    assert back.legal_moves() == obs.legal_moves()
                checked += 1
        m.play(rng.choice(s.legal_moves()))
    assert checked > 20


def test_a_view_naming_a_class_the_game_does_not_have_is_refused():
    template = Match("ra", 2, 0).state
    view = wire(template)
    view["$type"] = "Popen"
    with pytest.raises(ValueError):
        decode_view(template, view)
