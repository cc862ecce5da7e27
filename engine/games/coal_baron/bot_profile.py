"""How the bots play Coal Baron: hard plans the seat's whole turn over the valuation."""
from __future__ import annotations

from collections.abc import Sequence

from engine.core.botprofile import BotProfile
from engine.core.game import GameState, Move
from engine.games.coal_baron import habits, heuristic
from engine.games.coal_baron.state import CBState


class CoalBaronBot(BotProfile):
    # Mining makes long runs of one seat's decisions: hard plans the whole turn (docs/bench.md: the planner
    # beat medium in every one of 12 games where tree search won 59.5 %); its budget is positions judged.
    hard_search = "planner"
    hard_iterations = 3000
    # Margins between seats run to tens of points (often 20 or more), wider than Ra's.
    margin_scale = 25.0

    def heuristic(self, state: GameState, player: int) -> float:
        return heuristic.evaluate_all(state)[player]  # type: ignore[arg-type]

    def heuristic_all(self, state: GameState) -> list[float]:
        return heuristic.evaluate_all(state)  # type: ignore[arg-type]

    def seat_stats(self, state: GameState, seat: int) -> dict[str, float]:
        s: CBState = state  # type: ignore[assignment]
        return {"orders_delivered": float(len(s.delivered[seat])), "orders_open": float(len(s.held[seat])),
                "tiles": float(len(s.tiles[seat]))}

    def record_stats(self, start: GameState, moves: Sequence[Move]) -> list[dict[str, float]]:
        return habits.record_stats(start, moves)
