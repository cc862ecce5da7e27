"""How the bots play La Granja: MCTS over the hand valuation (hard reads its learned weights, the expert
also weighs the donkeys still to be used)."""
from __future__ import annotations

from engine.core.botprofile import BotProfile
from engine.core.game import GameState
from engine.games.la_granja.heuristic import BANKED, EXPERT, HAND_WEIGHTS, TERMS, evaluate, evaluate_all, seat_terms
from engine.games.la_granja.state import BARROWS_COMPLETED, BARROWS_PLAYED, LONGEST_FREE_RUN, TALLY


class LaGranjaBot(BotProfile):
    # An iteration costs ~125 µs here (~25 µs in Ra). Subtree reuse across a run of free actions and
    # early stopping keep the mean near 0.1 s a decision (p95 ~0.3 s); 800 iterations lost to medium.
    hard_iterations = 2000
    # The learned evaluation (engine/bots/learned.py) weighs the hand heuristic's own terms afresh (weights.json
    # beside this file); hard's search reads it at its leaves, medium keeps the hand weights.
    eval_feature_names = TERMS
    eval_prior = HAND_WEIGHTS
    eval_fixed = BANKED

    def heuristic(self, state: GameState, player: int) -> float:
        return evaluate(state, player)  # type: ignore[arg-type]

    def heuristic_all(self, state: GameState) -> list[float]:
        return evaluate_all(state)  # type: ignore[arg-type]

    def leaf_values(self, state: GameState, level: str | None = None) -> list[float]:
        """Hard's search reads the heuristic; the expert's also weighs the donkeys still to be used."""
        return evaluate_all(state, EXPERT) if level == "expert" else evaluate_all(state)  # type: ignore[arg-type]

    def eval_features(self, state: GameState) -> list[list[float]]:
        return [seat_terms(state, p) for p in range(state.num_players)]  # type: ignore[arg-type]

    def seat_stats(self, state: GameState, seat: int) -> dict[str, float]:
        """The longest run of free actions between two of the seat's other moves, and the barrows it played that
        it never completed (still on its farm at the end, or discarded to make room)."""
        t = state.tally  # type: ignore[attr-defined]
        row = t[seat * len(TALLY):(seat + 1) * len(TALLY)]
        return {"longest_free_run": float(row[LONGEST_FREE_RUN]), "barrows_played": float(row[BARROWS_PLAYED]),
                "barrows_unfilled": float(row[BARROWS_PLAYED] - row[BARROWS_COMPLETED])}
