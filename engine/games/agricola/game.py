"""Agricola (2007 edition) for 1–5 players, the family game: the `Game` description and its state's protocol."""
from __future__ import annotations

import random
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field, field_validator

from engine.core.events import Event
from engine.core.game import CHANCE, GAME_OVER, TERMINAL, Game, GameState, Move
from engine.core.text import Text
from engine.games.agricola import heuristic, majors
from engine.games.agricola.data import check_file, load_tables
from engine.games.agricola.describe import describe_move, describe_part
from engine.games.agricola.moves import CHANCE_MOVES, MOVE_TYPES, REVEAL, START, DoPart, StartPlayer
from engine.games.agricola.narrate import narrate
from engine.games.agricola.round import FLOW, unrevealed
from engine.games.agricola.scoring import breakdown
from engine.games.agricola.state import AgState
from engine.games.agricola.turn import SpaceAction


class AgricolaOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    family: bool = Field(True, title="Family game",
                         description="Without occupations and minor improvements (the only mode so far).",
                         json_schema_extra={"title_ja": "ファミリーゲーム",
                                            "description_ja": "職業と小さい進歩なしで遊びます（今はこのモードのみ）。"})

    @field_validator("family")
    @classmethod
    def _only_family(cls, v: bool) -> bool:
        if not v:
            raise ValueError("only the family game exists so far")
        return v


class AgricolaState(AgState):
    __slots__ = ()
    game: ClassVar[Agricola]

    def current_player(self) -> int:
        return self.to_move

    def legal_moves(self) -> list[Move]:
        if self.to_move < 0:
            return []
        return self.pending[-1].legal_moves(self)  # type: ignore[no-any-return]

    def candidate_moves(self) -> list[Move]:
        if self.to_move < 0:
            return []
        return self.pending[-1].candidate_moves(self)  # type: ignore[no-any-return]

    def why_illegal(self, move: Move) -> str | None:
        if self.to_move == TERMINAL:
            return GAME_OVER
        if self.to_move == CHANCE:
            return super().why_illegal(move)
        return self.pending[-1].why_illegal(self, move)  # type: ignore[no-any-return]

    def apply_trusted(self, move: Move, events: list[Event] | None = None) -> None:
        self.ev = events
        try:
            if type(move) in CHANCE_MOVES:
                self._chance(move)
            else:
                self.pending[-1].apply(self, move)
            FLOW.advance(self)
        finally:
            self.ev = None

    # --- chance: the start player, then each round's card ------------------------------------------------------
    def _chance(self, move: Move) -> None:
        if isinstance(move, StartPlayer):
            self.start = move.seat
            return
        card = self.t.space_index[move.card]
        self.cards.append(card)
        self.board.append(card)
        from engine.core.events import emit
        emit(self.ev, "round_card_revealed", round=self.round, card=move.card)

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        if self.to_move != CHANCE:
            return []
        if self.start < 0:
            n = self.num_players
            return [(START[i], 1 / n) for i in range(n)]
        cards = unrevealed(self)
        return [(REVEAL[c], 1 / len(cards)) for c in cards]

    def sample_chance(self, rng: random.Random) -> Move:
        outcomes = self.chance_outcomes()
        return outcomes[int(rng.random() * len(outcomes))][0]

    def describe_move(self, move: Move, lang: str = "en") -> str:
        """A part of a space's action is named by what it does ("build stables"), in this position."""
        top = self.pending[-1] if self.pending else None
        if isinstance(move, DoPart) and isinstance(top, SpaceAction) and move.part < len(self.t.space_parts[top.space]):
            return describe_part(self.t.space_parts[top.space][move.part], lang)
        return self.game.describe(move, lang)

    def narrate(self, event: Event) -> Text | None:
        """The harvest and what animals and people did, in words for the log."""
        return narrate(self, event)

    # --- scores ----------------------------------------------------------------------------------------------
    def scores(self) -> list[int]:
        return [sum(b.values()) for b in self.breakdown()]

    def breakdown(self) -> list[dict[str, int]]:
        return [breakdown(self, p) for p in range(self.num_players)]

    def scores_by_epoch(self) -> list[list[int]]:
        return [self.scores()] if self.to_move == TERMINAL else []

    def facts(self) -> dict[str, Any]:
        """What the table shows: the goods on each space, the food each seat owes at the next harvest, the
        majors each seat can buy now, what each farm can house."""
        from engine.games.agricola.round import food_due
        t = self.t
        n = self.num_players
        return {
            "round": self.round,
            "stock": {t.space_ids[sp]: [k for k in self.stock[10 * sp:10 * sp + 10]] for sp in self.board},
            "food_due": [food_due(self, p) for p in range(n)],
            "can_buy": [[t.majors[i].id for i, _ in majors.purchases(self, p)] for p in range(n)],
            "capacity": [{"vectors": [list(v) for v in self.caps[p][0]], "single": self.caps[p][1]}
                         for p in range(n)],
            "pastures": [len(self.pasture[p]) for p in range(n)],
        }


class Agricola(Game):
    id = "agricola"
    names = {"ja": "アグリコラ", "en": "Agricola"}
    min_players = 1
    max_players = 5
    options_model = AgricolaOptions
    move_types = MOVE_TYPES
    scoring_rounds = 0
    estimate_rounds = "round"  # the results chart: the score estimate after each round
    information = "perfect"
    demo_players = (2, 3, 4)
    categories = {
        "fields": Text("Fields", "畑"),
        "pastures": Text("Pastures", "牧場"),
        "grain": Text("Grain", "小麦"),
        "vegetable": Text("Vegetables", "野菜"),
        "sheep": Text("Sheep", "羊"),
        "boar": Text("Wild boar", "猪"),
        "cattle": Text("Cattle", "牛"),
        "unused": Text("Unused farmyard spaces", "未使用のマス"),
        "stables": Text("Fenced stables", "柵で囲まれた厩"),
        "rooms": Text("Clay and stone rooms", "レンガ・石の部屋"),
        "family": Text("Family members", "家族"),
        "improvements": Text("Improvements", "進歩"),
        "bonus": Text("Bonus points", "ボーナス点"),
        "begging": Text("Begging cards", "物乞いカード"),
    }
    # An iteration costs several of Ra's (a leaf plays the action under way out greedily); 250 keeps p95 near
    # 1 s on a loaded machine.
    hard_iterations = 250
    margin_scale = 12.0

    def new_state(self, num_players: int, options: dict[str, Any] | None = None) -> AgricolaState:
        self.check_players(num_players)
        self.parse_options(options)
        s = AgricolaState(load_tables(), num_players, majors.new_index(num_players))
        if num_players == 1:
            s.start = 0
        FLOW.advance(s)
        return s

    def describe(self, move: Move, lang: str = "en") -> str:
        return describe_move(move, lang)

    def heuristic(self, state: GameState, player: int) -> float:
        return heuristic.evaluate_all(state)[player]  # type: ignore[arg-type]

    def heuristic_all(self, state: GameState) -> list[float]:
        return heuristic.evaluate_all(state)  # type: ignore[arg-type]

    def check_data(self, path: str) -> str:
        return check_file(path)
