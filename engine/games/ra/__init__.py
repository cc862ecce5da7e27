"""Ra (ラー), 2–5 players: auctions of tiles for sun disks over three epochs."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from engine.core.game import Game, GameState
from engine.core.meta import GameMeta
from engine.games.ra import moves
from engine.games.ra.bot_profile import RaBot
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


META = GameMeta.of(__file__)


class RaGame(Game):
    id = "ra"
    names = META.names
    min_players = META.min_players
    max_players = META.max_players
    options_model = RaOptions
    move_types = moves.MOVE_TYPES
    scoring_rounds = EPOCHS
    round_word = META.round_word
    information = "perfect"  # every tile taken is public; only the bag's order is unknown (chance)
    demo_players = META.demo_players
    categories = CATEGORY_TEXT
    bot = RaBot()

    def new_state(self, num_players: int, options: dict[str, Any] | None = None) -> GameState:
        self.check_players(num_players)
        opts = self.parse_options(options)
        return RaState(num_players, god_on_disaster=opts.god_on_disaster)  # type: ignore[attr-defined]

    def describe(self, move: object, lang: str = "en") -> str:
        return moves.describe(move, lang)



GAME = RaGame()
RaState.game = GAME
