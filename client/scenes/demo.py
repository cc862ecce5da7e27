"""Demo mode: bots play Ra and La Granja by turns with new seeds, at a readable pace; any input returns to the title."""
from __future__ import annotations

import random
from typing import Any

from client.scenes.launch import new_session, start_game
from client.session.game_session import SeatSpec

DEMO_LEVELS = ("medium", "easy", "medium", "easy", "medium")


DEMO_GAMES = ("ra", "la-granja")
PLAYERS = {"ra": (3, 4, 5), "la-granja": (2, 3, 4)}


def demo_session(app: Any, seed: int | None = None, game: str = "ra") -> Any:
    rng = random.Random(seed)
    n = rng.choice(PLAYERS[game])
    seats = [SeatSpec("bot", DEMO_LEVELS[i], f"Bot {i + 1}") for i in range(n)]
    return new_session(app, game, seats, seed=rng.randrange(1, 10**9), autosave=False)


def start_demo(app: Any, seed: int | None = None, game: str = "ra") -> None:
    start_game(app, demo_session(app, seed, game), demo=True)


def next_demo_game(app: Any, old: Any) -> None:
    """The other game next, so a meetup sees both."""
    current = old.session.match.game.id
    following = DEMO_GAMES[(DEMO_GAMES.index(current) + 1) % len(DEMO_GAMES)] if current in DEMO_GAMES else "ra"
    start_demo(app, old.session.match.seed + 1, following)
