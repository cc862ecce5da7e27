"""How the bots play Ra: hard is the deep search over a learned evaluation of the heuristic's features."""
from __future__ import annotations

from engine.core.botprofile import BotProfile
from engine.core.game import GameState
from engine.games.ra import features, heuristic, horizon, tally


class RaBot(BotProfile):
    # Hard: the deep search with the learned evaluation (engine/bots/deep.py); its budget in positions.
    hard_search = "deep"
    hard_iterations = 6000
    # Expert: twice the worlds, and its own evaluation (weights-expert.json), which is where its edge lies:
    # four times the worlds with hard's evaluation won only 52.5 % of 200 games against hard (docs/bench.md).
    expert_factor = 2
    eval_feature_names = features.NAMES
    eval_prior = features.PRIOR
    eval_fixed = features.FIXED

    def heuristic(self, state: GameState, player: int) -> float:
        return heuristic.evaluate(state, player)  # type: ignore[arg-type]

    def heuristic_all(self, state: GameState) -> list[float]:
        return heuristic.evaluate_all(state)  # type: ignore[arg-type]

    def eval_features(self, state: GameState) -> list[list[float]]:
        return features.features(state)  # type: ignore[arg-type]

    def unspent(self, state: GameState) -> list[int] | None:
        return [len(u) for u in state.up]  # type: ignore[attr-defined]

    def horizon_scores(self, state: GameState) -> list[float]:
        return horizon.horizon_scores(state)  # type: ignore[arg-type]

    def seat_stats(self, state: GameState, seat: int) -> dict[str, float]:
        """Auctions another seat called that this one was asked in and passed, epochs ended at −5 for no
        civilization (engine/games/ra/tally.py)."""
        return tally.stats(state, seat)  # type: ignore[arg-type]
