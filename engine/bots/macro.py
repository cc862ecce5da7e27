"""Hard for games whose turns are one choice followed by its small steps: MCTS over the main decisions only.

Why: in Agricola a placement is followed by its action's decisions (where to plow, which pasture, what to
convert), and plain MCTS spreads its iterations over all of them: a placement's value is then the average
over mostly untried, poor follow-ups, and 250 iterations judged each root move from about a dozen leaves.
Here the tree branches only where the game's `main_decision` says so (a placement); every other decision,
inside the tree as at the bot's own turn, is played by a fixed policy: `Game.bot.inner_move` in the search (a
cheap greedy step), the medium bot's one-ply choice without noise, judged by the game's `leaf_values`, at
the bot's own turn. So a placement is
judged by what its action will do, and the tree goes several placements deep.

Everything else is MctsBot's: determinization per iteration, chance nodes, progressive widening, the
game's `leaf_values` at the leaf (its heuristic unless the game has a search view of its own).
"""
from __future__ import annotations

from engine.bots.greedy import GreedyBot
from engine.bots.mcts import MctsBot, Node, chance_step
from engine.core.game import CHANCE, GameState, Move

INNER_LIMIT = 400  # inner moves one iteration may play (a guard: a game's inner run always ends)


class MacroMctsBot(MctsBot):
    level = "hard"

    def __init__(self, seed: int = 0, iterations: int | None = None, seconds: float | None = None,
                 level: str = "hard") -> None:
        super().__init__(seed, iterations=iterations, seconds=seconds, level=level)
        self.inner = GreedyBot(seed, noise=0.0, level=level, leaf=True)

    def choose(self, observation: GameState, player: int) -> Move:
        if not observation.game.bot.main_decision(observation):
            self.kept = None
            self.expected = None
            return self.inner.choose(observation, player)
        return super().choose(observation, player)

    def values(self, observation: GameState, player: int, include: Move | None = None) -> dict[Move, float]:
        """As MctsBot's at a main decision; none at the others (their fixed policy is not searched)."""
        if not observation.game.bot.main_decision(observation):
            return {}
        return super().values(observation, player, include)

    def retune(self, seed: int, seconds: float | None, iterations: int | None) -> None:
        super().retune(seed, seconds, iterations)
        self.inner.rng.seed(seed)

    def iterate(self, root: Node, observation: GameState, player: int) -> None:
        rng = self.rng
        state = observation.determinize(player, rng)
        game = state.game
        node = root
        path: list[tuple[Node, int]] = []  # (node, seat that chose the move into it)
        expanded = False
        inner = 0
        while not state.is_terminal():
            seat = state.current_player()
            if seat == CHANCE:
                node = chance_step(state, node, rng, path)
                continue
            if not game.bot.main_decision(state) and inner < INNER_LIMIT:
                state.apply_trusted(game.bot.inner_move(state, rng))
                inner += 1
                continue
            if expanded:
                break
            moves = state.candidate_moves()
            if node is root and self.include is not None:
                moves = self.root_moves(moves)
            move, expanded = self.select(node, moves, rng)
            state.apply_trusted(move)
            node = node.children[move]
            path.append((node, seat))
        rewards = self.evaluate(state, rng)
        for n, seat in path:
            n.visits += 1
            if seat >= 0:
                n.value += rewards[seat]
        root.visits += 1
