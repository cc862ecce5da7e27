"""Ra (ラー), 2–5 players: auctions of tiles for sun disks over three epochs."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from engine.core.game import Game, GameState
from engine.games.ra import features, heuristic, horizon, moves, tally
from engine.games.ra.state import RaState
from engine.games.ra.tiles import CATEGORY_TEXT, EPOCHS


class RaOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    god_on_disaster: bool = Field(
        False, title="God tiles may take disasters",
        description="A God tile may take a disaster tile from the auction track; it strikes its taker at once "
                    "(not in the standard rules).",
        json_schema_extra={"title_ja": "神タイルで災厄タイルを取れる",
                           "description_ja": "神タイルでオークショントラックの災厄タイルを取れます。"
                                             "取った人にすぐ災厄が起こります（標準ルールでは不可）。"})


class RaGame(Game):
    id = "ra"
    names = {"ja": "ラー", "en": "Ra"}
    min_players = 2
    max_players = 5
    options_model = RaOptions
    move_types = moves.MOVE_TYPES
    scoring_rounds = EPOCHS
    round_word = {"ja": "時代", "en": "Epoch"}
    information = "perfect"  # every tile taken is public; only the bag's order is unknown (chance)
    demo_players = (3, 4, 5)
    categories = CATEGORY_TEXT
    # Hard: the deep search with the learned evaluation (engine/bots/deep.py); its budget in positions.
    hard_search = "deep"
    hard_iterations = 6000
    # Expert: twice the worlds, and its own evaluation (weights-expert.json), which is where its edge lies:
    # four times the worlds with hard's evaluation won only 52.5 % of 200 games against hard (docs/bench.md).
    expert_factor = 2

    def new_state(self, num_players: int, options: dict[str, Any] | None = None) -> GameState:
        self.check_players(num_players)
        opts = self.parse_options(options)
        return RaState(num_players, god_on_disaster=opts.god_on_disaster)  # type: ignore[attr-defined]

    def describe(self, move: object, lang: str = "en") -> str:
        return moves.describe(move, lang)

    def heuristic(self, state: GameState, player: int) -> float:
        return heuristic.evaluate(state, player)  # type: ignore[arg-type]

    def heuristic_all(self, state: GameState) -> list[float]:
        return heuristic.evaluate_all(state)  # type: ignore[arg-type]

    eval_feature_names = features.NAMES
    eval_prior = features.PRIOR
    eval_fixed = features.FIXED

    def eval_features(self, state: GameState) -> list[list[float]]:
        return features.features(state)  # type: ignore[arg-type]

    def unspent(self, state: GameState) -> list[int] | None:
        return [len(u) for u in state.up]  # type: ignore[attr-defined]

    def seat_stats(self, state: GameState, seat: int) -> dict[str, float]:
        """Auctions another seat called that this one was asked in and passed, epochs ended at −5 for no
        civilization (engine/games/ra/tally.py)."""
        return tally.stats(state, seat)  # type: ignore[arg-type]

    def horizon_scores(self, state: GameState) -> list[float]:
        return horizon.horizon_scores(state)  # type: ignore[arg-type]


GAME = RaGame()
RaState.game = GAME
