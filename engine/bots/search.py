"""Search: a plain depth-limited search over every legal move, for every game through the Game API.

It is the reference our hard bots must beat: the kind of bot an outsider writes first.

- Honest: it asks the position it is given for the seat's observation (so a full state handed to it by
  mistake tells it nothing more), and plays in `samples` worlds drawn from that observation
  (`determinize`). The moves' values are added up over the worlds.
- Chance: in each world the draws are common random numbers. The k-th chance node below the root is
  decided by the k-th number of the world's stream (`_Stream`), so sibling lines that meet the same bag
  draw the same tile, and the search does not know the future beyond what the stream guessed.
  `chance_width` > 1 averages that many streams at the first `chance_levels` chance nodes of a line
  (explicit chance nodes where a draw decides the most: the next one).
- Values: per seat, the margin over the best other seat of `evaluate(state)` (a list of seat values):
  by default the game's `horizon_scores` (its own scoring as if the round ended now), at the depth limit.
  Seats maximise their own margin (max-n); for two seats that is minimax, searched with alpha-beta.
- Depth: player decisions with more than one legal move (a forced move costs nothing), deepened one at a
  time (iterative deepening) while the node budget (`nodes`, or `seconds`) lasts; the deepest finished
  depth decides. A transposition table keyed by the state's `key()` (and the stream position) keeps
  values between depths and between transposed lines.
"""
from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from engine.core.game import CHANCE, GameState, Key, Move

NODES = 4000  # positions per decision (all worlds together), when no seconds are given
SAMPLES = 4  # worlds drawn from the observation per decision
MAX_DEPTH = 40
INF = float("inf")

Evaluate = Callable[[GameState], list[float]]


class OutOfBudget(Exception):
    """The node budget or the deadline ran out in the middle of a depth."""


class _Stream:
    """A world's chance, as a random source whose numbers depend only on (world, chance depth, branch):
    `sample_chance` reads `random()`, `choice` or `randrange` of it."""

    __slots__ = ("rng", "base")

    def __init__(self, base: int) -> None:
        self.rng = random.Random()
        self.base = base

    def at(self, k: int, branch: int) -> random.Random:
        self.rng.seed(self.base * 1_000_003 + k * 101 + branch)
        return self.rng


@dataclass(slots=True)
class _Entry:
    depth: int
    values: list[float]
    flag: int  # EXACT, LOWER or UPPER (alpha-beta bounds on seat 0's margin)
    best: Move | None


EXACT, LOWER, UPPER = 0, 1, 2


def margins(values: list[float]) -> list[float]:
    """Each seat's value minus the best other seat's."""
    if len(values) == 2:
        a, b = values
        return [a - b, b - a]
    out = []
    for p, v in enumerate(values):
        best = max((w for i, w in enumerate(values) if i != p), default=0.0)
        out.append(v - best)
    return out


def horizon(state: GameState) -> list[float]:
    return margins(state.game.bot.horizon_scores(state))


