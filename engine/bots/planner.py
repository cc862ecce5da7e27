"""A turn planner: searches the seat's whole turn (every decision until another seat or chance is to move)
as a beam, judges where the turn ends with the game's heuristic and the next seat's likely answer, and
plays the best plan's moves one by one.

Why: in games whose turn is a long run of small decisions of one seat (Coal Baron's mining steps), a
one-ply bot judges each step by a guess of what the rest of the turn will do, and tree search spends its
budget on the orders of one plan (load A then B, or B then A) and averages good and bad continuations of
the seat's own moves. Within one seat's turn nobody else chooses, so the right backup is the maximum, and
a position reached in another order is the same position (deduplicated by key).

- Hidden information: the turn is planned in `samples` determinized worlds and the first moves' values
  are added up.
- The answer: the few best first moves are judged again where their best turns end, after the next seat
  plays its own best one-ply move (the medium bot's view), so a plan that leaves a space open to an
  ousting or an order to be taken scores what the opponent will most likely do with it.
- Moves: the game's `candidate_moves` (all legal moves unless a choice is too wide to search).
- Budget: the search stops deepening after `budget` positions (or `seconds`); the positions still open
  are judged where they stand. Every decision plans afresh from where the turn now stands: following the
  first plan's later moves instead was far weaker (docs/bench.md), as each new search looks a step deeper.
  Except when a decision is given too little time to plan (at the table a turn's budget is shared by its
  decisions, and a long mining run leaves its later steps 0.05 s): then the bot plays on along the plan
  its last search made, as long as the position is the one that plan expected. A search cut off after its
  first layer judges single steps by where they stand, and moved the cage up and down for nothing.
"""
from __future__ import annotations

import random
import time
from collections import defaultdict
from dataclasses import dataclass

from engine.core.game import CHANCE, GameState, Key, Move, has_secrets

BEAM = 8  # positions kept at each depth of the turn
MAX_DEPTH = 16  # decisions of one turn searched (Coal Baron's longest mining runs are ~10)
SAMPLES = 1  # determinized worlds per plan for imperfect-information games
CHANCE_SAMPLES = 4  # outcomes averaged where a turn ends in chance (a refill, a draw)
REPLY_MOVES = 4  # first moves judged again after the next seat's answer
REPLY_ENDS = 2  # best turn ends of each judged again
FOLLOW_BELOW = 0.25  # seconds: a decision given less plays on along the last plan (when it still fits)


def _wasted(state: GameState, earlier: list[Move], move: Move) -> bool:
    wasted = getattr(state, "wasted", None)  # a state without the hook (a test's toy) wastes nothing
    return wasted is not None and bool(wasted(earlier, move))


@dataclass(slots=True)
class _Line:
    """A position reached within the turn: its value now, and the turn's first move that leads there."""

    value: float
    state: GameState
    first: Move | None  # None only for the root
    parent: _Line | None = None
    move: Move | None = None  # the move from the parent to here

    def path(self) -> list[Move]:
        out: list[Move] = []
        line: _Line | None = self
        while line is not None and line.move is not None:
            out.append(line.move)
            line = line.parent
        return out[::-1]


