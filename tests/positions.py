"""Walk a random game: every seat decision of it, for tests that ask a bot about real positions."""
from __future__ import annotations

import random
from collections.abc import Iterator

from engine.core.game import CHANCE, GameState
from engine.core.match import Match


def positions(game_id: str, players: int, seed: int) -> Iterator[tuple[GameState, int]]:
    """(state, seat) before every seat decision; the walk goes on with a random legal move."""
    m = Match(game_id, players, seed=seed)
    rng = random.Random(seed)
    s = m.state
    while not s.is_terminal():
        seat = s.current_player()
        if seat == CHANCE:
            m.resolve_chance()
            continue
        yield s, seat
        m.play(rng.choice(s.legal_moves()))
