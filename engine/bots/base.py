"""The bot interface and the levels: random, easy, medium, search (the plain reference search), hard, expert."""
from __future__ import annotations

import random
from typing import Protocol

from engine.core.game import Game, GameState, Move
from engine.core.levels import EXPERT_FACTOR, LEVELS, SEARCH_LEVELS

__all__ = ["EXPERT_FACTOR", "LEVELS", "SEARCH_LEVELS", "Bot", "make_bot"]


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
    if level == "search":  # the plain reference search (engine/bots/search.py); `iterations` are positions
        from engine.bots.search import SearchBot
        return SearchBot(seed, nodes=iterations, seconds=seconds)
    if level == "hard":  # with neither budget given, the game's own `hard_iterations`
        return HardBot(seed, iterations=iterations, seconds=seconds)
    if level == "expert":
        return HardBot(seed, iterations=iterations, seconds=seconds, factor=None, level="expert")
    raise ValueError(f"unknown bot level {level!r} (levels: {', '.join(LEVELS)})")


class HardBot:
    """Hard: the search its game asks for (`Game.bot.hard_search`), made at the first decision it is asked
    (a bot is made before it sees a game). `search` is that bot."""

    def __init__(self, seed: int = 0, iterations: int | None = None, seconds: float | None = None,
                 factor: int | None = 1, level: str = "hard") -> None:
        self.seed, self.iterations, self.seconds = seed, iterations, seconds
        # this many times the budget (given, or the game's own); None (expert): the game's `expert_factor`
        self.factor = factor
        self.level = level
        self.search: Bot | None = None

    def choose(self, observation: GameState, player: int) -> Move:
        if self.search is None:
            self.search = self.make(observation.game)
        return self.search.choose(observation, player)

    def values(self, observation: GameState, player: int, include: Move | None = None) -> dict[Move, float]:
        """Its search's value of each move it weighs, in points of margin (engine/review.py)."""
        if self.search is None:
            self.search = self.make(observation.game)
        return self.search.values(observation, player, include)  # type: ignore[attr-defined,no-any-return]

    def budget(self, game_iterations: int) -> tuple[int | None, float | None]:
        """(iterations, seconds) for the search: the given budget, or the game's, times `factor` (before the
        game is known, the expert's is `EXPERT_FACTOR`)."""
        factor = EXPERT_FACTOR if self.factor is None else self.factor
        if self.seconds is not None:
            return (None if self.iterations is None else self.iterations * factor), self.seconds * factor
        return (self.iterations if self.iterations is not None else game_iterations) * factor, None

    def retune(self, seed: int, seconds: float | None, iterations: int | None) -> None:
        """A new seed and budget for the next decision (a bot kept between requests keeps its tree)."""
        self.seed, self.seconds, self.iterations = seed, seconds, iterations
        if self.search is not None:
            its, secs = self.budget(self.search_iterations)
            self.search.retune(seed, secs, its)  # type: ignore[attr-defined]

    search_iterations = 0  # the game's own budget, once known

    def make(self, game: Game) -> Bot:
        from engine.bots.mcts import MctsBot
        from engine.bots.planner import PlannerBot

        kind = game.bot.hard_search
        self.search_iterations = game.bot.hard_iterations
        if self.factor is None:
            self.factor = game.bot.expert_factor
        its, secs = self.budget(game.bot.hard_iterations)
        if kind == "planner":
            return PlannerBot(self.seed, level=self.level, budget=its, seconds=secs)
        if kind == "mcts":
            return MctsBot(self.seed, iterations=its, seconds=secs, level=self.level)
        if kind == "macro":
            from engine.bots.macro import MacroMctsBot
            return MacroMctsBot(self.seed, iterations=its, seconds=secs, level=self.level)
        if kind == "deep":
            from engine.bots.deep import DeepBot
            from engine.bots.learned import evaluation
            from engine.bots.search import SAMPLES
            return DeepBot(self.seed, nodes=its, seconds=secs, level=self.level, samples=SAMPLES * self.factor,
                           evaluate=evaluation(self.level))
        raise ValueError(f"unknown hard search {kind!r} (searches: mcts, macro, planner, deep)")
