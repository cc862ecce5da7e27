"""The worker's hard bots live on per seat, so a run of free actions searches on in the same tree."""
from __future__ import annotations

import random

from client.session import bots
from engine.core.game import CHANCE
from engine.core.match import Match


def test_a_seat_hard_bot_carries_its_tree_into_its_next_free_action():
    m = Match("la-granja", 2, seed=3)
    rng = random.Random(3)
    s = m.state
    while not s.is_terminal():
        seat = s.current_player()
        if seat == CHANCE:
            m.resolve_chance()
            continue
        if len(s.legal_moves()) > 1:
            bots._KEPT.clear()
            move = bots.choose("hard", 1, None, 200, s.observation(seat), seat, keep=True)
            if move.kind in ("buy", "sell", "upgrade"):
                after = s.clone()
                after.apply_trusted(move)
                if after.current_player() == seat and len(after.legal_moves()) > 1:
                    bots.choose("hard", 2, None, 200, after.observation(seat), seat, keep=True)
                    assert bots._KEPT[("hard", seat)].last_reused > 0
                    return
        m.play(rng.choice(s.legal_moves()))
    raise AssertionError("no free action was chosen in this game")
