"""The turn planner (hard in games whose turns are long runs of one seat's decisions): it judges a turn
where it ends, not where its first step leaves it, and it keeps to its budget."""
from __future__ import annotations

from typing import Any, cast

from engine.bots.base import HardBot
from engine.bots.greedy import GreedyBot
from engine.bots.planner import PlannerBot
from engine.core.botprofile import BotProfile
from engine.core.game import CHANCE, GameState
from engine.core.match import Match

# A one-seat puzzle: seat 0 takes three steps, then seat 1 takes one. Taking "grab" first scores 1 at
# once and nothing after; "dig" scores nothing at once, but "dig", "dig", "lift" scores 6 at the end.
GRAB, DIG, LIFT, WAIT = "grab", "dig", "lift", "wait"


class _ToyBot(BotProfile):
    hard_iterations = 500
    hard_search = "planner"

    def heuristic(self, state: Any, player: int) -> float:
        return state.points if player == 0 else -state.points


class _Toy:
    id = "toy"
    information = "perfect"
    bot = _ToyBot()


class Puzzle:
    game = _Toy()
    num_players = 2

    def __init__(self) -> None:
        self.steps: tuple[str, ...] = ()
        self.points = 0
        self.done = False

    def clone(self) -> Puzzle:
        c = Puzzle()
        c.steps, c.points, c.done = self.steps, self.points, self.done
        return c

    def key(self) -> tuple:
        return self.steps, self.points, self.done

    def current_player(self) -> int:
        return -2 if self.done else (0 if len(self.steps) < 3 else 1)

    def is_terminal(self) -> bool:
        return self.done

    def legal_moves(self) -> list[str]:
        if len(self.steps) >= 3:
            return [WAIT]
        if self.steps[:1] == (GRAB,):
            return [WAIT]
        return [GRAB, DIG] if len(self.steps) < 2 else [LIFT, WAIT]

    def candidate_moves(self) -> list[str]:  # the protocol's default: the bots weigh every legal move
        return self.legal_moves()

    def apply_trusted(self, move: str) -> None:
        if move == WAIT and len(self.steps) >= 3:
            self.done = True
            return
        self.steps = (*self.steps, move)
        if move == GRAB:
            self.points += 1
        if self.steps == (DIG, DIG, LIFT):
            self.points += 6

    def observation(self, seat: int) -> Puzzle:
        return self.clone()

    def determinize(self, seat: int, rng: Any) -> Puzzle:
        return self.clone()


def start(*moves: str) -> GameState:
    """The puzzle after `moves`, typed as the bots take it (it walks like a game state)."""
    p = Puzzle()
    for m in moves:
        p.apply_trusted(m)
    return cast(GameState, p)


def test_one_ply_grabs_but_the_planner_digs() -> None:
    assert GreedyBot(seed=1, noise=0.0).choose(start(), 0) == GRAB
    assert PlannerBot(seed=1).choose(start(), 0) == DIG
    assert PlannerBot(seed=1).choose(start(DIG), 0) == DIG  # and keeps to the plan from where the turn stands


def test_the_hard_level_plans_where_the_game_asks_for_it() -> None:
    bot = HardBot(seed=1)
    assert bot.choose(start(), 0) == DIG
    assert isinstance(bot.search, PlannerBot)


def test_the_budget_bounds_the_positions_judged() -> None:
    """At the first position whose turn goes deeper than a small budget (a mining run), the small budget
    judges fewer positions and the large one keeps within one layer of its own."""
    m = Match("coal-baron", 2, seed=4)
    for _ in range(400):
        s, seat = m.state, m.state.current_player()
        if seat == CHANCE:
            m.resolve_chance()
            continue
        small, large = PlannerBot(seed=1, budget=30), PlannerBot(seed=1, budget=400)
        move = small.choose(s.observation(seat), seat)
        if small.last_positions > 30:
            large.choose(s.observation(seat), seat)
            assert small.last_positions < large.last_positions <= 400 + large.beam * len(s.legal_moves()) * 8
            return
        m.play(move)
    raise AssertionError("no turn went deeper than 30 positions")


def test_out_of_time_it_still_judges_every_first_move() -> None:
    """With no time at all, the first layer is still whole: every first move has a value, one is legal."""
    m = Match("coal-baron", 2, seed=4)
    while m.state.current_player() == CHANCE or len(m.state.legal_moves()) < 5:
        m.resolve_chance() if m.state.current_player() == CHANCE else m.play(m.state.legal_moves()[0])
    s, seat = m.state, m.state.current_player()
    bot = PlannerBot(seed=1, seconds=0.0)
    assert bot.choose(s.observation(seat), seat) in s.legal_moves()
    assert bot.last_positions == len(s.legal_moves())


def test_with_no_time_to_plan_it_plays_on_along_its_last_plan() -> None:
    """At the table a long turn's later decisions get little time: the bot then plays the rest of the plan
    its last full search made, while the position is the one that plan expected; otherwise it plans."""
    bot = PlannerBot(seed=1)
    assert bot.choose(start(), 0) == DIG  # a full search: dig, dig, lift
    bot.retune(1, 0.01, None)
    bot.last_positions = -1
    assert bot.choose(start(DIG), 0) == DIG and bot.last_positions == -1  # played on: no search
    assert bot.choose(start(DIG, DIG), 0) == LIFT and bot.last_positions == -1
    # a position the plan did not expect is planned afresh, in whatever time there is
    bot = PlannerBot(seed=1)
    bot.choose(start(), 0)
    bot.retune(1, 0.01, None)
    bot.last_positions = -1
    assert bot.choose(start(DIG, DIG), 0) == LIFT  # it expected the position after one dig
    assert bot.last_positions > 0
    # with time to plan, every decision plans afresh (the stronger way, measured)
    bot = PlannerBot(seed=1)
    bot.choose(start(), 0)
    bot.last_positions = -1
    bot.choose(start(DIG), 0)
    assert bot.last_positions > 0
