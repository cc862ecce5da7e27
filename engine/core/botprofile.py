"""How the bots play a game: which search hard runs and with what budget, and the hooks every bot reads
(the valuation, the macro search's choices, a learned evaluation's features, the figures benchmarks keep).

A game declares its profile beside its heuristic (engine/games/<game>/bot_profile.py) and names it as
`Game.bot`; a game without one is played by plain MCTS on the score margin. The rules (`Game`, `GameState`)
know nothing of the bots beyond this one attribute.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    import random
    from collections.abc import Sequence

    from engine.core.game import GameState, Move


class BotProfile:
    # The hard bot's default search budget: iterations cost differ by game, and a decision should stay
    # well under a second on a modest machine.
    hard_iterations: ClassVar[int] = 1500
    # The expert's budget as a multiple of hard's (engine/bots/base.py).
    expert_factor: ClassVar[int] = 4
    # Which search the hard bot runs: "mcts" (Monte Carlo tree search, engine/bots/mcts.py), "macro" (the
    # same over the game's `main_decision`s only, engine/bots/macro.py), "planner" (a beam over the seat's
    # whole turn, engine/bots/planner.py: for turns made of long runs of one seat's small decisions) or
    # "deep" (engine/bots/deep.py). `hard_iterations` is the budget of each (iterations, or positions judged).
    hard_search: ClassVar[str] = "mcts"
    # Points of heuristic margin the hard bot reads as a 73 % win chance: games whose scores spread wider
    # (tens of points between seats) need a wider scale, or every leaf reads as a sure win or loss.
    margin_scale: ClassVar[float] = 10.0
    # UCB's exploration constant for the MCTS searches (mcts, macro), on those win chances: small, because the
    # heuristic at every leaf already says much (Ra's old MCTS: 0.7 lost to 0.15).
    exploration: ClassVar[float] = 0.15
    # The names of `eval_features`' columns, in order (empty: the game has no learned evaluation yet).
    eval_feature_names: ClassVar[tuple[str, ...]] = ()
    # Weights the fit starts from and stays near (the game's own scoring written over its features).
    eval_prior: ClassVar[dict[str, float]] = {}
    # Features whose weight stays the prior's, never fitted (points already banked count one for one).
    eval_fixed: ClassVar[tuple[str, ...]] = ()

    def heuristic(self, state: GameState, player: int) -> float:
        """Value of `state` for `player` from its own view: expected final margin in points-ish units."""
        s = state.scores()
        others = [v for i, v in enumerate(s) if i != player]
        return s[player] - (max(others) if others else 0)

    def heuristic_all(self, state: GameState) -> list[float]:
        """`heuristic` for every seat at once; games override it when one pass computes all."""
        return [self.heuristic(state, p) for p in range(state.num_players)]

    def leaf_values(self, state: GameState, level: str | None = None) -> list[float]:
        """The searches' leaf evaluation (margins per seat) where the game has no fitted weights: `heuristic_all`
        unless the game's search wants a view of its own (Agricola's hard bot times the fields' yield; medium does
        not), or a level one of its own (La Granja's expert also sees the donkeys still to be used)."""
        return self.heuristic_all(state)

    def main_decision(self, state: GameState) -> bool:
        """Whether the macro search (`hard_search = "macro"`, engine/bots/macro.py) branches at this decision;
        at the others it plays `inner_move`. Games whose turns are a choice followed by its small steps
        (Agricola: a placement, then the action's decisions) say which decisions are the choices."""
        return True

    def inner_move(self, state: GameState, rng: random.Random) -> Move:
        """The move the macro search plays at a decision it does not branch on: the game's greedy policy."""
        return state.candidate_moves()[0]

    def eval_features(self, state: GameState) -> list[list[float]]:
        """Per seat, numbers describing the position (`eval_feature_names`), for a learned evaluation
        (engine/bots/learned.py) fitted by `python -m engine fit <game>`."""
        raise NotImplementedError(f"{state.game.names['en']} has no evaluation features")

    def horizon_scores(self, state: GameState) -> list[float]:
        """Each seat's points as the game's own scoring would count them if the scoring round ended now
        (the `search` bot's judgement at its depth limit, engine/bots/search.py). Games whose points come
        only at a round's end override it; the default is the score so far."""
        return [float(x) for x in state.scores()]

    # --- what benchmarks keep of a game (engine/arena.py, engine/botstats.py) ----------------------------
    def unspent(self, state: GameState) -> list[int] | None:
        """Per seat, how much of what a seat spends in a scoring round it still holds (Ra: face-up suns);
        benchmarks read it at each round's end. None: the game has no such measure."""
        return None

    def seat_stats(self, state: GameState, seat: int) -> dict[str, float]:
        """Figures of a finished game that tell how a seat played, beyond its score (Agricola: people,
        cards played, begging cards), for `python -m engine botstats`. None by default."""
        return {}

    def record_stats(self, start: GameState, moves: Sequence[Move]) -> list[dict[str, float]]:
        """Per seat, figures of how it played that only the game's moves show (Coal Baron: bank visits with
        workers to spare, cage moves undone), replayed from `start` (the match's first position); merged into
        `seat_stats` by `python -m engine botstats`. None by default."""
        return []
