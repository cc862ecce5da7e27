"""Hard: Monte Carlo tree search with chance nodes and determinization (single-observer ISMCTS).

Each iteration samples a full state consistent with the bot's observation (`determinize`; for
perfect-information games a plain copy), walks the tree with UCB among the moves legal in that
sample (availability counts, so branches that only some samples allow are judged fairly; the moves are
the game's `candidate_moves`, all legal ones unless a choice is too wide to search), samples
chance outcomes into their own child nodes and widens wide nodes progressively. Below the new node it plays
on to the end of that seat's run of decisions (`finish_run`) and scores the position with the game's learned
evaluation where it has fitted weights (engine/bots/learned.py), else its `leaf_values`, turned into a win
chance per seat. Another seat's secret pick below a secret one is chosen without seeing it (`veiled_stats`).
"""
from __future__ import annotations

import math
import random
import time

from engine.bots.learned import learned
from engine.core.game import CHANCE, GameState, Key, Move, has_secrets

ROLLOUT_DECISIONS = 0  # the heuristic at the leaf beats random play-outs in these games
WIDEN_BASE = 3  # a node first considers this many moves, then more as it is visited
WIDEN_RATE = 0.5
INF = float("inf")
RUN_LIMIT = 8  # decisions (and draws) played after the new node to finish its seat's run (`finish_run`)
AFTER_SAMPLES = 8  # sampled worlds that must agree on the position a move leads to before its subtree is kept


def win_margin(chance: float, scale: float) -> float:
    """The margin (points) a win chance stands for under the leaves' logistic reading (`MctsBot.evaluate`)."""
    p = min(max(chance, 0.005), 0.995)
    return scale * math.log(p / (1.0 - p))


class Node:
    __slots__ = ("visits", "value", "avail", "children", "veiled")

    def __init__(self) -> None:
        self.visits = 0
        self.value = 0.0  # sum of rewards of the seat that chose the move into this node
        self.avail = 0  # how often this move was legal when its parent was visited
        self.children: dict[Move, Node] = {}
        # Below a secret move made from this node: the other seats' statistics, shared by all the secret
        # moves it might have been, keyed by (seat, the moves since). See `MctsBot.veiled_stats`.
        self.veiled: dict[tuple[int, tuple[Move, ...]], Node] | None = None


def chance_step(state: GameState, node: Node, rng: random.Random, path: list[tuple[Node, int]],
                since: list[Move] | None = None) -> Node:
    """A chance node of the search: sample an outcome, play it, and go down to its child (made on first sight).
    `since`: the moves since a secret one, which the outcome joins."""
    outcome = state.sample_chance(rng)
    state.apply_trusted(outcome)
    if since is not None:
        since.append(outcome)
    child = node.children.get(outcome)
    if child is None:
        child = node.children[outcome] = Node()
    path.append((child, CHANCE))
    return child


class Veil:
    """A secret move in the line being searched (a donkey pick): `owner` made it in a run of its decisions that
    began at `anchor` (its free actions before the pick are part of its one simultaneous choice); `since` are the
    moves played after it."""

    __slots__ = ("anchor", "owner", "since")

    def __init__(self, anchor: Node, owner: int) -> None:
        self.anchor = anchor
        self.owner = owner
        self.since: list[Move] = []


