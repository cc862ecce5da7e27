"""The bot interface and the levels: random, easy, medium, hard."""
from __future__ import annotations

import random
from typing import Protocol

from engine.core.game import GameState, Move

LEVELS = ("random", "easy", "medium", "hard")


class Bot(Protocol):
    level: str

    def choose(self, observation: GameState, player: int) -> Move:
        """The move for `player`, given only what that seat may see."""
        ...


class RandomBot:
    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: GameState, player: int) -> Move:
        return self.rng.choice(observation.legal_moves())


def make_bot(level: str, seed: int = 0, seconds: float | None = None, iterations: int | None = None) -> Bot:
    """A bot of the named level. Search budget: `iterations` (tests, reproducible) or `seconds` (UI)."""
    from engine.bots.greedy import GreedyBot

    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return GreedyBot(seed, noise=4.0, blunder=0.15, level="easy")
    if level == "medium":
        return GreedyBot(seed, noise=0.3, blunder=0.0, level="medium")
    if level == "hard":  # with neither budget given, the game's own `hard_iterations`
        return HardBot(seed, iterations=iterations, seconds=seconds)
    raise ValueError(f"unknown bot level {level!r} (levels: {', '.join(LEVELS)})")


class HardBot:
    """Hard: the search its game asks for (`Game.hard_search`), made at the first decision it is asked
    (a bot is made before it sees a game). `search` is that bot."""

    level = "hard"

    def __init__(self, seed: int = 0, iterations: int | None = None, seconds: float | None = None) -> None:
        self.seed, self.iterations, self.seconds = seed, iterations, seconds
        self.search: Bot | None = None

    def choose(self, observation: GameState, player: int) -> Move:
        if self.search is None:
            self.search = self.make(observation.game.hard_search)
        return self.search.choose(observation, player)

    def retune(self, seed: int, seconds: float | None, iterations: int | None) -> None:
        """A new seed and budget for the next decision (a bot kept between requests keeps its tree)."""
        self.seed, self.seconds, self.iterations = seed, seconds, iterations
        if self.search is not None:
            self.search.retune(seed, seconds, iterations)  # type: ignore[attr-defined]

    def make(self, kind: str) -> Bot:
        from engine.bots.mcts import MctsBot
        from engine.bots.planner import PlannerBot

        if kind == "planner":
            return PlannerBot(self.seed, budget=self.iterations, seconds=self.seconds)
        if kind == "mcts":
            return MctsBot(self.seed, iterations=self.iterations, seconds=self.seconds)
        raise ValueError(f"unknown hard search {kind!r} (searches: mcts, planner)")