class PlannerBot:
    def __init__(self, seed: int = 0, level: str = "hard", beam: int = BEAM, samples: int = SAMPLES,
                 budget: int | None = None, seconds: float | None = None, reply: bool = True) -> None:
        self.rng = random.Random(seed)
        self.level = level
        self.beam = beam
        self.samples = samples
        self.budget = budget  # None: the game's `hard_iterations`
        self.seconds = seconds
        self.reply = reply
        self.last_positions = 0  # positions judged by the latest search
        self.deadline = float("inf")
        self.ahead: tuple[Key, list[Move]] | None = None  # (the position expected next, the plan's moves from it)
        self._best_end: dict[Move, _Line] = {}  # the latest search's best turn end for each first move
        self.run: tuple[Key, list[Move]] | None = None  # (where this bot's last move led, its moves of this run)

    def retune(self, seed: int, seconds: float | None, iterations: int | None) -> None:
        self.rng.seed(seed)
        self.seconds, self.budget = seconds, iterations

    def choose(self, observation: GameState, player: int) -> Move:
        moves = self.useful(observation, observation.candidate_moves())
        if len(moves) == 1:
            return self.played(observation, moves[0])
        follow = self.follow(observation, moves)
        if follow is not None:
            return self.played(observation, follow)
        totals = self.totals(observation, player)
        best = max((m for m in moves if m in totals), key=lambda m: totals[m], default=moves[0])
        end = self._best_end.get(best)
        self.remember(observation, end.path() if end is not None else [best])
        return self.played(observation, best)

    def totals(self, observation: GameState, player: int) -> dict[Move, float]:
        """Each first move's value (the best turn it starts), added up over the worlds."""
        worlds = self.samples if has_secrets(observation) else 1
        budget = self.budget if self.budget is not None else observation.game.bot.hard_iterations
        self.deadline = time.perf_counter() + self.seconds if self.seconds is not None else float("inf")
        totals: dict[Move, float] = defaultdict(float)
        self.last_positions = 0
        for _ in range(worlds):
            world = observation.determinize(player, self.rng)
            for first, value in self.plan(world, player, budget // worlds).items():
                totals[first] += value
        return totals

    def values(self, observation: GameState, player: int, include: Move | None = None) -> dict[Move, float]:
        """Each first move's value for `player` (the heuristic's margin where its best turn ends, after the next
        seat's answer for the best few), averaged over the worlds; engine/review.py reads them. `include`: a
        move whose turn is also planned on its own from where it leads (the beam may have dropped it), its
        value the better of the two."""
        self.run = None
        self.ahead = None
        totals = self.totals(observation, player)
        worlds = self.samples if has_secrets(observation) else 1
        if include is not None:
            budget = self.budget if self.budget is not None else observation.game.bot.hard_iterations
            alone = 0.0
            for _ in range(worlds):
                world = observation.determinize(player, self.rng)
                world.apply_trusted(include)
                if world.is_terminal() or world.current_player() != player:
                    alone += self.turn_end_value(world, player)
                else:
                    alone += max(self.plan(world, player, budget // worlds).values(),
                                 default=world.game.bot.heuristic(world, player))
            totals[include] = max(totals.get(include, alone), alone)
        legal = set(observation.legal_moves())
        return {m: v / worlds for m, v in totals.items() if m in legal}

    # --- never a move that its own earlier moves of the run make wasted (Game.wasted) -------------------
    def useful(self, observation: GameState, moves: list[Move]) -> list[Move]:
        """`moves` without those wasted after this bot's earlier moves of the run (while the position is the
        one its last move led to: this seat's turn goes on); never empty."""
        if self.run is None or observation.key() != self.run[0]:
            self.run = (observation.key(), [])
        earlier = self.run[1]
        kept = [m for m in moves if not _wasted(observation, earlier, m)]
        return kept or moves

    def played(self, observation: GameState, move: Move) -> Move:
        after = observation.clone()
        after.apply_trusted(move)
        earlier = self.run[1] if self.run is not None else []
        self.run = (after.key(), [*earlier, move])
        return move

    # --- playing on along a plan when a decision has no time to plan ------------------------------------
    def remember(self, observation: GameState, plan: list[Move]) -> None:
        """Keep the plan's moves after its first, with the position its first move leads to."""
        self.ahead = None
        if len(plan) > 1:
            nxt = observation.clone()
            nxt.apply_trusted(plan[0])
            self.ahead = (nxt.key(), plan[1:])

    def follow(self, observation: GameState, moves: list[Move]) -> Move | None:
        ahead, self.ahead = self.ahead, None
        if ahead is None or self.seconds is None or self.seconds >= FOLLOW_BELOW:
            return None
        key, plan = ahead
        if observation.key() != key or plan[0] not in moves:
            return None  # not where the plan expected (another seat moved, or something was revealed)
        self.remember(observation, plan)
        return plan[0]

    def plan(self, state: GameState, player: int, budget: int) -> dict[Move, float]:
        """For each first move: the value of the best turn it starts (within the beam and the budget)."""
        ends: dict[Move, list[_Line]] = defaultdict(list)  # first move -> where its turns end
        frontier: list[_Line] = [_Line(0.0, state, None)]
        seen: set[Key] = set()
        run = self.run[1] if self.run is not None else []  # this bot's moves of the run so far
        fallback: dict[Move, _Line] = {}
        judged = 0
        for depth in range(MAX_DEPTH):
            nxt: list[_Line] = []
            for line in frontier:
                if depth and time.perf_counter() >= self.deadline:  # out of time within a layer (the first is whole)
                    break
                earlier = [*run, *line.path()]
                for move in line.state.candidate_moves():
                    if _wasted(line.state, earlier, move):
                        continue
                    child = line.state.clone()
                    child.apply_trusted(move)
                    mine = child.current_player() == player and not child.is_terminal()
                    if mine and depth:
                        k = child.key()
                        if k in seen:
                            continue
                        seen.add(k)
                    first = move if line.first is None else line.first
                    entry = _Line(child.game.bot.heuristic(child, player), child, first, line, move)
                    judged += 1
                    (nxt if mine else ends[entry.first]).append(entry)
            if not nxt:
                break
            nxt.sort(key=lambda e: -e.value)
            if judged >= budget or time.perf_counter() >= self.deadline:
                for line in nxt:  # out of budget: the open positions are judged where they stand
                    ends[line.first].append(line)
                break
            if not depth:  # a first move the beam drops keeps where it leads, as a last resort
                fallback = {line.first: line for line in nxt[self.beam:]}
            frontier = nxt[:self.beam]
        else:
            for line in frontier:
                ends[line.first].append(line)
        self.last_positions += judged
        out = self.judge(ends, player)
        low = min(out.values(), default=0.0) - 1.0
        for m, line in fallback.items():  # mid-turn guesses rank below every judged turn, in their order
            out.setdefault(m, low + 1e-6 * line.value)
        return out

    def judge(self, ends: dict[Move, list[_Line]], player: int) -> dict[Move, float]:
        self._best_end = {m: max(e, key=lambda line: line.value) for m, e in ends.items() if e}
        out = {m: max(line.value for line in e) for m, e in ends.items()}
        if not self.reply:
            return out
        # The few best first moves are judged again after the next seat's answer; the rest keep their
        # plain value, lowered below every judged one so that they never overtake one.
        if time.perf_counter() >= self.deadline:  # out of time: the plain values must do
            return out
        ranked = sorted(out, key=lambda m: -out[m])[:REPLY_MOVES]
        floor = float("inf")
        for m in ranked:
            top = sorted(ends[m], key=lambda line: -line.value)[:REPLY_ENDS]
            out[m] = max(self.turn_end_value(e.state, player) for e in top)
            floor = min(floor, out[m])
        for m, value in out.items():
            if m not in ranked:
                out[m] = min(value, floor) - 1.0
        return out

    def turn_end_value(self, state: GameState, player: int) -> float:
        """The seat's value where its turn ends: chance averaged over a few outcomes, then the next seat's
        best one-ply answer."""
        if state.current_player() == CHANCE:
            total = 0.0
            for _ in range(CHANCE_SAMPLES):
                s = state.clone()
                while s.current_player() == CHANCE:
                    s.apply_trusted(s.sample_chance(self.rng))
                total += self.after_answer(s, player)
            return total / CHANCE_SAMPLES
        return self.after_answer(state, player)

    def after_answer(self, state: GameState, player: int) -> float:
        game = state.game
        seat = state.current_player()
        if state.is_terminal() or seat in (player, CHANCE):
            return game.bot.heuristic(state, player)
        moves = state.candidate_moves()
        answer, top = moves[0], float("-inf")
        if len(moves) > 1:
            for m in moves:
                s = state.clone()
                s.apply_trusted(m)
                v = game.bot.heuristic(s, seat)
                if v > top:
                    answer, top = m, v
        s = state.clone()
        s.apply_trusted(answer)
        return game.bot.heuristic(s, player)