class SearchBot:
    level = "search"

    def __init__(self, seed: int = 0, nodes: int | None = None, seconds: float | None = None,
                 samples: int = SAMPLES, chance_width: int = 1, chance_levels: int = MAX_DEPTH,
                 evaluate: Evaluate = horizon, level: str = "search", max_depth: int = MAX_DEPTH,
                 use_tt: bool = True, prune: bool = True) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.nodes = nodes
        self.seconds = seconds
        self.samples = samples
        self.chance_width = chance_width
        self.chance_levels = chance_levels  # chance nodes this near the root average `chance_width` outcomes
        self.evaluate = evaluate
        self.level = level
        self.max_depth = max_depth
        self.use_tt = use_tt  # off only to test that the table changes no value
        self.prune = prune  # alpha-beta for two seats; off: max-n for every count (to test it changes nothing)
        self.visited = 0  # positions searched by the latest decision
        self.depths: list[int] = []  # the deepest finished depth in each world of the latest decision
        self.tt: dict[tuple[Key, int], _Entry] = {}
        self.limit = 0
        self.deadline = INF

    def retune(self, seed: int, seconds: float | None, iterations: int | None) -> None:
        self.seed = seed
        self.rng.seed(seed)
        self.seconds, self.nodes = seconds, iterations

    # --- the decision ------------------------------------------------------------------------
    def choose(self, observation: GameState, player: int) -> Move:
        moves = observation.observation(player).legal_moves()
        if len(moves) == 1:
            return moves[0]
        totals = self.totals(observation, player)
        return max(moves, key=lambda m: totals[m])

    def values(self, observation: GameState, player: int, include: Move | None = None) -> dict[Move, float]:
        """Each legal move's margin for `player`, averaged over the worlds (engine/review.py reads them;
        `include` asks for a move's value: every legal move is searched here anyway)."""
        return {m: v / self.samples for m, v in self.totals(observation, player).items()}

    def totals(self, observation: GameState, player: int) -> dict[Move, float]:
        """Each legal move's margin for `player`, added up over the worlds."""
        observation = observation.observation(player)  # never more than the seat may see
        moves = observation.legal_moves()
        worlds = self.samples
        budget = self.nodes if self.nodes is not None else (10**9 if self.seconds is not None else NODES)
        start = time.perf_counter()
        self.visited = 0
        self.depths = []
        totals = dict.fromkeys(moves, 0.0)
        for w in range(worlds):
            world = observation.determinize(player, self.rng)
            stream = _Stream(self.rng.getrandbits(32))
            self.limit = self.visited + budget // worlds
            # each world its share of the time, as of the nodes: else the first would take it all
            self.deadline = start + self.seconds * (w + 1) / worlds if self.seconds is not None else INF
            for move, value in self.root_values(world, player, moves, stream).items():
                if move in totals:
                    totals[move] += value
        return totals

    def root_values(self, world: GameState, player: int, moves: list[Move], stream: _Stream) -> dict[Move, float]:
        """Each move's margin for `player` at the deepest depth this world's budget finished."""
        self.tt = {}
        best: dict[Move, float] = {}
        finished = 0
        for depth in range(1, self.max_depth + 1):
            self.cut = False
            try:
                values = {m: self.child(world, m, depth - 1, 0, stream)[player] for m in moves
                          if m in world.legal_moves()}
            except OutOfBudget:
                break
            best, finished = values, depth
            if not self.cut:
                break  # the whole game tree fitted: deeper finds nothing new
        self.depths.append(finished)
        return best

    # --- the tree ----------------------------------------------------------------------------
    def child(self, state: GameState, move: Move, depth: int, k: int, stream: _Stream,
              alpha: float = -INF, beta: float = INF) -> list[float]:
        s = state.clone()
        s.apply_trusted(move)
        return self.value(s, depth, k, stream, alpha, beta)

    def value(self, s: GameState, depth: int, k: int, stream: _Stream, alpha: float, beta: float) -> list[float]:
        self.visited += 1
        if self.visited >= self.limit or (self.visited & 63 == 0 and time.perf_counter() >= self.deadline):
            raise OutOfBudget
        if s.is_terminal():
            return margins([float(x) for x in s.scores()])
        seat = s.current_player()
        if seat == CHANCE:
            return self.chance(s, depth, k, stream, alpha, beta)
        moves = s.legal_moves()
        if len(moves) == 1:  # forced: no depth spent
            s.apply_trusted(moves[0])
            return self.value(s, depth, k, stream, alpha, beta)
        if depth <= 0:
            self.cut = True
            return self.evaluate(s)
        key = (s.key(), k)
        entry = self.tt.get(key) if self.use_tt else None
        if entry is not None and entry.depth >= depth and self.holds(entry, alpha, beta):
            return entry.values
        if entry is not None and entry.best in moves:  # the last depth's best first: more cut-offs
            moves = [entry.best, *(m for m in moves if m != entry.best)]
        if s.num_players == 2 and self.prune:
            values, best, flag = self.alphabeta(s, seat, moves, depth, k, stream, alpha, beta)
        else:
            values, best, flag = self.maxn(s, seat, moves, depth, k, stream)
        if self.use_tt:
            self.tt[key] = _Entry(depth, values, flag, best)
        return values

    @staticmethod
    def holds(entry: _Entry, alpha: float, beta: float) -> bool:
        """Whether a stored value answers a search in the window (alpha, beta)."""
        v = entry.values[0]
        return entry.flag == EXACT or (entry.flag == LOWER and v >= beta) or (entry.flag == UPPER and v <= alpha)

    def maxn(self, s: GameState, seat: int, moves: list[Move], depth: int, k: int,
             stream: _Stream) -> tuple[list[float], Move, int]:
        best_values: list[float] = []
        best = moves[0]
        for m in moves:
            v = self.child(s, m, depth - 1, k, stream)
            if not best_values or v[seat] > best_values[seat]:
                best_values, best = v, m
        return best_values, best, EXACT

    def alphabeta(self, s: GameState, seat: int, moves: list[Move], depth: int, k: int, stream: _Stream,
                  alpha: float, beta: float) -> tuple[list[float], Move, int]:
        """Two seats: seat 0's margin is the score (seat 1's is its negative); seat 0 raises it."""
        a0, b0 = alpha, beta
        best_values: list[float] = []
        best = moves[0]
        for m in moves:
            v = self.child(s, m, depth - 1, k, stream, alpha, beta)
            if not best_values or (v[0] > best_values[0] if seat == 0 else v[0] < best_values[0]):
                best_values, best = v, m
            if seat == 0:
                alpha = max(alpha, v[0])
            else:
                beta = min(beta, v[0])
            if alpha >= beta:
                break
        score = best_values[0]
        flag = UPPER if score <= a0 else LOWER if score >= b0 else EXACT
        return best_values, best, flag

    def chance(self, s: GameState, depth: int, k: int, stream: _Stream, alpha: float, beta: float) -> list[float]:
        """The stream's outcome (or the average of `chance_width` of them) for the k-th draw below the root."""
        width = self.chance_width if k < self.chance_levels else 1
        if width == 1:
            s.apply_trusted(s.sample_chance(stream.at(k, 0)))
            return self.value(s, depth, k + 1, stream, alpha, beta)
        total: list[float] = []
        for b in range(width):
            c = s.clone()
            c.apply_trusted(c.sample_chance(stream.at(k, b)))
            v = self.value(c, depth, k + 1, stream, -INF, INF)  # an average: no bounds hold for one branch
            total = v if not total else [x + y for x, y in zip(total, v, strict=True)]
        return [x / width for x in total]

    cut = False  # whether the depth in progress stopped anywhere at its limit