class MctsBot:
    level = "hard"

    def __init__(self, seed: int = 0, iterations: int | None = None, seconds: float | None = None,
                 rollout: int = ROLLOUT_DECISIONS, exploration: float | None = None, level: str = "hard") -> None:
        self.rng = random.Random(seed)
        self.level = level
        self.judge = "expert" if level == "expert" else None  # whose evaluation the leaves read (`learned`)
        self.exploration = exploration  # UCB's constant; None: the game's `Game.bot.exploration`
        self.c = 0.0  # the constant of the decision in progress
        self.iterations = iterations
        self.seconds = seconds
        self.rollout = rollout
        self.last_iterations = 0
        self.last_reused = 0  # root visits inherited from the previous decision
        self.kept: tuple[Key, Node] | None = None  # (position after our last move, its subtree)
        self.expected: Key | None = None  # the position our last move leads to, if ours again
        self.run: set[Key] = set()  # positions of our current unbroken run of decisions
        self.run_moves: list[Move] = []  # our moves of that run, oldest first (`Game.wasted` reads them)
        self.skip: frozenset[Move] = frozenset()  # the root's wasted moves: never searched

    def retune(self, seed: int, seconds: float | None, iterations: int | None) -> None:
        self.rng.seed(seed)
        self.seconds, self.iterations = seconds, iterations

    def choose(self, observation: GameState, player: int) -> Move:
        self.c = observation.game.bot.exploration if self.exploration is None else self.exploration
        key = observation.key()
        if key != self.expected:  # not the position our last move led to: a new run of decisions
            self.run.clear()
            self.run_moves.clear()
        self.run.add(key)
        every = observation.candidate_moves()
        moves = self.useful(observation, every)
        self.skip = frozenset(every).difference(moves)
        if len(moves) == 1:
            self.kept = None
            self.expected = self.after(observation, player, moves[0])
            self.run_moves.append(moves[0])
            return moves[0]
        root = self.reused_root(key)
        self.last_reused = root.visits
        self.grow(root, observation, player)
        legal = set(moves)
        ranked = sorted(((m, c) for m, c in root.children.items() if m in legal), key=lambda mc: -mc[1].visits)
        # Never step back into a position of this run (sell, buy back, sell…): that is a loop, not a plan,
        # and free actions would let it go on for ever. Stopping there the first time was at least as good.
        pick = ranked[0]
        for candidate in ranked:
            after = self.after(observation, player, candidate[0])
            if after is None or after not in self.run:
                pick = candidate
                break
        else:
            after = self.after(observation, player, pick[0])
        move, node = pick
        self.kept = None if after is None else (after, node)
        self.expected = after
        self.run_moves.append(move)
        return move

    def grow(self, root: Node, observation: GameState, player: int) -> None:
        """Iterate from `root` while the budget lasts (or until no other move can overtake the leader)."""
        start = time.perf_counter()
        deadline = start + self.seconds if self.seconds is not None else None
        if self.iterations is not None:
            target = self.iterations
        else:
            target = 10**9 if self.seconds is not None else observation.game.bot.hard_iterations
        # A reused subtree counts towards the budget, but fresh samples still make up a fifth of it.
        limit = max(target - root.visits, target // 5)
        i = 0
        while i < limit:
            self.iterate(root, observation, player)
            i += 1
            if i % 16 == 0:
                remaining = limit - i
                if deadline is not None:
                    now = time.perf_counter()
                    if now >= deadline:
                        break
                    remaining = min(remaining, int((deadline - now) * i / (now - start)))  # at this pace
                if self.decided(root, remaining):
                    break
        self.last_iterations = i

    def values(self, observation: GameState, player: int, include: Move | None = None) -> dict[Move, float]:
        """Each searched legal move's value for `player` from a fresh tree, in points of margin: its win
        chance read back through the leaves' `margin_scale` (engine/review.py reads them). `include`: a move
        searched even if the game's `candidate_moves` leave it out."""
        self.c = observation.game.bot.exploration if self.exploration is None else self.exploration
        self.kept = self.expected = None
        self.run.clear()
        self.run_moves.clear()
        self.skip = frozenset()
        root = Node()
        if include is not None:
            root.children[include] = Node()
        self.include = include
        try:
            self.grow(root, observation, player)
        finally:
            self.include = None
        legal = set(observation.legal_moves())
        scale = observation.game.bot.margin_scale
        return {m: win_margin(c.value / c.visits, scale) for m, c in root.children.items()
                if c.visits and m in legal}

    def root_moves(self, moves: list[Move]) -> list[Move]:
        """The root's moves with the one `values` was asked to include."""
        include = self.include
        return moves if include is None or include in moves else [*moves, include]

    include: Move | None = None  # a root move searched even outside `candidate_moves` (`values`)

    def useful(self, observation: GameState, moves: list[Move]) -> list[Move]:
        """`moves` without those our earlier moves of this run make wasted (`Game.wasted`: selling a good and
        buying it back); never empty."""
        wasted = getattr(observation, "wasted", None)  # a state without the hook (a test's toy) wastes nothing
        if wasted is None or not self.run_moves:
            return moves
        return [m for m in moves if not wasted(self.run_moves, m)] or moves

    @staticmethod
    def decided(root: Node, remaining: int) -> bool:
        """True when no other move can overtake the most visited one in the iterations left."""
        first = second = 0
        for c in root.children.values():
            if c.visits > first:
                first, second = c.visits, first
            elif c.visits > second:
                second = c.visits
        return first - second > remaining

    def reused_root(self, key: Key) -> Node:
        """The subtree below our previous move when this position is the one it led to (free actions
        in a row: the same information set, so its statistics still hold); otherwise a fresh root."""
        kept, self.kept = self.kept, None
        if kept is not None and kept[0] == key:
            return kept[1]
        return Node()

    def after(self, observation: GameState, player: int, move: Move) -> Key | None:
        """What this seat will see after `move` (its observation's key) if it is still to move and that does
        not hang on what it cannot see; else None. A move can reveal hidden information (the last secret
        donkey pick uncovers every pick): then the next position differs between sampled worlds, and a
        subtree grown over all of them must not be taken for the one the real world leads to."""
        key = None
        for _ in range(AFTER_SAMPLES if has_secrets(observation) else 1):
            state = observation.determinize(player, self.rng)  # an observation may lack what a move reads
            state.apply_trusted(move)
            if state.is_terminal() or state.current_player() != player:
                return None
            seen = state.observation(player).key()
            if key is not None and seen != key:
                return None
            key = seen
        return key

    def iterate(self, root: Node, observation: GameState, player: int) -> None:
        rng = self.rng
        state = observation.determinize(player, rng)
        node = root
        path: list[tuple[Node, int]] = []  # (node, seat that chose the move into it)
        veil: Veil | None = None
        run: tuple[Node, int] = (root, player)  # where the current seat's run of decisions began, and whose it is
        while not state.is_terminal():
            seat = state.current_player()
            if seat == CHANCE:
                node = chance_step(state, node, rng, path, None if veil is None else veil.since)
                run = (node, CHANCE)
                continue
            if seat != run[1]:
                run = (node, seat)
            moves = state.candidate_moves()
            if node is root and self.skip:
                moves = [m for m in moves if m not in self.skip] or moves
            if node is root and self.include is not None:
                moves = self.root_moves(moves)
            stats = self.veiled_stats(veil, state, seat, moves)
            if stats is None:
                move, expanded = self.select(node, moves, rng)
            else:  # another seat's secret pick, made without seeing the one above it
                stats.visits += 1
                move, expanded = self.select(stats, moves, rng)
                path.append((stats.children[move], seat))
                if move not in node.children:
                    node.children[move] = Node()
            secret = state.private_to(move) == seat
            state.apply_trusted(move)
            if secret:  # the others' picks below share statistics over this seat's whole run up to its pick
                veil = Veil(run[0], seat)
            elif veil is not None:
                veil.since.append(move)
            node = node.children[move]
            path.append((node, seat))
            if expanded:
                self.finish_run(state, seat, rng)
                break
        rewards = self.evaluate(state, rng)
        for n, seat in path:
            n.visits += 1
            if seat >= 0:
                n.value += rewards[seat]
        root.visits += 1

    @staticmethod
    def finish_run(state: GameState, seat: int, rng: random.Random) -> None:
        """After the new node, play on while `seat` is still to move (at most RUN_LIMIT decisions), each time one of
        the decision's own moves at random, never a free action: the line is judged where the seat has committed.
        Judged halfway through its run, a position looks as if the rest of the run never came, and lines that put
        a commitment off with free actions (La Granja: selling and buying back before picking a donkey) looked
        better than making it."""
        for _ in range(RUN_LIMIT):
            if state.is_terminal():
                return
            who = state.current_player()
            if who == CHANCE:
                state.apply_trusted(state.sample_chance(rng))
                continue
            if who != seat:
                return
            moves = state.candidate_moves()
            own = [m for m in moves if not state.free_action(m)]
            state.apply_trusted(rng.choice(own or moves))

    @staticmethod
    def veiled_stats(veil: Veil | None, state: GameState, seat: int, moves: list[Move]) -> Node | None:
        """Where another seat's secret pick below a secret move keeps its statistics: one node for every move the
        secret one might have been, so the pick cannot answer it (picks made in turn are simultaneous in the
        rules; a tree that let the later picker see the earlier pick judged every pick by its best counter and
        made the bot put off its own with free actions). None: the tree's own node serves."""
        if veil is None or seat == veil.owner or not any(state.private_to(m) == seat for m in moves):
            return None
        anchor = veil.anchor
        if anchor.veiled is None:
            anchor.veiled = {}
        key = (seat, tuple(veil.since))
        shared = anchor.veiled.get(key)
        if shared is None:
            shared = anchor.veiled[key] = Node()
        return shared

    def select(self, node: Node, moves: list[Move], rng: random.Random) -> tuple[Move, bool]:
        """UCB among the children legal now; a new child while the node may still widen."""
        children = node.children
        allowed = WIDEN_BASE + int(WIDEN_RATE * math.sqrt(node.visits + 1) * 4)
        get = children.get
        known = [(m, c) for m in moves if (c := get(m)) is not None]  # one look-up a move: hashing is dear
        if len(known) < len(moves) and len(known) < allowed:
            untried = [m for m in moves if m not in children]
            move = rng.choice(untried)
            children[move] = Node()
            for _, c in known:
                c.avail += 1
            children[move].avail += 1
            return move, True
        best, best_score = known[0][0], -INF
        log, sqrt, k = math.log, math.sqrt, self.c
        for m, c in known:
            c.avail += 1
            score = INF if c.visits == 0 else c.value / c.visits + k * sqrt(log(c.avail) / c.visits)
            if score > best_score:
                best, best_score = m, score
        return best, False

    def leaf(self, state: GameState) -> list[float]:
        """Margins per seat at a leaf that is not the game's end: the game's learned evaluation where it has
        fitted weights, else its own view for its search (`leaf_values`); the expert's own where it has one."""
        return learned(state, self.judge)

    def evaluate(self, state: GameState, rng: random.Random) -> list[float]:
        for _ in range(self.rollout):
            if state.is_terminal():
                break
            if state.current_player() == CHANCE:
                state.apply_trusted(state.sample_chance(rng))
            else:
                state.apply_trusted(rng.choice(state.candidate_moves()))
        if state.is_terminal():
            winners = state.winners()
            share = 1.0 / len(winners)
            return [share if p in winners else 0.0 for p in range(state.num_players)]
        margins = self.leaf(state)
        scale = state.game.bot.margin_scale
        return [1.0 / (1.0 + math.exp(-m / scale)) for m in margins]
