"""Demo mode: bots play every game with a table by turns, with new seeds, at a readable pace; any input
returns to the title. Player counts are the engine's (`Game.demo_players`, else min..max)."""
from __future__ import annotations

import random
from typing import Any

from client.games import next_id, table_ids
from client.session.game_session import GameSession, SeatSpec
from client.session.launch import new_session, start_game
from client.session.names import seat_names
from engine.core.registry import game_meta

DEMO_LEVELS = ("medium", "easy", "medium", "easy", "medium")


def demo_players(game_id: str) -> tuple[int, ...]:
    game = game_meta(game_id)
    return tuple(game.demo_players) or tuple(range(game.min_players, game.max_players + 1))


def demo_session(app: Any, seed: int | None = None, game: str | None = None) -> GameSession:
    game_id = game or table_ids()[0]
    rng = random.Random(seed)
    n = rng.choice(demo_players(game_id))
    kinds = [DEMO_LEVELS[i % len(DEMO_LEVELS)] for i in range(n)]
    seats = [SeatSpec("bot", k, name) for k, name in zip(kinds, seat_names(kinds), strict=True)]
    return new_session(app, game_id, seats, seed=rng.randrange(1, 10**9), autosave=False)


def start_demo(app: Any, seed: int | None = None, game: str | None = None) -> None:
    start_game(app, demo_session(app, seed, game), demo=True)


def next_demo_game(app: Any, old: Any) -> None:
    """The next game in the registry's order, so a meetup sees every game."""
    start_demo(app, old.session.match.seed + 1, next_id(old.session.match.game.id))
