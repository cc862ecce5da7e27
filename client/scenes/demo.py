"""Demo mode: bots play Ra in a loop with new seeds, at a readable pace; any input returns to the title."""
from __future__ import annotations

import random
from typing import Any

from client.scenes.launch import new_session, start_game
from client.session.game_session import SeatSpec

DEMO_LEVELS = ("medium", "easy", "medium", "easy", "medium")


def demo_session(app: Any, seed: int | None = None) -> Any:
    rng = random.Random(seed)
    n = rng.choice((3, 4, 5))
    seats = [SeatSpec("bot", DEMO_LEVELS[i], f"Bot {i + 1}") for i in range(n)]
    return new_session(app, "ra", seats, seed=rng.randrange(1, 10**9), autosave=False)


def start_demo(app: Any, seed: int | None = None) -> None:
    start_game(app, demo_session(app, seed), demo=True)


def next_demo_game(app: Any, old: Any) -> None:
    start_demo(app, old.session.match.seed + 1)
