"""Ra (ラー), 2–5 players: auctions of tiles for sun disks over three epochs."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from engine.core.game import Game, GameState
from engine.games.ra import heuristic, moves
from engine.games.ra.state import RaState
from engine.games.ra.tiles import EPOCHS


class RaOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    god_on_disaster: bool = Field(
        False, description="Allow a God tile to take a disaster from the auction track (off in our ruling).")


class RaGame(Game):
    id = "ra"
    names = {"ja": "ラー", "en": "Ra"}
    min_players = 2
    max_players = 5
    options_model = RaOptions
    move_types = moves.MOVE_TYPES
    scoring_rounds = EPOCHS
    round_word = {"ja": "時代", "en": "Epoch"}

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


GAME = RaGame()
RaState.game = GAME
