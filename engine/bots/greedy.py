"""Easy and medium: one ply of look-ahead scored by the game's heuristic, with noise, over the game's
`candidate_moves` (all legal moves unless a choice is too wide to weigh).

Chance right after a move (a draw from the bag) is averaged over its outcomes, so the bot
weighs a draw by what the bag may bring rather than by one imagined tile."""
from __future__ import annotations

import random

from engine.core.game import CHANCE, GameState, Move

MAX_CHANCE_OUTCOMES = 40
CHANCE_SAMPLES = 12


class GreedyBot:
    def __init__(self, seed: int = 0, noise: float = 0.5, blunder: float = 0.0, level: str = "medium",
                 leaf: bool = False) -> None:
        self.rng = random.Random(seed)
        self.noise = noise
        self.blunder = blunder
        self.level = level
        self.leaf = leaf  # judge by the game's `leaf_values` (the hard bot's view) instead of its heuristic

    def judge(self, state: GameState, player: int) -> float:
        game = state.game
        return game.bot.leaf_values(state)[player] if self.leaf else game.bot.heuristic(state, player)

    def choose(self, observation: GameState, player: int) -> Move:
        moves = observation.candidate_moves()
        if len(moves) == 1:
            return moves[0]
        if self.blunder and self.rng.random() < self.blunder:
            return self.rng.choice(moves)
        state = observation.determinize(player, self.rng)
        best, best_value = moves[0], float("-inf")
        for move in moves:
            value = self.value_after(state, move, player) + self.rng.gauss(0.0, self.noise)
            if value > best_value:
                best, best_value = move, value
        return best

    def value_after(self, state: GameState, move: Move, player: int) -> float:
        child = state.clone()
        child.apply_trusted(move)
        if child.current_player() != CHANCE:
            return self.judge(child, player)
        try:
            outcomes = child.chance_outcomes()
        except NotImplementedError:  # a space too large to list (a shuffle): sample it
            outcomes = []
        if 0 < len(outcomes) <= MAX_CHANCE_OUTCOMES:
            total = 0.0
            for outcome, p in outcomes:
                grand = child.clone()
                grand.apply_trusted(outcome)
                total += p * self.judge(grand, player)
            return total
        total = 0.0
        for _ in range(CHANCE_SAMPLES):
            grand = child.clone()
            grand.apply_trusted(grand.sample_chance(self.rng))
            total += self.judge(grand, player)
        return total / CHANCE_SAMPLES
