"""How the bots play Agricola: the macro search over placements, its valuation, and the figures that tell
how a seat played."""
from __future__ import annotations

import random

from engine.core.botprofile import BotProfile
from engine.core.game import GameState, Move
from engine.games.agricola import heuristic


class AgricolaBot(BotProfile):
    # An iteration costs several of Ra's (a leaf plays the action under way out greedily); 250 keeps p95 near
    # 1 s on a loaded machine.
    hard_search = "macro"
    hard_iterations = 250
    margin_scale = 12.0

    def heuristic(self, state: GameState, player: int) -> float:
        return heuristic.evaluate_all(state)[player]  # type: ignore[arg-type]

    def heuristic_all(self, state: GameState) -> list[float]:
        return heuristic.evaluate_all(state)  # type: ignore[arg-type]

    def leaf_values(self, state: GameState, level: str | None = None) -> list[float]:
        return heuristic.evaluate_all(state, timed=True)  # type: ignore[arg-type]

    def main_decision(self, state: GameState) -> bool:
        return heuristic.main_decision(state)  # type: ignore[arg-type]

    def inner_move(self, state: GameState, rng: random.Random) -> Move:
        return heuristic.inner_move(state, rng)  # type: ignore[arg-type]

    def seat_stats(self, state: GameState, seat: int) -> dict[str, float]:
        s = state
        out = {"people": float(s.people[seat]), "begging": float(s.begging[seat])}  # type: ignore[attr-defined]
        k = s.k  # type: ignore[attr-defined]
        if k is not None:
            out["occupations"] = float(k.occs[seat])
            out["minors"] = float(len(k.played[seat]) - k.occs[seat])
            out["cards"] = float(len(k.played[seat]))
        return out
